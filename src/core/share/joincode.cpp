#include "joincode.h"

#include <QRandomGenerator>

namespace JoinCode
{

QString generate()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    QString code;
    code.reserve(32);
    for (const quint32 word : words)
        code += QStringLiteral("%1").arg(word, 8, 16, QLatin1Char('0'));
    return code;
}

bool isWellFormed(QStringView code)
{
    if (code.size() < 16 || code.size() > 128)
        return false;
    for (const QChar c : code) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') ||
                        (u >= u'0' && u <= u'9') || u == u'_' || u == u'-';
        if (!ok)
            return false;
    }
    return true;
}

bool matches(QByteArrayView given, QByteArrayView expected)
{
    // Every byte of the expected code is looked at whatever the guess, and the lengths are
    // folded into the same accumulator instead of an early return.
    unsigned difference = unsigned(given.size() ^ expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const unsigned char g = i < given.size() ? static_cast<unsigned char>(given[i]) : 0;
        difference |= unsigned(g ^ static_cast<unsigned char>(expected[i]));
    }
    return difference == 0 && !expected.isEmpty();
}

} // namespace JoinCode
