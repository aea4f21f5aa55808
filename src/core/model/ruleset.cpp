#include "ruleset.h"

#include "fixedpoint.h"
#include "model/limits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace
{

QString str(const QJsonObject &o, const char *key, const QString &fallback = {})
{
    const auto v = o.value(QLatin1String(key));
    return v.isString() ? v.toString() : fallback;
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const auto &v : value.toArray())
        out << v.toString();
    return out;
}

// docs/rules.md §6: "lightPresets", a list of {id, name, bright, dim} in cells, each radius
// within what a file may hold (docs/file-format.md §3.7) and bright no larger than dim.
bool readLightPresets(RuleSet &rules, const QJsonObject &square, QString *error)
{
    const auto value = square.value(QLatin1String("lightPresets"));
    if (value.isUndefined())
        return true;
    if (!value.isArray()) {
        *error = QCoreApplication::translate(
            "RuleSet", "square.lightPresets: expected a list of {\"id\", \"name\", "
                       "\"bright\", \"dim\"}");
        return false;
    }
    const auto list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString where = QStringLiteral("square.lightPresets[%1]").arg(i);
        const auto o = list[i].toObject();
        LightPreset preset;
        preset.id = str(o, "id");
        preset.name = str(o, "name", preset.id);
        if (!list[i].isObject() || preset.id.isEmpty()) {
            *error = QCoreApplication::translate("RuleSet", "%1: expected an object with an \"id\"")
                         .arg(where);
            return false;
        }
        if (rules.lightPreset(preset.id)) {
            *error = QCoreApplication::translate("RuleSet", "%1: the id \"%2\" is used twice")
                         .arg(where, preset.id);
            return false;
        }
        const auto bright = o.value(QLatin1String("bright"));
        const auto dim = o.value(QLatin1String("dim"));
        const double max = Limits::MaxLightRadius;
        if (!bright.isDouble() || !dim.isDouble() || !(bright.toDouble() >= 0) ||
            !(dim.toDouble() <= max) || bright.toDouble() > dim.toDouble()) {
            *error = QCoreApplication::translate(
                         "RuleSet", "%1: expected radii in cells with 0 ≤ \"bright\" ≤ "
                                    "\"dim\" ≤ %2")
                         .arg(where)
                         .arg(Limits::MaxLightRadius);
            return false;
        }
        preset.bright = FixedPoint::fromDouble(bright.toDouble());
        preset.dim = FixedPoint::fromDouble(dim.toDouble());
        rules.lightPresets << preset;
    }
    return true;
}

