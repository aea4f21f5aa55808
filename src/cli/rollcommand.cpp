#include "clicommand.h"

#include "dice/diceexpression.h"
#include "dice/diceroller.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace
{

QJsonArray toArray(const QList<int> &faces)
{
    QJsonArray array;
    for (int face : faces)
        array.append(face);
    return array;
}

} // namespace

namespace Cli
{

// gridkeep-cli roll EXPR [--seed N] [--count N] (docs/cli.md §8): one JSON object a line.
int roll(const QStringList &args)
{
    QStringList words;
    std::optional<quint32> seed;
    int count = 1;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--seed") || arg == QLatin1String("--count")) {
            if (i + 1 >= args.size())
                return usage(QStringLiteral("%1 needs a number").arg(arg));
            bool ok = false;
            const qulonglong value = args[++i].toULongLong(&ok);
            if (arg == QLatin1String("--seed")) {
                if (!ok || value > 0xffffffffULL)
                    return usage(
                        QStringLiteral("--seed takes a whole number from 0 to 4294967295"));
                seed = quint32(value);
            } else {
                if (!ok || value < 1 || value > 100000)
                    return usage(QStringLiteral("--count takes a whole number from 1 to 100000"));
                count = int(value);
            }
        } else {
            words << arg; // "1d20 adv" may come as one word or two
        }
    }
    if (words.isEmpty())
        return usage(QStringLiteral("roll needs a dice expression, such as 2d20+3"));
    QString error;
    const auto expression = DiceExpression::parse(words.join(QLatin1Char(' ')), &error);
    if (!expression)
        return usage(error);
    DiceRoller roller = seed ? DiceRoller(*seed) : DiceRoller();
    for (int i = 0; i < count; ++i) {
        const auto result = roller.roll(*expression);
        const QJsonObject line{{QStringLiteral("total"), result.total},
                               {QStringLiteral("kept"), toArray(result.kept)},
                               {QStringLiteral("dropped"), toArray(result.dropped)}};
        out() << QJsonDocument(line).toJson(QJsonDocument::Compact) << '\n';
    }
    return Ok;
}

} // namespace Cli
