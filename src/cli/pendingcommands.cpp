#include "clicommand.h"

// Subcommands whose work lands in a later issue say so plainly instead of pretending.
namespace
{
int notYet(const char *command)
{
    Cli::err() << "gridkeep-cli: \"" << command << "\" is not available in this build yet\n";
    return Cli::Usage;
}
} // namespace

int Cli::exportFile(const QStringList &)
{
    return notYet("export");
}
int Cli::importFile(const QStringList &)
{
    return notYet("import");
}
