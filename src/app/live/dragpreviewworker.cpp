#include "live/dragpreviewworker.h"

#include "document/workergate.h"

#include <utility>

DragPreviewWorker::DragPreviewWorker(QObject *parent) : QObject(parent)
{
    m_thread = std::thread([this]() { run(); });
}

DragPreviewWorker::~DragPreviewWorker()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
        m_pending.reset();
    }
    m_wake.notify_one();
    m_thread.join();
}

void DragPreviewWorker::request(DragPreview::Request request)
{
    // The request it replaces goes after the lock: its last references may free a lot.
    std::optional<DragPreview::Request> dropped;
    {
        const std::lock_guard lock(m_mutex);
        dropped = std::exchange(m_pending, std::move(request));
    }
    m_wake.notify_one();
}

void DragPreviewWorker::release()
{
    {
        const std::lock_guard lock(m_mutex);
        m_pending.reset();
        m_release = true;
    }
    m_wake.notify_one();
}

void DragPreviewWorker::setGate(std::shared_ptr<WorkerGate> gate)
{
    const std::lock_guard lock(m_mutex);
    m_gate = std::move(gate);
}

void DragPreviewWorker::run()
{
    // The scratch state belongs to this thread alone; requests and results are values.
    DragPreview preview;
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this]() { return m_stop || m_release || m_pending; });
        if (m_stop)
            return;
        if (m_release) {
            m_release = false;
            lock.unlock();
            preview.clear();
            lock.lock();
            continue;
        }
        std::optional<DragPreview::Request> request = std::exchange(m_pending, std::nullopt);
        const std::shared_ptr<WorkerGate> gate = m_gate;
        lock.unlock();
        DragPreview::Result result = preview.step(*request);
        // Freed here, not under the lock the UI thread takes to queue the next request.
        request.reset();
        if (gate)
            gate->pass();
        lock.lock();
        const bool wake = !m_result;
        m_result = std::move(result);
        // Queued to this object's thread; the destructor joins this thread before the object
        // goes, and a QObject's posted calls die with it.
        if (wake)
            QMetaObject::invokeMethod(this, "deliver", Qt::QueuedConnection);
    }
}

void DragPreviewWorker::deliver()
{
    std::optional<DragPreview::Result> result;
    {
        const std::lock_guard lock(m_mutex);
        result = std::exchange(m_result, std::nullopt);
    }
    if (result)
        Q_EMIT finished(*result);
}
