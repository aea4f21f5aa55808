#include "player/handoutshelf.h"

#include "document/encounterdocument.h"
#include "document/replacehandoutscommand.h"
#include "io/dataurl.h"
#include "io/pngbytes.h"
#include "model/limits.h"
#include "session/sessionworkspace.h"

#include <QBuffer>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageReader>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUndoStack>
#include <algorithm>

namespace
{

// The formats a handout picture may have, as QImageReader names them.
bool isHandoutFormat(const QByteArray &format)
{
    return format == "png" || format == "jpeg" || format == "jpg" || format == "webp";
}

QString cacheKey(const Handout &h)
{
    return h.id + QLatin1Char('\n') + QString::number(qHash(h.image)) + QLatin1Char('\n') +
           QString::number(h.image.size());
}

} // namespace

HandoutShelf::HandoutShelf(QObject *parent) : QAbstractListModel(parent) {}

void HandoutShelf::setDocument(EncounterDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &HandoutShelf::reload);
        connect(m_document, &EncounterDocument::handoutsChanged, this, &HandoutShelf::reload);
        connect(m_document, &EncounterDocument::fileNameChanged, this, &HandoutShelf::reload);
    }
    reload();
}

void HandoutShelf::setWorkspace(SessionWorkspace *workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &SessionWorkspace::folderChanged, this, [this] {
            reload();
            Q_EMIT sourceChanged();
        });
        connect(m_workspace, &SessionWorkspace::sessionChanged, this, &HandoutShelf::reload);
    }
    reload();
}

bool HandoutShelf::sessionMode() const
{
    return m_workspace && m_workspace->isOpen();
}

void HandoutShelf::reload()
{
    const QList<Handout> next = sessionMode() ? m_workspace->session().handouts
                                : m_document  ? m_document->encounter().handouts
                                              : QList<Handout>();
    const bool sizeChanged = next.size() != m_list.size();
    // The same handouts in the same order (a title, a text, a showing changed): the rows stay,
    // so the list keeps its place and its delegates.
    bool sameRows = !sizeChanged;
    for (qsizetype i = 0; sameRows && i < next.size(); ++i)
        sameRows = next[i].id == m_list[i].id && next[i].image == m_list[i].image;
    if (!sameRows)
        beginResetModel();
    m_list = next;
    // A picture is decoded again only when its id or its data changed.
    QHash<QString, QImage> images;
    QHash<QString, QString> problems;
    for (const auto &h : std::as_const(m_list)) {
        const QString key = cacheKey(h);
        if (m_images.contains(key))
            images.insert(key, m_images.value(key));
        if (m_problems.contains(key) && h.isEmbedded())
            problems.insert(key, m_problems.value(key));
    }
    m_images = images;
    m_problems = problems;
    if (!sameRows)
        endResetModel();
    else if (!m_list.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_list.size()) - 1));
    if (sizeChanged)
        Q_EMIT countChanged();
    if (indexOf(m_currentId) < 0)
        setCurrentId(m_list.isEmpty() ? QString() : m_list.first().id);
    if (!m_shownId.isEmpty() && indexOf(m_shownId) < 0)
        hide();
    else
        Q_EMIT shownChanged(); // its title or text may have changed
    Q_EMIT historyChanged();
}

int HandoutShelf::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_list.size());
}

QHash<int, QByteArray> HandoutShelf::roleNames() const
{
    return {{IdRole, "handoutId"},     {TitleRole, "title"},     {KindRole, "kind"},
            {TextRole, "text"},        {ProblemRole, "problem"}, {LastShownRole, "lastShown"},
            {OnScreenRole, "onScreen"}};
}

