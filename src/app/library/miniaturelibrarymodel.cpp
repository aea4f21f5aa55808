#include "library/miniaturelibrarymodel.h"

#include "document/encounterdocument.h"
#include "io/creaturefolder.h"
#include "io/creaturereader.h"
#include "io/creaturewriter.h"
#include "library/creaturetokens.h"
#include "library/miniaturecatalogue.h"
#include "model/rulesetregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QSet>

namespace
{

// "goblin_chief-2" → "Goblin chief 2": a file name read as a display name.
const QString UserCreaturePrefix = QStringLiteral("creature:");
const QString SessionCreaturePrefix = QStringLiteral("session-creature:");

QString nameFromFileName(const QString &path)
{
    QString name = QFileInfo(path).completeBaseName();
    name.replace(QLatin1Char('_'), QLatin1Char(' '));
    name.replace(QLatin1Char('-'), QLatin1Char(' '));
    name = name.simplified();
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

} // namespace

MiniatureLibraryModel::MiniatureLibraryModel(QObject *parent)
    : QAbstractListModel(parent), m_dataDirectory(MiniatureStore::defaultDataDirectory())
{
    reload();
}

int MiniatureLibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant MiniatureLibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Miniature *entry = miniature(m_rows.at(index.row()));
    if (!entry)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return entry->name;
    case MiniatureIdRole:
        return entry->id;
    case SizeRole:
        if (entry->creature) {
            if (const auto *block = entry->creature->block(m_rulesId))
                return block->size;
        }
        return entry->size;
    case ImageUrlRole:
        return entry->imageUrl();
    case BuiltInRole:
        return entry->builtIn;
    case SideRole:
        return entry->side;
    case TagsRole:
        return entry->tags;
    case StatsRole:
        return entry->statsFor(m_rulesId).toVariantMap();
    case StatsTextRole:
        return entry->creature ? creatureStatsText(*entry) : statsText(entry->statsFor(m_rulesId));
    case CreatureRole:
        return entry->isCreature();
    case InSessionRole:
        return entry->inSession;
    case HasStatsRole:
        return !entry->creature || entry->creature->block(m_rulesId) != nullptr;
    case RuleSetsRole:
        return entry->creature ? QStringList(entry->creature->blocks.keys()) : QStringList();
    default:
        return {};
    }
}

QHash<int, QByteArray> MiniatureLibraryModel::roleNames() const
{
    return {{MiniatureIdRole, "miniatureId"},
            {NameRole, "name"},
            {SizeRole, "size"},
            {ImageUrlRole, "imageUrl"},
            {BuiltInRole, "builtIn"},
            {SideRole, "side"},
            {TagsRole, "tags"},
            {StatsRole, "stats"},
            {StatsTextRole, "statsText"},
            {CreatureRole, "creature"},
            {InSessionRole, "inSession"},
            {HasStatsRole, "hasStats"},
            {RuleSetsRole, "ruleSets"}};
}

void MiniatureLibraryModel::setFilter(const QString &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    syncRows();
    Q_EMIT filterChanged();
}

void MiniatureLibraryModel::setDataDirectory(const QString &directory)
{
    if (directory == m_dataDirectory)
        return;
    m_dataDirectory = directory;
    reload();
    Q_EMIT dataDirectoryChanged();
}

void MiniatureLibraryModel::resetDataDirectory()
{
    setDataDirectory(MiniatureStore::defaultDataDirectory());
}

void MiniatureLibraryModel::setSessionFolder(const QString &folder)
{
    if (folder == m_sessionFolder)
        return;
    m_sessionFolder = folder;
    reload();
    Q_EMIT sessionFolderChanged();
}

void MiniatureLibraryModel::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    reload();
    Q_EMIT languageChanged();
}

QString MiniatureLibraryModel::creatureDirectory() const
{
    return QDir(m_dataDirectory).filePath(QStringLiteral("creatures"));
}

QString MiniatureLibraryModel::sessionCreatureDirectory() const
{
    return m_sessionFolder.isEmpty() ? QString()
                                     : QDir(m_sessionFolder).filePath(QStringLiteral("creatures"));
}

void MiniatureLibraryModel::setRulesId(const QString &rulesId)
{
    if (rulesId == m_rulesId)
        return;
    m_rulesId = rulesId;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1),
                           {SizeRole, StatsRole, StatsTextRole, HasStatsRole});
    Q_EMIT rulesIdChanged();
}

