#pragma once

#include "boardpainter.h"

#include "engine/fogview.h"
#include "model/encounter.h"

#include <QColor>
#include <QHash>
#include <QImage>
#include <QLineF>
#include <QList>
#include <QRect>
#include <QRectF>
#include <QString>

class QPainter;

// Draws a square board with QPainter, the way the app's board looks: the board's own layer
// (ground, background picture, terrain, elevation, lighting, grid, walls and doors, traps, the
// GM's drawings and pins) through BoardPainter, the same drawing the app's SquareBoardItem
// uses, then light, templates (TemplateShape), fog and the tokens
// as qml/board/SquareToken.qml draws them. Everything but the background picture and the light
// is vector drawing, so a PDF stays sharp at any size.
//
// Every entry point takes the GM's encounter. With Options::players the renderer draws the
// players' encounter (PlayersEncounter::of, docs/rules.md §3.2) and blacks out what the fog
// hides: nothing the GM hides is drawn or embedded, not even under the black (the background
// picture's hidden cells are blacked out before it is drawn, hidden walls and terrain are never
// painted).
//
// Text needs a QGuiApplication (fonts); without one the renderer leaves text out.
class BoardRenderer
{
public:
    struct Options {
        double cellPixels = 70; // renderImage and writePng: image pixels per cell
        bool players = false;   // the players' version (docs/rules.md §3)
        bool grid = true;
        bool tokens = true;
        bool coordinates = false; // column numbers along the top, row numbers down the left
    };

    // Image pixels at most (renderImage refuses larger boards at the requested scale).
    static constexpr qint64 MaxImagePixels = 120'000'000;
    // A background picture may decode to at most this many megabytes.
    static constexpr int BackgroundAllocationLimitMb = 512;

    BoardRenderer(const Encounter &gm, const Options &options);

    // A square board with at least one cell.
    [[nodiscard]] bool isValid() const { return m_valid; }
    [[nodiscard]] const Options &options() const { return m_options; }
    // The encounter drawn: the GM's, or the players' (PlayersEncounter::of) one.
    [[nodiscard]] const Encounter &encounter() const { return m_encounter; }
    [[nodiscard]] QSize boardSize() const;
    // Each side's colour: the file's, or one of a stable palette (as the app picks them).
    [[nodiscard]] QColor sideColor(const QString &sideId) const;
    // Whether the cells hold anything worth printing: terrain, elevation, lighting, a wall, a
    // token or the background picture, in cells the drawing shows (not under unrevealed fog).
    [[nodiscard]] bool hasContent(const QRect &cells) const;
    // Draws `cells` (in cells, clipped to the board) with the cells' top-left corner at the
    // painter's origin and `cellSize` device units per cell; clips to that rectangle.
    void paint(QPainter &painter, const QRectF &cells, double cellSize) const;

    // The same in one call.
    static void paint(QPainter &painter, const Encounter &gm, const QRectF &cells, double cellSize,
                      const Options &options);
    // The whole board, width × cellPixels by height × cellPixels, ARGB32; a null image for a
    // position board or a board too large (MaxImagePixels).
    [[nodiscard]] static QImage renderImage(const Encounter &gm, const Options &options);
    // renderImage written as a PNG, atomically (QSaveFile). On failure sets *error.
    static bool writePng(const Encounter &gm, const Options &options, const QString &fileName,
                         QString *error);
    // The encounter the players may know (PlayersEncounter::of with the GM's fog).
    [[nodiscard]] static Encounter forPlayers(const Encounter &gm);
    // The players' encounter to hand over as a file (the `gridkeep` key of a players' UVTT
    // export): forPlayers, and under fog the board cut down to what the fog shows too: the
    // terrain, elevation and lighting of shown cells only, the wall pieces beside them, and no
    // background picture (the exported map picture carries what shows).
    [[nodiscard]] static Encounter forPlayersFile(const Encounter &gm);
    // A side's colours, as the app assigns them: the file's, else a palette colour unlike the
    // ones in use.
    [[nodiscard]] static QHash<QString, QColor> sideColors(const Encounter &encounter);
    // A token's initials as its disc shows them ("Brom the Bold" → "BT").
    [[nodiscard]] static QString initials(const QString &name);
    // Whether text can be drawn (a QGuiApplication exists).
    [[nodiscard]] static bool canDrawText();

    // The board's colours (the app's light theme).
    static inline const QColor GroundColor{0xef, 0xe9, 0xda};
    static inline const QColor GridColor{0, 0, 0, 31};
    static inline const QColor WallColor{0x37, 0x32, 0x2f};
    static inline const QColor DoorColor{0xa4, 0x65, 0x2b};
    static inline const QColor LabelColor{0x4e, 0x34, 0x2e};

private:
    [[nodiscard]] bool shown(int x, int y) const; // not under unrevealed fog
    // The board's own layer (ground to walls), as the app draws it, for the drawn encounter.
    [[nodiscard]] BoardPainter boardPainter() const;
    void paintLights(QPainter &painter, const QRect &range) const;
    void paintTemplates(QPainter &painter, const QRect &range) const;
    void paintFog(QPainter &painter, const QRect &range) const;
    void paintTokens(QPainter &painter, const QRect &range) const;
    void paintCoordinates(QPainter &painter, const QRect &range) const;
    [[nodiscard]] QRectF backgroundTarget() const;

    Options m_options;
    Encounter m_encounter;
    FogView m_fog; // players: the GM's fog; else disabled
    bool m_valid = false;
    QList<BoardPainter::WallPiece> m_walls; // players: only the parts beside a cell the fog shows
    QImage m_background; // decoded, with unrevealed cells blacked out for the players
    QImage m_light;      // LightShade's picture of the drawn encounter; empty where the fog hides
    QHash<QString, QColor> m_sideColors;
};
