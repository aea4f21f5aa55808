// libFuzzer target: DiceExpression::parse on arbitrary text, then a roll. What parses must
// write back (text()) to an expression that parses to the same terms, and roll within bounds.
#include "fuzzsupport.h"

#include "dice/diceexpression.h"
#include "dice/diceroller.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    FuzzSupport::startApplication(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    const auto expression =
        DiceExpression::parse(QString::fromUtf8(FuzzSupport::bytes(data, size)), &error);
    if (!expression) {
        if (error.isEmpty())
            FuzzSupport::fail("an expression was refused without a reason");
        return 0;
    }
    const auto again = DiceExpression::parse(expression->text());
    if (!again || *again != *expression)
        FuzzSupport::fail(
            qPrintable(QStringLiteral("text() does not parse back: ") + expression->text()));
    DiceRoller roller{quint32(size)};
    const auto roll = roller.roll(*expression);
    if (roll.expression != expression->text())
        FuzzSupport::fail("the roll names another expression");
    return 0;
}
