#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

// Worker threads that run posted jobs first in first out (one thread: strictly in order). The
// jobs cross to the workers under a std::mutex, not through Qt's event queue, so the hand-over
// is one ThreadSanitizer can see (docs/architecture.md §4.15, §8). Threads start as jobs need
// them; the destructor lets the queued jobs run and joins every thread.
class WorkerPool
{
public:
    explicit WorkerPool(int maxThreads);
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    void post(std::function<void()> job);
    // Until no job is queued or running, or `bound` passed; true when idle.
    [[nodiscard]] bool waitForIdle(std::chrono::milliseconds bound);

private:
    void run();

    std::mutex m_mutex;
    std::condition_variable m_work;
    std::condition_variable m_idle;
    std::deque<std::function<void()>> m_jobs;
    std::vector<std::thread> m_threads;
    int m_maxThreads;
    int m_waiting = 0; // threads waiting for a job
    int m_running = 0; // jobs being run
    bool m_stop = false;
};
