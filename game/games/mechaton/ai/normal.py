"""The normal Mechaton agent: a balanced army, then the best choice by the heuristic, with
some slips (``SLIP_CHANCE``)."""

from __future__ import annotations

import random
from typing import Any

from game.core.match import Choice, Request
from game.games.mechaton.ai.armies import BALANCED, army_size, build_choice
from game.games.mechaton.ai.assigning import choose_assignment
from game.games.mechaton.ai.tactics import SCORERS
from game.games.mechaton.rules.requests import AssignRequest, BuildRequest
from game.games.mechaton.rules.state import MechatonState


def heuristic_choice(state: MechatonState, seat: int, request: Request) -> Choice:
    """The heuristic's pick for any request but a build (ties: the first listed)."""
    if isinstance(request, AssignRequest):
        return choose_assignment(state, seat, request)
    choices = request.legal_choices()
    scorer = SCORERS.get(request.kind)
    if scorer is None or len(choices) == 1:
        return choices[0]
    return max(choices, key=lambda c: scorer(state, seat, request, c))


SLIPS = ("target", "spot", "move")
"""The decisions the normal agent sometimes makes without judging them: whom to shoot, whom
to spot, where to move. The dice it rolls are always assigned with care."""
SLIP_CHANCE = 0.5
"""How often it does (seeded). Measured (docs/ai.md): against a normal that always judged,
hard won 3-4 of 8 on the Scrapyard and in the short game; against one that slips in half of
them, 8-9 of 12; normal still beat easy in 31 of 32 Crossroads matches (1 drawn)."""
SLIP_SHARE = 0.7
"""A slip picks among the better 70% of the choices by the heuristic, not among all of them:
with slips among all, easy won 2 of 24 short games (normal 92%); among the better 70%, 1
of 24 (96%), and hard still won 15 of 24 (16 before; docs/ai.md)."""


class NormalAgent:
    """Normal: builds ``armies.BALANCED`` mechs (as few as allowed), then plays each
    decision by the heuristic in ``tactics`` and ``assigning``, but makes a target, spot or
    move choice at random among the better ones now and then (``SLIP_CHANCE``,
    ``SLIP_SHARE``): a sound player who does not weigh every choice, so that the hard level,
    which does, stands above it."""

    level = "normal"
    plan = BALANCED

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, request: Request) -> Choice:
        """The heuristic's best legal choice (now and then a random target, spot or move
        among the better ones)."""
        if isinstance(request, BuildRequest):
            return build_choice(request, self.plan, army_size(request))
        if request.kind in SLIPS and self.rng.random() < SLIP_CHANCE:
            return self.rng.choice(slip_choices(view.info, view.seat, request))
        return heuristic_choice(view.info, view.seat, request)



def slip_choices(state: MechatonState, seat: int, request: Request) -> list[Choice]:
    """The choices a slip picks among: the better ``SLIP_SHARE`` of them by the heuristic
    (at least one), in the order listed."""
    choices = request.legal_choices()
    scorer = SCORERS.get(request.kind)
    keep = max(1, round(len(choices) * SLIP_SHARE))
    if scorer is None or keep >= len(choices):
        return choices
    ranked = sorted(range(len(choices)), key=lambda i: -scorer(state, seat, request, choices[i]))
    return [choices[i] for i in sorted(ranked[:keep])]
