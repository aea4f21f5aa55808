#include "session/encounterlistmodel.h"

#include "model/rulesetregistry.h"

#include <QDateTime>
#include <QLocale>
#include <QSet>
#include <QVariantMap>

namespace
{

QString rulesName(const QString &id)
{
    if (id.isEmpty())
        return {};
    const auto rules = RuleSetRegistry::instance().find(id);
    return rules ? rules->name : id;
}

// "just now", "12 min ago", "3 h ago", "yesterday 21:40", then a date: the GM's question is
// "which one did I touch last", not the second.
QString changeText(const QDateTime &when)
{
    if (!when.isValid())
        return {};
    const QDateTime now = QDateTime::currentDateTime();
    const qint64 seconds = when.secsTo(now);
    if (seconds >= 0 && seconds < 60)
        return EncounterListModel::tr("just now");
    if (seconds >= 0 && seconds < 3600)
        return EncounterListModel::tr("%1 min ago").arg(seconds / 60);
    if (seconds >= 0 && when.date() == now.date())
        return EncounterListModel::tr("%1 h ago").arg(seconds / 3600);
    const QLocale locale;
    if (when.date() == now.date().addDays(-1))
        return EncounterListModel::tr("yesterday %1")
            .arg(locale.toString(when.time(), QLocale::ShortFormat));
    return locale.toString(when.date(), QLocale::ShortFormat);
}

int tokenCount(const SessionFolder::Item &item)
{
    int total = 0;
    for (const auto &side : item.sides)
        total += side.tokens;
    return total;
}

} // namespace

EncounterListModel::EncounterListModel(QObject *parent) : QAbstractListModel(parent) {}

int EncounterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant EncounterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    const auto &item = row.item;
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return item.name;
    case FileRole:
        return item.file;
    case RulesIdRole:
        return item.rules;
    case RulesNameRole:
        return row.rulesName;
    case BoardTextRole:
        if (item.boardKind == QLatin1String("square"))
            return tr("%1 × %2").arg(item.width).arg(item.height);
        if (item.boardKind == QLatin1String("positions"))
            return tr("Combat Grid");
        return QString();
    case SidesRole: {
        QVariantList sides;
        for (const auto &side : item.sides)
            sides << QVariantMap{
                {QStringLiteral("name"), side.name.isEmpty() ? side.id : side.name},
                {QStringLiteral("tokens"), side.tokens}};
        return sides;
    }
    case SidesTextRole: {
        QStringList parts;
        for (const auto &side : item.sides)
            parts << QStringLiteral("%1 %2")
                         .arg(side.name.isEmpty() ? side.id : side.name)
                         .arg(side.tokens);
        return parts.join(QStringLiteral(" · "));
    }
    case TokenCountRole:
        return tokenCount(item);
    case LastChangeRole:
        return item.lastChange;
    case LastChangeTextRole:
        return changeText(item.lastChange);
    case DoneRole:
        return item.done;
    case CarryOverRole:
        return item.carryOver;
    case InOrderRole:
        return item.inOrder;
    case ErrorRole:
        return item.error;
    case BrokenRole:
        return !item.error.isEmpty();
    case ThumbnailRole:
        return row.thumbnail;
    case CurrentRole:
        return !m_currentFile.isEmpty() && item.file == m_currentFile;
    case SearchTextRole:
        return row.searchText;
    default:
        return {};
    }
}

QHash<int, QByteArray> EncounterListModel::roleNames() const
{
    return {{FileRole, "file"},
            {NameRole, "name"},
            {RulesIdRole, "rulesId"},
            {RulesNameRole, "rulesName"},
            {BoardTextRole, "boardText"},
            {SidesRole, "sides"},
            {SidesTextRole, "sidesText"},
            {TokenCountRole, "tokenCount"},
            {LastChangeRole, "lastChange"},
            {LastChangeTextRole, "lastChangeText"},
            {DoneRole, "done"},
            {CarryOverRole, "carryOver"},
            {InOrderRole, "inOrder"},
            {ErrorRole, "error"},
            {BrokenRole, "broken"},
            {ThumbnailRole, "thumbnail"},
            {CurrentRole, "current"},
            {SearchTextRole, "searchText"}};
}

