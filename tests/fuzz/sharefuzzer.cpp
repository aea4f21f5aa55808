// libFuzzer target: what a player's device may send a shared player view (issue 35), and the
// two other pieces of src/core/share that meet a stranger's bytes. ShareClientMessage::parse
// reads only pings, within MaxBytes, finite and on the board, and the server's own ping message
// reads back to the same point; JoinCode::matches says yes to the code itself and nothing else;
// ShareState::message, with the input as names, titles and texts, is always one JSON object of
// type "state" that a device could not pass back as a message of its own, and says nothing of
// the board while the view is covered.
#include "fuzzsupport.h"

#include "share/joincode.h"
#include "share/shareclientmessage.h"
#include "share/sharestate.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <cmath>

namespace
{

const QByteArray Code = QByteArrayLiteral("0123456789abcdef0123456789abcdef");

void checkMessage(const QByteArray &input)
{
    QString error;
    const auto message = ShareClientMessage::parse(input, &error);
    if (!message) {
        if (error.isEmpty())
            FuzzSupport::fail("a message was refused without a reason");
        return;
    }
    if (input.size() > ShareClientMessage::MaxBytes)
        FuzzSupport::fail("a message beyond MaxBytes was read");
    if (!std::isfinite(message->x) || !std::isfinite(message->y) || message->x < 0 ||
        message->y < 0 || message->x > ShareClientMessage::MaxCells ||
        message->y > ShareClientMessage::MaxCells)
        FuzzSupport::fail("a ping off the board was read");
    const QJsonObject object = QJsonDocument::fromJson(input).object();
    if (object.value(QLatin1String("type")).toString() != QLatin1String("ping"))
        FuzzSupport::fail("a message that is not a ping was read");
    // The server rings a device's ping on every device: that message reads back the same.
    const QByteArray echo = ShareState::ping(message->x, message->y);
    const auto again = ShareClientMessage::parse(echo);
    if (!again || again->x != message->x || again->y != message->y)
        FuzzSupport::fail(
            qPrintable(QStringLiteral("a ping does not read back: ") + QString::fromUtf8(echo)));
}

void checkCode(const QByteArray &input)
{
    if (JoinCode::matches(input, Code) != (input == Code))
        FuzzSupport::fail("matches() disagrees with equality");
    if (!input.isEmpty() && !JoinCode::matches(input, input))
        FuzzSupport::fail("a code does not match itself");
    if (JoinCode::matches(input, QByteArray()))
        FuzzSupport::fail("an empty expected code matched");
    // A code that differs in its last byte, or is one byte shorter, never matches.
    if (!input.isEmpty()) {
        QByteArray changed = input;
        changed.back() = char(changed.back() ^ 0x01);
        if (JoinCode::matches(changed, input) || JoinCode::matches(input.chopped(1), input))
            FuzzSupport::fail("a code matched a different one");
    }
    const QString text = QString::fromUtf8(input);
    if (JoinCode::isWellFormed(text)) {
        if (text.size() < 16 || text.size() > 128)
            FuzzSupport::fail("a well-formed code has the wrong length");
        for (const QChar c : text) {
            if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-') &&
                c != QLatin1Char('_'))
                FuzzSupport::fail("a well-formed code holds a character a URL would change");
        }
    }
}

// The input cut into pieces: the names, titles and texts of a small encounter and its extras.
void checkState(const QByteArray &input)
{
    const QList<QByteArray> pieces = input.split('\n');
    auto piece = [&](qsizetype i) { return QString::fromUtf8(pieces.value(i % pieces.size())); };
    const auto byte = [&](qsizetype i) {
        return input.isEmpty() ? 0u : unsigned(static_cast<unsigned char>(input[i % input.size()]));
    };

    Encounter players;
    players.name = piece(0);
    if (byte(0) & 0x01)
        players.board.kind = Board::Kind::Positions;
    players.board.square.width = int(byte(1) % 64); // 0 too: a board the reader refuses
    players.board.square.height = int(byte(2) % 64);
    const int tokens = int(byte(3) % 6);
    for (int i = 0; i < tokens; ++i) {
        Token token;
        token.id = QStringLiteral("t%1").arg(i);
        token.name = piece(i + 1);
        players.tokens << token;
    }
    if (byte(4) & 0x01) {
        CombatState fight;
        fight.round = int(byte(5)) - 128;
        // Ids the encounter does not hold, repeated ones and combatants outside the order.
        for (int i = 0; i < tokens + 2; ++i) {
            const QString id = QStringLiteral("t%1").arg(int(byte(6 + i) % 8));
            if (byte(7 + i) & 0x01)
                fight.order << id;
            if (byte(8 + i) & 0x02) {
                CombatState::Combatant c;
                c.tokenId = id;
                fight.combatants << c;
            }
        }
        fight.current = QStringLiteral("t%1").arg(int(byte(9) % 8));
        players.combat = fight;
    }

    ShareState::Extras extras;
    extras.blanked = byte(10) & 0x01;
    extras.betweenScenes = byte(10) & 0x02;
    extras.pingsAllowed = byte(10) & 0x04;
    extras.sessionTitle = piece(2);
    const double numbers[] = {0.0, -1.0, 1e308, -0.0, std::nan(""), INFINITY, 3.5};
    extras.camera = QRectF(numbers[byte(11) % 7], numbers[byte(12) % 7], numbers[byte(13) % 7],
                           numbers[byte(14) % 7]);
    const QString kinds[] = {QString(), QStringLiteral("image"), QStringLiteral("text"), piece(3)};
    extras.handoutKind = kinds[byte(15) % 4];
    extras.handoutTitle = piece(4);
    extras.handoutText = piece(5);
    extras.tileCells = int(byte(16)) - 8; // 0 and below too: a division the state must not do
    extras.cellPixels = int(byte(17));
    const int version = int(byte(18)) * 1000;

    const QByteArray message = ShareState::message(players, extras, version);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(message, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        FuzzSupport::fail(qPrintable(QStringLiteral("a state message is not a JSON object: ") +
                                     QString::fromUtf8(message.left(200))));
    const QJsonObject state = document.object();
    if (state.value(QLatin1String("type")).toString() != QLatin1String("state") ||
        state.value(QLatin1String("version")).toInt() != version)
        FuzzSupport::fail("a state message lost its type or version");
    if (ShareClientMessage::parse(message))
        FuzzSupport::fail("a state message reads as a device's message");
    if (extras.blanked || extras.betweenScenes) {
        if (state.contains(QLatin1String("title")) || state.contains(QLatin1String("turns")) ||
            state.contains(QLatin1String("handout")) || state.contains(QLatin1String("camera")) ||
            state.value(QLatin1String("board")).toObject().value(QLatin1String("kind")) !=
                QLatin1String("none"))
            FuzzSupport::fail("a covered view's state tells of the board");
    } else if (state.value(QLatin1String("title")).toString() != players.name) {
        FuzzSupport::fail("a state message changed the title");
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    FuzzSupport::startApplication(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = FuzzSupport::bytes(data, size);
    checkMessage(input);
    checkCode(input);
    checkState(input);
    return 0;
}
