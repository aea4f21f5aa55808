#pragma once

#include <QColor>

// The colours of the live overlays, for a light or a dark board (the theme says which, as it
// gives the board items theirs). Shapes are drawn on the board itself; text sits on dark
// plates in both, so the plate colours change little.
struct OverlayPalette {
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

    [[nodiscard]] static OverlayPalette light()
    {
        return {.clear{0x2e, 0x9d, 0x3a},
                .cover{0xf2, 0xa0, 0x00},
                .blocked{0xd3, 0x2f, 0x2f},
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
                .clearText{0x9c, 0xe0, 0x9f},
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
        palette.clear = QColor(0x66, 0xbb, 0x6a);
        palette.cover = QColor(0xff, 0xca, 0x28);
        palette.blocked = QColor(0xef, 0x53, 0x50);
        palette.reach = QColor(0x42, 0xa5, 0xf5);
        palette.path = QColor(0x90, 0xca, 0xf9);
        palette.overBudget = QColor(0xff, 0xa7, 0x26);
        palette.hinder = QColor(0xff, 0x70, 0x43);
        palette.surrounded = QColor(0xef, 0x53, 0x50);
        palette.plate = QColor(0x26, 0x28, 0x2e, 0xe8);
        palette.plateBorder = QColor(0xff, 0xff, 0xff, 0x80);
        palette.costTag = QColor(0x1a, 0x23, 0x30, 0xd0);
        palette.costText = QColor(0x90, 0xca, 0xf9);
        return palette;
    }
};
