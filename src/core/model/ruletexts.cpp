#include "ruletexts.h"

#include "ruleset.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <functional>

namespace
{

// Calls `visit` on every display text of `rules`, in file order. One list, so the texts a test
// checks for translations are exactly the ones `localized` replaces.
void forEachDisplayText(RuleSet &rules, const std::function<void(QString &)> &visit)
{
    visit(rules.name);
    visit(rules.description);
    visit(rules.unitName);
    visit(rules.meleeBoonName);
    visit(rules.meleeBaneName);
    for (auto &condition : rules.conditions) {
        visit(condition.name);
        visit(condition.description);
    }
    for (auto &terrain : rules.terrainKinds)
        visit(terrain.name);
    for (auto &cover : rules.coverLevels)
        visit(cover.name);
    for (auto &lighting : rules.lightingLevels)
        visit(lighting.name);
    for (auto &preset : rules.lightPresets)
        visit(preset.name);
    for (auto &position : rules.positions)
        visit(position.name);
    for (auto &band : rules.bandNames)
        visit(band);
    for (auto &level : rules.levels)
        visit(level.name);
    for (auto &stat : rules.combat.stats)
        visit(stat.name);
    for (auto &pool : rules.combat.pools) {
        visit(pool.name);
        visit(pool.shortName);
    }
    for (auto &action : rules.turnActionNames)
        visit(action);
    visit(rules.carryOver.restName);
    visit(rules.carryOver.restDescription);
}

} // namespace

bool RuleTexts::read(const QJsonValue &value, Tables *tables, QString *error)
{
    tables->clear();
    if (value.isUndefined())
        return true;
    if (!value.isObject()) {
        *error = QStringLiteral("texts: expected an object of languages");
        return false;
    }
    static const QRegularExpression languageCode(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    const QJsonObject languages = value.toObject();
    for (auto language = languages.begin(); language != languages.end(); ++language) {
        const QString path = QStringLiteral("texts.%1").arg(language.key());
        if (!languageCode.match(language.key()).hasMatch()) {
            *error = QStringLiteral("%1: expected a language code such as \"de\"").arg(path);
            return false;
        }
        if (!language.value().isObject()) {
            *error = QStringLiteral("%1: expected an object of texts").arg(path);
            return false;
        }
        QHash<QString, QString> &table = (*tables)[language.key()];
        const QJsonObject texts = language.value().toObject();
        for (auto text = texts.begin(); text != texts.end(); ++text) {
            if (!text.value().isString() || text.value().toString().isEmpty()) {
                *error =
                    QStringLiteral("%1.\"%2\": expected the translated text").arg(path, text.key());
                return false;
            }
            table.insert(text.key(), text.value().toString());
        }
    }
    return true;
}

QStringList RuleTexts::displayTexts(const RuleSet &rules)
{
    RuleSet copy = rules;
    QStringList texts;
    forEachDisplayText(copy, [&texts](QString &text) {
        if (!text.isEmpty() && !texts.contains(text))
            texts << text;
    });
    return texts;
}

RuleSet RuleTexts::localized(const RuleSet &rules, const QString &language)
{
    RuleSet copy = rules;
    const auto table = rules.texts.constFind(language);
    if (table == rules.texts.constEnd())
        return copy;
    forEachDisplayText(copy, [&table](QString &text) {
        if (const auto found = table->constFind(text); found != table->constEnd())
            text = *found;
    });
    return copy;
}
