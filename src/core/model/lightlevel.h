#pragma once

#include <QString>
#include <QtGlobal>
#include <algorithm>
#include <optional>

// How lit a cell is (docs/rules.md §8): darkness, dim light or bright light, ordered so that the
// better of two levels is the larger.
enum class LightLevel : quint8 { Dark = 0, Dim = 1, Bright = 2 };

namespace LightLevels
{

[[nodiscard]] inline QString id(LightLevel level)
{
    switch (level) {
    case LightLevel::Dark:
        return QStringLiteral("dark");
    case LightLevel::Dim:
        return QStringLiteral("dim");
    case LightLevel::Bright:
        break;
    }
    return QStringLiteral("bright");
}

[[nodiscard]] inline std::optional<LightLevel> fromId(const QString &id)
{
    if (id == QLatin1String("bright"))
        return LightLevel::Bright;
    if (id == QLatin1String("dim"))
        return LightLevel::Dim;
    if (id == QLatin1String("dark"))
        return LightLevel::Dark;
    return std::nullopt;
}

// The character `gridkeep-cli light` prints for a level (docs/cli.md).
[[nodiscard]] inline char symbol(LightLevel level)
{
    return level == LightLevel::Bright ? 'b' : level == LightLevel::Dim ? 'd' : '.';
}

// A Universal VTT `ambient_light` (AARRGGBB, or RRGGBB) read as a level (docs/rules.md §8.3):
// the brightest of red, green and blue below 0x40 is dark, below 0xC0 dim, else bright.
// nullopt when the text is no such colour.
[[nodiscard]] inline std::optional<LightLevel> fromArgb(const QString &argb)
{
    bool ok = false;
    const quint32 value = argb.toUInt(&ok, 16);
    if (!ok || (argb.size() != 8 && argb.size() != 6))
        return std::nullopt;
    const quint32 brightest =
        std::max({(value >> 16) & 0xffu, (value >> 8) & 0xffu, value & 0xffu});
    return brightest < 0x40   ? LightLevel::Dark
           : brightest < 0xC0 ? LightLevel::Dim
                              : LightLevel::Bright;
}

// The `ambient_light` an export writes for a level.
[[nodiscard]] inline QString argb(LightLevel level)
{
    return level == LightLevel::Dark  ? QStringLiteral("ff000000")
           : level == LightLevel::Dim ? QStringLiteral("ff808080")
                                      : QStringLiteral("ffffffff");
}

} // namespace LightLevels
