#include "document/workerpool.h"

WorkerPool::WorkerPool(int maxThreads) : m_maxThreads(maxThreads) {}

WorkerPool::~WorkerPool()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_work.notify_all();
    for (auto &thread : m_threads) {
        if (thread.joinable())
            thread.join();
    }
}

void WorkerPool::post(std::function<void()> job)
{
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back(std::move(job));
        // A new thread only when none is free for it.
        if (m_waiting < int(m_jobs.size()) && int(m_threads.size()) < m_maxThreads)
            m_threads.emplace_back([this] { run(); });
    }
    m_work.notify_one();
}

void WorkerPool::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        ++m_waiting;
        m_work.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
        --m_waiting;
        // Jobs already queued still run when the pool goes: they are saves.
        if (m_jobs.empty())
            return;
        std::function<void()> job = std::move(m_jobs.front());
        m_jobs.pop_front();
        ++m_running;
        lock.unlock();
        job();
        job = nullptr; // its copies are freed here, on the worker
        lock.lock();
        --m_running;
        if (m_running == 0 && m_jobs.empty())
            m_idle.notify_all();
    }
}

bool WorkerPool::waitForIdle(std::chrono::milliseconds bound)
{
    std::unique_lock lock(m_mutex);
    return m_idle.wait_for(lock, bound, [this] { return m_running == 0 && m_jobs.empty(); });
}
