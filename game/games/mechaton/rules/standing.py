"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py), for
search that stops before the end.

Mechaton is decided at doomsday by the score (assets held times points per asset), so the
standing is the score: half the seat's share of the scores held now, sharpened more the
less time is left on the clock (with eleven ticks to go a lead of 49 to 30 is far from safe,
with one tick it nearly always holds), half its share of the scores *expected at doomsday*.
There a station counts as expected, not as held: one a foe's mech can reach (stand next to)
before doomsday, with no guard of its owner beside it, is partly the foe's already, and a
seizure takes several goes of walking, far more than a search looks ahead
(``station_outlook``). A mech counts as its chance to see doomsday against the guns pointed
at its side over the turns left (``attrition.expected_mechs``): every hit it takes, white
dice too, and every weapon a foe loses shows, a hit on a mech near rubble shows most, and
the guns count for less as the clock runs down, inside the score rather than beside it (so
that only a lead, held or expected, makes ticking the clock worth it). In the short game the
satellite's holder at doomsday wins, so its expected holding is half the standing there.
"""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.rules.attrition import expected_mechs
from game.games.mechaton.rules.state import MechatonState, Station

SCORE_POWER = 2.0
"""Scores are raised to this power before sharing, even with the whole clock to run..."""
CLOCK_SHARPENING = 10.0
"""... plus this much over the ticks left (12 at the last tick): a lead firms up as the clock
runs down (fitted with tools/eval_quality.py)."""
HELD_WEIGHT = 0.5
"""Share of the score standing that is the scores held now; the rest is the scores expected
at doomsday. Only what is held firms up as the clock runs down: a seizure still to come
does not, so the search ticks the clock only for a lead it holds (sharpening the expected
scores with the clock too made it tick on a tie while its mechs merely stood near enemy
stations, and lose the match to the next wreck)."""
EXPECTED_POWER = 4.0
"""The expected scores are raised to this power before sharing, whatever the clock."""
SATELLITE_WEIGHT = 0.5
"""Share of the standing that is holding the satellite, in the short game."""
STRIDE = 4.0
"""Hexes a mech covers in a turn, about: its move die is the best of its white and green d6s."""
SEIZE_CHANCE = 0.5
"""How likely a foe's mech that can reach a station in time, unguarded, seizes it by
doomsday (it may be shot on the way, or the holder may come back)."""
GUARD = 0.7
"""How much a guard of the holder's, standing beside its station, keeps a seizure off (a foe
must wreck it first: nobody seizes while another mech is next to the station); a guard a
turn's walk away counts for nothing."""


def _arrival(nearest: int | None, turns_left: int) -> float:
    """In [0, 1]: how surely a mech ``nearest`` hexes from a station can stand beside it
    before doomsday (1 if it stands there now, 0 if it cannot get there with the turns left,
    or there is no such mech)."""
    if nearest is None:
        return 0.0
    return max(0.0, 1.0 - max(nearest - 1, 0) / (STRIDE * max(turns_left, 1)))


def _nearest(at: Hex, mechs: list[tuple[int, int, int]], seats: int) -> list[int | None]:
    """Every seat's distance from ``at`` to its nearest mech of ``mechs`` (q, r, owner)."""
    nearest: list[int | None] = [None] * seats
    q, r = at.q, at.r
    for mq, mr, owner in mechs:
        # hexes.distance written out: this runs for every station and mech at every call
        steps = (abs(mq - q) + abs(mr - r) + abs(mq - q + mr - r)) // 2
        best = nearest[owner]
        if best is None or steps < best:
            nearest[owner] = steps
    return nearest


