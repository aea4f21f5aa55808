#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "session/rostercontroller.h"
#include "session/sessionworkspace.h"

#include <QCoro/QCoroTask>
#include <QQmlApplicationEngine>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

using namespace AppTestSupport;

// The roster table (qml/session/RosterTable.qml) on a real session: it loads without a warning,
// shows a row per character, and its switch is the encounter's carry-over.

namespace
{

const char *const TableHarness = R"(
import QtQuick
import QtQuick.Controls
import Gridkeep

ApplicationWindow {
    id: root
    width: 820
    height: 600
    visible: true
    required property RosterController controller
    RosterTable {
        controller: root.controller
        Component.onCompleted: open()
    }
}
)";

struct TableWindow {
    QTemporaryDir folder;
    EncounterDocument document;
    SessionWorkspace workspace;
    CombatController combat;
    RosterController roster;
    QQmlApplicationEngine engine;
    QQuickWindow *window = nullptr;

    explicit TableWindow(const QString &sample = QStringLiteral("bridge-ambush.encounter"))
    {
        for (const auto *name : {"a.encounter", "b.encounter"})
            REQUIRE(QFile::copy(examplePath(sample), folder.filePath(QLatin1String(name))));
        workspace.setDocument(&document);
        combat.setDocument(&document);
        roster.setWorkspace(&workspace);
        roster.setDocument(&document);
        REQUIRE(QCoro::waitFor(workspace.openFolderTask(folder.path(), true)));
        REQUIRE(combat.start());
        if (sample == QStringLiteral("bridge-ambush.encounter")) {
            // A fight that leaves Kara stressed and afflicted, and the party in the roster.
            REQUIRE(combat.setPool(QStringLiteral("kara"), QStringLiteral("stress"), 4));
            REQUIRE(combat.addCondition(QStringLiteral("kara"), QStringLiteral("afflicted")));
            REQUIRE(combat.damage(QStringLiteral("brom"), 3));
        } else {
            // The first party token takes some damage in the rule set's damage pool.
            const auto &e = document.encounter();
            for (const auto &token : e.tokens) {
                if (token.side == e.partySide()) {
                    REQUIRE(combat.damage(token.id, 5));
                    break;
                }
            }
        }
        REQUIRE(combat.end());
        REQUIRE(QCoro::waitFor(workspace.goToTask(QStringLiteral("b.encounter"))));

        QList<QQmlError> warnings;
        QObject::connect(&engine, &QQmlApplicationEngine::warnings,
                         [&warnings](const QList<QQmlError> &list) { warnings << list; });
        engine.addImportPath(QStringLiteral("qrc:/"));
        engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&roster)}});
        engine.loadData(TableHarness);
        for (const QQmlError &warning : std::as_const(warnings))
            UNSCOPED_INFO(warning.toString().toStdString());
        CHECK(warnings.isEmpty());
        REQUIRE(engine.rootObjects().size() == 1);
        window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        REQUIRE(window);
        REQUIRE(QTest::qWaitForWindowExposed(window));
    }

    [[nodiscard]] QQuickItem *item(const QString &name) const
    {
        return itemNamed(window->contentItem(), name);
    }
};

} // namespace

TEST_CASE("The roster table shows the party and the encounter's switch", "[roster]")
{
    TableWindow table;
    QQuickItem *rows = nullptr;
    REQUIRE(QTest::qWaitFor([&] { return (rows = table.item(QStringLiteral("rosterRows"))); }));
    REQUIRE(QTest::qWaitFor([&] { return rows->property("count").toInt() == 3; }));
    QQuickItem *carry = table.item(QStringLiteral("rosterCarryOver"));
    REQUIRE(carry);
    CHECK(carry->property("checked").toBool());
    // Turned off from the controller (the menu item), the switch follows, and the file has it.
    table.roster.setCarryOver(false);
    CHECK_FALSE(carry->property("checked").toBool());
    CHECK_FALSE(table.workspace.session().step(QStringLiteral("b.encounter")).carryOver);
    QQuickItem *rest = table.item(QStringLiteral("rosterRest"));
    REQUIRE(rest);
    CHECK(rest->property("text").toString() == QStringLiteral("Rest: Recovery"));
}

// Not run by default: `gridkeep-app-tests "[screenshot]"` with GRIDKEEP_SCREENSHOT_DIR set
// writes the roster table as the GM sees it.
TEST_CASE("Screenshot of the roster table", "[.][screenshot]")
{
    const QString out = qEnvironmentVariable("GRIDKEEP_SCREENSHOT_DIR");
    if (out.isEmpty())
        return;
    for (const auto *sample : {"bridge-ambush", "churn-clash"}) {
        TableWindow table(QLatin1String(sample) + QStringLiteral(".encounter"));
        QTest::qWait(400);
        const QImage shot = table.window->grabWindow();
        REQUIRE(shot.save(
            QDir(out).filePath(QStringLiteral("roster-table-%1.png").arg(QLatin1String(sample)))));
    }
}
