#include "jsonline.h"

#include <cmath>
#include <cstdio>

JsonLine &JsonLine::add(const std::string &key, const std::string &value)
{
    return addRaw(key, quoted(value));
}

JsonLine &JsonLine::add(const std::string &key, const char *value)
{
    return add(key, std::string(value));
}

JsonLine &JsonLine::add(const std::string &key, const QString &value)
{
    return add(key, value.toStdString());
}

JsonLine &JsonLine::add(const std::string &key, std::int64_t value)
{
    return addRaw(key, std::to_string(value));
}

JsonLine &JsonLine::add(const std::string &key, double value)
{
    if (!std::isfinite(value))
        return addNull(key);
    // Three decimals of a microsecond is below the clock's noise; more only clutters the line.
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3f", value);
    std::string text(buffer);
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    return addRaw(key, text);
}

JsonLine &JsonLine::add(const std::string &key, bool value)
{
    return addRaw(key, value ? "true" : "false");
}

JsonLine &JsonLine::add(const std::string &key, const JsonLine &object)
{
    return addRaw(key, object.text());
}

JsonLine &JsonLine::add(const std::string &key, const std::vector<int> &values)
{
    std::string json = "[";
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            json += ',';
        json += std::to_string(values[i]);
    }
    return addRaw(key, json + ']');
}

JsonLine &JsonLine::add(const std::string &key, std::optional<double> value)
{
    return value ? add(key, *value) : addNull(key);
}

JsonLine &JsonLine::addNull(const std::string &key)
{
    return addRaw(key, "null");
}

std::string JsonLine::text() const
{
    std::string json = "{";
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        if (i)
            json += ',';
        json += quoted(m_fields[i].first) + ':' + m_fields[i].second;
    }
    return json + '}';
}

void JsonLine::print() const
{
    std::fputs((text() + '\n').c_str(), stdout);
    std::fflush(stdout);
}

JsonLine &JsonLine::addRaw(const std::string &key, std::string json)
{
    m_fields.emplace_back(key, std::move(json));
    return *this;
}

std::string JsonLine::quoted(const std::string &value)
{
    std::string json = "\"";
    for (const char c : value) {
        switch (c) {
        case '"':
            json += "\\\"";
            break;
        case '\\':
            json += "\\\\";
            break;
        case '\n':
            json += "\\n";
            break;
        case '\t':
            json += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                json += buffer;
            } else {
                json += c;
            }
        }
    }
    return json + '"';
}
