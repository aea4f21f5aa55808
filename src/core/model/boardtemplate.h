#pragma once

#include "engine/micropoint.h"
#include "fixedpoint.h"
#include "token.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

// A spell, breath or blast template laid on a square board (docs/rules.md §9, docs/file-format.md
// §3.8). Points and lengths are exact micro-cells (FixedPoint::Scale per cell), like walls.
//
// A template may follow a token: then its origin is the centre of the anchor token's footprint
// wherever the token stands, and `origin` is only where it stood when the file was read. The far
// point of a cone or a line is kept relative to the origin (`reach`), so an anchored cone turns
// with nothing and travels with its token, pointing the same way.
struct BoardTemplate {
    enum class Shape { Circle, Cone, Line, Square };

    QString id;
    Shape shape = Shape::Circle;
    // The circle's centre, the cone's apex, the line's start, the square's top-left corner.
    MicroPoint origin;
    // Cone and line: the far point minus the origin (for a cone, the middle of its far edge).
    MicroPoint reach;
    // The circle's radius, the line's width, the square's side; unused by a cone.
    qint64 size = 0;
    QString color;          // "#RRGGBB" or "#AARRGGBB" as written, or empty for the app's default
    QString label;          // what the GM calls it ("Fireball"), or empty
    QString anchor;         // the id of the token it follows, or empty
    bool wallsBlock = true; // cells behind walls and sight-blocking terrain are spared
    bool sharedWithPlayers = false; // the player view shows it (docs/rules.md §3)
    QJsonObject extra;              // keys this version does not know

    [[nodiscard]] bool isAnchored() const { return !anchor.isEmpty(); }
    [[nodiscard]] bool hasFarPoint() const { return shape == Shape::Cone || shape == Shape::Line; }

    // The centre of a token's footprint, (x + s/2, y + s/2) for anchor (x, y) and side s
    // (docs/rules.md §9): the whole footprint's, even where it hangs over the map's edge.
    [[nodiscard]] static MicroPoint footprintCentre(const Token &token)
    {
        const qint64 side = Token::footprintSide(token.size);
        return {token.x * FixedPoint::Scale + side * FixedPoint::Scale / 2,
                token.y * FixedPoint::Scale + side * FixedPoint::Scale / 2};
    }

    // Where the template stands among `tokens`: its own origin, or its anchor token's footprint
    // centre; nullopt while the anchor names no token of the list (it then holds nothing).
    [[nodiscard]] std::optional<MicroPoint> originAmong(const QList<Token> &tokens) const
    {
        if (!isAnchored())
            return origin;
        for (const Token &token : tokens) {
            if (token.id == anchor)
                return footprintCentre(token);
        }
        return std::nullopt;
    }
    // The far point of a cone or a line standing at `at`.
    [[nodiscard]] MicroPoint farFrom(MicroPoint at) const
    {
        return {at.x + reach.x, at.y + reach.y};
    }

    [[nodiscard]] static QString shapeId(Shape shape)
    {
        switch (shape) {
        case Shape::Cone:
            return QStringLiteral("cone");
        case Shape::Line:
            return QStringLiteral("line");
        case Shape::Square:
            return QStringLiteral("square");
        case Shape::Circle:
            break;
        }
        return QStringLiteral("circle");
    }
    [[nodiscard]] static std::optional<Shape> shapeFromId(const QString &id)
    {
        for (const Shape shape : {Shape::Circle, Shape::Cone, Shape::Line, Shape::Square}) {
            if (shapeId(shape) == id)
                return shape;
        }
        return std::nullopt;
    }

    friend bool operator==(const BoardTemplate &, const BoardTemplate &) = default;
};
