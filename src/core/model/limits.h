#pragma once

#include <QtGlobal>

// The largest encounter Gridkeep reads (docs/file-format.md §14). Every limit is checked while
// reading, before the engine sees the file, so a hostile or broken file is refused with a clear
// message instead of exhausting memory or hanging an analysis. Each value is far above what a
// hand-built or imported map needs; the reasons are in the comments and in §14.
namespace Limits
{

// An .encounter file larger than this is refused before it is read into memory. The largest
// background (MaxImageBytes) is 86 MB as base64; the rest of a full 1000×1000 board with 2000
// tokens fits in the remainder. Reading JSON takes several times the file's size in memory, so
// this also keeps a load below about a gigabyte.
inline constexpr qint64 MaxFileBytes = 128LL * 1024 * 1024;
// A Universal VTT file larger than this is refused before it is read: its picture (base64) plus,
// for a Gridkeep export, the whole encounter under "gridkeep" (docs/file-format.md §12.5).
inline constexpr qint64 MaxUvttFileBytes = 256LL * 1024 * 1024;

// Heights of sight over heights (docs/rules.md §13): terrain heights, wall tops, token heights
// and light heights, in meters. Elevations share the general number bound; these stay far
// below it so that every product of a height and a segment's parameter fits 128 bits with room.
inline constexpr double MaxSightHeightMeters = 100'000;

// Cells of a square board: per-cell layers (terrain, elevation, lighting, fog) and the movement
// fields are arrays of this size.
inline constexpr int MaxBoardCells = 1'000'000;

// Tokens in one encounter. The engine keeps results per pair of tokens (zones of control, sight),
// so memory and time grow with the square of this number.
inline constexpr int MaxTokens = 2000;

// A token's `size` (its footprint is size × size cells) and `reach` (its zone of control in
// cells). The engine walks every footprint and zone cell by cell for each token: a colossus of
// 32 × 32 is far above any rule set's largest creature (the editor offers 1 to 4), and a reach
// of 100 far above any weapon's.
inline constexpr int MaxTokenSize = 32;
inline constexpr int MaxReach = 100;

// Sides, and entries of `allies` (every pair of sides at most once). The engine asks "are these
// enemies?" for each pair of tokens, and the answer scans `allies`.
inline constexpr int MaxSides = 32;
inline constexpr int MaxAllies = MaxSides * (MaxSides - 1) / 2;

// Conditions on one token: they are looked up for each pair of tokens.
inline constexpr int MaxConditionsPerToken = 64;

// Wall segments (.encounter `board.walls`; UVTT walls and portals together). Line of sight tests
// each sight line against the walls it crosses.
inline constexpr int MaxWallSegments = 200'000;

// Cells named by one layer's entries, counted with repeats (each rect counts its width × height):
// terrain, elevation, lighting, and each fog list. Loading paints every one of them, so without a
// cap a small file repeating one large rect could take minutes. 16 full boards' worth.
inline constexpr qint64 MaxLayerCells = 16LL * MaxBoardCells;

// `meters` FIELD and ZONE areas (docs/file-format.md §3.6): each may cover up to (2r + 1)² cells,
// and every token is tested against each.
inline constexpr int MaxAreas = 256;
inline constexpr int MaxAreaRadius = 1000;

// Lights (docs/file-format.md §3.7): each light's pool covers up to (2 dim + 1)² cells and
// tests a line to each, so their pools together may cover at most MaxLayerCells cells (counted
// on the map, with repeats), and a cell's light counts stay within 16 bits.
inline constexpr int MaxLights = 1000;
inline constexpr int MaxLightRadius = 1000;

// Templates (docs/file-format.md §3.8): each is tested cell by cell over its box, with a line
// to each cell while walls block, so their boxes together may cover at most MaxLayerCells cells
// (counted on the map, with repeats). A radius, width, side or length of 1000 cells is far above
// any spell's.
inline constexpr int MaxTemplates = 256;
inline constexpr int MaxTemplateSize = 1000;

// Map pins and traps (docs/file-format.md §3.9). Each pin is drawn and searched, each trap is
// tested against every step of every path; the GM places a handful. A pin's or trap's texts are
// read aloud or shown in a card, so a page of text is far more than any needs.
inline constexpr int MaxPins = 1000;
inline constexpr int MaxTraps = 1000;
inline constexpr int MaxNoteChars = 20'000;

// Drawings (docs/file-format.md §3.10): each is painted with the board, so their points together
// stay few enough to paint in a frame; a long freehand stroke has a few hundred. A stroke is at
// most two cells wide, and a text's letters at most ten cells high.
inline constexpr int MaxDrawings = 2000;
inline constexpr int MaxDrawingPoints = 5000;         // in one stroke
inline constexpr int MaxBoardDrawingPoints = 100'000; // in all of a board's drawings
inline constexpr int MaxDrawingWidth = 2;             // cells
inline constexpr int MaxDrawingTextHeight = 10;       // cells

// Handouts (docs/file-format.md §3.11, §15): an evening's letters, maps and cards are a few
// dozen; each remembers its last showings, enough for any campaign's history. A picture is
// within MaxImageBytes like the background.
inline constexpr int MaxHandouts = 500;
inline constexpr int MaxHandoutShowings = 100;
inline constexpr int MaxHandoutPathChars = 1000;

// Entries of the combat log (docs/file-format.md §10): a long fight writes a few thousand.
inline constexpr int MaxCombatLogEntries = 100'000;

// The session file of a folder of encounters (docs/file-format.md §15): its size, the files of
// its running order and the characters of its roster. A session is a few dozen encounters and a
// party of a handful; these are far above that, and each entry costs only its own size.
inline constexpr qint64 MaxSessionFileBytes = 16LL * 1024 * 1024;
inline constexpr int MaxSessionEncounters = 10'000;
inline constexpr int MaxRosterEntries = 1000;

// An embedded picture (background or portrait, a data: URL), as decoded bytes.
inline constexpr qint64 MaxImageBytes = 64LL * 1024 * 1024;
// The decoded pixels of a picture, in MB (QImageReader's allocation limit; 4 bytes a pixel):
// 256 MB is an 8192 × 8192 picture. It is Qt's own default, which the app decodes pictures
// under, so a picture the reader accepts is one the app can show; and a small file that
// decodes to a bigger picture is refused from its header, before seconds of decoding.
inline constexpr int ImageAllocationLimitMb = 256;

} // namespace Limits
