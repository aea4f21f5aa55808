#pragma once

#include <QByteArrayView>
#include <QString>

// The secret in a shared player view's address (docs/sharing.md, "The join code"): who knows it
// may watch, nobody else. 128 random bits from the system's generator, new each time sharing
// starts, written as 32 lowercase hex digits so it survives any URL untouched.
namespace JoinCode
{

[[nodiscard]] QString generate();
// A code the GM may pass with --share-code: 16 to 128 characters of [A-Za-z0-9_-].
[[nodiscard]] bool isWellFormed(QStringView code);
// Whether `given` equals `expected`, in time that depends on the expected code's length only,
// so the answer's timing says nothing about how much of a guess was right.
[[nodiscard]] bool matches(QByteArrayView given, QByteArrayView expected);

} // namespace JoinCode
