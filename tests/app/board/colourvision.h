#pragma once

#include <QColor>
#include <QImage>
#include <QString>
#include <algorithm>
#include <array>
#include <cmath>

// Colour maths for the colour-vision tests: sRGB to and from linear light, a simulation of each
// dichromacy, CIELAB and the CIEDE2000 colour difference.
//
// The simulation is Machado, Oliveira and Fernandes, "A Physiologically-based Model for
// Simulation of Color Vision Deficiency", IEEE Transactions on Visualization and Computer
// Graphics 15(6), 2009, doi:10.1109/TVCG.2009.113: one 3×3 matrix per deficiency, applied to
// linear RGB; we use severity 1.0 (protanopia, deuteranopia, tritanopia), the strongest case.
//
// ΔE is CIEDE2000 (Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
// Notes, Supplementary Test Data, and Mathematical Observations", Color Research & Application
// 30(1), 2005), with kL = kC = kH = 1, on CIELAB under D65. It weighs differences as people see
// them far better than a distance in RGB or in plain Lab; about 2 is a just-noticeable difference,
// and 20 reads as plainly different colours at a glance.
namespace ColourVision
{

enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
inline constexpr std::array<Vision, 4> AllVisions{Vision::Normal, Vision::Protanopia,
                                                  Vision::Deuteranopia, Vision::Tritanopia};

inline QString name(Vision vision)
{
    switch (vision) {
    case Vision::Normal:
        return QStringLiteral("normal");
    case Vision::Protanopia:
        return QStringLiteral("protanopia");
    case Vision::Deuteranopia:
        return QStringLiteral("deuteranopia");
    case Vision::Tritanopia:
        return QStringLiteral("tritanopia");
    }
    return {};
}

inline double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

inline double toSrgb(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado et al. 2009, severity 1.0, for linear RGB.
inline Matrix machado(Vision vision)
{
    switch (vision) {
    case Vision::Protanopia:
        return {{{0.152286, 1.052583, -0.204868},
                 {0.114503, 0.786281, 0.099216},
                 {-0.003882, -0.048116, 1.051998}}};
    case Vision::Deuteranopia:
        return {{{0.367322, 0.860646, -0.227968},
                 {0.280085, 0.672501, 0.047413},
                 {-0.011820, 0.042940, 0.968881}}};
    case Vision::Tritanopia:
        return {{{1.255528, -0.076749, -0.178779},
                 {-0.078411, 0.930809, 0.147602},
                 {0.004733, 0.691367, 0.303900}}};
    case Vision::Normal:
        break;
    }
    return {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
}

// An opaque colour as a reader with `vision` sees it.
inline QColor simulate(const QColor &color, Vision vision)
{
    if (vision == Vision::Normal)
        return color;
    const Matrix m = machado(vision);
    const double rgb[3] = {toLinear(color.redF()), toLinear(color.greenF()),
                           toLinear(color.blueF())};
    double out[3];
    for (int i = 0; i < 3; ++i)
        out[i] = toSrgb(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2]);
    return QColor::fromRgbF(float(out[0]), float(out[1]), float(out[2]));
}

// The whole picture as a reader with `vision` sees it (through a table per channel value).
inline QImage simulate(const QImage &image, Vision vision)
{
    QImage out = image.convertToFormat(QImage::Format_RGB32);
    if (vision == Vision::Normal)
        return out;
    const Matrix m = machado(vision);
    std::array<double, 256> linear{};
    for (int i = 0; i < 256; ++i)
        linear[i] = toLinear(i / 255.0);
    for (int y = 0; y < out.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            const double rgb[3] = {linear[qRed(line[x])], linear[qGreen(line[x])],
                                   linear[qBlue(line[x])]};
            int c[3];
            for (int i = 0; i < 3; ++i) {
                c[i] = int(std::lround(
                    255 * toSrgb(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2])));
            }
            line[x] = qRgb(c[0], c[1], c[2]);
        }
    }
    return out;
}

// `color` (with its alpha) laid over an opaque `ground`, as QPainter blends: in sRGB values.
inline QColor over(const QColor &color, const QColor &ground)
{
    const double a = color.alphaF();
    return QColor::fromRgbF(float(color.redF() * a + ground.redF() * (1 - a)),
                            float(color.greenF() * a + ground.greenF() * (1 - a)),
                            float(color.blueF() * a + ground.blueF() * (1 - a)));
}

struct Lab {
    double L = 0;
    double a = 0;
    double b = 0;
};

// CIELAB (D65 white) of an sRGB colour.
inline Lab toLab(const QColor &color)
{
    const double r = toLinear(color.redF());
    const double g = toLinear(color.greenF());
    const double b = toLinear(color.blueF());
    const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    auto f = [](double t) {
        constexpr double d = 6.0 / 29;
        return t > d * d * d ? std::cbrt(t) : t / (3 * d * d) + 4.0 / 29;
    };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

// CIEDE2000, as Sharma et al. (2005) give it step by step.
inline double deltaE2000(const Lab &one, const Lab &two)
{
    constexpr double pi = 3.14159265358979323846;
    auto radians = [](double degrees) { return degrees * pi / 180; };
    auto degrees = [](double r) { return r * 180 / pi; };
    const double c1 = std::hypot(one.a, one.b);
    const double c2 = std::hypot(two.a, two.b);
    const double cMean = (c1 + c2) / 2;
    const double c7 = std::pow(cMean, 7);
    const double g = 0.5 * (1 - std::sqrt(c7 / (c7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * one.a;
    const double a2 = (1 + g) * two.a;
    const double cp1 = std::hypot(a1, one.b);
    const double cp2 = std::hypot(a2, two.b);
    auto hue = [&](double a, double b) {
        if (a == 0 && b == 0)
            return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(a1, one.b);
    const double h2 = hue(a2, two.b);

    const double dL = two.L - one.L;
    const double dC = cp2 - cp1;
    double dh = 0;
    if (cp1 * cp2 != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2 * std::sqrt(cp1 * cp2) * std::sin(radians(dh / 2));

    const double lMean = (one.L + two.L) / 2;
    const double cpMean = (cp1 + cp2) / 2;
    double hMean = h1 + h2;
    if (cp1 * cp2 != 0) {
        if (std::abs(h1 - h2) <= 180)
            hMean = (h1 + h2) / 2;
        else if (h1 + h2 < 360)
            hMean = (h1 + h2 + 360) / 2;
        else
            hMean = (h1 + h2 - 360) / 2;
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) +
                     0.24 * std::cos(radians(2 * hMean)) + 0.32 * std::cos(radians(3 * hMean + 6)) -
                     0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cp7 = std::pow(cpMean, 7);
    const double rC = 2 * std::sqrt(cp7 / (cp7 + std::pow(25.0, 7)));
    const double l50 = (lMean - 50) * (lMean - 50);
    const double sL = 1 + 0.015 * l50 / std::sqrt(20 + l50);
    const double sC = 1 + 0.045 * cpMean;
    const double sH = 1 + 0.015 * cpMean * t;
    const double rT = -std::sin(radians(2 * dTheta)) * rC;
    const double l = dL / sL;
    const double c = dC / sC;
    const double h = dH / sH;
    return std::sqrt(l * l + c * c + h * h + rT * c * h);
}

// The difference between two opaque colours as a reader with `vision` sees them.
inline double deltaE(const QColor &one, const QColor &two, Vision vision)
{
    return deltaE2000(toLab(simulate(one, vision)), toLab(simulate(two, vision)));
}

} // namespace ColourVision
