#pragma once

#include <QObject>
#include <QPointer>
#include <QSize>
#include <QString>
#include <QStringList>
#include <chrono>
#include <memory>

class EncounterDocument;
class QQmlApplicationEngine;
class QQuickWindow;
class Workbench;

// Creates the main window: the QML engine, the Workbench it works on (the document and every
// editor and controller, docs/architecture.md §4.16), and Main.qml with the workbench handed in
// as its required property. The app, the screenshot mode and the smoke test all build the window
// this way, so they see the same thing.
class MainWindowHost : public QObject
{
    Q_OBJECT

public:
    static constexpr QSize DefaultSize{1440, 900};
    static inline const QString SampleFile = QStringLiteral(":/samples/bridge-ambush.encounter");
    static inline const QString MainQmlUrl = QStringLiteral("qrc:/Gridkeep/Main.qml");
    // How long quitting waits for saves in flight.
    static constexpr std::chrono::seconds QuitWait{30};

    explicit MainWindowHost(QObject *parent = nullptr);
    ~MainWindowHost() override;

    // Loads Main.qml; false (with errorString) when the QML does not load.
    [[nodiscard]] bool create(QSize size = DefaultSize);

    [[nodiscard]] Workbench *workbench() const { return m_workbench; }
    [[nodiscard]] EncounterDocument *document() const;
    [[nodiscard]] QQuickWindow *window() const;
    [[nodiscard]] QQmlApplicationEngine *engine() const { return m_engine.get(); }
    [[nodiscard]] QString errorString() const { return m_error; }
    // Every QML warning since create(), for tests that want a clean run.
    [[nodiscard]] QStringList warnings() const { return m_warnings; }

private:
    Workbench *m_workbench;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QPointer<QQuickWindow> m_window;
    QString m_error;
    QStringList m_warnings;
};
