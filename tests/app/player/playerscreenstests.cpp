#include "apptestsupport.h"
#include "player/playerscreens.h"

#include <QSettings>
#include <QSignalSpy>
#include <limits>

namespace
{

// Each case starts and ends without player-view settings (the runner's settings are the test
// organization's, never the user's).
struct CleanPlayerSettings {
    CleanPlayerSettings() { QSettings().remove(QStringLiteral("playerView")); }
    ~CleanPlayerSettings() { QSettings().remove(QStringLiteral("playerView")); }
};

const auto Tv = QStringLiteral("HDMI-1");

} // namespace

TEST_CASE("True scale: a calibrated screen's pixels per square", "[player]")
{
    CleanPlayerSettings clean;
    const auto [linePixels, measured, square, perSquare] =
        GENERATE(table<double, double, double, double>({
            {400, 100, 25.4, 101.6}, // 4 px/mm, one-inch squares
            {400, 101.6, 25.4, 100}, // the line measured 4 inches: 100 px per inch
            {400, 100, 25, 100},     // 25 mm squares
            {400, 200, 25.4, 50.8},  // a large TV: 2 px/mm
            {400, 80, 32, 160},      // 5 px/mm, 32 mm squares
        }));
    PlayerScreens screens;
    screens.setSquareMillimetres(square);
    QSignalSpy changed(&screens, &PlayerScreens::calibrationChanged);

    REQUIRE(screens.calibrate(Tv, linePixels, measured));

    CHECK(changed.count() == 1);
    CHECK(screens.isCalibrated(Tv));
    CHECK(screens.pixelsPerSquare(Tv) == Approx(perSquare));
    CHECK(screens.calibratedScreens() == QStringList{Tv});
    CHECK(screens.pixelsPerSquareByScreen().value(Tv).toDouble() == Approx(perSquare));
}

TEST_CASE("True scale: the square size follows without calibrating again", "[player]")
{
    CleanPlayerSettings clean;
    PlayerScreens screens;
    CHECK(screens.squareMillimetres() == Approx(25.4));
    REQUIRE(screens.calibrate(Tv, 400, 100));
    CHECK(screens.pixelsPerSquare(Tv) == Approx(101.6));

    QSignalSpy changed(&screens, &PlayerScreens::calibrationChanged);
    screens.setSquareMillimetres(25);
    CHECK(changed.count() == 1);
    CHECK(screens.pixelsPerSquare(Tv) == Approx(100));
    screens.setSquareMillimetres(25); // the same size again is no change
    CHECK(changed.count() == 1);
}

TEST_CASE("True scale: lengths that are not positive are refused", "[player]")
{
    CleanPlayerSettings clean;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double infinity = std::numeric_limits<double>::infinity();
    const auto [name, linePixels, measured] = GENERATE_COPY(table<QString, double, double>({
        {Tv, 0, 100},
        {Tv, -400, 100},
        {Tv, 400, 0},
        {Tv, 400, -100},
        {Tv, nan, 100},
        {Tv, 400, nan},
        {Tv, infinity, 100},
        {Tv, 400, infinity},
        {QString(), 400, 100}, // no screen to remember it for
    }));
    PlayerScreens screens;
    QSignalSpy changed(&screens, &PlayerScreens::calibrationChanged);

    CHECK_FALSE(screens.calibrate(name, linePixels, measured));

    CHECK(changed.isEmpty());
    CHECK_FALSE(screens.isCalibrated(name));
    CHECK(screens.calibratedScreens().isEmpty());
    CHECK(screens.pixelsPerSquare(Tv) == -1); // not connected here, and still not calibrated
}

TEST_CASE("True scale: a square size that is not positive is refused", "[player]")
{
    CleanPlayerSettings clean;
    const double size = GENERATE(0.0, -25.4, std::numeric_limits<double>::quiet_NaN(),
                                 std::numeric_limits<double>::infinity());
    PlayerScreens screens;
    QSignalSpy changed(&screens, &PlayerScreens::calibrationChanged);
    screens.setSquareMillimetres(size);
    CHECK(changed.isEmpty());
    CHECK(screens.squareMillimetres() == Approx(25.4));
}

TEST_CASE("True scale: an unknown screen has no pixels per square", "[player]")
{
    CleanPlayerSettings clean;
    PlayerScreens screens;
    CHECK_FALSE(screens.isCalibrated(QStringLiteral("DP-9")));
    CHECK(screens.pixelsPerSquare(QStringLiteral("DP-9")) == -1);
    CHECK_FALSE(screens.pixelsPerSquareByScreen().contains(QStringLiteral("DP-9")));
    CHECK_FALSE(screens.isCalibrated(QString()));
}

