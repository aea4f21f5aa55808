#pragma once

#include "document/encounterdocument.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "shell/appsettings.h"
#include "shell/apptranslations.h"

#include <QAbstractItemModel>
#include <QAccessible>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPalette>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <catch2/catch.hpp>
#include <optional>

// Helpers shared by the app test files.
namespace AppTestSupport
{

// QStringList from Latin-1 literals (the core builds with QT_NO_CAST_FROM_ASCII).
inline QStringList strings(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list << QString::fromLatin1(item);
    return list;
}

// A visual descendant by objectName: a view's delegates and QML items are not always QObject
// children of their parent, so findChild may miss them.
inline QQuickItem *itemNamed(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    const QList<QQuickItem *> children = root->childItems();
    for (QQuickItem *child : children) {
        if (QQuickItem *found = itemNamed(child, name))
            return found;
    }
    return nullptr;
}

// Every interface under `root` a screen reader can reach (visible ones only), depth first.
inline void collectAccessible(QAccessibleInterface *iface, QList<QAccessibleInterface *> &out,
                              int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 80 || iface->state().invisible)
        return;
    out << iface;
    for (int i = 0; i < iface->childCount(); ++i)
        collectAccessible(iface->child(i), out, depth + 1);
}

inline QList<QAccessibleInterface *> accessibleTree(QAccessibleInterface *root)
{
    QList<QAccessibleInterface *> all;
    collectAccessible(root, all);
    return all;
}

inline QString examplePath(const QString &name)
{
    return QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/") + name;
}

// Waits, with the event loop running, until `spy` has seen `count` signals (10 s at most).
inline bool waitForCount(QSignalSpy &spy, int count)
{
    for (int i = 0; i < 500 && spy.count() < count; ++i)
        QTest::qWait(20);
    return spy.count() >= count;
}

// A dark system palette, as a desktop in dark mode gives the app, for screenshots that check
// the views follow it.
inline QPalette darkTestPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x31));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2d, 0x31));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3c));
    dark.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    return dark;
}

inline QString badFilePath(const QString &name)
{
    return QStringLiteral(GRIDKEEP_TEST_DATA_DIR "/bad/") + name;
}

inline QStringList exampleNames()
{
    return {QStringLiteral("bridge-ambush.encounter"),  QStringLiteral("churn-clash.encounter"),
            QStringLiteral("crypt-sneak.encounter"),    QStringLiteral("hill-giant.encounter"),
            QStringLiteral("lantern-crypt.encounter"),  QStringLiteral("classic-reach.encounter"),
            QStringLiteral("torchlit-crypt.encounter"), QStringLiteral("ashfang-lair.encounter")};
}

// Starts a load through the QML-facing slot and waits for its loadFinished signal.
inline bool openAndWait(EncounterDocument &document, const QString &fileName)
{
    QSignalSpy finished(&document, &EncounterDocument::loadFinished);
    document.openFile(fileName);
    REQUIRE(finished.wait(10000));
    return finished.front().at(0).toBool();
}

// The document's encounter as a saved file gives it back, or nullopt when the reader refuses it;
// the reader's reason goes with the caller's next assertion.
inline std::optional<Encounter> reread(const EncounterDocument &document)
{
    EncounterReader reader;
    auto read = reader.readBytes(EncounterWriter::toBytes(document.encounter()),
                                 QStringLiteral("reread.encounter"));
    UNSCOPED_INFO(reader.error().toString().toStdString());
    return read;
}

// The value of a named role in a row, as QML sees it.
inline QVariant roleValue(const QAbstractItemModel &model, int row, const QByteArray &role)
{
    const int id = model.roleNames().key(role, -1);
    REQUIRE(id >= 0);
    return model.data(model.index(row, 0), id);
}

inline int rowOf(const QAbstractItemModel &model, const QByteArray &role, const QString &value)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (roleValue(model, row, role).toString() == value)
            return row;
    }
    return -1;
}

// A copy of an example with some text replaced, for variants the examples do not cover.
inline QString writeVariant(const QTemporaryDir &dir, const QString &example, const QString &name,
                            const QList<QPair<QString, QString>> &replacements)
{
    QFile in(examplePath(example));
    REQUIRE(in.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(in.readAll());
    for (const auto &[from, to] : replacements) {
        REQUIRE(text.contains(from));
        text.replace(from, to);
    }
    const QString path = dir.filePath(name);
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(text.toUtf8());
    return path;
}

// A copy of an example edited as JSON.
template<typename Edit>
inline QString writeJsonVariant(const QTemporaryDir &dir, const QString &example,
                                const QString &name, Edit edit)
{
    QFile in(examplePath(example));
    REQUIRE(in.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(in.readAll()).object();
    edit(json);
    const QString path = dir.filePath(name);
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(json).toJson());
    return path;
}

// Lets 0-ms timers and queued calls run: the mirror and the fog publish once per batch.
inline void settleEvents()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

// The window as a PNG in GRIDKEEP_SCREENS_DIR, when it is set (docs/architecture.md §8).
inline void saveWindowPicture(QQuickWindow *window, const QString &name)
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (!dir.isEmpty())
        window->grabWindow().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// The app in `language` at `scale` while it lives; then English at its scale before, as the
// other tests expect (tests/app/main.cpp).
class ShownIn
{
public:
    ShownIn(const QString &language, qreal scale)
        : m_scaleBefore(AppSettings::instance()->uiScale())
    {
        AppSettings::instance()->setUiScale(scale);
        REQUIRE(AppTranslations::install(*qApp, language));
    }
    ~ShownIn()
    {
        AppSettings::instance()->setUiScale(m_scaleBefore);
        AppTranslations::install(*qApp, QStringLiteral("en"));
    }
    ShownIn(const ShownIn &) = delete;
    ShownIn &operator=(const ShownIn &) = delete;

private:
    qreal m_scaleBefore;
};

} // namespace AppTestSupport
