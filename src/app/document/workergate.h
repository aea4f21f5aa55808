#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>

// A point where a test holds a worker thread, so a race is staged step by step instead of by
// sleeping (docs/architecture.md §4.15). Production code calls pass() at the point; with no gate
// installed it costs a null check. A test closes the gate, waits until the worker has arrived,
// does what the race needs on the UI thread, and then lets the worker go on.
class WorkerGate
{
public:
    // Worker side: returns at once while the gate is open; otherwise waits for a permit.
    void pass();

    // Test side. close(): later passes wait. open(): everyone passes, now and later.
    // releaseOne(): one waiting (or the next arriving) worker passes.
    void close();
    void open();
    void releaseOne();
    // Waits until `count` workers in all have arrived at the gate (passed or waiting).
    [[nodiscard]] bool
    waitForArrivals(int count, std::chrono::milliseconds timeout = std::chrono::seconds(10));
    [[nodiscard]] int arrivals() const;

private:
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_closed = false;
    int m_arrivals = 0;
    int m_permits = 0;
};
