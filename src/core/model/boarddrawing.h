#pragma once

#include "engine/micropoint.h"

#include <QJsonObject>
#include <QList>
#include <QString>

// A mark the GM draws on a square board, as on a dry-erase mat (docs/file-format.md §3.10):
// a freehand stroke, a line, an arrow, a rectangle, an ellipse or a line of text. Points are
// exact micro-cells. Only a shared drawing reaches the players.
struct BoardDrawing {
    enum class Kind { Pen, Line, Arrow, Rect, Ellipse, Text };

    QString id;
    Kind kind = Kind::Pen;
    // Pen: the stroke's points in order. Line and arrow: from, to. Rectangle and ellipse: two
    // opposite corners of the box. Text: the top-left corner of the text.
    QList<MicroPoint> points;
    QString color = QStringLiteral("#d32f2f"); // "#RRGGBB" or "#AARRGGBB" as written
    qint64 width = 0; // micro-cells: the stroke's width; for text, the letters' height
    QString text;     // Text only
    bool shared = false;
    bool sharedWritten = false; // the file named `shared`: written back even when false
    QJsonObject extra;          // keys this version does not know

    // The file's name of a kind ("pen" …), and back (nullopt-like: false when unknown).
    [[nodiscard]] static QString kindId(Kind kind)
    {
        switch (kind) {
        case Kind::Pen:
            return QStringLiteral("pen");
        case Kind::Line:
            return QStringLiteral("line");
        case Kind::Arrow:
            return QStringLiteral("arrow");
        case Kind::Rect:
            return QStringLiteral("rect");
        case Kind::Ellipse:
            return QStringLiteral("ellipse");
        case Kind::Text:
            return QStringLiteral("text");
        }
        return {};
    }
    [[nodiscard]] static bool kindFromId(const QString &id, Kind &kind)
    {
        for (Kind k : {Kind::Pen, Kind::Line, Kind::Arrow, Kind::Rect, Kind::Ellipse, Kind::Text}) {
            if (kindId(k) == id) {
                kind = k;
                return true;
            }
        }
        return false;
    }
    // How many points the kind takes: [minimum, maximum].
    [[nodiscard]] static int minPoints(Kind kind) { return kind == Kind::Text ? 1 : 2; }
    [[nodiscard]] static int maxPoints(Kind kind, int penLimit)
    {
        return kind == Kind::Pen ? penLimit : kind == Kind::Text ? 1 : 2;
    }

    friend bool operator==(const BoardDrawing &a, const BoardDrawing &b)
    {
        return a.id == b.id && a.kind == b.kind && a.points == b.points && a.color == b.color &&
               a.width == b.width && a.text == b.text && a.shared == b.shared && a.extra == b.extra;
    }
};
