#pragma once

#include "analysis.h"
#include "highground.h"
#include "lineofsight.h"
#include "occupancymap.h"
#include "surrounded.h"
#include "zocmap.h"

#include <QHash>
#include <QPoint>
#include <QRect>
#include <QStringList>
#include <QVector>
#include <optional>

// The live results of docs/rules.md §1.4–§1.8 for one encounter on a square board: per token its
// zone of control, whose zones hold it, whether it is surrounded and why, and its elevation;
// per ordered pair distance, line of sight, cover and its reasons, and high ground.
// update() recomputes only what one change can reach (docs/rules.md §4); recomputeAll() is the
// reference it is tested against.
class SquareAnalysis : public Analysis
{
public:
    struct TokenResult {
        QString id;
        bool hasZoc = false;
        QVector<QPoint> zone; // sorted by y, then x
        QStringList inZocOf;  // E_in, sorted ids
        Surrounded::Rule surroundedRule = Surrounded::Rule::None;
        QStringList surroundedBy; // sorted ids
        qint64 elevation = 0;     // micrometres

        [[nodiscard]] bool surrounded() const { return surroundedRule != Surrounded::Rule::None; }
    };

    struct PairResult {
        QString from;
        QString to;
        bool enemies = false;
        int distance = 0;            // Chebyshev distance between the footprints
        LineOfSight::Result sight;   // line of sight, cover, and what covers or blocks
        qint64 heightDifference = 0; // elevation(from) - elevation(to), micrometres
        HighGround::Melee melee = HighGround::Melee::None;
        double rangeAdjustment = 0; // heightDifference in the rule set's unit
    };

    // How much the last recomputeAll() or update() did, for tests and the benchmark.
    struct Stats {
        bool full = false;
        int zones = 0;
        int statuses = 0;
        int sights = 0;
    };

    explicit SquareAnalysis(Perspective perspective = Perspective::GameMaster);
    SquareAnalysis(const Encounter &encounter, Perspective perspective);

    void recomputeAll(const Encounter &encounter) override;
    void update(const Encounter &encounter, const EncounterChange &change) override;
    [[nodiscard]] QJsonObject toJson() const override;

    [[nodiscard]] Perspective perspective() const { return m_perspective; }
    // The tokens this perspective sees, in the encounter's order.
    [[nodiscard]] QStringList tokenIds() const;
    // nullptr for a token this perspective does not see (or that does not exist).
    [[nodiscard]] const TokenResult *token(const QString &id) const;
    [[nodiscard]] std::optional<PairResult> pair(const QString &from, const QString &to) const;
    [[nodiscard]] Stats lastStats() const { return m_stats; }

    // The JSON of one pair, as in `gridkeep-cli analyze` (docs/cli.md §4), plus "rangeAdjustment".
    [[nodiscard]] static QJsonObject pairJson(const PairResult &pair);
    [[nodiscard]] static QJsonObject tokenJson(const TokenResult &token);

private:
    [[nodiscard]] Encounter viewOf(const Encounter &encounter) const;
    [[nodiscard]] static int pairSlot(int i, int j)
    {
        if (i > j)
            std::swap(i, j);
        return j * (j - 1) / 2 + i;
    }
    [[nodiscard]] PairResult pairAt(int from, int to) const;
    void computeZone(int i);
    void computeStatus(int i);
    void computeSight(int i, int j);
    [[nodiscard]] bool sightTouches(int i, int j, const QVector<QRect> &rects) const;

    Perspective m_perspective;
    Encounter m_view; // the encounter as this perspective sees it
    QHash<QString, int> m_index;
    OccupancyMap m_occupancy;
    ZocMap m_zocs;
    QVector<TokenResult> m_tokens;
    QVector<LineOfSight::Result> m_sights; // one per unordered pair, see pairSlot()
    Stats m_stats;
};
