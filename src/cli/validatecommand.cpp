#include "clicommand.h"

#include "io/encounterreader.h"

int Cli::validate(const QStringList &args)
{
    if (args.size() != 1)
        return usage(QStringLiteral("validate takes exactly one FILE"));
    EncounterReader reader;
    if (!reader.readFile(args.first())) {
        err() << reader.error().toString() << '\n';
        return Refused;
    }
    out() << "ok\n";
    return Ok;
}
