"""The seat's own follow-up: after the choice being judged, the decisions the same seat makes
next, right away, played as well as a few probes allow (any game).

Why: a choice is often only as good as what its maker does next. A Mechaton mech that sets a
die aside for moving gains nothing until it walks, and if the walk after it is drawn at
random (as a playout draws it) the die looks worthless or worse, so the search kept its dice
for defence and stood still. Judged after the seat's own next few decisions, each taken as
the best of a few sampled choices by the standing right after it, the die is worth a good
walk. Only the seam is used: ``pending()``, ``legal_choices()``, ``clone()``, ``apply`` and
the standing.

Why a plan: probing is the cost (a clone, an ``apply`` and a standing per probe), and the
seat's next decisions after one root choice are nearly the same in every sampled world (no
die is rolled between a Mechaton assignment and the walk it pays for). So the picks found
the first time a root choice is followed are kept as its plan and replayed in the other
worlds while each is still legal; only a decision the plan lacks, or whose pick is no longer
legal, is probed again. Measured in docs/ai.md ("Seventh pass").
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.generic.playout import best_probe
from game.ai.generic.standing import Evaluate
from game.core.match import Choice

FORCED_PER_FOLLOW = 4
"""At most this many forced answers (one legal choice) per decision followed: a cap, so the
follow-up always stops."""


def follow_own(state: Any, seat: int, rng: random.Random, limit: int, probes: int,
               evaluate: Evaluate, players: int, plan: list[Choice] | None = None) -> int:
    """Play ``seat``'s own decisions that are pending next in ``state`` (open, turn-based,
    the first pending request), at most ``limit`` of them with a choice, each the best of
    ``probes`` sampled choices by the standing right after it (ties: the first sampled);
    forced answers are applied as they come. Stops at another seat's request, a secret or
    real-time one, or the match's end. With ``plan``, its n-th pick answers the n-th
    decision when still legal there, and a decision past its end is probed and its pick
    appended. Changes ``state`` (and ``plan``) in place; returns the ``apply`` calls
    spent, probes included."""
    applied = decisions = forced = 0
    while (decisions < limit and forced < FORCED_PER_FOLLOW * limit
           and not state.is_over):
        pending = state.pending()
        if not pending:
            break
        request = pending[0]
        if request.player != seat or request.secret or request.real_time:
            break
        choices = request.legal_choices()
        if len(choices) == 1:
            state.apply(seat, choices[0])
            applied += 1
            forced += 1
            continue
        if plan is not None and decisions < len(plan) and plan[decisions] in choices:
            pick = plan[decisions]
        else:
            tried = rng.sample(choices, min(probes, len(choices)))
            pick = tried[best_probe(state, seat, tried, players, evaluate)[0]]
            applied += len(tried)
            if plan is not None and decisions == len(plan):
                plan.append(pick)
        state.apply(seat, pick)
        applied += 1
        decisions += 1
    return applied

