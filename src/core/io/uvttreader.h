#pragma once

#include "loaderror.h"
#include "model/encounter.h"
#include "model/limits.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <variant>

// A Universal VTT map (.dd2vtt, .df2vtt, .uvtt) read as a new encounter.
struct UvttImport {
    Encounter encounter;
    // Things the GM should know that did not stop the import, each "PATH: message".
    QStringList warnings;
    // True when the encounter is the one a Gridkeep export stored under the "gridkeep" key.
    bool restored = false;
};

// Reads Universal VTT files, format 0.2 and 0.3 (docs/file-format.md §12), into a square-board
// encounter: walls from `line_of_sight` and `objects_line_of_sight`, doors from `portals`, the
// image as the board's background, `lights` and `environment` kept under board.extra["uvtt"]
// for a later export. A pure function: it refuses a file it cannot read exactly, naming the
// JSON path, and never returns half an encounter.
class UvttReader
{
public:
    // A larger file is refused before it is read.
    static constexpr qint64 MaxFileBytes = Limits::MaxUvttFileBytes;
    // Wall segments and portals together.
    static constexpr qsizetype MaxSegments = Limits::MaxWallSegments;
    // QImageReader::setAllocationLimit while the image is checked: a bigger picture is refused.
    static constexpr int ImageAllocationLimitMb = Limits::ImageAllocationLimitMb;
    // A picture wider or taller than this is kept, with a warning (the app shows it scaled).
    static constexpr int LargeImageSide = 16384;
    // The rule set of an imported map unless the caller names another.
    static constexpr const char *DefaultRules = "paces";

    using Result = std::variant<UvttImport, LoadError>;

    // `rulesId` must name a square-board rule set; empty means DefaultRules, or the stored
    // encounter's own rule set when the file holds a Gridkeep export (then a different
    // non-empty `rulesId` is ignored with a warning).
    [[nodiscard]] static Result readFile(const QString &fileName, const QString &rulesId = {});
    // `fileName` names the encounter (its base name) and the errors; it is not opened.
    [[nodiscard]] static Result readBytes(const QByteArray &bytes, const QString &fileName = {},
                                          const QString &rulesId = {});

    // The picture format of encoded image bytes, from their first bytes: "png", "jpeg", "webp",
    // or empty when they are none of these.
    [[nodiscard]] static QByteArray imageFormat(const QByteArray &bytes);
};
