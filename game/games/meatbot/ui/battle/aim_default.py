"""Which aim a die is offered first: the best blow against the other bots, never one that
only hurts its own bot.

Each aimable hex is scored from the exact preview of what firing there does: Meat taken off
other bots (a collapse counts extra), then whether it is at least aimed at another bot. Any
aim that would hurt the player's own bot is never offered first; one that hurts only the
player's own bot asks to be confirmed before it fires (``hurts_only_self``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.hexes import Hex, distance
from game.core.match import Choice
from game.games.meatbot.ui.battle.choices_ui import Action, anchor, candidates
from game.games.meatbot.ui.battle.preview import Preview

Score = tuple[int, int, int]
COLLAPSE_WORTH = 5
"""A collapse of another bot counts as this much Meat more."""


def hurts_only_self(preview: Preview, seat: int) -> bool:
    """True if firing would take Meat off ``seat``'s own bot and off nobody else."""
    return preview.damage.get(seat, 0) > 0 and \
        not any(amount > 0 for other, amount in preview.damage.items() if other != seat)


def score(preview: Preview, seat: int, aimed_at_foe: bool) -> Score | None:
    """How good an aim is against the other bots (None: it hurts the player's own bot, so it
    is never the default)."""
    if preview.damage.get(seat, 0) > 0 or seat in preview.collapses:
        return None
    dealt = sum(amount for other, amount in preview.damage.items() if other != seat)
    falls = sum(1 for other in preview.collapses if other != seat)
    return dealt + COLLAPSE_WORTH * falls, falls, int(aimed_at_foe)


def near_foes(targets: Sequence[Hex], foes: Sequence[Hex], by_direction: bool) -> list[Hex]:
    """The aimable hexes worth previewing: every direction, else hexes on or beside a foe
    (an explosion further off touches nobody)."""
    if by_direction:
        return list(targets)
    return [h for h in targets if any(distance(h, foe) <= 1 for foe in foes)]


def ranked_aims(action: Action, targets: Sequence[Hex], origin: Hex, seat: int,
                foes: Sequence[Hex], where: Callable[[int], Hex],
                preview_of: Callable[[Choice], Preview]) -> list[tuple[Score, Hex]]:
    """The hexes of ``action`` that may be offered first, best first (hexes that would hurt
    the player's own bot are left out)."""
    ranked: list[tuple[Score, Hex]] = []
    for h in near_foes(targets, foes, action.by_direction):
        best: Score | None = None
        for choice in candidates(action, h, origin, where):
            aimed_at_foe = anchor(choice, origin, where) in foes or action.by_direction
            found = score(preview_of(choice), seat, aimed_at_foe)
            if found is not None and (best is None or found > best):
                best = found
        if best is not None:
            ranked.append((best, h))
    ranked.sort(key=lambda item: item[0], reverse=True)
    return ranked


def best_aim(ranked: Sequence[tuple[Score, Hex]]) -> Hex | None:
    """The hex offered first: the best-ranked one that hurts or at least points at a foe."""
    for found, h in ranked:
        if found[0] > 0 or found[2]:
            return h
    return None


def tab_order(clockwise: Sequence[Hex], ranked: Sequence[tuple[Score, Hex]],
              risky: Sequence[Hex]) -> list[Hex]:
    """The order Tab walks the aims in: the ranked aims best first, then the rest clockwise,
    the aims that would hurt the player's own bot last."""
    first = [h for _, h in ranked]
    last = [h for h in clockwise if h in risky and h not in first]
    middle = [h for h in clockwise if h not in first and h not in last]
    return [*first, *middle, *last]
