#pragma once

#include "ruleset.h"

#include <QHash>
#include <QMutex>
#include <QStringList>
#include <memory>

// Finds and caches rule sets by id. Files on disk win over the compiled-in copies, so a GM
// can edit rules/<id>.json without recompiling. Search order: $GRIDKEEP_RULES_DIR,
// <app dir>/../share/gridkeep/rules, <app dir>/rules, the source tree's rules/, then ":/rules".
class RuleSetRegistry
{
public:
    [[nodiscard]] static RuleSetRegistry &instance();

    // Returns nullptr when no rule set has that id; *error then says why.
    [[nodiscard]] std::shared_ptr<const RuleSet> find(const QString &id, QString *error = nullptr);
    [[nodiscard]] QStringList availableIds() const;
    [[nodiscard]] QStringList searchPath() const;

    // The language of the display texts of the rule sets found from now on (docs/rules.md
    // §11); empty, the default, keeps the files' English. The app sets it once at start; the
    // CLI never does, so its output does not depend on the GM's language.
    void setLanguage(const QString &language);

private:
    RuleSetRegistry() = default;

    QMutex m_mutex;
    QString m_language;
    QHash<QString, std::shared_ptr<const RuleSet>> m_cache;
};
