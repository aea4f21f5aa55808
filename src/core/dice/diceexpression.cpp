#include "dice/diceexpression.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace
{

// A whole number within [1, max], or nullopt (also for overflow).
std::optional<int> boundedNumber(const QString &digits, int max)
{
    bool ok = false;
    const qlonglong value = digits.toLongLong(&ok);
    if (!ok || value < 1 || value > max)
        return std::nullopt;
    return int(value);
}

} // namespace

std::optional<DiceExpression> DiceExpression::parse(const QString &text, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<DiceExpression> {
        if (error)
            *error = QStringLiteral("\"%1\": %2").arg(text, message);
        return std::nullopt;
    };
    QString body = text.trimmed().toLower();
    if (body.isEmpty())
        return fail(QCoreApplication::translate("DiceExpression", "empty dice expression"));
    if (body.size() > 200)
        return fail(QCoreApplication::translate("DiceExpression", "longer than 200 characters"));
    Keep advantage = Keep::All;
    static const QRegularExpression suffix(QStringLiteral("\\s+(adv|dis)$"));
    if (const auto match = suffix.match(body); match.hasMatch()) {
        advantage = match.captured(1) == QLatin1String("adv") ? Keep::Highest : Keep::Lowest;
        body.chop(match.capturedLength(0));
    }
    // Spaces may stand around the signs only: "2d6 3" is not "2d63".
    static const QRegularExpression spacedSign(QStringLiteral("\\s*([+-])\\s*"));
    body.replace(spacedSign, QStringLiteral("\\1"));
    if (const qsizetype space = body.indexOf(QRegularExpression(QStringLiteral("\\s"))); space >= 0)
        return fail(QCoreApplication::translate("DiceExpression", "unexpected space before \"%1\"")
                        .arg(body.mid(space).trimmed()));

    static const QRegularExpression termPattern(
        QStringLiteral("^([+-]?)(?:(\\d*)d(\\d+)(!?)(?:(kh|kl)(\\d+))?|(\\d+)(?![d\\d]))"));
    DiceExpression expression;
    int at = 0;
    while (at < body.size()) {
        const auto match = termPattern.match(body.mid(at));
        const bool first = expression.m_terms.isEmpty();
        if (!match.hasMatch() || (!first && match.captured(1).isEmpty())) {
            return fail(QCoreApplication::translate(
                            "DiceExpression", "expected a term like 2d6, d20, 4d6kh3, 3d6! or 5 at "
                                              "\"%1\"")
                            .arg(body.mid(at)));
        }
        Term term;
        term.sign = match.captured(1) == QLatin1String("-") ? -1 : 1;
        if (!match.captured(7).isEmpty()) {
            bool ok = false;
            const qlonglong value = match.captured(7).toLongLong(&ok);
            if (!ok || value > MaxConstant)
                return fail(QCoreApplication::translate("DiceExpression", "a number above %1")
                                .arg(MaxConstant));
            term.constant = int(value);
        } else {
            const QString count = match.captured(2);
            const auto dice =
                count.isEmpty() ? std::optional<int>(1) : boundedNumber(count, MaxDice);
            if (!dice)
                return fail(QCoreApplication::translate("DiceExpression",
                                                        "the number of dice must be 1 to %1")
                                .arg(MaxDice));
            const auto sides = boundedNumber(match.captured(3), MaxSides);
            if (!sides)
                return fail(
                    QCoreApplication::translate("DiceExpression", "a die must have 1 to %1 sides")
                        .arg(MaxSides));
            term.count = *dice;
            term.sides = *sides;
            term.explode = !match.captured(4).isEmpty();
            if (term.explode && term.sides < 2)
                return fail(QCoreApplication::translate("DiceExpression",
                                                        "a one-sided die cannot explode"));
            if (!match.captured(5).isEmpty()) {
                const auto keep = boundedNumber(match.captured(6), term.count);
                if (!keep)
                    return fail(
                        QCoreApplication::translate("DiceExpression", "keep 1 to %1 of %2 dice")
                            .arg(term.count)
                            .arg(term.count));
                term.keep = match.captured(5) == QLatin1String("kh") ? Keep::Highest : Keep::Lowest;
                term.keepCount = *keep;
            }
        }
        expression.m_terms << term;
        if (expression.m_terms.size() > MaxTerms)
            return fail(
                QCoreApplication::translate("DiceExpression", "more than %1 terms").arg(MaxTerms));
        at += int(match.capturedLength(0));
    }

    if (advantage != Keep::All) {
        const auto die = std::find_if(expression.m_terms.begin(), expression.m_terms.end(),
                                      [](const Term &t) { return t.count > 0; });
        if (die == expression.m_terms.end() || die->count != 1 || die->keep != Keep::All)
            return fail(QCoreApplication::translate(
                "DiceExpression", "adv and dis apply to a single die, as in 1d20 adv"));
        die->count = 2;
        die->keep = advantage;
        die->keepCount = 1;
    }
    return expression;
}

QString DiceExpression::text() const
{
    QString result;
    for (const Term &term : m_terms) {
        if (term.sign < 0)
            result += QLatin1Char('-');
        else if (!result.isEmpty())
            result += QLatin1Char('+');
        if (term.count == 0) {
            result += QString::number(term.constant);
            continue;
        }
        result += QStringLiteral("%1d%2").arg(term.count).arg(term.sides);
        if (term.explode)
            result += QLatin1Char('!');
        if (term.keep != Keep::All)
            result +=
                QStringLiteral("%1%2")
                    .arg(term.keep == Keep::Highest ? QStringLiteral("kh") : QStringLiteral("kl"))
                    .arg(term.keepCount);
    }
    return result;
}
