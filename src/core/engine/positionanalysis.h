#pragma once

#include "analysis.h"
#include "positiongraph.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

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

    // Only the per-token facts are computed here, in time proportional to the number of
    // tokens; the per-pair and per-token results are worked out when first asked for (and
    // kept until the next recomputeAll or update), since a view rarely needs all n² pairs.
    void recomputeAll(const Encounter &encounter) override;
    // A move or change of a token already known rewrites that token's facts in place;
    // anything else recomputes all. Either way the results asked for afterwards are those a
    // full recomputeAll gives.
    void update(const Encounter &encounter, const EncounterChange &change) override;
    [[nodiscard]] QJsonObject toJson() const override;

    [[nodiscard]] Perspective perspective() const { return m_perspective; }
    [[nodiscard]] const PositionGraph &graph() const { return m_graph; }
    // nullptr for a token this perspective does not see (or that does not exist). The
    // pointers stay valid until the next recomputeAll or update. Safe to call from several
    // threads at once.
    [[nodiscard]] const TokenResult *token(const QString &id) const;
    [[nodiscard]] const PairResult *pair(const QString &from, const QString &to) const;
    // Positions that block line of sight: marked fillsPosition on the board, or holding a
    // fillsPosition token this perspective sees (at any level, hidden or not for the GM).
    [[nodiscard]] QList<bool> blockedPositions() const { return m_blocked; }

    // docs/rules.md §2.5 and seed 001 "Vertical Assaults" / "Water Environments": A must be at
    // least one level above B with a clear path (line of sight) to B, and from outside the
    // water only levels at or above `surface` can be targeted. A is in the water when it is
    // at a water position at a level of 0 or below (surface, shallows, deep), so a combatant
    // at the surface or in the shallows can dive on lower ones.
    [[nodiscard]] bool canVerticalAssault(const QString &from, const QString &to) const;

private:
    // What the analysis keeps of each token it sees, in encounter order.
    struct Seen {
        QString id;
        QString positionId; // as the token says, shown when the rule set does not know it
        QString levelId;
        QString stance;
        int side = 0; // index into m_sides
        int position = -1;
        int level = 0;
        bool fills = false;
    };

    // The results worked out on demand. A copy of the analysis starts with none.
    struct OnDemand {
        OnDemand() = default;
        OnDemand(const OnDemand &) {}
        OnDemand &operator=(const OnDemand &)
        {
            clear();
            return *this;
        }
        void clear();

        std::mutex mutex;
        bool indexed = false;
        std::vector<int> byId; // indexes into m_seen sorted by id; of equal ids, the last
        std::vector<std::unique_ptr<TokenResult>> tokens; // per rank in byId
        std::unordered_map<qint64, PairResult> pairs;     // key: rank(from) × n + rank(to)
    };

    [[nodiscard]] bool sees(const Token &token) const;
    void rebuildGraph(const Encounter &encounter);
    [[nodiscard]] Seen seenOf(const Encounter &encounter, const Token &token);
    [[nodiscard]] int sideIndex(const Encounter &encounter, const QString &side);
    void recountBlocked();
    // The caller holds m_onDemand.mutex.
    void indexLocked() const;
    [[nodiscard]] int rankLocked(const QString &id) const;
    [[nodiscard]] TokenResult computeToken(int rank) const;
    [[nodiscard]] PairResult computePair(const Seen &a, const Seen &b) const;
    [[nodiscard]] bool inWater(const Seen &seen) const;

    Perspective m_perspective;
    QString m_rulesId;
    std::shared_ptr<const RuleSet> m_rules;
    // What m_graph was built from, so an unchanged board and rule set reuse it.
    std::shared_ptr<const RuleSet> m_graphRules;
    PositionBoard m_graphBoard;
    PositionGraph m_graph;
    std::vector<Seen> m_seen;
    QStringList m_sides;         // every side a seen token names
    std::vector<char> m_enemies; // m_sides² matrix of Encounter::areEnemies
    QList<bool> m_blocked;       // per position
    mutable OnDemand m_onDemand;
};
