#include "playersencounter.h"

#include "lightfield.h"

#include <QCoreApplication>
#include <QSet>

namespace
{

std::optional<CombatState> playersCombat(const Encounter &gm, const QSet<QString> &shown,
                                         const QString &party,
                                         const std::optional<CombatState> &previous)
{
    if (!gm.combat)
        return std::nullopt;
    const auto &fight = *gm.combat;
    CombatState players;
    players.round = fight.round;
    players.surpriseRound = fight.surpriseRound;
    players.surpriseSide = fight.surpriseSide;
    players.partySide = fight.partySide;
    players.firstSide = fight.firstSide;
    players.current = fight.current;
    players.over = fight.over;
    if (!fight.current.isEmpty() && !shown.contains(fight.current)) {
        // A combatant the players cannot see acts: nothing moves on their screen.
        players.current = previous ? previous->current : QString();
        players.round = previous ? previous->round : fight.round;
        if (!shown.contains(players.current))
            players.current.clear();
    }
    auto keepShown = [&](const QStringList &ids) {
        QStringList kept;
        for (const auto &id : ids) {
            if (shown.contains(id))
                kept << id;
        }
        return kept;
    };
    players.order = keepShown(fight.order);
    players.turns = keepShown(fight.turns);
    players.delayed = keepShown(fight.delayed);
    for (const auto &c : fight.combatants) {
        if (!shown.contains(c.tokenId))
            continue;
        auto kept = c;
        const Token *token = gm.token(c.tokenId);
        const bool partyToken = token && (token->side == party || gm.areAllied(token->side, party));
        if (!partyToken) {
            // The enemies' numbers are the GM's business.
            kept.pools.clear();
            kept.dice.clear();
            kept.initiative = 0;
            kept.dieModifier = 0;
        }
        players.combatants << kept;
    }
    for (const auto &t : fight.timers) {
        // A timer counted on a hidden combatant's turns would name it.
        if (shown.contains(t.tokenId) && shown.contains(t.anchorId))
            players.timers << t;
    }
    return players;
}

} // namespace

Encounter PlayersEncounter::of(const Encounter &gm, const FogView &fog,
                               const std::optional<CombatState> &previous)
{
    Encounter players;
    players.name = gm.name;
    players.rulesId = gm.rulesId;
    players.rules = gm.rules;
    players.board = gm.board;
    // Keys this version does not know may hold anything the GM wrote ("secret door").
    players.board.extra = {};
    auto &square = players.board.square;
    for (auto &entry : square.terrain)
        entry.extra = {};
    for (auto &entry : square.elevation)
        entry.extra = {};
    for (auto &wall : square.walls)
        wall.extra = {};
    // Lighting shows on both screens; FIELD and ZONE areas are the GM's (docs/rules.md §3).
    for (auto &entry : square.lighting)
        entry.extra = {};
    square.areas.clear();
    square.background.extra = {};
    for (auto &flags : players.board.positions.positions)
        flags.extra = {};
    const QString party = gm.partySide();

    QSet<QString> shown;
    QSet<QString> shownSides;
    for (const auto &t : gm.tokens) {
        if (t.hidden || !fog.shows(t))
            continue;
        Token kept = t;
        if (!kept.showName)
            kept.name = QCoreApplication::translate("PlayersEncounter", "Unknown creature");
        kept.notes.clear();
        kept.extra = {};
        // What an earlier fight left and the roster link are the GM's, like stats, for
        // everyone but the party; a nameless token's roster id would give its name away.
        if (kept.side != party && !gm.areAllied(kept.side, party)) {
            kept.stats.clear();
            kept.carried.clear();
            kept.roster.clear();
        }
        if (!kept.showName)
            kept.roster.clear();
        shown.insert(kept.id);
        shownSides.insert(kept.side);
        players.tokens << kept;
    }
    // Lights shine for the players too, a hidden bearer's included: its light is real (the
    // inspector warns the GM). A light whose carrier the players cannot see stays where it shines
    // but no longer names the token; an unlit one tells them nothing and goes (docs/rules.md §3).
    QList<Light> lights;
    for (const auto &light : std::as_const(square.lights)) {
        Light kept = light;
        kept.extra = {};
        if (light.isCarried() && !shown.contains(light.token)) {
            const auto point = LightField::pointOf(light, gm);
            if (!light.on || !point)
                continue;
            kept.token.clear();
            kept.x = point->x;
            kept.y = point->y;
            kept.pointWritten = true;
        }
        lights << kept;
    }
    square.lights = lights;
    // Templates the GM has not shared stay the GM's, and so does one that follows a token the
    // players cannot see: it would show where that token stands (docs/rules.md §9).
    QList<BoardTemplate> sharedTemplates;
    for (const auto &tpl : std::as_const(square.templates)) {
        if (tpl.sharedWithPlayers && (!tpl.isAnchored() || shown.contains(tpl.anchor))) {
            BoardTemplate kept = tpl;
            kept.extra = {};
            sharedTemplates << kept;
        }
    }
    square.templates = sharedTemplates;
    // Pins and traps (docs/file-format.md §3.9): a shared pin keeps its place and title, never
    // its text; a revealed trap keeps its name and cells, never its note; the rest go.
    QList<MapPin> sharedPins;
    for (const auto &pin : std::as_const(square.pins)) {
        if (!pin.shared)
            continue;
        MapPin kept = pin;
        kept.text.clear();
        // A link could name a hidden creature or a handout not shown yet.
        kept.token.clear();
        kept.handout.clear();
        kept.extra = {};
        sharedPins << kept;
    }
    square.pins = sharedPins;
    QList<BoardTrap> revealedTraps;
    for (const auto &trap : std::as_const(square.traps)) {
        if (trap.hidden)
            continue;
        BoardTrap kept = trap;
        kept.note.clear();
        kept.extra = {};
        kept.region.extra = {};
        revealedTraps << kept;
    }
    square.traps = revealedTraps;
    // Drawings (docs/file-format.md §3.10): only the shared ones, without unknown keys.
    QList<BoardDrawing> sharedDrawings;
    for (const auto &drawing : std::as_const(square.drawings)) {
        if (!drawing.shared)
            continue;
        BoardDrawing kept = drawing;
        kept.extra = {};
        sharedDrawings << kept;
    }
    square.drawings = sharedDrawings;
    // The fight's party stays too: the players' fight names it (it may differ from the fog's).
    const QString fightParty = gm.combat ? gm.combat->partySide : QString();
    for (const auto &s : gm.sides) {
        if (s.id == party || s.id == fightParty || shownSides.contains(s.id)) {
            Side kept = s;
            kept.extra = {};
            players.sides << kept;
        }
    }
    for (const auto &pair : gm.allies) {
        if (players.side(pair.first) && players.side(pair.second))
            players.allies << pair;
    }
    players.combat = playersCombat(gm, shown, party, previous);
    return players;
}
