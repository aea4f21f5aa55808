#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <cstdint>
#include <cstdlib>

// Shared set-up of the fuzz targets (docs/architecture.md §8).
namespace FuzzSupport
{

// One application object for the whole run, as the programs have: the rules registry asks it
// for the application's folder and QImageReader for the image plugins' paths. Qt's warnings are
// dropped (a fuzzer meets broken input on every run); a fatal message still aborts.
inline void startApplication(int *argc, char ***argv)
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type == QtFatalMsg) {
            fprintf(stderr, "%s\n", qPrintable(message));
            abort();
        }
    });
    static QCoreApplication application(*argc, *argv);
}

// The input as Qt bytes, copied: the reader may keep pieces of it.
inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// A broken invariant: crash so libFuzzer keeps the input.
[[noreturn]] inline void fail(const char *what)
{
    fprintf(stderr, "fuzz invariant broken: %s\n", what);
    abort();
}

} // namespace FuzzSupport
