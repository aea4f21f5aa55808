#pragma once

#include "fixedpoint.h"

#include <QJsonObject>
#include <QString>

// A GM's note pinned at a point of a square board (docs/file-format.md §3.9). Only a shared
// pin reaches the players, and then only its place and title: the text is the GM's alone.
struct MapPin {
    QString id;
    qint64 x = 0; // cell units, FixedPoint (a pin stands anywhere, not only on centres)
    qint64 y = 0;
    QString title;
    QString text;    // read-aloud text and secrets alike: never in the players' copy
    QString token;   // the id of a creature the note is about, or empty
    QString handout; // the id of a handout the note goes with, or empty
    bool shared = false;
    bool sharedWritten = false; // the file named `shared`: written back even when false
    QJsonObject extra;          // keys this version does not know

    friend bool operator==(const MapPin &a, const MapPin &b)
    {
        return a.id == b.id && a.x == b.x && a.y == b.y && a.title == b.title && a.text == b.text &&
               a.token == b.token && a.handout == b.handout && a.shared == b.shared &&
               a.extra == b.extra;
    }
};
