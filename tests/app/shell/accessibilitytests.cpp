// The main window and the player window as a screen reader meets them (issue #25): every
// control has a name, the board is a list of its tokens with their readings, the selection
// shows in it, a new turn is told through the status line, and the players' tree says nothing
// of what the GM hides.

#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "editing/tokenselection.h"
#include "shell/mainwindowhost.h"

#include <QAccessible>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QTest>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

QList<QAccessibleInterface *> treeOf(QWindow *window)
{
    return accessibleTree(QAccessible::queryAccessibleInterface(window));
}

// How an interface shows in a failure message: role, name, object name and class.
std::string describe(QAccessibleInterface *iface)
{
    QObject *object = iface->object();
    QString where;
    for (QObject *o = object; o && where.size() < 300; o = o->parent()) {
        if (!o->objectName().isEmpty() || o == object)
            where += QStringLiteral(" < %1(%2)")
                         .arg(QString::fromLatin1(o->metaObject()->className()), o->objectName());
    }
    return QStringLiteral("role 0x%1 name \"%2\"%3")
        .arg(int(iface->role()), 0, 16)
        .arg(iface->text(QAccessible::Name), where)
        .toStdString();
}

QAccessibleInterface *boardList(const QList<QAccessibleInterface *> &tree)
{
    for (QAccessibleInterface *iface : tree) {
        if (iface->role() == QAccessible::List && iface->object() &&
            iface->object()->objectName() == str("boardTokens"))
            return iface;
    }
    return nullptr;
}

struct Event {
    QAccessible::Event type;
    QObject *object;
};
QList<Event> events;
void recordEvent(QAccessibleEvent *event)
{
    events << Event{event->type(), event->object()};
}

// Accessibility for one test, with the events recorded instead of sent. start() is what a
// screen reader connecting to the running app does.
struct Listening {
    QAccessible::UpdateHandler previous;
    Listening()
    {
        events.clear();
        previous = QAccessible::installUpdateHandler(recordEvent);
    }
    void start()
    {
        QAccessible::setActive(true);
        QTest::qWait(50);
    }
    ~Listening()
    {
        QAccessible::setActive(false);
        QAccessible::installUpdateHandler(previous);
    }
};

} // namespace

TEST_CASE("A screen reader walks the main window and the board's tokens", "[accessibility]")
{
    // A screen reader that runs before the app starts, as with the AT-SPI bus always on.
    Listening listening;
    listening.start();
    MainWindowHost host;
    REQUIRE(host.create());
    QQuickWindow *window = host.window();
    REQUIRE(openAndWait(*host.document(), str(":/samples/bridge-ambush.encounter")));
    REQUIRE(QTest::qWaitForWindowExposed(window));
    QTest::qWait(200);
    for (const QString &warning : host.warnings())
        CHECK_FALSE(warning.contains(str("Accessible")));

    SECTION("every control a reader can reach has a name, in every tab of the side panel")
    {
        const QSet<QAccessible::Role> interactive = {
            QAccessible::Button,       QAccessible::CheckBox, QAccessible::ComboBox,
            QAccessible::EditableText, QAccessible::Slider,   QAccessible::SpinBox,
            QAccessible::ListItem,     QAccessible::MenuItem, QAccessible::PageTab,
            QAccessible::RadioButton};
        auto *selection = window->property("selection").value<TokenSelection *>();
        auto *combat = window->property("combat").value<CombatController *>();
        REQUIRE(selection);
        REQUIRE(combat);
        selection->select(str("kara")); // the inspector shows a token
        REQUIRE(combat->start(str("party")));
        QObject *tabs = nullptr;
        for (QObject *o : window->findChildren<QObject *>()) {
            if (o->objectName() == str("sideTabs"))
                tabs = o;
        }
        REQUIRE(tabs);
        for (int tab = 0; tab < 4; ++tab) {
            tabs->setProperty("currentIndex", tab);
            QTest::qWait(100);
            QStringList unnamed;
            const auto tree = treeOf(window);
            CHECK(tree.size() > 50);
            for (QAccessibleInterface *iface : tree) {
                if (interactive.contains(iface->role()) &&
                    iface->text(QAccessible::Name).trimmed().isEmpty())
                    unnamed << QString::fromStdString(describe(iface));
            }
            INFO("tab " << tab << ":\n" << unnamed.join(QLatin1Char('\n')).toStdString());
            CHECK(unnamed.isEmpty());
        }
    }

    SECTION("the board is a list with one reading per token, selected with the board")
    {
        const auto tree = treeOf(window);
        QAccessibleInterface *list = boardList(tree);
        REQUIRE(list);
        const Encounter &encounter = host.document()->encounter();
        // "Board, 8 tokens" with the English plurals loaded, "token(s)" without.
        CHECK(list->text(QAccessible::Name)
                  .startsWith(str("Board, %1 token").arg(encounter.tokens.size())));
        REQUIRE(list->childCount() == encounter.tokens.size());
        QHash<QString, QAccessibleInterface *> byName;
        for (int i = 0; i < list->childCount(); ++i) {
            QAccessibleInterface *item = list->child(i);
            REQUIRE(item);
            CHECK(item->role() == QAccessible::ListItem);
            CHECK(item->state().focusable);
            CHECK(item->state().selectable);
            byName.insert(item->text(QAccessible::Name).section(QLatin1Char(','), 0, 0), item);
        }
        REQUIRE(byName.contains(str("Kara")));
        const QString kara = byName[str("Kara")]->text(QAccessible::Name);
        INFO(kara.toStdString());
        CHECK(kara.startsWith(str("Kara, Party, at column 7 row 7")));
        CHECK(kara.contains(str("surrounded by Cutthroat and Thug")));
        CHECK(byName[str("Archer")]
                  ->text(QAccessible::Name)
                  .contains(str("hidden from the players")));

        auto *selection = window->property("selection").value<TokenSelection *>();
        REQUIRE(selection);
        selection->select(str("kara"));
        QTest::qWait(50);
        CHECK(byName[str("Kara")]->state().selected);
        CHECK(byName[str("Kara")]->state().focused);
        CHECK_FALSE(byName[str("Thug")]->state().selected);
        selection->select(str("thug"));
        QTest::qWait(50);
        CHECK_FALSE(byName[str("Kara")]->state().selected);
        CHECK(byName[str("Thug")]->state().selected);
    }

    SECTION("a new turn is told through the status line")
    {
        auto *combat = window->property("combat").value<CombatController *>();
        REQUIRE(combat);
        QQuickItem *status = nullptr;
        for (QAccessibleInterface *iface : treeOf(window)) {
            if (iface->role() == QAccessible::StatusBar)
                status = qobject_cast<QQuickItem *>(iface->object());
        }
        REQUIRE(status);
        REQUIRE(combat->start(str("party")));
        QTest::qWait(50);
        events.clear();
        REQUIRE(combat->nextTurn(str("kara")));
        QTest::qWait(100);
        QAccessibleInterface *statusIface = QAccessible::queryAccessibleInterface(status);
        REQUIRE(statusIface);
        CHECK(statusIface->text(QAccessible::Name).startsWith(str("Kara's turn, round 1.")));
        bool named = false;
        bool alerted = false;
        for (const Event &event : std::as_const(events)) {
            named = named || (event.object == status && event.type == QAccessible::NameChanged);
            alerted = alerted || (event.object == status && event.type == QAccessible::Alert);
        }
        // Events reach the handler only where the platform has a bridge (not offscreen).
        if (QAccessible::isActive()) {
            CHECK(named);
            CHECK(alerted);
        }
        auto *announcer = window->property("announcer").value<QObject *>();
        REQUIRE(announcer);
        CHECK(announcer->property("text").toString().startsWith(str("Kara's turn, round 1.")));
    }
}

