#pragma once

#include "engine/lightfield.h"
#include "model/encounter.h"

#include <QColor>
#include <QImage>
#include <functional>

// The look of light and darkness on a square board (docs/rules.md §8), as one picture that the
// app's board (LightOverlayItem) and the exports (BoardRenderer) lay over the map: every cell a
// translucent shade for its computed level, strong for darkness, light for dim light, none for
// bright light, so the map still shows under it; and each lit light a soft glow in its colour
// over the cells it lights, strongest at its point. Cells with a painted `meters` lighting entry
// are left alone: the board draws the painted shade, and the painted level is what counts there.
// Nothing but the levels and the lights' points, radii and colours decides it, so both players'
// and GM's windows draw it alike; light icons and handles are the editor's, never drawn here.
class LightShade
{
public:
    struct Style {
        QColor dark = QColor(6, 9, 30, 190); // a deep navy: darkness, the map still readable
        QColor dim = QColor(16, 24, 64, 96);
        QColor glow = QColor(0xff, 0xb4, 0x57); // a flame's colour, for lights without one
        double glowStrength = 0.4;              // the glow's opacity at the light's point
    };

    // Picture pixels per cell so that its longer side stays within `maxSide` pixels (1 to 16).
    [[nodiscard]] static int samplesPerCell(int width, int height, int maxSide = 1024);
    // The picture of `encounter`'s square board, `samples` pixels per cell, premultiplied ARGB,
    // from `light` (computed on that board); a null image when all of it is bright and no light
    // glows, so a map without lights draws nothing. With `shown`, cells it refuses stay empty
    // (the players' export: nothing under unrevealed fog is drawn or embedded).
    [[nodiscard]] static QImage render(const LightField &light, const Encounter &encounter,
                                       int samples, const Style &style,
                                       const std::function<bool(int, int)> &shown = {});
    // The same in the default style.
    [[nodiscard]] static QImage render(const LightField &light, const Encounter &encounter,
                                       int samples);
    // The colour a light glows in: its own ("#RRGGBB" or "#AARRGGBB"), else the style's.
    [[nodiscard]] static QColor glowColor(const Light &light, const Style &style);
    [[nodiscard]] static QColor glowColor(const Light &light);
};
