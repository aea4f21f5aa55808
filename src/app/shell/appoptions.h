#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

// The command line of `gridkeep`, parsed in one place.
struct AppOptions {
    enum class Status { Run, Exit, Error };

    Status status = Status::Run;
    QString message; // help text, version, or why the command line was refused

    QString file;           // the encounter to open; empty: the bundled sample
    QString screenshotPath; // render the main window offscreen into this PNG, then exit
    QSize windowSize;       // --size WxH; empty: the default size
    QString selectToken;    // --select TOKEN: the token selected in the screenshot
    QString dragTo;         // --drag-to X,Y (or POSITION,LEVEL): the selected token held there
    bool player = false;    // --player: open the player view (and screenshot it)
    QString language;       // --language CODE: this run's language, not remembered
    // --session-folder FOLDER: open a session folder (docs/file-format.md §15) and its first
    // encounter not done, instead of FILE; with --screenshot, once its thumbnails are drawn.
    // (Not --session: QGuiApplication takes that one for session management.)
    QString sessionFolder;
    // --recovery-list: print the recovery files this run would offer, as JSON, and exit.
    bool recoveryList = false;
    QString recoverId; // --recover ID|FILE: open that recovery file instead of FILE
    // --test-script "STEP;STEP": hidden, for the crash-recovery test (docs/architecture.md
    // §4.8): rename:NAME (no ";" in NAME), wait-autosave, save, report, quit, run once the
    // document is open.
    QStringList testScript;
    // --soak SEED [--soak-journal JOURNAL]: hidden, for the kill test (docs/architecture.md
    // §4.8, shell/soakdriver.h): edits, saves and recovery writes on FILE, seeded, until
    // killed. The journal defaults to GRIDKEEP_SOAK_JOURNAL, else FILE.soak-journal.
    bool soak = false;
    quint32 soakSeed = 0;
    QString soakJournal;
    // --bench-drag FILE [--bench-token ID] [--bench-steps N]: time a scripted drag in the main
    // window, print the frame times and exit (shell/dragbench.h).
    QString benchDragFile;
    QString benchToken;
    int benchSteps = 200;
    int benchShareClients = 0; // --bench-share-clients N

    // --share HOST:PORT [--share-code CODE]: share the player view with the players' devices
    // at once (docs/sharing.md); PORT 0 picks a free one. Empty host: not sharing.
    QString shareHost;
    int sharePort = 0;
    QString shareCode;

    [[nodiscard]] static AppOptions parse(const QStringList &arguments);
    // Before the application object exists: does this command line render a screenshot?
    // Such a run needs no display, so main() picks the offscreen platform for it.
    [[nodiscard]] static bool rendersOffscreen(int argc, char **argv);
    [[nodiscard]] bool screenshot() const { return !screenshotPath.isEmpty(); }
};
