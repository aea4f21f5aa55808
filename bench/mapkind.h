#pragma once

// The generated 256×256 maps of bench/README.md "Maps": open ground, 5 % and 20 % wall cells
// scattered at random, and rooms joined by corridors.
enum class MapKind { Open, Walls5, Walls20, Rooms };
