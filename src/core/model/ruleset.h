#pragma once

#include "altitudelevel.h"
#include "carryoverrules.h"
#include "combatrules.h"
#include "gridposition.h"
#include "lightpreset.h"
#include "ruletexts.h"
#include "tacticsweights.h"
#include "terrainkind.h"

#include <QColor>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// A rule set's data: everything docs/rules.md marks "(data)", read from rules/<id>.json.
// The engine holds the algorithms; every number and name they use comes from here.
class RuleSet
{
public:
    enum class BoardKind { Square, Positions };
    enum class DiagonalPolicy { Alternating, Chebyshev };

    struct CoverLevel {
        QString id;
        QString name;
        int minBlocked = 0; // of the five lines cast (docs/rules.md §1.9)
        int maxBlocked = 0;
        int advantage = 0;
    };

    // A lighting level a cell can have (seed 003: dim +1, darkness +2 to a sneaker's Advantage).
    struct LightingLevel {
        QString id;
        QString name;
        int advantage = 0;
        QColor shade; // drawn over the board; transparent for bright light
    };

    struct Condition {
        QString id;
        QString name;
        bool suppressesZoc = false;
        QString icon;        // a short glyph drawn on the token and in the combat panel
        QString description; // the rule text's effect, for tooltips
    };

    // Parses a rule file. On failure returns nullopt and sets *error to a readable reason.
    [[nodiscard]] static std::optional<RuleSet> fromJson(const QJsonObject &json, QString *error);

    // Identity.
    QString id;
    QString name;
    QString description; // one line: what the rule set is for
    QString seed;
    BoardKind boardKind = BoardKind::Square;
    QString unitName;           // "pace", "meter", "square", "movement"
    double metersPerUnit = 1.0; // one step or square in meters, for range conversion
    // The ruler's length of one square and its unit (docs/rules.md §9): "square.ruler" in the
    // rule file, by default metersPerUnit meters.
    double rulerPerSquare = 1.0;
    QString rulerUnit = QStringLiteral("m");

    // Conditions. `suppressesZoc` marks the list of docs/rules.md §1.4.
    QList<Condition> conditions;

    // Square grid (docs/rules.md §1).
    QList<TerrainKind> terrainKinds;
    DiagonalPolicy diagonalPolicy = DiagonalPolicy::Alternating;
    int defaultReach = 1;
    qint64 highGroundMicrometres = 1'000'000;
    int climbCost = 1;
    // docs/rules.md §13: a token's eye height without its own `height` is this times its size.
    qint64 eyeHeightPerSizeMicrometres = 1'500'000;
    double budgetBase = 0; // default reach budget = base + speed / divisor
    double budgetSpeedDivisor = 1;
    QString meleeBoonName; // "boon", "Advantage", "+2" …
    QString meleeBaneName;
    QList<CoverLevel> coverLevels; // `meters` sneaking
    int openFieldAdvantage = 0;
    int fieldOfViewDegrees = 180; // `meters` backstab
    bool usesFacing = false;      // the rule file gives a field of view: facing matters
    int cellsPerArea = 1;
    // Lighting levels, the first being the default for unlit cells (none: no lighting).
    QList<LightingLevel> lightingLevels;
    // The lights the editor offers by name, in the file's order; the first is what a new light
    // gets (docs/rules.md §6, "lightPresets").
    QList<LightPreset> lightPresets;
    TacticsWeights tactics;

    // Labyrinthian Combat Grid (docs/rules.md §2).
    QList<GridPosition> positions;
    QStringList bandNames; // indexed by band: churn 0, flanks 1, ranged 2, support 3
    QHash<QString, QStringList> adjacency;
    QList<AltitudeLevel> levels;
    int stepCost = 10;
    int roughStepCost = 20;
    int levelChangeCost = 10;
    int standUpCost = 10;
    int volleyPenaltyPerStep = -10;
    int seeOverLevel = 2;
    QString proneCondition = QStringLiteral("prone");
    QStringList flankNegatingStances;

    // Combat (docs/rules.md §7).
    CombatRules combat;
    // Between fights (docs/rules.md §10): "carryOver" in the rule file.
    CarryOverRules carryOver;
    // What the combat panel shows for each of combat.turnActions (the ids themselves, until
    // RuleTexts::localized translates them).
    QStringList turnActionNames;
    // The display texts in other languages (docs/rules.md §11); RuleTexts applies them.
    RuleTexts::Tables texts;

    // Look-ups.
    [[nodiscard]] int terrainIndex(const QString &kindId) const;
    [[nodiscard]] QStringList terrainIds() const;
    // Index into lightingLevels, or -1.
    [[nodiscard]] int lightingIndex(const QString &levelId) const;
    [[nodiscard]] QStringList lightingIds() const;
    [[nodiscard]] const LightPreset *lightPreset(const QString &presetId) const;
    [[nodiscard]] bool suppressesZoc(const QString &condition) const;
    [[nodiscard]] const Condition *condition(const QString &conditionId) const;
    [[nodiscard]] QStringList zocSuppressingConditions() const;
    [[nodiscard]] const GridPosition *position(const QString &positionId) const;
    [[nodiscard]] const AltitudeLevel *level(const QString &levelId) const;
    [[nodiscard]] QStringList positionIds() const;
    [[nodiscard]] bool isSquare() const { return boardKind == BoardKind::Square; }
};
