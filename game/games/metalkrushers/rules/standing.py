"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py): how
much less its team has lost than the others, for search that stops before the end.

A Krusher falls when its Internal Linkage is gone; blows reach the Linkage through the armour
of the side they land on and a blocking shield. Measured in points left, a Heavy chassis is
far "ahead" of a Light one before a blow is struck, yet in 40 measured duels between the
normal agents the side with more points at the start won only about 3 in 10: the builds are
balanced by their other numbers (movement, initiative, weapons). So a team is judged by the
points it has *lost* since the start (Linkage doubled, armour, shield; a defeated Krusher's
whole build): each team's weight falls by a factor e for every ``LOSS_SCALE`` points it has
lost more than the team that lost least, and a team with nobody fighting has none. Every point
knocked off counts the same whoever takes it, as in a trade of blows.

During the Movement and Combat Phases the points each Krusher stands to lose to this turn's
blows count as lost already (``THREAT_WEIGHT``; ``threat.py``: what its pose invites, an
enemy still to move given its best approach), so a search that judges where a walk ends sees
which side the pose shows to whom. From ``APPROACH_UNTIL`` of the turn limit on, an enemy
still to move threatens nothing (only blows as the Krushers stand count): a Krusher wary of
every approach never closes in on a faster foe that wanders, and the duel ends drawn.
"""

from __future__ import annotations

import math

from game.games.metalkrushers.rules.data import INTERNAL_LINKAGE, Shield
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.state import KrusherState
from game.games.metalkrushers.rules.threat import threats

LINKAGE_WEIGHT = 2.0
"""A point of Internal Linkage lost counts double: armour only delays the blow that defeats."""
LOSS_SCALE = 20.0
"""Points lost, beyond the least-hurt team's, that cut a team's weight by a factor e (fitted
with tools/eval_quality.py)."""
THREAT_WEIGHT = 1.0
"""How much of the points a Krusher stands to lose to this turn's blows (``threat.py``: what
its pose invites) counts as lost already."""
FADE_FROM = 0.5
"""The share of the turn limit from which the threat term fades, to nothing at the limit: a
match that reaches it is a draw, and a Krusher wary of every blow it invites may never close
in on a foe that wanders (such duels against random play were drawn)."""

APPROACH_UNTIL = 0.5
"""The share of the turn limit from which an enemy still to move threatens nothing. Scaling
the threat down (``FADE_FROM``) cannot do this: a search that judges a walk's ends by the
standing, closeness to the enemy only breaking ties, ranks them by the threat alone however
small it is, so a Krusher slower than its foe kept out of the foe's reach to the limit."""


def material(linkage: int, armour: list[int] | tuple[int, ...], shield: int) -> float:
    """Linkage (doubled), armour on every side and shield points."""
    return LINKAGE_WEIGHT * max(linkage, 0) + sum(armour) + shield


def points_lost(krusher: Krusher) -> float:
    """What a Krusher has lost since its build was fielded (all of it once defeated)."""
    if krusher.build is None:
        return 0.0
    shield = max((i.armour for i in krusher.build.items() if isinstance(i, Shield)),
                 default=0)
    start = material(INTERNAL_LINKAGE, krusher.build.armour, shield)
    if not krusher.active:
        return start
    return max(0.0, start - material(krusher.il, krusher.armour, krusher.shield_ap))


def threat_weight(state: KrusherState) -> float:
    """``THREAT_WEIGHT``, fading from ``FADE_FROM`` of the turn limit to nothing at it."""
    elapsed = state.turn / max(state.setup.turn_limit, 1)
    return THREAT_WEIGHT * min(1.0, max(0.0, (1 - elapsed) / (1 - FADE_FROM)))


def evaluate_seats(state: KrusherState) -> list[float]:
    """Every seat's team's share of the teams' weights (an even share when none has any),
    worked out once for the search that reads every seat of a state
    (game/core/ruleset.py)."""
    lost: dict[int, float] = {}
    fighting: set[int] = set()
    weight = threat_weight(state)
    elapsed = state.turn / max(state.setup.turn_limit, 1)
    invited = threats(state, elapsed < APPROACH_UNTIL) if weight else {}
    for krusher in state.krushers:
        lost[krusher.team] = lost.get(krusher.team, 0.0) + points_lost(krusher) \
            + weight * invited.get(krusher.uid, 0.0)
        if krusher.active:
            fighting.add(krusher.team)
    least = min(lost.values(), default=0.0)
    weights = {t: math.exp(-(v - least) / LOSS_SCALE) if t in fighting else 0.0
               for t, v in lost.items()}
    total = sum(weights.values())
    return [weights.get(_team_of(state, seat), 0.0) / total if total > 0
            else 1.0 / max(len(weights), 1) for seat in range(len(state.names))]


def _team_of(state: KrusherState, seat: int) -> int:
    """The team of ``seat``'s Krusher (the seat itself if it has none)."""
    return next((k.team for k in state.krushers if k.seat == seat), seat)


def evaluate(state: KrusherState, player: int) -> float:
    """``player``'s team's part of ``evaluate_seats``."""
    return evaluate_seats(state)[player]
