#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

// Installs the translators for the app's language (README, "Languages and accessibility"):
// Gridkeep's own strings, Qt's (the file and colour dialogs, the context menus of text fields)
// and the rule sets' display texts. Called once before the first window.
namespace AppTranslations
{

// The language to show: `chosen` if the app ships it, else the first of the system's UI
// languages it ships, else English.
[[nodiscard]] QString resolve(const QString &chosen, const QStringList &systemLanguages);

// Loads and installs the translators for `language` (replacing an earlier call's), sets the
// default locale to it and has the rule registry localize from now on; returns false (and
// installs nothing) when Gridkeep's translation file is missing.
bool install(QCoreApplication &app, const QString &language);

// Removes what install() installed and goes back to English and the system locale.
void uninstall();

// Where gridkeep_<language>.qm is looked for: beside an installed program first, then the
// copies compiled into the program.
[[nodiscard]] QStringList searchPath();

} // namespace AppTranslations
