#include "apptestsupport.h"
#include "board/colourvision.h"
#include "board/overlaypalette.h"
#include "board/squareoverlaypainter.h"
#include "document/encounterdocument.h"
#include "live/liveanalysis.h"

#include "render/boardpainter.h"
#include "render/boardrenderer.h"
#include "render/sidering.h"
#include "shell/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QQmlComponent>
#include <QQmlEngine>
#include <algorithm>
#include <cmath>
#include <memory>

using namespace AppTestSupport;
using ColourVision::Vision;

// Colour is never the only cue, and where it is a cue it survives colour-vision deficiencies
// (issue #25, docs/architecture.md "Colour"): each sample board's side rings, and the zone of
// control, sight and cover colours of the overlays, stay at least ΔE 20 apart in normal vision
// and under simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009 at severity
// 1.0, on linear RGB). ΔE is CIEDE2000; the maths is in colourvision.h. With
// GRIDKEEP_SCREENS_DIR set, the pictures as each reader sees them are saved there.

namespace
{

constexpr double MinimumDeltaE = 20;

// Saves `image` as each vision sees it, as <name>-<vision>.png, when GRIDKEEP_SCREENS_DIR asks.
void saveSimulations(const QImage &image, const QString &name)
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    for (const Vision vision : ColourVision::AllVisions) {
        ColourVision::simulate(image, vision)
            .save(QDir(dir).filePath(name + QLatin1Char('-') + ColourVision::name(vision) +
                                     QStringLiteral(".png")));
    }
}

// Every two colours of `colors` stay MinimumDeltaE apart for every reader.
void checkApart(const QList<QPair<QString, QColor>> &colors, const QString &where)
{
    for (const Vision vision : ColourVision::AllVisions) {
        for (int i = 0; i < colors.size(); ++i) {
            for (int j = i + 1; j < colors.size(); ++j) {
                const double d = ColourVision::deltaE(colors[i].second, colors[j].second, vision);
                INFO(where.toStdString()
                     << ": " << colors[i].first.toStdString() << " "
                     << colors[i].second.name().toStdString() << " and "
                     << colors[j].first.toStdString() << " "
                     << colors[j].second.name().toStdString() << " under "
                     << ColourVision::name(vision).toStdString() << ": ΔE " << d);
                CHECK(d >= MinimumDeltaE);
            }
        }
    }
}

// The colour a token's side ring shows in `image` (drawn at `cellPixels`): the commonest colour
// in the ring's band that is not its casing, with how many pixels have it.
QPair<QColor, int> ringColour(const QImage &image, const Token &token, double cellPixels,
                              const QColor &casing)
{
    const QRectF footprint(token.footprintRect());
    const QPointF centre = footprint.center() * cellPixels;
    // As BoardRenderer draws the disc (0.14 of a cell narrower than the footprint) and its ring.
    const double inner = (token.footprint() - 0.14) / 2 * cellPixels;
    const double outer = inner + SideRing::Band * cellPixels;
    QHash<QRgb, int> counts;
    for (int y = int(centre.y() - outer) - 1; y <= int(centre.y() + outer) + 1; ++y) {
        for (int x = int(centre.x() - outer) - 1; x <= int(centre.x() + outer) + 1; ++x) {
            if (!image.rect().contains(x, y))
                continue;
            const double r = std::hypot(x + 0.5 - centre.x(), y + 0.5 - centre.y());
            if (r < inner + 1 || r > outer - 1)
                continue;
            const QColor c = image.pixelColor(x, y);
            if (ColourVision::deltaE(c, casing, Vision::Normal) < 10)
                continue;
            ++counts[c.rgb()];
        }
    }
    QRgb best = 0;
    int most = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    }
    return {QColor(best), most};
}

