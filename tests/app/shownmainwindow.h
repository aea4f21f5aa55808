#pragma once

#include "apptestsupport.h"
#include "editing/tokenselection.h"
#include "live/liveanalysis.h"
#include "shell/mainwindowhost.h"

#include <QQuickWindow>
#include <QTest>

// The real main window with a bundled example open, shown and active, as the GM finds it; the
// window's tests drive it with keys, a mouse or fingers.
struct ShownMainWindow {
    MainWindowHost host;
    QQuickWindow *window = nullptr;
    TokenSelection *selection = nullptr;
    LiveAnalysis *live = nullptr;

    explicit ShownMainWindow(const char *example)
    {
        REQUIRE(host.create({1440, 900}));
        REQUIRE(AppTestSupport::openAndWait(
            *host.document(), AppTestSupport::examplePath(QString::fromLatin1(example))));
        window = host.window();
        window->requestActivate();
        REQUIRE(QTest::qWaitForWindowActive(window));
        QTest::qWait(200);
        selection = window->property("selection").value<TokenSelection *>();
        live = window->property("live").value<LiveAnalysis *>();
        REQUIRE(selection);
        REQUIRE(live);
    }
    ~ShownMainWindow() { window->setProperty("closeApproved", true); }
    ShownMainWindow(const ShownMainWindow &) = delete;
    ShownMainWindow &operator=(const ShownMainWindow &) = delete;
};
