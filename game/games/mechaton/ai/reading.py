"""Reading a Mechaton state from one seat: values of mechs and hits, threats, the dice a
mech brings to an attack or a defence, and how good a hex is to stand on."""

from __future__ import annotations

from collections.abc import Iterable

from game.core.hexes import Hex, distance
from game.games.mechaton.ai.odds import Dist, best_of, expected_hits, fixed, pool
from game.games.mechaton.rules.dicepool import can_reach
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.state import MechatonState
from game.games.mechaton.rules.terrain import band, covers

SEIZE_WEIGHT = 1.0
GUARD_WEIGHT = 0.35
APPROACH_WEIGHT = 0.06
PRESS_WEIGHT = 0.2
RAID_REACH = 9
"""A foe this close to a station could reach it and seize it on its next go."""
THREATENED_GUARD = 0.8
THREAT_WEIGHT = 0.6
REACH_WEIGHT = 0.25


def points_per(state: MechatonState, seat: int) -> int:
    """A seat's points per asset (5 before they are set)."""
    return state.points_per[seat] if state.points_per else 5


def toughness(mech: Mech) -> int:
    """Hits it can still take before it is rubble."""
    return len(mech.parts) + mech.white


def hit_value(state: MechatonState, mech: Mech) -> float:
    """What one hit on ``mech`` is worth in score (its owner's points per, spread over the
    hits it can take, a little more than the share for the blow that wrecks it)."""
    left = max(1, toughness(mech))
    worth = points_per(state, mech.owner) / left
    return worth * (1.5 if left == 1 else 1.0)


def enemies(state: MechatonState, seat: int) -> list[Mech]:
    """Other seats' working mechs on the field."""
    return [m for m in state.live() if m.owner != seat]


def attack_dist(state: MechatonState, mech: Mech, at_band: str, rocket: bool = False) -> Dist:
    """The best attack ``mech`` can make at a band (its reds there and one white)."""
    red = mech.red(at_band, state.options.double_weapons)
    reds = [6] * red.d6 + [8] * red.d8 + ([8] if rocket else [])
    return best_of(pool(reds, min(1, mech.white)))


def defence_dist(mech: Mech) -> Dist:
    """The defence ``mech`` shows: its number if set, else its best blue or one white, -1."""
    if mech.defence is not None:
        return fixed(mech.defence)
    return best_of(pool([6] * mech.count("defence"), min(1, mech.white)), 1)


def can_attack(state: MechatonState, mech: Mech, at: Hex, target_hex: Hex) -> str | None:
    """The band ``mech`` standing at ``at`` could attack ``target_hex`` at (None: it cannot)."""
    if not state.sees(at, target_hex):
        return None
    at_band = band(at, target_hex, state.options.direct_range)
    allowed, _ = can_reach(state, mech, at_band)
    return at_band if allowed else None


def threat_on(state: MechatonState, me: Mech, at: Hex, defence: Dist,
              foes: Iterable[Mech]) -> float:
    """Expected hits the ``foes`` would land on ``me`` standing at ``at`` (each attacking)."""
    total = 0.0
    for foe in foes:
        assert foe.hex is not None
        at_band = can_attack(state, foe, foe.hex, at)
        if at_band is None:
            continue
        shelter = bool(covers(state, at, foe.hex))
        total += expected_hits(attack_dist(state, foe, at_band), defence, shelter)
    return total


def best_shot(state: MechatonState, me: Mech, at: Hex, foes: Iterable[Mech]) -> float:
    """The most score ``me`` could take off one foe from ``at`` in one attack."""
    best = 0.0
    for foe in foes:
        assert foe.hex is not None
        at_band = can_attack(state, me, at, foe.hex)
        if at_band is None:
            continue
        shelter = bool(covers(state, foe.hex, at))
        hits = expected_hits(attack_dist(state, me, at_band), defence_dist(foe), shelter)
        best = max(best, hits * hit_value(state, foe))
    return best


def station_value(state: MechatonState, me: Mech, at: Hex,
                  approach: float = APPROACH_WEIGHT) -> float:
    """Score won by standing at ``at``: seizing a station alone next to it, guarding one of
    ours, and drawing nearer the closest station not ours."""
    value = 0.0
    mine = points_per(state, me.owner)
    nearest = None
    for station in state.stations:
        if station.hex is None:
            continue
        d = distance(at, station.hex)
        if station.owner == me.owner:
            if d <= 1:
                value += guard_value(state, me, station.hex)
            continue
        if d <= 1 and _alone_by(state, me, station.hex):
            theirs = points_per(state, station.owner) if station.owner is not None else 0
            worth = mine + theirs
            if station.satellite:
                worth += 3 * mine
            value += SEIZE_WEIGHT * worth
        nearest = d if nearest is None else min(nearest, d)
    if nearest is not None:
        value -= approach * mine * nearest
    return value


def guard_value(state: MechatonState, me: Mech, station: Hex) -> float:
    """Standing next to our own station: nobody can seize it while we do. Worth the whole
    swing when a foe could get there soon and no friend stands by it already."""
    mine = points_per(state, me.owner)
    foes = [m for m in enemies(state, me.owner)
            if m.hex is not None and distance(m.hex, station) <= RAID_REACH]
    if not foes:
        return GUARD_WEIGHT * mine
    guarded = any(m.uid != me.uid and m.owner == me.owner and m.hex is not None
                  and distance(m.hex, station) <= 1 for m in state.live())
    if guarded:
        return GUARD_WEIGHT * mine
    swing = mine + max(points_per(state, m.owner) for m in foes)
    return THREATENED_GUARD * swing


def _alone_by(state: MechatonState, me: Mech, station: Hex) -> bool:
    return not any(m.uid != me.uid and m.hex is not None and distance(m.hex, station) <= 1
                   for m in state.live())


def hex_value(state: MechatonState, me: Mech, at: Hex, defence: Dist,
              caution: float = THREAT_WEIGHT) -> float:
    """How good ``at`` is for ``me`` to end its go on: stations, less threat (weighed by
    ``caution``), a shot. Behind on score it presses toward the stations and minds the
    danger half as much."""
    foes = enemies(state, me.owner)
    danger = threat_on(state, me, at, defence, foes) * hit_value(state, me)
    ahead = leading(state, me.owner)
    return (station_value(state, me, at, APPROACH_WEIGHT if ahead else PRESS_WEIGHT)
            - (caution if ahead else caution / 2) * danger
            + REACH_WEIGHT * best_shot(state, me, at, foes))


def leading(state: MechatonState, seat: int) -> bool:
    """True if ``seat`` would win if the game ended now."""
    satellite = next((s for s in state.stations if s.satellite), None)
    if state.options.short_game and satellite is not None and satellite.owner is not None:
        return satellite.owner == seat
    scores = state.scores()
    return all(scores[seat] > v for s, v in enumerate(scores) if s != seat)
