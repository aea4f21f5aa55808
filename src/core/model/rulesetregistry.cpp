#include "rulesetregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

RuleSetRegistry &RuleSetRegistry::instance()
{
    static RuleSetRegistry registry;
    return registry;
}

QStringList RuleSetRegistry::searchPath() const
{
    QStringList dirs;
    const auto fromEnv = qEnvironmentVariable("GRIDKEEP_RULES_DIR");
    if (!fromEnv.isEmpty())
        dirs << fromEnv;
    if (QCoreApplication::instance()) {
        const auto appDir = QCoreApplication::applicationDirPath();
        dirs << appDir + QStringLiteral("/../share/gridkeep/rules")
             << appDir + QStringLiteral("/rules");
    }
    dirs << QStringLiteral(GRIDKEEP_SOURCE_RULES_DIR) << QStringLiteral(":/rules");
    return dirs;
}

std::shared_ptr<const RuleSet> RuleSetRegistry::find(const QString &id, QString *error)
{
    QMutexLocker lock(&m_mutex);
    if (auto it = m_cache.constFind(id); it != m_cache.constEnd())
        return *it;
    static const QRegularExpression validId(QStringLiteral("^[a-z0-9][a-z0-9_-]*$"));
    if (!validId.match(id).hasMatch()) {
        if (error)
            *error =
                QCoreApplication::translate("RuleSetRegistry", "no rule set named \"%1\"").arg(id);
        return nullptr;
    }
    for (const auto &dir : searchPath()) {
        QFile file(dir + QLatin1Char('/') + id + QStringLiteral(".json"));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        QJsonParseError parseError;
        const auto doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        QString reason;
        if (parseError.error != QJsonParseError::NoError) {
            reason = parseError.errorString();
        } else if (auto rules = RuleSet::fromJson(doc.object(), &reason)) {
            auto shared = std::make_shared<const RuleSet>(
                m_language.isEmpty() ? std::move(*rules)
                                     : RuleTexts::localized(*rules, m_language));
            m_cache.insert(id, shared);
            return shared;
        }
        if (error)
            *error = QCoreApplication::translate("RuleSetRegistry", "rule file %1 is broken: %2")
                         .arg(file.fileName(), reason);
        return nullptr;
    }
    if (error) {
        *error =
            QCoreApplication::translate("RuleSetRegistry", "unknown rule set \"%1\" (known: %2)")
                .arg(id, availableIds().join(QStringLiteral(", ")));
    }
    return nullptr;
}

void RuleSetRegistry::setLanguage(const QString &language)
{
    QMutexLocker lock(&m_mutex);
    if (language == m_language)
        return;
    m_language = language;
    m_cache.clear();
}

QStringList RuleSetRegistry::availableIds() const
{
    QStringList ids;
    for (const auto &dir : searchPath()) {
        const auto entries = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files);
        for (const auto &entry : entries) {
            const auto id = entry.chopped(5);
            if (!ids.contains(id))
                ids << id;
        }
    }
    ids.sort();
    return ids;
}
