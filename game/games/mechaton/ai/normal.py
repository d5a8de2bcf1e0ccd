"""The normal Mechaton agent: a balanced army, then the best choice by the heuristic."""

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


class NormalAgent:
    """Normal: builds ``armies.BALANCED`` mechs (as few as allowed), then plays each
    decision by the heuristic in ``tactics`` and ``assigning``."""

    level = "normal"
    plan = BALANCED

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, request: Request) -> Choice:
        """The heuristic's best legal choice."""
        if isinstance(request, BuildRequest):
            return build_choice(request, self.plan, army_size(request))
        return heuristic_choice(view.info, view.seat, request)