QVariant HandoutShelf::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_list.size())
        return {};
    const Handout &h = m_list[index.row()];
    switch (role) {
    case IdRole:
        return h.id;
    case TitleRole:
        return h.title;
    case KindRole:
        return h.isImage() ? QStringLiteral("image") : QStringLiteral("text");
    case TextRole:
        return h.text;
    case ProblemRole:
        return problemOf(h.id);
    case LastShownRole:
        if (h.shown.isEmpty())
            return QString();
        return QLocale().toString(
            QDateTime::fromString(h.shown.last().at, Qt::ISODate).toLocalTime(),
            QLocale::ShortFormat);
    case OnScreenRole:
        return h.id == m_shownId;
    default:
        return {};
    }
}

int HandoutShelf::indexOf(const QString &id) const
{
    for (int i = 0; i < m_list.size(); ++i) {
        if (m_list[i].id == id)
            return i;
    }
    return -1;
}

QString HandoutShelf::picturePath(const Handout &handout) const
{
    // Relative to the session folder; an encounter on its own names files beside itself.
    const QString base = sessionMode() ? m_workspace->folder()
                         : m_document && !m_document->fileName().isEmpty()
                             ? QFileInfo(m_document->fileName()).absolutePath()
                             : QString();
    return base.isEmpty() ? QString() : QDir(base).filePath(handout.image);
}

QImage HandoutShelf::image(const QString &id) const
{
    const int i = indexOf(id);
    if (i < 0 || !m_list[i].isImage())
        return {};
    const Handout &h = m_list[i];
    const QString key = cacheKey(h);
    if (m_images.contains(key) || m_problems.contains(key))
        return m_images.value(key);
    QImage image;
    QString problem;
    if (h.isEmbedded()) {
        image = DataUrl::decodeImage(h.image);
        if (image.isNull())
            problem = tr("The embedded picture cannot be read.");
    } else {
        const QString path = picturePath(h);
        if (path.isEmpty() || !QFileInfo::exists(path)) {
            problem = tr("The file %1 is missing.").arg(h.image);
        } else {
            QImageReader reader(path);
            reader.setAllocationLimit(Limits::ImageAllocationLimitMb);
            image = reader.read();
            if (image.isNull())
                problem = tr("The file %1 cannot be read: %2").arg(h.image, reader.errorString());
        }
    }
    if (!problem.isEmpty())
        m_problems.insert(key, problem);
    else
        m_images.insert(key, image);
    return image;
}

QString HandoutShelf::problemOf(const QString &id) const
{
    const int i = indexOf(id);
    if (i < 0 || !m_list[i].isImage())
        return {};
    image(id);
    return m_problems.value(cacheKey(m_list[i]));
}

QVariantMap HandoutShelf::shown() const
{
    const int i = indexOf(m_shownId);
    if (i < 0)
        return {};
    const Handout &h = m_list[i];
    return {
        {QStringLiteral("handoutId"), h.id},
        {QStringLiteral("title"), h.title},
        {QStringLiteral("kind"), h.isImage() ? QStringLiteral("image") : QStringLiteral("text")},
        {QStringLiteral("text"), h.text}};
}

QVariantList HandoutShelf::history() const
{
    struct Row {
        QDateTime at;
        QVariantMap row;
    };
    QList<Row> rows;
    for (const auto &h : m_list) {
        for (const auto &showing : h.shown) {
            const QDateTime at = QDateTime::fromString(showing.at, Qt::ISODate);
            rows << Row{
                at,
                {{QStringLiteral("handoutId"), h.id},
                 {QStringLiteral("title"), h.title},
                 {QStringLiteral("at"), QLocale().toString(at.toLocalTime(), QLocale::ShortFormat)},
                 {QStringLiteral("encounter"), showing.encounter}}};
        }
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row &a, const Row &b) { return a.at > b.at; });
    QVariantList list;
    for (const auto &r : rows)
        list << r.row;
    return list;
}

