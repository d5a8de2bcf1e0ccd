"""The random, easy and normal Dice Bot agents (the hard one is in search.py)."""

from __future__ import annotations

import random

from game.core.match import Choice, Request
from game.games.dicebot.ai import heuristic
from game.games.dicebot.ai.view import DicebotSeatView
from game.games.dicebot.rules.battle import ways_to_pay
from game.games.dicebot.rules.choices import Pass

CAREFUL_GRABS = 0.75
"""The share of the easy agent's grabs that go for what its hand needs, and of its cards
picked among those it can pay for (the rest at random among every legal choice: with every
card it could pay for, normal beat easy 75-83% of the games at two to six players, 12 a
row, seed 11; with one card in four at random, 85-100% of 20 a row)."""


class RandomAgent:
    """A seeded random legal choice for everything (the simulator's baseline)."""

    level = "random"
    real_time_pace = 1.6
    """Seconds between its grabs in the real-time scavenge (the window waits as long)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: DicebotSeatView, request: Request) -> Choice:
        """Any legal choice."""
        return self.rng.choice(request.legal_choices())


class EasyAgent:
    """Easy: grabs what its hand's costs mention most and plays a random card it can pay
    for, each with slips (``careful``), keeps its head and aims at random."""

    level = "easy"
    real_time_pace = 1.6
    """Seconds between its grabs in the real-time scavenge (the window waits as long)."""

    careful = CAREFUL_GRABS

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: DicebotSeatView, request: Request) -> Choice:
        """A simple answer; some grabs and cards are careless (``careful``)."""
        legal = request.legal_choices()
        if request.kind == "grab" and self.rng.random() < self.careful:
            state = view.info
            wanted = heuristic.need(state.hands[view.seat])
            return max(legal, key=lambda g: (wanted[state.junkyard[g.die][0]],
                                             self.rng.random()))
        if request.kind == "card":
            state = view.info
            body, head = state.body[view.seat], state.head[view.seat]
            payable = [c for c in legal if ways_to_pay(c.card, body, head)]
            if self.rng.random() >= self.careful:
                return self.rng.choice(legal)
            return self.rng.choice(payable or legal)
        if request.kind in ("chip", "ability", "brace"):
            return next(c for c in legal if isinstance(c, Pass))
        return self.rng.choice(legal)


class NormalAgent:
    """Normal: the heuristic's best-scoring answer to every request (heuristic.py)."""

    level = "normal"
    real_time_pace = 1.0
    """Seconds between its grabs in the real-time scavenge (the window waits as long)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: DicebotSeatView, request: Request) -> Choice:
        """The heuristic's answer."""
        return heuristic.choose(view.info, view.seat, request)
