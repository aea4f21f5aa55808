#pragma once

#include "document/workerpool.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <atomic>
#include <memory>

class JobCompletions;
class WorkerGate;

// Draws the Encounters panel's thumbnails with the core's BoardRenderer on a worker thread, and
// keeps them as PNG files in the cache folder under the SHA-1 of the encounter file's bytes, so
// an unchanged file is drawn once however often the folder is opened. Opening another folder
// cancels the drawings in flight (cancelAll): they stop at their next step and report cancelled
// (docs/architecture.md §4.12).
class ThumbnailRenderer : public QObject
{
    Q_OBJECT

public:
    // The longest side of a thumbnail, in pixels.
    static constexpr int MaxSide = 320;

    // What a job did; delivered on the thread that owns the renderer.
    struct Result {
        QString file;      // the absolute path asked for
        QString imagePath; // the PNG, or "" (a Combat Grid board has no picture; or error)
        QString error;
        QByteArray contentHash; // the SHA-1 of the bytes drawn; "" when the file was not read
        quint64 job = 0;        // what request() returned for it
        bool cancelled = false;
        bool fromCache = false;
        const void *thread = nullptr; // the QThread that did the work (tests: never the UI's)
    };

    explicit ThumbnailRenderer(QObject *parent = nullptr);
    // Cancels what is in flight and waits for it.
    ~ThumbnailRenderer() override;

    // Where thumbnails are kept: <CacheLocation>/thumbnails unless set.
    [[nodiscard]] QString cacheDir() const { return m_cacheDir; }
    void setCacheDir(const QString &dir) { m_cacheDir = dir; }
    [[nodiscard]] int pending() const { return m_pending; }
    // Tests: each job passes `gate` once it has read and hashed the file (renderBlocking), so a
    // test can change the file or reopen the folder meanwhile. Null (the default) removes it.
    void setGate(std::shared_ptr<WorkerGate> gate) { m_gate = std::move(gate); }

    // Queues a thumbnail of `file` (an absolute path); `done` or `cancelled` follows. Returns
    // the job's number, which its Result carries: a caller that asks for the same file again
    // tells the answers apart by it.
    quint64 request(const QString &file);
    // Drops every job queued or running; each reports cancelled.
    void cancelAll();

    // The whole job, blocking: hash, look in the cache, draw, save. Stops with `cancelled` set.
    [[nodiscard]] static Result renderBlocking(const QString &file, const QString &cacheDir,
                                               const std::atomic_bool &cancelled,
                                               WorkerGate *gate = nullptr);
    // The cache file name for an encounter file's bytes.
    [[nodiscard]] static QString cacheName(const QByteArray &bytes);
    // The SHA-1 of an encounter file's bytes (Result::contentHash): the same bytes, the same
    // picture.
    [[nodiscard]] static QByteArray contentHash(const QByteArray &bytes);

Q_SIGNALS:
    void done(const QString &file, const QUrl &image);
    void failed(const QString &file, const QString &error);
    void cancelled(const QString &file);
    // Every job's whole result, after done, failed or cancelled.
    void finished(const ThumbnailRenderer::Result &result);
    // Nothing is queued or running any more.
    void idle();

private:
    void deliver(Result result, quint64 generation);

    QString m_cacheDir;
    std::shared_ptr<std::atomic_bool> m_cancel;
    JobCompletions *m_completions;
    // Reset (joined) first in the destructor, while what its jobs read is still there.
    std::unique_ptr<WorkerPool> m_pool;
    std::shared_ptr<WorkerGate> m_gate;
    quint64 m_generation = 0;
    quint64 m_lastJob = 0;
    int m_pending = 0;
};

Q_DECLARE_METATYPE(ThumbnailRenderer::Result)
