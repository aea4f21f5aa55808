#include "jsonfile.h"

#include "io/atomicsave.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

std::optional<QJsonObject> JsonFile::parseObject(const QByteArray &bytes, const QString &fileName,
                                                 LoadError *error)
{
    QJsonParseError parseError;
    const auto doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < parseError.offset && i < bytes.size(); ++i) {
            if (bytes[i] == '\n') {
                ++line;
                lineStart = i + 1;
            }
        }
        *error = {fileName,
                  {},
                  QCoreApplication::translate(
                      "JsonFile", "expected valid JSON, but line %1, column %2 has an error: %3")
                      .arg(line)
                      .arg(parseError.offset - lineStart + 1)
                      .arg(parseError.errorString())};
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = {
            fileName,
            {},
            QCoreApplication::translate("JsonFile", "expected a JSON object at the top level")};
        return std::nullopt;
    }
    return doc.object();
}

QString JsonFile::save(const QString &fileName, const QByteArray &bytes, const char *commitFailure)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("JsonFile", "%1: cannot write: %2")
            .arg(fileName, file.errorString());
    if (!AtomicSave::writeAndCommit(file, bytes))
        return QCoreApplication::translate("JsonFile", commitFailure)
            .arg(fileName, file.errorString());
    return {};
}
