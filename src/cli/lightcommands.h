#pragma once

#include <QStringList>

// gridkeep-cli subcommands for lights and vision (docs/cli.md §12, docs/rules.md §8). Square
// boards only: a Combat Grid file is refused with exit code 1.
namespace Cli
{

// light FILE: every cell's effective light level.
int light(const QStringList &args);
// vision FILE: the cells the party sees now.
int vision(const QStringList &args);

} // namespace Cli
