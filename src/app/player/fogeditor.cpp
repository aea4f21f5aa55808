#include "player/fogeditor.h"

#include "document/rebind.h"
#include "document/replacefogcommand.h"

#include <QUndoStack>

FogEditor::FogEditor(QObject *parent) : QObject(parent) {}

void FogEditor::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document)
        connect(m_document, &EncounterDocument::fogChanged, this, &FogEditor::fogChanged);
    Q_EMIT documentChanged();
    Q_EMIT fogChanged();
}

const FogOfWar *FogEditor::fog() const
{
    return m_document && m_document->isLoaded() ? &m_document->encounter().fog : nullptr;
}

bool FogEditor::isEnabled() const
{
    return fog() && fog()->enabled;
}

bool FogEditor::partySight() const
{
    return fog() && fog()->mode == FogOfWar::Mode::PartySight;
}

bool FogEditor::keepExplored() const
{
    return !fog() || fog()->keepExplored;
}

void FogEditor::setEnabled(bool enabled)
{
    if (!fog())
        return;
    FogOfWar after = *fog();
    after.enabled = enabled;
    push(after, enabled ? tr("Turn on fog of war") : tr("Turn off fog of war"));
}

void FogEditor::setPartySight(bool on)
{
    if (!fog())
        return;
    FogOfWar after = *fog();
    after.enabled = true;
    after.mode = on ? FogOfWar::Mode::PartySight : FogOfWar::Mode::Manual;
    push(after, on ? tr("Reveal what the party sees") : tr("Reveal by hand only"));
}

void FogEditor::setKeepExplored(bool keep)
{
    if (!fog())
        return;
    FogOfWar after = *fog();
    after.keepExplored = keep;
    push(after, keep ? tr("Keep explored areas dimmed") : tr("Explored areas go dark"));
}

void FogEditor::beginStroke()
{
    m_strokeId = m_nextStroke++;
    Q_EMIT strokeActiveChanged();
}

void FogEditor::endStroke()
{
    if (m_strokeId < 0)
        return;
    m_strokeId = -1;
    Q_EMIT strokeActiveChanged();
}

bool FogEditor::paintCell(int x, int y, bool reveal)
{
    return paintRect(x, y, 1, 1, reveal);
}

bool FogEditor::paintRect(int x, int y, int width, int height, bool reveal)
{
    if (!fog() || !m_document->encounter().board.isSquare())
        return false;
    const auto &board = m_document->encounter().board.square;
    const QRect area =
        QRect(x, y, width, height).normalized() & QRect(0, 0, board.width, board.height);
    if (area.isEmpty())
        return false;
    FogOfWar after = *fog();
    after.enabled = true;
    for (int cy = area.top(); cy <= area.bottom(); ++cy) {
        for (int cx = area.left(); cx <= area.right(); ++cx) {
            if (reveal) {
                after.revealed.insert({cx, cy});
            } else {
                after.revealed.remove({cx, cy});
                after.explored.remove({cx, cy});
            }
        }
    }
    return push(after, reveal ? tr("Reveal to players") : tr("Hide from players"));
}

bool FogEditor::paintPosition(const QString &positionId, bool reveal)
{
    const auto *current = fog();
    if (!current || m_document->encounter().board.isSquare() ||
        !m_document->encounter().rules->position(positionId))
        return false;
    FogOfWar after = *current;
    after.enabled = true;
    if (reveal) {
        after.revealedPositions.insert(positionId);
    } else {
        after.revealedPositions.remove(positionId);
        after.exploredPositions.remove(positionId);
    }
    return push(after, reveal ? tr("Reveal to players") : tr("Hide from players"));
}

bool FogEditor::revealAll()
{
    if (!fog())
        return false;
    const auto &encounter = m_document->encounter();
    FogOfWar after = *fog();
    after.enabled = true;
    if (encounter.board.isSquare()) {
        for (int y = 0; y < encounter.board.square.height; ++y) {
            for (int x = 0; x < encounter.board.square.width; ++x)
                after.revealed.insert({x, y});
        }
    } else {
        for (const auto &p : encounter.rules->positions)
            after.revealedPositions.insert(p.id);
    }
    return push(after, tr("Reveal the whole map"));
}

bool FogEditor::hideAll()
{
    if (!fog())
        return false;
    FogOfWar after = *fog();
    after.enabled = true;
    after.revealed.clear();
    after.explored.clear();
    after.revealedPositions.clear();
    after.exploredPositions.clear();
    return push(after, tr("Hide the whole map"));
}

bool FogEditor::forgetExplored()
{
    if (!fog())
        return false;
    FogOfWar after = *fog();
    after.explored.clear();
    after.exploredPositions.clear();
    return push(after, tr("Forget explored areas"));
}

bool FogEditor::push(const FogOfWar &after, const QString &text)
{
    if (after == *fog())
        return false;
    m_document->undoStack()->push(
        new ReplaceFogCommand(m_document, *fog(), after, text, m_strokeId));
    return true;
}
