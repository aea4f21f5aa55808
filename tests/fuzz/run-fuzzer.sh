#!/bin/sh
# Runs one fuzz target the way ctest does (docs/architecture.md §8):
#   run-fuzzer.sh FUZZER NAME SECONDS WORKDIR
# FUZZER is the built fuzz-NAME binary. First every file of regressions/NAME is replayed once
# (each was a crash, a hang or an excess of memory once); then the target fuzzes for SECONDS,
# writing new inputs and any crash only under WORKDIR, never into the source tree.
set -eu
fuzzer=$1
name=$2
seconds=$3
workdir=$4
here=$(cd "$(dirname "$0")" && pwd)
limits="-timeout=10 -rss_limit_mb=2048"

rm -rf "$workdir"
mkdir -p "$workdir/corpus" "$workdir/artifacts"

regressions=$(find "$here/regressions/$name" -type f ! -name '.*' 2>/dev/null | sort)
if [ -n "$regressions" ]; then
    echo "replaying $(echo "$regressions" | wc -l) regression inputs"
    # shellcheck disable=SC2086 # one argument per file
    "$fuzzer" $limits -artifact_prefix="$workdir/artifacts/" $regressions
fi

dict=""
if [ -f "$here/$name.dict" ]; then
    dict="-dict=$here/$name.dict"
fi
# The first folder receives new inputs; the seed corpus is only read.
# shellcheck disable=SC2086
exec "$fuzzer" $limits $dict -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$workdir/artifacts/" "$workdir/corpus" "$here/corpus/$name"
