"""Fielding the armies: the rulebook's order with its distance rules, a map's quick start,
or hexes fixed in the set-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.hexes import Hex, distance
from game.core.match import Choice
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import PlaceMech, PlaceStation
from game.games.mechaton.rules.stations import Station
from game.games.mechaton.rules.terrain import covers, free_hexes
from game.games.mechaton.rules.turn import start_turn

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState


def begin(state: MechatonState) -> None:
    """Give every army its (not yet placed) stations, and the short game its satellite."""
    for seat in range(len(state.names)):
        for _ in range(state.setup.stations_each):
            state.stations.append(Station(len(state.stations), None, seat))
    if state.options.short_game:
        state.stations.append(Station(len(state.stations), None, None, satellite=True))


def step(state: MechatonState) -> bool:
    """Place the next piece automatically, or ask for it; then start the first turn."""
    _place_satellite(state)
    if state.options.deployment != "rulebook":
        _place_all(state)
    elif state.deploy_steps:
        state.ask = ("deploy", state.deploy_steps[0][1], -1)
        return False
    return start_turn(state)


def rulebook_steps(state: MechatonState) -> list[tuple[str, int]]:
    """The book's order: defender's stations and two mechs, the primary attacker's first
    mech, the attackers' mechs in turn, their stations in turn, the defender's other mechs."""
    d, p = state.defender, state.primary
    count = [sum(1 for m in state.mechs if m.owner == s) for s in range(len(state.names))]
    attackers = [p] + [s for s in range(len(state.names)) if s not in (d, p)]
    steps = [("def_station", d)] * state.setup.stations_each
    steps += [("def_perimeter", d)] * min(2, count[d])
    steps.append(("primary", p))
    left = {s: count[s] - (s == p) for s in attackers}
    while any(left.values()):
        for s in attackers:
            if left[s]:
                steps.append(("attacker", s))
                left[s] -= 1
    steps += [("att_station", s) for _ in range(state.setup.stations_each) for s in attackers]
    steps += [("def_rest", d)] * (count[d] - min(2, count[d]))
    return steps


def legal_hexes(state: MechatonState, kind: str, seat: int) -> list[Hex]:
    """Where the next piece may go (any free hex if the rule leaves nowhere at all)."""
    stations = kind in ("def_station", "att_station")
    free = free_hexes(state, allow_cover=not stations)
    rule = RULES[kind]
    found = [h for h in free if rule(state, h, seat)]
    if kind == "primary" and not found:
        found = [h for h in free if _primary(state, h, seat, loose=True)]
    return found or free


def _defender_hexes(state: MechatonState, mechs: bool) -> list[Hex]:
    if mechs:
        return [m.hex for m in state.mechs if m.owner == state.defender and m.hex is not None]
    return [s.hex for s in state.stations if s.owner == state.defender and s.hex is not None
            and not s.satellite]


def _station_distance(state: MechatonState, h: Hex) -> int:
    own = _defender_hexes(state, mechs=False)
    return min((distance(h, s) for s in own), default=0)


def inside_perimeter(state: MechatonState, h: Hex) -> bool:
    """True if ``h`` is no farther from the defender's stations than its first two mechs."""
    return state.perimeter >= 0 and _station_distance(state, h) <= state.perimeter


def _perimeter(state: MechatonState, h: Hex, seat: int) -> bool:
    return _station_distance(state, h) <= state.options.direct_range


def _primary(state: MechatonState, h: Hex, seat: int, loose: bool = False) -> bool:
    if inside_perimeter(state, h):
        return False
    far = state.options.direct_range
    for m in state.mechs:
        if m.owner != state.defender or m.hex is None:
            continue
        d = distance(h, m.hex)
        close_enough = 2 <= d <= far if loose else far - 1 <= d <= far
        if close_enough and state.sees(h, m.hex) and not covers(state, h, m.hex):
            return True
    return False


def _attacker(state: MechatonState, h: Hex, seat: int) -> bool:
    return _closest(state, h) >= state.closest


def _closest(state: MechatonState, h: Hex) -> int:
    marks = _defender_hexes(state, True) + _defender_hexes(state, False)
    return min((distance(h, x) for x in marks), default=0)


def _att_station(state: MechatonState, h: Hex, seat: int) -> bool:
    return not inside_perimeter(state, h) and all(
        distance(h, x) > state.options.direct_range for x in _defender_hexes(state, True))


