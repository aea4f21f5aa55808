#include "shell/dragbench.h"

#include "editing/encountereditor.h"
#include "share/sharecontroller.h"
#include "shell/sharebenchclients.h"

#include "document/encounterdocument.h"
#include "live/liveanalysis.h"
#include "shell/mainwindowhost.h"
#include "shell/workbench.h"

#include <QCoro/QCoroSignal>
#include <QCoro/QCoroTimer>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMouseEvent>
#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <mutex>
#include <vector>

namespace
{

void printLine(const QString &text, FILE *to = stdout)
{
    std::fputs(qPrintable(text), to);
    std::fputc('\n', to);
    std::fflush(to);
}

QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem *child : root->childItems()) {
        if (auto *found = findItem(child, name))
            return found;
    }
    return nullptr;
}

QString graphicsApiName(QSGRendererInterface::GraphicsApi api)
{
    switch (api) {
    case QSGRendererInterface::Software:
        return QStringLiteral("software");
    case QSGRendererInterface::OpenGL:
        return QStringLiteral("opengl");
    case QSGRendererInterface::Direct3D11:
        return QStringLiteral("direct3d11");
    case QSGRendererInterface::Vulkan:
        return QStringLiteral("vulkan");
    case QSGRendererInterface::Metal:
        return QStringLiteral("metal");
    case QSGRendererInterface::OpenVG:
        return QStringLiteral("openvg");
    case QSGRendererInterface::Null:
        return QStringLiteral("null");
    default:
        return QStringLiteral("unknown");
    }
}

// The same mouse event a pointer makes, sent to the window: it reaches the board's MouseArea
// (SquareBoardView.qml, "boardPointer") and so LiveAnalysis::setDrag as a real drag does.
void sendMouse(QQuickWindow *window, QEvent::Type type, QPointF scene, Qt::MouseButtons buttons)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, scene, scene, window->mapToGlobal(scene), button, buttons,
                      Qt::NoModifier, QPointingDevice::primaryPointingDevice());
    QGuiApplication::sendEvent(window, &event);
}

// The visible 1x1 token nearest the middle of the board, so the spiral stays on the map.
const Token *pickToken(const Encounter &encounter, const QString &id)
{
    if (!id.isEmpty())
        return encounter.token(id);
    const auto &board = encounter.board.square;
    const QPoint middle(board.width / 2, board.height / 2);
    const Token *best = nullptr;
    for (const Token &token : encounter.tokens) {
        if (token.hidden || token.size > 1)
            continue;
        if (!best || (QPoint(token.x, token.y) - middle).manhattanLength() <
                         (QPoint(best->x, best->y) - middle).manhattanLength())
            best = &token;
    }
    return best;
}

// CPU time of the whole process (GUI thread, render thread, workers): on a machine busy with
// other work the wall time of a frame grows, its CPU time much less.
double processCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double percentile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto index =
        std::min(sorted.size() - 1, size_t(std::ceil(p * double(sorted.size())) - 1));
    return sorted[index];
}

// Min, median, p90 and p99 of `values` as JSON keys `prefix`Min … (sorted in place).
void addSummary(QJsonObject &json, const QString &prefix, std::vector<double> &values)
{
    std::sort(values.begin(), values.end());
    json.insert(prefix + QStringLiteral("Min"), values.empty() ? 0 : values.front());
    json.insert(prefix + QStringLiteral("Median"), percentile(values, 0.5));
    json.insert(prefix + QStringLiteral("P90"), percentile(values, 0.9));
    json.insert(prefix + QStringLiteral("P99"), percentile(values, 0.99));
}

// What each frame on screen showed: the drag request its overlays answered
// (LiveFrame::dragRequest), read as the scene graph synchronises (the GUI thread waits
// meanwhile) and stamped when the frame is swapped, on the render thread.
class FrameLog
{
public:
    struct Swap {
        qint64 at = 0; // ns on the log's clock
        int request = 0;
    };

    FrameLog(QQuickWindow *window, LiveAnalysis *live)
    {
        m_clock.start();
        m_connections << QObject::connect(
            window, &QQuickWindow::afterSynchronizing, window,
            [this, live]() { m_synced = live->frame().dragRequest; }, Qt::DirectConnection);
        m_connections << QObject::connect(
            window, &QQuickWindow::frameSwapped, window,
            [this]() {
                const std::lock_guard lock(m_mutex);
                m_swaps.push_back({m_clock.nsecsElapsed(), m_synced.load()});
            },
            Qt::DirectConnection);
    }
    ~FrameLog()
    {
        for (const auto &connection : m_connections)
            QObject::disconnect(connection);
    }
    FrameLog(const FrameLog &) = delete;
    FrameLog &operator=(const FrameLog &) = delete;

