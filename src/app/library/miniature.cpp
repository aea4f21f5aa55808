#include "library/miniature.h"

QUrl Miniature::imageUrl() const
{
    if (creature && !creature->portrait.isEmpty())
        return QUrl(creature->portrait);
    if (imagePath.isEmpty())
        return {};
    if (imagePath.startsWith(QLatin1String(":/")))
        return QUrl(QStringLiteral("qrc") + imagePath);
    return QUrl::fromLocalFile(imagePath);
}

bool Miniature::hasSvgImage() const
{
    return imagePath.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ||
           imagePath.endsWith(QLatin1String(".svgz"), Qt::CaseInsensitive);
}

QJsonObject Miniature::statsFor(const QString &rulesId) const
{
    QJsonObject merged = stats.value(AnyRuleSet).toObject();
    if (!rulesId.isEmpty() && rulesId != AnyRuleSet) {
        const QJsonObject own = stats.value(rulesId).toObject();
        for (auto it = own.begin(); it != own.end(); ++it)
            merged.insert(it.key(), it.value());
    }
    return merged;
}

bool Miniature::matches(const QString &filter) const
{
    // Every word must be found, each in the name or in a tag, so "large flying" narrows down.
    const QStringList words = filter.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        bool found = name.contains(word, Qt::CaseInsensitive);
        for (int i = 0; !found && i < tags.size(); ++i)
            found = tags.at(i).contains(word, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    return true;
}

QString Miniature::slug(const QString &text)
{
    QString out;
    bool dash = false;
    for (const QChar c : text.normalized(QString::NormalizationForm_D)) {
        if (c.isMark())
            continue;
        const QChar lower = c.toLower();
        if ((lower >= QLatin1Char('a') && lower <= QLatin1Char('z')) ||
            (lower >= QLatin1Char('0') && lower <= QLatin1Char('9'))) {
            if (dash && !out.isEmpty())
                out += QLatin1Char('-');
            out += lower;
            dash = false;
        } else {
            dash = true;
        }
    }
    return out;
}
