#!/bin/sh
# Rebuilds drag-1000.encounter from gridkeep-bench's map generator (S7), against an existing build
# of the project: resources/bench/make-drag-1000.sh BUILD_DIR. Run from the source root.
set -eu
build=${1:?usage: resources/bench/make-drag-1000.sh BUILD_DIR}
src=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
c++ -std=gnu++20 -O2 -fPIC -DQT_NO_CAST_FROM_ASCII -DQT_NO_KEYWORDS \
    -I"$src/bench" -I"$src/src/core" \
    $(pkg-config --cflags Qt6Core Qt6Gui) \
    "$src/resources/bench/make-drag-1000.cpp" "$src/bench/mapgenerator.cpp" "$src/bench/jsonline.cpp" \
    "$build"/src/core/CMakeFiles/gridkeep_core_resources_1.dir/.rcc/qrc_gridkeep_rules.cpp.o \
    "$build/src/core/libgridkeep_core.a" \
    $(pkg-config --libs Qt6Core Qt6Gui) -o "$tmp/make-drag-1000"
"$tmp/make-drag-1000" "$src/resources/bench/drag-1000.encounter"
