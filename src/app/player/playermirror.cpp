#include "player/playermirror.h"

#include "document/rebind.h"
#include "edit/squareboardedit.h"
#include "engine/playersencounter.h"

#include <QTimer>

PlayerMirror::PlayerMirror(QObject *parent) : QObject(parent), m_mirror(new EncounterDocument(this))
{
}

void PlayerMirror::setSource(EncounterDocument *source)
{
    if (!rebind(m_source, source, this))
        return;
    if (m_source) {
        connect(m_source, &EncounterDocument::encounterReset, this, [this] {
            m_resetPending = true;
            schedule();
        });
        connect(m_source, &EncounterDocument::changed, this, &PlayerMirror::schedule);
        connect(m_source, &EncounterDocument::combatChanged, this, &PlayerMirror::schedule);
        connect(m_source, &EncounterDocument::infoChanged, this, &PlayerMirror::schedule);
    }
    m_resetPending = true;
    schedule();
    Q_EMIT sourceChanged();
}

void PlayerMirror::setFog(FogTracker *fog)
{
    if (!rebind(m_fog, fog, this))
        return;
    if (m_fog)
        connect(m_fog, &FogTracker::viewChanged, this, &PlayerMirror::schedule);
    schedule();
    Q_EMIT fogChanged();
}

void PlayerMirror::setHeld(bool held)
{
    if (m_held == held)
        return;
    m_held = held;
    if (!m_held) {
        // Whatever the GM did meanwhile, the players get it whole, as after a load.
        m_resetPending = true;
        schedule();
    }
    Q_EMIT heldChanged();
}

void PlayerMirror::schedule()
{
    if (m_syncQueued)
        return;
    m_syncQueued = true;
    QTimer::singleShot(0, this, &PlayerMirror::sync);
}

void PlayerMirror::sync()
{
    m_syncQueued = false;
    if (m_held || !m_source || !m_source->isLoaded())
        return;
    const FogView noFog;
    Encounter players =
        PlayersEncounter::of(m_source->encounter(), m_fog ? m_fog->view() : noFog,
                             m_mirror->isLoaded() ? m_mirror->encounter().combat : std::nullopt);
    // The players see each side in the GM's colour, even when the file gives none.
    for (auto &side : players.sides)
        side.color = m_source->sideColor(side.id);
    const auto &shown = m_mirror->encounter();
    if (m_resetPending || !m_mirror->isLoaded() || shown.rulesId != players.rulesId ||
        shown.board.kind != players.board.kind) {
        m_resetPending = false;
        m_mirror->resetEncounter(std::move(players), QString(), m_source->backgroundImage());
        return;
    }
    if (shown.name != players.name || shown.sides != players.sides ||
        shown.allies != players.allies)
        m_mirror->replaceInfo(players.name, players.sides, players.allies);
    const auto &before = shown.board;
    const auto &after = players.board;
    if (!SquareBoardEdit::sameBoard(before, after)) {
        // Only lights or the ambient level: only light and vision move (docs/rules.md §8).
        Board relit = before;
        if (relit.isSquare()) {
            relit.square.lights = after.square.lights;
            relit.square.ambient = after.square.ambient;
            relit.square.ambientWritten = after.square.ambientWritten;
        }
        // Only what no analysis reads: the shared templates (docs/rules.md §9), drawings, pins
        // and revealed traps. No rule result moves.
        Board retemplated = before;
        if (retemplated.isSquare()) {
            retemplated.square.templates = after.square.templates;
            retemplated.square.drawings = after.square.drawings;
            retemplated.square.pins = after.square.pins;
            retemplated.square.traps = after.square.traps;
        }
        m_mirror->replaceBoard(after, retemplated.isSquare() &&
                                              SquareBoardEdit::sameBoard(retemplated, after)
                                          ? EncounterChange::appearance()
                                      : relit.isSquare() && SquareBoardEdit::sameBoard(relit, after)
                                          ? EncounterChange::lighting()
                                          : EncounterChange::everything());
    }
    applyTokens(players.tokens);
    m_mirror->replaceCombat(players.combat);
}

void PlayerMirror::applyTokens(const QList<Token> &tokens)
{
    QSet<QString> wanted;
    for (const auto &t : tokens)
        wanted.insert(t.id);
    const auto &current = m_mirror->encounter().tokens;
    for (int i = int(current.size()) - 1; i >= 0; --i) {
        if (!wanted.contains(current[i].id))
            m_mirror->removeToken(i);
    }
    for (int i = 0; i < tokens.size(); ++i) {
        const auto &token = tokens[i];
        const int at = m_mirror->encounter().tokenIndex(token.id);
        if (at == i) {
            const Token &old = m_mirror->encounter().tokens[i];
            if (old == token)
                continue;
            Token moved = old;
            moved.x = token.x;
            moved.y = token.y;
            moved.position = token.position;
            moved.level = token.level;
            m_mirror->replaceToken(i, token,
                                   moved == token ? EncounterChange::Kind::TokenMoved
                                                  : EncounterChange::Kind::TokenChanged);
            continue;
        }
        if (at >= 0)
            m_mirror->removeToken(at);
        m_mirror->insertToken(i, token);
    }
}
