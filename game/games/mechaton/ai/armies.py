"""Army plans: which mechs an agent builds, one ``BuildMech`` request at a time.

A plan is a list of part sets; the agent adds them in order and finishes when the plan is
done (or the army is full). 1-shot rockets ride on the first mech; the last mech carries
whatever is left, as the rules require.
"""

from __future__ import annotations

from game.core.match import Choice
from game.games.mechaton.rules.choices import BuildMech, FinishArmy
from game.games.mechaton.rules.parts import CATALOGUE
from game.games.mechaton.rules.requests import BuildRequest

BALANCED: tuple[tuple[str, ...], ...] = (
    ("direct", "defence", "move"),
    ("direct", "spot", "move"),
    ("direct", "hth", "defence"),
    ("artillery", "direct", "defence"),
)
"""The normal agent's mechs: every one shoots at direct fire range; armour, legs, eyes and
long guns shared out over the army."""

LOADED: tuple[tuple[str, ...], ...] = (
    ("defence", "direct", "move", "spot"),
    ("artillery", "defence", "direct", "move"),
)
"""Fully loaded mechs, for games that demand exactly four attachments (the short game)."""

NAMES = ("Anvil", "Brute", "Comet", "Dagger", "Ember", "Flint", "Gale", "Hammer")


def army_size(request: BuildRequest) -> int:
    """How many mechs a plan fields: the fewest allowed (a small army scores more per
    asset), taken from the request's limits."""
    low = request.most if request.exact is not None else _fewest(request)
    return max(1, low)


def _fewest(request: BuildRequest) -> int:
    from game.games.mechaton.rules.parts import SIZES

    for _stations, low, high in SIZES.values():
        if high == request.most:
            return low
    return request.most


def build_choice(request: BuildRequest, plan: tuple[tuple[str, ...], ...],
                 size: int) -> Choice:
    """The next mech of ``plan`` (cycling through it), or finishing once ``size`` are built."""
    if request.mechs >= size and request.can_finish:
        return FinishArmy()
    index = request.mechs
    parts = LOADED[index % len(LOADED)] if request.exact is not None \
        else plan[index % len(plan)]
    last = request.mechs + 1 >= min(size, request.most)
    rockets = request.rockets_left if last or index == 0 else 0
    labels = tuple(CATALOGUE[p][index % len(CATALOGUE[p])] for p in parts)
    return BuildMech(NAMES[index % len(NAMES)], tuple(parts), rockets, labels)

LEAN: tuple[tuple[str, ...], ...] = (
    ("direct", "defence"),
    ("direct", "move"),
    ("direct", "defence"),
    ("direct", "spot"),
)
"""The hard agent's mechs: two attachments each, a gun on every one (fewest attachments
earns the most points per asset)."""

PLANS: dict[str, tuple[tuple[str, ...], ...]] = {"balanced": BALANCED, "lean": LEAN}
"""The plans by name (the simulator's ``--army`` makes every seat build one)."""
