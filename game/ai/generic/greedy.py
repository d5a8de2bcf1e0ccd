"""A cheap rollout policy for any game: each seat plays the best of a few sampled choices by
one step of look-ahead (its standing right after the choice), so a playout attacks, scores and
defends roughly as a player would instead of wasting its turns at random.

Only the seam is used: ``pending()``, ``legal_choices()``, ``clone()``, ``apply`` and the
standing (game/ai/generic/standing.py). Every probe of one step is a clone with a copy of the
same dice, so the choices are compared under the same luck (common random numbers), and the
best probe's clone simply becomes the state the playout goes on from.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.ai.generic.playout import best_probe
from game.ai.generic.standing import Evaluate
from game.core.match import Request


@dataclass
class Rollout:
    """How one playout went: the state it ended in, the decisions made and the ``apply``
    calls spent (probes included: what the step budget counts)."""

    state: Any
    decisions: int = 0
    applied: int = 0


def next_request(state: Any, rng: random.Random) -> Request | None:
    """The request a playout answers next: the first pending, or while several real-time
    requests are open a random one of them (any seat may be first to the table)."""
    pending: list[Request] = state.pending()
    if not pending:
        return None
    return rng.choice(pending) if pending[0].real_time else pending[0]


FORCED_PER_DECISION = 4
"""With ``forced_free``, at most this many forced answers per counted decision (a cap, so a
playout always stops)."""


def play_greedy(state: Any, depth: int, rng: random.Random, probes: int,
                evaluate: Evaluate, players: int, share: float = 1.0,
                forced_free: bool = False) -> Rollout:
    """Play until the match ends or ``depth`` decisions, each seat choosing the best of
    ``probes`` sampled legal choices by its standing after it (ties: the first sampled, so a
    choice that changes nothing at once is a random one) — on a ``share`` of the decisions,
    drawn at random; the others, and every secret request, are answered at random (a probe
    of a secret request would see the other seats' blind answers already made, and play as
    if it could read them). With ``forced_free`` a request with one legal choice does not
    count toward ``depth`` (it still costs an ``apply``), so the playout sees further."""
    run = Rollout(state)
    forced = 0
    while (run.decisions < depth and forced < FORCED_PER_DECISION * depth
           and not run.state.is_over):
        request = next_request(run.state, rng)
        if request is None:
            break
        choices = request.legal_choices()
        if (len(choices) == 1 or probes <= 1 or request.secret
                or (share < 1.0 and rng.random() >= share)):
            run.state.apply(request.player, choices[0] if len(choices) == 1
                            else rng.choice(choices))
            run.applied += 1
        else:
            run.state = _best_probe(run, request, rng.sample(choices, min(probes, len(choices))),
                                    evaluate, players)
        if forced_free and len(choices) == 1:
            forced += 1
        else:
            run.decisions += 1
    return run


def _best_probe(run: Rollout, request: Request, tried: list[Any], evaluate: Evaluate,
                players: int) -> Any:
    _, trial = best_probe(run.state, request.player, tried, players, evaluate)
    run.applied += len(tried)
    return trial
