// libFuzzer target: a rules JSON file parsed the way RuleSetRegistry::find does it
// (QJsonDocument, then RuleSet::fromJson; docs/rules.md), then localized into each language
// its "texts" name, as the app does (docs/rules.md §11).
#include "fuzzsupport.h"

#include "model/ruleset.h"
#include "model/ruletexts.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    FuzzSupport::startApplication(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QJsonParseError parseError;
    const auto doc = QJsonDocument::fromJson(FuzzSupport::bytes(data, size), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return 0;
    QString reason;
    const auto rules = RuleSet::fromJson(doc.object(), &reason);
    if (!rules && reason.isEmpty())
        FuzzSupport::fail("a rule set was refused without a reason");
    if (!rules)
        return 0;
    // A rule set always shows its name, which falls back to its id.
    if (RuleTexts::displayTexts(*rules).isEmpty())
        FuzzSupport::fail("a rule set with no display text");
    for (auto it = rules->texts.cbegin(); it != rules->texts.cend(); ++it) {
        const RuleSet localized = RuleTexts::localized(*rules, it.key());
        if (localized.conditions.size() != rules->conditions.size() ||
            localized.positionIds() != rules->positionIds())
            FuzzSupport::fail("localizing a rule set changed its ids");
    }
    return 0;
}
