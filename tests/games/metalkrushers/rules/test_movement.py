"""Movement with facing: MP costs, the free turn, blocking, null fields, and ousting."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.metalkrushers.rules import TEMPLATES
from game.games.metalkrushers.rules.choices import Move, Oust, Reflex, Strike
from game.games.metalkrushers.rules.combat_events import AttackRolled, DamageDealt
from game.games.metalkrushers.rules.events import InitiativeRolled, OustRolled
from game.games.metalkrushers.rules.setup import Options
from tests.games.metalkrushers.rules.helpers import (
    DUELIST,
    answer,
    arena,
    kinds,
    make_match,
    passive,
    stop_all,
)

LIGHT = TEMPLATES["Skirmisher"]
HEAVY = TEMPLATES["Pit Boss"]
OUSTING = Options(ousting=True)


FAR_APART = (Hex(0, 0), Hex(0, 4))


def lone_mover(dice=(1, 6), where=None, builds=(LIGHT, DUELIST), starts=FAR_APART,
               facings=(0, 0), options=OUSTING):
    """A first mover (A, the lower roll) and a far-away second Krusher."""
    return make_match(list(builds), list(starts), list(facings), list(dice), where=where,
                      options=options)


def test_a_light_chassis_has_seven_mp_and_forward_costs_one():
    match = lone_mover()
    request = match.pending()[0]
    assert (request.kind, request.krusher, request.mp_left) == ("move", 1, 7)
    events = answer(match, Move("forward"))
    assert kinds(events) == ["KrusherMoved"]
    assert (events[0].to, events[0].mp_left, match.state.krusher(1).facing) == (Hex(1, 0), 6, 0)


def test_stepping_back_costs_two_and_keeps_the_facing():
    match = lone_mover()
    events = answer(match, Move("back"))
    assert (events[0].to, events[0].cost, events[0].mp_left) == (Hex(-1, 0), 2, 5)
    assert match.state.krusher(1).facing == 0


def test_turning_costs_one_per_hexside_left_is_counter_clockwise():
    match = lone_mover()
    answer(match, Move("left"))
    assert match.state.krusher(1).facing == 1
    answer(match, Move("right"))
    answer(match, Move("right"))
    k = match.state.krusher(1)
    assert (k.facing, k.mp) == (5, 4)


def test_after_stopping_one_free_turn_then_the_movement_ends():
    match = lone_mover()
    answer(match, Move("stop"))
    request = match.pending()[0]
    assert request.free and request.legal_choices() == [Move("left"), Move("right"),
                                                        Move("stop")]
    events = answer(match, Move("left"))
    assert events[0].free and events[0].mp_left == 7
    assert kinds(events) == ["KrusherTurned", "MovementEnded"]
    assert match.pending()[0].krusher == 2


def test_running_out_of_mp_leaves_only_the_free_turn():
    match = make_match([HEAVY, DUELIST], [Hex(0, 0), Hex(0, 4)], [2, 0], [1, 6])
    for _ in range(5):
        answer(match, Move("left"))
    request = match.pending()[0]
    assert request.free and request.mp_left == 0


def test_walls_and_krushers_block_and_the_back_step_needs_two_mp():
    walled = arena(walls=[Hex(1, 0)])
    match = lone_mover(where=walled, starts=(Hex(0, 0), Hex(-1, 0)))
    choices = match.pending()[0].legal_choices()
    assert Move("forward") not in choices and Move("back") not in choices
    assert Move("left") in choices
    # and with one MP left a back step is no longer offered
    match = lone_mover()
    for _ in range(6):
        answer(match, Move("left"))
    assert Move("back") not in match.pending()[0].legal_choices()
    assert Move("forward") in match.pending()[0].legal_choices()


def test_a_null_field_takes_one_from_initiative():
    # given A standing in a null field
    match = lone_mover(dice=(4, 6), where=arena(terrain={Hex(0, 0): "null"}))
    # then its initiative roll shows the -1
    rolls = [e for e in match.events if isinstance(e, InitiativeRolled)]
    assert rolls[0].terms == (("null field", -1),) and rolls[0].total == 3


# -- ousting -------------------------------------------------------------------------------

def oust_setup(dice, builds=(HEAVY, LIGHT), options=OUSTING, walls=()):
    """A (moves first) faces B, adjacent: A at (0,0) facing east, B at (1,0) facing west."""
    return make_match(list(builds), [Hex(0, 0), Hex(1, 0)], [0, 3], list(dice),
                      options=options, where=arena(walls=walls))


def test_ousting_is_an_optional_rule():
    assert not any(isinstance(c, Oust) for c in
                   oust_setup([1, 6], options=Options()).pending()[0].legal_choices())
    assert Oust(2) in oust_setup([1, 6]).pending()[0].legal_choices()


def test_a_successful_oust_pushes_the_target_back_and_takes_its_hex():
    # given a Heavy ousting a Light (two chassis steps heavier): a 2 + 2 = 4 succeeds
    match = oust_setup([1, 6, 2])
    events = answer(match, Oust(2))
    oust = events[0]
    assert isinstance(oust, OustRolled) and oust.terms == (("chassis", 2),) and oust.success
    a, b = match.state.krusher(1), match.state.krusher(2)
    assert (a.hex, b.hex, b.facing) == (Hex(1, 0), Hex(2, 0), 3)
    assert (oust.pushed_to, a.mp) == (Hex(2, 0), 3)
    # then the ouster still gets its free turn, and no more movement
    assert match.pending()[0].free


def test_a_successful_oust_against_a_wall_leaves_the_target_in_place():
    match = oust_setup([1, 6, 2], walls=[Hex(2, 0)])
    events = answer(match, Oust(2))
    assert events[0].success and events[0].pushed_to is None
    assert match.state.krusher(2).hex == Hex(1, 0) and match.state.krusher(1).hex == Hex(0, 0)


def test_a_failed_oust_ends_movement_without_a_free_turn():
    # given a Light ousting a Heavy: 5 - 2 = 3 fails
    match = oust_setup([1, 6, 5], builds=(LIGHT, HEAVY))
    events = answer(match, Oust(2))
    assert not events[0].success and events[0].total == 3
    assert kinds(events) == ["OustRolled", "MovementEnded"]
    assert match.state.krusher(2).oust_failed_on
    assert match.pending()[0].krusher == 2


def test_the_ouster_must_attack_only_its_target_with_plus_one_and_no_reflex():
    # given a third Krusher C beside A, and A's oust of B succeeding
    match = make_match([HEAVY, LIGHT, DUELIST], [Hex(0, 0), Hex(1, 0), Hex(0, 1)], [0, 3, 2],
                       [1, 2, 6, 2, 4, 4, 3], options=OUSTING)
    answer(match, Oust(2))
    stop_all(match)
    # when A's combat slot comes (C, B, A ... order: C 6 first), C attacks A first: A may not
    # try Reflex Facing since it ousted
    request = match.pending()[0]
    assert (request.kind, request.krusher) == ("plan", 3)
    answer(match, Strike((0, 1)))
    assert match.pending()[0].kind != "reflex"
    assert not any(isinstance(c, Reflex) for r in match.pending() for c in r.legal_choices())


def test_the_ousters_attack_on_its_target_has_plus_one_to_hit_and_damage():
    # given A's oust of B succeeding (A moves first, so it attacks last)
    match = oust_setup([1, 6, 2, 3, 3, 3, 1, 2])
    answer(match, Oust(2))
    stop_all(match)
    while (match.pending()[0].kind, match.pending()[0].krusher) != ("plan", 1):
        answer(match, passive(match.pending()[0]))
    # then A may attack only B
    request = match.pending()[0]
    assert {t for c in request.legal_choices() for t in c.targets} == {0, 2}
    # and its attack and damage carry the oust's +1
    events = answer(match, Strike((2, 0)))
    while not any(isinstance(e, AttackRolled) for e in events):
        events += answer(match, passive(match.pending()[0]))
    roll = next(e for e in events if isinstance(e, AttackRolled))
    assert ("oust", 1) in roll.terms and roll.total == 3 + 3 + 2 - 2 + 1
    damage = next(e for e in events if isinstance(e, DamageDealt))
    assert ("oust", 1) in damage.terms
