#pragma once

#include <QtGlobal>
#include <vector>

// The pairs of tokens whose two sight bits a token edit can change, listed by cell
// (docs/architecture.md §4.10). Tokens never block sight and only ever cover (docs/rules.md
// §1.6), so a pair's bits move only when a token arrives on a cell of its one clear segment
// (list Arrive: the pair then has sight and no cover) or leaves the token cell that keeps one
// of its unblocked segments from being clear (list Leave: the pair has cover). A pair with no
// sight is in no list: no token edit changes it.
//
// An entry names a pair slot and the pair's generation when it was added; recomputing a pair
// renews its generation, which makes all its old entries stale at once instead of searching
// for them. Stale entries are dropped when their cell is taken, and by a sweep when the
// chunks run out, so a long drag reuses the same memory instead of allocating.
class PairIndex
{
public:
    enum class List { Arrive = 0, Leave = 1 };
    struct Entry {
        quint32 slot;
        quint32 generation;
    };

    PairIndex() = default;
    // Empty lists for a board of `cellCount` cells and `pairCount` pairs. Disabled (every
    // question left to the caller's own scan) when the slots would not fit 32 bits.
    void reset(int cellCount, qint64 pairCount);
    // Stops indexing and frees the lists, when they would outgrow their memory cap; the
    // generations stay, so entries already taken can still be checked.
    void disable();
    [[nodiscard]] bool isEnabled() const { return m_enabled; }

    // Makes every entry of the pair stale; call before adding its new ones.
    void renew(qint64 slot)
    {
        ++m_generations[size_t(slot)];
        m_noStale = false;
    }
    void add(List list, int cell, qint64 slot);
    // Appends the current entries of the cell's list to `out` and empties the list.
    void take(List list, int cell, std::vector<Entry> &out);
    [[nodiscard]] bool isCurrent(const Entry &entry) const
    {
        return m_generations[entry.slot] == entry.generation;
    }

    // After the tokens were renumbered: `newSlot(oldSlot)` gives a pair's new slot, or -1 to
    // drop its entries (a pair that will be recomputed, or that no longer exists).
    template<typename NewSlot> void renumber(qint64 pairCount, NewSlot newSlot);

    // Live entries, for tests.
    [[nodiscard]] qint64 entryCount() const;
    // More entries than this never fit under the memory cap: each chunk holds at most
    // ChunkSize of one cell's list.
    [[nodiscard]] static constexpr qint64 entryCapacity() { return ChunkSize * MaxChunks; }

private:
    static constexpr int ChunkSize = 3;
    // A list is a chain of chunks; every chunk but the first is full, so only the first one's
    // fill is kept, in the head beside its index: adding an entry reads the head alone.
    struct Chunk {
        Entry entries[ChunkSize];
        qint32 next;
        qint32 unused;
    };
    static constexpr qint32 None = -1;
    // A head: None, or chunk << 2 | entries in that chunk (1 to ChunkSize).
    [[nodiscard]] static qint32 headOf(qint32 chunk, int count) { return chunk << 2 | count; }
    [[nodiscard]] static qint32 chunkOf(qint32 head) { return head >> 2; }
    [[nodiscard]] static int countOf(qint32 head) { return head & 3; }
    // The cap: 2^20 chunks of 32 bytes.
    static constexpr qint64 MaxChunks = qint64(1) << 20;

    [[nodiscard]] qint32 &head(List list, int cell)
    {
        return m_heads[size_t(2 * cell) + int(list)];
    }
    [[nodiscard]] qint32 newChunk();
    // Frees the chain a head starts.
    void freeChain(qint32 head);
    // Drops every stale entry, then grows the chunks when more than a quarter are in use.
    void sweep();
    // Grows the chunks, or turns the index off at its cap when `used` of them are live.
    void grow(qint64 used);
    // Collects a chain's entries that `keep` returns true for into m_scratch (cleared first),
    // and frees the chain.
    template<typename Keep> void collect(qint32 &chainHead, Keep keep);
    template<typename Visit> void forEachEntry(qint32 chainHead, Visit visit) const;
    void pushFront(qint32 &chainHead, const Entry &entry);

    bool m_enabled = false;
    std::vector<qint32> m_heads; // two per cell: Arrive, Leave
    std::vector<Chunk> m_chunks;
    qint32 m_freeHead = None;
    // The chunks from here on were never handed out since reset(): taken in order, so a full
    // recompute neither links a free list first nor jumps around in memory.
    qint32 m_fresh = 0;
    // Nothing renewed since reset(): no entry can be stale, and a sweep would free nothing
    // (a full recompute fills the lists without one).
    bool m_noStale = true;
    std::vector<quint32> m_generations; // per pair slot
    std::vector<Entry> m_scratch;
};

template<typename Keep> void PairIndex::collect(qint32 &chainHead, Keep keep)
{
    m_scratch.clear();
    forEachEntry(chainHead, [&](const Entry &e) {
        if (keep(e))
            m_scratch.push_back(e);
    });
    freeChain(chainHead);
    chainHead = None;
}

template<typename Visit> void PairIndex::forEachEntry(qint32 chainHead, Visit visit) const
{
    if (chainHead == None)
        return;
    int count = countOf(chainHead);
    for (qint32 c = chunkOf(chainHead); c != None; c = m_chunks[size_t(c)].next) {
        const Chunk &chunk = m_chunks[size_t(c)];
        for (int k = 0; k < count; ++k)
            visit(chunk.entries[k]);
        count = ChunkSize;
    }
}

template<typename NewSlot> void PairIndex::renumber(qint64 pairCount, NewSlot newSlot)
{
    if (!m_enabled)
        return;
    std::vector<quint32> generations(size_t(pairCount), 0);
    for (qint32 &chainHead : m_heads) {
        if (chainHead == None)
            continue;
        collect(chainHead, [&](const Entry &e) { return isCurrent(e); });
        for (Entry e : m_scratch) {
            const qint64 slot = newSlot(qint64(e.slot));
            if (slot < 0)
                continue;
            // A pair keeps its generation under its new slot.
            generations[size_t(slot)] = e.generation;
            e.slot = quint32(slot);
            pushFront(chainHead, e);
        }
    }
    m_generations = std::move(generations);
}