Qt::ItemFlags EncounterListModel::flags(const QModelIndex &index) const
{
    return QAbstractListModel::flags(index) | Qt::ItemIsDragEnabled;
}

int EncounterListModel::rowOf(const QString &file) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].item.file == file)
            return i;
    }
    return -1;
}

QString EncounterListModel::fileAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].item.file : QString();
}

QStringList EncounterListModel::files() const
{
    QStringList list;
    for (const auto &row : m_rows)
        list << row.item.file;
    return list;
}

void EncounterListModel::setRows(QList<Row> rows)
{
    const int before = count();
    QSet<QString> wanted;
    for (const auto &row : std::as_const(rows))
        wanted.insert(row.item.file);
    // Gone first, from the end, so the rows left keep their indexes.
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (!wanted.contains(m_rows[i].item.file)) {
            beginRemoveRows({}, i, i);
            m_rows.removeAt(i);
            endRemoveRows();
        }
    }
    for (int i = 0; i < rows.size(); ++i) {
        Row &next = rows[i];
        next.rulesName = rulesName(next.item.rules);
        const int at = rowOf(next.item.file);
        if (at < 0) {
            beginInsertRows({}, i, i);
            m_rows.insert(i, next);
            endInsertRows();
            continue;
        }
        if (at != i) {
            // at > i always: the rows before i are already in place.
            beginMoveRows({}, at, at, {}, i);
            m_rows.move(at, i);
            endMoveRows();
        }
        Row &old = m_rows[i];
        // The same bytes give the same picture; a file changed since gets a new one. A change
        // may keep the modification time (a clock's tick, FAT's two seconds), so the bytes'
        // hash decides where both rows know it.
        const bool hashed = !old.contentHash.isEmpty() && !next.contentHash.isEmpty();
        const bool sameBytes = hashed ? old.contentHash == next.contentHash
                                      : old.item.lastChange == next.item.lastChange;
        if (next.thumbnail.isEmpty() && sameBytes && old.item.error == next.item.error)
            next.thumbnail = old.thumbnail;
        const bool same =
            old.item.name == next.item.name && old.item.rules == next.item.rules &&
            old.item.boardKind == next.item.boardKind && old.item.width == next.item.width &&
            old.item.height == next.item.height && old.item.sides == next.item.sides &&
            old.item.lastChange == next.item.lastChange && old.item.error == next.item.error &&
            old.item.done == next.item.done && old.item.carryOver == next.item.carryOver &&
            old.item.inOrder == next.item.inOrder && old.searchText == next.searchText &&
            old.thumbnail == next.thumbnail && old.contentHash == next.contentHash;
        if (!same) {
            old = next;
            Q_EMIT dataChanged(index(i), index(i));
        }
    }
    if (count() != before)
        Q_EMIT countChanged();
}

void EncounterListModel::setThumbnail(const QString &file, const QUrl &url)
{
    const int row = rowOf(file);
    if (row < 0 || m_rows[row].thumbnail == url)
        return;
    m_rows[row].thumbnail = url;
    Q_EMIT dataChanged(index(row), index(row), {ThumbnailRole});
}

void EncounterListModel::setCurrentFile(const QString &file)
{
    if (m_currentFile == file)
        return;
    const int oldRow = rowOf(m_currentFile);
    m_currentFile = file;
    const int newRow = rowOf(file);
    if (oldRow >= 0)
        Q_EMIT dataChanged(index(oldRow), index(oldRow), {CurrentRole});
    if (newRow >= 0)
        Q_EMIT dataChanged(index(newRow), index(newRow), {CurrentRole});
}

void EncounterListModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
    Q_EMIT countChanged();
}
