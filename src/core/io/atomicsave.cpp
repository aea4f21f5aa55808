#include "io/atomicsave.h"

#include <QSaveFile>

namespace AtomicSave
{

bool commit(QSaveFile &file)
{
    // Not cancelWriting(): it would replace the reason with "cancelled by application".
    if (file.error() != QFileDevice::NoError || !file.flush())
        return false;
    return file.commit();
}

bool writeAndCommit(QSaveFile &file, const QByteArray &bytes)
{
    if (file.write(bytes) != bytes.size())
        return false;
    return commit(file);
}

} // namespace AtomicSave
