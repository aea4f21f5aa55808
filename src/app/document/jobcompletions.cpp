#include "document/jobcompletions.h"

#include <QCoreApplication>
#include <QPointer>

JobCompletions *JobCompletions::instance()
{
    // A child of the application: it goes with it, and a new application gets a new one.
    static QPointer<JobCompletions> completions;
    if (!completions)
        completions = new JobCompletions(QCoreApplication::instance());
    return completions;
}

void JobCompletions::deliver(std::function<void()> completion)
{
    bool wake = false;
    {
        const std::lock_guard lock(m_mutex);
        wake = m_ready.empty();
        m_ready.push_back(std::move(completion));
    }
    if (wake)
        QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection);
}

void JobCompletions::drain()
{
    std::vector<std::function<void()>> ready;
    {
        const std::lock_guard lock(m_mutex);
        ready.swap(m_ready);
    }
    for (auto &completion : ready)
        completion();
}
