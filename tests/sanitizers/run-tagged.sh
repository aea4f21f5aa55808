#!/bin/sh
# Runs the Catch2 tests of one runner that carry one tag, passing any further arguments on:
#   tests/sanitizers/run-tagged.sh build/tsan/tests/app/gridkeep-app-tests '[async]' --durations yes
# ctest's TSan entries use it (docs/architecture.md §8), and tsan-triage.py sorts their reports. A runner with no test of that tag exits
# 77, which ctest reports as skipped; Catch2 alone would fail on a tag that matches nothing.
set -u
runner=$1
tag=$2
shift 2
if [ ! -x "$runner" ]; then
    echo "run-tagged.sh: no runner at $runner" >&2
    exit 1
fi
# Catch2 2 exits with the number of tests it lists: only the list is read.
count=$("$runner" --list-test-names-only "$tag" | grep -c .)
if [ "$count" -eq 0 ]; then
    echo "run-tagged.sh: $runner holds no $tag test"
    exit 77
fi
# ThreadSanitizer's exit code (TSAN_OPTIONS exitcode=66) means it reported something:
# tsan-triage.py fails the run unless every report is a race between two accesses Qt's own
# code makes; any other exit code is the runner's own verdict.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$runner" "$tag" "$@" >"$log" 2>&1
status=$?
cat "$log"
if [ "$status" -ne 66 ]; then
    exit "$status"
fi
python3 "$(dirname "$0")/tsan-triage.py" "$log" || exit 1
# The reports were Qt's own: the tests themselves must still have passed.
grep -q "^All tests passed" "$log"
