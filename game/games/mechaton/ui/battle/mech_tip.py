"""What the tooltip over a mech (or its rubble, or a station) says: whose it is, what it
still carries and rolls, its defence and the spot dice beside it, and where it goes in the
turn. Over open ground the terrain's own words show instead."""

from __future__ import annotations

from typing import Any

from game.core.hexes import Hex
from game.games.mechaton.ui.battle.part_words import kind_words
from game.ui.terrain import hex_tip


def mech_tip(view: Any, mech: Any) -> str:
    """The tooltip lines for one mech as ``view`` shows it."""
    owner = view.players[mech.owner] if mech.owner < len(view.players) else "?"
    if not mech.alive:
        return f"{mech.name} ({owner}): rubble. It blocks movement and counts as cover."
    lines = [f"{mech.name} ({owner})"]
    parts = [f"{label or code} ({kind_words(code).lower()})"
             for code, label in zip(mech.parts, mech.labels or mech.parts, strict=False)]
    lines += parts or ["No attachments left."]
    extra = f"{mech.white} white d6"
    if mech.green_d8:
        extra += ", green d8"
    if mech.rockets:
        extra += f", {mech.rockets} rocket{'s' if mech.rockets != 1 else ''}"
    lines.append(f"Also: {extra}.")
    lines.append(_turn_words(mech))
    return "\n".join(line for line in lines if line)


def _turn_words(mech: Any) -> str:
    bits = []
    if mech.chosen is not None:
        bits.append(f"goes on {mech.chosen}" + (" (done)" if mech.done else ""))
    elif mech.initiative:
        bits.append(f"rolled {', '.join(map(str, mech.initiative))} for initiative")
    if mech.defence is not None:
        bits.append(f"defence {mech.defence}")
    if mech.spots:
        bits.append(f"spot dice beside it: {', '.join(map(str, mech.spots))}")
    return ("This turn: " + "; ".join(bits) + ".") if bits else ""


def board_tip(ui: Any, view: Any, terrain: str, h: Hex) -> str:
    """The tooltip for hex ``h``: its mech (standing first, then rubble), its station, or
    what its terrain does."""
    here = sorted((m for m in getattr(view, "mechs", ()) if m.hex == h),
                  key=lambda m: not m.alive)
    if here:
        return mech_tip(view, here[0])
    for station in getattr(view, "stations", ()):
        if station.hex == h:
            who = "nobody" if station.owner is None else view.players[station.owner]
            what = "The satellite" if station.satellite else "A station"
            return (f"{what}, held by {who}. A mech alone next to it at the end of its go "
                    "seizes it; every one held adds an asset.")
    return hex_tip(ui, terrain, h)
