#include "pairindex.h"

#include <algorithm>

void PairIndex::reset(int cellCount, qint64 pairCount)
{
    m_enabled = pairCount <= qint64(0xffffffffu);
    m_generations.assign(m_enabled ? size_t(pairCount) : 0, 0);
    m_heads.assign(m_enabled ? size_t(2) * size_t(qMax(0, cellCount)) : 0, None);
    m_noStale = true;
    // Keep the chunks of the last board: a full recompute on the same board needs about as
    // many again, and growing them is the only allocation indexing makes.
    m_freeHead = None;
    m_fresh = 0;
}

void PairIndex::disable()
{
    m_enabled = false;
    m_heads = {};
    m_chunks = {};
    m_scratch = {};
    m_freeHead = None;
    m_fresh = 0;
}

qint32 PairIndex::newChunk()
{
    if (m_freeHead == None && m_fresh == qint32(m_chunks.size())) {
        if (m_noStale)
            grow(qint64(m_chunks.size()));
        else
            sweep();
    }
    if (m_freeHead != None) {
        const qint32 c = m_freeHead;
        m_freeHead = m_chunks[size_t(c)].next;
        return c;
    }
    if (m_fresh < qint32(m_chunks.size()))
        return m_fresh++;
    return None;
}

void PairIndex::freeChain(qint32 head)
{
    if (head == None)
        return;
    qint32 chunk = chunkOf(head);
    while (chunk != None) {
        const qint32 next = m_chunks[size_t(chunk)].next;
        m_chunks[size_t(chunk)].next = m_freeHead;
        m_freeHead = chunk;
        chunk = next;
    }
}

void PairIndex::pushFront(qint32 &chainHead, const Entry &entry)
{
    if (chainHead != None && countOf(chainHead) < ChunkSize) {
        m_chunks[size_t(chunkOf(chainHead))].entries[countOf(chainHead)] = entry;
        ++chainHead;
        return;
    }
    // newChunk() may sweep, which rewrites chains but never empties a live one: chainHead
    // is read again after it.
    const qint32 c = newChunk();
    if (c == None)
        return; // disabled on the way
    if (chainHead != None && countOf(chainHead) < ChunkSize) {
        // The sweep left room in the first chunk: the chunks after the first stay full.
        m_chunks[size_t(c)].next = m_freeHead;
        m_freeHead = c;
        m_chunks[size_t(chunkOf(chainHead))].entries[countOf(chainHead)] = entry;
        ++chainHead;
        return;
    }
    m_chunks[size_t(c)].entries[0] = entry;
    m_chunks[size_t(c)].next = chainHead == None ? None : chunkOf(chainHead);
    chainHead = headOf(c, 1);
}

void PairIndex::add(List list, int cell, qint64 slot)
{
    if (!m_enabled)
        return;
    pushFront(head(list, cell), {quint32(slot), m_generations[size_t(slot)]});
}

void PairIndex::take(List list, int cell, std::vector<Entry> &out)
{
    if (!m_enabled)
        return;
    qint32 &chainHead = head(list, cell);
    forEachEntry(chainHead, [&](const Entry &e) {
        if (isCurrent(e))
            out.push_back(e);
    });
    freeChain(chainHead);
    chainHead = None;
}

void PairIndex::sweep()
{
    // Every chain is rewritten from its live entries: it never needs more chunks than it had,
    // so this never asks for a chunk itself.
    qint64 used = 0;
    for (qint32 &chainHead : m_heads) {
        if (chainHead == None)
            continue;
        collect(chainHead, [&](const Entry &e) { return isCurrent(e); });
        for (const Entry &e : m_scratch)
            pushFront(chainHead, e);
        used += (qint64(m_scratch.size()) + ChunkSize - 1) / ChunkSize;
    }
    grow(used);
}

void PairIndex::grow(qint64 used)
{
    // A sweep walks every cell's lists: keep at least three quarters of the chunks free, so
    // that a drag sweeps seldom. At the cap, give up once three quarters are live.
    const qint64 size = qint64(m_chunks.size());
    if (used * 4 < size)
        return;
    const qint64 grown = std::min<qint64>(std::max<qint64>(4096, 2 * size), MaxChunks);
    if (grown <= size) {
        if (used * 4 >= size * 3)
            disable();
        return;
    }
    m_chunks.resize(size_t(grown));
    // The new chunks are handed out from m_fresh, which has reached the old end (newChunk()
    // grows only then); were it not, they go on the free list.
    if (m_fresh != qint32(size)) {
        for (qint64 c = grown - 1; c >= size; --c) {
            m_chunks[size_t(c)].next = m_freeHead;
            m_freeHead = qint32(c);
        }
    }
}

qint64 PairIndex::entryCount() const
{
    qint64 count = 0;
    for (const qint32 chainHead : m_heads)
        forEachEntry(chainHead, [&](const Entry &e) { count += isCurrent(e); });
    return count;
}
