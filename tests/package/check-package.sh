#!/usr/bin/env bash
# The .deb as a user gets it (packaging/README.md): built with CPack from this build folder,
# unpacked into a scratch root, and the programs run from there on the installed files, with no
# display. Then the desktop integration files are checked with the freedesktop tools.
#
# usage: check-package.sh CPACK BUILD_DIR WORK_DIR VERSION
set -euo pipefail
cpack=$1 build_dir=$2 work=$3 version=$4
app_id=io.github.gridkeep.Gridkeep

fail() {
    echo "check-package: $*" >&2
    exit 1
}
for tool in dpkg-deb dpkg-shlibdeps file desktop-file-validate appstreamcli xmllint \
    update-mime-database; do
    command -v "$tool" >/dev/null ||
        fail "needs $tool (install packaging/debian-packages.txt, or run: bash packaging/gridkeep.sh test)"
done

rm -rf "$work"
mkdir -p "$work"
# Its own package folder, so it never meets a .deb a user made in the build folder.
"$cpack" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$work/cpack" >"$work/cpack.log" 2>&1 ||
    {
        cat "$work/cpack.log" >&2
        fail "cpack -G DEB failed"
    }
debs=("$work"/cpack/gridkeep_"$version"_*.deb)
deb=${debs[0]}
[ -f "$deb" ] || fail "no gridkeep_${version}_*.deb in $work/cpack"
echo "built $(basename "$deb")"

# The control fields: dpkg-shlibdeps found the Qt libraries, and the QML modules are named.
control=$(dpkg-deb --field "$deb")
echo "$control"
[ "$(dpkg-deb --field "$deb" Package)" = gridkeep ] || fail "Package is not gridkeep"
[ "$(dpkg-deb --field "$deb" Version)" = "$version" ] || fail "Version is not $version"
depends=$(dpkg-deb --field "$deb" Depends)
for needed in libqt6core6 libqt6quick6 libqt6svg6 qml6-module-qtquick-controls \
    qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel qt6-translations-l10n; do
    case ", $depends," in
    *", $needed"[\ ,\(]*) ;;
    *) fail "Depends lacks $needed: $depends" ;;
    esac
done

root=$work/root
dpkg-deb -x "$deb" "$root"
usr=$root/usr
for path in bin/gridkeep bin/gridkeep-cli \
    share/gridkeep/rules/labyrinthian.json share/gridkeep/rules/paces.json \
    share/gridkeep/rules/meters.json share/gridkeep/rules/classic.json \
    share/gridkeep/samples/bridge-ambush.encounter share/gridkeep/miniatures/catalogue.json \
    share/gridkeep/translations/gridkeep_de.qm share/gridkeep/translations/gridkeep_fr.qm \
    share/gridkeep/translations/gridkeep_en.qm \
    share/applications/$app_id.desktop share/metainfo/$app_id.metainfo.xml \
    share/mime/packages/$app_id.xml share/icons/hicolor/scalable/apps/$app_id.svg; do
    [ -e "$usr/$path" ] || fail "the package lacks /usr/$path"
done
for size in 48 64 128 256; do
    png=$usr/share/icons/hicolor/${size}x$size/apps/$app_id.png
    [ -e "$png" ] || fail "the package lacks the ${size}x$size icon"
    info=$(file "$png")
    [[ $info == *"PNG image data, $size x $size"* ]] || fail "$info"
done

# The installed programs read the installed rules first: with one of them broken in the unpacked
# share/gridkeep/rules, a sample of that rule set must be refused, though the source tree's copy
# and the compiled-in one are intact.
cli=$usr/bin/gridkeep-cli
samples=$usr/share/gridkeep/samples
"$cli" validate "$samples/bridge-ambush.encounter" || fail "installed gridkeep-cli validate failed"
for sample in "$samples"/*.encounter; do
    "$cli" validate "$sample" >/dev/null || fail "installed gridkeep-cli rejects $sample"
done
cp "$usr/share/gridkeep/rules/paces.json" "$work/paces.json"
echo '{ "broken": ' >"$usr/share/gridkeep/rules/paces.json"
if "$cli" validate "$samples/bridge-ambush.encounter" >"$work/broken.out" 2>&1; then
    fail "the installed gridkeep-cli ignored the installed rules"
fi
grep -q paces "$work/broken.out" ||
    fail "the installed gridkeep-cli failed for another reason: $(cat "$work/broken.out")"
cp "$work/paces.json" "$usr/share/gridkeep/rules/paces.json"

# The installed app renders a sample offscreen, with its own settings and data folders.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/config XDG_DATA_HOME=$work/home/data
export XDG_RUNTIME_DIR=$work/home/runtime QT_QPA_PLATFORM=offscreen
mkdir -p "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
unset GRIDKEEP_RULES_DIR
"$usr/bin/gridkeep" --screenshot "$work/installed.png" --select kara \
    "$samples/bridge-ambush.encounter" || fail "installed gridkeep --screenshot failed"
info=$(file "$work/installed.png")
[[ $info == *"PNG image data"* ]] || fail "no PNG from the installed gridkeep: $info"

# Desktop integration.
desktop-file-validate "$usr/share/applications/$app_id.desktop" ||
    fail "desktop-file-validate failed"
appstreamcli validate --no-net --strict "$usr/share/metainfo/$app_id.metainfo.xml" ||
    fail "appstreamcli validate failed"
newest=$(xmllint --xpath 'string(/component/releases/release[1]/@version)' \
    "$usr/share/metainfo/$app_id.metainfo.xml")
[ "$newest" = "$version" ] ||
    fail "the metainfo's newest release is $newest, the project is $version (add a <release>)"
mime=$work/mime
mkdir -p "$mime/packages"
xmllint --noout "$usr/share/mime/packages/$app_id.xml" || fail "the MIME file is not XML"
cp "$usr/share/mime/packages/$app_id.xml" "$mime/packages/"
update-mime-database "$mime" >"$work/mime.log" 2>&1 || fail "update-mime-database: $(cat "$work/mime.log")"
if grep -qi -e error -e warning "$work/mime.log"; then
    fail "update-mime-database: $(cat "$work/mime.log")"
fi
grep -qx "50:application/x-gridkeep-encounter:\*.encounter" "$mime/globs2" ||
    fail "the MIME database has no *.encounter glob"
echo "check-package: all good"
