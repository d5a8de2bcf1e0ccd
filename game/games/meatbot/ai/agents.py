"""The easy and normal agents."""

from __future__ import annotations

import random

from game.ai.base import SeatView
from game.core.hexes import distance
from game.core.match import Choice, Request
from game.games.meatbot.ai import builds, heuristic
from game.games.meatbot.rules.choices import Blast, Pick, Spray, Step


class RandomAgent:
    """Easy: a random legal choice, lightly biased toward using its dice and aiming them."""

    level = "easy"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, request: Request) -> Choice:
        """A random legal choice; 70% of the time a full pick, an aimed die or a step
        toward the nearest foe (so even two easy bots meet on a big arena)."""
        if request.kind == "build":
            return builds.random_answer(self.rng, request)
        choices = request.legal_choices()
        if self.rng.random() < 0.7:
            preferred = (_closer(choices, view) if request.kind == "move"
                         else _preferred(choices, request.kind))
            if preferred:
                return self.rng.choice(preferred)
        return self.rng.choice(choices)


def _closer(choices: list[Choice], view: SeatView) -> list[Choice]:
    """The steps that bring the bot nearer its nearest foe (as the crow flies)."""
    bots = view.public.bots
    me = bots[view.seat]
    foes = [b.hex for b in bots if b.seat != view.seat and b.standing and not b.ejected]
    if not foes:
        return []
    gap = min(distance(me.hex, f) for f in foes)
    return [c for c in choices
            if isinstance(c, Step) and min(distance(c.to, f) for f in foes) < gap]


def _preferred(choices: list[Choice], kind: str) -> list[Choice]:
    if kind == "pick":
        # The core lists picks fewest dice first, so the fullest ones are at the end.
        picks = [c for c in choices if isinstance(c, Pick)]
        if not picks:
            return []
        most = picks[-1].total
        full = []
        for pick in reversed(picks):
            if pick.d4 + pick.d6 + pick.d10 + pick.d12 != most:
                break
            full.append(pick)
        return full[::-1]
    if kind in ("attack", "grandstand"):
        return [c for c in choices if hasattr(c, "target") or isinstance(c, Blast | Spray)]
    return []


class HeuristicAgent:
    """Normal: scores every legal choice with the heuristic and takes the best."""

    level = "normal"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.build_order = self.rng.choice(builds.NORMAL_ORDERS)
        """The preference this agent fills its Stomachs in (drawn from its seed)."""

    def choose(self, view: SeatView, request: Request) -> Choice:
        """The agent's own build for the budget; else the best-scoring legal choice."""
        if request.kind == "build":
            return builds.preferred_answer(request, self.build_order)
        return heuristic.choose(view.info, view.seat, request)