TEST_CASE("The player window's accessible tree holds nothing the GM hides", "[accessibility]")
{
    Listening listening;
    MainWindowHost host;
    REQUIRE(host.create());
    QQuickWindow *window = host.window();
    REQUIRE(openAndWait(*host.document(), str(":/samples/bridge-ambush.encounter")));
    auto *editor = window->property("editor").value<EncounterEditor *>();
    REQUIRE(editor);
    REQUIRE(editor->setTokenField(str("kara"), str("notes"), str("Secretly cursed")));
    REQUIRE(editor->setEncounterNotes(str("The bridge gives way in round three")));
    listening.start();
    QMetaObject::invokeMethod(window, "openPlayerView",
                              Q_ARG(QVariant, QVariant(QSize(1000, 700))));
    auto *player = window->property("playerWindow").value<QQuickWindow *>();
    REQUIRE(player);
    REQUIRE(QTest::qWaitForWindowExposed(player));
    QTest::qWait(300);

    const auto tree = treeOf(player);
    QAccessibleInterface *list = boardList(tree);
    REQUIRE(list);
    int visible = 0;
    for (const Token &token : host.document()->encounter().tokens)
        visible += token.hidden ? 0 : 1;
    CHECK(list->childCount() == visible);
    for (QAccessibleInterface *iface : tree) {
        for (QAccessible::Text kind :
             {QAccessible::Name, QAccessible::Description, QAccessible::Value, QAccessible::Help}) {
            const QString text = iface->text(kind);
            INFO(describe(iface));
            CHECK_FALSE(text.contains(str("Archer")));
            CHECK_FALSE(text.contains(str("hidden")));
            CHECK_FALSE(text.contains(str("cursed")));
            CHECK_FALSE(text.contains(str("round three")));
        }
    }
}

TEST_CASE("A screen reader walks the Combat Grid's tokens by place", "[accessibility]")
{
    Listening listening;
    listening.start();
    MainWindowHost host;
    REQUIRE(host.create());
    QQuickWindow *window = host.window();
    REQUIRE(openAndWait(*host.document(), examplePath(str("churn-clash.encounter"))));
    REQUIRE(QTest::qWaitForWindowExposed(window));
    QTest::qWait(200);
    QAccessibleInterface *list = boardList(treeOf(window));
    REQUIRE(list);
    CHECK(list->text(QAccessible::Name).startsWith(str("Combat Grid, ")));
    REQUIRE(list->childCount() == host.document()->encounter().tokens.size());
    bool wren = false;
    for (int i = 0; i < list->childCount(); ++i) {
        const QString name = list->child(i)->text(QAccessible::Name);
        INFO(name.toStdString());
        CHECK(list->child(i)->role() == QAccessible::ListItem);
        CHECK(name.contains(str(", at ")));
        wren = wren || name.startsWith(str("Wren, "));
    }
    CHECK(wren);
}
