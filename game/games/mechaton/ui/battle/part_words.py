"""What each kind of Mechaton part gives, in plain words: its die, its range and its use
(the army builder and the mechs' tooltips say it the same way)."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.mechaton.rules.parts import (
    MAX_ATTACHMENTS,
    SUPPORT_PARTS,
    WHITE_DICE,
    has_long_weapon,
    weapon_bands,
)

SHORT = {"move": "Move: green d6", "spot": "Spot: yellow d6", "defence": "Defence: blue d6",
         "hth": "Hand to hand: red d6", "direct": "Direct fire: red d6",
         "artillery": "Artillery: red d6"}
"""A part kind on its slot button: its use and its die."""
BAND_NAMES = {"hth": "hand to hand", "direct": "direct fire", "artillery": "artillery"}
USES = {"move": "Moves the mech that many hexes; a green die also lets it step into cover.",
        "spot": "Rolled only when spotting: leaves a spot die by a mech for a later hit on "
                "it to roll as damage.",
        "defence": "Its number less 1 is the mech's defence until the turn ends."}
EMPTY = "Empty slot: one more initiative d10, so more say in when the mech goes."


def band_range(band: str, direct: int = 10) -> str:
    """A range band in hexes: "the next hex", "2-10 hexes", "11 or more hexes"."""
    return {"hth": "the next hex", "direct": f"2-{direct} hexes",
            "artillery": f"{direct + 1} or more hexes"}[band]


def kind_words(code: str) -> str:
    """A part kind with its die: "Move: green d6", "Hand to hand + direct fire: red d6
    each"."""
    if code in SHORT:
        return SHORT[code]
    names = " + ".join(BAND_NAMES[b] for b in weapon_bands(code))
    return f"{names[:1].upper()}{names[1:]}: red d6 each"


def part_use(code: str, direct: int = 10) -> str:
    """What a part kind does (empty slot: ``code`` "")."""
    if not code:
        return EMPTY
    if code in SUPPORT_PARTS:
        return USES[code]
    bands = weapon_bands(code)
    where = " and ".join(f"{band_range(b, direct)} ({BAND_NAMES[b]})" for b in bands)
    return f"Attacks at {where}." + (" One red d6 at each." if len(bands) > 1 else "")


def extra_dice(parts: Sequence[str]) -> str:
    """The dice every mech gets whatever it carries, for this set of parts."""
    initiative = 1 + MAX_ATTACHMENTS - len(parts)
    d8 = "" if has_long_weapon(parts) else \
        ", and a green d8 (it has no direct-fire or artillery weapon)"
    goes = "rolls 1 initiative d10" if initiative == 1 else \
        f"goes on one of {initiative} initiative d10s (lower goes earlier)"
    return f"Also rolls {WHITE_DICE} white d6 (any use) and {goes}{d8}."
