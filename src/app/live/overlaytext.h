#pragma once

#include "engine/surrounded.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

struct LiveFrame;

// Every word and number the live overlays show, written once: the token relation rows and
// tooltips, the surrounded badges, the board's plates and the path label in QML all take
// their text from here, so the same result reads the same everywhere.
class OverlayText
{
    Q_DECLARE_TR_FUNCTIONS(OverlayText)

public:
    // A label for the path being dragged (or the cost to the cell under the pointer), in
    // parts, so a plate can colour them and a one-line label can join them.
    struct PathLabel {
        enum class State { None, Blocked, Within, Over };
        State state = State::None;
        QString cost;       // "move 4"
        QString budget;     // " of 5", " · over 5"
        QString hinderedBy; // "Thug, Cutthroat", or empty
        // The traps the path sets off (docs/rules.md §12), hidden ones only in the GM's
        // perspective. "Pit trap at 4,5, Tripwire at 6,2", or empty.
        QString traps;

        // "Move 4 of 5 · hindered by Thug, Cutthroat · enters Pit trap at 4,5", or "Cannot end
        // a move here".
        [[nodiscard]] QString sentence() const;
    };

    // A rule set's name inside a sentence: "Dim" in "cover +1, dim +1". German keeps its
    // capital, since its nouns always have one.
    [[nodiscard]] static QString midSentence(const QString &name);
    // Two decimals at most, no trailing zeros, always signed: +2, +0.67, −1.33.
    [[nodiscard]] static QString signedNumber(double value);
    // A movement budget or cost as the rule set counts it: 5, 3.5.
    [[nodiscard]] static QString amount(double value);
    // "range +1.33 pace" for a range adjustment in the rule set's unit; "" for zero.
    [[nodiscard]] static QString rangeText(double adjustment, const QString &unit);
    // "cannot end a move here"
    [[nodiscard]] static QString blockedMove();
    [[nodiscard]] static QString hinderedByPrefix();
    // "enters " before the traps a path sets off.
    [[nodiscard]] static QString entersPrefix();

    // "no way out", "opposite corners" (docs/rules.md §1.5).
    [[nodiscard]] static QString surroundedRule(Surrounded::Rule rule);
    // "Surrounded — no way out: Thug, Cutthroat", or "" for Rule::None.
    [[nodiscard]] static QString surroundedReason(Surrounded::Rule rule,
                                                  const QStringList &enemyNames);

    // The dragged path's label (State::None without a drag), and without a drag the cost to
    // the pointer's cell (State::None off the board or on the start).
    [[nodiscard]] static PathLabel dragLabel(const LiveFrame &frame);
    [[nodiscard]] static PathLabel pointerLabel(const LiveFrame &frame);
    // dragLabel(frame).sentence() while dragging, else "".
    [[nodiscard]] static QString pathText(const LiveFrame &frame);

    // Sneaking and backstab (docs/rules.md §1.9, §5.14).
    // "Advantage +1"
    [[nodiscard]] static QString advantage(int value);
    // One of the five cover lines by its index: "centre", "top-left" …
    [[nodiscard]] static QString coverLine(int index);
    // The heat layer's note for a cell: "Half cover from Warden · Advantage +1 (cover +0, Dim
    // light +1)" and, on a second line, which of the five lines are blocked.
    [[nodiscard]] static QString coverNote(const QString &observerName, const QString &level,
                                           bool seen, int coverAdvantage,
                                           const QString &lightingName, int lighting,
                                           const QStringList &blockedLines,
                                           const QStringList &clearLines);
    // A path's rating by one observer: "Half cover, Advantage +1", or "unseen".
    [[nodiscard]] static QString sneakRating(bool seen, const QString &level, int advantage);
    // "Backstab on Ghoul, Warden"
    [[nodiscard]] static QString backstabOn(const QStringList &targetNames);

private:
    [[nodiscard]] static PathLabel costLabel(int cost, double budget);
};
