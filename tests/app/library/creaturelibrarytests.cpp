#include "apptestsupport.h"
#include "editing/encountereditor.h"
#include "io/creaturereader.h"
#include "library/creaturetokens.h"
#include "library/miniaturelibrarymodel.h"
#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"

#include <QAbstractItemModelTester>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace AppTestSupport;

// Creatures in the library (docs/file-format.md §16): "Save as creature" writes a file, the
// library reads it back, and a drop makes numbered tokens with the creature's stat block.

namespace
{

struct Setup {
    QTemporaryDir data;
    QTemporaryDir session;
    MiniatureLibraryModel library;
    QAbstractItemModelTester tester{&library,
                                    QAbstractItemModelTester::FailureReportingMode::Fatal};
    EncounterDocument document;
    EncounterEditor editor;

    Setup()
    {
        library.setDataDirectory(data.path());
        REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
        editor.setDocument(&document);
        library.setRulesId(document.rulesId());
    }
};

QStringList tokenNames(const EncounterDocument &document)
{
    QStringList names;
    for (const auto &token : document.encounter().tokens)
        names << token.name;
    return names;
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    REQUIRE(QDir().mkpath(QFileInfo(path).path()));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

TEST_CASE("Save as creature, reload, and drag in numbered tokens with the stats", "[creature]")
{
    Setup s;
    // The ogre becomes a Ghoul with the inspector's numbers first.
    REQUIRE(s.editor.setTokenStat(QStringLiteral("ogre"), QStringLiteral("poise"), 14));
    REQUIRE(s.editor.setTokenField(QStringLiteral("ogre"), QStringLiteral("notes"),
                                   QStringLiteral("Claws paralyse.")));
    REQUIRE(s.editor.setTokenField(QStringLiteral("ogre"), QStringLiteral("name"),
                                   QStringLiteral("Ghoul 3")));

    CHECK(s.library.creatureNameFor(QStringLiteral("Ghoul 3")) == QStringLiteral("Ghoul"));
    CHECK(s.library.existingCreature(QStringLiteral("Ghoul"), false).isEmpty());
    const QString id = s.library.saveCreature(&s.document, QStringLiteral("ogre"));
    INFO(s.library.errorString().toStdString());
    REQUIRE(id == QStringLiteral("creature:ghoul"));
    CHECK(s.library.existingCreature(QStringLiteral("Ghoul"), false) == id);

    // The file is in the data folder's creatures/ and reads on its own.
    const QString file = s.data.filePath(QStringLiteral("creatures/ghoul.creature"));
    REQUIRE(QFileInfo::exists(file));
    CreatureReader reader;
    const auto creature = reader.readFile(file);
    REQUIRE(creature);
    CHECK(creature->name == QStringLiteral("Ghoul"));
    CHECK(creature->side == QStringLiteral("bandits"));
    const auto *block = creature->block(QStringLiteral("paces"));
    REQUIRE(block);
    CHECK(block->size == 2);
    CHECK(block->speed == 1);
    CHECK(block->pools.value(QStringLiteral("poise")) == 14);
    CHECK(block->stats.value(QStringLiteral("brawn")) == 4);
    CHECK(block->stats.value(QStringLiteral("turns")) == 2);
    CHECK_FALSE(block->stats.contains(QStringLiteral("poise")));
    CHECK(block->notes == QStringLiteral("Claws paralyse."));

    // A fresh library on the same folder finds it, with its stats for the tooltip.
    MiniatureLibraryModel reloaded;
    reloaded.setDataDirectory(s.data.path());
    reloaded.setRulesId(QStringLiteral("paces"));
    CHECK(reloaded.errorString().isEmpty());
    const int row = reloaded.indexOf(id);
    REQUIRE(row >= 0);
    CHECK(roleValue(reloaded, row, "creature").toBool());
    CHECK(roleValue(reloaded, row, "hasStats").toBool());
    CHECK(roleValue(reloaded, row, "size").toInt() == 2);
    const QString text = roleValue(reloaded, row, "statsText").toString();
    INFO(text.toStdString());
    CHECK(text.contains(QStringLiteral("POI 14")));
    CHECK(text.contains(QStringLiteral("Claws paralyse.")));

    // Dropped on a board with no ghoul numbered 1 or 2 yet, apart from "Ghoul 3" itself.
    REQUIRE(s.editor.setTokenField(QStringLiteral("ogre"), QStringLiteral("name"),
                                   QStringLiteral("Ogre")));
    const QString first = s.editor.addMiniature(&reloaded, id, 1, 1);
    const QString second = s.editor.addMiniature(&reloaded, id, 4, 1);
    REQUIRE(!first.isEmpty());
    REQUIRE(!second.isEmpty());
    const auto *one = s.document.encounter().token(first);
    const auto *two = s.document.encounter().token(second);
    REQUIRE(one);
    REQUIRE(two);
    CHECK(one->name == QStringLiteral("Ghoul 1"));
    CHECK(two->name == QStringLiteral("Ghoul 2"));
    CHECK(one->id == QStringLiteral("ghoul-1"));
    for (const auto *token : {one, two}) {
        CHECK(token->size == 2);
        CHECK(token->speed == 1);
        CHECK(token->side == QStringLiteral("bandits"));
        CHECK(token->stats.value(QStringLiteral("poise")) == 14);
        CHECK(token->stats.value(QStringLiteral("brawn")) == 4);
        CHECK(token->notes == QStringLiteral("Claws paralyse."));
    }
    // The next number follows the highest, whatever was deleted in between.
    s.document.undoStack()->undo(); // Ghoul 2 gone
    REQUIRE(s.editor.setTokenField(first, QStringLiteral("name"), QStringLiteral("Ghoul 7")));
    const QString third = s.editor.addMiniature(&reloaded, id, 6, 1);
    CHECK(s.document.encounter().token(third)->name == QStringLiteral("Ghoul 8"));
}

TEST_CASE("A creature keeps its other rule sets when saved again from another", "[creature]")
{
    Setup s;
    REQUIRE(!s.library.saveCreature(&s.document, QStringLiteral("thug"), QStringLiteral("Thug"))
                 .isEmpty());
    EncounterDocument meters;
    REQUIRE(openAndWait(meters, examplePath(QStringLiteral("crypt-sneak.encounter"))));
    const QString tokenId = meters.encounter().tokens.first().id;
    const QString id = s.library.saveCreature(&meters, tokenId, QStringLiteral("Thug"));
    REQUIRE(id == QStringLiteral("creature:thug"));
    const auto *entry = s.library.miniature(id);
    REQUIRE(entry);
    REQUIRE(entry->creature);
    CHECK(entry->creature->blocks.keys() ==
          QStringList{QStringLiteral("meters"), QStringLiteral("paces")});
    // Without a block for this rule set the tooltip says so, and a drop gives name and size.
    s.library.setRulesId(QStringLiteral("classic"));
    const int row = s.library.indexOf(id);
    CHECK_FALSE(roleValue(s.library, row, "hasStats").toBool());
    CHECK(roleValue(s.library, row, "statsText").toString().contains(QStringLiteral("No classic")));
}

TEST_CASE("Creatures of the session folder travel with it", "[creature]")
{
    Setup s;
    CHECK(s.library.saveCreature(&s.document, QStringLiteral("thug"), {}, true).isEmpty());
    CHECK(s.library.errorString().contains(QStringLiteral("No session folder")));
    s.library.setSessionFolder(s.session.path());
    const QString id = s.library.saveCreature(&s.document, QStringLiteral("thug"), {}, true);
    REQUIRE(id == QStringLiteral("session-creature:thug"));
    CHECK(QFileInfo::exists(s.session.filePath(QStringLiteral("creatures/thug.creature"))));
    CHECK(roleValue(s.library, s.library.indexOf(id), "inSession").toBool());
    // Closing the session hides them; the GM's library does not hold them.
    s.library.setSessionFolder({});
    CHECK_FALSE(s.library.contains(id));
    s.library.setSessionFolder(s.session.path());
    CHECK(s.library.contains(id));
    // Renamed and removed like the GM's own miniatures.
    REQUIRE(s.library.update(id, {{QStringLiteral("name"), QStringLiteral("Bridge thug")}}));
    CHECK(s.library.miniature(id)->name == QStringLiteral("Bridge thug"));
    CHECK_FALSE(s.library.update(id, {{QStringLiteral("size"), 3}}));
    REQUIRE(s.library.remove(id));
    CHECK_FALSE(QFileInfo::exists(s.session.filePath(QStringLiteral("creatures/thug.creature"))));
}

TEST_CASE("A hostile creature file is skipped with its JSON path, the others still load",
          "[creature]")
{
    Setup s;
    REQUIRE(!s.library.saveCreature(&s.document, QStringLiteral("thug")).isEmpty());
    const QString folder = s.data.filePath(QStringLiteral("creatures"));
    writeAll(QDir(folder).filePath(QStringLiteral("evil.creature")),
             R"({"format": "gridkeep-creature", "version": 1, "name": "Evil",
                 "rules": {"paces": {"size": 100000, "pools": {"poise": -1}}}})");
    writeAll(QDir(folder).filePath(QStringLiteral("junk.creature")), "not json at all");
    s.library.reload();
    const QString error = s.library.errorString();
    INFO(error.toStdString());
    CHECK(error.contains(QStringLiteral("evil.creature: rules.paces.size: expected a size from 1 "
                                        "to 32")));
    CHECK(error.contains(QStringLiteral("junk.creature: expected valid JSON")));
    CHECK(s.library.contains(QStringLiteral("creature:thug")));
    CHECK_FALSE(s.library.contains(QStringLiteral("creature:evil")));
    // The broken files are left as they are for the GM to mend.
    CHECK(QFileInfo::exists(QDir(folder).filePath(QStringLiteral("evil.creature"))));
}

TEST_CASE("A creature's block and a token's keys go both ways", "[creature]")
{
    auto rules = RuleSetRegistry::instance().find(QStringLiteral("paces"));
    REQUIRE(rules);
    Token token;
    token.name = QStringLiteral("Wight 12");
    token.size = 0; // one cell
    token.speed = 5;
    token.reach = 2;
    token.zoc = false;
    token.darkvision = FixedPoint::fromDouble(4);
    token.conditions = QStringList{QStringLiteral("wet"), QString(), QStringLiteral("wet")};
    token.stats = {{QStringLiteral("poise"), 9}, {QStringLiteral("brawn"), 3}};
    token.roster = QStringLiteral("kara");
    token.carried = {{QStringLiteral("stress"), 2}};
    const auto block = CreatureTokens::blockFromToken(token, rules.get());
    CHECK(block.size == 1);
    CHECK(block.conditions == QStringList{QStringLiteral("wet")});
    CHECK(block.pools == QMap<QString, double>{{QStringLiteral("poise"), 9}});
    CHECK(block.stats == QMap<QString, double>{{QStringLiteral("brawn"), 3}});
    Token made;
    CreatureTokens::applyBlock(block, made);
    CHECK(made.stats ==
          QMap<QString, double>{{QStringLiteral("poise"), 9}, {QStringLiteral("brawn"), 3}});
    CHECK(made.reach == 2);
    CHECK_FALSE(made.zoc);
    CHECK(made.darkvision == token.darkvision);
    CHECK(made.roster.isEmpty()); // a creature is nobody's character
    CHECK(made.carried.isEmpty());
    CHECK(CreatureTokens::baseName(QStringLiteral("Wight 12")) == QStringLiteral("Wight"));
    CHECK(CreatureTokens::baseName(QStringLiteral("Room 101 guard")) ==
          QStringLiteral("Room 101 guard"));
    CHECK(CreatureTokens::describe(block, rules.get()).contains(QStringLiteral("POI 9")));
}

namespace
{

const char *const DialogHarness = R"(
import QtQuick
import QtQuick.Controls
import Gridkeep

ApplicationWindow {
    id: root
    width: 560
    height: 420
    visible: true
    required property MiniatureLibraryModel library
    required property EncounterDocument document
    property string saved
    property alias dialog: dialog
    SaveCreatureDialog {
        id: dialog
        library: root.library
        document: root.document
        sessionOpen: true
        onSaved: id => root.saved = id
    }
}
)";

QQuickItem *findNamed(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    const QList<QQuickItem *> children = root->childItems();
    for (QQuickItem *child : children) {
        if (QQuickItem *found = findNamed(child, name))
            return found;
    }
    return nullptr;
}

} // namespace