// qml/shell/Theme.qml's colours in a theme: the app's palette dark or light, high contrast on or
// off (AppSettings, in the test run's own settings file).
QVariantMap themeColours(bool dark, bool highContrast)
{
    const QPalette system = QGuiApplication::palette();
    if (dark)
        QGuiApplication::setPalette(darkTestPalette());
    AppSettings::instance()->setHighContrast(highContrast);
    QVariantMap colours;
    {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/"));
        QQmlComponent component(&engine);
        component.setData(R"QML(
            import QtQuick
            import Gridkeep
            QtObject {
                readonly property bool dark: Theme.dark
                readonly property bool highContrast: Theme.highContrast
                readonly property color ground: Theme.ground
                readonly property color positionBackdrop: Theme.positionBackdrop
                readonly property color enemy: Theme.enemy
                readonly property color ally: Theme.ally
                readonly property color divide: Theme.divide
            })QML",
                          QUrl(QStringLiteral("qrc:/colour-theme.qml")));
        std::unique_ptr<QObject> theme(component.create());
        REQUIRE(theme);
        for (const char *name :
             {"dark", "highContrast", "ground", "positionBackdrop", "enemy", "ally", "divide"})
            colours.insert(QString::fromLatin1(name), theme->property(name));
    }
    AppSettings::instance()->setHighContrast(false);
    QGuiApplication::setPalette(system);
    REQUIRE(colours.value(QStringLiteral("dark")).toBool() == dark);
    REQUIRE(colours.value(QStringLiteral("highContrast")).toBool() == highContrast);
    return colours;
}

// A board variant: the overlay palette the board items choose in a theme, and the theme's ground.
struct BoardTheme {
    QString name;
    OverlayPalette palette;
    QColor ground;
};

QList<BoardTheme> boardThemes()
{
    auto ground = [](bool dark, bool highContrast) {
        return themeColours(dark, highContrast).value(QStringLiteral("ground")).value<QColor>();
    };
    return {
        {QStringLiteral("light"), OverlayPalette::light(), ground(false, false)},
        {QStringLiteral("dark"), OverlayPalette::dark(), ground(true, false)},
        {QStringLiteral("high-contrast"), OverlayPalette::highContrast(), ground(false, true)},
        {QStringLiteral("dark-high-contrast"), OverlayPalette::highContrast(), ground(true, true)}};
}

int countPixels(const QImage &image, const QColor &color)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            count += (line[x] & 0xffffff) == (color.rgb() & 0xffffff);
    }
    return count;
}

} // namespace

TEST_CASE("CIEDE2000 agrees with Sharma, Wu and Dalal's test data", "[colour]")
{
    using ColourVision::Lab;
    struct Pair {
        Lab one;
        Lab two;
        double expected;
    };
    // Pairs 1, 7, 17 to 20 of the paper's table 1.
    const Pair pairs[] = {
        {{50, 2.6772, -79.7751}, {50, 0, -82.7485}, 2.0425},
        {{50, 0, 0}, {50, -1, 2}, 2.3669},
        {{50, 2.5, 0}, {73, 25, -18}, 27.1492},
        {{50, 2.5, 0}, {61, -5, 29}, 22.8977},
        {{50, 2.5, 0}, {56, -27, -3}, 31.9030},
        {{50, 2.5, 0}, {58, 24, 15}, 19.4535},
    };
    for (const Pair &pair : pairs) {
        CHECK(ColourVision::deltaE2000(pair.one, pair.two) == Approx(pair.expected).margin(1e-4));
        CHECK(ColourVision::deltaE2000(pair.two, pair.one) == Approx(pair.expected).margin(1e-4));
    }
    // Lab of the sRGB primaries.
    const Lab red = ColourVision::toLab(QColor(Qt::red));
    CHECK(red.L == Approx(53.24).margin(0.01));
    CHECK(red.a == Approx(80.09).margin(0.01));
    CHECK(red.b == Approx(67.20).margin(0.01));
}

