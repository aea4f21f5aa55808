#pragma once

#include <QByteArray>

class QSaveFile;

// The last step of every atomic save (docs/architecture.md §4.15). Qt 6.4's QSaveFile::commit()
// ignores an error that happens while it flushes its write buffer: on a full disk it renames a
// truncated file over the old one. These flush first and refuse to commit when any write
// failed, so the old file stays whole and file.errorString() keeps the reason; the unfinished
// temporary file goes with the QSaveFile.
namespace AtomicSave
{

// Flushes what was written to `file` and commits it; false, with the file untouched, when a
// write or the flush failed.
[[nodiscard]] bool commit(QSaveFile &file);
// Writes all of `bytes` to the opened `file`, then commit().
[[nodiscard]] bool writeAndCommit(QSaveFile &file, const QByteArray &bytes);

} // namespace AtomicSave
