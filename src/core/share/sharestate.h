#pragma once

#include "model/encounter.h"

#include <QByteArray>
#include <QRectF>
#include <QString>

// The message a shared player view receives first and after each committed change
// (docs/sharing.md, "The wire"): built from the players' encounter (PlayersEncounter::of) and
// the few things the player window shows beside it, and nothing else, so no GM-only value can
// be in it. The board itself goes as tiles (/tile), which the page asks for by version.
class ShareState
{
public:
    // What the player window shows that is not in the players' encounter.
    struct Extras {
        QRectF camera;              // the cells the GM points the players at; empty: fit the board
        bool blanked = false;       // the GM covered the player view
        bool betweenScenes = false; // between two encounters of a session: a caption, no map
        QString sessionTitle;
        bool pingsAllowed = false; // the devices may ping
        // The handout shown over the map: title, kind ("image" | "text") and text; empty: none.
        QString handoutTitle;
        QString handoutKind;
        QString handoutText;
        int tileCells = 16;  // cells per tile side
        int cellPixels = 48; // tile pixels per cell
    };

    // {"type":"state", "version", "title", "blanked", "betweenScenes", "sessionTitle", "board",
    // "camera", "turns", "handout", "pingsAllowed"}, compact UTF-8 JSON.
    [[nodiscard]] static QByteArray message(const Encounter &players, const Extras &extras,
                                            int version);
    // {"type":"ping","x","y"}: a ping rung by the GM or a device, in cells.
    [[nodiscard]] static QByteArray ping(double x, double y);
};
