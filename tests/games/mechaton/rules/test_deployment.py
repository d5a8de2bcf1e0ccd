"""Fielding the armies in the rulebook's order, with its distance rules checked, and the
quick start from a map's spawns and stations."""

from __future__ import annotations

from game.core.hexes import Hex, distance
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import PlaceMech, PlaceStation
from game.games.mechaton.rules.sample import sample_field
from game.games.mechaton.rules.setup import arena_to_json
from game.games.mechaton.rules.terrain import covers, free_hexes

from .helpers import of_type, request, start, state_of

LIGHT = ["defence", "move", "direct"]
LOADED = ["defence", "move", "hth", "direct"]
MY_STATIONS = [Hex(-10, 0), Hex(-10, 2), Hex(-9, -3)]
PERIMETER = [Hex(-5, 0), Hex(-4, 2)]


def _rulebook_json() -> dict:
    from .helpers import field

    return {"arena": arena_to_json(field()), "players": ["Me", "You"],
            "armies": [[{"name": f"Mine {k}", "parts": LIGHT} for k in range(4)],
                       [{"name": f"Yours {k}", "parts": LOADED} for k in range(4)]],
            "options": {"deployment": "rulebook"}}


def _hexes(req) -> set[Hex]:
    return {c.at for c in req.legal_choices()}


def test_the_rulebook_order_and_its_distances() -> None:
    match = start(_rulebook_json(), [1, 2] * 4 + [1, 2, 3, 4])  # each mech's initiative
    state = state_of(match)
    # given my 12 attachments against your 16: I defend, you are the primary attacker
    assert of_type(match.events, ev.PointsPerSet)[0].scores == (42, 28)
    assert (state.defender, state.primary) == (0, 1)
    # the defender places stations anywhere, then two mechs near them
    for h in MY_STATIONS:
        assert request(match).player == 0
        match.submit(0, PlaceStation(h))
    allowed = _hexes(request(match))
    assert allowed and all(min(distance(h, s) for s in MY_STATIONS) <= 10 for h in allowed)
    assert Hex(5, 0) not in allowed
    match.submit(0, PlaceMech(0, PERIMETER[0]))
    match.submit(0, PlaceMech(1, PERIMETER[1]))
    perimeter = max(min(distance(m, s) for s in MY_STATIONS) for m in PERIMETER)
    # the primary attacker: outside the perimeter, 9 or 10 from a defending mech, exposed
    req = request(match)
    assert req.player == 1
    primary = _hexes(req)
    assert primary
    for h in primary:
        assert min(distance(h, s) for s in MY_STATIONS) > perimeter
        assert any(distance(h, m) in (9, 10) and not covers(state, h, m) for m in PERIMETER)
    first = sorted(primary)[0]
    match.submit(1, PlaceMech(4, first))
    closest = min(distance(first, x) for x in MY_STATIONS + PERIMETER)
    # the attackers' other mechs: no closer to my mechs or stations than that first one
    for uid in (5, 6, 7):
        allowed = _hexes(request(match))
        assert allowed and all(min(distance(h, x) for x in MY_STATIONS + PERIMETER) >= closest
                               for h in allowed)
        match.submit(1, PlaceMech(uid, sorted(allowed)[-1]))
    # the attackers' stations: outside the perimeter, beyond direct fire of my two mechs
    yours = []
    for _ in range(3):
        allowed = _hexes(request(match))
        assert allowed and all(min(distance(h, s) for s in MY_STATIONS) > perimeter
                               and min(distance(h, m) for m in PERIMETER) > 10
                               for h in allowed)
        yours.append(sorted(allowed)[-1])
        match.submit(1, PlaceStation(yours[-1]))
    # my remaining mechs: out of direct fire range of your stations
    for uid in (2, 3):
        allowed = _hexes(request(match))
        assert allowed and all(min(distance(h, s) for s in yours) > 10 for h in allowed)
        assert len(allowed) < len(free_hexes(state))
        match.submit(0, PlaceMech(uid, sorted(allowed)[0]))
    # then the first turn begins with everything on the field
    assert of_type(match.events, ev.TurnStarted)
    assert all(m.hex is not None for m in state.mechs)
    assert all(s.hex is not None for s in state.stations)


def test_a_quick_start_uses_the_maps_spawns_and_stations() -> None:
    arena = sample_field()
    data = {"arena": arena_to_json(arena), "players": ["Me", "You", "Mitch"],
            "armies": [[{"name": f"P{p} {k}", "parts": LOADED} for k in range(3)]
                       for p in range(3)], "options": {"deployment": "map"}}
    match = start(data, [1, 2, 3, 1, 2] + list(range(1, 10)))
    state = state_of(match)
    # then every army's mechs and 2 stations sit around its own spawn
    for seat in range(3):
        anchor = arena.spawns[seat]
        mine = [m.hex for m in state.mechs if m.owner == seat]
        assert max(distance(h, anchor) for h in mine) <= 3
        stations = [s.hex for s in state.stations if s.owner == seat]
        assert len(stations) == 2 and max(distance(h, anchor) for h in stations) <= 3


def test_an_arena_too_small_for_the_armies_is_refused_before_the_match_starts() -> None:
    import pytest

    from .helpers import field

    # given a field of radius 2 (19 hexes) and two armies of up to 8 mechs and 3 stations each
    setup = {"arena": arena_to_json(field(radius=2)), "players": ["Me", "You"],
             "armies": [None, None], "options": {"deployment": "rulebook"}}
    # when a match is started on it, then it is refused with the reason and what to do
    # (before, deployment ran out of free hexes and crashed)
    with pytest.raises(ValueError, match="choose a bigger arena"):
        start(setup, [])