QString HandoutShelf::newId(const QString &stem) const
{
    QString base = stem.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base = base.left(40);
    while (base.startsWith(QLatin1Char('-')))
        base.remove(0, 1);
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("handout");
    QString id = base;
    for (int n = 2; indexOf(id) >= 0; ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    return id;
}

QString HandoutShelf::addImageFile(const QUrl &url)
{
    clearError();
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.exists()) {
        setError(tr("%1: the file is gone.").arg(name));
        return {};
    }
    if (file.size() > Limits::MaxImageBytes) {
        setError(tr("%1 is larger than %2 MB, the most a handout may be.")
                     .arg(name)
                     .arg(Limits::MaxImageBytes / (1024 * 1024)));
        return {};
    }
    if (!file.open(QIODevice::ReadOnly)) {
        setError(tr("%1 cannot be read: %2").arg(name, file.errorString()));
        return {};
    }
    const QByteArray bytes = file.readAll();
    QBuffer buffer;
    buffer.setData(bytes);
    QImageReader reader(&buffer);
    const QByteArray format = reader.format();
    if (!isHandoutFormat(format)) {
        setError(tr("%1 is not a PNG, JPEG or WebP picture.").arg(name));
        return {};
    }
    if (const QString tooLarge = DataUrl::tooLargeToDecode(bytes); !tooLarge.isEmpty()) {
        setError(tr("%1: %2").arg(name, tooLarge));
        return {};
    }
    reader.setAllocationLimit(Limits::ImageAllocationLimitMb);
    if (reader.read().isNull()) {
        setError(tr("%1 cannot be read: %2").arg(name, reader.errorString()));
        return {};
    }
    return addPicture(bytes, QString::fromLatin1(format == "jpg" ? "jpeg" : format),
                      QFileInfo(path).completeBaseName());
}

QString HandoutShelf::pasteImage()
{
    clearError();
    const QImage image = QGuiApplication::clipboard()->image();
    if (image.isNull()) {
        setError(tr("The clipboard holds no picture."));
        return {};
    }
    const QByteArray bytes = PngBytes::of(image);
    if (bytes.size() > Limits::MaxImageBytes) {
        setError(tr("The picture is larger than %1 MB, the most a handout may be.")
                     .arg(Limits::MaxImageBytes / (1024 * 1024)));
        return {};
    }
    return addPicture(bytes, QStringLiteral("png"), tr("Pasted picture"));
}

QString HandoutShelf::addPicture(const QByteArray &bytes, const QString &format,
                                 const QString &title)
{
    if ((!sessionMode() && !m_document) || m_list.size() >= Limits::MaxHandouts) {
        setError(tr("No more handouts fit: remove one first."));
        return {};
    }
    Handout h;
    h.id = newId(title);
    h.title = title.isEmpty() ? tr("Picture") : title;
    const QString extension = format == QLatin1String("jpeg") ? QStringLiteral("jpg") : format;
    if (sessionMode()) {
        // Copied into the session's handouts/ folder, so the session travels whole.
        QDir folder(m_workspace->folder());
        if (!folder.mkpath(FolderName)) {
            setError(tr("The folder %1 cannot be made.").arg(FolderName));
            return {};
        }
        QString file = FolderName + QLatin1Char('/') + h.id + QLatin1Char('.') + extension;
        for (int n = 2; folder.exists(file); ++n)
            file = FolderName + QLatin1Char('/') + h.id + QLatin1Char('-') + QString::number(n) +
                   QLatin1Char('.') + extension;
        QSaveFile out(folder.filePath(file));
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
            setError(tr("%1 cannot be written: %2").arg(file, out.errorString()));
            return {};
        }
        h.image = file;
    } else {
        h.image = DataUrl::encode(bytes, QStringLiteral("image/") + format);
    }
    QList<Handout> after = m_list;
    after << h;
    if (!store(after, tr("Add handout %1").arg(h.title)))
        return {};
    setCurrentId(h.id);
    return h.id;
}

