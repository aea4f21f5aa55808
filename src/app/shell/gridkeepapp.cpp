#include "shell/gridkeepapp.h"

#include "document/autosaver.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "session/sessionworkspace.h"
#include "session/thumbnailrenderer.h"
#include "share/sharecontroller.h"
#include "shell/appoptions.h"
#include "shell/appsettings.h"
#include "shell/apptranslations.h"
#include "shell/dragbench.h"
#include "shell/mainwindowhost.h"
#include "shell/soakdriver.h"
#include "shell/workbench.h"

#include <QCoro/QCoroSignal>
#include <QCoro/QCoroTask>
#include <QCoro/QCoroTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace
{

void printError(const QString &text)
{
    std::fprintf(stderr, "gridkeep: %s\n", qPrintable(text));
}

SessionWorkspace *sessionWorkspace(MainWindowHost *host)
{
    return host->workbench()->sessionWorkspace();
}

// --session-folder: the folder and its first encounter not done; false (reported) when it fails.
QCoro::Task<bool> openSession(MainWindowHost *host, QString folder)
{
    SessionWorkspace *workspace = sessionWorkspace(host);
    if (!workspace) {
        printError(QStringLiteral("--session-folder: the window has no session workspace"));
        co_return false;
    }
    if (!co_await workspace->openFolderTask(folder)) {
        printError(workspace->errorString());
        co_return false;
    }
    co_return true;
}

// Loads the file (or the session folder), lets the window lay out and render, grabs it into
// `out`, and quits.
QCoro::Task<int> screenshot(MainWindowHost *host, AppOptions options, QString file)
{
    const QString out = options.screenshotPath;
    if (!options.sessionFolder.isEmpty()) {
        if (!co_await openSession(host, options.sessionFolder))
            co_return 1;
        // The panel is pictured with its thumbnails, drawn off the UI thread.
        ThumbnailRenderer *thumbnails = sessionWorkspace(host)->thumbnails();
        if (thumbnails->pending() > 0)
            co_await qCoro(thumbnails, &ThumbnailRenderer::idle, std::chrono::seconds(60));
    } else if (!co_await host->document()->load(file)) {
        printError(host->document()->errorString());
        co_return 1;
    }
    if (!options.selectToken.isEmpty()) {
        // Let the board view load before the drag needs it.
        QTimer layout;
        layout.setSingleShot(true);
        layout.start(50);
        co_await layout;
        QVariant refusal;
        QMetaObject::invokeMethod(
            host->window(), "applyScreenshotState", Q_RETURN_ARG(QVariant, refusal),
            Q_ARG(QVariant, options.selectToken), Q_ARG(QVariant, options.dragTo));
        if (!refusal.toString().isEmpty()) {
            printError(refusal.toString());
            co_return 2;
        }
    }
    QQuickWindow *shown = host->window();
    if (options.player) {
        QMetaObject::invokeMethod(host->window(), "openPlayerView",
                                  Q_ARG(QVariant, options.windowSize.isEmpty()
                                                      ? QVariant()
                                                      : QVariant(options.windowSize)));
        shown = host->window()->property("playerWindow").value<QQuickWindow *>();
        if (!shown) {
            printError(QStringLiteral("%1: the player view could not be opened").arg(out));
            co_return 1;
        }
    }
    // Give bindings, image loading and the first frames a moment to settle.
    QTimer settle;
    settle.setSingleShot(true);
    settle.start(250);
    co_await settle;
    const QImage image = shown->grabWindow();
    if (image.isNull()) {
        printError(QStringLiteral("%1: the window could not be rendered").arg(out));
        co_return 1;
    }
    if (!image.save(out, "PNG")) {
        printError(QStringLiteral("%1: cannot write the PNG").arg(out));
        co_return 1;
    }
    co_return 0;
}

void printLine(const QByteArray &line)
{
    std::fputs(line.constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

// --recovery-list: what a start would offer, as a JSON array.
int listRecoveryFiles()
{
    Autosaver scanner; // claims what it finds, and lets go as it goes
    scanner.scan();
    QJsonArray list;
    for (const auto &candidate : scanner.candidateList()) {
        list.append(QJsonObject{
            {QStringLiteral("id"), candidate.id},
            {QStringLiteral("name"), candidate.name},
            {QStringLiteral("originalFile"), candidate.originalFile.isEmpty()
                                                 ? QJsonValue(QJsonValue::Null)
                                                 : QJsonValue(candidate.originalFile)},
            {QStringLiteral("written"), candidate.written.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("file"), candidate.file},
        });
    }
    std::fputs(QJsonDocument(list).toJson().constData(), stdout);
    return 0;
}

// --test-script: the hidden steps the crash-recovery test drives the program with
// (tests/app/shell/crashrecovery.cpp). They act through the same objects the window uses.
QCoro::Task<int> runTestScript(MainWindowHost *host, QStringList steps)
{
    EncounterDocument *document = host->document();
    Autosaver *autosaver = host->workbench()->autosaver();
    EncounterEditor *editor = host->workbench()->editor();
    for (const QString &step : steps) {
        if (step.startsWith(QLatin1String("rename:"))) {
            if (!editor->setEncounterName(step.mid(7))) {
                printError(QStringLiteral("--test-script: %1 was refused").arg(step));
                co_return 3;
            }
        } else if (step == QLatin1String("wait-autosave")) {
            const auto written =
                co_await qCoro(autosaver, &Autosaver::written, std::chrono::seconds(30));
            if (!written) {
                printError(QStringLiteral("--test-script: no autosave within 30 s"));
                co_return 3;
            }
        } else if (step == QLatin1String("save")) {
            if (!co_await document->saveTo(document->fileName())) {
                printError(document->errorString());
                co_return 3;
            }
        } else if (step == QLatin1String("report")) {
            // What the recovery dialog offers, as the GM would see it.
            QJsonArray offered;
            for (const auto &candidate : autosaver->candidateList())
                offered.append(candidate.name);
            const auto *dialog = host->window()->property("recoveryDialog").value<QObject *>();
            printLine(QJsonDocument(
                          QJsonObject{{QStringLiteral("name"), document->name()},
                                      {QStringLiteral("recoveryOffered"),
                                       dialog && dialog->property("visible").toBool()},
                                      {QStringLiteral("offered"), offered},
                                      {QStringLiteral("fileName"), document->fileName()},
                                      {QStringLiteral("modified"), document->isModified()},
                                      {QStringLiteral("recoveryFile"), autosaver->recoveryFile()},
                                      {QStringLiteral("session"), autosaver->sessionId()}})
                          .toJson(QJsonDocument::Compact));
        } else if (step == QLatin1String("quit")) {
            co_return 0;
        } else {
            printError(QStringLiteral("--test-script: unknown step \"%1\"").arg(step));
            co_return 2;
        }
    }
    co_return -1; // keep running
}

// Exits once the event loop runs (a start that fails at once has not entered it yet).
void exitSoon(int code)
{
    QMetaObject::invokeMethod(
        QCoreApplication::instance(), [code] { QCoreApplication::exit(code); },
        Qt::QueuedConnection);
}

// The normal start: the file (or the recovered changes), then any test steps.
QCoro::Task<void> start(MainWindowHost *host, AppOptions options, QString file)
{
    Autosaver *autosaver = host->workbench()->autosaver();
    bool opened = false;
    if (!options.recoverId.isEmpty() && autosaver) {
        autosaver->scan();
        opened = co_await autosaver->recoverTask(options.recoverId);
        if (!opened)
            printError(host->document()->errorString().isEmpty()
                           ? QStringLiteral("--recover: no recovery file \"%1\" to open")
                                 .arg(options.recoverId)
                           : host->document()->errorString());
        // The others, if any, are offered as on any start.
        if (!autosaver->candidateList().isEmpty())
            QMetaObject::invokeMethod(host->window(), "offerRecovery");
    } else if (!options.sessionFolder.isEmpty()) {
        QMetaObject::invokeMethod(host->window(), "offerRecovery");
        opened = co_await openSession(host, options.sessionFolder);
    } else {
        QMetaObject::invokeMethod(host->window(), "offerRecovery");
        opened = co_await host->document()->load(file);
    }
    if (opened && !options.shareHost.isEmpty()) {
        ShareController *share = host->workbench()->share();
        QObject::connect(share, &ShareController::started, share, [](const QString &url) {
            std::fprintf(stdout, "sharing %s\n", qPrintable(url));
            std::fflush(stdout);
        });
        share->setAddress(options.shareHost);
        share->setPort(options.sharePort);
        QObject::connect(share, &ShareController::errorStringChanged, share, [share] {
            if (!share->errorString().isEmpty()) {
                printError(QStringLiteral("--share: ") + share->errorString());
                exitSoon(1);
            }
        });
        share->start(options.shareCode);
    }
    if (options.soak) { // the kill test's endless edits and saves (shell/soakdriver.h)
        if (!opened || !SoakDriver::start(host, options.soakSeed, options.soakJournal))
            exitSoon(1);
        co_return;
    }
    if (options.testScript.isEmpty())
        co_return;
    if (!opened) {
        exitSoon(1);
        co_return;
    }
    const int exitCode = co_await runTestScript(host, options.testScript);
    if (exitCode >= 0)
        exitSoon(exitCode);
}

} // namespace

namespace GridkeepApp
{

int run(QGuiApplication &app)
{
    const AppOptions options = AppOptions::parse(app.arguments());
    if (options.status != AppOptions::Status::Run) {
        if (options.status == AppOptions::Status::Error) {
            printError(options.message);
            return 2;
        }
        std::fputs(qPrintable(options.message), stdout);
        return 0;
    }

    if (options.recoveryList)
        return listRecoveryFiles();

    const QString chosen =
        options.language.isEmpty() ? AppSettings::instance()->language() : options.language;
    const QString language = AppTranslations::resolve(chosen, QLocale::system().uiLanguages());
    if (!AppTranslations::install(app, language))
        printError(QStringLiteral("no translation for \"%1\": showing English").arg(language));

    MainWindowHost host;
    if (!host.create(options.windowSize.isEmpty() ? MainWindowHost::DefaultSize
                                                  : options.windowSize)) {
        printError(host.errorString());
        return 1;
    }
    const QString file = options.file.isEmpty() ? MainWindowHost::SampleFile
                                                : QFileInfo(options.file).absoluteFilePath();
    if (!options.benchDragFile.isEmpty()) {
        int exitCode = 1;
        const DragBench::Options bench{QFileInfo(options.benchDragFile).absoluteFilePath(),
                                       options.benchToken, options.benchSteps,
                                       options.benchShareClients};
        QCoro::connect(DragBench::run(&host, bench), &app, [&exitCode](int code) {
            exitCode = code;
            QCoreApplication::exit(code);
        });
        app.exec();
        return exitCode;
    }
    if (options.screenshot()) {
        int exitCode = 1;
        QCoro::connect(screenshot(&host, options, file), &app, [&exitCode](int code) {
            exitCode = code;
            QCoreApplication::exit(code);
        });
        app.exec();
        return exitCode;
    }
    QCoro::connect(start(&host, options, file), &app, [] {});
    if (options.player)
        QMetaObject::invokeMethod(host.window(), "openPlayerView", Q_ARG(QVariant, QVariant()));
    return app.exec();
}

} // namespace GridkeepApp
