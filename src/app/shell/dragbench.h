#pragma once

#include <QCoro/QCoroTask>
#include <QPoint>
#include <QString>
#include <vector>

class MainWindowHost;

// `gridkeep --bench-drag FILE`: the drag frame time of the real main window. It opens FILE,
// switches every overlay on, presses on one token and drags it a cell per mouse move along a
// square spiral, timing each move until its frame is on screen (QQuickWindow::frameSwapped):
// input, analysis, bindings, overlay drawing and rendering. The analysis of a move may finish
// frames later (docs/architecture.md §4.13), so it also times each move's latency: from the move
// to the first frame swapped whose overlays answer it (LiveFrame::dragRequest), in ms and in
// frames. It prints one line per step and then one JSON line: the frame time (min, median, p90,
// p99 in ms of wall time, the same of the process's CPU time), latency* and latencyFrames*
// (Min, Median, P90, P99), preview* (the worker's time per step shown), publish* (the UI
// thread's time to publish that step's frame to the models and QML), the renderer, tokens,
// board size. It measures and reports, it never judges (docs/architecture.md §8).
namespace DragBench
{

struct Options {
    QString file;
    QString tokenId; // empty: the visible 1x1 token nearest the board's middle
    int steps = 200;
    // --bench-share-clients N: then the drag again while N devices watch the shared player
    // view, and 20 commits, printed as one more JSON line {"share": …}.
    int shareClients = 0;
};

// `steps` one-cell steps around `start`: right 1, down 1, left 2, up 2, right 3 … so every
// move changes the dragged cell, and the drag stays near where it began.
std::vector<QPoint> squareSpiral(QPoint start, int steps);

// The exit code: 0 when the drag ran, 1 when the file or token is not usable.
QCoro::Task<int> run(MainWindowHost *host, Options options);

} // namespace DragBench
