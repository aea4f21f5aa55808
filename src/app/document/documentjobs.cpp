#include "document/documentjobs.h"

#include <QCoreApplication>
#include <QDeadlineTimer>

namespace
{

constexpr int OtherThreads = 2;
constexpr auto SlowAfter = std::chrono::milliseconds(500);

int gateKey(DocumentJobs::Kind kind, DocumentJobs::GatePoint point)
{
    return int(kind) * 2 + int(point);
}

// The job crosses to the worker under a std::mutex, not only through QThreadPool's queue: a
// hand-over ThreadSanitizer can see (Qt's own mutexes are futexes it cannot follow).
struct Handover {
    std::mutex mutex;
    std::function<void()> job;
};

} // namespace

DocumentJobs::DocumentJobs(QObject *parent)
    : QObject(parent), m_writes(std::make_unique<QThreadPool>()),
      m_others(std::make_unique<QThreadPool>())
{
    m_writes->setMaxThreadCount(1);
    m_writes->setObjectName(QStringLiteral("document writes"));
    m_others->setMaxThreadCount(OtherThreads);
    m_others->setObjectName(QStringLiteral("document reads"));
}

DocumentJobs::~DocumentJobs()
{
    // Joins every worker: none outlives the document it works for.
    if (m_writes)
        m_writes->waitForDone();
    if (m_others)
        m_others->waitForDone();
}

void DocumentJobs::setGate(Kind kind, GatePoint point, std::shared_ptr<WorkerGate> gate)
{
    if (gate)
        m_gates.insert(gateKey(kind, point), std::move(gate));
    else
        m_gates.remove(gateKey(kind, point));
}

std::shared_ptr<WorkerGate> DocumentJobs::gate(Kind kind, GatePoint point) const
{
    return m_gates.value(gateKey(kind, point));
}

void DocumentJobs::start(Kind kind, std::function<void()> job, std::coroutine_handle<> awaiting)
{
    const bool write = kind == Kind::Save || kind == Kind::Autosave;
    ++m_pending;
    if (write)
        ++m_pendingWrites;
    Q_EMIT pendingChanged();

    auto handover = std::make_shared<Handover>();
    {
        const std::lock_guard lock(handover->mutex);
        handover->job = std::move(job);
    }
    QPointer<DocumentJobs> self(this);
    auto before = gate(kind, GatePoint::Before);
    auto after = gate(kind, GatePoint::After);
    QThreadPool &pool = write ? *m_writes : *m_others;
    pool.start([handover, before, after, self, write, awaiting]() {
        std::function<void()> work;
        {
            const std::lock_guard lock(handover->mutex);
            work = std::move(handover->job);
        }
        if (before)
            before->pass();
        work();
        // Its copies (a whole encounter, say) are freed here, on the worker.
        work = nullptr;
        if (after)
            after->pass();
        // Resumed on the UI thread, through the application object: the coroutine runs on
        // even when this object (and its document) is gone by then, and checks that itself.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, write, awaiting]() {
                if (self)
                    self->jobEnded(write);
                awaiting.resume();
            },
            Qt::QueuedConnection);
    });
}

void DocumentJobs::jobEnded(bool write)
{
    --m_pending;
    if (write)
        --m_pendingWrites;
    Q_EMIT pendingChanged();
}

bool DocumentJobs::finish(std::chrono::milliseconds bound, const std::function<void()> &slow)
{
    if (!m_writes || !m_others)
        return true;
    const QDeadlineTimer deadline(bound);
    const auto waitUntil = [this](QDeadlineTimer until) {
        return m_writes->waitForDone(int(until.remainingTime())) &&
               m_others->waitForDone(int(until.remainingTime()));
    };
    if (waitUntil(QDeadlineTimer(std::min(bound, SlowAfter))))
        return true;
    if (slow)
        slow();
    return waitUntil(deadline);
}

void DocumentJobs::abandon()
{
    // Deliberately not deleted: deleting a pool joins its threads, which is what a stuck
    // write does not allow. The process ends right after this.
    (void)m_writes.release();
    (void)m_others.release();
}