bool readSquare(RuleSet &rules, const QJsonObject &json, QString *error)
{
    const auto square = json.value(QLatin1String("square")).toObject();
    for (const auto &v : square.value(QLatin1String("terrain")).toArray()) {
        const auto o = v.toObject();
        TerrainKind kind;
        kind.id = str(o, "id");
        kind.name = str(o, "name", kind.id);
        kind.passable = o.value(QLatin1String("passable")).toBool(true);
        kind.blocksSight = o.value(QLatin1String("blocksSight")).toBool(false);
        kind.givesCover = o.value(QLatin1String("givesCover")).toBool(false);
        kind.extraCost = o.value(QLatin1String("extraCost")).toInt(0);
        kind.color = QColor(str(o, "color", QStringLiteral("#808080")));
        if (kind.id.isEmpty()) {
            *error = QCoreApplication::translate("RuleSet",
                                                 "square.terrain: every terrain kind needs an id");
            return false;
        }
        rules.terrainKinds << kind;
    }
    const auto diagonal = str(square, "diagonals", QStringLiteral("alternating"));
    if (diagonal == QLatin1String("alternating")) {
        rules.diagonalPolicy = RuleSet::DiagonalPolicy::Alternating;
    } else if (diagonal == QLatin1String("chebyshev")) {
        rules.diagonalPolicy = RuleSet::DiagonalPolicy::Chebyshev;
    } else {
        *error = QCoreApplication::translate(
            "RuleSet", "square.diagonals: expected \"alternating\" or \"chebyshev\"");
        return false;
    }
    rules.defaultReach = square.value(QLatin1String("defaultReach")).toInt(1);
    rules.highGroundMicrometres =
        FixedPoint::fromDouble(square.value(QLatin1String("highGroundMeters")).toDouble(1.0));
    rules.climbCost = square.value(QLatin1String("climbCost")).toInt(1);
    const double eyeHeight = square.value(QLatin1String("eyeHeightPerSize")).toDouble(1.5);
    if (!(eyeHeight > 0 && eyeHeight <= Limits::MaxSightHeightMeters)) {
        *error = QCoreApplication::translate(
            "RuleSet", "square.eyeHeightPerSize: expected a height in meters above 0");
        return false;
    }
    rules.eyeHeightPerSizeMicrometres = FixedPoint::fromDouble(eyeHeight);
    const auto budget = square.value(QLatin1String("defaultBudget")).toObject();
    rules.budgetBase = budget.value(QLatin1String("base")).toDouble(0);
    rules.budgetSpeedDivisor = budget.value(QLatin1String("speedDivisor")).toDouble(1);
    // docs/rules.md §9: without a "ruler", a square measures metersPerUnit meters.
    const auto ruler = square.value(QLatin1String("ruler")).toObject();
    rules.rulerPerSquare = rules.metersPerUnit > 0 ? rules.metersPerUnit : 1.0;
    if (square.contains(QLatin1String("ruler"))) {
        rules.rulerPerSquare = ruler.value(QLatin1String("perSquare")).toDouble(0);
        rules.rulerUnit = str(ruler, "unit");
        if (!(rules.rulerPerSquare > 0) || rules.rulerUnit.isEmpty()) {
            *error = QCoreApplication::translate(
                "RuleSet", "square.ruler: expected {\"perSquare\": a positive number, "
                           "\"unit\": a name}");
            return false;
        }
    }
    if (!readLightPresets(rules, square, error))
        return false;
    rules.meleeBoonName = str(square, "meleeBoon", QStringLiteral("boon"));
    rules.meleeBaneName = str(square, "meleeBane", QStringLiteral("bane"));
    rules.fieldOfViewDegrees = square.value(QLatin1String("fieldOfViewDegrees")).toInt(180);
    rules.usesFacing = square.contains(QLatin1String("fieldOfViewDegrees"));
    rules.openFieldAdvantage = square.value(QLatin1String("openFieldAdvantage")).toInt(0);
    for (const auto &v : square.value(QLatin1String("coverLevels")).toArray()) {
        const auto o = v.toObject();
        rules.coverLevels << RuleSet::CoverLevel{str(o, "id"), str(o, "name", str(o, "id")),
                                                 o.value(QLatin1String("minBlocked")).toInt(),
                                                 o.value(QLatin1String("maxBlocked")).toInt(),
                                                 o.value(QLatin1String("advantage")).toInt()};
    }
    for (const auto &v : square.value(QLatin1String("lighting")).toArray()) {
        const auto o = v.toObject();
        RuleSet::LightingLevel level{str(o, "id"), str(o, "name", str(o, "id")),
                                     o.value(QLatin1String("advantage")).toInt(),
                                     QColor(str(o, "shade", QStringLiteral("#00000000")))};
        if (level.id.isEmpty() || !level.shade.isValid()) {
            *error = QCoreApplication::translate(
                "RuleSet", "square.lighting: every level needs an id and a valid shade");
            return false;
        }
        rules.lightingLevels << level;
    }
    const auto tactics = square.value(QLatin1String("tactics")).toObject();
    auto weight = [&](const char *key, int &into) {
        into = tactics.value(QLatin1String(key)).toInt(into);
    };
    weight("lineOfSight", rules.tactics.lineOfSight);
    weight("targetExposed", rules.tactics.targetExposed);
    weight("tokenCovered", rules.tactics.tokenCovered);
    weight("highGround", rules.tactics.highGround);
    weight("notSurrounded", rules.tactics.notSurrounded);
    weight("noExtraZoc", rules.tactics.noExtraZoc);
    weight("unhindered", rules.tactics.unhindered);
    return true;
}

