"""Dice Bot's quick reference (F3 in a match): a melee and a round in order, and the numbers,
read from the game's own constants."""

from __future__ import annotations

from game.games.dicebot.rules.parts import (
    ABILITIES,
    DICE_PER_PLAYER,
    FACES,
    HAND_SIZE,
    HIT_POINTS,
    MEDALS_TO_WIN,
)


def _faces() -> str:
    return ", ".join(f"{number} {face}" for number, face in enumerate(FACES, start=1))


def quick_reference() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(heading, lines) blocks: a melee, a round, then speed, payment, heads and medals."""
    return (
        ("A melee, in order", (
            f"Deal {HAND_SIZE} weapon cards each; robots start at {HIT_POINTS} hit points.",
            f"Scavenge: everyone rolls {DICE_PER_PLAYER} parts dice into the junkyard and "
            "grabs them: six body parts first, then the head.",
            f"Up to {HAND_SIZE} rounds, until one robot or none is left.",
        )),
        ("A round, in order", (
            "Chip heads may draw and discard first.",
            "Everyone lays one weapon card face down; all are revealed together.",
            "Head abilities, round the table, until everyone passes.",
            "Pay for your card with its parts (forced); an unpaid card is discarded.",
            "Attacks, fastest first; equal speeds land at once.",
            "Robots below 1 hit point are destroyed.",
        )),
        ("Key numbers", (
            "Speed: a weapon hits a target whose weapon is no faster; a faster one dodges.",
            "A robot whose card went unpaid is hit by everything aimed at it.",
            f"Parts die: {_faces()}.",
            *(f"Head {face}: {what}." for face, what in ABILITIES.items()),
            "Every robot standing at a melee's end earns a medal.",
            f"First to {MEDALS_TO_WIN} medals wins; a tie fights a sudden death match.",
        )),
    )
