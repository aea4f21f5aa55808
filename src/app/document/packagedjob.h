#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

// Blocking work packed for a worker thread, shared by DocumentJobs::run and WorkerThread::run:
// `job` runs work(args...) with what it was given by value and leaves the result under a
// std::mutex, a hand-over ThreadSanitizer can see (docs/architecture.md §8); take() hands it
// out on the awaiting thread once the job is done.
template<typename Result> class PackagedResult
{
public:
    void put(Result result)
    {
        const std::lock_guard lock(m_mutex);
        m_value.emplace(std::move(result));
    }
    [[nodiscard]] Result take()
    {
        const std::lock_guard lock(m_mutex);
        return std::move(*m_value);
    }

private:
    std::mutex m_mutex;
    std::optional<Result> m_value;
};

template<typename Work, typename... Args> struct PackagedJob {
    using Result = std::invoke_result_t<Work, Args...>;
    std::function<void()> job;
    std::shared_ptr<PackagedResult<Result>> result;
};

template<typename Work, typename... Args>
[[nodiscard]] PackagedJob<Work, Args...> packageJob(Work work, Args... args)
{
    using Result = typename PackagedJob<Work, Args...>::Result;
    auto result = std::make_shared<PackagedResult<Result>>();
    std::function<void()> job = [result, work = std::move(work),
                                 tuple = std::make_tuple(std::move(args)...)]() mutable {
        result->put(std::apply(std::move(work), std::move(tuple)));
    };
    return {std::move(job), std::move(result)};
}
