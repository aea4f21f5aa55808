#pragma once

#include "model/boardtemplate.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <optional>

class Encounter;

// A square board's "templates" list (docs/file-format.md §3.8), both ways. In the file every
// point is absolute, as it stood when the file was written: an anchored template's `x`, `y` are
// its token's footprint centre then, and its `tx`, `ty` are read back relative to that centre,
// which is how the model keeps them (BoardTemplate::reach).
class TemplateJson
{
public:
    // One entry, its unknown keys kept. `tokens` place anchored templates; one whose anchor names
    // no token is written where it last stood, without the anchor, so the file reads back.
    [[nodiscard]] static QJsonObject toJson(const BoardTemplate &tpl, const QList<Token> &tokens);
    [[nodiscard]] static QJsonArray toJson(const QList<BoardTemplate> &templates,
                                           const QList<Token> &tokens);
    // Reads the list for `encounter`, whose board and tokens must already be read. On a bad value
    // returns nullopt, with the path below "board.templates" in *where ("[2].shape", or empty
    // for the list itself) and the reason, "expected …, got …", in *error.
    [[nodiscard]] static std::optional<QList<BoardTemplate>>
    fromJson(const QJsonValue &json, const Encounter &encounter, QString *where, QString *error);
};