bool readPositions(RuleSet &rules, const QJsonObject &json, QString *error)
{
    const auto grid = json.value(QLatin1String("positions")).toObject();
    for (const auto &v : grid.value(QLatin1String("nodes")).toArray()) {
        const auto o = v.toObject();
        GridPosition p;
        p.id = str(o, "id");
        p.name = str(o, "name", p.id);
        p.band = o.value(QLatin1String("band")).toInt();
        p.half = str(o, "half");
        p.column = o.value(QLatin1String("column")).toInt();
        p.row = o.value(QLatin1String("row")).toInt();
        rules.positions << p;
        rules.adjacency.insert(p.id, {});
    }
    rules.bandNames = strings(grid.value(QLatin1String("bands")));
    for (const auto &v : grid.value(QLatin1String("edges")).toArray()) {
        const auto pair = strings(v);
        if (pair.size() != 2 || !rules.adjacency.contains(pair[0]) ||
            !rules.adjacency.contains(pair[1])) {
            *error = QCoreApplication::translate(
                "RuleSet", "positions.edges: every edge joins two known positions");
            return false;
        }
        rules.adjacency[pair[0]] << pair[1];
        rules.adjacency[pair[1]] << pair[0];
    }
    for (auto &list : rules.adjacency)
        list.sort();
    for (const auto &v : grid.value(QLatin1String("levels")).toArray()) {
        const auto o = v.toObject();
        AltitudeLevel level;
        level.id = str(o, "id");
        level.name = str(o, "name", level.id);
        level.value = o.value(QLatin1String("value")).toInt();
        level.needsSkyward = o.value(QLatin1String("needsSkyward")).toBool(false);
        level.waterOnly = o.value(QLatin1String("waterOnly")).toBool(false);
        level.dryOnly = o.value(QLatin1String("dryOnly")).toBool(false);
        rules.levels << level;
    }
    const auto costs = grid.value(QLatin1String("costs")).toObject();
    rules.stepCost = costs.value(QLatin1String("step")).toInt(10);
    rules.roughStepCost = costs.value(QLatin1String("roughStep")).toInt(20);
    rules.levelChangeCost = costs.value(QLatin1String("levelChange")).toInt(10);
    rules.standUpCost = costs.value(QLatin1String("standUp")).toInt(10);
    rules.volleyPenaltyPerStep = grid.value(QLatin1String("volleyPenaltyPerStep")).toInt(-10);
    rules.seeOverLevel = grid.value(QLatin1String("seeOverLevel")).toInt(2);
    rules.proneCondition = str(grid, "proneCondition", QStringLiteral("prone"));
    rules.flankNegatingStances = strings(grid.value(QLatin1String("flankNegatingStances")));
    if (rules.positions.isEmpty() || rules.levels.isEmpty()) {
        *error = QCoreApplication::translate(
            "RuleSet", "positions: a position rule set needs nodes and levels");
        return false;
    }
    return true;
}

QList<int> integers(const QJsonValue &value)
{
    QList<int> out;
    for (const auto &v : value.toArray())
        out << v.toInt();
    return out;
}