TEST_CASE("The Save as creature dialog saves under the name the GM gives", "[creature]")
{
    Setup s;
    s.library.setSessionFolder(s.session.path());
    QQmlApplicationEngine engine;
    QList<QQmlError> warnings;
    QObject::connect(&engine, &QQmlApplicationEngine::warnings,
                     [&warnings](const QList<QQmlError> &list) { warnings << list; });
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({{QStringLiteral("library"), QVariant::fromValue(&s.library)},
                                 {QStringLiteral("document"), QVariant::fromValue(&s.document)}});
    engine.loadData(DialogHarness);
    for (const QQmlError &warning : std::as_const(warnings))
        UNSCOPED_INFO(warning.toString().toStdString());
    CHECK(warnings.isEmpty());
    REQUIRE(engine.rootObjects().size() == 1);
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    REQUIRE(window);
    REQUIRE(QTest::qWaitForWindowExposed(window));
    auto *dialog = window->property("dialog").value<QObject *>();
    REQUIRE(dialog);

    // Opened for "Thug", it offers "Thug", in the session, and says what it saves.
    QMetaObject::invokeMethod(dialog, "openFor", Q_ARG(QVariant, QStringLiteral("thug")),
                              Q_ARG(QVariant, QStringLiteral("Thug 4")));
    QQuickItem *name = nullptr;
    REQUIRE(QTest::qWaitFor(
        [&] { return (name = findNamed(window->contentItem(), QStringLiteral("creatureName"))); }));
    CHECK(name->property("text").toString() == QStringLiteral("Thug"));
    QQuickItem *inSession = findNamed(window->contentItem(), QStringLiteral("creatureInSession"));
    REQUIRE(inSession);
    CHECK(inSession->property("checked").toBool());

    const QString out = qEnvironmentVariable("GRIDKEEP_SCREENSHOT_DIR");
    if (!out.isEmpty()) {
        QTest::qWait(300);
        REQUIRE(window->grabWindow().save(QDir(out).filePath(QStringLiteral("save-creature.png"))));
    }

    name->setProperty("text", QStringLiteral("Bridge thug"));
    QMetaObject::invokeMethod(dialog, "accept");
    CHECK(window->property("saved").toString() == QStringLiteral("session-creature:bridge-thug"));
    CHECK(QFileInfo::exists(s.session.filePath(QStringLiteral("creatures/bridge-thug.creature"))));
}