QString HandoutShelf::addTextCard(const QString &title, const QString &text)
{
    clearError();
    const QString name = title.trimmed();
    if (name.isEmpty() || (!sessionMode() && !m_document))
        return {};
    if (name.size() > Limits::MaxNoteChars || text.size() > Limits::MaxNoteChars) {
        setError(tr("A handout's title and text may have at most %1 characters each.")
                     .arg(Limits::MaxNoteChars));
        return {};
    }
    Handout h;
    h.id = newId(name);
    h.title = name;
    h.text = text;
    QList<Handout> after = m_list;
    after << h;
    if (!store(after, tr("Add handout %1").arg(name)))
        return {};
    setCurrentId(h.id);
    return h.id;
}

bool HandoutShelf::setTitle(const QString &id, const QString &title)
{
    const int i = indexOf(id);
    const QString name = title.trimmed();
    if (i < 0 || name.isEmpty() || name == m_list[i].title || name.size() > Limits::MaxNoteChars)
        return false;
    QList<Handout> after = m_list;
    after[i].title = name;
    return store(after, tr("Rename handout %1").arg(name));
}

bool HandoutShelf::setText(const QString &id, const QString &text)
{
    const int i = indexOf(id);
    if (i < 0 || m_list[i].isImage() || text == m_list[i].text ||
        text.size() > Limits::MaxNoteChars)
        return false;
    QList<Handout> after = m_list;
    after[i].text = text;
    return store(after, tr("Edit handout %1").arg(m_list[i].title));
}

bool HandoutShelf::remove(const QString &id)
{
    const int i = indexOf(id);
    if (i < 0)
        return false;
    QList<Handout> after = m_list;
    const QString title = after.takeAt(i).title;
    // A session's picture file stays in handouts/: the GM may want it back, and undo cannot
    // bring a deleted file back.
    return store(after, tr("Remove handout %1").arg(title));
}

bool HandoutShelf::show(const QString &id)
{
    clearError();
    const int i = indexOf(id);
    if (i < 0)
        return false;
    if (const QString problem = problemOf(id); !problem.isEmpty()) {
        setError(tr("%1 cannot be shown: %2").arg(m_list[i].title, problem));
        return false;
    }
    m_shownId = id;
    Q_EMIT shownChanged();
    // Recorded for the history, the newest last, the oldest dropped past the limit.
    QList<Handout> after = m_list;
    Handout::Showing showing;
    showing.at = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    showing.encounter = m_document ? m_document->encounter().name : QString();
    after[i].shown << showing;
    while (after[i].shown.size() > Limits::MaxHandoutShowings)
        after[i].shown.removeFirst();
    store(after, tr("Show %1 to the players").arg(m_list[i].title));
    const QModelIndex row = index(i);
    Q_EMIT dataChanged(row, row, {OnScreenRole, LastShownRole});
    return true;
}

void HandoutShelf::hide()
{
    if (m_shownId.isEmpty())
        return;
    const int i = indexOf(m_shownId);
    m_shownId.clear();
    Q_EMIT shownChanged();
    if (i >= 0)
        Q_EMIT dataChanged(index(i), index(i), {OnScreenRole});
}

void HandoutShelf::setCurrentId(const QString &id)
{
    if (id == m_currentId)
        return;
    m_currentId = id;
    Q_EMIT currentChanged();
}

bool HandoutShelf::toggleCurrent()
{
    if (!m_shownId.isEmpty()) {
        hide();
        return true;
    }
    return show(m_currentId);
}

bool HandoutShelf::toggle(const QString &id)
{
    if (!id.isEmpty() && id == m_shownId) {
        hide();
        return true;
    }
    return show(id);
}

bool HandoutShelf::store(const QList<Handout> &after, const QString &text)
{
    if (sessionMode()) {
        Session session = m_workspace->session();
        session.handouts = after;
        if (!m_workspace->setSession(session)) {
            setError(m_workspace->errorString());
            return false;
        }
        return true;
    }
    if (!m_document)
        return false;
    m_document->undoStack()->push(
        new ReplaceHandoutsCommand(m_document, m_document->encounter().handouts, after, text));
    return true;
}

void HandoutShelf::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorStringChanged();
}

void HandoutShelf::clearError()
{
    setError({});
}
