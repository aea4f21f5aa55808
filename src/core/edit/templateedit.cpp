#include "templateedit.h"

#include "engine/templatearea.h"
#include "io/templatejson.h"
#include "model/fixedpoint.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{

constexpr qint64 Cell = FixedPoint::Scale;

qint64 clampTo(qint64 value, int cells)
{
    return std::clamp<qint64>(value, 0, qint64(cells) * Cell);
}

// A coordinate in cells as a multiple of `step` micro-cells. Far off the map (or not a
// number) it is held within a range no board reaches, so the arithmetic stays in 64 bits.
qint64 toStep(double cells, qint64 step)
{
    if (!std::isfinite(cells))
        return 0;
    const double bounded = std::clamp(cells, -1e7, 1e7);
    return qint64(std::llround(bounded * double(Cell) / double(step))) * step;
}

} // namespace

namespace TemplateEdit
{

QString freeId(const SquareBoard &board)
{
    QSet<QString> used;
    for (const auto &tpl : board.templates)
        used.insert(tpl.id);
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("template-%1").arg(n);
        if (!used.contains(id))
            return id;
    }
}

int indexOf(const SquareBoard &board, const QString &id)
{
    for (int i = 0; i < board.templates.size(); ++i) {
        if (board.templates[i].id == id)
            return i;
    }
    return -1;
}

MicroPoint snapped(const SquareBoard &board, double x, double y, qint64 step)
{
    const MicroPoint p = rounded(x, y, step);
    return {clampTo(p.x, board.width), clampTo(p.y, board.height)};
}

MicroPoint clamped(const SquareBoard &board, double x, double y)
{
    return snapped(board, x, y, 1);
}

MicroPoint rounded(double x, double y, qint64 step)
{
    step = std::max<qint64>(1, step);
    return {toStep(x, step), toStep(y, step)};
}

bool isValid(const Encounter &encounter, const QList<BoardTemplate> &templates, QString *why)
{
    if (!encounter.board.isSquare())
        return false;
    // The reader is the one judge of what a file may hold (docs/file-format.md §3.8): the list
    // goes through it exactly as a save and a reopen would take it.
    QString where;
    QString error;
    const auto read = TemplateJson::fromJson(TemplateJson::toJson(templates, encounter.tokens),
                                             encounter, &where, &error);
    if (!read && why)
        *why = error;
    return read.has_value();
}

BoardTemplate detached(const BoardTemplate &tpl, const QList<Token> &tokens)
{
    BoardTemplate free = tpl;
    if (const auto origin = tpl.originAmong(tokens))
        free.origin = *origin;
    free.anchor.clear();
    return free;
}

BoardTemplate anchored(const BoardTemplate &tpl, const Token &token)
{
    BoardTemplate follows = tpl;
    follows.anchor = token.id;
    follows.origin = BoardTemplate::footprintCentre(token);
    return follows;
}

int tokenUnder(const QList<Token> &tokens, MicroPoint p)
{
    for (int i = int(tokens.size()) - 1; i >= 0; --i) {
        const QRect r = tokens[i].footprintRect();
        if (p.x > qint64(r.left()) * Cell && p.x < qint64(r.right() + 1) * Cell &&
            p.y > qint64(r.top()) * Cell && p.y < qint64(r.bottom() + 1) * Cell)
            return i;
    }
    return -1;
}

int templateAt(const Encounter &encounter, MicroPoint p)
{
    if (!encounter.board.isSquare())
        return -1;
    const auto &templates = encounter.board.square.templates;
    for (int i = int(templates.size()) - 1; i >= 0; --i) {
        const auto placement = TemplateArea::placementOf(templates[i], encounter.tokens);
        if (placement && TemplateArea::shapeContains(*placement, p))
            return i;
    }
    return -1;
}

MicroPoint rotated(MicroPoint reach, double degrees)
{
    const double a = degrees * std::numbers::pi / 180.0;
    const double c = std::cos(a);
    const double s = std::sin(a);
    const double x = double(reach.x);
    const double y = double(reach.y);
    return {qint64(std::llround(x * c - y * s)), qint64(std::llround(x * s + y * c))};
}

MicroPoint withLength(MicroPoint reach, qint64 length)
{
    const double now = std::hypot(double(reach.x), double(reach.y));
    if (now <= 0)
        return {length, 0};
    const double k = double(length) / now;
    return {qint64(std::llround(double(reach.x) * k)), qint64(std::llround(double(reach.y) * k))};
}

qint64 lengthOf(MicroPoint reach)
{
    return qint64(std::llround(std::hypot(double(reach.x), double(reach.y))));
}

} // namespace TemplateEdit
