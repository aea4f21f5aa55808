#include "editing/encountereditor.h"

#include "document/addremovetokenscommand.h"
#include "document/encounterdocument.h"
#include "document/replacecombatcommand.h"
#include "document/replaceinfocommand.h"
#include "document/replacelightscommand.h"
#include "document/replacenotescommand.h"
#include "document/replacetokenscommand.h"
#include "edit/lightedit.h"
#include "edit/tokenedit.h"
#include "library/miniature.h"
#include "library/miniaturelibrarymodel.h"
#include "library/miniaturetokenfactory.h"
#include "model/fixedpoint.h"
#include "model/limits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUndoStack>
#include <algorithm>
#include <cmath>

namespace
{

QString jsonText(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return value.toVariant().toString();
}

} // namespace

EncounterEditor::EncounterEditor(QObject *parent) : QObject(parent) {}

void EncounterEditor::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    }
    m_document = document;
    if (m_document) {
        auto *stack = m_document->undoStack();
        for (auto signal : {&QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged})
            connect(stack, signal, this, &EncounterEditor::undoStateChanged);
        connect(stack, &QUndoStack::undoTextChanged, this, &EncounterEditor::undoStateChanged);
        connect(stack, &QUndoStack::redoTextChanged, this, &EncounterEditor::undoStateChanged);
        connect(m_document, &EncounterDocument::encounterReset, this, [this] {
            Q_EMIT choicesChanged();
            invalidateDetails();
        });
        // Every edit, of tokens, board or sides, may change what details() shows.
        connect(m_document, &EncounterDocument::changed, this, &EncounterEditor::invalidateDetails);
    }
    Q_EMIT documentChanged();
    Q_EMIT undoStateChanged();
    Q_EMIT choicesChanged();
    invalidateDetails();
}

void EncounterEditor::invalidateDetails()
{
    m_details.reset();
    Q_EMIT detailsChanged();
}

QVariantMap EncounterEditor::details() const
{
    if (!m_details) {
        QVariantMap all;
        if (m_document) {
            for (const Token &token : m_document->encounter().tokens)
                all.insert(token.id, tokenDetails(token.id));
        }
        m_details = std::move(all);
    }
    return *m_details;
}

bool EncounterEditor::canUndo() const
{
    return m_document && m_document->undoStack()->canUndo();
}

bool EncounterEditor::canRedo() const
{
    return m_document && m_document->undoStack()->canRedo();
}

QString EncounterEditor::undoText() const
{
    return m_document ? m_document->undoStack()->undoText() : QString();
}

QString EncounterEditor::redoText() const
{
    return m_document ? m_document->undoStack()->redoText() : QString();
}

void EncounterEditor::undo()
{
    if (m_document)
        m_document->undoStack()->undo();
}

void EncounterEditor::redo()
{
    if (m_document)
        m_document->undoStack()->redo();
}

QVariantList EncounterEditor::conditionChoices() const
{
    QVariantList choices;
    if (!m_document || !m_document->encounter().rules)
        return choices;
    for (const auto &condition : m_document->encounter().rules->conditions)
        choices << QVariantMap{{QStringLiteral("id"), condition.id},
                               {QStringLiteral("name"), condition.name},
                               {QStringLiteral("suppressesZoc"), condition.suppressesZoc}};
    return choices;
}

int EncounterEditor::defaultReach() const
{
    return m_document && m_document->encounter().rules ? m_document->encounter().rules->defaultReach
                                                       : 1;
}

bool EncounterEditor::fitsOnMap(const Token &token) const
{
    const auto &board = m_document->encounter().board;
    return board.isSquare() && TokenEdit::fitsOnMap(token, board.square);
}

bool EncounterEditor::levelExistsAt(const QString &position, const QString &level) const
{
    const auto &encounter = m_document->encounter();
    return !encounter.board.isSquare() && encounter.rules &&
           TokenEdit::levelExistsAt(encounter.board.positions, *encounter.rules, position, level);
}

