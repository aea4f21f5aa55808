#pragma once

#include <QString>
#include <QtGlobal>

// A kind of light a GM places or hands to a token in one click (a torch, a lantern), read from
// a square rule set's "lightPresets" (docs/rules.md §6). Radii are exact micro-cells, as a
// light's are (docs/file-format.md §3.7).
struct LightPreset {
    QString id;
    QString name;
    qint64 bright = 0;
    qint64 dim = 0;

    friend bool operator==(const LightPreset &, const LightPreset &) = default;
};
