#pragma once

#include <QColor>

// The colours of the live overlays, for a light, a dark or a high-contrast board (the theme says
// which, as it gives the board items theirs). Shapes are drawn on the board itself; text sits on
// dark plates in all three, so the plate colours change little.
//
// The zone of control, the sight lines (clear, cover, blocked) and the cover marks are told apart
// by colour for every reader: on each variant's ground, any two of `zone`, `clear`, `cover` and
// `blocked`, and each of them and the ground, stay at least CIEDE2000 20 apart in normal vision
// and under simulated protanopia, deuteranopia and tritanopia (tests/app/board/
// colourvisiontests.cpp; docs/architecture.md, "Colour"). Their strokes differ by pattern too:
// the zone's edge dashed, clear sight solid, cover dashed, no sight dotted.
struct OverlayPalette {
    QColor zone; // the zones of control of the focus token's enemies
    QColor clear;
    QColor cover;
    QColor blocked;
    QColor reach;
    QColor path;
    QColor overBudget;
    QColor hinder;
    QColor surrounded;
    QColor plate;
    QColor plateBorder; // around plates that have no colour of their own (invalid: none)
    QColor costTag;     // the small tag of a reachable cell's cost, and its text
    QColor costText;
    // Text on the plates.
    QColor plateText;
    QColor clearText;
    QColor coverText;
    QColor blockedText;
    QColor moveText;
    QColor hinderText;
    // How opaque the zone's and the covering cells' tint is, and how much wider the zone, sight
    // and cover strokes are than the light board's.
    qreal zoneFill = 0.17;
    qreal coverFill = 0.22;
    qreal lineScale = 1.0;

    [[nodiscard]] static OverlayPalette light()
    {
        return {.zone{0x5a, 0x18, 0x9a},
                .clear{0x24, 0x8f, 0x84},
                .cover{0xe4, 0x98, 0x0c},
                .blocked{0xb2, 0x18, 0x2b},
                .reach{0x1e, 0x88, 0xe5},
                .path{0x0d, 0x47, 0xa1},
                .overBudget{0xef, 0x6c, 0x00},
                .hinder{0xe6, 0x4a, 0x19},
                .surrounded{0xc6, 0x28, 0x28},
                .plate{0x17, 0x17, 0x1a, 0xe0},
                .plateBorder{}, // none: dark plates stand out on a light board
                .costTag{0xff, 0xff, 0xff, 0xbe},
                .costText{0x0d, 0x47, 0xa1},
                .plateText{0xf5, 0xf5, 0xf5},
                .clearText{0x8e, 0xe3, 0xd8},
                .coverText{0xff, 0xd5, 0x4f},
                .blockedText{0xff, 0x9a, 0x9a},
                .moveText{0x90, 0xca, 0xf9},
                .hinderText{0xff, 0xab, 0x91}};
    }
    // Brighter lines on a dark ground (the dark blue path would vanish there), and plates a
    // shade lighter than the board with a visible rim.
    [[nodiscard]] static OverlayPalette dark()
    {
        OverlayPalette palette = light();
        palette.zone = QColor(0xa0, 0x70, 0xff);
        palette.clear = QColor(0x7e, 0xe8, 0xe8);
        palette.cover = QColor(0xff, 0xb0, 0x00);
        palette.blocked = QColor(0xd1, 0x07, 0x00);
        palette.reach = QColor(0x42, 0xa5, 0xf5);
        palette.path = QColor(0x90, 0xca, 0xf9);
        palette.overBudget = QColor(0xff, 0xa7, 0x26);
        palette.hinder = QColor(0xff, 0x70, 0x43);
        palette.surrounded = QColor(0xef, 0x53, 0x50);
        palette.plate = QColor(0x26, 0x28, 0x2e, 0xe8);
        palette.plateBorder = QColor(0xff, 0xff, 0xff, 0x80);
        palette.costTag = QColor(0x1a, 0x23, 0x30, 0xd0);
        palette.costText = QColor(0x90, 0xca, 0xf9);
        palette.zoneFill = 0.24;
        palette.coverFill = 0.28;
        return palette;
    }
    // The high-contrast theme's white board: saturated colours, stronger tints, wider strokes,
    // black plates with a white rim and white text.
    [[nodiscard]] static OverlayPalette highContrast()
    {
        OverlayPalette palette = light();
        palette.zone = QColor(0x5a, 0x18, 0x9a);
        palette.clear = QColor(0x0b, 0xa3, 0xd5);
        palette.cover = QColor(0xf4, 0xa3, 0x2a);
        palette.blocked = QColor(0xb2, 0x18, 0x2b);
        palette.reach = QColor(0x00, 0x5c, 0xc5);
        palette.path = QColor(0x00, 0x2f, 0x7a);
        palette.overBudget = QColor(0xc4, 0x4e, 0x00);
        palette.hinder = QColor(0xb3, 0x2d, 0x00);
        palette.surrounded = QColor(0xa0, 0x00, 0x00);
        palette.plate = QColor(0x00, 0x00, 0x00, 0xf5);
        palette.plateBorder = QColor(0xff, 0xff, 0xff);
        palette.costTag = QColor(0xff, 0xff, 0xff, 0xf0);
        palette.costText = QColor(0x00, 0x00, 0x00);
        palette.plateText = QColor(0xff, 0xff, 0xff);
        palette.clearText = QColor(0x8c, 0xe8, 0xff);
        palette.coverText = QColor(0xff, 0xd8, 0x5c);
        palette.blockedText = QColor(0xff, 0xa8, 0xa8);
        palette.zoneFill = 0.26;
        palette.coverFill = 0.32;
        palette.lineScale = 1.5;
        return palette;
    }
};
