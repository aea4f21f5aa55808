#pragma once

#include <QByteArrayView>
#include <QString>
#include <optional>

// What a player's device may say to a shared view (docs/sharing.md, "The wire"): nothing but
// "here", a ping at a point of the board, as {"type":"ping","x":X,"y":Y} in cells. Everything
// else is refused with a reason and changes nothing; the server also drops pings the GM does
// not allow and pings beyond each device's rate.
struct ShareClientMessage {
    // A longer message is refused unread.
    static constexpr qsizetype MaxBytes = 256;
    // Coordinates beyond this many cells are refused (the largest board is far smaller).
    static constexpr double MaxCells = 100000;

    double x = 0;
    double y = 0;

    [[nodiscard]] static std::optional<ShareClientMessage> parse(QByteArrayView text,
                                                                 QString *error = nullptr);
};
