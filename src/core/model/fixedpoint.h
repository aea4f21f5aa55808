#pragma once

#include <QtGlobal>
#include <cmath>

// Products and cross products of micro-unit coordinates need 128 bits. __int128 is a GCC and
// Clang extension; __extension__ tells -Wpedantic that we mean it.
__extension__ typedef __int128 Int128;

// Exact decimal values (elevations in meters, wall coordinates in cells) as integer micro-units.
// docs/rules.md §5.1 asks for exact comparisons; six decimals is more than any map needs.
namespace FixedPoint
{

inline constexpr qint64 Scale = 1'000'000;

[[nodiscard]] inline qint64 fromDouble(double value)
{
    return static_cast<qint64>(std::llround(value * static_cast<double>(Scale)));
}

[[nodiscard]] inline double toDouble(qint64 micro)
{
    return static_cast<double>(micro) / static_cast<double>(Scale);
}

[[nodiscard]] inline bool isRepresentable(double value)
{
    return std::isfinite(value) && std::fabs(value) < 1e9;
}

} // namespace FixedPoint