// The "combat" object (docs/rules.md §7); a rule file without one has no combat procedure.
bool readCombat(CombatRules &combat, const QJsonObject &json, QString *error)
{
    if (json.isEmpty())
        return true;
    const auto procedure = str(json, "procedure");
    using P = CombatRules::Procedure;
    if (procedure == QLatin1String("labyrinthian"))
        combat.procedure = P::Labyrinthian;
    else if (procedure == QLatin1String("paces"))
        combat.procedure = P::Paces;
    else if (procedure == QLatin1String("meters"))
        combat.procedure = P::Meters;
    else if (procedure == QLatin1String("classic"))
        combat.procedure = P::Classic;
    else {
        *error = QCoreApplication::translate(
            "RuleSet", "combat.procedure: expected \"labyrinthian\", \"paces\", "
                       "\"meters\" or \"classic\"");
        return false;
    }
    for (const auto &v : json.value(QLatin1String("pools")).toArray()) {
        const auto o = v.toObject();
        CombatRules::Pool pool;
        pool.id = str(o, "id");
        pool.name = str(o, "name", pool.id);
        pool.shortName = str(o, "short", pool.name.left(2).toUpper());
        pool.color = str(o, "color", QStringLiteral("#5c8dbf"));
        pool.base = o.value(QLatin1String("base")).toDouble(0);
        pool.perStat = o.value(QLatin1String("perStat")).toDouble(0);
        pool.stat = str(o, "stat");
        pool.zeroCondition = str(o, "zeroCondition");
        pool.unbounded = o.value(QLatin1String("unbounded")).toBool(false);
        if (pool.id.isEmpty()) {
            *error = QCoreApplication::translate("RuleSet", "combat.pools: every pool needs an id");
            return false;
        }
        combat.pools << pool;
    }
    for (const auto &v : json.value(QLatin1String("stats")).toArray()) {
        const auto o = v.toObject();
        combat.stats << CombatRules::Stat{str(o, "id"), str(o, "name", str(o, "id"))};
    }
    combat.damagePool = str(json, "damagePool");
    combat.rollExpression = str(json, "roll", QStringLiteral("1d20"));
    combat.initiativeDice = str(json, "initiative");
    combat.initiativeStat = str(json, "initiativeStat");
    combat.turnActions = strings(json.value(QLatin1String("turnActions")));
    combat.hasReaction = json.value(QLatin1String("reaction")).toBool(false);
    combat.combatRoll = str(json, "combatRoll");
    combat.tieRollOff = str(json, "tieRollOff");
    combat.criticalFace = json.value(QLatin1String("criticalFace")).toInt(20);
    combat.skillPointMultiple = json.value(QLatin1String("skillPointMultiple")).toInt(5);
    combat.doubleSkillPointFaces = integers(json.value(QLatin1String("doubleSkillPointFaces")));
    combat.saveDie = str(json, "saveDie", QStringLiteral("1d20"));
    combat.reactPool = str(json, "reactPool");
    combat.vulnerableCondition = str(json, "vulnerableCondition");
    combat.actionsPool = str(json, "actionsPool");
    combat.minionPool = str(json, "minionPool");
    combat.defeatedCondition = str(json, "defeatedCondition");
    combat.defeatedPool = str(json, "defeatedPool");
    combat.overflowPool = str(json, "overflowPool");
    combat.armorStat = str(json, "armorStat");
    combat.meleeStat = str(json, "meleeStat");
    combat.sideInitiativeDie = str(json, "sideInitiative");
    combat.enemiesFirstUpTo = json.value(QLatin1String("enemiesFirstUpTo")).toInt(3);
    combat.surpriseDie = str(json, "surpriseDie");
    combat.surpriseOpponentsOn = integers(json.value(QLatin1String("surpriseOpponentsOn")));
    combat.surprisePartyOn = integers(json.value(QLatin1String("surprisePartyOn")));
    combat.extraDieEveryLevels = json.value(QLatin1String("extraDieEveryLevels")).toInt(2);
    combat.directDamagePool = str(json, "directDamagePool");
    combat.defenseStat = str(json, "defenseStat");
    for (const auto &id :
         {combat.damagePool, combat.reactPool, combat.actionsPool, combat.minionPool,
          combat.overflowPool, combat.directDamagePool, combat.defeatedPool}) {
        if (!id.isEmpty() && !combat.pool(id)) {
            *error =
                QCoreApplication::translate("RuleSet", "combat: \"%1\" is not one of combat.pools")
                    .arg(id);
            return false;
        }
    }
    return true;
}

