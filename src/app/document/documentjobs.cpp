#include "document/documentjobs.h"

#include "document/jobcompletions.h"

#include <QDeadlineTimer>

#include <algorithm>

namespace
{

constexpr int OtherThreads = 2;
constexpr auto SlowAfter = std::chrono::milliseconds(500);

int gateKey(DocumentJobs::Kind kind, DocumentJobs::GatePoint point)
{
    return int(kind) * 2 + int(point);
}

} // namespace

DocumentJobs::DocumentJobs(QObject *parent)
    : QObject(parent), m_completions(JobCompletions::instance()),
      m_writes(std::make_unique<WorkerPool>(1)),
      m_others(std::make_unique<WorkerPool>(OtherThreads))
{
}

// The pools' destructors join their threads: no worker outlives the document it works for.
DocumentJobs::~DocumentJobs() = default;

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
    ++m_pendingOf[std::size_t(kind)];
    Q_EMIT pendingChanged();

    WorkerPool &pool = write ? *m_writes : *m_others;
    pool.post([job = std::move(job), self = QPointer<DocumentJobs>(this), kind, awaiting,
               completions = m_completions, before = gate(kind, GatePoint::Before),
               after = gate(kind, GatePoint::After)]() mutable {
        if (before)
            before->pass();
        job();
        // Its copies (a whole encounter, say) are freed here, on the worker.
        job = nullptr;
        if (after)
            after->pass();
        completions->deliver([self = std::move(self), kind, awaiting]() {
            if (self)
                self->jobEnded(kind);
            awaiting.resume();
        });
    });
}

void DocumentJobs::jobEnded(Kind kind)
{
    --m_pending;
    --m_pendingOf[std::size_t(kind)];
    Q_EMIT pendingChanged();
}

bool DocumentJobs::finish(std::chrono::milliseconds bound, const std::function<void()> &slow)
{
    if (!m_writes || !m_others)
        return true;
    const QDeadlineTimer deadline(bound);
    const auto waitUntil = [this](const QDeadlineTimer &until) {
        const auto left = [&until] {
            return std::chrono::milliseconds(std::max<qint64>(0, until.remainingTime()));
        };
        return m_writes->waitForIdle(left()) && m_others->waitForIdle(left());
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
