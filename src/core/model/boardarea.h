#pragma once

#include <QJsonObject>
#include <QPoint>
#include <QString>

// A `meters` FIELD or ZONE area placed on a square board (docs/rules.md §1.9, docs/file-format.md
// §3.6): every cell within `radius` squares (Chebyshev) of the centre cell.
struct BoardArea {
    enum class Kind { Field, Zone };

    QString id;
    QString name;
    Kind kind = Kind::Zone;
    QPoint centre;
    int radius = 1;
    QJsonObject extra; // keys this version does not know

    [[nodiscard]] static QString kindId(Kind kind)
    {
        return kind == Kind::Field ? QStringLiteral("field") : QStringLiteral("zone");
    }

    friend bool operator==(const BoardArea &, const BoardArea &) = default;
};
