#pragma once

#include <QJsonObject>

#include <optional>

// A wall segment in cell units (docs/rules.md §1.2); coordinates are exact micro-cells.
struct WallSegment {
    enum class Door { None, Open, Closed };

    qint64 x1 = 0;
    qint64 y1 = 0;
    qint64 x2 = 0;
    qint64 y2 = 0;
    Door door = Door::None;
    QJsonObject extra;
    // The wall's top in absolute meters (docs/rules.md §13); none means infinitely tall.
    std::optional<qint64> topMicrometres;

    // An open door blocks nothing; a closed door is a wall.
    [[nodiscard]] bool blocks() const { return door != Door::Open; }
};