bool EncounterEditor::canPlace(const QString &tokenId, int x, int y) const
{
    if (!m_document)
        return false;
    const auto &encounter = m_document->encounter();
    const auto *token = encounter.token(tokenId);
    return token && encounter.board.isSquare() &&
           TokenEdit::fitsOnMap(*token, {x, y}, encounter.board.square);
}

bool EncounterEditor::canPlaceAt(const QString &tokenId, const QString &position,
                                 const QString &level) const
{
    return m_document && m_document->encounter().token(tokenId) && levelExistsAt(position, level);
}

QVariantList EncounterEditor::levelsAt(const QString &position) const
{
    QVariantList levels;
    if (!m_document || !m_document->encounter().rules || m_document->encounter().board.isSquare())
        return levels;
    const auto &encounter = m_document->encounter();
    for (const auto &level :
         TokenEdit::levelsAt(encounter.board.positions, *encounter.rules, position))
        levels << QVariantMap{{QStringLiteral("id"), level.id},
                              {QStringLiteral("name"), level.name}};
    return levels;
}

bool EncounterEditor::editTokens(const QStringList &tokenIds, const QString &text,
                                 const std::function<bool(Token &)> &edit,
                                 EncounterChange::Kind kind)
{
    if (!m_document || !m_document->isLoaded())
        return false;
    const auto &encounter = m_document->encounter();
    QList<ReplaceTokensCommand::Change> changes;
    for (const auto &id : tokenIds) {
        const int index = encounter.tokenIndex(id);
        if (index < 0)
            continue;
        const Token &before = encounter.tokens.at(index);
        Token after = before;
        if (!edit(after))
            return false;
        if (after != before)
            changes.append({index, before, after});
    }
    if (changes.isEmpty())
        return false;
    QString label = text;
    if (changes.size() == 1)
        label = label.arg(changes.first().before.name.isEmpty() ? changes.first().before.id
                                                                : changes.first().before.name);
    else
        label = label.arg(tr("%n tokens", nullptr, int(changes.size())));
    m_document->undoStack()->push(new ReplaceTokensCommand(m_document, changes, kind, label));
    return true;
}

QString EncounterEditor::tokenAt(int x, int y) const
{
    if (!m_document || !m_document->encounter().board.isSquare())
        return {};
    const auto &tokens = m_document->encounter().tokens;
    const int index = TokenEdit::tokenAt(tokens, {x, y});
    return index >= 0 ? tokens.at(index).id : QString();
}

bool EncounterEditor::moveToken(const QString &tokenId, int x, int y)
{
    if (!canPlace(tokenId, x, y)) {
        if (m_document && m_document->encounter().token(tokenId))
            Q_EMIT refused(tr("The token must stay on the map."));
        return false;
    }
    return editTokens(
        {tokenId}, tr("Move %1"),
        [&](Token &token) {
            token.x = x;
            token.y = y;
            return true;
        },
        EncounterChange::Kind::TokenMoved);
}

bool EncounterEditor::moveTokens(const QStringList &tokenIds, int dx, int dy)
{
    if (!m_document || !m_document->encounter().board.isSquare())
        return false;
    bool leavesMap = false;
    const bool ok = editTokens(
        tokenIds, tr("Move %1"),
        [&](Token &token) {
            token.x += dx;
            token.y += dy;
            leavesMap = !fitsOnMap(token);
            return !leavesMap;
        },
        EncounterChange::Kind::TokenMoved);
    if (leavesMap)
        Q_EMIT refused(tr("The tokens must stay on the map."));
    return ok;
}

bool EncounterEditor::placeToken(const QString &tokenId, const QString &position,
                                 const QString &level)
{
    if (!canPlaceAt(tokenId, position, level)) {
        if (m_document && m_document->encounter().token(tokenId))
            Q_EMIT refused(tr("That level does not exist at this position."));
        return false;
    }
    return editTokens(
        {tokenId}, tr("Move %1"),
        [&](Token &token) {
            token.position = position;
            token.level = level;
            return true;
        },
        EncounterChange::Kind::TokenMoved);
}

