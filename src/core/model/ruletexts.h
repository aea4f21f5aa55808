#pragma once

#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QStringList>

class RuleSet;

// A rule set's display texts in other languages (docs/rules.md §11). The rule file's "texts"
// object maps a language code ("de", "fr") to a table from each English display text to its
// translation, so a rule author ships one file and translators see the English beside theirs.
// The engine and the CLI never read these: ids drive every decision, and only the app shows
// names.
class RuleTexts
{
public:
    using Tables = QHash<QString, QHash<QString, QString>>; // language → English → translation

    // Reads the "texts" value (absent is fine); on failure sets *error with the path.
    [[nodiscard]] static bool read(const QJsonValue &value, Tables *tables, QString *error);

    // Every text of the rule set a GM can see, in the file's English, without repeats.
    [[nodiscard]] static QStringList displayTexts(const RuleSet &rules);

    // The rule set with its display texts in `language`; a text without a translation stays
    // English. The ids are untouched, so a localized rule set decides exactly as the original.
    [[nodiscard]] static RuleSet localized(const RuleSet &rules, const QString &language);
};
