#pragma once

#include <QCoro/QCoroTask>
#include <QObject>
#include <QThread>

#include <coroutine>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

// Runs blocking work (file I/O, image decoding) on a short-lived QThread and resumes the
// awaiting coroutine on the thread that awaited, so the UI thread never blocks.
namespace WorkerThread
{

namespace detail
{

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
    std::unique_ptr<QThread> thread(QThread::create(
        [](std::shared_ptr<std::optional<Result>> out, Work job, Args... jobArgs) {
            out->emplace(std::invoke(std::move(job), std::move(jobArgs)...));
        },
        result, std::move(work), std::move(args)...));
    co_await detail::FinishedAwaiter(thread.get());
    thread->wait(); // finished() is emitted just before the thread really ends
    co_return std::move(**result);
}

} // namespace WorkerThread
