#include "editing/boardmarks.h"

#include "document/encounterdocument.h"
#include "document/replaceboardlistcommand.h"
#include "edit/templateedit.h"
#include "model/fixedpoint.h"
#include "model/limits.h"

#include <QLineF>
#include <QUndoStack>
#include <algorithm>
#include <cmath>

namespace
{

template<typename Item> int indexOfId(const QList<Item> &items, const QString &id)
{
    for (int i = 0; i < items.size(); ++i) {
        if (items[i].id == id)
            return i;
    }
    return -1;
}

// "stem-N", the first N not taken among `items`.
template<typename Item> QString freshId(const QList<Item> &items, const QString &stem)
{
    for (int n = int(items.size()) + 1;; ++n) {
        const QString id = stem + QLatin1Char('-') + QString::number(n);
        if (indexOfId(items, id) < 0)
            return id;
    }
}

// Pushes `after` in place of the board's list as one step; false when nothing changed.
template<auto List, typename Items>
bool pushList(EncounterDocument *document, const SquareBoard *board, const Items &after,
              const QString &text)
{
    if (!board || after == board->*List)
        return false;
    document->undoStack()->push(
        new ReplaceBoardListCommand<List>(document, board->*List, after, text));
    return true;
}

} // namespace

BoardMarks::BoardMarks(QObject *parent) : QObject(parent) {}

void BoardMarks::setDocument(EncounterDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &BoardMarks::marksChanged);
        connect(m_document, &EncounterDocument::changed, this, &BoardMarks::marksChanged);
    }
    Q_EMIT marksChanged();
}

const SquareBoard *BoardMarks::board() const
{
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules ||
        !m_document->encounter().board.isSquare())
        return nullptr;
    return &m_document->encounter().board.square;
}

QVariantMap BoardMarks::pinRow(const MapPin &pin) const
{
    const Token *token = pin.token.isEmpty() ? nullptr : m_document->encounter().token(pin.token);
    return {{QStringLiteral("pinId"), pin.id},
            {QStringLiteral("cellX"), FixedPoint::toDouble(pin.x)},
            {QStringLiteral("cellY"), FixedPoint::toDouble(pin.y)},
            {QStringLiteral("title"), pin.title},
            {QStringLiteral("text"), pin.text},
            {QStringLiteral("shared"), pin.shared},
            {QStringLiteral("token"), pin.token},
            {QStringLiteral("tokenName"), token ? token->name : QString()},
            {QStringLiteral("handout"), pin.handout}};
}

QVariantMap BoardMarks::trapRow(const BoardTrap &trap)
{
    QRect box;
    int count = 0;
    for (const QRect &r : trap.region.rects) {
        box |= r;
        count += r.width() * r.height();
    }
    for (const QPoint &c : trap.region.cells) {
        box |= QRect(c, QSize(1, 1));
        ++count;
    }
    return {{QStringLiteral("trapId"), trap.id},
            {QStringLiteral("name"), trap.name},
            {QStringLiteral("trigger"), BoardTrap::triggerId(trap.trigger)},
            {QStringLiteral("hidden"), trap.hidden},
            {QStringLiteral("note"), trap.note},
            {QStringLiteral("left"), box.left()},
            {QStringLiteral("top"), box.top()},
            {QStringLiteral("right"), box.right() + 1},
            {QStringLiteral("bottom"), box.bottom() + 1},
            {QStringLiteral("cellCount"), count}};
}

QVariantList BoardMarks::pins() const
{
    QVariantList rows;
    if (const auto *b = board()) {
        for (const auto &pin : b->pins)
            rows << pinRow(pin);
    }
    return rows;
}

QVariantList BoardMarks::traps() const
{
    QVariantList rows;
    if (const auto *b = board()) {
        for (const auto &trap : b->traps)
            rows << trapRow(trap);
    }
    return rows;
}

QVariantList BoardMarks::tokenChoices() const
{
    QVariantList rows{
        QVariantMap{{QStringLiteral("id"), QString()}, {QStringLiteral("name"), tr("Nobody")}}};
    if (board()) {
        for (const auto &t : m_document->encounter().tokens)
            rows << QVariantMap{{QStringLiteral("id"), t.id}, {QStringLiteral("name"), t.name}};
    }
    return rows;
}

QString BoardMarks::addPin(double x, double y)
{
    const auto *b = board();
    if (!b || !std::isfinite(x) || !std::isfinite(y))
        return {};
    if (b->pins.size() >= Limits::MaxPins) {
        Q_EMIT refused(tr("The board holds as many pins as a file may."));
        return {};
    }
    MapPin pin;
    pin.id = freshId(b->pins, QStringLiteral("pin"));
    const MicroPoint at = TemplateEdit::clamped(*b, x, y);
    pin.x = at.x;
    pin.y = at.y;
    //: The title a new map pin starts with; %1 is its number.
    pin.title = tr("Note %1").arg(b->pins.size() + 1);
    auto after = b->pins;
    after << pin;
    return pushPins(after, tr("Place pin %1").arg(pin.title)) ? pin.id : QString();
}

bool BoardMarks::movePin(const QString &id, double x, double y)
{
    const auto *b = board();
    const int i = b ? indexOfId(b->pins, id) : -1;
    if (i < 0 || !std::isfinite(x) || !std::isfinite(y))
        return false;
    auto after = b->pins;
    const MicroPoint at = TemplateEdit::clamped(*b, x, y);
    after[i].x = at.x;
    after[i].y = at.y;
    return pushPins(after, tr("Move pin %1").arg(after[i].title));
}

