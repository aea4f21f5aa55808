#include "lightshade.h"

#include "model/fixedpoint.h"

#include <algorithm>
#include <cmath>
#include <vector>

int LightShade::samplesPerCell(int width, int height, int maxSide)
{
    const int longest = std::max(1, std::max(width, height));
    return std::clamp(maxSide / longest, 1, 16);
}

QColor LightShade::glowColor(const Light &light, const Style &style)
{
    const QColor own(light.color);
    return light.color.isEmpty() || !own.isValid() ? style.glow : own;
}

QColor LightShade::glowColor(const Light &light)
{
    return glowColor(light, Style());
}

QImage LightShade::render(const LightField &light, const Encounter &encounter, int samples)
{
    return render(light, encounter, samples, Style());
}

QImage LightShade::render(const LightField &light, const Encounter &encounter, int samples,
                          const Style &style, const std::function<bool(int, int)> &shown)
{
    if (!encounter.board.isSquare() || samples < 1)
        return {};
    const auto &board = encounter.board.square;
    const int w = board.width;
    const int h = board.height;
    if (w <= 0 || h <= 0 || light.width() != w || light.height() != h)
        return {};
    // Where a painted entry decides the level, or the picture must stay empty.
    auto skipped = [&](int x, int y) {
        return board.lightingAt(x, y) >= 0 || (shown && !shown(x, y));
    };

    bool anyShade = false;
    for (int y = 0; y < h && !anyShade; ++y) {
        for (int x = 0; x < w && !anyShade; ++x)
            anyShade = light.computedAt(x, y) != LightLevel::Bright && !skipped(x, y);
    }
    const auto &pools = light.pools();
    const bool anyGlow = std::any_of(pools.begin(), pools.end(), [](const LightField::Pool &p) {
        return p.on && p.dim > 0 && !p.box.isNull();
    });
    if (!anyShade && !anyGlow)
        return {};

    const int iw = w * samples;
    const int ih = h * samples;
    // Premultiplied colour, then the glow of every pool accumulated over it.
    std::vector<float> shade(std::size_t(iw) * ih * 4, 0.0f);
    auto put = [&](std::size_t i, const QColor &c) {
        const float a = float(c.alphaF());
        shade[i] = float(c.redF()) * a;
        shade[i + 1] = float(c.greenF()) * a;
        shade[i + 2] = float(c.blueF()) * a;
        shade[i + 3] = a;
    };
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const LightLevel level = light.computedAt(x, y);
            if (level == LightLevel::Bright || skipped(x, y))
                continue;
            const QColor &c = level == LightLevel::Dark ? style.dark : style.dim;
            for (int sy = 0; sy < samples; ++sy) {
                for (int sx = 0; sx < samples; ++sx)
                    put((std::size_t(y * samples + sy) * iw + x * samples + sx) * 4, c);
            }
        }
    }

    if (anyGlow) {
        // Per pixel: Σ k·colour, Σ k and the union's opacity 1 − Π(1 − k) of every glow on it.
        constexpr int Channels = 5;
        std::vector<float> glow(std::size_t(iw) * ih * Channels, 0.0f);
        const auto &lights = board.lights;
        for (std::size_t p = 0; p < pools.size(); ++p) {
            const auto &pool = pools[p];
            if (!pool.on || pool.dim <= 0 || pool.box.isNull())
                continue;
            // The pools follow SquareBoard::lights in order; look the id up if they do not.
            const bool inOrder =
                p < std::size_t(lights.size()) && lights[qsizetype(p)].id == pool.id;
            const Light *source = inOrder ? &lights[qsizetype(p)] : board.light(pool.id);
            const QColor colour = source ? glowColor(*source, style) : style.glow;
            const float strength = float(style.glowStrength * colour.alphaF());
            const float r = float(colour.redF());
            const float g = float(colour.greenF());
            const float b = float(colour.blueF());
            const double px = FixedPoint::toDouble(pool.point.x);
            const double py = FixedPoint::toDouble(pool.point.y);
            const double reach = FixedPoint::toDouble(pool.dim);
            for (int y = pool.box.top(); y <= pool.box.bottom(); ++y) {
                for (int x = pool.box.left(); x <= pool.box.right(); ++x) {
                    // Only the cells the light reaches glow: walls and pillars cast shadows.
                    if (pool.levelAt(x, y) == 0 || skipped(x, y))
                        continue;
                    for (int sy = 0; sy < samples; ++sy) {
                        const double dy = y + (sy + 0.5) / samples - py;
                        for (int sx = 0; sx < samples; ++sx) {
                            const double dx = x + (sx + 0.5) / samples - px;
                            const double t = std::sqrt(dx * dx + dy * dy) / reach;
                            if (t >= 1)
                                continue;
                            // Soft all the way: full at the point, nothing at the dim radius.
                            const float k = strength * float(std::pow(1 - t, 1.1));
                            float *v =
                                &glow[(std::size_t(y * samples + sy) * iw + x * samples + sx) *
                                      Channels];
                            v[0] += k * r;
                            v[1] += k * g;
                            v[2] += k * b;
                            v[3] += k;
                            v[4] = 1 - (1 - v[4]) * (1 - k);
                        }
                    }
                }
            }
        }
        // The glow laid over the shade (both premultiplied).
        for (std::size_t i = 0, j = 0; i < shade.size(); i += 4, j += Channels) {
            const float *v = &glow[j];
            if (v[3] <= 0)
                continue;
            const float a = v[4];
            const float keep = 1 - a;
            shade[i] = v[0] / v[3] * a + shade[i] * keep;
            shade[i + 1] = v[1] / v[3] * a + shade[i + 1] * keep;
            shade[i + 2] = v[2] / v[3] * a + shade[i + 2] * keep;
            shade[i + 3] = a + shade[i + 3] * keep;
        }
    }

    QImage image(iw, ih, QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < ih; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        const float *v = &shade[std::size_t(y) * iw * 4];
        for (int x = 0; x < iw; ++x, v += 4) {
            auto byte = [](float f) { return int(std::lround(std::clamp(f, 0.0f, 1.0f) * 255)); };
            const int a = byte(v[3]);
            line[x] =
                qRgba(std::min(byte(v[0]), a), std::min(byte(v[1]), a), std::min(byte(v[2]), a), a);
        }
    }
    return image;
}
