"""Two Mechaton rulings settled to match the code (2026-11-28): a wall beside the target on
the line to the attacker is cover (ruling 2), and the rulebook's deployment may use any legal
hex of the field, not only a map's start zones (ruling 7)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.rules.choices import PlaceStation
from game.games.mechaton.rules.setup import arena_to_json
from game.games.mechaton.rules.terrain import covers, free_hexes

from .helpers import bare_state, field, request, start, state_of

TARGET = Hex(0, 0)
ATTACKER = Hex(4, -2)
"""The line from the target to this attacker runs between (1, 0) and (1, -1)."""


def test_a_wall_beside_the_target_on_the_line_to_the_attacker_is_cover() -> None:
    # given a wall at (1, 0), on one side of the line from the target to the attacker
    state = bare_state(field(walls=[Hex(1, 0)]))
    # then the attacker still sees the target past the other side of that line
    assert state.arena.has_line_of_sight(ATTACKER, TARGET)
    # and the wall the target is up against covers it
    assert covers(state, TARGET, ATTACKER) == (Hex(1, 0),)


def test_a_wall_off_the_line_is_no_cover() -> None:
    # given a wall beside the target but behind it, away from the attacker
    state = bare_state(field(walls=[Hex(-1, 0)]))
    # then the target is exposed
    assert covers(state, TARGET, ATTACKER) == ()


def test_rulebook_deployment_places_on_any_legal_hex_not_only_the_maps_spawns() -> None:
    # given a field whose map marks three spawn points, set up for the rulebook's deployment
    arena = field(spawns=(Hex(-9, 0), Hex(9, 0), Hex(0, 9)))
    data = {"arena": arena_to_json(arena), "players": ["Me", "You"],
            "armies": [[{"name": f"Mine {k}", "parts": ["defence", "move", "direct"]}
                        for k in range(4)],
                       [{"name": f"Yours {k}", "parts": ["defence", "move", "hth", "direct"]}
                        for k in range(4)]],
            "options": {"deployment": "rulebook"}}
    match = start(data, [1, 2] * 4 + [1, 2, 3, 4])
    # when the defender places its first station
    offered = {c.at for c in request(match).legal_choices() if isinstance(c, PlaceStation)}
    # then every free hex of the field is offered, far from the spawns too
    assert offered == set(free_hexes(state_of(match)))
    assert Hex(0, 0) in offered and len(offered) > 3
