#pragma once

#include "analysis.h"
#include "positiongraph.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

// The live results of the Labyrinthian Combat Grid (docs/rules.md §2.4, §2.5, §5.13) for one
// encounter on a position board: per token its place and engagement, per ordered pair the
// distance, line of sight, flanking, volley penalty, high ground and vertical assault.
class PositionAnalysis : public Analysis
{
public:
    struct TokenResult {
        QString position;
        QString level; // the level's id at this position: "surface" in water, "ground" on land
        int levelValue = 0;
        QStringList engagedWith; // enemies at the same ground position, any level; sorted
    };

    struct PairResult {
        bool enemies = false;
        std::optional<int> distance; // graph steps; nullopt when no route exists
        bool lineOfSight = false;
        QStringList blockedBy; // blocking positions on shortest routes when there is no sight
        bool flanking = false;
        std::optional<int> volleyPenalty; // nullopt where volley fire is not allowed
        bool highGround = false;
        bool verticalAssault = false;
    };

    explicit PositionAnalysis(Perspective perspective = Perspective::GameMaster);

    void recomputeAll(const Encounter &encounter) override;
    // A token change (move, add, remove, any property) recomputes that token's pairs and the
    // engagement of the tokens at its old and new positions; when it changes which positions
    // are filled, every pair's line of sight too. Anything else recomputes all.
    void update(const Encounter &encounter, const EncounterChange &change) override;
    [[nodiscard]] QJsonObject toJson() const override;

    [[nodiscard]] Perspective perspective() const { return m_perspective; }
    [[nodiscard]] const PositionGraph &graph() const { return m_graph; }
    // nullptr for a token this perspective does not see (or that does not exist).
    [[nodiscard]] const TokenResult *token(const QString &id) const;
    [[nodiscard]] const PairResult *pair(const QString &from, const QString &to) const;
    // Positions that block line of sight: marked fillsPosition on the board, or holding a
    // fillsPosition token this perspective sees (at any level, hidden or not for the GM).
    [[nodiscard]] QList<bool> blockedPositions() const;

    // docs/rules.md §2.5 and seed 001 "Vertical Assaults" / "Water Environments": A must be at
    // least one level above B with a clear path (line of sight) to B, and from outside the
    // water only levels at or above `surface` can be targeted. A is in the water when it is
    // at a water position at a level of 0 or below (surface, shallows, deep), so a combatant
    // at the surface or in the shallows can dive on lower ones.
    [[nodiscard]] bool canVerticalAssault(const QString &from, const QString &to) const;

private:
    // What the analysis remembers of each token it sees, so an update knows the old state.
    struct Seen {
        QString side;
        int position = -1;
        int level = 0;
        bool fills = false;
        QString stance;
    };

    [[nodiscard]] bool sees(const Token &token) const;
    void rebuildContext(const Encounter &encounter);
    void addToken(const Token &token);
    void removeToken(const QString &id);
    void refreshEngagementAt(const Encounter &encounter, int position);
    [[nodiscard]] PairResult computePair(const Encounter &encounter, const Seen &a, const Seen &b,
                                         const QList<bool> &blocked) const;
    void computePairsOf(const Encounter &encounter, const QString &id);
    void computeAllPairs(const Encounter &encounter);
    [[nodiscard]] bool inWater(const Seen &seen) const;

    Perspective m_perspective;
    QString m_rulesId;
    std::shared_ptr<const RuleSet> m_rules;
    PositionGraph m_graph;
    QMap<QString, Seen> m_seen;
    QList<int> m_fillingTokens; // per position: how many seen fillsPosition tokens stand there
    QMap<QString, TokenResult> m_tokens;
    QMap<QPair<QString, QString>, PairResult> m_pairs;
};
