// libFuzzer target: a rules JSON file parsed the way RuleSetRegistry::find does it
// (QJsonDocument, then RuleSet::fromJson; docs/rules.md).
#include "fuzzsupport.h"

#include "model/ruleset.h"

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
    return 0;
}
