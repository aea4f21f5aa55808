#pragma once

#include <QString>

// Why a file was refused: the file, the JSON path (e.g. "tokens[3].side") and what was expected.
struct LoadError {
    QString file;
    QString path;
    QString message;

    // "FILE: PATH: MESSAGE", the form docs/file-format.md §9 asks for.
    [[nodiscard]] QString toString() const
    {
        QString text = file.isEmpty() ? QStringLiteral("<memory>") : file;
        if (!path.isEmpty())
            text += QStringLiteral(": ") + path;
        return text + QStringLiteral(": ") + message;
    }
};
