#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "combat/combatrunner.h"
#include "io/sessionreader.h"
#include "session/rostercontroller.h"
#include "session/sessionworkspace.h"

#include <QAbstractItemModelTester>
#include <QCoro/QCoroTask>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace AppTestSupport;

// The party roster in the app (docs/rules.md §10): a fight's wounds go into the session file when
// it ends, and come out on the party's tokens when the next encounter opens, as one undo step.

namespace
{

// A session folder holding two copies of one sample, a.encounter then b.encounter, open in a
// workspace with a document, a combat controller and a roster controller, on a.encounter.
struct Evening {
    QTemporaryDir folder;
    EncounterDocument document;
    SessionWorkspace workspace;
    CombatController combat;
    RosterController roster;
    QAbstractItemModelTester tester{roster.roster(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal};

    explicit Evening(const QString &sample)
    {
        for (const auto *name : {"a.encounter", "b.encounter"})
            REQUIRE(QFile::copy(examplePath(sample), folder.filePath(QLatin1String(name))));
        workspace.setDocument(&document);
        combat.setDocument(&document);
        roster.setWorkspace(&workspace);
        roster.setDocument(&document);
        combat.setDiceSeed(7);
        REQUIRE(QCoro::waitFor(workspace.openFolderTask(folder.path(), true)));
        REQUIRE(workspace.currentFile() == QStringLiteral("a.encounter"));
    }

    [[nodiscard]] const Token &hero() const
    {
        const auto &e = document.encounter();
        for (const auto &token : e.tokens) {
            if (token.side == e.partySide())
                return token;
        }
        FAIL("no party token");
        return e.tokens.front();
    }

    // The roster as the session file on disk holds it.
    [[nodiscard]] QList<RosterEntry> rosterOnDisk() const
    {
        SessionReader reader;
        const auto session =
            reader.readFile(folder.filePath(QStringLiteral("gridkeep-session.json")));
        REQUIRE(session);
        return session->roster;
    }
};

struct RuleCase {
    const char *sample;
    const char *pool; // a pool that carries under the rule set (rules/<id>.json carryOver)
    bool setPool;     // paces stress counts up: set it, rather than damage it
    double amount;    // damage taken, or the count set
};

} // namespace

TEST_CASE("The party's wounds carry into the next encounter, per rule set", "[roster]")
{
    const auto c = GENERATE(values<RuleCase>({
        {"churn-clash.encounter", "composure", false, 5},
        {"bridge-ambush.encounter", "stress", true, 4},
        {"crypt-sneak.encounter", "health", false, 6},
        {"hill-giant.encounter", "injuries", false, 4},
    }));
    INFO(c.sample);
    Evening evening(QLatin1String(c.sample));
    const QString pool = QLatin1String(c.pool);
    const QString heroId = evening.hero().id;
    const QString heroName = evening.hero().name;
    CHECK(evening.roster.isAvailable());
    CHECK(evening.roster.carryOver());

    // Fight, damage, end.
    REQUIRE(evening.combat.start());
    if (c.setPool)
        REQUIRE(evening.combat.setPool(heroId, pool, c.amount));
    else
        REQUIRE(evening.combat.damage(heroId, c.amount, pool));
    REQUIRE(evening.combat.end());

    // The roster took the hero as the fight left it, and the session file holds it.
    const auto onDisk = evening.rosterOnDisk();
    const auto entry = std::find_if(onDisk.begin(), onDisk.end(),
                                    [&](const RosterEntry &e) { return e.name == heroName; });
    REQUIRE(entry != onDisk.end());
    const auto held = entry->pools.value(pool);
    CHECK((held.max == 0 ? held.value : held.max - held.value) == Approx(c.amount));
    CHECK(entry->from == evening.document.encounter().name);
    CHECK(evening.roster.roster()->count() == int(onDisk.size()));
    CHECK(evening.roster.lines().join(QLatin1Char('\n')).contains(heroName + QStringLiteral(" ")));

    // The next encounter: the hero's token arrives with the damage, in one undo step.
    REQUIRE(QCoro::waitFor(evening.workspace.goToTask(QStringLiteral("b.encounter"))));
    REQUIRE(evening.workspace.currentFile() == QStringLiteral("b.encounter"));
    const auto *arrived = evening.document.encounter().token(heroId);
    REQUIRE(arrived);
    CHECK(arrived->carried.value(pool) == Approx(c.amount));
    CHECK(arrived->roster == entry->id);
    CHECK(evening.document.undoStack()->count() == 1);
    // One line a character, the hero's saying what it carries and from where.
    const QString from = QStringLiteral(" from ") + evening.document.encounter().name;
    const auto heroLines = evening.roster.lines().filter(QRegularExpression(
        QStringLiteral("^%1 carries \\d").arg(QRegularExpression::escape(heroName))));
    INFO(evening.roster.lines().join(QLatin1Char('\n')).toStdString());
    REQUIRE(heroLines.size() == 1);
    CHECK(heroLines.first().endsWith(from));
    CHECK(evening.roster.lines().filter(from).size() == evening.workspace.session().roster.size());
    CHECK(evening.roster.log()->rowCount() == int(evening.roster.lines().size()));

    // A fight started now starts the pool where the last one left it.
    const auto start =
        CombatRunner::startingPools(*arrived, evening.document.encounter().rules->combat);
    const auto fresh = [&] {
        Token clean = *arrived;
        clean.carried.clear();
        return CombatRunner::startingPools(clean, evening.document.encounter().rules->combat);
    }();
    CHECK(std::abs(start.value(pool).value - fresh.value(pool).value) == Approx(c.amount));

    // Undo takes it all back, the log line included.
    const int linesBefore = int(evening.roster.lines().size());
    evening.document.undoStack()->undo();
    const auto *undone = evening.document.encounter().token(heroId);
    CHECK(undone->carried.isEmpty());
    CHECK(undone->roster.isEmpty());
    CHECK(evening.roster.lines().size() < linesBefore);
    evening.document.undoStack()->redo();
    CHECK(evening.document.encounter().token(heroId)->carried.value(pool) == Approx(c.amount));
}

TEST_CASE("An encounter with carry-over off neither takes nor gives", "[roster]")
{
    Evening evening(QStringLiteral("bridge-ambush.encounter"));
    const QString kara = QStringLiteral("kara");
    REQUIRE(evening.combat.start());
    REQUIRE(evening.combat.setPool(kara, QStringLiteral("stress"), 3));
    REQUIRE(evening.combat.end());
    const auto before = evening.rosterOnDisk();
    REQUIRE(!before.isEmpty());

    // The GM turns it off for b (a dream) before going there.
    REQUIRE(evening.workspace.setCarryOver(QStringLiteral("b.encounter"), false));
    REQUIRE(QCoro::waitFor(evening.workspace.goToTask(QStringLiteral("b.encounter"))));
    CHECK_FALSE(evening.roster.carryOver());
    CHECK(evening.document.encounter().token(kara)->carried.isEmpty());
    CHECK(evening.document.undoStack()->count() == 0);

    // Its fight leaves the roster as it was.
    REQUIRE(evening.combat.start());
    REQUIRE(evening.combat.setPool(kara, QStringLiteral("stress"), 9));
    REQUIRE(evening.combat.end());
    CHECK(evening.rosterOnDisk() == before);

    // The switch on the controller is the session step's, written to the file.
    evening.roster.setCarryOver(true);
    CHECK(evening.workspace.session().step(QStringLiteral("b.encounter")).carryOver);
    CHECK(evening.roster.apply());
    CHECK(evening.document.encounter().token(kara)->carried.value(QStringLiteral("stress")) == 3);
}

TEST_CASE("Undoing the start of a fight captures nothing; leaving mid-fight does", "[roster]")
{
    Evening evening(QStringLiteral("bridge-ambush.encounter"));
    REQUIRE(evening.combat.start());
    evening.document.undoStack()->undo();
    CHECK(evening.workspace.session().roster.isEmpty());

    REQUIRE(evening.combat.start());
    REQUIRE(evening.combat.setPool(QStringLiteral("kara"), QStringLiteral("stress"), 2));
    // The GM moves on without ending the fight: the roster takes it on the way out.
    REQUIRE(QCoro::waitFor(evening.workspace.goToTask(QStringLiteral("b.encounter"))));
    const auto *kara = evening.workspace.session().rosterEntry(QStringLiteral("kara"));
    REQUIRE(kara);
    CHECK(kara->pools.value(QStringLiteral("stress")).value == 2);
    CHECK(evening.document.encounter()
              .token(QStringLiteral("kara"))
              ->carried.value(QStringLiteral("stress")) == 2);
}

TEST_CASE("The roster table edits the session file, and a rest heals", "[roster]")
{
    Evening evening(QStringLiteral("bridge-ambush.encounter"));
    REQUIRE(evening.combat.start());
    REQUIRE(evening.combat.setPool(QStringLiteral("kara"), QStringLiteral("stress"), 4));
    REQUIRE(evening.combat.addCondition(QStringLiteral("kara"), QStringLiteral("afflicted")));
    REQUIRE(evening.combat.end());
    auto *table = evening.roster.roster();
    const int row = rowOf(*table, "characterId", QStringLiteral("kara"));
    REQUIRE(row >= 0);
    CHECK(roleValue(*table, row, "carriedText").toString().contains(QStringLiteral("4 Stress")));
    CHECK(roleValue(*table, row, "conditionsText").toString() == QStringLiteral("Afflicted"));
    const auto pools = roleValue(*table, row, "pools").toList();
    REQUIRE(!pools.isEmpty());
    CHECK(pools.first().toMap().value(QStringLiteral("id")).toString() == QStringLiteral("stress"));
    CHECK(evening.roster.restName() == QStringLiteral("Recovery"));
    QStringList choices;
    for (const auto &choice : table->conditionChoices())
        choices << choice.toMap().value(QStringLiteral("id")).toString();
    CHECK(choices.contains(QStringLiteral("afflicted")));

    REQUIRE(table->setPoolValue(row, QStringLiteral("stress"), 1));
    REQUIRE(table->rename(row, QStringLiteral("Kara the Bold")));
    REQUIRE(table->setCondition(row, QStringLiteral("afflicted"), false));
    CHECK_FALSE(table->rename(row, QStringLiteral("   ")));
    CHECK(!table->errorString().isEmpty());
    auto onDisk = evening.rosterOnDisk();
    const auto *kara = &onDisk[row];
    CHECK(kara->name == QStringLiteral("Kara the Bold"));
    CHECK(kara->pools.value(QStringLiteral("stress")).value == 1);
    CHECK(kara->conditions.isEmpty());

    // The rule set's rest: stress back to 0 (paces "Recovery").
    REQUIRE(table->setCondition(row, QStringLiteral("afflicted"), true));
    REQUIRE(evening.roster.rest());
    onDisk = evening.rosterOnDisk();
    CHECK_FALSE(onDisk[row].pools.contains(QStringLiteral("stress")));
    CHECK(onDisk[row].conditions.isEmpty());
    CHECK(evening.roster.lines().constLast().startsWith(QStringLiteral("Recovery: ")));

    const int before = table->count();
    REQUIRE(table->remove(row));
    CHECK(table->count() == before - 1);
    CHECK(evening.rosterOnDisk().size() == before - 1);
}

TEST_CASE("Marking the encounter done gives the roster its party", "[roster]")
{
    Evening evening(QStringLiteral("crypt-sneak.encounter"));
    CHECK(evening.workspace.session().roster.isEmpty());
    REQUIRE(evening.combat.start());
    const QString hero = evening.hero().id;
    REQUIRE(evening.combat.damage(hero, 2, QStringLiteral("health")));
    REQUIRE(evening.workspace.setDone(QStringLiteral("a.encounter"), true));
    // The fight still runs: the roster took it as it stands.
    const auto roster = evening.rosterOnDisk();
    REQUIRE(!roster.isEmpty());
    const auto entry = std::find_if(roster.begin(), roster.end(), [&](const RosterEntry &e) {
        return e.name == evening.hero().name;
    });
    REQUIRE(entry != roster.end());
    const auto health = entry->pools.value(QStringLiteral("health"));
    CHECK(health.max - health.value == 2);
}
