#pragma once

#include "model/encounter.h"

#include <QPoint>
#include <QSet>
#include <QString>
#include <QVector>

// What the fog of war leaves the players right now (docs/rules.md §3.1): each cell (or Combat
// Grid position) is visible, explored (seen before: the map shows, dimmed, but no token) or
// hidden (nothing shows). Computed from the committed encounter only, never from a drag
// preview, so a drag never reveals what lies behind a wall.
class FogView
{
public:
    enum class State : quint8 { Hidden, Explored, Visible };

    FogView() = default;
    [[nodiscard]] static FogView of(const Encounter &encounter);

    [[nodiscard]] bool enabled() const { return m_enabled; }
    // Off the map counts as hidden under fog; without fog everything is visible.
    [[nodiscard]] State cell(QPoint cell) const;
    [[nodiscard]] State position(const QString &positionId) const;
    // A token shows when some cell of its footprint (its position) is visible.
    [[nodiscard]] bool shows(const Token &token) const;
    // The cells the party sees now (party sight only): what the exploration record grows by.
    [[nodiscard]] const QSet<QPoint> &partySight() const { return m_sight; }
    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }

    friend bool operator==(const FogView &, const FogView &) = default;

private:
    bool m_enabled = false;
    bool m_square = true;
    int m_width = 0;
    int m_height = 0;
    QVector<State> m_cells; // row by row
    QSet<QString> m_visiblePositions;
    QSet<QString> m_exploredPositions;
    QSet<QPoint> m_sight;
};
