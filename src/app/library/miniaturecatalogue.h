#pragma once

#include "library/miniature.h"

#include <QList>
#include <QString>

// Reads the built-in miniatures from resources/miniatures/catalogue.json (bundled as
// :/miniatures/catalogue.json). The file ships with the program, so a fault in it is a bug:
// it is reported and the good entries are still used.
namespace MiniatureCatalogue
{

inline const QString ResourcePath = QStringLiteral(":/miniatures/catalogue.json");

struct Result {
    QList<Miniature> miniatures;
    QString error; // empty when every entry was read
};

// Image names in the catalogue are relative to the catalogue's folder. Names and tags come in
// `language` ("de", "fr"; the app's active language, which the caller passes) where the
// catalogue's "texts" table has them (docs/rules.md §11 reads rule sets the same way), so a
// German GM searches "Riese" and drops a "Riese"; English, or a language the table lacks,
// keeps the catalogue's own words.
[[nodiscard]] Result load(const QString &language, const QString &path = ResourcePath);

} // namespace MiniatureCatalogue
