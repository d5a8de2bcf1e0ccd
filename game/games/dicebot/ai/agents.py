"""The random, easy and normal Dice Bot agents (the hard one is in search.py)."""

from __future__ import annotations

import random

from game.core.match import Choice, Request
from game.games.dicebot.ai import heuristic
from game.games.dicebot.ai.view import DicebotSeatView
from game.games.dicebot.rules.battle import ways_to_pay
from game.games.dicebot.rules.choices import Pass

CAREFUL_CARDS = 0.75
"""The share of the easy agent's cards picked among those it can pay for (the rest at random
among every legal card: with every card it could pay for, normal beat easy 75-83% of the
games at two to six players, 12 a row, seed 11; with one card in four at random, 85-100% of
20 a row)."""


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
    """Easy: grabs whatever die comes to hand, plays a random card it can pay for (with
    slips, ``careful_cards``), keeps its head and aims at random.

    Its grabs once went for what its hand's costs mention most (three in four): then normal,
    alone at a three-player table against two easy robots, lost one game in five (85% of 600
    over both seatings); grabbing at random, 93% (docs/ai.md, fourth pass)."""

    level = "easy"
    real_time_pace = 1.6
    """Seconds between its grabs in the real-time scavenge (the window waits as long)."""

    careful_cards = CAREFUL_CARDS

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: DicebotSeatView, request: Request) -> Choice:
        """A simple answer; some cards are careless (``careful_cards``)."""
        legal = request.legal_choices()
        if request.kind == "card":
            state = view.info
            body, head = state.body[view.seat], state.head[view.seat]
            payable = [c for c in legal if ways_to_pay(c.card, body, head)]
            if self.rng.random() >= self.careful_cards:
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