def station_outlook(state: MechatonState, station: Station,
                    mechs: list[tuple[int, int, int]]) -> list[float]:
    """Every seat's chance of holding ``station`` at doomsday: its holder keeps it unless a
    foe's mech reaches it in time (less likely the nearer a guard of the holder's stands);
    ``mechs`` are the live mechs on the field as (q, r, owner)."""
    seats = len(state.names)
    held = [1.0 if seat == station.owner else 0.0 for seat in range(seats)]
    if station.hex is None:
        return held
    nearest = _nearest(station.hex, mechs, seats)
    owner = station.owner
    guard = _arrival(nearest[owner], 1) if owner is not None else 0.0
    threats = [0.0 if seat == owner else _arrival(nearest[seat], state.clock)
               for seat in range(seats)]
    pressure = sum(threats)
    if pressure <= 0:
        return held
    lost = SEIZE_CHANCE * max(threats) * (1 - GUARD * guard)
    return [(1 - lost) * h + lost * t / pressure for h, t in zip(held, threats, strict=True)]


def _field_mechs(state: MechatonState) -> list[tuple[int, int, int]]:
    """The live mechs on the field as (q, r, owner)."""
    return [(m.hex.q, m.hex.r, m.owner) for m in state.mechs if m.alive and m.hex is not None]


def expected_assets(state: MechatonState) -> list[float]:
    """Every seat's live mechs expected at doomsday (``attrition.expected_mechs``) plus its
    expected holding of every station (satellite aside)."""
    assets = expected_mechs(state.mechs, len(state.names), state.clock,
                            state.options.double_weapons)
    mechs = _field_mechs(state)
    for station in state.stations:
        if not station.satellite:
            for seat, chance in enumerate(station_outlook(state, station, mechs)):
                assets[seat] += chance
    return assets


def _sharpened_shares(scores: list[float], power: float) -> list[float]:
    """Every seat's share of the scores, each (over the top score) raised to ``power``."""
    top = max(scores)
    if top <= 0:
        return [1.0 / len(scores)] * len(scores)
    sharpened = [(s / top) ** power for s in scores]
    total = sum(sharpened)  # at least 1: the top score's own term
    return [value / total for value in sharpened]


def score_standings(state: MechatonState) -> list[float]:
    """Every seat's score standing: half its share of the scores held now, sharpened as the
    clock runs down, half its share of the scores expected at doomsday, sharpened the same
    at any time (assets alone before points per asset)."""
    points = state.points_per or tuple(1 for _ in state.names)
    held = [float(state.assets(seat) * p) for seat, p in enumerate(points)]
    expected = [a * p for a, p in zip(expected_assets(state), points, strict=True)]
    power = SCORE_POWER + CLOCK_SHARPENING / max(state.clock, 1)
    return [HELD_WEIGHT * now + (1 - HELD_WEIGHT) * later
            for now, later in zip(_sharpened_shares(held, power),
                                  _sharpened_shares(expected, EXPECTED_POWER), strict=True)]


def score_standing(state: MechatonState, player: int) -> float:
    """``player``'s score standing (``score_standings``)."""
    return score_standings(state)[player]


def satellite_standings(state: MechatonState) -> list[float] | None:
    """Every seat's chance of holding the short game's satellite at doomsday (an even share
    while nobody holds it and nobody is near); None outside the short game."""
    if not state.options.short_game:
        return None
    seats = len(state.names)
    satellite = next((s for s in state.stations if s.satellite), None)
    if satellite is None:
        return [1.0 / seats] * seats
    outlook = station_outlook(state, satellite, _field_mechs(state))
    unheld = 1.0 - sum(outlook)
    return [chance + unheld / seats for chance in outlook]


def satellite_standing(state: MechatonState, player: int) -> float | None:
    """``player``'s part of ``satellite_standings``; None outside the short game."""
    found = satellite_standings(state)
    return None if found is None else found[player]


def evaluate_seats(state: MechatonState) -> list[float]:
    """Every seat's standing in [0, 1] at once (they add up to 1): what ``evaluate`` gives
    each, for the search that reads every seat's standing of one state (game/core/ruleset.py)."""
    standings = score_standings(state)
    satellite = satellite_standings(state)
    if satellite is None:
        return standings
    return [(1 - SATELLITE_WEIGHT) * standing + SATELLITE_WEIGHT * held
            for standing, held in zip(standings, satellite, strict=True)]


def evaluate(state: MechatonState, player: int) -> float:
    """``player``'s standing in [0, 1] (the seats' standings add up to 1)."""
    return evaluate_seats(state)[player]