TEST_CASE("True scale: the calibration and the square size are kept in QSettings", "[player]")
{
    CleanPlayerSettings clean;
    {
        PlayerScreens screens;
        REQUIRE(screens.calibrate(Tv, 400, 100));
        screens.setSquareMillimetres(25);
    }
    PlayerScreens again;
    CHECK(again.isCalibrated(Tv));
    CHECK(again.squareMillimetres() == Approx(25));
    CHECK(again.pixelsPerSquare(Tv) == Approx(100));
    CHECK(QSettings().value(QStringLiteral("playerView/calibration/HDMI-1")).toDouble() ==
          Approx(4));
    CHECK(QSettings().value(QStringLiteral("playerView/squareMillimetres")).toDouble() ==
          Approx(25));
}

TEST_CASE("True scale: each screen keeps its own calibration, whatever its name", "[player]")
{
    CleanPlayerSettings clean;
    // Windows names screens "\\.\DISPLAY1"; a slash or backslash must not open a settings group.
    const QStringList names{Tv, QStringLiteral("\\\\.\\DISPLAY1"), QStringLiteral("DP-1/2"),
                            QStringLiteral("DP-1"), QStringLiteral("50% TV")};
    PlayerScreens screens;
    for (int i = 0; i < names.size(); ++i)
        REQUIRE(screens.calibrate(names.at(i), 400, 100.0 * (i + 1)));

    PlayerScreens again;
    for (int i = 0; i < names.size(); ++i) {
        INFO(names.at(i).toStdString());
        CHECK(again.pixelsPerSquare(names.at(i)) == Approx(400 / (100.0 * (i + 1)) * 25.4));
    }
    QStringList calibrated = again.calibratedScreens();
    calibrated.sort();
    QStringList expected = names;
    expected.sort();
    CHECK(calibrated == expected);
}

TEST_CASE("True scale: forgetting a calibration", "[player]")
{
    CleanPlayerSettings clean;
    PlayerScreens screens;
    REQUIRE(screens.calibrate(Tv, 400, 100));
    REQUIRE(screens.calibrate(QStringLiteral("DP-1"), 400, 50));
    QSignalSpy changed(&screens, &PlayerScreens::calibrationChanged);

    screens.forgetCalibration(Tv);

    CHECK(changed.count() == 1);
    CHECK_FALSE(screens.isCalibrated(Tv));
    CHECK(screens.pixelsPerSquare(Tv) == -1); // back to the screen's report; not connected here
    CHECK(screens.isCalibrated(QStringLiteral("DP-1")));
    CHECK_FALSE(PlayerScreens().isCalibrated(Tv));
    screens.forgetCalibration(Tv); // nothing left to forget
    CHECK(changed.count() == 1);
}

TEST_CASE("True scale: locking the zoom is remembered per screen", "[player]")
{
    CleanPlayerSettings clean;
    const auto oddName = QStringLiteral("\\\\.\\DISPLAY1");
    {
        PlayerScreens screens;
        QSignalSpy changed(&screens, &PlayerScreens::calibrationChanged);
        CHECK_FALSE(screens.trueScale(Tv));
        screens.setTrueScale(Tv, true);
        screens.setTrueScale(oddName, true);
        screens.setTrueScale(Tv, true);        // already on: nothing to say
        screens.setTrueScale(QString(), true); // no screen: ignored
        CHECK(changed.count() == 2);
    }
    PlayerScreens reopened; // the next session
    CHECK(reopened.trueScale(Tv));
    CHECK(reopened.trueScale(oddName));
    CHECK_FALSE(reopened.trueScale(QStringLiteral("DP-1")));
    auto locked = reopened.trueScaleScreens();
    locked.sort();
    CHECK(locked == QStringList{Tv, oddName}); // sorted: "H" before "\\"
    reopened.setTrueScale(Tv, false);
    CHECK(reopened.trueScaleScreens() == QStringList{oddName});
}

TEST_CASE("Player view: the chosen screen is remembered", "[player]")
{
    CleanPlayerSettings clean;
    {
        PlayerScreens screens;
        CHECK(screens.chosenScreen().isEmpty()); // a window on the GM's screen
        QSignalSpy changed(&screens, &PlayerScreens::chosenScreenChanged);
        screens.setChosenScreen(Tv);
        screens.setChosenScreen(Tv);
        CHECK(changed.count() == 1);
        CHECK(screens.chosenScreen() == Tv);
    }
    CHECK(PlayerScreens().chosenScreen() == Tv);
    CHECK(QSettings().value(QStringLiteral("playerView/screen")).toString() == Tv);

    PlayerScreens screens;
    screens.setChosenScreen(QString());
    CHECK(PlayerScreens().chosenScreen().isEmpty());
}

TEST_CASE("Player view: before place() there is no player window to describe", "[player]")
{
    CleanPlayerSettings clean;
    PlayerScreens screens;
    CHECK_FALSE(screens.isFullScreen());
    CHECK(screens.currentScreen().isEmpty());
    screens.place(nullptr, nullptr); // ignored
    CHECK_FALSE(screens.isFullScreen());
}
