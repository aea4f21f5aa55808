#include "tokenshadowcast.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace
{

bool inside(const QRect &r, int x, int y)
{
    return x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom();
}

} // namespace

namespace
{

// The 64 x 64 bit block a[k] (bit m of a[k] is cell (m, k)) turned over its diagonal: bit m of
// a[k] becomes bit k of a[m].
void transpose64(quint64 *a)
{
    quint64 mask = 0x00000000ffffffffULL;
    for (int j = 32; j != 0; j >>= 1, mask ^= mask << j) {
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const quint64 t = ((a[k] >> j) ^ a[k | j]) & mask;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
    }
}

quint64 reverseBits(quint64 w)
{
    w = ((w >> 1) & 0x5555555555555555ULL) | ((w & 0x5555555555555555ULL) << 1);
    w = ((w >> 2) & 0x3333333333333333ULL) | ((w & 0x3333333333333333ULL) << 2);
    w = ((w >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((w & 0x0f0f0f0f0f0f0f0fULL) << 4);
    return __builtin_bswap64(w);
}

// Lines of `words` words, `count` of them, of `bits` bits each: `to` gets each line of `from`
// with bit b moved to bits - 1 - b.
void mirrorLines(const std::vector<quint64> &from, std::vector<quint64> &to, int count, int words,
                 int bits)
{
    const int shift = words * 64 - bits; // the reversed line's bits start that far up
    for (int line = 0; line < count; ++line) {
        const quint64 *src = from.data() + size_t(line) * size_t(words);
        quint64 *dst = to.data() + size_t(line) * size_t(words);
        for (int k = 0; k < words; ++k) {
            // Bit b of the reversed line (words * 64 bits) is bit words * 64 - 1 - b of src.
            const quint64 low = reverseBits(src[words - 1 - k]);
            const quint64 high = k + 1 < words ? reverseBits(src[words - 2 - k]) : 0;
            dst[k] = shift == 0 ? low : (low >> shift) | (high << (64 - shift));
        }
    }
}

// The column lines (line x, bit y) of the row lines `rows` (line y, bit x).
void transposeLines(const std::vector<quint64> &rows, std::vector<quint64> &columns, int width,
                    int height, int rowWords, int columnWords)
{
    quint64 block[64];
    for (int r = 0; r < columnWords; ++r) {
        for (int c = 0; c < rowWords; ++c) {
            for (int k = 0; k < 64; ++k) {
                const int y = r * 64 + k;
                block[k] = y < height ? rows[size_t(y) * size_t(rowWords) + size_t(c)] : 0;
            }
            transpose64(block);
            for (int m = 0; m < 64 && c * 64 + m < width; ++m)
                columns[size_t(c * 64 + m) * size_t(columnWords) + size_t(r)] = block[m];
        }
    }
}

} // namespace

void TokenShadowcast::prepare(const SightGrid &grid, quint8 obstacles,
                              const std::vector<int> &owner, const std::vector<QRect> &footprints)
{
    m_grid = &grid;
    m_owner = &owner;
    m_footprints = &footprints;
    m_obstacles = obstacles;
    m_hasWalls = grid.hasWalls();
    const int width = grid.width();
    const int height = grid.height();
    m_columnWords = (height + 63) / 64;
    m_rowWords = (width + 63) / 64;
    for (int mirrored = 0; mirrored < 2; ++mirrored) {
        // One word more at the end: cast() reads two words at a time.
        m_bits[1][mirrored].assign(size_t(width) * size_t(m_columnWords) + 1, 0);
        m_bits[0][mirrored].assign(size_t(height) * size_t(m_rowWords) + 1, 0);
        m_plain[1][mirrored].assign(size_t(width) * size_t(m_columnWords) + 1, 0);
        m_plain[0][mirrored].assign(size_t(height) * size_t(m_rowWords) + 1, 0);
    }
    // The row lines a word at a time; the others are turned and mirrored from them.
    quint64 anyObstacle = 0;
    for (int y = 0; y < height; ++y) {
        const size_t rowStart = size_t(y) * size_t(width);
        for (int word = 0; word < m_rowWords; ++word) {
            quint64 marked = 0;
            quint64 plain = 0;
            for (int x = word * 64, end = std::min(width, x + 64); x < end; ++x) {
                const quint64 obstacle = (grid.flags(x, y) & obstacles) != 0 ? 1 : 0;
                const quint64 token = owner[rowStart + size_t(x)] >= 0 ? 1 : 0;
                marked |= (obstacle | token) << (x & 63);
                plain |= (obstacle & (token ^ 1)) << (x & 63);
                anyObstacle |= obstacle;
            }
            m_bits[0][0][size_t(y) * size_t(m_rowWords) + size_t(word)] = marked;
            m_plain[0][0][size_t(y) * size_t(m_rowWords) + size_t(word)] = plain;
        }
    }
    m_hasObstacles = anyObstacle != 0;
    for (auto *lines : {m_bits, m_plain}) {
        mirrorLines(lines[0][0], lines[0][1], height, m_rowWords, width);
        transposeLines(lines[0][0], lines[1][0], width, height, m_rowWords, m_columnWords);
        mirrorLines(lines[1][0], lines[1][1], width, m_columnWords, height);
    }
    m_metIn.assign(footprints.size(), 0);
    m_meeting = 0;
    // A token with a cell that is an obstacle stays: that cell still cuts.
    m_clean.assign(footprints.size(), 0);
    for (size_t t = 0; t < footprints.size(); ++t) {
        const QRect &f = footprints[t];
        if (f.left() < 0 || f.top() < 0 || f.right() >= width || f.bottom() >= height)
            continue;
        bool clean = true;
        for (int y = f.top(); y <= f.bottom() && clean; ++y) {
            for (int x = f.left(); x <= f.right() && clean; ++x)
                clean = (grid.flags(x, y) & obstacles) == 0 &&
                        owner[size_t(y) * size_t(width) + size_t(x)] == int(t);
        }
        m_clean[t] = clean ? 1 : 0;
    }
    m_hidden.assign(footprints.size(), 0);
    m_hiddenList.clear();
}

namespace
{

// Flips bits from..to (at most 64 apart) of lines first..last, each `words` long.
void flipRuns(std::vector<quint64> &bits, int words, int first, int last, int from, int to)
{
    const int w0 = from >> 6;
    const int w1 = to >> 6;
    quint64 m0 = ~quint64(0) << (from & 63);
    const quint64 m1 = ~quint64(0) >> (63 - (to & 63));
    if (w0 == w1)
        m0 &= m1;
    for (int line = first; line <= last; ++line) {
        quint64 *at = bits.data() + size_t(line) * size_t(words);
        at[w0] ^= m0;
        if (w1 != w0)
            at[w1] ^= m1;
    }
}

} // namespace

void TokenShadowcast::flipCells(int token)
{
    const QRect &f = (*m_footprints)[size_t(token)];
    const int width = m_grid->width();
    const int height = m_grid->height();
    flipRuns(m_bits[0][0], m_rowWords, f.top(), f.bottom(), f.left(), f.right());
    flipRuns(m_bits[0][1], m_rowWords, f.top(), f.bottom(), width - 1 - f.right(),
             width - 1 - f.left());
    flipRuns(m_bits[1][0], m_columnWords, f.left(), f.right(), f.top(), f.bottom());
    flipRuns(m_bits[1][1], m_columnWords, f.left(), f.right(), height - 1 - f.bottom(),
             height - 1 - f.top());
}

void TokenShadowcast::hide(int token)
{
    if (!m_clean[size_t(token)] || m_hidden[size_t(token)])
        return;
    m_hidden[size_t(token)] = 1;
    m_hiddenList.push_back(token);
    flipCells(token); // all set: a token cell is in every line of bits
}

void TokenShadowcast::reveal()
{
    for (const int token : m_hiddenList) {
        m_hidden[size_t(token)] = 0;
        flipCells(token);
    }
    m_hiddenList.clear();
}

bool TokenShadowcast::obstacleFrom(const Cast &cast, QPoint cell, const QRect &target,
                                   int column) const
{
    // Walked from the target back towards the cast's cell; the walk meets the same cells either
    // way (SightGrid::walk takes the open interiors the segment meets).
    bool hit = false;
    SightGrid::walk(cell.x(), cell.y(), cast.from.x(), cast.from.y(), [&](int x, int y) {
        const int i = cast.columnsAreX ? std::abs(x - cast.from.x()) : std::abs(y - cast.from.y());
        if (i < column)
            return false;
        if (!(m_grid->flags(x, y) & m_obstacles) || inside(target, x, y) ||
            inside(cast.source, x, y))
            return true;
        hit = true;
        return false;
    });
    return hit;
}

bool TokenShadowcast::decide(const Cast &cast, int token, const Gap &gap) const
{
    const QRect &target = (*m_footprints)[size_t(token)];
    for (int y = target.top(); y <= target.bottom(); ++y) {
        for (int x = target.left(); x <= target.right(); ++x) {
            const int dx = x - cast.from.x();
            const int dy = y - cast.from.y();
            const qint64 i = (cast.columnsAreX ? dx : dy) * cast.cd;
            const qint64 j = (cast.columnsAreX ? dy : dx) * cast.sd;
            // The gap's slopes are clear up to its column; the cells from there on are few.
            if (i < gap.column || j > cast.maxRow || gap.lowNum * i > j * gap.lowDen ||
                j * gap.highDen > gap.highNum * i)
                continue;
            if (i > gap.column && obstacleFrom(cast, {x, y}, target, gap.column))
                continue;
            if (m_hasWalls && m_grid->wallTouches(cast.from.x(), cast.from.y(), x, y))
                continue;
            cast.targets->reached(token, {x, y});
            return true;
        }
    }
    return false;
}

namespace
{

__extension__ typedef unsigned __int128 UInt128;

// A gap end for the next column: `num` / `den` with num (i + 1) = q den + r, 0 <= r < den,
// from a first guess q (off by a little) instead of a division.
void carry(qint64 num, qint64 den, qint64 nextColumn, qint64 q, qint32 &quotient, qint32 &remainder)
{
    qint64 r = num * nextColumn - q * den;
    while (r < 0) {
        r += den;
        --q;
    }
    while (r >= den) {
        r -= den;
        ++q;
    }
    quotient = qint32(q);
    remainder = qint32(r);
}

// One column on: the quotient and remainder of an end (num <= den: at most one carry).
void advance(qint32 &q, qint32 &r, qint32 num, qint32 den)
{
    r += num;
    const qint32 carried = r >= den ? 1 : 0;
    q += carried;
    r -= den & -carried;
}

} // namespace

namespace
{

// How many of the `limit` bits from bit `from` on are set (`ones`) or clear, before the first
// that is not.
int runLength(const quint64 *words, int from, int limit, bool ones)
{
    int run = 0;
    while (run < limit) {
        const int bit = from + run;
        quint64 w = words[bit >> 6] >> (bit & 63);
        if (ones)
            w = ~w;
        // Bits beyond the word's end read as the end of the run; the next word goes on.
        const int left = 64 - (bit & 63);
        const int n = w == 0 ? left : std::min(std::countr_zero(w), left);
        run += n;
        if (n < left)
            break;
    }
    return std::min(run, limit);
}

bool isPlain(const quint64 *line, int bit)
{
    return (line[bit >> 6] >> (bit & 63)) & 1;
}

} // namespace

bool TokenShadowcast::followWall(const Cast &cast, Gap &gap, int first, int row) const
{
    const qint32 i = gap.column;
    const qint64 j = row;
    // Cell (i, j) takes the open slopes ((2j - 1) / (2i + 1), (2j + 1) / (2i - 1)); it cuts the
    // gap (it lies in the rows that do). Nothing may be left above it, and something below.
    if (j < 1 || (2 * j + 1) * gap.highDen <= qint64(gap.highNum) * (2 * i - 1) ||
        qint64(gap.lowNum) * (2 * i + 1) > (2 * j - 1) * gap.lowDen)
        return false;
    // The columns after i where the same holds: the cell of row j is a plain obstacle, the rows
    // below it down to `first` (where the gap's rows start at i, and never lower later) are
    // empty, and the gap, narrowed to (2j - 1) / (2i' + 1), keeps its low end. Beyond i the
    // rows above j never meet the gap: cell j + 1's low slope (2j + 1) / (2i' + 1) is at least
    // the high end (2j - 1) / (2i' - 1) as j <= i'.
    int more = cast.maxColumn - i;
    if (gap.lowNum > 0)
        more = int(std::min<qint64>(
            more, ((2 * j - 1) * gap.lowDen - gap.lowNum) / (2 * qint64(gap.lowNum)) - i));
    const int fromBit = cast.crossBit0 + i + 1;
    auto crossLine = [&](const quint64 *lines, int r) {
        return lines + qint64(cast.s0 + r * cast.sd) * cast.crossWords;
    };
    if (more > 0)
        more = runLength(crossLine(cast.plainCrossLines, row), fromBit, more, true);
    if (more > 0 && more <= 64) {
        // Mostly: the rows below, 64 columns of each in one window, or'd.
        const int w = fromBit >> 6;
        const int shift = fromBit & 63;
        quint64 any = 0;
        for (int r = first; r < row; ++r) {
            const quint64 *line = crossLine(cast.crossLines, r);
            any |= quint64(((UInt128(line[w + 1]) << 64) | line[w]) >> shift);
        }
        if (any != 0)
            more = std::min(more, std::countr_zero(any));
    } else {
        for (int r = first; r < row && more > 0; ++r)
            more = runLength(crossLine(cast.crossLines, r), fromBit, more, false);
    }
    const qint32 last = i + more; // the last column narrowed by row j's wall
    gap.highNum = qint32(2 * j - 1);
    gap.highDen = 2 * last + 1;
    gap.column = last + 1;
    // (2j - 1)(i + 1) = (j - 1)(2i + 1) + (i + j)
    carry(gap.highNum, gap.highDen, gap.column, j - 1, gap.highQ, gap.highR);
    if (more == 0) {
        advance(gap.lowQ, gap.lowR, gap.lowNum, gap.lowDen);
    } else {
        const qint64 low = qint64(gap.lowNum) * gap.column;
        gap.lowQ = qint32(low / gap.lowDen);
        gap.lowR = qint32(low % gap.lowDen);
    }
    return true;
}

void TokenShadowcast::castThrough(const Cast &cast, const Gap &was, int first, int last,
                                  const quint64 *line, const quint64 *plain)
{
    // decide() and the pieces read the gap as it came to this column.
    const SightGrid &grid = *m_grid;
    const int width = grid.width();
    const qint32 i = was.column;
    const int columnAt = (cast.columnsAreX ? cast.from.x() : cast.from.y()) + i * cast.cd;
    const qint64 lowDen = 2 * qint64(i) + 1;  // of a cell's lowest slope
    const qint64 highDen = 2 * qint64(i) - 1; // of its highest
    // What is left of the gap starts at slope lowNum / lowDenNow: the gap's own low end until an
    // obstacle cuts it, then that obstacle's high end (of row lowRow).
    qint64 lowNum = was.lowNum;
    qint64 lowDenNow = was.lowDen;
    int lowRow = -1;
    bool open = true;
    bool cutting = true;
    // A piece of the gap up to highNum / highDenNow (the gap's own end with highRow -1, else the
    // low end of the obstacle in row highRow), with its quotients for column i + 1.
    auto keep = [&](qint64 highNum, qint64 highDenNow, int highRow) {
        Gap next{qint32(lowNum), qint32(lowDenNow), qint32(highNum), qint32(highDenNow), 0, 0, 0, 0,
                 i + 1};
        if (lowRow < 0) {
            next.lowQ = was.lowQ;
            next.lowR = was.lowR;
            advance(next.lowQ, next.lowR, next.lowNum, next.lowDen);
        } else {
            // (2j + 1)(i + 1) = (j + 1)(2i - 1) + (3j - i + 2)
            carry(lowNum, lowDenNow, i + 1, lowRow + 1, next.lowQ, next.lowR);
        }
        if (highRow < 0) {
            next.highQ = was.highQ;
            next.highR = was.highR;
            advance(next.highQ, next.highR, next.highNum, next.highDen);
        } else {
            // (2j - 1)(i + 1) = (j - 1)(2i + 1) + (i + j)
            carry(highNum, highDenNow, i + 1, highRow - 1, next.highQ, next.highR);
        }
        m_gaps.push_back(next);
    };
    // The obstacles of rows j0..j1 take together the open slopes ((2 j0 - 1) / (2i + 1),
    // (2 j1 + 1) / (2i - 1)): neighbours' open intervals overlap, so a run cuts the gap as its
    // cells would one by one, and nothing is left between them.
    auto cut = [&](qint64 j0, qint64 j1) {
        const qint64 blockLow = 2 * j0 - 1;
        const qint64 blockHigh = 2 * j1 + 1;
        if (blockLow * was.highDen >= qint64(was.highNum) * lowDen) {
            cutting = false; // starts at or after the gap's end, as all after it
            return;
        }
        if (blockHigh * lowDenNow <= lowNum * highDen)
            return; // ends at or before what is left
        if (lowNum * lowDen <= blockLow * lowDenNow)
            keep(blockLow, lowDen, int(j0));
        lowNum = blockHigh;
        lowDenNow = highDen;
        lowRow = int(j1);
        if (lowNum * was.highDen > qint64(was.highNum) * lowDenNow) {
            open = false;
            cutting = false;
        }
    };
    ++m_meeting;
    // Rows rise with j, a word of the column's bits at a time. Token cells (bits not plain) are
    // decided before this column's obstacles narrow the gap (decide() reads `was`); a token not
    // reached is tried again by the next gap that meets it, on the cells within that gap. A's own
    // cells never count; a token's cell that is an obstacle cuts like the plain ones.
    const int lo = cast.bit0 + first;
    const int hi = cast.bit0 + last;
    for (int w = lo >> 6; w <= hi >> 6; ++w) {
        quint64 mask = ~quint64(0);
        if (w == lo >> 6)
            mask &= ~quint64(0) << (lo & 63);
        if (w == hi >> 6)
            mask &= ~quint64(0) >> (63 - (hi & 63));
        quint64 cuts = plain[w] & mask;
        for (quint64 tokens = line[w] & mask & ~cuts; tokens != 0; tokens &= tokens - 1) {
            const int bit = (w << 6) + std::countr_zero(tokens);
            const int j = bit - cast.bit0;
            const int rowAt = cast.s0 + j * cast.sd;
            const int x = cast.columnsAreX ? columnAt : rowAt;
            const int y = cast.columnsAreX ? rowAt : columnAt;
            if (inside(cast.source, x, y))
                continue;
            const int token = (*m_owner)[size_t(y) * size_t(width) + size_t(x)];
            if (m_metIn[size_t(token)] != m_meeting) {
                m_metIn[size_t(token)] = m_meeting;
                // A token not wanted, or reached, is out of the casts until reveal().
                if (!cast.targets->wanted(token) || decide(cast, token, was))
                    hide(token);
            }
            if (grid.flags(x, y) & m_obstacles)
                cuts |= quint64(1) << (bit & 63);
        }
        while (cutting && cuts != 0) {
            const int start = std::countr_zero(cuts);
            const int run = std::countr_one(cuts >> start);
            const int j0 = (w << 6) + start - cast.bit0;
            cut(j0, j0 + run - 1);
            cuts = start + run >= 64 ? 0 : cuts & (~quint64(0) << (start + run));
        }
    }
    if (open)
        keep(was.highNum, was.highDen, -1);
}

void TokenShadowcast::cast(QPoint from, const QRect &source, const Octant &octant, int maxColumn,
                           int maxRow, Targets &targets)
{
    const SightGrid &grid = *m_grid;
    Cast cast;
    cast.from = from;
    cast.source = source;
    cast.columnsAreX = octant.xi != 0;
    cast.cd = cast.columnsAreX ? octant.xi : octant.yi;
    cast.sd = cast.columnsAreX ? octant.yj : octant.xj;
    cast.s0 = cast.columnsAreX ? from.y() : from.x();
    cast.targets = &targets;
    const int c0 = cast.columnsAreX ? from.x() : from.y();
    const int cLimit = cast.columnsAreX ? grid.width() : grid.height();
    const int sLimit = cast.columnsAreX ? grid.height() : grid.width();
    cast.maxColumn = std::min(cast.cd > 0 ? cLimit - 1 - c0 : c0, maxColumn);
    cast.maxRow = std::min(cast.sd > 0 ? sLimit - 1 - cast.s0 : cast.s0, maxRow);
    cast.bit0 = cast.sd > 0 ? cast.s0 : sLimit - 1 - cast.s0;
    if (cast.maxColumn < 1 || cast.maxRow < 0)
        return;
    const int words = cast.columnsAreX ? m_columnWords : m_rowWords;
    const quint64 *lines = m_bits[cast.columnsAreX ? 1 : 0][cast.sd > 0 ? 0 : 1].data();
    const qint64 lineStep = qint64(cast.cd) * words;
    const quint64 *line0 = lines + qint64(c0) * words;
    const int mirror = cast.sd > 0 ? 0 : 1;
    cast.plainLine0 = m_plain[cast.columnsAreX ? 1 : 0][mirror].data() + qint64(c0) * words;
    cast.lineStep = lineStep;
    cast.crossWords = cast.columnsAreX ? m_rowWords : m_columnWords;
    cast.crossLines = m_bits[cast.columnsAreX ? 0 : 1][cast.cd > 0 ? 0 : 1].data();
    cast.plainCrossLines = m_plain[cast.columnsAreX ? 0 : 1][cast.cd > 0 ? 0 : 1].data();
    cast.crossBit0 = cast.cd > 0 ? c0 : cLimit - 1 - c0;
    const int bit0 = cast.bit0;
    const qint32 maxColumnNow = cast.maxColumn;
    const qint32 maxRowNow = cast.maxRow;
    // The source's own cells never count, yet they fill the first columns of a big footprint's
    // casts: up to its last column they are masked out of the rows, so that a column holding
    // nothing else costs no castThrough().
    const int sourceC0 = cast.columnsAreX ? source.left() : source.top();
    const int sourceC1 = cast.columnsAreX ? source.right() : source.bottom();
    const int sourceS0 = cast.columnsAreX ? source.top() : source.left();
    const int sourceS1 = cast.columnsAreX ? source.bottom() : source.right();
    const qint32 sourceLastColumn = std::max((sourceC0 - c0) * cast.cd, (sourceC1 - c0) * cast.cd);
    const int sourceRow0 = std::min((sourceS0 - cast.s0) * cast.sd, (sourceS1 - cast.s0) * cast.sd);
    const int sourceRow1 = std::max((sourceS0 - cast.s0) * cast.sd, (sourceS1 - cast.s0) * cast.sd);

    // VisibilityField::castOctant's gaps, narrowed by the obstacles whose open slope interval
    // meets them; but each gap goes on alone (gaps never narrow each other), so that the many
    // columns where it meets no cell cost a word test each.
    m_gaps.clear();
    m_gaps.push_back({0, 1, 1, 1, 0, 0, 1, 0, 1});
    while (!m_gaps.empty()) {
        // The gap in plain locals, so that the column loop keeps it in registers.
        const Gap popped = m_gaps.back();
        m_gaps.pop_back();
        qint32 lowNum = popped.lowNum, lowDen = popped.lowDen;
        qint32 highNum = popped.highNum, highDen = popped.highDen;
        qint32 lowQ = popped.lowQ, lowR = popped.lowR, highQ = popped.highQ, highR = popped.highR;
        qint32 column = popped.column;
        while (column <= maxColumnNow) {
            // The rows whose cells' open interiors meet the gap: cell j's ends (2j - 1) / (2i + 1)
            // and (2j + 1) / (2i - 1) against low i = lowQ + lowR / lowDen and high i likewise.
            // They hold the target rows ceil(low i) .. floor(high i), and every cell that can cut
            // the gap; a cell beside them (a wall the gap runs along) needs no look.
            const int first = lowQ + (lowDen > 2 * lowR - lowNum ? 0 : 1);
            const int last = std::min(
                std::min(highQ + (highDen < 2 * highR + highNum ? 1 : 0), column), maxRowNow);
            if (first > maxRowNow)
                break; // a strip's gap has risen above it, for good
            const int length = last - first + 1;
            if (length > 0) {
                // Mostly a few rows: two words hold them, one test without a branch per word.
                const quint64 *line = line0 + column * lineStep;
                const int lo = bit0 + first;
                const int w = lo >> 6;
                const quint64 bits = quint64(((UInt128(line[w + 1]) << 64) | line[w]) >> (lo & 63));
                quint64 rows = length < 64 ? bits & ((quint64(1) << length) - 1) : bits;
                if (column <= sourceLastColumn && length < 64) {
                    const int s0 = std::max(sourceRow0 - first, 0);
                    const int s1 = std::min(sourceRow1 - first, length - 1);
                    if (s0 <= s1)
                        rows &= ~((~quint64(0) >> (63 - (s1 - s0))) << s0);
                }
                bool any = rows != 0;
                for (int v = w + 1, hi = bit0 + last; !any && length >= 64 && v <= hi >> 6; ++v)
                    any = (line[v] &
                           (v < hi >> 6 ? ~quint64(0) : ~quint64(0) >> (63 - (hi & 63)))) != 0;
                if (any) {
                    Gap gap{lowNum, lowDen, highNum, highDen, lowQ, lowR, highQ, highR, column};
                    // A wall the gap runs along, met column after column: no pieces to push.
                    if (length < 64 && rows == quint64(1) << (length - 1) &&
                        isPlain(cast.plainLine0 + column * lineStep, lo + length - 1) &&
                        followWall(cast, gap, first, last)) {
                        highNum = gap.highNum;
                        highDen = gap.highDen;
                        lowQ = gap.lowQ;
                        lowR = gap.lowR;
                        highQ = gap.highQ;
                        highR = gap.highR;
                        column = gap.column;
                        continue;
                    }
                    castThrough(cast, gap, first, last, line, cast.plainLine0 + column * lineStep);
                    break;
                }
            }
            advance(lowQ, lowR, lowNum, lowDen);
            advance(highQ, highR, highNum, highDen);
            ++column;
        }
    }
}
