"""One-line descriptions of Krusher builds (for logs, menus and data sheets)."""

from __future__ import annotations

from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.data import armour_by_side


def summary(build: Build | None) -> str:
    """"Standard, weapon-and-weapon: left medium slice, right medium slice; armour F25 RF15 ..."."""
    if build is None:
        return "not built"
    hands = [f"{side} {code}" for side, code in (("left", build.left), ("right", build.right))
             if code]
    armour = " ".join(f"{side}{points}" for side, points in armour_by_side(build.armour))
    held = ", ".join(hands) if hands else "empty hands"
    return f"{build.chassis}, {build.program}: {held}; armour {armour}; IM {build.im:+d}"
