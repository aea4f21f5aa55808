#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

// Something the GM shows the players over the map (docs/file-format.md §3.11): a picture (a
// letter, a map, a face) or a text card (a title and read-aloud text with *simple* **emphasis**).
// A session keeps the evening's handouts in its file; an encounter opened on its own keeps its
// own. Each remembers when it was shown, and in which encounter.
struct Handout {
    // One time it was shown to the players.
    struct Showing {
        QString at;        // when, ISO 8601 in UTC ("2026-11-29T20:15:00Z")
        QString encounter; // the encounter's name then, or empty
        QJsonObject extra; // keys this version does not know

        friend bool operator==(const Showing &, const Showing &) = default;
    };

    QString id;
    QString title;
    // A picture: a data: URL (PNG, JPEG or WebP), or a path relative to the session folder
    // ("handouts/letter.png"). Empty for a text card.
    QString image;
    QString text;         // a text card's words; empty for a picture
    QList<Showing> shown; // oldest first; the last is when it was last shown
    QJsonObject extra;    // keys this version does not know

    [[nodiscard]] bool isImage() const { return !image.isEmpty(); }
    [[nodiscard]] bool isEmbedded() const { return image.startsWith(QLatin1String("data:")); }

    friend bool operator==(const Handout &, const Handout &) = default;
};
