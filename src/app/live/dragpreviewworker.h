#pragma once

#include "live/dragpreview.h"

#include <QObject>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

class WorkerGate;

// Runs LiveAnalysis's drag preview steps on a thread of its own, newest request wins
// (docs/architecture.md §4.13): a request made while a step runs waits in one slot, and a newer
// one replaces it there, so the worker never works through a backlog of pointer moves. Each
// result comes back as `finished` on the thread that owns this object. The thread lives as long
// as this object, which keeps the preview's scratch state between steps; destroying it waits
// for the step under way (a few milliseconds), so nothing outlives its owner.
class DragPreviewWorker : public QObject
{
    Q_OBJECT

public:
    explicit DragPreviewWorker(QObject *parent = nullptr);
    ~DragPreviewWorker() override;

    // Queues a step, dropping the one still waiting, if any.
    void request(DragPreview::Request request);
    // Drops the waiting step and, before the next one, the scratch state (the drag ended).
    void release();
    // Tests: the worker passes `gate` after each step, before it posts the result
    // (docs/architecture.md §4.13). Null (the default) removes it.
    void setGate(std::shared_ptr<WorkerGate> gate);

Q_SIGNALS:
    void finished(const DragPreview::Result &result);

private:
    void run();
    // On the owner's thread: emits the newest result the worker left.
    Q_INVOKABLE void deliver();

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<DragPreview::Request> m_pending;
    bool m_release = false;
    bool m_stop = false;
    std::shared_ptr<WorkerGate> m_gate;
    // Left by the worker under m_mutex, not carried in a queued call, so the hand-over is one
    // ThreadSanitizer sees (docs/architecture.md §8); a newer result replaces one not yet shown.
    std::optional<DragPreview::Result> m_result;
    // A std::thread, joined in the destructor where ThreadSanitizer sees the join.
    std::thread m_thread;
};
