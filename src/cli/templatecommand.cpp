#include "clicommand.h"

#include "engine/pointsight.h"
#include "engine/templatearea.h"
#include "model/fixedpoint.h"

#include <QJsonArray>

// `gridkeep-cli template FILE SHAPE … [--through-walls]` (docs/cli.md section 13; docs/rules.md
// §9): the cells a template covers on a square board, and the tokens it catches.

namespace
{

struct ShapeOption {
    const char *option;
    BoardTemplate::Shape shape;
    int numbers;
    const char *usage;
};

const ShapeOption shapeOptions[] = {
    {"--circle", BoardTemplate::Shape::Circle, 3, "--circle X Y R"},
    {"--cone", BoardTemplate::Shape::Cone, 4, "--cone X Y TX TY"},
    {"--line", BoardTemplate::Shape::Line, 5, "--line X Y TX TY W"},
    {"--square", BoardTemplate::Shape::Square, 3, "--square X Y S"},
};

const char *const templateUsage = "template takes FILE and one of --circle X Y R, --cone X Y TX "
                                  "TY, --line X Y TX TY W, --square X Y S [--through-walls]";

} // namespace

int Cli::stencil(const QStringList &args)
{
    QStringList rest = args;
    const bool throughWalls = rest.removeAll(QStringLiteral("--through-walls")) > 0;
    if (rest.size() < 2)
        return usage(QLatin1String(templateUsage));
    const ShapeOption *chosen = nullptr;
    for (const auto &option : shapeOptions) {
        if (rest[1] == QLatin1String(option.option))
            chosen = &option;
    }
    if (!chosen)
        return usage(QLatin1String(templateUsage));
    if (rest.size() != 2 + chosen->numbers)
        return usage(QStringLiteral("template takes FILE %1").arg(QLatin1String(chosen->usage)));
    // Decimals in cell units, kept exact as micro-cells (docs/rules.md §5.1).
    QList<qint64> numbers;
    for (int i = 2; i < rest.size(); ++i) {
        bool ok = false;
        const double value = rest[i].toDouble(&ok);
        if (!ok || !FixedPoint::isRepresentable(value))
            return usage(QStringLiteral("\"%1\" is not a number").arg(rest[i]));
        numbers << FixedPoint::fromDouble(value);
    }

    const auto encounter = load(rest[0]);
    if (!encounter)
        return Refused;
    if (!encounter->board.isSquare()) {
        err() << rest[0] << ": template needs a square board; the Combat Grid has no templates\n";
        return Refused;
    }
    const SquareBoard &board = encounter->board.square;
    TemplateArea::Placement placement;
    placement.shape = chosen->shape;
    placement.origin = {numbers[0], numbers[1]};
    // The origin may lie off the map, as an anchored template's does when its token hangs
    // over the edge: the walls test walks only the map's cells (docs/rules.md §9).
    if (chosen->shape == BoardTemplate::Shape::Cone || chosen->shape == BoardTemplate::Shape::Line)
        placement.far = {numbers[2], numbers[3]};
    if (chosen->shape != BoardTemplate::Shape::Cone)
        placement.size = numbers.last();

    std::optional<PointSight> sight;
    if (!throughWalls)
        sight.emplace(board, *encounter->rules);
    const TemplateArea area = TemplateArea::cellsOf(placement, board, sight ? &*sight : nullptr);
    QJsonArray rows;
    for (int y = 0; y < board.height; ++y) {
        QByteArray row(board.width, '.');
        for (int x = 0; x < board.width; ++x) {
            if (area.contains(x, y))
                row[x] = '#';
        }
        rows.append(QString::fromLatin1(row));
    }
    // Hidden tokens are caught too: this is the GM's answer (docs/rules.md §9).
    print(QJsonObject{
        {QStringLiteral("cells"), rows},
        {QStringLiteral("caught"), QJsonArray::fromStringList(area.catches(encounter->tokens))}});
    return Ok;
}
