"""Meatbot's quick reference (F3 in a match): the round in order and the numbers to remember."""

from __future__ import annotations

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.rounds import SHELL_DAMAGE


def quick_reference() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(heading, lines) blocks: a round's steps, then the dice and the hit rules."""
    return (
        ("A round, in order", (
            "Onco orders: spit out a lodged onco-round, steer your slugs.",
            "Pick dice in secret (or eat an item instead).",
            "Reveal: everyone's dice are rolled together.",
            "Defense rises, Hyperheal heals, last round's shells land.",
            "Grandstands (natural 12s), then attacks from 10 down to 1.",
            "Movement, slowest bot first.",
        )),
        ("Dice", (
            "d4 move, d6 defend, d10 attack, d12 grandstand; total at most your Massacre.",
            f"Limits: d4s up to base Move ({dv.BASIC_MOVE} basic), d6s up to base Defend "
            f"({dv.BASIC_DEFEND} basic), d10s up to Attack ({dv.BASIC_ATTACK} basic).",
            "Move = base Move + all d4s. Defend = base Defend + your best d6.",
        )),
        ("Hitting", (
            "A d10 hits when it is at least the target's Defend.",
            "A d12 works only on a 12, and then ignores Defend.",
            "Explosion: full damage on the aimed hex, 1 less on the six around it.",
            f"Up Down shell: {SHELL_DAMAGE} at the centre, {SHELL_DAMAGE - 1} around, "
            "Defend ignored.",
            f"Always armed: plib gun (range {dv.PLIB_RANGE}) and claws (range {dv.CLAW_RANGE}).",
            f"A bot starts with {dv.BASIC_MEAT} Meat; at 0 it collapses.",
        )),
    )
