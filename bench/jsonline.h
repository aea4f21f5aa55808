#pragma once

#include <QString>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// One JSON object written as a single line, keys in the order they were added, so a line
// reads like the scenario it describes (bench/README.md "Output"). Only what the bench prints:
// strings, integers, numbers, booleans, null and nested objects.
class JsonLine
{
public:
    JsonLine &add(const std::string &key, const std::string &value);
    JsonLine &add(const std::string &key, const char *value);
    JsonLine &add(const std::string &key, const QString &value);
    JsonLine &add(const std::string &key, std::int64_t value);
    JsonLine &add(const std::string &key, int value) { return add(key, std::int64_t(value)); }
    JsonLine &add(const std::string &key, double value);
    JsonLine &add(const std::string &key, bool value);
    JsonLine &add(const std::string &key, const JsonLine &object);
    JsonLine &add(const std::string &key, const std::vector<int> &values);
    // null when empty.
    JsonLine &add(const std::string &key, std::optional<double> value);
    JsonLine &addNull(const std::string &key);

    [[nodiscard]] bool isEmpty() const { return m_fields.empty(); }
    [[nodiscard]] std::string text() const;
    // Writes the line to stdout and flushes, so a long run shows its progress.
    void print() const;

private:
    JsonLine &addRaw(const std::string &key, std::string json);
    [[nodiscard]] static std::string quoted(const std::string &value);

    std::vector<std::pair<std::string, std::string>> m_fields;
};