bool EncounterEditor::insertNewToken(Token token, const QString &text)
{
    auto *stack = m_document->undoStack();
    // Every token names a side of the file (docs/file-format.md §5). A map with none, such as
    // one imported from another tool, first gets the two a new encounter starts with, in the
    // same undo step; a file written otherwise could not be opened again.
    const bool addSides = m_document->encounter().sides.isEmpty();
    if (addSides) {
        stack->beginMacro(text);
        const auto &e = m_document->encounter();
        pushInfo(e.name, EncounterDocument::startingSides(), e.allies, text);
        token.side = EncounterDocument::startingSides().constFirst().id;
    }
    const int index = int(m_document->encounter().tokens.size());
    QList<AddRemoveTokensCommand::Row> rows{{index, std::move(token)}};
    stack->push(
        new AddRemoveTokensCommand(m_document, AddRemoveTokensCommand::Action::Add, rows, text));
    if (addSides)
        stack->endMacro();
    return true;
}

QString EncounterEditor::addMiniature(MiniatureLibraryModel *library, const QString &miniatureId,
                                      int x, int y, const QString &side)
{
    if (!m_document || !library || !m_document->encounter().board.isSquare())
        return {};
    const auto *miniature = library->miniature(miniatureId);
    if (!miniature)
        return {};
    Token token = MiniatureTokenFactory::create(*miniature, m_document->encounter(), side);
    // Dropped near an edge, a big miniature is pulled back onto the map.
    const auto anchor =
        TokenEdit::clampOntoMap(token, {x, y}, m_document->encounter().board.square);
    if (!anchor) {
        Q_EMIT refused(tr("%1 is too big for this map.").arg(miniature->name));
        return {};
    }
    token.x = anchor->x();
    token.y = anchor->y();
    insertNewToken(token, tr("Add %1").arg(token.name));
    return token.id;
}

QString EncounterEditor::addMiniatureAt(MiniatureLibraryModel *library, const QString &miniatureId,
                                        const QString &position, const QString &level,
                                        const QString &side)
{
    if (!m_document || !library || m_document->encounter().board.isSquare())
        return {};
    const auto *miniature = library->miniature(miniatureId);
    if (!miniature || !levelExistsAt(position, level))
        return {};
    Token token = MiniatureTokenFactory::create(*miniature, m_document->encounter(), side);
    token.position = position;
    token.level = level;
    insertNewToken(token, tr("Add %1").arg(token.name));
    return token.id;
}

QStringList EncounterEditor::duplicateTokens(const QStringList &tokenIds)
{
    if (!m_document || !m_document->isLoaded())
        return {};
    Encounter scratch = m_document->encounter(); // so each copy sees the copies before it
    QList<AddRemoveTokensCommand::Row> rows;
    QStringList newIds;
    for (const auto &id : tokenIds) {
        const auto *original = scratch.token(id);
        if (!original)
            continue;
        Token copy = *original;
        QString base = copy.id;
        base.remove(QRegularExpression(QStringLiteral("-\\d+$")));
        copy.id = MiniatureTokenFactory::uniqueTokenId(base, scratch);
        if (scratch.board.isSquare()) {
            // Next to the original, clear of the copies made before it; on a full map, on
            // top of it.
            if (const auto anchor =
                    TokenEdit::freeAnchorNear(copy, scratch.tokens, scratch.board.square)) {
                copy.x = anchor->x();
                copy.y = anchor->y();
            }
        }
        rows.append({int(scratch.tokens.size()), copy});
        scratch.tokens.append(copy);
        newIds << copy.id;
        // A copy of a torch-bearer carries its own torch.
        if (scratch.board.isSquare()) {
            for (const int i : LightEdit::carriedBy(scratch.board.square, id)) {
                Light light = scratch.board.square.lights[i];
                light.id = LightEdit::freeId(scratch.board.square);
                light.token = copy.id;
                scratch.board.square.lights << light;
            }
        }
    }
    if (rows.isEmpty())
        return {};
    const QString text = rows.size() == 1 ? tr("Duplicate %1").arg(rows.first().token.name)
                                          : tr("Duplicate %n tokens", nullptr, int(rows.size()));
    auto *add =
        new AddRemoveTokensCommand(m_document, AddRemoveTokensCommand::Action::Add, rows, text);
    const auto before = ReplaceLightsCommand::stateOf(*m_document);
    if (!m_document->encounter().board.isSquare() || scratch.board.square.lights == before.lights) {
        m_document->undoStack()->push(add);
        return newIds;
    }
    // The tokens first, then the lights that name them; undo takes them away in reverse.
    auto after = before;
    after.lights = scratch.board.square.lights;
    auto *stack = m_document->undoStack();
    stack->beginMacro(text);
    stack->push(add);
    stack->push(new ReplaceLightsCommand(m_document, before, after, text));
    stack->endMacro();
    return newIds;
}

