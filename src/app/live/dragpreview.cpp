#include "live/dragpreview.h"

#include <QElapsedTimer>

void DragPreview::clear()
{
    m_generation = -1;
    m_tokenId.clear();
    m_encounter = {};
    m_analysis.reset();
    m_whole = {};
    m_light.reset();
    m_lightShown.reset();
}

void DragPreview::restart(const Request &request)
{
    // Copying the committed analysis costs far less than a full recompute, and every step after
    // it is one incremental update (docs/architecture.md §4.3).
    m_generation = request.generation;
    m_tokenId = request.tokenId;
    m_encounter = *request.encounter;
    m_analysis.emplace(*request.analysis);
    m_light.reset();
    m_lightShown.reset();
    if (request.light && request.whole) {
        m_whole = *request.whole;
        m_light.emplace(*request.light);
        m_lightShown = request.light;
    }
}

void DragPreview::moveLight(const Request &request)
{
    // The light follows the dragged token in the document's whole encounter (a hidden bearer
    // included), whichever the perspective (docs/architecture.md §4.11).
    if (!m_light)
        return;
    const int index = m_whole.tokenIndex(request.tokenId);
    if (index < 0)
        return;
    Token &token = m_whole.tokens[index];
    const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, token);
    token.x = request.cell.x();
    token.y = request.cell.y();
    m_light->update(m_whole, change);
    if (m_light->lastRecomputed() > 0)
        m_lightShown = std::make_shared<const LightField>(*m_light);
}

DragPreview::Result DragPreview::step(const Request &request)
{
    QElapsedTimer timer;
    timer.start();
    Result result;
    result.serial = request.serial;
    result.generation = request.generation;
    result.tokenId = request.tokenId;
    result.cell = request.cell;
    if (!request.encounter || !request.analysis)
        return result;
    if (!m_analysis || m_generation != request.generation || m_tokenId != request.tokenId)
        restart(request);
    const int index = m_encounter.tokenIndex(request.tokenId);
    if (index < 0)
        return result;
    Token &token = m_encounter.tokens[index];
    if (token.x != request.cell.x() || token.y != request.cell.y()) {
        const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, token);
        token.x = request.cell.x();
        token.y = request.cell.y();
        m_analysis->update(m_encounter, change);
        moveLight(request);
    }
    result.ok = true;
    result.encounter = std::make_shared<const Encounter>(m_encounter);
    result.analysis = std::make_shared<const SquareAnalysis>(*m_analysis);
    result.light = m_lightShown;
    if (request.field)
        result.path = request.field->pathTo(request.cell);
    result.milliseconds = double(timer.nsecsElapsed()) / 1e6;
    return result;
}
