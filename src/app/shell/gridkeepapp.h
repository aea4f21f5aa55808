#pragma once

class QGuiApplication;

// The `gridkeep` program behind a thin main(): options, the main window, the first file,
// and the screenshot mode.
namespace GridkeepApp
{

[[nodiscard]] int run(QGuiApplication &app);

} // namespace GridkeepApp
