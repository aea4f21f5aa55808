#include "session/thumbnailrenderer.h"

#include "document/jobcompletions.h"
#include "document/workergate.h"
#include "io/atomicsave.h"
#include "io/encounterreader.h"
#include "render/boardrenderer.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>
#include <algorithm>

namespace
{
// Bumped when thumbnails are drawn differently, so old cached pictures are not reused.
constexpr int DrawingVersion = 1;

QString cacheNameOfHash(const QByteArray &sha1)
{
    return QStringLiteral("%1-%2-v%3.png")
        .arg(QString::fromLatin1(sha1.toHex()))
        .arg(ThumbnailRenderer::MaxSide)
        .arg(DrawingVersion);
}
} // namespace

ThumbnailRenderer::ThumbnailRenderer(QObject *parent)
    : QObject(parent), m_cacheDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                                  QStringLiteral("/thumbnails")),
      m_cancel(std::make_shared<std::atomic_bool>(false)),
      m_completions(JobCompletions::instance()),
      // One at a time: thumbnails are a background chore beside the GM's work on the board.
      m_pool(std::make_unique<WorkerPool>(1))
{
}

ThumbnailRenderer::~ThumbnailRenderer()
{
    // Jobs still queued see the flag and stop at once; the pool joins its thread.
    m_cancel->store(true);
    m_pool.reset();
}

QByteArray ThumbnailRenderer::contentHash(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

QString ThumbnailRenderer::cacheName(const QByteArray &bytes)
{
    return cacheNameOfHash(contentHash(bytes));
}

quint64 ThumbnailRenderer::request(const QString &file)
{
    ++m_pending;
    const quint64 job = ++m_lastJob;
    const quint64 generation = m_generation;
    std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    const QString cacheDir = m_cacheDir;
    std::shared_ptr<WorkerGate> gate = m_gate;
    m_pool->post([self = QPointer<ThumbnailRenderer>(this), completions = m_completions, file,
                  cacheDir, cancel, generation, gate, job] {
        Result result = renderBlocking(file, cacheDir, *cancel, gate.get());
        result.job = job;
        // Back on the renderer's thread; dropped if the renderer is gone by then.
        completions->deliver([self, result, generation] {
            if (self)
                self->deliver(result, generation);
        });
    });
    return job;
}

void ThumbnailRenderer::cancelAll()
{
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic_bool>(false);
    ++m_generation;
}

void ThumbnailRenderer::deliver(Result result, quint64 generation)
{
    --m_pending;
    // A job of an older generation that got through is dropped all the same.
    result.cancelled = result.cancelled || generation != m_generation;
    if (result.cancelled)
        Q_EMIT cancelled(result.file);
    else if (!result.error.isEmpty())
        Q_EMIT failed(result.file, result.error);
    else
        Q_EMIT done(result.file,
                    result.imagePath.isEmpty() ? QUrl() : QUrl::fromLocalFile(result.imagePath));
    Q_EMIT finished(result);
    if (m_pending == 0)
        Q_EMIT idle();
}

ThumbnailRenderer::Result ThumbnailRenderer::renderBlocking(const QString &file,
                                                            const QString &cacheDir,
                                                            const std::atomic_bool &cancelled,
                                                            WorkerGate *gate)
{
    Result result;
    result.file = file;
    result.thread = QThread::currentThread();
    if (cancelled) {
        result.cancelled = true;
        return result;
    }
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        result.error = in.errorString();
        return result;
    }
    const QByteArray bytes = in.readAll();
    result.contentHash = contentHash(bytes);
    const QString cached = QDir(cacheDir).filePath(cacheNameOfHash(result.contentHash));
    if (gate)
        gate->pass();
    if (QFile::exists(cached)) {
        result.imagePath = cached;
        result.fromCache = true;
        return result;
    }
    if (cancelled) {
        result.cancelled = true;
        return result;
    }
    EncounterReader reader;
    const auto encounter = reader.readBytes(bytes, file);
    if (!encounter) {
        result.error = reader.error().toString();
        return result;
    }
    if (!encounter->board.isSquare())
        return result; // the Combat Grid: the panel shows its own mark
    const auto &board = encounter->board.square;
    BoardRenderer::Options options;
    options.cellPixels =
        std::clamp(double(MaxSide) / std::max({board.width, board.height, 1}), 1.0, 24.0);
    options.grid = options.cellPixels >= 6; // a grid finer than that is only grey
    QImage image = BoardRenderer::renderImage(*encounter, options);
    if (cancelled) {
        result.cancelled = true;
        return result;
    }
    if (image.isNull())
        return result;
    if (std::max(image.width(), image.height()) > MaxSide)
        image = image.scaled(MaxSide, MaxSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    if (!QDir().mkpath(cacheDir)) {
        result.error = QCoreApplication::translate("ThumbnailRenderer",
                                                   "%1: cannot create the thumbnail folder")
                           .arg(cacheDir);
        return result;
    }
    QSaveFile out(cached);
    if (!out.open(QIODevice::WriteOnly) || !image.save(&out, "PNG") || !AtomicSave::commit(out)) {
        result.error = QStringLiteral("%1: %2").arg(cached, out.errorString());
        return result;
    }
    result.imagePath = cached;
    return result;
}
