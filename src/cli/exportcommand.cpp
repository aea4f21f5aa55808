#include "clicommand.h"

#include "io/uvttwriter.h"
#include "render/battlesheet.h"
#include "render/boardrenderer.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace Cli
{

// gridkeep-cli export FILE --png OUT.png | --pdf OUT.pdf | --uvtt OUT.dd2vtt [--player]
// [--cell-pixels N] [--paper a4|letter] [--square inch|25mm] (docs/cli.md section 9).
int exportFile(const QStringList &args)
{
    QString file;
    QString png;
    QString pdf;
    QString uvtt;
    bool player = false;
    double cellPixels = 70;
    BattleSheet::Options sheet;
    bool pngOnly = false; // --cell-pixels given
    bool pdfOnly = false; // --paper or --square given
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        auto value = [&]() -> std::optional<QString> {
            if (i + 1 >= args.size())
                return std::nullopt;
            return args[++i];
        };
        if (arg == QLatin1String("--player")) {
            player = true;
        } else if (arg == QLatin1String("--png") || arg == QLatin1String("--pdf") ||
                   arg == QLatin1String("--uvtt")) {
            const auto out = value();
            if (!out || out->isEmpty())
                return usage(QStringLiteral("%1 needs an output file").arg(arg));
            (arg == QLatin1String("--png")   ? png
             : arg == QLatin1String("--pdf") ? pdf
                                             : uvtt) = *out;
        } else if (arg == QLatin1String("--cell-pixels")) {
            const auto text = value();
            bool ok = false;
            cellPixels = text ? text->toDouble(&ok) : 0;
            if (!ok || !(cellPixels >= 8 && cellPixels <= 400))
                return usage(QStringLiteral("--cell-pixels takes a number from 8 to 400"));
            pngOnly = true;
        } else if (arg == QLatin1String("--paper")) {
            const auto text = value();
            if (text && text->compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
                sheet.paper = BattleSheet::Paper::A4;
            else if (text && text->compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
                sheet.paper = BattleSheet::Paper::Letter;
            else
                return usage(QStringLiteral("--paper takes a4 or letter"));
            pdfOnly = true;
        } else if (arg == QLatin1String("--square")) {
            const auto text = value();
            if (text && *text == QLatin1String("inch"))
                sheet.square = BattleSheet::Square::Inch;
            else if (text && text->compare(QLatin1String("25mm"), Qt::CaseInsensitive) == 0)
                sheet.square = BattleSheet::Square::Millimetres25;
            else
                return usage(QStringLiteral("--square takes inch or 25mm"));
            pdfOnly = true;
        } else if (arg.startsWith(QLatin1String("--"))) {
            return usage(QStringLiteral("unknown export option %1").arg(arg));
        } else if (file.isEmpty()) {
            file = arg;
        } else {
            return usage(QStringLiteral("export takes one FILE"));
        }
    }
    const int outputs = int(!png.isEmpty()) + int(!pdf.isEmpty()) + int(!uvtt.isEmpty());
    if (file.isEmpty() || outputs != 1)
        return usage(
            QStringLiteral("export takes FILE and one of --png OUT.png, --pdf OUT.pdf, --uvtt "
                           "OUT.dd2vtt"));
    if (pngOnly && png.isEmpty() && uvtt.isEmpty())
        return usage(QStringLiteral("--cell-pixels goes with --png or --uvtt"));
    if (pdfOnly && pdf.isEmpty())
        return usage(QStringLiteral("--paper and --square go with --pdf"));

    const auto encounter = load(file);
    if (!encounter)
        return Refused;
    if (!encounter->board.isSquare())
        return usage(QStringLiteral("battle sheets need a square board"));

    QString error;
    QJsonObject summary;
    if (!png.isEmpty()) {
        BoardRenderer::Options options;
        options.cellPixels = cellPixels;
        options.players = player;
        if (!BoardRenderer::writePng(*encounter, options, png, &error)) {
            err() << "gridkeep-cli: " << error << '\n';
            return Refused;
        }
        const auto &board = encounter->board.square;
        summary = {{QStringLiteral("file"), png},
                   {QStringLiteral("height"), int(std::ceil(board.height * cellPixels))},
                   {QStringLiteral("width"), int(std::ceil(board.width * cellPixels))}};
    } else if (!uvtt.isEmpty()) {
        // The map as a VTT wants it: background, terrain and walls, no tokens and no grid (the
        // VTT draws its own). The players' version carries the players' encounter only.
        BoardRenderer::Options options;
        options.cellPixels = std::round(cellPixels);
        options.players = player;
        options.grid = false;
        options.tokens = false;
        const QImage map = BoardRenderer::renderImage(*encounter, options);
        if (map.isNull())
            return usage(QStringLiteral("the board is too large for an image at %1 pixels per "
                                        "cell; give a smaller --cell-pixels")
                             .arg(options.cellPixels));
        UvttWriter writer;
        const Encounter written = player ? BoardRenderer::forPlayersFile(*encounter) : *encounter;
        if (!writer.writeFile(written, map, int(options.cellPixels), uvtt)) {
            err() << "gridkeep-cli: " << writer.errorString() << '\n';
            return Refused;
        }
        summary = {{QStringLiteral("file"), uvtt},
                   {QStringLiteral("height"), map.height()},
                   {QStringLiteral("width"), map.width()}};
    } else {
        sheet.players = player;
        int pages = 0;
        if (!BattleSheet::write(*encounter, sheet, pdf, &error, &pages)) {
            err() << "gridkeep-cli: " << error << '\n';
            return Refused;
        }
        summary = {{QStringLiteral("file"), pdf}, {QStringLiteral("pages"), pages}};
    }
    out() << QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact)) << '\n';
    return Ok;
}

} // namespace Cli