const Miniature *MiniatureLibraryModel::miniature(const QString &id) const
{
    const auto it = m_indexOfId.constFind(id);
    return it == m_indexOfId.constEnd() ? nullptr : &m_all.at(*it);
}

QString MiniatureLibraryModel::addFromImage(const QUrl &url)
{
    if (!url.isLocalFile()) {
        setErrorString(tr("%1: only image files on this computer can become miniatures")
                           .arg(url.toDisplayString()));
        return {};
    }
    const QString path = url.toLocalFile();
    QImageReader reader(path);
    if (!reader.canRead()) {
        setErrorString(
            tr("%1: not an image Gridkeep can read").arg(QDir::toNativeSeparators(path)));
        return {};
    }

    Miniature miniature;
    miniature.name = nameFromFileName(path);
    if (miniature.name.isEmpty())
        miniature.name = tr("Miniature");
    QString slug = Miniature::slug(miniature.name);
    miniature.id =
        uniqueId(QStringLiteral("user-") + (slug.isEmpty() ? QStringLiteral("miniature") : slug));
    QString error;
    miniature.imagePath = m_store.importImage(path, miniature.id, &error);
    if (miniature.imagePath.isEmpty()) {
        setErrorString(error);
        return {};
    }
    QList<Miniature> user = userMiniatures();
    user << miniature;
    if (!saveUser(user)) {
        m_store.removeImage(miniature.imagePath);
        return {};
    }
    m_all.insert(user.size() - 1, miniature);
    rebuildIndex();
    syncRows();
    return miniature.id;
}

bool MiniatureLibraryModel::update(const QString &id, const QVariantMap &fields)
{
    const Miniature *current = miniature(id);
    if (!current) {
        setErrorString(tr("No miniature \"%1\"").arg(id));
        return false;
    }
    if (current->builtIn) {
        setErrorString(tr("%1 is built in and cannot be changed").arg(current->name));
        return false;
    }
    if (current->creature) {
        // A creature's picture and numbers come from a token ("Save as creature"); here only
        // what the library shows of it.
        Creature creature = *current->creature;
        for (auto it = fields.constBegin(); it != fields.constEnd(); ++it) {
            if (it.key() == QLatin1String("name")) {
                creature.name = it.value().toString().simplified();
                if (creature.name.isEmpty()) {
                    setErrorString(tr("A creature needs a name"));
                    return false;
                }
            } else if (it.key() == QLatin1String("side")) {
                creature.side = it.value().toString();
            } else if (it.key() == QLatin1String("tags")) {
                creature.tags.clear();
                for (const QString &tag : it.value().toStringList()) {
                    if (!tag.trimmed().isEmpty() && !creature.tags.contains(tag.trimmed()))
                        creature.tags << tag.trimmed();
                }
            } else {
                setErrorString(
                    tr("A creature's %1 comes from a token: use Save as creature").arg(it.key()));
                return false;
            }
        }
        if (!writeCreature(creature, current->creatureFile))
            return false;
        reload();
        return true;
    }
    Miniature changed = *current;
    QString newImageSource;
    for (auto it = fields.constBegin(); it != fields.constEnd(); ++it) {
        const QString &key = it.key();
        const QVariant &value = it.value();
        if (key == QLatin1String("name")) {
            const QString name = value.toString().simplified();
            if (name.isEmpty()) {
                setErrorString(tr("A miniature needs a name"));
                return false;
            }
            changed.name = name;
        } else if (key == QLatin1String("size")) {
            bool ok = false;
            const int size = value.toInt(&ok);
            if (!ok || size < 1) {
                setErrorString(tr("size: expected a whole number, 1 or more"));
                return false;
            }
            changed.size = size;
        } else if (key == QLatin1String("side")) {
            changed.side = value.toString();
        } else if (key == QLatin1String("tags")) {
            QStringList tags;
            for (const QString &tag : value.toStringList()) {
                if (!tag.trimmed().isEmpty())
                    tags << tag.trimmed();
            }
            changed.tags = tags;
        } else if (key == QLatin1String("stats")) {
            const QJsonObject stats = QJsonObject::fromVariantMap(value.toMap());
            for (auto rules = stats.begin(); rules != stats.end(); ++rules) {
                if (!rules.value().isObject()) {
                    setErrorString(tr("stats.%1: expected an object of stats").arg(rules.key()));
                    return false;
                }
            }
            changed.stats = stats;
        } else if (key == QLatin1String("image")) {
            const QUrl url = value.toUrl();
            if (!url.isLocalFile() || !QImageReader(url.toLocalFile()).canRead()) {
                setErrorString(tr("%1: not an image Gridkeep can read").arg(url.toDisplayString()));
                return false;
            }
            newImageSource = url.toLocalFile();
        } else {
            setErrorString(tr("A miniature has no field \"%1\"").arg(key));
            return false;
        }
    }

    const QString oldImage = changed.imagePath;
    if (!newImageSource.isEmpty()) {
        QString error;
        changed.imagePath = m_store.importImage(newImageSource, id, &error);
        if (changed.imagePath.isEmpty()) {
            setErrorString(error);
            return false;
        }
    }
    QList<Miniature> user = userMiniatures();
    const int at = m_indexOfId.value(id);
    user[at] = changed;
    if (!saveUser(user)) {
        if (!newImageSource.isEmpty())
            m_store.removeImage(changed.imagePath);
        return false;
    }
    if (!newImageSource.isEmpty())
        m_store.removeImage(oldImage);
    m_all[at] = changed;
    const int row = indexOf(id);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row));
    syncRows(); // a new name or tags may match the filter differently
    return true;
}

