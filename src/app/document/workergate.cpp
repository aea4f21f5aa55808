#include "document/workergate.h"

void WorkerGate::pass()
{
    std::unique_lock lock(m_mutex);
    ++m_arrivals;
    m_changed.notify_all();
    m_changed.wait(lock, [this] { return !m_closed || m_permits > 0; });
    if (m_closed)
        --m_permits;
}

void WorkerGate::close()
{
    const std::lock_guard lock(m_mutex);
    m_closed = true;
    m_permits = 0;
}

void WorkerGate::open()
{
    {
        const std::lock_guard lock(m_mutex);
        m_closed = false;
    }
    m_changed.notify_all();
}

void WorkerGate::releaseOne()
{
    {
        const std::lock_guard lock(m_mutex);
        ++m_permits;
    }
    m_changed.notify_all();
}

bool WorkerGate::waitForArrivals(int count, std::chrono::milliseconds timeout)
{
    std::unique_lock lock(m_mutex);
    return m_changed.wait_for(lock, timeout, [&] { return m_arrivals >= count; });
}

int WorkerGate::arrivals() const
{
    const std::lock_guard lock(m_mutex);
    return m_arrivals;
}
