#pragma once

#include "model/limits.h"

#include <QBuffer>
#include <QByteArray>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

// Encounter files at and past the limits of docs/file-format.md §14, for the core and CLI tests.
namespace LimitsFiles
{

// A square `paces` (or `meters`) encounter of `width` × `height` with two sides and no tokens.
inline QJsonObject squareEncounter(int width, int height,
                                   const QString &rules = QStringLiteral("paces"))
{
    return QJsonObject{
        {QStringLiteral("format"), QStringLiteral("gridkeep-encounter")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("rules"), rules},
        {QStringLiteral("board"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("square")},
                                              {QStringLiteral("width"), width},
                                              {QStringLiteral("height"), height}}},
        {QStringLiteral("sides"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("party")}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("foes")}}}},
    };
}

// `count` tokens, each on its own cell of a board `width` wide, or all on (0, 0) when `stacked`.
inline QJsonArray tokens(int count, int width, bool stacked = false)
{
    QJsonArray list;
    for (int i = 0; i < count; ++i) {
        list.append(QJsonObject{
            {QStringLiteral("id"), QStringLiteral("t%1").arg(i)},
            {QStringLiteral("side"), i % 2 ? QStringLiteral("foes") : QStringLiteral("party")},
            {QStringLiteral("x"), stacked ? 0 : i % width},
            {QStringLiteral("y"), stacked ? 0 : i / width},
        });
    }
    return list;
}

// The same as bytes() of an encounter with tokens(count, width), written directly: quicker for
// the 100,000-token file than building it through QJsonDocument.
inline QByteArray crowdBytes(int width, int height, int count)
{
    QByteArray json = R"({"format": "gridkeep-encounter", "version": 1, "rules": "paces", )"
                      R"("board": {"kind": "square", "width": )" +
                      QByteArray::number(width) + R"(, "height": )" + QByteArray::number(height) +
                      R"(}, "sides": [{"id": "party"}, {"id": "foes"}], "tokens": [)";
    for (int i = 0; i < count; ++i) {
        json += (i ? ",\n" : "\n") + QByteArray(R"({"id": "t)") + QByteArray::number(i) +
                R"(", "side": ")" + (i % 2 ? "foes" : "party") + R"(", "x": )" +
                QByteArray::number(i % width) + R"(, "y": )" + QByteArray::number(i / width) + "}";
    }
    return json + "]}\n";
}

inline QJsonObject withBoardList(QJsonObject encounter, const QString &key, const QJsonArray &list)
{
    auto board = encounter.value(QStringLiteral("board")).toObject();
    board.insert(key, list);
    encounter.insert(QStringLiteral("board"), board);
    return encounter;
}

inline QByteArray bytes(const QJsonObject &encounter)
{
    return QJsonDocument(encounter).toJson(QJsonDocument::Compact);
}

// A file of `megabytes` MB, written cheaply: a valid start, then one giant `notes` string.
inline bool writeHugeFile(const QString &fileName, qint64 megabytes)
{
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(R"({"format": "gridkeep-encounter", "version": 1, "rules": "paces", )"
               R"("board": {"kind": "square", "width": 4, "height": 4}, "sides": [], "notes": ")");
    // The string's contents are left as a hole in the file (zero bytes, no disk writes): the
    // reader must refuse the file by its size without reading any of it.
    const QByteArray end = "\"}\n";
    return file.seek(megabytes * 1024 * 1024 - end.size()) && file.write(end) == end.size() &&
           file.error() == QFileDevice::NoError;
}

// CRC-32 of PNG chunks (ISO 3309), to forge a header.
inline quint32 crc32(const QByteArray &data)
{
    quint32 crc = 0xFFFFFFFFu;
    for (const char c : data) {
        crc ^= quint8(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

// A tiny PNG whose header claims `width` × `height` pixels: a picture bomb.
inline QByteArray pngClaiming(quint32 width, quint32 height)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImage(1, 1, QImage::Format_RGB32).save(&buffer, "PNG");
    // Signature (8 bytes), then the IHDR chunk: length (4), "IHDR" (4), width, height, ..., CRC.
    auto put = [&png](int at, quint32 v) {
        for (int i = 0; i < 4; ++i)
            png[at + i] = char((v >> (24 - 8 * i)) & 0xFF);
    };
    put(16, width);
    put(20, height);
    put(29, crc32(png.mid(12, 17)));
    return png;
}

inline QString dataUrl(const QByteArray &image)
{
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(image.toBase64());
}

} // namespace LimitsFiles