bool MiniatureLibraryModel::remove(const QString &id)
{
    const Miniature *current = miniature(id);
    if (!current) {
        setErrorString(tr("No miniature \"%1\"").arg(id));
        return false;
    }
    if (current->builtIn) {
        setErrorString(tr("%1 is built in and cannot be removed").arg(current->name));
        return false;
    }
    if (current->creature) {
        QFile file(current->creatureFile);
        if (!file.remove()) {
            setErrorString(
                tr("%1: cannot remove the creature (%2)")
                    .arg(QDir::toNativeSeparators(current->creatureFile), file.errorString()));
            return false;
        }
        reload();
        return true;
    }
    const QString image = current->imagePath;
    QList<Miniature> user = userMiniatures();
    const int at = m_indexOfId.value(id);
    user.removeAt(at);
    if (!saveUser(user))
        return false;
    m_store.removeImage(image);
    m_all.removeAt(at);
    rebuildIndex();
    syncRows();
    return true;
}

void MiniatureLibraryModel::reload()
{
    const int before = count();
    beginResetModel();
    m_store = MiniatureStore(QDir(m_dataDirectory).filePath(QStringLiteral("miniatures")));
    const MiniatureStore::LoadResult stored = m_store.load();
    const MiniatureCatalogue::Result catalogue = MiniatureCatalogue::load(m_language);
    m_storeDamaged = stored.damaged;

    m_all = stored.miniatures;
    // docs/file-format.md §16.2: the session's creatures first (this evening's), then the GM's.
    QStringList creatureErrors;
    m_all << readCreatures(sessionCreatureDirectory(), true, &creatureErrors);
    m_all << readCreatures(creatureDirectory(), false, &creatureErrors);
    // A user id that a newer catalogue also uses: the GM's miniature wins, the built-in hides.
    QSet<QString> ids;
    for (const Miniature &miniature : std::as_const(m_all))
        ids.insert(miniature.id);
    for (const Miniature &miniature : catalogue.miniatures) {
        if (!ids.contains(miniature.id))
            m_all << miniature;
    }
    rebuildIndex();
    m_rows.clear();
    for (const Miniature &miniature : std::as_const(m_all)) {
        if (miniature.matches(m_filter))
            m_rows << miniature.id;
    }
    endResetModel();

    QStringList errors;
    if (!stored.error.isEmpty())
        errors << tr("Your miniatures could not all be read, and nothing was changed: %1")
                      .arg(stored.error);
    if (!catalogue.error.isEmpty())
        errors << tr("Built-in miniatures: %1").arg(catalogue.error);
    for (const QString &error : std::as_const(creatureErrors))
        errors << tr("A creature file was skipped: %1").arg(error);
    setErrorString(errors.join(QLatin1Char('\n')));
    if (count() != before)
        Q_EMIT countChanged();
}