bool EncounterEditor::removeTokens(const QStringList &tokenIds)
{
    if (!m_document || !m_document->isLoaded())
        return false;
    const auto &encounter = m_document->encounter();
    QList<AddRemoveTokensCommand::Row> rows;
    for (const auto &id : tokenIds) {
        const int index = encounter.tokenIndex(id);
        if (index >= 0 && std::none_of(rows.cbegin(), rows.cend(),
                                       [&](const auto &row) { return row.index == index; }))
            rows.append({index, encounter.tokens.at(index)});
    }
    if (rows.isEmpty())
        return false;
    const QString text = rows.size() == 1 ? tr("Delete %1").arg(rows.first().token.name)
                                          : tr("Delete %n tokens", nullptr, int(rows.size()));
    auto *remove =
        new AddRemoveTokensCommand(m_document, AddRemoveTokensCommand::Action::Remove, rows, text);
    // The lights the tokens carry go with them in the same step: the reader refuses a light whose
    // carrier is missing (docs/file-format.md §3.7). Before the tokens, so that undo puts the
    // tokens back before the lights that name them.
    QStringList ids;
    for (const auto &row : rows)
        ids << row.token.id;
    ReplaceLightsCommand *lights = nullptr;
    if (encounter.board.isSquare()) {
        const auto before = ReplaceLightsCommand::stateOf(*m_document);
        auto after = before;
        after.lights = LightEdit::withoutCarried(encounter.board.square, ids).lights;
        if (after != before)
            lights = new ReplaceLightsCommand(m_document, before, after, text);
    }
    if (!encounter.combat && !lights) {
        m_document->undoStack()->push(remove);
        return true;
    }
    auto *stack = m_document->undoStack();
    stack->beginMacro(text);
    if (encounter.combat) {
        // Mid-fight, the combatants go with their tokens in the same step, so the saved file
        // never names a token that is not there.
        auto combat = *encounter.combat;
        for (const auto &row : rows)
            combat.forget(row.token.id);
        stack->push(new ReplaceCombatCommand(m_document, encounter.combat, combat, {}, text));
    }
    if (lights)
        stack->push(lights);
    stack->push(remove);
    stack->endMacro();
    return true;
}

bool EncounterEditor::rotateFacing(const QStringList &tokenIds, double degrees)
{
    return editTokens(tokenIds, tr("Turn %1"), [&](Token &token) {
        token.facing = std::fmod(std::fmod(token.facing + degrees, 360.0) + 360.0, 360.0);
        return true;
    });
}

bool EncounterEditor::setCondition(const QStringList &tokenIds, const QString &condition, bool on)
{
    const QString text = on ? tr("Add %1 to %2").arg(condition, QStringLiteral("%1"))
                            : tr("Remove %1 from %2").arg(condition, QStringLiteral("%1"));
    return editTokens(tokenIds, text, [&](Token &token) {
        if (on && !token.conditions.contains(condition))
            token.conditions << condition;
        else if (!on)
            token.conditions.removeAll(condition);
        return true;
    });
}

bool EncounterEditor::setSide(const QStringList &tokenIds, const QString &side)
{
    if (!m_document || !m_document->encounter().side(side))
        return false;
    return editTokens(tokenIds, tr("Change side of %1"), [&](Token &token) {
        token.side = side;
        return true;
    });
}

