// The menus read like a KDE application's (docs/architecture.md §9.2): in every menu of the
// menu bar the shortcuts stand right-aligned in one column of their own, clear of the longest
// label, in English, German and French and at 75 %, 100 % and 200 % text size.
#include "apptestsupport.h"

#include "shell/mainwindowhost.h"

#include <QQuickItem>
#include <QQuickWindow>

using namespace AppTestSupport;

namespace
{

// The menus of the menu bar, in their order (a submenu opens only from its menu).
QList<QObject *> barMenus(QQuickWindow *window)
{
    QList<QObject *> menus;
    auto *bar = window->property("menuBar").value<QQuickItem *>();
    REQUIRE(bar);
    for (QObject *object : bar->findChildren<QObject *>()) {
        if (object->inherits("QQuickMenu") && !menus.contains(object) &&
            !object->property("parentMenu").value<QObject *>())
            menus << object;
    }
    return menus;
}

struct Column {
    int shortcuts = 0;
    qreal right = -1; // the right edge every shortcut shares
    QStringList problems;
};

// Each entry's label and shortcut as laid out in the open menu.
Column measure(QObject *menu)
{
    Column column;
    const int count = menu->property("count").toInt();
    for (int i = 0; i < count; ++i) {
        QQuickItem *entry = nullptr;
        QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, entry), Q_ARG(int, i));
        if (!entry || !entry->isVisible())
            continue;
        QQuickItem *shortcut = itemNamed(entry, QStringLiteral("menuShortcut"));
        auto *content = entry->property("contentItem").value<QQuickItem *>();
        if (!shortcut || !content || shortcut->property("text").toString().isEmpty())
            continue;
        const QString label = entry->property("label").toString();
        // The label is the content's first child, the shortcut its second.
        QQuickItem *labelItem = content->childItems().value(0);
        REQUIRE(labelItem);
        const qreal labelRight = labelItem->mapToScene(QPointF(labelItem->implicitWidth(), 0)).x();
        const qreal shortcutLeft = shortcut->mapToScene(QPointF(0, 0)).x();
        const qreal shortcutRight = shortcut->mapToScene(QPointF(shortcut->width(), 0)).x();
        ++column.shortcuts;
        if (column.right < 0)
            column.right = shortcutRight;
        if (qAbs(shortcutRight - column.right) > 0.5)
            column.problems << QStringLiteral("%1: shortcut not right-aligned").arg(label);
        if (labelRight + entry->property("columnGap").toReal() / 2 > shortcutLeft)
            column.problems << QStringLiteral("%1: shortcut crowds the label").arg(label);
        if (shortcutRight > entry->mapToScene(QPointF(entry->width(), 0)).x())
            column.problems << QStringLiteral("%1: shortcut cut off").arg(label);
        if (label.contains(QLatin1Char('\t')))
            column.problems << QStringLiteral("%1: a tab left in the label").arg(label);
    }
    return column;
}

} // namespace

TEST_CASE("The menus' shortcuts stand right-aligned in a column of their own", "[shell][menus]")
{
    const auto [code, scale] = GENERATE(table<const char *, double>({
        {"en", 1.0},
        {"de", 1.0},
        {"fr", 1.0},
        {"en", 0.75},
        {"de", 2.0},
        {"fr", 2.0},
    }));
    const QString language = QString::fromLatin1(code);
    INFO(code << " at " << scale);
    const ShownIn showing(language, scale);
    {
        MainWindowHost host;
        REQUIRE(host.create({1440, 900}));
        REQUIRE(
            openAndWait(*host.document(), examplePath(QStringLiteral("bridge-ambush.encounter"))));
        QQuickWindow *window = host.window();
        REQUIRE(QTest::qWaitForWindowExposed(window));
        const QList<QObject *> menus = barMenus(window);
        REQUIRE(menus.size() >= 6);
        int withShortcuts = 0;
        QStringList problems;
        for (QObject *menu : menus) {
            QMetaObject::invokeMethod(menu, "open");
            QTest::qWait(100);
            const Column column = measure(menu);
            if (column.shortcuts > 0) {
                ++withShortcuts;
                const QString title = menu->property("title").toString().remove(QLatin1Char('&'));
                saveWindowPicture(
                    window, QStringLiteral("menu-%1-%2-%3")
                                .arg(language)
                                .arg(int(scale * 100))
                                .arg(title.toLower().replace(QLatin1Char(' '), QLatin1Char('-'))));
                for (const QString &problem : column.problems)
                    problems << title + QStringLiteral(": ") + problem;
            }
            QMetaObject::invokeMethod(menu, "close");
            QTest::qWait(30);
        }
        CHECK(withShortcuts >= 5);
        INFO(problems.join(QStringLiteral("\n")).toStdString());
        CHECK(problems.isEmpty());
    }
}

TEST_CASE("A shortcut is shown in the words of the app's language", "[shell][menus]")
{
    const ShownIn german(QStringLiteral("de"), 1.0);
    {
        MainWindowHost host;
        REQUIRE(host.create({1440, 900}));
        QQuickWindow *window = host.window();
        REQUIRE(QTest::qWaitForWindowExposed(window));
        QStringList shown;
        for (QObject *menu : barMenus(window)) {
            QMetaObject::invokeMethod(menu, "open");
            QTest::qWait(50);
            const int count = menu->property("count").toInt();
            for (int i = 0; i < count; ++i) {
                QQuickItem *entry = nullptr;
                QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, entry),
                                          Q_ARG(int, i));
                if (QQuickItem *shortcut =
                        entry ? itemNamed(entry, QStringLiteral("menuShortcut")) : nullptr)
                    shown << shortcut->property("text").toString();
            }
            QMetaObject::invokeMethod(menu, "close");
        }
        // Qt's German names for the keys (qt6-translations-l10n).
        CHECK(shown.contains(QStringLiteral("Strg+N")));
        CHECK(shown.contains(QStringLiteral("Strg+Umschalt+S")));
        CHECK_FALSE(shown.contains(QStringLiteral("Ctrl+N")));
    }
}