def _def_rest(state: MechatonState, h: Hex, seat: int) -> bool:
    return all(distance(h, s.hex) > state.options.direct_range for s in state.stations
               if s.hex is not None and s.owner not in (None, state.defender))


RULES = {"def_station": lambda state, h, seat: True, "def_perimeter": _perimeter,
         "primary": _primary, "attacker": _attacker, "att_station": _att_station,
         "def_rest": _def_rest}


def deploy_choices(state: MechatonState) -> list[Choice]:
    """Every legal placement for the next piece."""
    kind, seat = state.deploy_steps[0]
    hexes = legal_hexes(state, kind, seat)
    if kind.endswith("station"):
        return [PlaceStation(h) for h in hexes]
    unplaced = [m.uid for m in state.mechs if m.owner == seat and m.hex is None]
    return [PlaceMech(uid, h) for uid in unplaced for h in hexes]


def take(state: MechatonState, seat: int, choice: Choice) -> None:
    """Put the piece down and note the perimeter or the primary attacker's distance."""
    kind, _ = state.deploy_steps.pop(0)
    if isinstance(choice, PlaceStation):
        station = next(s for s in state.stations if s.owner == seat and s.hex is None)
        station.hex = choice.at
        state.emit(ev.StationPlaced(seat, station.index, choice.at))
        return
    assert isinstance(choice, PlaceMech)
    mech = state.mechs[choice.mech]
    mech.hex = choice.at
    state.emit(ev.MechPlaced(seat, mech.uid, mech.name, choice.at))
    if kind == "def_perimeter" and state.deploy_steps[0][0] != "def_perimeter":
        state.perimeter = max(_station_distance(state, m) for m in _defender_hexes(state, True))
    if kind == "primary":
        state.closest = _closest(state, choice.at)


# -- quick starts -----------------------------------------------------------------------------

def _nearest_free(state: MechatonState, anchor: Hex, allow_cover: bool) -> Hex:
    free = free_hexes(state, allow_cover)
    return min(free, key=lambda h: (distance(h, anchor), h.r, h.q))


def _place_all(state: MechatonState) -> None:
    """Map or fixed deployment, all at once: stations first (one per army in turn, so no
    army takes all the station hexes near it first), then every army's mechs."""
    fixed = state.options.deployment == "fixed"
    seats = range(len(state.names))
    anchors = [Hex(0, 0) if fixed else state.arena.spawns[s] for s in seats]
    for k in range(state.setup.stations_each):
        for seat in seats:
            station = [s for s in state.stations if s.owner == seat][k]
            station.hex = state.setup.station_hexes[seat][k] if fixed \
                else _map_station(state, anchors[seat])
            state.emit(ev.StationPlaced(seat, station.index, station.hex))
    for seat in seats:
        for k, mech in enumerate(m for m in state.mechs if m.owner == seat):
            mech.hex = state.setup.starts[seat][k] if fixed \
                else _nearest_free(state, anchors[seat], allow_cover=False)
            state.emit(ev.MechPlaced(seat, mech.uid, mech.name, mech.hex))


def _map_station(state: MechatonState, anchor: Hex) -> Hex:
    """The arena's nearest unclaimed station hex to ``anchor`` (the satellite's kept free),
    or failing that the nearest free floor."""
    taken = state.station_hexes() | {_satellite_hex(state)}
    spare = [h for h in state.arena.stations if h not in taken]
    if spare:
        return min(spare, key=lambda h: (distance(h, anchor), h.r, h.q))
    return _nearest_free(state, anchor, allow_cover=False)


def _satellite_hex(state: MechatonState) -> Hex | None:
    if not state.options.short_game:
        return None
    if state.setup.satellite is not None:
        return state.setup.satellite
    if state.arena.stations:
        return state.arena.stations[0]
    hexes = state.arena.open_hexes()
    q = round(sum(h.q for h in hexes) / len(hexes))
    r = round(sum(h.r for h in hexes) / len(hexes))
    return min(hexes, key=lambda h: (distance(h, Hex(q, r)), h.r, h.q))


def _place_satellite(state: MechatonState) -> None:
    for station in state.stations:
        if station.satellite and station.hex is None:
            station.hex = _satellite_hex(state)
            assert station.hex is not None
            state.emit(ev.StationPlaced(None, station.index, station.hex))