bool BoardMarks::editPin(const QString &id, const QString &title, const QString &text, bool shared,
                         const QString &token, const QString &handout)
{
    const auto *b = board();
    const int i = b ? indexOfId(b->pins, id) : -1;
    const QString name = title.trimmed();
    if (i < 0 || name.isEmpty())
        return false;
    if (name.size() > Limits::MaxNoteChars || text.size() > Limits::MaxNoteChars) {
        Q_EMIT refused(tr("A pin's title and text may have at most %1 characters each.")
                           .arg(Limits::MaxNoteChars));
        return false;
    }
    auto after = b->pins;
    after[i].title = name;
    after[i].text = text;
    after[i].shared = shared;
    after[i].token = token;
    after[i].handout = handout;
    return pushPins(after, tr("Edit pin %1").arg(name));
}

bool BoardMarks::removePin(const QString &id)
{
    const auto *b = board();
    const int i = b ? indexOfId(b->pins, id) : -1;
    if (i < 0)
        return false;
    auto after = b->pins;
    const QString title = after.takeAt(i).title;
    return pushPins(after, tr("Remove pin %1").arg(title));
}

QString BoardMarks::pinAt(double x, double y) const
{
    const auto *b = board();
    if (!b)
        return {};
    QString best;
    double nearest = PinReach;
    for (const auto &pin : b->pins) {
        const double d =
            QLineF(FixedPoint::toDouble(pin.x), FixedPoint::toDouble(pin.y), x, y).length();
        if (d <= nearest) {
            nearest = d;
            best = pin.id;
        }
    }
    return best;
}

QVariantMap BoardMarks::pin(const QString &id) const
{
    const auto *b = board();
    const int i = b ? indexOfId(b->pins, id) : -1;
    return i < 0 ? QVariantMap() : pinRow(b->pins[i]);
}

QString BoardMarks::addTrap(int x0, int y0, int x1, int y1)
{
    const auto *b = board();
    if (!b)
        return {};
    const QRect box = QRect(QPoint(std::min(x0, x1), std::min(y0, y1)),
                            QPoint(std::max(x0, x1), std::max(y0, y1)))
                          .intersected(QRect(0, 0, b->width, b->height));
    if (box.isEmpty())
        return {};
    if (b->traps.size() >= Limits::MaxTraps) {
        Q_EMIT refused(tr("The board holds as many traps as a file may."));
        return {};
    }
    BoardTrap trap;
    trap.id = freshId(b->traps, QStringLiteral("trap"));
    //: The name a new trap starts with; %1 is its number.
    trap.name = tr("Trap %1").arg(b->traps.size() + 1);
    if (box.width() == 1 && box.height() == 1) {
        trap.region.cells << box.topLeft();
        trap.region.hasCells = true;
    } else {
        trap.region.rects << box;
    }
    auto after = b->traps;
    after << trap;
    return pushTraps(after, tr("Lay trap %1").arg(trap.name)) ? trap.id : QString();
}

bool BoardMarks::editTrap(const QString &id, const QString &name, const QString &trigger,
                          bool hidden, const QString &note)
{
    const auto *b = board();
    const int i = b ? indexOfId(b->traps, id) : -1;
    const QString title = name.trimmed();
    if (i < 0 || title.isEmpty())
        return false;
    if (title.size() > Limits::MaxNoteChars || note.size() > Limits::MaxNoteChars) {
        Q_EMIT refused(tr("A trap's name and note may have at most %1 characters each.")
                           .arg(Limits::MaxNoteChars));
        return false;
    }
    auto after = b->traps;
    BoardTrap &t = after[i];
    if (trigger == QLatin1String("enter"))
        t.trigger = BoardTrap::Trigger::Enter;
    else if (trigger == QLatin1String("cross"))
        t.trigger = BoardTrap::Trigger::Cross;
    else if (trigger == QLatin1String("turn"))
        t.trigger = BoardTrap::Trigger::Turn;
    else
        return false;
    t.name = title;
    t.hidden = hidden;
    t.note = note;
    return pushTraps(after, tr("Edit trap %1").arg(title));
}

bool BoardMarks::removeTrap(const QString &id)
{
    const auto *b = board();
    const int i = b ? indexOfId(b->traps, id) : -1;
    if (i < 0)
        return false;
    auto after = b->traps;
    const QString name = after.takeAt(i).name;
    return pushTraps(after, tr("Remove trap %1").arg(name));
}

QString BoardMarks::trapAt(int x, int y) const
{
    const auto *b = board();
    if (!b)
        return {};
    for (auto it = b->traps.crbegin(); it != b->traps.crend(); ++it) {
        if (it->covers(x, y))
            return it->id;
    }
    return {};
}

QVariantMap BoardMarks::trap(const QString &id) const
{
    const auto *b = board();
    const int i = b ? indexOfId(b->traps, id) : -1;
    return i < 0 ? QVariantMap() : trapRow(b->traps[i]);
}

bool BoardMarks::pushPins(const QList<MapPin> &after, const QString &text)
{
    return pushList<&SquareBoard::pins>(m_document, board(), after, text);
}

bool BoardMarks::pushTraps(const QList<BoardTrap> &after, const QString &text)
{
    return pushList<&SquareBoard::traps>(m_document, board(), after, text);
}
