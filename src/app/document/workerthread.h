#pragma once

#include "document/jobcompletions.h"
#include "document/packagedjob.h"

#include <QCoro/QCoroTask>

#include <chrono>
#include <condition_variable>
#include <coroutine>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>

// Runs blocking work that belongs to no document (a folder scan, a cover heat map) on a
// short-lived thread and resumes the awaiting coroutine on the thread that awaited, so the UI
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

// Runs the job on a new std::thread, detached: the job's result crosses back under a
// std::mutex and the coroutine resumes through JobCompletions, both visible to ThreadSanitizer
// (docs/architecture.md §8), and finishAll() waits for the thread's work at quit.
class ThreadAwaiter
{
public:
    explicit ThreadAwaiter(std::function<void()> job) : m_job(std::move(job)) {}

    [[nodiscard]] bool await_ready() const noexcept { return false; }
    void await_suspend(std::coroutine_handle<> awaiting)
    {
        {
            const std::lock_guard lock(running().mutex);
            ++running().count;
        }
        // Made here, on the awaiting (UI) thread, as JobCompletions requires.
        JobCompletions *completions = JobCompletions::instance();
        std::thread([job = std::move(m_job), completions, awaiting]() mutable {
            job();
            job = nullptr;
            // Delivered before the count drops: once finishAll() returns, no thread touches
            // JobCompletions again, so the application may destroy it.
            completions->deliver([awaiting] { awaiting.resume(); });
            // Notified under the lock: once finishAll() has seen the count drop, this thread
            // touches nothing of the program's any more (the counter is a static).
            auto &counter = running();
            const std::lock_guard lock(counter.mutex);
            --counter.count;
            counter.ended.notify_all();
        }).detach();
    }
    void await_resume() const noexcept {}

private:
    std::function<void()> m_job;
};

} // namespace detail

// `work` and its arguments are taken by value: they are moved into the coroutine frame, never
// captured, so nothing dangles across the suspension (docs/architecture.md §5.6).
template<typename Work, typename... Args>
[[nodiscard]] auto run(Work work, Args... args) -> QCoro::Task<std::invoke_result_t<Work, Args...>>
{
    auto packaged = packageJob(std::move(work), std::move(args)...);
    co_await detail::ThreadAwaiter(std::move(packaged.job));
    co_return packaged.result->take();
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
