#include "library/miniaturecatalogue.h"

#include "model/ruletexts.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

namespace MiniatureCatalogue
{

namespace
{

QStringList stringList(const QJsonArray &array)
{
    QStringList out;
    for (const QJsonValue &value : array) {
        if (value.isString())
            out << value.toString();
    }
    return out;
}

} // namespace

Result load(const QString &language, const QString &path)
{
    Result result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        result.error =
            QStringLiteral("%1: not valid JSON (%2)").arg(path, parseError.errorString());
        return result;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() !=
        QLatin1String("gridkeep-miniature-catalogue")) {
        result.error =
            QStringLiteral("%1: format: expected \"gridkeep-miniature-catalogue\"").arg(path);
        return result;
    }

    // The caller's language, or English; a bad table is the catalogue's bug, like a bad entry.
    RuleTexts::Tables texts;
    QString textsError;
    if (!RuleTexts::read(root.value(QLatin1String("texts")), &texts, &textsError))
        result.error = QStringLiteral("%1: %2").arg(path, textsError);
    const auto table = texts.value(language);
    auto localized = [&table](const QString &text) { return table.value(text, text); };

    const QString folder = QFileInfo(path).path();
    const QJsonArray entries = root.value(QLatin1String("miniatures")).toArray();
    QStringList problems;
    QSet<QString> ids;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject entry = entries.at(i).toObject();
        Miniature miniature;
        miniature.id = entry.value(QLatin1String("id")).toString();
        miniature.name = entry.value(QLatin1String("name")).toString(miniature.id);
        miniature.size = entry.value(QLatin1String("size")).toInt(1);
        miniature.builtIn = true;
        miniature.side = entry.value(QLatin1String("side")).toString();
        miniature.tags = stringList(entry.value(QLatin1String("tags")).toArray());
        miniature.stats = entry.value(QLatin1String("stats")).toObject();
        const QString svg = entry.value(QLatin1String("svg")).toString();
        if (!svg.isEmpty())
            miniature.imagePath = folder + QLatin1Char('/') + svg;

        const QString where = QStringLiteral("miniatures[%1]").arg(i);
        if (miniature.id.isEmpty()) {
            problems << where + QStringLiteral(".id: missing");
            continue;
        }
        if (ids.contains(miniature.id)) {
            problems << where + QStringLiteral(".id: \"%1\" is used twice").arg(miniature.id);
            continue;
        }
        if (miniature.size < 1) {
            problems << where + QStringLiteral(".size: expected 1 or more");
            continue;
        }
        if (!miniature.imagePath.isEmpty() && !QFileInfo::exists(miniature.imagePath))
            problems << where + QStringLiteral(".svg: %1 not found").arg(svg);
        ids.insert(miniature.id);
        miniature.name = localized(miniature.name);
        for (QString &tag : miniature.tags)
            tag = localized(tag);
        result.miniatures << miniature;
    }
    if (!problems.isEmpty())
        result.error = QStringLiteral("%1: %2").arg(path, problems.join(QStringLiteral("; ")));
    return result;
}

} // namespace MiniatureCatalogue
