#!/usr/bin/env bash
# The Flatpak manifest cannot be built offline, so this checks what can be checked: that
# flatpak-builder reads it without a complaint (an unknown key is only a warning there, so any
# output on stderr fails), and that it builds this source tree with the tests off under the same
# app id as the desktop files (packaging/README.md).
#
# usage: check-flatpak-manifest.sh MANIFEST WORK_DIR
set -euo pipefail
manifest=$1 work=$2
app_id=io.github.gridkeep.Gridkeep

fail() {
    echo "check-flatpak-manifest: $*" >&2
    exit 1
}
command -v flatpak-builder >/dev/null ||
    fail "needs flatpak-builder (install packaging/debian-packages.txt, or run: bash packaging/gridkeep.sh test)"
command -v python3 >/dev/null || fail "needs python3"

rm -rf "$work"
mkdir -p "$work"
flatpak-builder --show-manifest "$manifest" >"$work/manifest.json" 2>"$work/stderr" ||
    fail "flatpak-builder cannot read $manifest: $(cat "$work/stderr")"
[ ! -s "$work/stderr" ] || fail "flatpak-builder complains about $manifest: $(cat "$work/stderr")"

python3 - "$work/manifest.json" "$(dirname "$manifest")" "$app_id" <<'EOF'
import json, os, sys

manifest_path, manifest_dir, app_id = sys.argv[1:]
manifest = json.load(open(manifest_path))
problems = []
if manifest.get("id", manifest.get("app-id")) != app_id:
    problems.append(f"the app id is not {app_id}")
if manifest.get("command") != "gridkeep":
    problems.append("the command is not gridkeep")
modules = {module.get("name"): module for module in manifest.get("modules", [])}
if list(modules)[-1:] != ["gridkeep"]:
    problems.append("gridkeep is not the last module")
if "qcoro" not in modules:
    problems.append("no qcoro module")
gridkeep = modules.get("gridkeep", {})
if "-DGRIDKEEP_BUILD_TESTS=OFF" not in gridkeep.get("config-opts", []):
    problems.append("gridkeep is not configured with -DGRIDKEEP_BUILD_TESTS=OFF")
for source in gridkeep.get("sources", []):
    if source.get("type") == "dir":
        top = os.path.join(manifest_dir, source.get("path", ""))
        if not os.path.isfile(os.path.join(top, "packaging", "gridkeep.sh")):
            problems.append(f"the gridkeep source dir {source.get('path')} is not this tree")
for problem in problems:
    print(f"check-flatpak-manifest: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
EOF
echo "check-flatpak-manifest: all good"
