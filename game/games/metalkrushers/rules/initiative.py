"""Initiative rolls: each Krusher's 1d6 + IM (-1 in a null field), and rolling again
among those that tie."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import null_field

if TYPE_CHECKING:
    from game.games.metalkrushers.rules.state import KrusherState


def roll_each(state: KrusherState, krushers: list[Krusher]) -> dict[int, list[int]]:
    """1d6 + IM for each; sort keys that break ties by rolling again among the tied (a
    Krusher in a null field takes 1 off its re-rolls too)."""
    keys: dict[int, list[int]] = {}
    for k in krushers:
        die = state.dice.roll(6)
        terms = tuple(t for t in (("IM", k.im), ("null field", null_field(state, k))) if t[1])
        k.init_die, k.score = die, die + sum(v for _, v in terms)
        keys[k.uid] = [k.score]
        state.out.append(ev.InitiativeRolled(k.seat, k.name, die, terms, k.score))
    break_ties(state, {k.uid: k.name for k in krushers}, keys,
               {k.uid: null_field(state, k) for k in krushers})
    return keys


def break_ties(state: KrusherState, names: dict[int, str], keys: dict[int, list[int]],
                shifts: dict[int, int] | None = None) -> None:
    """Roll 1d6 (+ ``shifts``) again for each group of equal keys until none are equal."""
    shifts = shifts or {}
    while True:
        groups: dict[tuple[int, ...], list[int]] = {}
        for uid, key in keys.items():
            groups.setdefault(tuple(key), []).append(uid)
        tied = [g for g in groups.values() if len(g) > 1]
        if not tied:
            return
        for group in tied:
            rolls = tuple(state.dice.roll(6) for _ in group)
            modifiers = tuple(shifts.get(uid, 0) for uid in group)
            for uid, roll, shift in zip(group, rolls, modifiers, strict=True):
                keys[uid].append(roll + shift)
            state.out.append(ev.InitiativeTied(tuple(names[u] for u in group), rolls,
                                               modifiers if any(modifiers) else ()))
