#include "library/miniaturetokenfactory.h"

#include "io/dataurl.h"
#include "library/creaturetokens.h"
#include "library/miniature.h"
#include "model/encounter.h"

#include <QBuffer>
#include <QImageReader>
#include <QJsonArray>
#include <QPainter>
#include <QSvgRenderer>

Token MiniatureTokenFactory::create(const Miniature &miniature, const Encounter &encounter,
                                    const QString &side)
{
    if (miniature.creature)
        return createCreature(miniature, encounter, side);
    Token token;
    QString base = Miniature::slug(miniature.name);
    if (base.isEmpty())
        base = Miniature::slug(miniature.id);
    if (base.isEmpty())
        base = QStringLiteral("token");
    token.id = uniqueTokenId(base, encounter);
    token.name = miniature.name;
    // "skeleton-3" is named "Skeleton 3", so the GM can tell the copies apart.
    if (token.id != base)
        token.name += QLatin1Char(' ') + token.id.mid(base.size() + 1);
    token.side = chooseSide(miniature, encounter, side);
    token.size = miniature.size < 1 ? 1 : miniature.size;
    token.portrait = portraitDataUrl(miniature);
    applyStats(token, miniature.statsFor(encounter.rulesId));
    return token;
}

Token MiniatureTokenFactory::createCreature(const Miniature &miniature, const Encounter &encounter,
                                            const QString &side)
{
    const Creature &creature = *miniature.creature;
    Token token;
    // docs/file-format.md §16.3: "Ghoul 1", "Ghoul 2" … whatever the first one is called.
    token.name = CreatureTokens::numberedName(creature.name, encounter);
    QString base = Miniature::slug(token.name);
    if (base.isEmpty())
        base = QStringLiteral("creature");
    token.id = uniqueTokenId(base, encounter);
    token.side = chooseSide(miniature, encounter, side);
    if (const auto *block = creature.block(encounter.rulesId)) {
        CreatureTokens::applyBlock(*block, token);
    } else if (!creature.blocks.isEmpty()) {
        // No numbers for this rule set: the body is the same, the numbers are not.
        token.size = creature.blocks.first().size;
    }
    token.portrait = creature.portrait;
    return token;
}

QString MiniatureTokenFactory::uniqueTokenId(const QString &base, const Encounter &encounter)
{
    QString id = base;
    for (int n = 2; encounter.tokenIndex(id) >= 0; ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

QString MiniatureTokenFactory::chooseSide(const Miniature &miniature, const Encounter &encounter,
                                          const QString &side)
{
    if (!side.isEmpty() && encounter.side(side))
        return side;
    if (!miniature.side.isEmpty() && encounter.side(miniature.side))
        return miniature.side;
    return encounter.sides.isEmpty() ? QString() : encounter.sides.constFirst().id;
}

QImage MiniatureTokenFactory::portraitImage(const Miniature &miniature)
{
    if (miniature.imagePath.isEmpty())
        return {};
    if (miniature.hasSvgImage()) {
        QSvgRenderer renderer(miniature.imagePath);
        if (!renderer.isValid())
            return {};
        QImage image(SvgPortraitSize, SvgPortraitSize, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        // Keep the drawing's proportions inside the square.
        QSizeF size = renderer.viewBoxF().size();
        if (size.isEmpty())
            size = QSizeF(1, 1);
        size.scale(SvgPortraitSize, SvgPortraitSize, Qt::KeepAspectRatio);
        renderer.render(&painter,
                        QRectF((SvgPortraitSize - size.width()) / 2,
                               (SvgPortraitSize - size.height()) / 2, size.width(), size.height()));
        return image;
    }
    QImageReader reader(miniature.imagePath);
    reader.setAutoTransform(true); // photos carry their rotation in EXIF
    QImage image = reader.read();
    if (image.isNull())
        return {};
    if (image.width() > MaxPortraitSize || image.height() > MaxPortraitSize)
        image = image.scaled(MaxPortraitSize, MaxPortraitSize, Qt::KeepAspectRatio,
                             Qt::SmoothTransformation);
    return image;
}

QString MiniatureTokenFactory::portraitDataUrl(const Miniature &miniature)
{
    const QImage image = portraitImage(miniature);
    if (image.isNull())
        return {};
    // PNG keeps transparency (round tokens); opaque photos are much smaller as JPEG.
    const bool png = image.hasAlphaChannel();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, png ? "PNG" : "JPEG", png ? -1 : 88))
        return {};
    return DataUrl::encode(bytes, png ? QStringLiteral("image/png") : QStringLiteral("image/jpeg"));
}

void MiniatureTokenFactory::applyStats(Token &token, const QJsonObject &stats)
{
    for (auto it = stats.begin(); it != stats.end(); ++it) {
        const QString &key = it.key();
        const QJsonValue value = it.value();
        if (key == QLatin1String("reach") && value.isDouble())
            token.reach = value.toInt();
        else if (key == QLatin1String("speed") && value.isDouble())
            token.speed = value.toDouble();
        else if (key == QLatin1String("zoc") && value.isBool())
            token.zoc = value.toBool();
        else if (key == QLatin1String("agility") && value.isDouble())
            token.agility = value.toDouble();
        else if (key == QLatin1String("facing") && value.isDouble())
            token.facing = value.toDouble();
        else if (key == QLatin1String("hidden") && value.isBool())
            token.hidden = value.toBool();
        else if (key == QLatin1String("fillsPosition") && value.isBool())
            token.fillsPosition = value.toBool();
        else if (key == QLatin1String("stance") && value.isString())
            token.stance = value.toString();
        else if (key == QLatin1String("conditions") && value.isArray())
            token.conditions = value.toVariant().toStringList();
        else if (value.isDouble() || value.isBool())
            token.stats.insert(key, value.isBool() ? double(value.toBool()) : value.toDouble());
        // Anything else (text) is a note for the library, not a number a rule reads.
    }
}
