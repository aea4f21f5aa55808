#pragma once

#include <QCoro/QCoroTask>
#include <QObject>
#include <QThread>

#include <chrono>
#include <condition_variable>
#include <coroutine>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <type_traits>

// Runs blocking work that belongs to no document (a folder scan, a cover heat map) on a
// short-lived QThread and resumes the awaiting coroutine on the thread that awaited, so the UI
// thread never blocks. A document's own jobs go through its DocumentJobs instead.
namespace WorkerThread
{

namespace detail
{

// The threads still running, so that quitting can wait for them (finishAll).
struct Running {
    std::mutex mutex;
    std::condition_variable ended;
    int count = 0;
};

inline Running &running()
{
    static Running instance;
    return instance;
}

// Awaits the end of a thread that is not started yet. The finished() connection is made
// before start(), so a fast worker cannot finish unseen (qCoro(QThread*).waitForFinished()
// connects only after checking isFinished(), which races with a thread that ends meanwhile).
class FinishedAwaiter
{
public:
    explicit FinishedAwaiter(QThread *thread) : m_thread(thread) {}

    [[nodiscard]] bool await_ready() const noexcept { return false; }
    void await_suspend(std::coroutine_handle<> awaiting)
    {
        // The context object lives on the awaiting thread, so the resume is queued back there.
        QObject::connect(
            m_thread, &QThread::finished, m_thread, [awaiting]() { awaiting.resume(); },
            static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
        m_thread->start();
    }
    void await_resume() const noexcept {}

private:
    QThread *m_thread;
};

} // namespace detail

// `work` and its arguments are taken by value: they are moved into the coroutine frame, never
// captured, so nothing dangles across the suspension (docs/architecture.md §5.6).
template<typename Work, typename... Args>
[[nodiscard]] auto run(Work work, Args... args) -> QCoro::Task<std::invoke_result_t<Work, Args...>>
{
    using Result = std::invoke_result_t<Work, Args...>;
    auto result = std::make_shared<std::optional<Result>>();
    {
        const std::lock_guard lock(detail::running().mutex);
        ++detail::running().count;
    }
    std::unique_ptr<QThread> thread(QThread::create(
        [](std::shared_ptr<std::optional<Result>> out, Work job, Args... jobArgs) {
            out->emplace(std::invoke(std::move(job), std::move(jobArgs)...));
            auto &running = detail::running();
            {
                const std::lock_guard lock(running.mutex);
                --running.count;
            }
            running.ended.notify_all();
        },
        result, std::move(work), std::move(args)...));
    co_await detail::FinishedAwaiter(thread.get());
    thread->wait(); // finished() is emitted just before the thread really ends
    co_return std::move(**result);
}

// Waits until every worker started by run() has done its work, or `bound` passed; true when
// none is left. Called as the program quits.
inline bool finishAll(std::chrono::milliseconds bound)
{
    auto &running = detail::running();
    std::unique_lock lock(running.mutex);
    return running.ended.wait_for(lock, bound, [&] { return running.count == 0; });
}

} // namespace WorkerThread