TEST_CASE("The simulated deficiencies keep greys and lose the expected contrasts", "[colour]")
{
    for (const Vision vision : ColourVision::AllVisions) {
        for (const QColor grey : {QColor(Qt::white), QColor(0x80, 0x80, 0x80), QColor(Qt::black)})
            CHECK(ColourVision::deltaE(grey, grey, vision) == Approx(0).margin(1e-9));
        // Machado's rows sum to about one: a grey stays a grey.
        const QColor seen = ColourVision::simulate(QColor(0x80, 0x80, 0x80), vision);
        CHECK(std::abs(seen.red() - 0x80) <= 1);
        CHECK(std::abs(seen.blue() - 0x80) <= 1);
    }
    // The classic confusion: the old red and green sides, far apart in normal vision, nearly
    // merge for a deuteranope.
    const QColor green(0x2e, 0x7d, 0x32);
    const QColor red(0xc6, 0x28, 0x28);
    CHECK(ColourVision::deltaE(green, red, Vision::Normal) > 50);
    CHECK(ColourVision::deltaE(green, red, Vision::Deuteranopia) < 15);
}

TEST_CASE("The fallback side colours stay apart for every reader", "[colour]")
{
    // Five sides without colours get the first five colours of the fallback palette.
    Encounter encounter;
    for (int i = 0; i < 5; ++i)
        encounter.sides << Side{
            QStringLiteral("s%1").arg(i), QStringLiteral("Side %1").arg(i), QColor(), {}};
    const auto colors = BoardRenderer::sideColors(encounter);
    QList<QPair<QString, QColor>> named;
    for (const Side &side : encounter.sides)
        named << qMakePair(side.id, colors.value(side.id));
    checkApart(named, QStringLiteral("fallback palette"));
    // And each side's ring has its own pattern.
    for (int i = 0; i < SideRing::PatternCount; ++i) {
        for (int j = i + 1; j < SideRing::PatternCount; ++j)
            CHECK(SideRing::patternOf(i) != SideRing::patternOf(j));
    }
    CHECK(SideRing::patternOf(0) == SideRing::Pattern::Solid);
    CHECK(SideRing::patternOf(SideRing::PatternCount) == SideRing::Pattern::Solid);
}

TEST_CASE("Each sample board's side rings stay apart for every reader", "[colour]")
{
    constexpr double CellPixels = 96;
    int boards = 0;
    for (const QString &name : exampleNames()) {
        EncounterDocument document;
        REQUIRE(openAndWait(document, examplePath(name)));
        const Encounter &encounter = document.encounter();
        const auto colors = BoardRenderer::sideColors(encounter);
        QList<QPair<QString, QColor>> sides;
        if (!encounter.board.isSquare()) {
            // The Combat Grid: no export picture; its chips show the same side colours.
            for (const Side &side : encounter.sides)
                sides << qMakePair(side.id, colors.value(side.id));
            checkApart(sides, name);
            continue;
        }
        ++boards;
        BoardRenderer::Options options;
        options.cellPixels = CellPixels;
        const QImage image = BoardRenderer::renderImage(encounter, options);
        REQUIRE(!image.isNull());
        saveSimulations(image, QStringLiteral("colour-") + QFileInfo(name).completeBaseName());

        for (const Side &side : encounter.sides) {
            const QColor expected = colors.value(side.id);
            const QColor casing = SideRing::casingFor(expected);
            // The side's clearest ring: the token whose ring shows most of the side's colour.
            QPair<QColor, int> best{QColor(), 0};
            for (const Token &token : encounter.tokens) {
                if (token.side != side.id || token.hidden)
                    continue;
                const auto found = ringColour(image, token, CellPixels, casing);
                if (found.second > best.second)
                    best = found;
            }
            if (best.second == 0)
                continue; // a side without a token on the board
            INFO(name.toStdString() << " side " << side.id.toStdString() << ": ring "
                                    << best.first.name().toStdString() << ", side colour "
                                    << expected.name().toStdString());
            CHECK(best.second > 50);
            CHECK(ColourVision::deltaE(best.first, expected, Vision::Normal) < 1.5);
            sides << qMakePair(side.id, best.first);
        }
        CHECK(sides.size() >= 2);
        checkApart(sides, name);
    }
    CHECK(boards >= 6);
}

