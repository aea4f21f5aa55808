#pragma once

#include "document/packagedjob.h"
#include "document/workergate.h"
#include "document/workerpool.h"

#include <QCoro/QCoroTask>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <array>
#include <chrono>
#include <coroutine>
#include <functional>
#include <memory>
#include <type_traits>

// Every asynchronous job of one open document goes through here (docs/architecture.md §4.15):
// loads, saves, autosaves, imports, exports and background reads.
//
// - Writes of the document's own files (saves and autosaves) run one at a time, in the order
//   they were queued, so the newest content is the last one written. Everything else runs
//   beside them.
// - Each job's caller takes a Stamp first: the document's generation (bumped whenever the whole
//   encounter is replaced) and its revision (bumped by every edit). A result is applied only
//   to the generation it was made for, and a save marks clean only the revision it wrote.
// - A replacement (Open, New, Import, recovery, the next encounter) takes a ticket; a newer one
//   supersedes a load still in flight.
// - The destructor and finish() join every worker, so no job outlives the document.
//
// The work runs on a worker thread with the arguments it was given by value; the awaiting
// coroutine resumes on the UI thread (JobCompletions), also when this object is gone by then
// (the coroutine checks its own QPointer, as before).
class JobCompletions;

class DocumentJobs : public QObject
{
    Q_OBJECT

public:
    enum class Kind { Load, Save, Autosave, Import, Export, Background };
    static constexpr int KindCount = 6;
    // Where a test may hold a job's worker (WorkerGate): before its work, or after it and
    // before its result is handed back.
    enum class GatePoint { Before, After };

    struct Stamp {
        quint64 generation = 0;
        quint64 revision = 0;
    };

    explicit DocumentJobs(QObject *parent = nullptr);
    ~DocumentJobs() override;

    // The document's side of the stamps.
    void noteEdit() { ++m_revision; }
    void noteReplaced()
    {
        ++m_generation;
        ++m_revision;
    }
    [[nodiscard]] Stamp stamp() const { return {m_generation, m_revision}; }
    [[nodiscard]] bool isSameDocument(const Stamp &stamp) const
    {
        return stamp.generation == m_generation;
    }
    [[nodiscard]] bool isUnchangedSince(const Stamp &stamp) const
    {
        return stamp.generation == m_generation && stamp.revision == m_revision;
    }
    // A replacement of the whole document begins: any replacement begun earlier and still in
    // flight is superseded.
    [[nodiscard]] quint64 beginReplacement() { return ++m_replacement; }
    [[nodiscard]] bool isLatestReplacement(quint64 ticket) const { return ticket == m_replacement; }

    [[nodiscard]] int pending() const { return m_pending; }
    // Jobs of one kind queued or running (their results not handed back yet).
    [[nodiscard]] int pending(Kind kind) const { return m_pendingOf[std::size_t(kind)]; }

    // Waits, blocking, until every job's work is done or `bound` passed; `slow` is called once
    // when the wait passes half a second. True when nothing is left running. On false the
    // process is about to end anyway: abandon() lets it, without joining a worker stuck in a
    // write (QSaveFile leaves the file whole either way).
    bool finish(std::chrono::milliseconds bound, const std::function<void()> &slow = {});
    void abandon();

    void setGate(Kind kind, GatePoint point, std::shared_ptr<WorkerGate> gate);

    // Runs work(args...) on a worker thread; `work` and `args` are taken by value and destroyed
    // on the worker once it is done (docs/architecture.md §5.6).
    template<typename Work, typename... Args>
    [[nodiscard]] auto run(Kind kind, Work work, Args... args)
        -> QCoro::Task<std::invoke_result_t<Work, Args...>>
    {
        auto packaged = packageJob(std::move(work), std::move(args)...);
        co_await Awaiter(this, kind, std::move(packaged.job));
        co_return packaged.result->take();
    }

Q_SIGNALS:
    void pendingChanged();

private:
    // One job on its way: the work, then the resume on the UI thread.
    class Awaiter
    {
    public:
        Awaiter(DocumentJobs *jobs, Kind kind, std::function<void()> job)
            : m_jobs(jobs), m_kind(kind), m_job(std::move(job))
        {
        }
        [[nodiscard]] bool await_ready() const noexcept { return false; }
        void await_suspend(std::coroutine_handle<> awaiting)
        {
            m_jobs->start(m_kind, std::move(m_job), awaiting);
        }
        void await_resume() const noexcept {}

    private:
        DocumentJobs *m_jobs;
        Kind m_kind;
        std::function<void()> m_job;
    };

    void start(Kind kind, std::function<void()> job, std::coroutine_handle<> awaiting);
    void jobEnded(Kind kind);
    [[nodiscard]] std::shared_ptr<WorkerGate> gate(Kind kind, GatePoint point) const;

    JobCompletions *m_completions;
    // Saves and autosaves: one thread, first in first out.
    std::unique_ptr<WorkerPool> m_writes;
    // Loads, imports, exports, background reads.
    std::unique_ptr<WorkerPool> m_others;
    QHash<int, std::shared_ptr<WorkerGate>> m_gates;
    quint64 m_generation = 0;
    quint64 m_revision = 0;
    quint64 m_replacement = 0;
    int m_pending = 0;
    std::array<int, KindCount> m_pendingOf{};
};
