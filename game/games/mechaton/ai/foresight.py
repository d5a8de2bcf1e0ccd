"""The hard agent's foresight: which mech each foe still to go is likely to attack.

A foe names the target where its attack would take the most score (the rule the normal
agent plays by, and a sound guess about anyone). A defence number is public once set, so a
high defence can turn the foes to someone else. ``guarded_threat`` counts, for each defence
number this mech might show, only the foes whose best target it would then be; the normal
agent instead counts every foe in reach at half weight.
"""

from __future__ import annotations

from game.games.mechaton.ai.assigning import AssignTables
from game.games.mechaton.ai.odds import Dist, expected_hits, fixed
from game.games.mechaton.ai.reading import attack_dist, can_attack, defence_dist, enemies, hit_value
from game.games.mechaton.ai.tactics import best_spot, foes_to_come, go_frame, shelter
from game.games.mechaton.rules.choices import Assign
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.requests import AssignRequest
from game.games.mechaton.rules.state import MechatonState


def shot_worth(state: MechatonState, foe: Mech, victim: Mech, defence: Dist) -> tuple[float,
                                                                                        float]:
    """(score the foe's best attack on ``victim`` would take, the expected hits); both 0
    when it cannot attack it from where it stands."""
    assert foe.hex is not None and victim.hex is not None
    at_band = can_attack(state, foe, foe.hex, victim.hex)
    if at_band is None:
        return 0.0, 0.0
    hits = expected_hits(attack_dist(state, foe, at_band), defence,
                         shelter(state, victim, foe), best_spot(victim))
    return hits * hit_value(state, victim), hits


def share_on(state: MechatonState, foe: Mech, me: Mech, mine: Dist) -> float:
    """Expected hits ``foe`` lands on ``me`` (showing ``mine``) if it names its best target:
    all of them when ``me`` is that target, a share of them on a tie, else none."""
    worth, hits = shot_worth(state, foe, me, mine)
    if hits <= 0.0:
        return 0.0
    better = ties = 0
    for other in enemies(state, foe.owner):
        if other.uid == me.uid:
            continue
        value, _ = shot_worth(state, foe, other, defence_dist(other))
        if value > worth + 1e-9:
            better += 1
        elif abs(value - worth) <= 1e-9:
            ties += 1
    return 0.0 if better else hits / (1 + ties)


def guarded_threat(state: MechatonState, me: Mech, defence: int) -> float:
    """Expected score ``me`` loses this turn at ``defence``: the attack that brought this
    go forward (its number is known) and the foes still to go that would pick it (a
    defence number lasts only this turn, so foes that have gone do not count)."""
    frame = go_frame(state)
    assert me.hex is not None
    mine = fixed(defence)
    hits = 0.0
    if frame.attacker is not None and len(state.frames) >= 2:
        shooter = state.mechs[frame.attacker]
        number = state.frames[-2].attack or 0
        hits += expected_hits(fixed(number), mine, shelter(state, me, shooter), best_spot(me))
    for foe in foes_to_come(state, me.owner):
        if foe.uid != frame.attacker:
            hits += share_on(state, foe, me, mine)
    return hits * hit_value(state, me)


CAUTION = 1.2
"""The hard agent's weight of danger at a hex, twice the normal agent's: with defence dice
spent only where a foe would aim, it can afford to stand where fewer foes reach."""


class ForesightTables(AssignTables):
    """The normal agent's assignment tables, with defence worth ``guarded_threat`` and
    hexes judged with ``CAUTION``."""

    caution = CAUTION

    def _defence(self, number: int | None) -> float:
        return -guarded_threat(self.state, self.me, number or 0)


def foresight_assignment(state: MechatonState, seat: int, request: AssignRequest) -> Assign:
    """The best legal assignment by ``ForesightTables``."""
    tables = ForesightTables(state, seat, request)
    choices = [c for c in request.legal_choices() if isinstance(c, Assign)]
    return max(choices, key=tables.value)
