#include "clicommand.h"
#include "lightcommands.h"
#include "meterscommands.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QHash>
#include <cstdio>
#include <functional>
#include <memory>

namespace
{

const char *const usageText =
    "usage: gridkeep-cli COMMAND ...\n"
    "  validate FILE\n"
    "  analyze FILE [--player]\n"
    "  reach FILE TOKEN [--budget N]\n"
    "  path FILE TOKEN X Y            (square boards)\n"
    "  path FILE TOKEN POSITION [LEVEL] (position boards)\n"
    "  export FILE --png OUT.png [--player] [--cell-pixels N]\n"
    "  export FILE --pdf OUT.pdf [--player] [--paper a4|letter] [--square inch|25mm]\n"
    "  export FILE --uvtt OUT.dd2vtt [--player] [--cell-pixels N]\n"
    "  import FILE.dd2vtt OUT.encounter [--rules ID]\n"
    "  cover FILE OBSERVER             (every cell's cover level, docs/rules.md 1.9)\n"
    "  sneak FILE TOKEN X Y            (a sneaking path rated per observer)\n"
    "  area FILE X Y RADIUS | FILE ID  (FIELD/ZONE cells and tokens)\n"
    "  backstab FILE                   (who attacks whom from behind)\n"
    "  tactics FILE TOKEN TARGET       (every reachable cell scored against TARGET, 1.10)\n"
    "  light FILE                      (every cell's light level, docs/rules.md 8.1)\n"
    "  vision FILE                     (the cells the party sees, 8.2)\n"
    "  template FILE --circle X Y R | --cone X Y TX TY | --line X Y TX TY W | --square X Y S\n"
    "           [--through-walls]      (a template's cells and caught tokens, docs/rules.md 9)\n"
    "  roll EXPR [--seed N] [--count N] (dice: 2d20+3, 3d6!, 4d6kh3, 2d20kl1, 1d20 adv)\n"
    "  session FOLDER                  (a session folder's running order and roster)\n";

} // namespace

namespace Cli
{

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int usage(const QString &message)
{
    if (!message.isEmpty())
        err() << "gridkeep-cli: " << message << '\n';
    err() << usageText;
    err().flush();
    return Usage;
}

} // namespace Cli

int main(int argc, char *argv[])
{
    // export draws text, which needs a QGuiApplication (fonts); it runs offscreen, no display.
    const bool drawing = argc > 1 && qstrcmp(argv[1], "export") == 0;
    if (drawing) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        // Qt's chatter while starting offscreen (XDG_RUNTIME_DIR …) is not the CLI's output.
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::fprintf(stderr, "%s\n", qPrintable(text));
        });
    }
    std::unique_ptr<QCoreApplication> app;
    if (drawing)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gridkeep-cli"));
    auto args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == QLatin1String("--help") ||
        args.first() == QLatin1String("-h"))
        return Cli::usage(args.isEmpty() ? QStringLiteral("no command given") : QString());
    const QHash<QString, std::function<int(const QStringList &)>> commands = {
        {QStringLiteral("validate"), Cli::validate}, {QStringLiteral("analyze"), Cli::analyze},
        {QStringLiteral("reach"), Cli::reach},       {QStringLiteral("path"), Cli::path},
        {QStringLiteral("export"), Cli::exportFile}, {QStringLiteral("import"), Cli::importFile},
        {QStringLiteral("cover"), Cli::cover},       {QStringLiteral("sneak"), Cli::sneak},
        {QStringLiteral("area"), Cli::area},         {QStringLiteral("backstab"), Cli::backstab},
        {QStringLiteral("roll"), Cli::roll},         {QStringLiteral("tactics"), Cli::tactics},
        {QStringLiteral("light"), Cli::light},       {QStringLiteral("vision"), Cli::vision},
        {QStringLiteral("template"), Cli::stencil},  {QStringLiteral("session"), Cli::session},
    };
    const auto command = args.takeFirst();
    const auto it = commands.find(command);
    if (it == commands.end())
        return Cli::usage(QStringLiteral("unknown command \"%1\"").arg(command));
    const int code = (*it)(args);
    Cli::out().flush();
    Cli::err().flush();
    return code;
}
