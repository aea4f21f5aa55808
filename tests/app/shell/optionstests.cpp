#include "apptestsupport.h"
#include "shell/appoptions.h"

using namespace AppTestSupport;

TEST_CASE("gridkeep's command line: FILE, --screenshot and --size")
{
    SECTION("no arguments opens the sample")
    {
        const auto options = AppOptions::parse(strings({"gridkeep"}));
        CHECK(options.status == AppOptions::Status::Run);
        CHECK(options.file.isEmpty());
        CHECK_FALSE(options.screenshot());
    }
    SECTION("gridkeep --screenshot OUT.png FILE")
    {
        const auto options =
            AppOptions::parse(strings({"gridkeep", "--screenshot", "out.png", "a.encounter"}));
        CHECK(options.status == AppOptions::Status::Run);
        CHECK(options.screenshot());
        CHECK(options.screenshotPath == QStringLiteral("out.png"));
        CHECK(options.file == QStringLiteral("a.encounter"));
    }
    SECTION("--size WxH")
    {
        const auto options =
            AppOptions::parse(strings({"gridkeep", "--size", "1600x1000", "a.encounter"}));
        CHECK(options.windowSize == QSize(1600, 1000));
    }
    SECTION("refusals say why")
    {
        const auto [args, message] = GENERATE(table<const char *, const char *>({
            {"--size=12x", "--size: expected WxH of at least 200x200, got \"12x\""},
            {"--bogus", "Unknown option 'bogus'."},
            {"two", "expected at most one FILE, got 2"},
        }));
        QStringList arguments = strings({"gridkeep", args});
        if (QString::fromLatin1(args) == QStringLiteral("two"))
            arguments = strings({"gridkeep", "a.encounter", "b.encounter"});
        const auto options = AppOptions::parse(arguments);
        CHECK(options.status == AppOptions::Status::Error);
        CHECK(options.message == QString::fromLatin1(message));
    }
    SECTION("--help and --version exit at once")
    {
        CHECK(AppOptions::parse(strings({"gridkeep", "--help"})).status ==
              AppOptions::Status::Exit);
        CHECK(AppOptions::parse(strings({"gridkeep", "--version"})).status ==
              AppOptions::Status::Exit);
    }
}

TEST_CASE("gridkeep's command line: --select TOKEN and --drag-to X,Y for the editor's state")
{
    const auto options = AppOptions::parse(strings({"gridkeep", "--screenshot", "o.png", "--select",
                                                    "kara", "--drag-to", "4,7", "a.encounter"}));
    CHECK(options.status == AppOptions::Status::Run);
    CHECK(options.selectToken == QStringLiteral("kara"));
    CHECK(options.dragTo == QStringLiteral("4,7"));

    const auto lonelyDrag =
        AppOptions::parse(strings({"gridkeep", "--drag-to", "4,7", "a.encounter"}));
    CHECK(lonelyDrag.status == AppOptions::Status::Error);
    CHECK(lonelyDrag.message.contains(QStringLiteral("--select")));
}

TEST_CASE("A screenshot run is known before the application exists")
{
    char program[] = "gridkeep";
    char flag[] = "--screenshot";
    char out[] = "out.png";
    char joined[] = "--screenshot=out.png";
    char file[] = "a.encounter";
    char *withFlag[] = {program, flag, out, file};
    char *withJoined[] = {program, joined};
    char *plain[] = {program, file};
    CHECK(AppOptions::rendersOffscreen(4, withFlag));
    CHECK(AppOptions::rendersOffscreen(2, withJoined));
    CHECK_FALSE(AppOptions::rendersOffscreen(2, plain));
}

TEST_CASE("gridkeep's command line: --language CODE for one run")
{
    const auto german = AppOptions::parse(strings({"gridkeep", "--language", "de"}));
    CHECK(german.status == AppOptions::Status::Run);
    CHECK(german.language == QStringLiteral("de"));
    const auto unknown = AppOptions::parse(strings({"gridkeep", "--language", "tlh"}));
    CHECK(unknown.status == AppOptions::Status::Error);
    CHECK(unknown.message.contains(QStringLiteral("en, de, fr")));
}