TEST_CASE("The zone, sight and cover colours stay apart for every reader on every board theme",
          "[colour]")
{
    // The real overlay of a focus token on the bridge: its enemies' zones, its lines of sight
    // (clear, under cover, blocked) and the cells and walls that cover or block them.
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    const Encounter &encounter = document.encounter();
    const auto &board = encounter.board.square;
    constexpr int CellPixels = 64;
    auto render = [&](const BoardTheme &theme) {
        QImage image(board.width * CellPixels, board.height * CellPixels,
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(theme.ground);
        QPainter painter(&image);
        painter.save();
        painter.scale(CellPixels, CellPixels);
        BoardPainter::Colors colors;
        colors.ground = theme.ground;
        BoardPainter(board, *encounter.rules, colors)
            .paint(painter, QRect(0, 0, board.width, board.height));
        painter.restore();
        SquareOverlayPainter overlay;
        overlay.frame = live.frame();
        overlay.palette = theme.palette;
        overlay.paint(&painter, QSizeF(image.size()));
        painter.end();
        return image.convertToFormat(QImage::Format_RGB32);
    };
    auto strokesOf = [](const OverlayPalette &palette) {
        return QList<QPair<QString, QColor>>{{QStringLiteral("zone"), palette.zone},
                                             {QStringLiteral("clear"), palette.clear},
                                             {QStringLiteral("cover"), palette.cover},
                                             {QStringLiteral("blocked"), palette.blocked}};
    };
    // The strokes are opaque, so on the board they show their own colour; the first token (in
    // file order) whose overlay draws all four is the focus.
    auto drawsAll = [&](const QImage &image, const OverlayPalette &palette) {
        const auto strokes = strokesOf(palette);
        return std::all_of(strokes.cbegin(), strokes.cend(), [&](const auto &stroke) {
            return countPixels(image, stroke.second) > 20;
        });
    };
    const QList<BoardTheme> themes = boardThemes();
    QString focus;
    for (const Token &token : encounter.tokens) {
        live.setSelectedToken(token.id);
        if (drawsAll(render(themes.front()), themes.front().palette)) {
            focus = token.id;
            break;
        }
    }
    REQUIRE(!focus.isEmpty());
    live.setSelectedToken(focus);

    for (const BoardTheme &theme : themes) {
        const OverlayPalette &palette = theme.palette;
        const QImage image = render(theme);
        saveSimulations(image, QStringLiteral("colour-overlays-") + theme.name);
        INFO(theme.name.toStdString() << ", focus " << focus.toStdString());
        CHECK(drawsAll(image, palette));
        const auto strokes = strokesOf(palette);
        checkApart(strokes, theme.name + QStringLiteral(" overlays"));
        // Each reads on the ground.
        for (const auto &stroke : strokes) {
            checkApart({stroke, {QStringLiteral("ground"), theme.ground}},
                       theme.name + QStringLiteral(" overlays on the ground"));
        }
        // The zone's tint is drawn translucent: it must still show on the ground.
        const QColor tint =
            ColourVision::over(QColor::fromRgbF(palette.zone.redF(), palette.zone.greenF(),
                                                palette.zone.blueF(), float(palette.zoneFill)),
                               theme.ground);
        for (const Vision vision : ColourVision::AllVisions)
            CHECK(ColourVision::deltaE(tint, theme.ground, vision) >= 5);
    }
}

TEST_CASE("The Combat Grid's enemy, ally and divide colours stay apart for every reader",
          "[colour]")
{
    for (const bool dark : {false, true}) {
        for (const bool highContrast : {false, true}) {
            const QVariantMap theme = themeColours(dark, highContrast);
            auto colour = [&](const char *name) {
                return qMakePair(QString::fromLatin1(name),
                                 theme.value(QString::fromLatin1(name)).value<QColor>());
            };
            const QString where =
                QStringLiteral("Combat Grid, %1%2")
                    .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"),
                         highContrast ? QStringLiteral(", high contrast") : QString());
            checkApart({colour("enemy"), colour("ally"), colour("divide")}, where);
        }
    }
}
