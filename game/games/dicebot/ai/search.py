"""The hard Dice Bot agent: determinized playouts of the round, on a count budget.

For a weapon choice, a head ability (chip, window, brace) or a target, each candidate answer
is tried in the same ``playouts`` guesses of the hidden cards (the unseen cards dealt anew,
the dice seeded), and every playout runs the rest of the round — or the melee's end — with
the normal policy for every seat. The answer whose playouts score best wins. The budget is a
count, never a clock, so a seed always gives the same game. Grabs, payments and discards use
the normal policy (their plan scores already look ahead).
"""

from __future__ import annotations

import random

from game.core.dice import SeededDice
from game.core.match import Choice, Request
from game.games.dicebot.ai import heuristic
from game.games.dicebot.ai.view import DicebotSeatView
from game.games.dicebot.rules.parts import HAND_SIZE
from game.games.dicebot.rules.state import DicebotState

SEARCHED = ("card", "chip", "ability", "brace", "target")
"""Request kinds the hard agent searches; the others take the normal policy."""
DEFAULT_PLAYOUTS = 8
"""Guesses of the hidden cards per decision (every candidate is played in each)."""
STEP_LIMIT = 400
"""Safety cap on decisions inside one playout."""


def determinize(info: DicebotState, seat: int, rng: random.Random) -> DicebotState:
    """One guess: the other hands and the deck dealt anew from the cards ``seat`` cannot
    see, with seeded dice for everything the playout rolls."""
    guess = info.clone(dice=SeededDice(rng.randrange(1 << 30)))
    others = [s for s in range(guess.n) if s != seat]
    unseen = list(guess.deck) + [c for s in others for c in guess.hands[s]]
    rng.shuffle(unseen)
    for other in others:
        size = len(guess.hands[other])
        guess.hands[other], unseen = unseen[:size], unseen[size:]
    guess.deck = unseen
    return guess


def playout(state: DicebotState, seat: int, choice: Choice) -> float:
    """Apply ``choice`` for ``seat``, play to the round's end with the normal policy and
    score the result for ``seat``."""
    melee, medals = state.melee, list(state.medals)
    state.apply(seat, choice)
    start_round = state.round
    for _ in range(STEP_LIMIT):
        if state.over or state.melee != melee or state.round != start_round:
            break
        request = state.pending()[0]
        state.apply(request.player, heuristic.choose(state, request.player, request))
    return evaluate(state, seat, melee, medals)


def evaluate(state: DicebotState, seat: int, melee: int, medals: list[int]) -> float:
    """How good a playout's end is for ``seat``: medals won when the melee ended, else its
    robot's health and plan against its enemies'."""
    if state.over or state.melee != melee:
        gained = [state.medals[s] - medals[s] for s in range(state.n)]
        rivals = [g for s, g in enumerate(gained) if s != seat]
        return 12.0 * gained[seat] - 6.0 * sum(rivals) / max(1, len(rivals))
    foes = [s for s in range(state.n) if s != seat and state.alive[s]]
    future = max(0, HAND_SIZE - state.round) / HAND_SIZE
    mine = 0.0
    if state.alive[seat]:
        parts = heuristic.sheet(state, seat)
        mine = 6.0 + state.hp[seat] + future * 0.4 * heuristic.plan(
            parts, state.hands[seat], max(1, len(foes)))
    theirs = sum(3.0 + 0.5 * state.hp[s] for s in foes) / max(1, state.n - 1)
    return mine - 2.0 * theirs


class HardAgent:
    """Hard: the normal policy, plus playouts for weapons, heads and targets."""

    level = "hard"
    real_time_pace = 0.6
    """Seconds between its grabs in the real-time scavenge (the window waits as long)."""

    def __init__(self, seed: int, playouts: int = DEFAULT_PLAYOUTS) -> None:
        self.rng = random.Random(seed)
        self.playouts = playouts

    def choose(self, view: DicebotSeatView, request: Request) -> Choice:
        """The searched answer (or the normal one for the kinds not searched)."""
        info, seat = view.info, view.seat
        legal = request.legal_choices()
        if request.kind not in SEARCHED or len(legal) < 2:
            return heuristic.choose(info, seat, request)
        totals = [0.0] * len(legal)
        for _ in range(self.playouts):
            guess = determinize(info, seat, self.rng)
            for index, choice in enumerate(legal):
                totals[index] += playout(guess.clone(), seat, choice)
        preferred = heuristic.choose(info, seat, request)
        best = max(range(len(legal)),
                   key=lambda i: (round(totals[i], 6), legal[i] == preferred))
        return legal[best]
