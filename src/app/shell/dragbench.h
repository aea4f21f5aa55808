#pragma once

#include <QCoro/QCoroTask>
#include <QString>

class MainWindowHost;

// `gridkeep --bench-drag FILE`: the drag frame time of the real main window. It opens FILE,
// switches every overlay on, presses on one token and drags it a cell per mouse move along a
// square spiral, timing each move until its frame is on screen (QQuickWindow::frameSwapped):
// input, analysis, bindings, overlay drawing and rendering. It prints one line per step and
// then one JSON line (min, median, p90, p99 in ms of wall time, the same of the process's CPU
// time, the renderer, tokens, board size); it
// measures and reports, it never judges (docs/architecture.md §8).
namespace DragBench
{

struct Options {
    QString file;
    QString tokenId; // empty: the visible 1x1 token nearest the board's middle
    int steps = 200;
};

// The exit code: 0 when the drag ran, 1 when the file or token is not usable.
QCoro::Task<int> run(MainWindowHost *host, Options options);

} // namespace DragBench
