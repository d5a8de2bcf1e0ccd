"""MetalKrushers' quick reference (F3 in a match): the turn in order and the combat numbers,
read from the game's own charts."""

from __future__ import annotations

from game.games.metalkrushers.rules.combat import REFLEX_TARGET
from game.games.metalkrushers.rules.data import (
    CHASSIS,
    CRITICAL_FROM,
    PROJECTOR,
    SIZE_DAMAGE,
    TYPE_DAMAGE,
)
from game.games.metalkrushers.rules.odds import HIT_TARGET


def _signed(number: int) -> str:
    return f"{number:+d}" if number else "0"


def _table(values: dict[str, int]) -> str:
    return ", ".join(f"{name} {_signed(value)}" for name, value in values.items())


def _numbers() -> tuple[str, ...]:
    """To hit, damage, criticals and movement points, from the charts."""
    crits = ", ".join(f"{kind} {low}+" if low < 12 else f"{kind} 12"
                      for kind, low in CRITICAL_FROM.items())
    movement = ", ".join(f"{c.name} {c.movement}" for c in CHASSIS.values())
    return (
        f"To hit: 2d6 + AB + EV + parries and other modifiers; {HIT_TARGET} or more hits.",
        "Evade (EV) against you: -2 front, -1 front sides, 0 elsewhere.",
        "Damage: 1d6 + size + type (+1 weighted), never below 0.",
        f"Size: {_table(SIZE_DAMAGE)}.",
        f"Type: {_table({k: v for k, v in TYPE_DAMAGE.items() if k != PROJECTOR})}, "
        f"{PROJECTOR} {_signed(TYPE_DAMAGE[PROJECTOR])}.",
        f"Critical on a natural roll that hits: {crits}.",
        f"Movement points: {movement}.",
        "Forward 1 MP, back 2 MP, turn one hexside 1 MP; a free turn when you stop.",
    )


def quick_reference() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(heading, lines) blocks: a turn's phases and a combat slot's steps, then the numbers."""
    return (
        ("A turn, in order", (
            "Initiative: each Krusher rolls 1d6 + IM; ties roll again.",
            "Movement: lowest initiative moves first.",
            "Combat: highest initiative acts first.",
            "End of turn: the turn's damage takes effect together; a Krusher at 0 Internal "
            "Linkage is out (two at once: a draw).",
        )),
        ("An attack, in order", (
            "Name a target for each hand that can attack.",
            f"Defender may try Reflex Facing (1d6, {REFLEX_TARGET} or more turns it).",
            "Shields block or parry: the defender's, then the attacker's.",
            "Free weapons parry: the defender's, then the attacker's.",
            "Attack rolls, then damage, then criticals.",
        )),
        ("Key numbers", _numbers()),
    )