bool EncounterEditor::setHidden(const QStringList &tokenIds, bool hidden)
{
    return editTokens(tokenIds, hidden ? tr("Hide %1") : tr("Reveal %1"), [&](Token &token) {
        token.hidden = hidden;
        return true;
    });
}

bool EncounterEditor::setZoc(const QStringList &tokenIds, bool zoc)
{
    return editTokens(tokenIds, zoc ? tr("Give %1 a ZoC weapon") : tr("Take ZoC from %1"),
                      [&](Token &token) {
                          token.zoc = zoc;
                          return true;
                      });
}

bool EncounterEditor::setReach(const QStringList &tokenIds, int reach)
{
    return editTokens(tokenIds, tr("Change reach of %1"), [&](Token &token) {
        if (reach < 0)
            token.reach.reset();
        else
            token.reach = reach;
        return true;
    });
}

bool EncounterEditor::setTokenField(const QString &tokenId, const QString &field,
                                    const QVariant &value)
{
    const auto number = value.toDouble();
    const auto finite = std::isfinite(number);
    return editTokens({tokenId}, tr("Edit %1"), [&](Token &token) {
        if (field == QLatin1String("name")) {
            token.name = value.toString().trimmed();
        } else if (field == QLatin1String("size")) {
            Token resized = token;
            resized.size = value.toInt();
            if (resized.size < 1 || resized.size > 4 ||
                (token.position.isEmpty() && !fitsOnMap(resized)))
                return false;
            token.size = resized.size;
        } else if (field == QLatin1String("speed") && finite && number >= 0) {
            token.speed = number;
        } else if (field == QLatin1String("movement") && finite) {
            if (number < 0)
                token.movement.reset();
            else
                token.movement = number;
        } else if (field == QLatin1String("agility") && finite) {
            token.agility = number;
        } else if (field == QLatin1String("facing") && finite) {
            token.facing = std::fmod(std::fmod(number, 360.0) + 360.0, 360.0);
        } else if (field == QLatin1String("altitude") && finite && number >= 0) {
            token.altitudeMicrometres = FixedPoint::fromDouble(number);
        } else if (field == QLatin1String("stance")) {
            token.stance = value.toString().trimmed();
        } else if (field == QLatin1String("fillsPosition")) {
            token.fillsPosition = value.toBool();
        } else if (field == QLatin1String("showName")) {
            token.showName = value.toBool();
        } else if (field == QLatin1String("notes")) {
            token.notes = value.toString();
        } else if (field == QLatin1String("height") && finite &&
                   number <= Limits::MaxSightHeightMeters) {
            // From its feet to its eyes (docs/rules.md §13): above 0, or below 0 for the rule
            // set's eye height per size, as the file leaves it out (file-format §3.12).
            if (number < 0)
                token.heightMicrometres.reset();
            else if (FixedPoint::fromDouble(number) > 0)
                token.heightMicrometres = FixedPoint::fromDouble(number);
            else
                return false;
        } else if (field == QLatin1String("darkvision") && finite && number >= 0 &&
                   number <= Limits::MaxLightRadius) {
            // In cells, exact to a micro-cell as the file keeps it (docs/rules.md §8.2).
            token.darkvision = FixedPoint::fromDouble(number);
        } else {
            return false;
        }
        return true;
    });
}

bool EncounterEditor::setTokenStat(const QString &tokenId, const QString &stat,
                                   const QVariant &value)
{
    if (stat.isEmpty())
        return false;
    const QString text = value.toString().trimmed().replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double number = text.toDouble(&ok);
    if (!text.isEmpty() && (!ok || !std::isfinite(number)))
        return false;
    //: An undo step: %1 is the token, %2 the stat, e.g. "Edit Goblin's armor".
    const QString step = tr("Edit %1's %2").arg(QStringLiteral("%1"), stat);
    return editTokens({tokenId}, step, [&](Token &token) {
        if (text.isEmpty())
            token.stats.remove(stat);
        else
            token.stats.insert(stat, number);
        return true;
    });
}

