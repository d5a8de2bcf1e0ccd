"""Mechaton's quick reference (F3 in a match): a turn and a mech's go in order, ranges, dice."""

from __future__ import annotations

from game.games.mechaton.rules.dicepool import USES
from game.games.mechaton.rules.setup import DIRECT_RANGE
from game.games.mechaton.rules.terrain import MIN_COVER_BRICKS


def _dice_lines() -> tuple[str, ...]:
    """What each die colour is for, from the rules' own table of uses."""
    lines = [f"{colours[0].title()}: {use}." for use, colours in USES.items()]
    lines.append("White: any one of those. No die serves twice.")
    return tuple(lines)


def quick_reference() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(heading, lines) blocks: the turn, a mech's go, ranges, dice and cover."""
    return (
        ("A turn, in order", (
            "Initiative: every mech rolls its d10s; each picks one in secret.",
            "Mechs go from the lowest number up; ties roll off (lower first).",
            "End of turn: defence and spot dice come off, the clock ticks.",
        )),
        ("A mech's go", (
            "Name a target (and a mech to spot, if you like).",
            "Roll the dice, then give each a use.",
            "Attack or move, in the order you choose; spot dice are placed.",
            "Seize a station you stand next to.",
        )),
        ("Ranges", (
            "Hand to hand: 1 hex (always allowed, even unarmed).",
            f"Direct fire: 2 to {DIRECT_RANGE} hexes.",
            f"Artillery: {DIRECT_RANGE + 1} hexes and more.",
        )),
        ("Dice", _dice_lines()),
        ("Hits and cover", (
            "Beat the defence to hit; damage dice = the difference (or a spot die's number).",
            "Damage dice hit on 5-6; only on a 6 against a mech in cover.",
            f"Cover: {MIN_COVER_BRICKS} or more bricks, a wall, or a mech or rubble next to "
            "the target.",
            "A defence or spot die counts 1 less than it shows (never below 0).",
        )),
    )