void MiniatureLibraryModel::clearError()
{
    setErrorString({});
}

int MiniatureLibraryModel::userCount() const
{
    // The GM's own miniatures come first; creatures and built-ins after them.
    int n = 0;
    while (n < m_all.size() && !m_all.at(n).builtIn && !m_all.at(n).creature)
        ++n;
    return n;
}

QList<Miniature> MiniatureLibraryModel::readCreatures(const QString &folder, bool inSession,
                                                      QStringList *errors) const
{
    QList<Miniature> out;
    if (folder.isEmpty())
        return out;
    const CreatureFolder::Scan scan = CreatureFolder::scan(folder);
    *errors << scan.errors;
    for (const auto &entry : scan.creatures) {
        Miniature m;
        m.id = (inSession ? SessionCreaturePrefix : UserCreaturePrefix) + entry.id;
        m.name = entry.creature.name;
        m.size = entry.creature.blocks.isEmpty() ? 1 : entry.creature.blocks.first().size;
        m.side = entry.creature.side;
        m.tags = entry.creature.tags;
        m.creature = entry.creature;
        m.creatureFile = entry.filePath;
        m.inSession = inSession;
        out << m;
    }
    return out;
}

QString MiniatureLibraryModel::creatureStatsText(const Miniature &miniature) const
{
    const Creature &creature = *miniature.creature;
    const auto *block = creature.block(m_rulesId);
    if (!block) {
        const QStringList have = creature.blocks.keys();
        return have.isEmpty() ? tr("No stats yet")
                              : tr("No %1 stats (has %2): its tokens get the name and picture only")
                                    .arg(m_rulesId, have.join(QStringLiteral(", ")));
    }
    std::shared_ptr<const RuleSet> rules;
    if (!m_rulesId.isEmpty())
        rules = RuleSetRegistry::instance().find(m_rulesId);
    QString text = CreatureTokens::describe(*block, rules.get());
    if (!block->notes.isEmpty())
        text += QLatin1Char('\n') + block->notes;
    return text;
}

bool MiniatureLibraryModel::writeCreature(const Creature &creature, const QString &path)
{
    // Only what the reader takes back is written, so a save never makes a file the library
    // would then skip.
    CreatureReader check;
    if (!check.readBytes(CreatureWriter::toBytes(creature), QFileInfo(path).fileName())) {
        setErrorString(tr("The creature cannot be saved: %1").arg(check.error().toString()));
        return false;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        setErrorString(tr("%1: cannot create the folder")
                           .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath())));
        return false;
    }
    CreatureWriter writer;
    if (!writer.writeFile(creature, path)) {
        setErrorString(writer.errorString());
        return false;
    }
    return true;
}

QString MiniatureLibraryModel::creatureNameFor(const QString &tokenName) const
{
    return CreatureTokens::baseName(tokenName);
}

QString MiniatureLibraryModel::existingCreature(const QString &name, bool inSession) const
{
    const QString id = (inSession ? SessionCreaturePrefix : UserCreaturePrefix) +
                       Miniature::slug(name.simplified());
    return contains(id) ? id : QString();
}

QString MiniatureLibraryModel::saveCreature(EncounterDocument *document, const QString &tokenId,
                                            const QString &name, bool inSession)
{
    const Token *token = document ? document->encounter().token(tokenId) : nullptr;
    if (!token) {
        setErrorString(tr("No token \"%1\" to save as a creature").arg(tokenId));
        return {};
    }
    const Encounter &encounter = document->encounter();
    const QString creatureName =
        name.simplified().isEmpty() ? CreatureTokens::baseName(token->name) : name.simplified();
    const QString fileId = Miniature::slug(creatureName);
    if (creatureName.isEmpty() || fileId.isEmpty()) {
        setErrorString(tr("A creature needs a name with a letter or a digit"));
        return {};
    }
    if (!CreatureReader::isRulesId(encounter.rulesId)) {
        setErrorString(tr("This encounter has no rule set to save stats for"));
        return {};
    }
    const QString folder = inSession ? sessionCreatureDirectory() : creatureDirectory();
    if (folder.isEmpty()) {
        setErrorString(tr("No session folder is open: the creature can go to your library"));
        return {};
    }
    const QString libraryId = (inSession ? SessionCreaturePrefix : UserCreaturePrefix) + fileId;
    // A creature of that name keeps its other rule sets, tags and unknown keys.
    const Miniature *existing = miniature(libraryId);
    Creature creature = existing && existing->creature ? *existing->creature : Creature();
    creature.name = creatureName;
    creature.side = token->side;
    if (!token->portrait.isEmpty())
        creature.portrait = token->portrait;
    creature.blocks.insert(encounter.rulesId,
                           CreatureTokens::blockFromToken(*token, encounter.rules.get()));
    const QString path = QDir(folder).filePath(CreatureFolder::fileName(fileId));
    if (!writeCreature(creature, path))
        return {};
    reload();
    return libraryId;
}

