"""The generic agent: information-set Monte Carlo search that plays any ruleset.

Every new game gets a fair opponent on its first day: this agent needs only the ruleset seam
(game/core/ruleset.py) — the information state, ``clone(dice=...)``, requests and their legal
choices, ``apply``, the result and the units of a view.

How it decides (flat Monte Carlo with UCB1 over the legal choices):

- A request with one legal choice is answered at once. Longer lists are cut to ``width``
  choices drawn at random (a count, so the cost never depends on the list's length).
- Each playout determinizes: it clones the seat's information state with fresh seeded dice.
  Other seats' hidden answers to simultaneous secret requests are missing from that state,
  so their requests are still pending and get random legal answers; for a real-time request
  a random number of other seats answer before us.
- UCB1 picks the candidate to try; the playout applies it and plays random legal choices for
  every seat up to ``depth`` decisions (or the end). The value is the result if the match
  ended (win 1, loss 0, draw an equal share) or else the seat's share of the health still
  standing, squeezed into (0.1, 0.9).
- The budget is counted in playouts and in decisions applied (``playouts``, ``steps``), never
  in wall time, and every random number comes from the seed and the request, so a seed gives
  the same match on any machine. The most-visited candidate wins (ties: the better mean).

What was tried and measured on Meatbot (2-seat duels on the sample arenas, docs/ai.md):
see "The generic agent" in docs/ai.md for the win rates and decision times of each setting.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from game.ai.base import SeatView
from game.ai.generic.playout import Mast, play_out, play_root, value
from game.core.dice import SeededDice
from game.core.match import Choice, Request

EXPLORATION = 0.5
"""UCB1's exploration weight (values lie in [0, 1])."""


@dataclass(frozen=True)
class Budget:
    """How much one decision may cost, in counts: at most ``playouts`` playouts and ``steps``
    decisions applied over all of them; each playout stops after ``depth`` decisions; at
    most ``width`` candidate choices are searched. ``greed`` > 0 makes playouts use MAST
    (``playout.Mast``) with that probability of playing the best-known choice."""

    playouts: int = 64
    steps: int = 1500
    depth: int = 24
    width: int = 12
    greed: float = 0.0


class GenericAgent:
    """Plays any ruleset by information-set Monte Carlo search (see the module docstring)."""

    def __init__(self, seed: int, budget: Budget | None = None, level: str = "generic") -> None:
        self.seed = seed
        self.budget = budget or Budget()
        self.level = level
        self.playouts = 0
        self.steps = 0

    def choose(self, view: SeatView, request: Request) -> Choice:
        """The most promising legal choice for ``request`` within the budget."""
        choices = request.legal_choices()
        if len(choices) == 1:
            return choices[0]
        rng = random.Random(f"{self.seed}:{request.id}:{request.player}:{request.kind}")
        candidates = self.candidates(choices, rng)
        totals = [0.0] * len(candidates)
        visits = [0] * len(candidates)
        players = len(view.info.names)
        mast = Mast(self.budget.greed) if self.budget.greed > 0 else None
        steps = playouts = 0
        while playouts < self.budget.playouts and steps < self.budget.steps:
            index = _ucb_pick(totals, visits, playouts)
            used, worth = self._playout(view, request, candidates[index], players, rng, mast)
            totals[index] += worth
            visits[index] += 1
            steps += used
            playouts += 1
        self.playouts += playouts
        self.steps += steps
        best = max(range(len(candidates)),
                   key=lambda i: (visits[i], totals[i] / max(visits[i], 1), -i))
        return candidates[best]

    def candidates(self, choices: list[Choice], rng: random.Random) -> list[Choice]:
        """The choices worth searching: all, or ``width`` of them drawn at random (in their
        listed order) when there are more."""
        if len(choices) <= self.budget.width:
            return choices
        keep = sorted(rng.sample(range(len(choices)), self.budget.width))
        return [choices[i] for i in keep]

    def _playout(self, view: SeatView, request: Request, choice: Choice, players: int,
                 rng: random.Random, mast: Mast | None) -> tuple[int, float]:
        state: Any = view.info.clone(dice=SeededDice(rng.getrandbits(63)))
        used = play_root(state, view.seat, choice, request.real_time, rng)
        if mast is None:
            used += play_out(state, self.budget.depth, rng)
            return max(used, 1), value(state, view.seat, players)
        moves: list[tuple[int, Choice]] = []
        used += play_out(state, self.budget.depth, rng, mast, moves)
        values = [value(state, seat, players) for seat in range(players)]
        mast.learn(moves, values)
        return max(used, 1), values[view.seat]


def _ucb_pick(totals: list[float], visits: list[int], playouts: int) -> int:
    """Each candidate once, then the highest UCB1 score (ties: the earliest)."""
    for index, count in enumerate(visits):
        if count == 0:
            return index
    log_n = math.log(playouts)
    scores = [totals[i] / visits[i] + EXPLORATION * math.sqrt(log_n / visits[i])
              for i in range(len(visits))]
    return scores.index(max(scores))
