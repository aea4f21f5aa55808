#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine (run as root):
#   bash packaging/gridkeep.sh run   installs packages, builds, opens the sample encounter
#   bash packaging/gridkeep.sh test  installs packages, builds, runs every test (the .deb too)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-run}
shift || true
build_dir=${GRIDKEEP_BUILD_DIR:-$here/build}

install_packages() {
    local lists=("$here/packaging/debian-packages.txt" "$@")
    if [ "$(id -u)" = 0 ]; then
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        # shellcheck disable=SC2046
        apt-get install -y -qq --no-install-recommends $(cat "${lists[@]}" | grep -v '^#') >/dev/null
    else
        echo "gridkeep.sh: not root, skipping apt-get (install ${lists[*]} yourself)" >&2
    fi
}

# Both commands share one build folder and differ only in GRIDKEEP_BUILD_TESTS, so `test` after
# `run` (or the other way round) reuses every object already compiled. Line tables only (-g1):
# crash backtraces still name file and line, and full debug information made every file of the
# 2-core CI build about a quarter slower.
configure() {
    local tests=$1
    cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" \
        -DGRIDKEEP_BUILD_TESTS="$tests" -DGRIDKEEP_SANITIZE="$tests" -DGRIDKEEP_TSAN="$tests"
}

case "$mode" in
run)
    install_packages
    # Only what it runs: no test suites, no sanitizer build.
    configure OFF
    cmake --build "$build_dir" --parallel "$(nproc)" --target gridkeep
    exec "$build_dir/gridkeep" "$@"
    ;;
test)
    install_packages "$here/packaging/debian-test-packages.txt"
    configure ON
    cmake --build "$build_dir" --parallel "$(nproc)"
    cd "$build_dir"
    export QT_QPA_PLATFORM=offscreen
    ctest --output-on-failure --timeout 600 -j "$(nproc)"
    ;;
*)
    echo "usage: gridkeep.sh run|test" >&2
    exit 2
    ;;
esac
