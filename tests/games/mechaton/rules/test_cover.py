"""Cover on hexes (our rulings): what shelters a target, what a 5 does to the cover, and
moving through cover."""

from __future__ import annotations

from game.core.dice import ScriptedDice
from game.core.hexes import Hex
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.flow import advance
from game.games.mechaton.rules.frames import Attack
from game.games.mechaton.rules.terrain import band, covers, destinations

from .helpers import bare_state, field, of_type, put

TARGET, EAST = Hex(0, 0), Hex(5, 0)
NEXT_EAST = Hex(1, 0)


def test_range_bands_on_hexes() -> None:
    assert band(TARGET, Hex(1, 0), 10) == "hth"
    assert band(TARGET, Hex(2, 0), 10) == "direct"
    assert band(TARGET, Hex(10, 0), 10) == "direct"
    assert band(TARGET, Hex(11, 0), 10) == "artillery"


def test_cover_right_in_front_shelters_the_target() -> None:
    state = bare_state(field(cover=[NEXT_EAST]))
    assert covers(state, TARGET, EAST) == (NEXT_EAST,)
    # but only against an attacker on the far side of it
    assert covers(state, TARGET, Hex(-5, 0)) == ()


def test_cover_two_hexes_away_does_not_count() -> None:
    state = bare_state(field(cover=[Hex(2, 0), Hex(3, 0)]))
    assert covers(state, TARGET, EAST) == ()


def test_a_single_brick_is_no_cover() -> None:
    state = bare_state(field(cover=[NEXT_EAST]), bricks=[(NEXT_EAST, 1)])
    assert covers(state, TARGET, EAST) == ()


def test_a_mech_or_its_rubble_is_cover_but_never_the_attacker() -> None:
    state = bare_state()
    put(state, 1, "Shield", ["defence"], NEXT_EAST)
    assert covers(state, TARGET, EAST) == (NEXT_EAST,)
    state.mechs[0].white = 0                      # now rubble: still cover
    assert covers(state, TARGET, EAST) == (NEXT_EAST,)
    # an attacker standing right there is not the target's cover
    assert covers(state, TARGET, NEXT_EAST) == ()


def test_an_edge_line_gives_the_target_the_benefit_of_the_doubt() -> None:
    # given an attacker whose line to the target runs between (1,0) and (1,-1)
    attacker = Hex(2, -1)
    for shelter in (Hex(1, 0), Hex(1, -1)):
        state = bare_state(field(cover=[shelter]))
        # then cover on either side of that line shelters the target
        assert covers(state, TARGET, attacker) == (shelter,)
    both = bare_state(field(cover=[Hex(1, 0), Hex(1, -1)]))
    assert set(covers(both, TARGET, attacker)) == {Hex(1, 0), Hex(1, -1)}


def _resolve(state, attacker, victim, attack: int, defence: int, dice: list[int]) -> list:
    state.dice = ScriptedDice(dice)
    state.phase = "turn"
    state.attack = Attack(attacker.uid, victim.uid, attack, defence, stage="roll")
    advance(state)
    return state.out


def test_fives_break_three_bricks_each_and_sixes_hit_a_target_in_cover() -> None:
    state = bare_state(field(cover=[NEXT_EAST]))
    victim = put(state, 0, "Arty", ["spot"], TARGET)
    attacker = put(state, 1, "Bashy", ["direct"], EAST)
    out = _resolve(state, attacker, victim, 5, 1, [5, 6, 5, 4])
    damage = of_type(out, ev.DamageRolled)[0]
    assert (damage.hits, damage.cover_hits, damage.in_cover) == (1, 2, True)
    assert of_type(out, ev.BricksBroken)[0] == ev.BricksBroken(NEXT_EAST, 6, 0)
    assert victim.parts == [] and victim.white == 2
    # then with the wall blasted away the target is exposed
    assert covers(state, TARGET, EAST) == ()


def test_exposed_targets_take_fives_and_sixes() -> None:
    state = bare_state()
    victim = put(state, 0, "Arty", ["spot"], TARGET)
    attacker = put(state, 1, "Bashy", ["direct"], EAST)
    out = _resolve(state, attacker, victim, 4, 1, [5, 6, 4])
    assert of_type(out, ev.DamageRolled)[0].hits == 2
    # the spotlights go, then a white die
    assert [e.part for e in of_type(out, ev.PartLost)] == ["spot", "white"]


def test_a_covering_mech_takes_the_fives() -> None:
    state = bare_state()
    victim = put(state, 0, "Arty", ["spot"], TARGET)
    shield = put(state, 0, "Shield", ["defence"], NEXT_EAST)
    attacker = put(state, 1, "Bashy", ["direct"], EAST)
    out = _resolve(state, attacker, victim, 3, 1, [5, 5])
    assert [(e.mech, e.part) for e in of_type(out, ev.PartLost)] == [
        (shield.uid, "defence"), (shield.uid, "white")]
    assert victim.parts == ["spot"]


def test_losing_the_last_white_die_makes_rubble_and_costs_points() -> None:
    state = bare_state()
    state.points_per = (7, 3)
    victim = put(state, 0, "Arty", [], TARGET)
    victim.white = 1
    attacker = put(state, 1, "Bashy", ["hth"], NEXT_EAST)
    out = _resolve(state, attacker, victim, 1, 0, [6])
    assert of_type(out, ev.MechWrecked)[0].mech == victim.uid
    assert of_type(out, ev.ScoresChanged)[-1].scores == (0, 3)


def test_moving_through_cover_needs_a_green_die() -> None:
    # given a wall of cover straight across the way east
    wall = [Hex(1, r) for r in range(-6, 7)] + [Hex(1 + k, -6 - k) for k in range(0, 8)]
    state = bare_state(field(cover=wall))
    # then without green the far side is out of reach, with green it is two steps away
    assert Hex(2, 0) not in destinations(state, TARGET, 2, green=False)
    assert Hex(1, 0) not in destinations(state, TARGET, 2, green=False)
    assert destinations(state, TARGET, 2, green=True)[Hex(2, 0)] == [TARGET, Hex(1, 0),
                                                                     Hex(2, 0)]


def test_mechs_rubble_and_stations_block_the_way() -> None:
    state = bare_state()
    put(state, 1, "Wreck", [], Hex(1, 0)).white = 0
    put(state, 1, "Foe", [], Hex(0, 1))
    reach = destinations(state, TARGET, 1, green=True)
    assert Hex(1, 0) not in reach and Hex(0, 1) not in reach and Hex(-1, 0) in reach


def test_cover_can_be_worked_out_from_a_players_view() -> None:
    from game.games.mechaton.rules.terrain import covers_on

    state = bare_state(field(cover=[NEXT_EAST]))
    put(state, 1, "Bashy", ["direct"], EAST)
    view = state.view_for(0)
    mechs = {m.hex for m in view.mechs if m.hex is not None}
    assert covers_on(state.arena, dict(view.bricks), mechs, TARGET, EAST) == (NEXT_EAST,)


def test_hit_odds_for_exposed_and_covered_targets() -> None:
    from game.games.mechaton.rules.combat import hit_odds

    assert hit_odds(0, False) == (1.0,)
    exposed, covered = hit_odds(3, False), hit_odds(3, True)
    assert abs(sum(exposed) - 1) < 1e-9 and abs(sum(covered) - 1) < 1e-9
    assert abs(exposed[0] - (4 / 6) ** 3) < 1e-9 and abs(covered[3] - (1 / 6) ** 3) < 1e-9
