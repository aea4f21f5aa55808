#include "shell/appoptions.h"

#include "share/joincode.h"
#include "shell/appsettings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHostAddress>
#include <QRegularExpression>

bool AppOptions::rendersOffscreen(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--screenshot" || arg.startsWith("--screenshot=") || arg == "--recovery-list")
            return true;
    }
    return false;
}

AppOptions AppOptions::parse(const QStringList &arguments)
{
    AppOptions options;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Gridkeep: an encounter builder and battle map."));
    const auto help = parser.addHelpOption();
    const auto version = parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window into a PNG file and exit."),
        QStringLiteral("OUT.png"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "Window size, for example 1440x960."),
        QStringLiteral("WxH"));
    const QCommandLineOption select(
        QStringLiteral("select"),
        QCoreApplication::translate("main", "Select this token (its overlays show)."),
        QStringLiteral("TOKEN"));
    const QCommandLineOption dragTo(
        QStringLiteral("drag-to"),
        QCoreApplication::translate(
            "main",
            "Show the selected token dragged to cell X,Y (the Combat Grid: POSITION,LEVEL)."),
        QStringLiteral("X,Y"));
    const QCommandLineOption player(
        QStringLiteral("player"),
        QCoreApplication::translate("main", "Open the player view; with --screenshot, render "
                                            "the player window instead of the main window."));
    const QCommandLineOption recoveryList(
        QStringLiteral("recovery-list"),
        QCoreApplication::translate("main", "Print the unsaved changes an earlier Gridkeep left "
                                            "behind, as JSON, and exit."));
    const QCommandLineOption recover(
        QStringLiteral("recover"),
        QCoreApplication::translate("main",
                                    "Open these unsaved changes (an id from --recovery-list)."),
        QStringLiteral("ID"));
    QCommandLineOption testScript(QStringLiteral("test-script"),
                                  QStringLiteral("For tests: steps run once the document is open."),
                                  QStringLiteral("STEPS"));
    testScript.setFlags(QCommandLineOption::HiddenFromHelp);
    // For the kill test only, hidden, so their words stay untranslated like --test-script's.
    QCommandLineOption soak(QStringLiteral("soak"),
                            QStringLiteral("For tests: seeded edits and saves until killed."),
                            QStringLiteral("SEED"));
    soak.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption soakJournal(QStringLiteral("soak-journal"),
                                   QStringLiteral("For tests: where --soak keeps its journal."),
                                   QStringLiteral("JOURNAL"));
    soakJournal.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption benchDrag(
        QStringLiteral("bench-drag"),
        QCoreApplication::translate("main", "Time a drag on this encounter in the main window "
                                            "with every overlay on, print the frame times and "
                                            "exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption benchToken(
        QStringLiteral("bench-token"),
        QCoreApplication::translate("main", "With --bench-drag: the token to drag."),
        QStringLiteral("TOKEN"));
    const QCommandLineOption session(
        QStringLiteral("session-folder"),
        QCoreApplication::translate("main", "Open this session folder and its first encounter "
                                            "not done yet (instead of FILE)."),
        QStringLiteral("FOLDER"));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QCoreApplication::translate("main", "Show this run in a language (en, de or fr) without "
                                            "changing the one Settings remembers."),
        QStringLiteral("CODE"));
    parser.addOption(language);
    parser.addOption(session);
    parser.addOption(recoveryList);
    parser.addOption(recover);
    parser.addOption(testScript);
    parser.addOption(soak);
    parser.addOption(soakJournal);
    parser.addOption(benchDrag);
    parser.addOption(benchToken);
    const QCommandLineOption benchSteps(
        QStringLiteral("bench-steps"),
        QCoreApplication::translate("main", "With --bench-drag: how many cells to drag (200)."),
        QStringLiteral("N"));
    parser.addOption(benchSteps);
    const QCommandLineOption benchShareClients(
        QStringLiteral("bench-share-clients"),
        QCoreApplication::translate("main", "With --bench-drag: drag again while N devices watch "
                                            "the shared view, then time 20 commits."),
        QStringLiteral("N"));
    parser.addOption(benchShareClients);
    const QCommandLineOption share(
        QStringLiteral("share"),
        QCoreApplication::translate("main", "Share the player view with the players' devices on "
                                            "HOST:PORT at once, and print its address."),
        QStringLiteral("HOST:PORT"));
    parser.addOption(share);
    const QCommandLineOption shareCode(
        QStringLiteral("share-code"),
        QCoreApplication::translate("main", "With --share: the join code (default: a random one)."),
        QStringLiteral("CODE"));
    parser.addOption(shareCode);
    parser.addOption(screenshot);
    parser.addOption(size);
    parser.addOption(player);
    parser.addOption(select);
    parser.addOption(dragTo);
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QCoreApplication::translate("main", "The encounter to open (default: a sample)."),
        QStringLiteral("[FILE]"));

    if (!parser.parse(arguments)) {
        options.status = Status::Error;
        options.message = parser.errorText();
        return options;
    }
    if (parser.isSet(help)) {
        options.status = Status::Exit;
        options.message = parser.helpText();
        return options;
    }
    if (parser.isSet(version)) {
        options.status = Status::Exit;
        options.message = QCoreApplication::applicationName() + QLatin1Char(' ') +
                          QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return options;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        options.status = Status::Error;
        options.message = QCoreApplication::translate("main", "expected at most one FILE, got %1")
                              .arg(positional.size());
        return options;
    }
    options.file = positional.value(0);
    options.screenshotPath = parser.value(screenshot);
    options.selectToken = parser.value(select);
    options.player = parser.isSet(player);
    options.language = parser.value(language);
    if (parser.isSet(language) && !AppSettings::languageCodes().contains(options.language)) {
        options.status = Status::Error;
        options.message = QCoreApplication::translate("main", "--language: expected one of %1")
                              .arg(AppSettings::languageCodes().join(QStringLiteral(", ")));
        return options;
    }
    options.sessionFolder = parser.value(session);
    options.dragTo = parser.value(dragTo);
    options.recoveryList = parser.isSet(recoveryList);
    options.recoverId = parser.value(recover);
    if (options.recoverId.endsWith(QLatin1String(".encounter")))
        options.recoverId = QFileInfo(options.recoverId).completeBaseName();
    options.testScript = parser.value(testScript).split(QLatin1Char(';'), Qt::SkipEmptyParts);
    options.benchDragFile = parser.value(benchDrag);
    options.benchToken = parser.value(benchToken);
    if (parser.isSet(benchSteps)) {
        bool ok = false;
        options.benchSteps = parser.value(benchSteps).toInt(&ok);
        if (!ok || options.benchSteps < 1) {
            options.status = Status::Error;
            options.message =
                QCoreApplication::translate("main", "--bench-steps: expected a positive number");
            return options;
        }
    }
    if (parser.isSet(benchShareClients)) {
        bool ok = false;
        options.benchShareClients = parser.value(benchShareClients).toInt(&ok);
        if (!ok || options.benchShareClients < 1 || options.benchShareClients > 16) {
            options.status = Status::Error;
            options.message = QCoreApplication::translate(
                "main", "--bench-share-clients: expected a number from 1 to 16");
            return options;
        }
    }
    if (!options.benchDragFile.isEmpty() &&
        (!options.file.isEmpty() || options.screenshot() || !options.recoverId.isEmpty())) {
        options.status = Status::Error;
        options.message = QCoreApplication::translate(
            "main", "--bench-drag opens its own FILE: it takes no other FILE, --screenshot or "
                    "--recover");
        return options;
    }
    if (!options.recoverId.isEmpty() && (!options.file.isEmpty() || options.screenshot())) {
        options.status = Status::Error;
        options.message = QCoreApplication::translate(
            "main", "--recover opens recovered changes: it takes no FILE and no --screenshot");
        return options;
    }
    if (!options.sessionFolder.isEmpty() &&
        (!options.file.isEmpty() || !options.recoverId.isEmpty() ||
         !options.benchDragFile.isEmpty())) {
        options.status = Status::Error;
        options.message = QCoreApplication::translate(
            "main",
            "--session-folder opens its folder's encounters: it takes no FILE, --recover or "
            "--bench-drag");
        return options;
    }
    if (parser.isSet(share)) {
        const QString value = parser.value(share);
        const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
        bool ok = colon > 0;
        const int port = ok ? value.mid(colon + 1).toInt(&ok) : 0;
        QString host = value.left(colon);
        if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
            host = host.mid(1, host.size() - 2);
        if (!ok || port < 0 || port > 65535 || QHostAddress(host).isNull()) {
            options.status = Status::Error;
            options.message = QCoreApplication::translate(
                "main", "--share: expected HOST:PORT with an IP address, as 127.0.0.1:8787");
            return options;
        }
        options.shareHost = host;
        options.sharePort = port;
    }
    options.shareCode = parser.value(shareCode);
    if (!options.shareCode.isEmpty() &&
        (options.shareHost.isEmpty() || !JoinCode::isWellFormed(options.shareCode))) {
        options.status = Status::Error;
        options.message = QCoreApplication::translate(
            "main", "--share-code: expected 16 to 128 letters, digits, - or _, with --share");
        return options;
    }
    options.soak = parser.isSet(soak);
    if (options.soak) {
        bool ok = false;
        options.soakSeed = parser.value(soak).toUInt(&ok);
        if (!ok || options.file.isEmpty() || options.screenshot() || !options.recoverId.isEmpty() ||
            !options.sessionFolder.isEmpty() || !options.benchDragFile.isEmpty() ||
            !options.testScript.isEmpty()) {
            options.status = Status::Error;
            options.message = QStringLiteral(
                "--soak SEED (a number) edits and saves its own FILE: it takes no --screenshot, "
                "--recover, --session-folder, --bench-drag or --test-script");
            return options;
        }
        options.soakJournal = parser.value(soakJournal);
        if (options.soakJournal.isEmpty())
            options.soakJournal = qEnvironmentVariable("GRIDKEEP_SOAK_JOURNAL");
        if (options.soakJournal.isEmpty())
            options.soakJournal = options.file + QStringLiteral(".soak-journal");
    }
    if (!options.dragTo.isEmpty() && options.selectToken.isEmpty()) {
        options.status = Status::Error;
        options.message = QCoreApplication::translate(
            "main", "--drag-to needs --select TOKEN (the token to drag)");
        return options;
    }
    if (parser.isSet(size)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d+)x(\\d+)$"));
        const auto match = pattern.match(parser.value(size));
        if (!match.hasMatch() || match.captured(1).toInt() < 200 ||
            match.captured(2).toInt() < 200) {
            options.status = Status::Error;
            options.message = QCoreApplication::translate(
                                  "main", "--size: expected WxH of at least 200x200, got \"%1\"")
                                  .arg(parser.value(size));
            return options;
        }
        options.windowSize = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    return options;
}
