#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

// One miniature on the board, with every key of encounter-format.md "Tokens".
struct Token {
    QString id;
    QString name;
    QString side;
    // Square boards: anchor (top-left) cell.
    int x = 0;
    int y = 0;
    // Position boards.
    QString position;
    QString level = QStringLiteral("ground");
    int size = 1;
    qint64 altitudeMicrometres = 0;
    bool zoc = true;
    std::optional<int> reach; // absent: the rule set's default reach
    double speed = 0;
    std::optional<double> movement; // labyrinthian: this round's Movement
    double agility = 0;
    double facing = 0;
    QStringList conditions;
    bool hidden = false;
    bool fillsPosition = false;
    QString stance;    // labyrinthian: a stance may negate flanking
    QString portrait;  // data URL of an embedded image, or empty
    QJsonObject extra; // keys this version does not know, kept for saving

    // The footprint is size × size cells; size 0 or below covers one cell (rules.md §1.1).
    [[nodiscard]] int footprint() const { return size < 1 ? 1 : size; }
    [[nodiscard]] int reachOr(int defaultReach) const { return reach.value_or(defaultReach); }
    [[nodiscard]] bool hasCondition(const QString &condition) const
    {
        return conditions.contains(condition);
    }

    friend bool operator==(const Token &, const Token &) = default;
};
