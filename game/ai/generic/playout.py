"""Playing a cloned state forward with random choices, and valuing where it ends (any game).

Everything here uses only the ruleset seam (game/core/ruleset.py): ``pending()``,
``legal_choices()``, ``apply``, ``clone``, ``is_over``, ``result`` and the standing of a seat
(game/ai/generic/standing.py: the ruleset's optional ``evaluate``, else health share).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.generic.standing import CLOSING_WEIGHT, Evaluate, Standing, health_share
from game.core.match import Choice, Request

TERMINAL_WIN, TERMINAL_LOSS = 1.0, 0.0
ESTIMATE_LOW, ESTIMATE_HIGH = 0.1, 0.9
"""A position that is not over is valued inside (0.1, 0.9), so a real win or loss found by a
playout always counts for more than any estimate."""


def winners_of(result: Any) -> tuple[int, ...]:
    """The seats that won (``result.winners`` for team games, else ``result.winner``; empty
    for a draw)."""
    winners = getattr(result, "winners", None)
    if winners is not None:
        return tuple(winners)
    winner = getattr(result, "winner", None)
    return () if winner is None else (int(winner),)


def outcome_value(result: Any, seat: int, players: int) -> float:
    """1 for a win, 0 for a loss, an equal share (1/players) for a draw."""
    winners = winners_of(result)
    if not winners:
        return 1.0 / players
    return TERMINAL_WIN if seat in winners else TERMINAL_LOSS


def value(state: Any, seat: int, players: int, evaluate: Evaluate = health_share) -> float:
    """How good ``state`` is for ``seat``: the result if the match is over, else its standing
    (``evaluate``) squeezed into (ESTIMATE_LOW, ESTIMATE_HIGH)."""
    if state.is_over or not isinstance(evaluate, Standing):
        return coarse_value(state, seat, players, evaluate)
    return (coarse_value(state, seat, players, evaluate)
            + (ESTIMATE_HIGH - ESTIMATE_LOW) * CLOSING_WEIGHT * evaluate.closeness(state, seat))


def coarse_value(state: Any, seat: int, players: int, evaluate: Evaluate) -> float:
    """``value`` without a ``Standing``'s closeness (which needs a view, the costly part):
    comparing by it first and by closeness only among ties orders states as ``value``."""
    if state.is_over:
        return outcome_value(state.result, seat, players)
    if isinstance(evaluate, Standing):
        standing = (1 - CLOSING_WEIGHT) * evaluate.against(state, seat, players)
    else:
        standing = evaluate(state, seat)
    return ESTIMATE_LOW + (ESTIMATE_HIGH - ESTIMATE_LOW) * min(1.0, max(0.0, standing))


TIE = 1e-9
"""Standings closer than this are a tie."""


def best_state(states: Sequence[Any], seat: int, players: int,
               evaluate: Evaluate = health_share) -> int:
    """The index of the state best for ``seat`` by ``value`` (ties: the first); the costly
    closeness of a ``Standing`` is read only among the states tied without it."""
    coarse = [coarse_value(s, seat, players, evaluate) for s in states]
    top = max(coarse)
    tied = [i for i, score in enumerate(coarse) if score >= top - TIE]
    if len(tied) == 1 or not isinstance(evaluate, Standing) or states[tied[0]].is_over:
        return tied[0]
    near = [evaluate.closeness(states[i], seat) for i in tied]
    return tied[near.index(max(near))]


def best_probe(state: Any, player: int, tried: Sequence[Any], players: int,
               evaluate: Evaluate = health_share) -> tuple[int, Any]:
    """Each of ``tried`` applied for ``player`` on its own clone of ``state``: the index of
    the best for ``player`` by ``best_state`` (ties: the first) and its state after it
    (one ``apply`` per choice tried)."""
    trials = []
    for choice in tried:
        trial = state.clone()
        trial.apply(player, choice)
        trials.append(trial)
    index = best_state(trials, player, players, evaluate)
    return index, trials[index]


def ranked_states(states: Sequence[Any], seat: int, players: int,
                  evaluate: Evaluate = health_share) -> list[int]:
    """Indices of ``states``, best for ``seat`` first by ``value`` (ties: listed order), the
    coarse value first, then closeness."""
    keys = [(round(coarse_value(s, seat, players, evaluate) / TIE),
             evaluate.closeness(s, seat) if isinstance(evaluate, Standing) and not s.is_over
             else 0.0) for s in states]
    return sorted(range(len(states)), key=lambda i: (-keys[i][0], -keys[i][1]))


def request_of(state: Any, player: int) -> Request | None:
    """The request ``player`` must answer in ``state`` now, if any."""
    pending: list[Request] = state.pending()
    for request in pending:
        if request.player == player:
            return request
    return None


def answer_randomly(state: Any, request: Request, rng: random.Random) -> None:
    """Apply a uniformly random legal choice for ``request``."""
    state.apply(request.player, rng.choice(request.legal_choices()))


def play_root(state: Any, seat: int, choice: Choice, real_time: bool,
              rng: random.Random) -> int:
    """Apply ``choice`` for ``seat`` in ``state`` (sampling, for a real-time request, how many
    other seats' answers arrive first); returns the decisions applied. A choice the sampled
    world no longer allows (someone grabbed it first) is replaced by a random legal one."""
    steps = 0
    if real_time:
        others = [r for r in state.pending() if r.player != seat and r.real_time]
        for request in rng.sample(others, rng.randint(0, len(others))):
            current = request_of(state, request.player)
            if current is not None:
                answer_randomly(state, current, rng)
                steps += 1
    mine = request_of(state, seat)
    if mine is None:
        return steps
    legal = mine.legal_choices()
    state.apply(seat, choice if choice in legal else rng.choice(legal))
    return steps + 1


Policy = Callable[[Request, random.Random], Choice]
"""How a playout answers a request (default: a uniformly random legal choice)."""


def uniform(request: Request, rng: random.Random) -> Choice:
    """A uniformly random legal choice."""
    return rng.choice(request.legal_choices())


def play_out(state: Any, depth: int, rng: random.Random, policy: Policy = uniform,
             moves: list[tuple[int, Choice]] | None = None) -> int:
    """Play ``policy``'s choices until the match ends or ``depth`` decisions; returns the
    decisions made (appended as (player, choice) to ``moves`` if given).

    Each step answers one pending request: the first, or, while several real-time requests
    are open, a random one of them (any seat may be first to the table)."""
    steps = 0
    while steps < depth and not state.is_over:
        pending: Sequence[Request] = state.pending()
        if not pending:
            break
        request = rng.choice(pending) if pending[0].real_time else pending[0]
        choice = policy(request, rng)
        state.apply(request.player, choice)
        if moves is not None:
            moves.append((request.player, choice))
        steps += 1
    return steps


class Mast:
    """Move-average sampling (MAST): a playout policy that learns, within one decision, which
    choices tended to end well for the seat making them, and plays the best-known legal one
    with probability ``greed`` (else a random one). Choices are keyed by value, so it needs
    nothing from the ruleset beyond hashable choices (frozen dataclasses)."""

    def __init__(self, greed: float) -> None:
        self.greed = greed
        self.stats: dict[tuple[int, Choice], list[float]] = {}

    def __call__(self, request: Request, rng: random.Random) -> Choice:
        """A playout's answer to ``request``."""
        choices = request.legal_choices()
        if rng.random() >= self.greed:
            return rng.choice(choices)
        scores = [self.mean(request.player, choice) for choice in choices]
        top = max(scores)
        return rng.choice([c for c, score in zip(choices, scores, strict=True) if score == top])

    def mean(self, player: int, choice: Choice) -> float:
        """The average value ``player`` got after playing ``choice`` (unseen: 1, optimism)."""
        total = self.stats.get((player, choice))
        return total[0] / total[1] if total else 1.0

    def learn(self, moves: list[tuple[int, Choice]], values: Sequence[float]) -> None:
        """Credit every move of a playout with the value its player got at the end."""
        for player, choice in moves:
            total = self.stats.setdefault((player, choice), [0.0, 0])
            total[0] += values[player]
            total[1] += 1