// A value as the file has it, for "got …" in a refusal.
QString jsonText(const QJsonValue &value)
{
    const auto text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

// docs/rules.md §10: "carryOver" says which pools carry from one fight to the next, which
// conditions outlast a fight, and what a rest gives back. Read after the conditions and pools,
// which it names.
bool readCarryOver(RuleSet &rules, const QJsonObject &json, QString *error)
{
    const auto value = json.value(QLatin1String("carryOver"));
    if (value.isUndefined())
        return true;
    if (!value.isObject()) {
        *error = QCoreApplication::translate("RuleSet", "carryOver: expected an object");
        return false;
    }
    const auto carryOver = value.toObject();
    QStringList poolIds;
    for (const auto &pool : rules.combat.pools)
        poolIds << pool.id;
    const auto pools = carryOver.value(QLatin1String("pools"));
    if (!pools.isUndefined() && !pools.isObject()) {
        *error = QCoreApplication::translate(
            "RuleSet", "carryOver.pools: expected an object of pool id → \"carry\" or "
                       "\"reset\"");
        return false;
    }
    const auto poolObject = pools.toObject();
    for (auto it = poolObject.begin(); it != poolObject.end(); ++it) {
        const QString where = QStringLiteral("carryOver.pools.") + it.key();
        if (!rules.combat.pool(it.key())) {
            *error =
                QCoreApplication::translate("RuleSet", "%1: expected a pool of combat.pools (%2)")
                    .arg(where, poolIds.join(QStringLiteral(", ")));
            return false;
        }
        const auto how = it.value().toString();
        if (how != QLatin1String("carry") && how != QLatin1String("reset")) {
            *error = QCoreApplication::translate("RuleSet",
                                                 "%1: expected \"carry\" or \"reset\", got %2")
                         .arg(where, jsonText(it.value()));
            return false;
        }
    }
    // In combat.pools order, so the roster and the log list them as the panel does.
    for (const auto &id : std::as_const(poolIds)) {
        if (poolObject.value(id).toString() == QLatin1String("carry"))
            rules.carryOver.carriedPools << id;
    }
    const auto conditions = carryOver.value(QLatin1String("conditions"));
    if (!conditions.isUndefined() && !conditions.isObject()) {
        *error = QCoreApplication::translate(
            "RuleSet", "carryOver.conditions: expected an object of condition id → "
                       "\"rest\" or \"kept\"");
        return false;
    }
    const auto conditionObject = conditions.toObject();
    for (auto it = conditionObject.begin(); it != conditionObject.end(); ++it) {
        const QString where = QStringLiteral("carryOver.conditions.") + it.key();
        if (!rules.condition(it.key())) {
            *error =
                QCoreApplication::translate("RuleSet", "%1: expected a condition of the rule set")
                    .arg(where);
            return false;
        }
        const auto how = it.value().toString();
        if (how == QLatin1String("rest"))
            rules.carryOver.conditions.insert(it.key(), CarryOverRules::Lasting::Rest);
        else if (how == QLatin1String("kept"))
            rules.carryOver.conditions.insert(it.key(), CarryOverRules::Lasting::Kept);
        else {
            *error =
                QCoreApplication::translate("RuleSet", "%1: expected \"rest\" or \"kept\", got %2")
                    .arg(where, jsonText(it.value()));
            return false;
        }
    }
    const auto rest = carryOver.value(QLatin1String("rest"));
    if (!rest.isUndefined()) {
        const auto o = rest.toObject();
        rules.carryOver.restName = str(o, "name");
        rules.carryOver.restDescription = str(o, "description");
        if (!rest.isObject() || rules.carryOver.restName.isEmpty()) {
            *error = QCoreApplication::translate(
                "RuleSet", "carryOver.rest: expected an object with a \"name\"");
            return false;
        }
        const auto restoresValue = o.value(QLatin1String("restores"));
        if (!restoresValue.isUndefined() && !restoresValue.isArray()) {
            *error = QCoreApplication::translate(
                "RuleSet", "carryOver.rest.restores: expected a list of pool ids");
            return false;
        }
        const auto restores = restoresValue.toArray();
        for (qsizetype i = 0; i < restores.size(); ++i) {
            const auto id = restores[i].toString();
            if (!rules.carryOver.carries(id)) {
                *error = QCoreApplication::translate(
                             "RuleSet", "carryOver.rest.restores[%1]: expected a pool that "
                                        "carries (%2)")
                             .arg(i)
                             .arg(rules.carryOver.carriedPools.join(QStringLiteral(", ")));
                return false;
            }
            rules.carryOver.restRestores << id;
        }
    }
    return true;
}

} // namespace

