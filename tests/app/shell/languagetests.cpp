#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/tokenselection.h"
#include "library/miniaturecatalogue.h"
#include "library/miniaturelibrarymodel.h"
#include "live/overlaytext.h"
#include "shell/appsettings.h"
#include "shell/apptranslations.h"
#include "shell/mainwindowhost.h"

#include <QFile>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace AppTestSupport;

namespace
{

// The English texts that `language` translates differently: if one shows, English is left.
QSet<QString> translatedSources(const QString &language)
{
    QFile file(QStringLiteral(GRIDKEEP_TRANSLATIONS_DIR "/gridkeep_%1.ts").arg(language));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QSet<QString> sources;
    QSet<QString> keptSomewhere; // "Name" stays "Name" in German, in one context at least
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            // Words only: "%1 %" or "·" read the same in every language.
            if (translation == source)
                keptSomewhere.insert(source);
            else if (source.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))))
                sources.insert(source);
        }
    }
    return sources - keptSomewhere;
}

// A shown text as the GM reads it: no accelerator mark, no shortcut column.
QString shown(QString text)
{
    text = text.section(QLatin1Char('\t'), 0, 0);
    text.remove(QRegularExpression(QStringLiteral("&(?=\\w)")));
    return text.trimmed();
}

struct Finding {
    QStringList english;   // UI texts still in English
    QStringList truncated; // translated texts cut short by their item
};

void inspect(QQuickItem *item, const QSet<QString> &english, Finding &found)
{
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    const QVariant text = item->property("text");
    if (text.typeId() == QMetaType::QString && item->width() > 0) {
        const QString value = shown(text.toString());
        if (english.contains(value))
            found.english << QStringLiteral("%1 \"%2\"")
                                 .arg(QString::fromLatin1(item->metaObject()->className()), value);
        // A translated text that its label elides: too long for its place.
        if (item->property("truncated").toBool() && !value.isEmpty())
            found.truncated << QStringLiteral("\"%1\" in %2 px").arg(value).arg(item->width());
    }
    for (QQuickItem *child : item->childItems())
        inspect(child, english, found);
}

// Every popup of the window (dialogs, menus, pop-ups), found by type so a new one is included.
QList<QObject *> popups(QQuickWindow *window)
{
    QList<QObject *> found;
    for (QObject *object : window->findChildren<QObject *>()) {
        if (object->inherits("QQuickPopup") && !found.contains(object))
            found << object;
    }
    return found;
}

} // namespace

// README, "Languages and accessibility": in German and in French, every panel and dialog of
// the main window shows no English UI text, and no translated text is elided.
TEST_CASE("Every panel and dialog shows in German and in French with no English left",
          "[translations][shell]")
{
    // German again at 150 %: the longest words at a large text size.
    const auto [code, scale] = GENERATE(table<const char *, double>({
        {"de", 1.0},
        {"fr", 1.0},
        {"de", 1.5},
    }));
    const QString language = QString::fromLatin1(code);
    INFO(code << " at " << scale);
    const QString shots =
        scale == 1.0 ? language : QStringLiteral("%1-%2").arg(language).arg(int(scale * 100));
    const ShownIn showing(language, scale);
    const QSet<QString> english = translatedSources(language);
    REQUIRE(english.size() > 500);
    {
        MainWindowHost host;
        REQUIRE(host.create({1440, 900}));
        REQUIRE(
            openAndWait(*host.document(), examplePath(QStringLiteral("bridge-ambush.encounter"))));
        QQuickWindow *window = host.window();
        REQUIRE(QTest::qWaitForWindowExposed(window));
        auto *selection = window->property("selection").value<TokenSelection *>();
        auto *combat = window->property("combat").value<CombatController *>();
        REQUIRE(selection);
        REQUIRE(combat);
        selection->select(host.document()->encounter().tokens.first().id);
        combat->setDiceSeed(7);
        REQUIRE(combat->start());
        auto *tabs = itemNamed(window->contentItem(), QStringLiteral("sideTabs"));
        REQUIRE(tabs);

        // The encounter's own names ("Party") are the GM's words, not the UI's.
        QSet<QString> notUi = english;
        for (const auto &side : host.document()->encounter().sides)
            notUi.remove(side.name);
        for (const auto &token : host.document()->encounter().tokens)
            notUi.remove(token.name);
        Finding found;
        for (int tab = 0; tab < 4; ++tab) {
            tabs->setProperty("currentIndex", tab);
            QTest::qWait(150);
            saveWindowPicture(window, QStringLiteral("%1-panel-%2").arg(shots).arg(tab));
            inspect(window->contentItem(), notUi, found);
        }
        int index = 0;
        for (QObject *popup : popups(window)) {
            QMetaObject::invokeMethod(popup, "open");
            QTest::qWait(150);
            if (popup->property("opened").toBool() || popup->property("visible").toBool()) {
                const QString name = popup->objectName().isEmpty()
                                         ? QString::fromLatin1(popup->metaObject()->className())
                                         : popup->objectName();
                saveWindowPicture(
                    window, QStringLiteral("%1-popup-%2-%3").arg(shots).arg(index++).arg(name));
                inspect(window->contentItem(), notUi, found);
            }
            QMetaObject::invokeMethod(popup, "close");
            QTest::qWait(50);
        }
        found.english.removeDuplicates();
        found.truncated.removeDuplicates();
        INFO("English left: " << found.english.join(QStringLiteral("; ")).toStdString());
        CHECK(found.english.isEmpty());
        INFO("Cut off: " << found.truncated.join(QStringLiteral("; ")).toStdString());
        CHECK(found.truncated.isEmpty());
    }
}