    [[nodiscard]] qint64 now() const { return m_clock.nsecsElapsed(); }
    [[nodiscard]] std::vector<Swap> swaps() const
    {
        const std::lock_guard lock(m_mutex);
        return m_swaps;
    }

private:
    QElapsedTimer m_clock;
    std::atomic<int> m_synced{0};
    mutable std::mutex m_mutex;
    std::vector<Swap> m_swaps;
    QList<QMetaObject::Connection> m_connections;
};

QCoro::Task<void> pause(int ms)
{
    QTimer timer;
    timer.setSingleShot(true);
    timer.start(ms);
    co_await timer;
}

} // namespace

namespace DragBench
{

std::vector<QPoint> squareSpiral(QPoint start, int steps)
{
    std::vector<QPoint> cells;
    const QPoint directions[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    QPoint at = start;
    int leg = 1;
    int direction = 0;
    while (int(cells.size()) < steps) {
        for (int repeat = 0; repeat < 2 && int(cells.size()) < steps; ++repeat) {
            for (int i = 0; i < leg && int(cells.size()) < steps; ++i) {
                at += directions[direction];
                cells.push_back(at);
            }
            direction = (direction + 1) % 4;
        }
        ++leg;
    }
    return cells;
}

// One timed drag of `token` (docs above): press, `steps` moves, release; the summary line.
QCoro::Task<QJsonObject> dragOnce(QQuickWindow *window, LiveAnalysis *live, QQuickItem *pointer,
                                  qreal cell, Token token, int steps, int tokenCount,
                                  QString boardSize)
{
    auto scenePoint = [&](QPoint c) {
        return pointer->mapToScene(QPointF((c.x() + 0.5) * cell, (c.y() + 0.5) * cell));
    };
    // Waits for the frame a change asked for, with a request of its own in case nothing
    // visible changed.
    auto nextFrame = [window]() -> QCoro::Task<bool> {
        window->update();
        const auto swapped =
            co_await qCoro(window, &QQuickWindow::frameSwapped, std::chrono::seconds(5));
        co_return swapped.has_value();
    };

    sendMouse(window, QEvent::MouseButtonPress, scenePoint({token.x, token.y}), Qt::LeftButton);
    co_await nextFrame();
    co_await pause(100);
    const QString api = graphicsApiName(window->rendererInterface()->graphicsApi());
    // A move's latency: from sending it to the first frame swapped whose overlays answer it or a
    // newer move (newest wins: a move overtaken on the worker is answered by the next).
    struct Move {
        qint64 sent = 0;
        int request = 0;
    };
    FrameLog log(window, live);
    std::vector<Move> moves;
    std::vector<double> frames;
    std::vector<double> cpu;
    std::vector<double> preview;
    std::vector<double> publish;
    int moved = 0;
    int lastShown = live->frame().dragRequest;
    QElapsedTimer timer;
    auto notePreview = [&]() {
        // The worker's time for each step that reached the screen.
        if (live->frame().dragRequest != lastShown) {
            lastShown = live->frame().dragRequest;
            preview.push_back(live->previewMilliseconds());
            publish.push_back(live->publishMilliseconds());
        }
    };
    for (const QPoint &at : squareSpiral({token.x, token.y}, steps)) {
        const QPoint before = live->dragCell();
        const double cpuBefore = processCpuMs();
        notePreview();
        const qint64 sent = log.now();
        timer.start();
        sendMouse(window, QEvent::MouseMove, scenePoint(at), Qt::LeftButton);
        const double input = double(timer.nsecsElapsed()) / 1e6;
        moves.push_back({sent, live->dragRequest()});
        const bool rendered = co_await nextFrame();
        const double total = double(timer.nsecsElapsed()) / 1e6;
        const double cpuMs = processCpuMs() - cpuBefore;
        if (live->dragCell() != before)
            ++moved;
        printLine(QStringLiteral("step %1 cell %2,%3: %4 ms (input %5 ms, cpu %6 ms)%7%8")
                      .arg(frames.size() + 1)
                      .arg(at.x())
                      .arg(at.y())
                      .arg(total, 0, 'f', 2)
                      .arg(input, 0, 'f', 2)
                      .arg(cpuMs, 0, 'f', 2)
                      .arg(live->isUpdating() ? QStringLiteral(", updating") : QString())
                      .arg(rendered ? QString() : QStringLiteral(", no frame within 5 s")));
        frames.push_back(total);
        cpu.push_back(cpuMs);
    }
    // The pointer stops: frames until the overlays answer the last move.
    const int lastRequest = live->dragRequest();
    QElapsedTimer settle;
    settle.start();
    while (live->frame().dragRequest != lastRequest && settle.elapsed() < 10000) {
        notePreview();
        co_await pause(1);
    }
    notePreview();
    co_await nextFrame();
    const bool settled = live->frame().dragRequest == lastRequest;
    const QPoint last = live->dragCell();
    sendMouse(window, QEvent::MouseButtonRelease, scenePoint(last), Qt::NoButton);

    std::vector<double> latencyMs;
    std::vector<double> latencyFrames;
    const auto swaps = log.swaps();
    for (const Move &move : moves) {
        int count = 0;
        for (const auto &swap : swaps) {
            if (swap.at < move.sent)
                continue;
            ++count;
            if (swap.request >= move.request) {
                latencyMs.push_back(double(swap.at - move.sent) / 1e6);
                latencyFrames.push_back(count);
                break;
            }
        }
    }
    const int unanswered = int(moves.size() - latencyMs.size());
    std::sort(frames.begin(), frames.end());
    std::sort(cpu.begin(), cpu.end());
    QJsonObject summary{
        {QStringLiteral("min"), frames.empty() ? 0 : frames.front()},
        {QStringLiteral("median"), percentile(frames, 0.5)},
        {QStringLiteral("p90"), percentile(frames, 0.9)},
        {QStringLiteral("p99"), percentile(frames, 0.99)},
        {QStringLiteral("max"), frames.empty() ? 0 : frames.back()},
        {QStringLiteral("cpuMedian"), percentile(cpu, 0.5)},
        {QStringLiteral("cpuP90"), percentile(cpu, 0.9)},
        {QStringLiteral("cpuP99"), percentile(cpu, 0.99)},
        {QStringLiteral("steps"), int(frames.size())},
        {QStringLiteral("moved"), moved},
        {QStringLiteral("asynchronous"), live->isAsynchronous()},
        {QStringLiteral("unanswered"), unanswered},
        {QStringLiteral("settled"), settled},
        {QStringLiteral("renderer"), api},
        {QStringLiteral("token"), token.id},
        {QStringLiteral("tokens"), tokenCount},
        {QStringLiteral("board"), boardSize},
        {QStringLiteral("window"),
         QStringLiteral("%1x%2").arg(window->width()).arg(window->height())},
    };
    addSummary(summary, QStringLiteral("latency"), latencyMs);
    addSummary(summary, QStringLiteral("latencyFrames"), latencyFrames);
    addSummary(summary, QStringLiteral("preview"), preview);
    addSummary(summary, QStringLiteral("publish"), publish);
    co_return summary;
}

// The drag again while `options.shareClients` devices watch the shared player view on
// loopback (docs/sharing.md), then 20 commits: the frame times, how many states went out during
// the drag (the drop's commit only), and per commit the bytes and the time until the last
// device had it.
QCoro::Task<QJsonObject> measureSharing(MainWindowHost *host, QQuickItem *pointer, qreal cell,
                                        Options options, int tokenCount, QString boardSize)
{
    ShareController *share = host->workbench()->share();
    share->setAddress(QStringLiteral("127.0.0.1"));
    share->setPort(0);
    if (!share->start())
        co_return QJsonObject{{QStringLiteral("error"), share->errorString()}};
    for (int waited = 0; !share->isRunning() && waited < 10000; waited += 5)
        co_await pause(5);
    const QUrl page(share->url());
    QUrl live = page;
    live.setScheme(QStringLiteral("ws"));
    live.setPath(QStringLiteral("/live"));
    ShareBenchClients clients;
    clients.open(live, options.shareClients);
    for (int waited = 0; clients.reached(share->version()) < options.shareClients && waited < 10000;
         waited += 5)
        co_await pause(5);
    const int connected = clients.reached(share->version());

    EncounterDocument *document = host->document();
    const Token *now = pickToken(document->encounter(), options.tokenId);
    const Token token = now ? *now : Token();
    const int versionBefore = share->version();
    const QJsonObject drag = co_await dragOnce(host->window(), host->workbench()->live(), pointer,
                                               cell, token, options.steps, tokenCount, boardSize);
    co_await pause(200); // the drop's commit goes out
    const int statesDuringDrag = share->version() - versionBefore;

    std::vector<double> latency;
    const qint64 bytesBefore = clients.bytes();
    constexpr int Commits = 20;
    for (int i = 0; i < Commits; ++i) {
        const int before = share->version();
        const qint64 sent = clients.clock().nsecsElapsed();
        const int step = i % 2 == 0 ? 1 : -1;
        if (!host->workbench()->editor()->moveTokens({token.id}, step, 0))
            host->workbench()->editor()->moveTokens({token.id}, 0, step);
        for (int waited = 0; share->version() == before && waited < 5000; ++waited)
            co_await pause(1);
        const int target = share->version();
        qint64 at = -1;
        for (int waited = 0; (at = clients.allReceivedAt(target)) < 0 && waited < 5000; ++waited)
            co_await pause(1);
        if (at >= 0)
            latency.push_back(double(at - sent) / 1e6);
    }
    const qint64 bytes = clients.bytes() - bytesBefore;
    share->stop();
    std::sort(latency.begin(), latency.end());
    QJsonObject result{
        {QStringLiteral("clients"), options.shareClients},
        {QStringLiteral("connected"), connected},
        {QStringLiteral("frameMedianWith"), drag.value(QStringLiteral("median"))},
        {QStringLiteral("frameP90With"), drag.value(QStringLiteral("p90"))},
        {QStringLiteral("statesDuringDrag"), statesDuringDrag},
        {QStringLiteral("commits"), Commits},
        {QStringLiteral("commitsReachedAll"), int(latency.size())},
        {QStringLiteral("bytesPerCommitPerDevice"),
         double(bytes) / Commits / std::max(1, options.shareClients)},
    };
    addSummary(result, QStringLiteral("commitLatency"), latency);
    co_return result;
}

QCoro::Task<int> run(MainWindowHost *host, Options options)
{
    EncounterDocument *document = host->document();
    if (!co_await document->load(options.file)) {
        printLine(QStringLiteral("gridkeep: ") + document->errorString(), stderr);
        co_return 1;
    }
    const Encounter &encounter = document->encounter();
    if (!encounter.board.isSquare()) {
        printLine(QStringLiteral("gridkeep: --bench-drag needs a square board"), stderr);
        co_return 1;
    }
    const Token *picked = pickToken(encounter, options.tokenId);
    if (!picked) {
        printLine(
            QStringLiteral("gridkeep: --bench-drag: no token \"%1\" to drag").arg(options.tokenId),
            stderr);
        co_return 1;
    }
    const Token token = *picked;
    QQuickWindow *window = host->window();
    LiveAnalysis *live = host->workbench()->live();
    auto *overlays = window->property("overlays").value<QObject *>();
    if (!live || !overlays) {
        printLine(QStringLiteral("gridkeep: --bench-drag: the window has no live analysis"),
                  stderr);
        co_return 1;
    }
    // Every overlay on, the cover heat layer included: seen by another token, as a GM checks an
    // enemy's view while moving a hero (the dragged token's own layer would be recomputed on a
    // worker thread at every step, which is no part of drawing a frame).
    for (const char *name :
         {"zones", "surrounded", "sight", "highGround", "movement", "backstab", "meleeReach"})
        overlays->setProperty(name, true);
    overlays->setProperty("sightRange", 0);
    for (const Token &other : encounter.tokens) {
        if (other.id != token.id && !other.hidden) {
            overlays->setProperty("coverObserver", other.id);
            break;
        }
    }
    // Let the board view load, fit and render before the drag.
    co_await pause(500);
    auto *pointer = findItem(window->contentItem(), QStringLiteral("boardPointer"));
    if (!pointer) {
        printLine(QStringLiteral("gridkeep: --bench-drag: no board in the window"), stderr);
        co_return 1;
    }
    const qreal cell = pointer->property("width").toReal() / encounter.board.square.width;
    const int tokenCount = int(encounter.tokens.size());
    const QString boardSize = QStringLiteral("%1x%2")
                                  .arg(encounter.board.square.width)
                                  .arg(encounter.board.square.height);
    QJsonObject summary =
        co_await dragOnce(window, live, pointer, cell, token, options.steps, tokenCount, boardSize);
    printLine(QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact)));
    if (options.shareClients > 0) {
        // The same drag again while N devices watch the shared view, then commits.
        options.tokenId = token.id;
        const QJsonObject shared =
            co_await measureSharing(host, pointer, cell, options, tokenCount, boardSize);
        QJsonObject line = shared;
        line.insert(QStringLiteral("frameMedianWithout"), summary.value(QStringLiteral("median")));
        const double without = summary.value(QStringLiteral("median")).toDouble();
        const double with = shared.value(QStringLiteral("frameMedianWith")).toDouble();
        line.insert(QStringLiteral("frameRatio"), without > 0 ? with / without : 0.0);
        printLine(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("share"), line}})
                                        .toJson(QJsonDocument::Compact)));
    }
    co_return 0;
}

} // namespace DragBench