QVariantList EncounterEditor::statChoices() const
{
    QVariantList out;
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules)
        return out;
    for (const auto &stat : m_document->encounter().rules->combat.stats)
        out << QVariantMap{{QStringLiteral("id"), stat.id}, {QStringLiteral("name"), stat.name}};
    return out;
}

bool EncounterEditor::setEncounterNotes(const QString &notes)
{
    if (!m_document || !m_document->isLoaded() || notes == m_document->notes())
        return false;
    m_document->undoStack()->push(
        new ReplaceNotesCommand(m_document, m_document->notes(), notes, 0));
    return true;
}

bool EncounterEditor::pushInfo(const QString &name, const QList<Side> &sides,
                               const QList<QPair<QString, QString>> &allies, const QString &text)
{
    const auto &encounter = m_document->encounter();
    if (name == encounter.name && sides == encounter.sides && allies == encounter.allies)
        return false;
    m_document->undoStack()->push(
        new ReplaceInfoCommand(m_document, {encounter.name, encounter.sides, encounter.allies},
                               {name, sides, allies}, text));
    return true;
}

bool EncounterEditor::setEncounterName(const QString &name)
{
    if (!m_document || !m_document->isLoaded() || name.trimmed().isEmpty())
        return false;
    const auto &e = m_document->encounter();
    return pushInfo(name.trimmed(), e.sides, e.allies, tr("Rename encounter"));
}