QString MiniatureLibraryModel::uniqueId(const QString &base) const
{
    QString id = base;
    for (int n = 2; m_indexOfId.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

QString MiniatureLibraryModel::statsText(const QJsonObject &stats)
{
    QStringList parts;
    for (auto it = stats.begin(); it != stats.end(); ++it) {
        const QJsonValue value = it.value();
        if (it.key() == QLatin1String("zoc") && value.isBool()) {
            if (!value.toBool())
                parts << tr("no ZoC");
            continue;
        }
        QString text;
        if (value.isDouble())
            text = QString::number(value.toDouble());
        else if (value.isBool())
            text = value.toBool() ? tr("yes") : tr("no");
        else if (value.isString())
            text = value.toString();
        else if (value.isArray())
            text = value.toVariant().toStringList().join(QStringLiteral(", "));
        else
            continue;
        parts << QStringLiteral("%1 %2").arg(it.key(), text);
    }
    return parts.join(QStringLiteral(" · "));
}

bool MiniatureLibraryModel::saveUser(const QList<Miniature> &user)
{
    QString notice;
    if (m_storeDamaged) {
        QString error;
        const QString copy = m_store.keepDamagedCopy(&error);
        if (copy.isEmpty()) {
            setErrorString(error);
            return false;
        }
        notice = tr("The damaged miniature file was kept as %1; the miniatures that could not be "
                    "read are not in the new one.")
                     .arg(QDir::toNativeSeparators(copy));
    }
    QString error;
    if (!m_store.save(user, &error)) {
        setErrorString(error);
        return false;
    }
    if (m_storeDamaged) {
        m_storeDamaged = false;
        setErrorString(notice);
    }
    return true;
}

void MiniatureLibraryModel::syncRows()
{
    QStringList wanted;
    for (const Miniature &miniature : std::as_const(m_all)) {
        if (miniature.matches(m_filter))
            wanted << miniature.id;
    }
    if (wanted == m_rows)
        return;
    const QSet<QString> keep(wanted.cbegin(), wanted.cend());
    // Remove from the bottom, a contiguous run at a time.
    for (int row = int(m_rows.size()) - 1; row >= 0;) {
        if (keep.contains(m_rows.at(row))) {
            --row;
            continue;
        }
        int first = row;
        while (first > 0 && !keep.contains(m_rows.at(first - 1)))
            --first;
        beginRemoveRows({}, first, row);
        m_rows.remove(first, row - first + 1);
        endRemoveRows();
        row = first - 1;
    }
    // What is left is in wanted's order (m_all's order never changes for the rows kept), so
    // the missing ones are inserted where they belong, a contiguous run at a time.
    for (int row = 0; row < wanted.size();) {
        if (row < m_rows.size() && m_rows.at(row) == wanted.at(row)) {
            ++row;
            continue;
        }
        int last = row;
        const QString next = row < m_rows.size() ? m_rows.at(row) : QString();
        while (last + 1 < wanted.size() && wanted.at(last + 1) != next)
            ++last;
        beginInsertRows({}, row, last);
        for (int i = row; i <= last; ++i)
            m_rows.insert(i, wanted.at(i));
        endInsertRows();
        row = last + 1;
    }
    Q_ASSERT(m_rows == wanted);
    Q_EMIT countChanged();
}

void MiniatureLibraryModel::rebuildIndex()
{
    m_indexOfId.clear();
    for (int i = 0; i < m_all.size(); ++i)
        m_indexOfId.insert(m_all.at(i).id, i);
}

void MiniatureLibraryModel::setErrorString(const QString &error)
{
    if (error == m_errorString)
        return;
    m_errorString = error;
    Q_EMIT errorStringChanged();
}
