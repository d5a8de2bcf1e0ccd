#!/bin/sh
# Add Hexbrawl to the desktop menu (Linux): a launcher in ~/.local/share/applications and the
# icon in ~/.local/share/icons. Run it from the unzipped Hexbrawl folder; run it again after
# moving the folder. `install-desktop.sh --uninstall` removes both again.
set -eu

HERE=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
GAME="$HERE/Hexbrawl"
ICON_SOURCE="$HERE/_internal/assets/icon/hexbrawl.png"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APPS="$DATA/applications"
ICONS="$DATA/icons/hicolor/256x256/apps"
LAUNCHER="$APPS/hexbrawl.desktop"
ICON="$ICONS/hexbrawl.png"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$LAUNCHER" "$ICON"
    echo "Removed the Hexbrawl launcher ($LAUNCHER) and icon."
    exit 0
fi
if [ ! -x "$GAME" ]; then
    echo "install-desktop.sh: no Hexbrawl program beside this script ($GAME)." >&2
    exit 1
fi

# Exec= takes a quoted argument: inside the quotes \ " ` $ need a backslash, and the desktop
# file's own escaping doubles every backslash; a literal % is written %%.
quoted=$(printf '%s' "$GAME" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
mkdir -p "$APPS" "$ICONS"
cp "$ICON_SOURCE" "$ICON"
# Every other value only doubles its backslashes (the desktop file's string escaping).
plain() { printf '%s' "$1" | sed -e 's/\\/\\\\/g'; }
sed_escape() { printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'; }
sed -e "s|@EXEC@|\"$(sed_escape "$quoted")\"|" \
    -e "s|@DIR@|$(sed_escape "$(plain "$HERE")")|" \
    -e "s|@ICON@|$(sed_escape "$(plain "$ICON")")|" \
    "$HERE/hexbrawl.desktop.in" > "$LAUNCHER.tmp"
chmod 755 "$LAUNCHER.tmp"
mv "$LAUNCHER.tmp" "$LAUNCHER"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$APPS" >/dev/null 2>&1 || true
fi
echo "Hexbrawl is in your desktop menu now (launcher: $LAUNCHER)."
