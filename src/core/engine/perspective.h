#pragma once

// Whose view an analysis computes (docs/rules.md §3): the GM sees every token; the players'
// view computes as if hidden tokens were absent.
enum class Perspective { GameMaster, Players };