QString EncounterEditor::addSide(const QString &name)
{
    if (!m_document || !m_document->isLoaded())
        return {};
    const auto &e = m_document->encounter();
    const QString shown = name.trimmed().isEmpty() ? tr("New side") : name.trimmed();
    QString base = shown.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (base.isEmpty())
        base = QStringLiteral("side");
    QString id = base;
    for (int n = 2; e.side(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    auto sides = e.sides;
    sides.append(Side{id, shown, {}, {}});
    pushInfo(e.name, sides, e.allies, tr("Add side %1").arg(shown));
    return id;
}

bool EncounterEditor::renameSide(const QString &sideId, const QString &name)
{
    if (!m_document || name.trimmed().isEmpty())
        return false;
    const auto &e = m_document->encounter();
    auto sides = e.sides;
    for (auto &side : sides) {
        if (side.id == sideId) {
            side.name = name.trimmed();
            return pushInfo(e.name, sides, e.allies, tr("Rename side %1").arg(side.name));
        }
    }
    return false;
}

bool EncounterEditor::setSideColor(const QString &sideId, const QColor &color)
{
    if (!m_document || !color.isValid())
        return false;
    const auto &e = m_document->encounter();
    auto sides = e.sides;
    for (auto &side : sides) {
        if (side.id == sideId) {
            side.color = color;
            return pushInfo(e.name, sides, e.allies, tr("Recolour side %1").arg(side.name));
        }
    }
    return false;
}

bool EncounterEditor::removeSide(const QString &sideId)
{
    if (!m_document || !m_document->encounter().side(sideId))
        return false;
    const auto &e = m_document->encounter();
    const bool used = std::any_of(e.tokens.cbegin(), e.tokens.cend(),
                                  [&](const Token &token) { return token.side == sideId; });
    if (used || e.sides.size() <= 1) {
        Q_EMIT refused(used ? tr("Move or delete the side's tokens first.")
                            : tr("An encounter keeps at least one side."));
        return false;
    }
    auto sides = e.sides;
    sides.removeIf([&](const Side &side) { return side.id == sideId; });
    auto allies = e.allies;
    allies.removeIf(
        [&](const auto &pair) { return pair.first == sideId || pair.second == sideId; });
    return pushInfo(e.name, sides, allies, tr("Remove side %1").arg(e.side(sideId)->name));
}

bool EncounterEditor::areAllied(const QString &sideA, const QString &sideB) const
{
    return m_document && m_document->encounter().areAllied(sideA, sideB);
}

bool EncounterEditor::setAllied(const QString &sideA, const QString &sideB, bool allied)
{
    if (!m_document || sideA == sideB || !m_document->encounter().side(sideA) ||
        !m_document->encounter().side(sideB))
        return false;
    const auto &e = m_document->encounter();
    auto allies = e.allies;
    allies.removeIf([&](const auto &pair) {
        return (pair.first == sideA && pair.second == sideB) ||
               (pair.first == sideB && pair.second == sideA);
    });
    if (allied)
        allies.append({sideA, sideB});
    return pushInfo(
        e.name, e.sides, allies,
        allied ? tr("Ally %1 with %2").arg(e.side(sideA)->name, e.side(sideB)->name)
               : tr("End the alliance of %1 and %2").arg(e.side(sideA)->name, e.side(sideB)->name));
}

QVariantMap EncounterEditor::tokenDetails(const QString &tokenId) const
{
    if (!m_document)
        return {};
    const auto &encounter = m_document->encounter();
    const auto *token = encounter.token(tokenId);
    if (!token)
        return {};
    const auto *side = encounter.side(token->side);
    QVariantMap details{
        {QStringLiteral("id"), token->id},
        {QStringLiteral("name"), token->name},
        {QStringLiteral("side"), token->side},
        {QStringLiteral("sideName"), side ? side->name : token->side},
        {QStringLiteral("x"), token->x},
        {QStringLiteral("y"), token->y},
        {QStringLiteral("position"), token->position},
        {QStringLiteral("level"), token->level},
        {QStringLiteral("size"), token->footprint()},
        {QStringLiteral("altitude"), FixedPoint::toDouble(token->altitudeMicrometres)},
        {QStringLiteral("zoc"), token->zoc},
        {QStringLiteral("reach"), token->reach.value_or(-1)},
        {QStringLiteral("effectiveReach"), token->reachOr(defaultReach())},
        {QStringLiteral("speed"), token->speed},
        {QStringLiteral("movement"), token->movement.value_or(-1)},
        {QStringLiteral("agility"), token->agility},
        {QStringLiteral("facing"), token->facing},
        {QStringLiteral("conditions"), token->conditions},
        {QStringLiteral("hidden"), token->hidden},
        {QStringLiteral("fillsPosition"), token->fillsPosition},
        {QStringLiteral("stance"), token->stance},
        {QStringLiteral("showName"), token->showName},
        {QStringLiteral("notes"), token->notes},
        {QStringLiteral("darkvision"), FixedPoint::toDouble(token->darkvision)},
        // Feet to eyes in meters (docs/rules.md §13), -1 when the rule set's applies: then
        // autoEyeHeight, its eye height per size times the token's size.
        {QStringLiteral("eyeHeight"),
         token->heightMicrometres ? FixedPoint::toDouble(*token->heightMicrometres) : -1.0},
        {QStringLiteral("autoEyeHeight"),
         encounter.rules ? FixedPoint::toDouble(encounter.rules->eyeHeightPerSizeMicrometres *
                                                token->footprint())
                         : 0.0},
        {QStringLiteral("stats"),
         [&] {
             QVariantMap stats;
             for (auto it = token->stats.begin(); it != token->stats.end(); ++it)
                 stats.insert(it.key(), it.value());
             return stats;
         }()},
        {QStringLiteral("square"), encounter.board.isSquare()},
    };
    // Keys the format does not know (a miniature's rule-set stats), shown read-only.
    QVariantList extra;
    const auto addRow = [&extra](const QString &key, const QJsonValue &value) {
        extra << QVariantMap{{QStringLiteral("key"), key},
                             {QStringLiteral("value"), jsonText(value)}};
    };
    for (auto it = token->extra.constBegin(); it != token->extra.constEnd(); ++it) {
        if (it.key() == QLatin1String("stats") && it.value().isObject()) {
            const auto stats = it.value().toObject();
            for (auto stat = stats.constBegin(); stat != stats.constEnd(); ++stat)
                addRow(stat.key(), stat.value());
        } else {
            addRow(it.key(), it.value());
        }
    }
    details.insert(QStringLiteral("extra"), extra);
    return details;
}