// The built-in miniatures read in the app's language: names and the tags searched.
TEST_CASE("The built-in miniatures have German and French names and tags",
          "[translations][library]")
{
    const auto [language, giant, tag] = GENERATE(table<const char *, const char *, const char *>({
        {"de", "Riese", "riesig"},
        {"fr", "Géant", "énorme"},
        {"en", "Giant", "huge"},
    }));
    const MiniatureCatalogue::Result catalogue =
        MiniatureCatalogue::load(QString::fromLatin1(language));
    CHECK(catalogue.error.isEmpty());
    const auto found =
        std::find_if(catalogue.miniatures.cbegin(), catalogue.miniatures.cend(),
                     [](const Miniature &m) { return m.id == QLatin1String("giant"); });
    REQUIRE(found != catalogue.miniatures.cend());
    CHECK(found->name == QString::fromUtf8(giant));
    CHECK(found->tags.contains(QString::fromUtf8(tag)));

    // The library panel's model shows the language the window passes it, and follows a change.
    QTemporaryDir data;
    MiniatureLibraryModel library;
    library.setDataDirectory(data.path());
    library.setLanguage(QString::fromLatin1(language));
    const Miniature *shown = library.miniature(QStringLiteral("giant"));
    REQUIRE(shown);
    CHECK(shown->name == QString::fromUtf8(giant));
    library.setLanguage(QStringLiteral("en"));
    CHECK(library.miniature(QStringLiteral("giant"))->name == QLatin1String("Giant"));
}

// README, "Languages and accessibility": the system's language unless Settings names one;
// a language Gridkeep does not ship falls back to the next the system lists, then English.
TEST_CASE("The language follows the system unless Settings chooses one", "[translations]")
{
    using AppTranslations::resolve;
    CHECK(resolve(QString(), {QStringLiteral("de-AT"), QStringLiteral("en-US")}) ==
          QLatin1String("de"));
    CHECK(resolve(QString(), {QStringLiteral("fr_CA")}) == QLatin1String("fr"));
    CHECK(resolve(QString(), {QStringLiteral("it-IT"), QStringLiteral("fr-FR")}) ==
          QLatin1String("fr"));
    CHECK(resolve(QString(), {QStringLiteral("it-IT")}) == QLatin1String("en"));
    CHECK(resolve(QString(), {QStringLiteral("C")}) == QLatin1String("en"));
    CHECK(resolve(QStringLiteral("fr"), {QStringLiteral("de-DE")}) == QLatin1String("fr"));
    CHECK(resolve(QStringLiteral("en"), {QStringLiteral("de-DE")}) == QLatin1String("en"));
}

TEST_CASE("Settings remember the language, the UI scale and high contrast", "[translations][shell]")
{
    AppSettings *settings = AppSettings::instance();
    const QString language = settings->language();
    const qreal scale = settings->uiScale();
    const bool contrast = settings->highContrast();

    settings->setLanguage(QStringLiteral("fr"));
    CHECK(QSettings().value(QStringLiteral("display/language")).toString() == QLatin1String("fr"));
    settings->setLanguage(QStringLiteral("tlh")); // not shipped: back to the system's
    CHECK(settings->language().isEmpty());
    settings->setUiScale(1.5);
    CHECK(QSettings().value(QStringLiteral("display/uiScale")).toReal() == 1.5);
    settings->setUiScale(9); // kept to what the panels can hold
    CHECK(settings->uiScale() == AppSettings::MaximumScale);
    settings->setHighContrast(!contrast);
    CHECK(QSettings().value(QStringLiteral("display/highContrast")).toBool() == !contrast);

    settings->setLanguage(language);
    settings->setUiScale(scale);
    settings->setHighContrast(contrast);
}

// Edit ▸ Settings opens with Ctrl+, and shows the restart button only when the chosen language
// differs from the one running.
TEST_CASE("The Settings key opens Settings and offers a restart for a new language",
          "[translations][shell]")
{
    AppSettings *settings = AppSettings::instance();
    const QString before = settings->language();
    MainWindowHost host;
    REQUIRE(host.create({1440, 900}));
    QQuickWindow *window = host.window();
    REQUIRE(QTest::qWaitForWindowExposed(window));
    window->requestActivate();
    QTest::qWait(100);
    QObject *dialog = nullptr;
    for (QObject *object : window->findChildren<QObject *>()) {
        if (object->objectName() == QLatin1String("settingsDialog"))
            dialog = object;
    }
    REQUIRE(dialog);
    QTest::keyClick(window, Qt::Key_Comma, Qt::ControlModifier);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QQuickItem *restart = itemNamed(window->contentItem(), QStringLiteral("restartButton"));
    REQUIRE(restart);
    settings->setLanguage(QStringLiteral("en"));
    CHECK_FALSE(restart->isVisible());
    settings->setLanguage(QStringLiteral("de"));
    CHECK(restart->isVisible());
    settings->setLanguage(before);
}

// A rule set's name inside a sentence ("Paint water", "cover +1, dim +1") drops its capital,
// but German nouns keep theirs ("Wasser malen").
TEST_CASE("Names inside a sentence keep a German noun's capital", "[translations]")
{
    REQUIRE(AppTranslations::install(*qApp, QStringLiteral("de")));
    CHECK(OverlayText::midSentence(QStringLiteral("Wasser")) == QLatin1String("Wasser"));
    REQUIRE(AppTranslations::install(*qApp, QStringLiteral("fr")));
    CHECK(OverlayText::midSentence(QStringLiteral("Eau")) == QLatin1String("eau"));
    REQUIRE(AppTranslations::install(*qApp, QStringLiteral("en")));
    CHECK(OverlayText::midSentence(QStringLiteral("Difficult terrain")) ==
          QLatin1String("difficult terrain"));
}