std::optional<RuleSet> RuleSet::fromJson(const QJsonObject &json, QString *error)
{
    RuleSet rules;
    rules.id = str(json, "id");
    rules.name = str(json, "name", rules.id);
    rules.description = str(json, "description");
    rules.seed = str(json, "seed");
    rules.unitName = str(json, "unit", QStringLiteral("square"));
    rules.metersPerUnit = json.value(QLatin1String("metersPerUnit")).toDouble(1.0);
    if (rules.id.isEmpty()) {
        *error = QCoreApplication::translate("RuleSet", "id: expected the rule set's id");
        return std::nullopt;
    }
    for (const auto &v : json.value(QLatin1String("conditions")).toArray()) {
        const auto o = v.toObject();
        rules.conditions << Condition{str(o, "id"), str(o, "name", str(o, "id")),
                                      o.value(QLatin1String("suppressesZoc")).toBool(false),
                                      str(o, "icon"), str(o, "description")};
    }
    if (!readCombat(rules.combat, json.value(QLatin1String("combat")).toObject(), error))
        return std::nullopt;
    if (!readCarryOver(rules, json, error))
        return std::nullopt;
    rules.turnActionNames = rules.combat.turnActions;
    if (!RuleTexts::read(json.value(QLatin1String("texts")), &rules.texts, error))
        return std::nullopt;
    const auto board = str(json, "board");
    if (board == QLatin1String("square")) {
        rules.boardKind = BoardKind::Square;
        if (!readSquare(rules, json, error))
            return std::nullopt;
    } else if (board == QLatin1String("positions")) {
        rules.boardKind = BoardKind::Positions;
        if (!readPositions(rules, json, error))
            return std::nullopt;
    } else {
        *error =
            QCoreApplication::translate("RuleSet", "board: expected \"square\" or \"positions\"");
        return std::nullopt;
    }
    return rules;
}

int RuleSet::lightingIndex(const QString &levelId) const
{
    for (int i = 0; i < lightingLevels.size(); ++i) {
        if (lightingLevels[i].id == levelId)
            return i;
    }
    return -1;
}

QStringList RuleSet::lightingIds() const
{
    QStringList ids;
    for (const auto &level : lightingLevels)
        ids << level.id;
    return ids;
}

const LightPreset *RuleSet::lightPreset(const QString &presetId) const
{
    for (const auto &preset : lightPresets) {
        if (preset.id == presetId)
            return &preset;
    }
    return nullptr;
}

int RuleSet::terrainIndex(const QString &kindId) const
{
    for (int i = 0; i < terrainKinds.size(); ++i) {
        if (terrainKinds[i].id == kindId)
            return i;
    }
    return -1;
}

QStringList RuleSet::terrainIds() const
{
    QStringList ids;
    for (const auto &kind : terrainKinds)
        ids << kind.id;
    return ids;
}

bool RuleSet::suppressesZoc(const QString &condition) const
{
    for (const auto &c : conditions) {
        if (c.id == condition)
            return c.suppressesZoc;
    }
    return false;
}

const RuleSet::Condition *RuleSet::condition(const QString &conditionId) const
{
    for (const auto &c : conditions) {
        if (c.id == conditionId)
            return &c;
    }
    return nullptr;
}

QStringList RuleSet::zocSuppressingConditions() const
{
    QStringList ids;
    for (const auto &c : conditions) {
        if (c.suppressesZoc)
            ids << c.id;
    }
    return ids;
}

const GridPosition *RuleSet::position(const QString &positionId) const
{
    for (const auto &p : positions) {
        if (p.id == positionId)
            return &p;
    }
    return nullptr;
}

const AltitudeLevel *RuleSet::level(const QString &levelId) const
{
    for (const auto &l : levels) {
        if (l.id == levelId)
            return &l;
    }
    return nullptr;
}

QStringList RuleSet::positionIds() const
{
    QStringList ids;
    for (const auto &p : positions)
        ids << p.id;
    return ids;
}
