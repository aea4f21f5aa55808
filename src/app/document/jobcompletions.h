#pragma once

#include <QObject>

#include <functional>
#include <mutex>
#include <vector>

// Hands finished jobs back to the UI thread (docs/architecture.md §4.15). A worker leaves its
// completion in a mailbox under a std::mutex and wakes the UI thread with a queued call that
// carries nothing, so the hand-over is one ThreadSanitizer can see (a functor posted through
// Qt's event queue is allocated on one thread and freed on the other under Qt's own futex
// mutex, which it cannot). One per process, living on the UI thread; a completion runs even
// when the object that queued the job is gone, so a coroutine awaiting it always resumes.
class JobCompletions : public QObject
{
    Q_OBJECT

public:
    // Made by its first caller, which must be on the UI thread (DocumentJobs' constructor).
    static JobCompletions *instance();

    // From any thread: runs `completion` on the UI thread soon.
    void deliver(std::function<void()> completion);

private:
    explicit JobCompletions(QObject *parent) : QObject(parent) {}
    Q_INVOKABLE void drain();

    std::mutex m_mutex;
    std::vector<std::function<void()>> m_ready;
};
