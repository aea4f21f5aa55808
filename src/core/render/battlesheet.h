#pragma once

#include "model/encounter.h"

#include <QList>
#include <QRect>
#include <QSize>
#include <QString>
#include <functional>

// A battle map to print and put on the table: a PDF at true scale (one square per inch, or
// 25 mm), tiled over A4 or Letter sheets in portrait. Each sheet holds whole squares inside
// its margins; adjoining sheets repeat one row or column (shaded on the later sheet) and carry
// crop ticks at the tile's corners and their place ("Page B2 · columns 6–12, rows 0–9").
// Sheets with nothing on them are left out. The first page is the legend: the test square to
// check the printer's scale, the page map, the sides and the tokens.
//
// The players' version (Options::players) draws the players' encounter (PlayersEncounter):
// no hidden token, no GM notes, unrevealed fog printed black (BoardRenderer).
// Square boards only. Needs a QGuiApplication (fonts), but no GUI thread: write() may run on a
// worker thread (the app's QCoro task), reporting progress from there.
class BattleSheet
{
public:
    enum class Paper { Letter, A4 };
    enum class Square { Inch, Millimetres25 };

    struct Options {
        Paper paper = Paper::Letter;
        Square square = Square::Inch;
        bool players = false;
        double marginInches = 0.5; // the least margin round the squares
    };

    // One sheet of the board.
    struct Tile {
        QRect cells;    // the board cells it shows
        int column = 0; // 0-based; named A, B, …
        int row = 0;    // 0-based; named 1, 2, …
        int page = 0;   // 1-based PDF page, or 0 when the tile is blank and left out
        [[nodiscard]] QString name() const; // "B2"
    };

    struct Layout {
        QSize squares; // whole squares a sheet holds (columns × rows)
        int tileColumns = 0;
        int tileRows = 0;
        QList<Tile> tiles; // row by row
        int legendPages = 0;
        int pages = 0; // legend pages + printed tiles
    };

    // Progress while writing: pages done of total; return false to cancel.
    using Progress = std::function<bool(int done, int total)>;

    // Squares per sheet for the paper, square size and margins (7 × 10 for one-inch squares on
    // Letter or A4 with half-inch margins).
    [[nodiscard]] static QSize squaresPerPage(const Options &options);
    // Where each tile goes and how many pages there will be; empty for a position board.
    [[nodiscard]] static Layout layout(const Encounter &gm, const Options &options);
    // Writes the PDF atomically. On failure (or when cancelled) sets *error and writes nothing;
    // on success sets *pages to the page count when given.
    static bool write(const Encounter &gm, const Options &options, const QString &fileName,
                      QString *error, int *pages = nullptr, const Progress &progress = {});

    // The name of tile column `column` (0 → "A", 26 → "AA").
    [[nodiscard]] static QString columnName(int column);
};
