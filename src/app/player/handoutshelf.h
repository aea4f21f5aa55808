#pragma once

#include "model/handout.h"

#include <QAbstractListModel>
#include <QHash>
#include <QImage>
#include <QPointer>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;
class SessionWorkspace;

// The GM's handouts (docs/file-format.md §3.11, README "Handouts"): the session's while a
// session folder is open (written to its file, pictures copied into its handouts/ folder),
// else the open encounter's (embedded, each change one undo step). Which one is on the players'
// screen now, and the history of what was shown, when and in which encounter. A picture that
// cannot be shown (its file gone, unreadable) is listed with the reason and refuses to show.
class HandoutShelf : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by the Workbench")
    // A session folder is open: its handouts are listed.
    Q_PROPERTY(bool sessionMode READ sessionMode NOTIFY sourceChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The GM's pick in the list, which the Show key shows; follows the list.
    Q_PROPERTY(QString currentId READ currentId WRITE setCurrentId NOTIFY currentChanged)
    // The handout on the players' screen, or "".
    Q_PROPERTY(QString shownId READ shownId NOTIFY shownChanged)
    // {handoutId, title, kind ("image" | "text"), text} of the shown one, or empty.
    Q_PROPERTY(QVariantMap shown READ shown NOTIFY shownChanged)
    // [{handoutId, title, at (as the GM's locale writes it), encounter}], newest first.
    Q_PROPERTY(QVariantList history READ history NOTIFY historyChanged)
    // Why the last add or show was refused, or "".
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        TitleRole,
        KindRole,
        TextRole,
        ProblemRole,
        LastShownRole,
        OnScreenRole,
    };
    Q_ENUM(Role)

    // The folder of a session's pictures.
    static inline const QString FolderName = QStringLiteral("handouts");

    explicit HandoutShelf(QObject *parent = nullptr);

    void setDocument(EncounterDocument *document);
    void setWorkspace(SessionWorkspace *workspace);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] bool sessionMode() const;
    [[nodiscard]] int count() const { return int(m_list.size()); }
    [[nodiscard]] QString currentId() const { return m_currentId; }
    void setCurrentId(const QString &id);
    [[nodiscard]] QString shownId() const { return m_shownId; }
    [[nodiscard]] QVariantMap shown() const;
    [[nodiscard]] QVariantList history() const;
    [[nodiscard]] QString errorString() const { return m_error; }
    [[nodiscard]] const QList<Handout> &handouts() const { return m_list; }

    // The picture of a handout, decoded once; null for a text card or a picture that cannot be
    // read (problemOf says why).
    [[nodiscard]] QImage image(const QString &id) const;
    Q_INVOKABLE QString problemOf(const QString &id) const;

    // A picture file (PNG, JPEG or WebP, at most Limits::MaxImageBytes) as a new handout titled
    // after the file; its id, or "" (errorString) when refused. Nothing else changes then.
    Q_INVOKABLE QString addImageFile(const QUrl &file);
    // The clipboard's picture as a new handout; its id, or "" when the clipboard holds none.
    Q_INVOKABLE QString pasteImage();
    // A text card; its id, or "" when the title is blank.
    Q_INVOKABLE QString addTextCard(const QString &title, const QString &text);
    Q_INVOKABLE bool setTitle(const QString &id, const QString &title);
    Q_INVOKABLE bool setText(const QString &id, const QString &text);
    Q_INVOKABLE bool remove(const QString &id);
    // Puts the handout on the players' screen and records the showing; false when it cannot
    // be shown (errorString).
    Q_INVOKABLE bool show(const QString &id);
    // Takes it down.
    Q_INVOKABLE void hide();
    // Shows `id`, or takes it down when it is the one shown.
    Q_INVOKABLE bool toggle(const QString &id);
    // The Show key: takes down what is shown, else shows the current one.
    Q_INVOKABLE bool toggleCurrent();
    Q_INVOKABLE void clearError();

Q_SIGNALS:
    void sourceChanged();
    void countChanged();
    void currentChanged();
    void shownChanged();
    void historyChanged();
    void errorStringChanged();

private:
    [[nodiscard]] int indexOf(const QString &id) const;
    [[nodiscard]] QString newId(const QString &stem) const;
    [[nodiscard]] QString picturePath(const Handout &handout) const;
    QString addPicture(const QByteArray &bytes, const QString &format, const QString &title);
    bool store(const QList<Handout> &after, const QString &text);
    void setError(const QString &error);
    void reload();

    QPointer<EncounterDocument> m_document;
    QPointer<SessionWorkspace> m_workspace;
    QList<Handout> m_list;
    QString m_currentId;
    QString m_shownId;
    QString m_error;
    mutable QHash<QString, QImage> m_images; // decoded pictures by handout id and picture
    mutable QHash<QString, QString> m_problems;
};
