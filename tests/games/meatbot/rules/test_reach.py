"""Reach while picking: which bots each weapon reaches from here and after a move, which
enemy weapons reach a bot, the wall that blocks a line, all from one seat's view."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.arena import open_arena
from game.core.dice import ScriptedDice
from game.core.hexes import Hex, distance
from game.core.match import Match
from game.games.meatbot.rules import MeatbotSetup, new_state
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.reach import (
    blocking_wall,
    public_move,
    reach_of,
    threats_to,
)
from tests.games.meatbot.rules.helpers import build, make_match

RED, NINA, JET = 0, 1, 2
WALL = Hex(1, 0)


def walled_match(*builds: object) -> Match:
    """Red at the origin with a wall east of it; Nina behind the wall, Jet in the open."""
    return make_match([Hex(0, 0), Hex(3, 0), Hex(0, 3)], builds=builds or None,
                      walls=[WALL])


def test_a_wall_limits_the_plib_gun_to_bots_in_sight_and_names_the_blocker():
    # given Red with Nina behind a wall and Jet in the open
    match = walled_match()
    # when Red's reach is computed without moving
    reach = reach_of(match.state.arena, match.view_for(RED), RED, move=0)
    # then the Plib Gun reaches Jet only, and the wall is why Nina is out of sight
    assert reach.hits_now(JET) == ("Plib",)
    assert reach.hits_now(NINA) == ()
    assert reach.wall_between(NINA) == WALL and reach.wall_between(JET) is None
    assert Hex(3, 0) not in reach.sight and Hex(0, 3) in reach.sight


def test_moving_round_the_wall_brings_the_hidden_bot_into_reach():
    match = walled_match()
    arena, view = match.state.arena, match.view_for(RED)
    # when Red may move 2 hexes, then 3
    two = reach_of(arena, view, RED, move=2)
    three = reach_of(arena, view, RED, move=3)
    # then two steps clear the line for the Plib Gun, and claws need a third step
    assert two.hits_after_move(NINA) == ("Plib",)
    assert three.hits_after_move(NINA) == ("Plib", "Claws")
    assert len(two.walk) < len(three.walk) and Hex(0, 0) in two.walk
    assert all(distance(Hex(0, 0), h) <= 2 for h in two.walk)


def test_a_bot_in_the_way_is_not_walked_through():
    # given Nina right next to Red, on the only open side... of a one-hex corridor
    walls = [Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1)]
    match = make_match([Hex(0, 0), Hex(1, 0)], walls=walls)
    reach = reach_of(match.state.arena, match.view_for(RED), RED, move=5)
    # then Red cannot get past her
    assert reach.walk == frozenset({Hex(0, 0)})


def test_a_boom_launcher_hits_round_a_corner_by_aiming_beside_the_target():
    # given Nina just behind the wall, out of sight, with an open hex beside her in sight
    match = make_match([Hex(0, 0), Hex(2, 0)], walls=[WALL],
                       builds=[build("Red", dv.BOOM), build("Nina")])
    reach = reach_of(match.state.arena, match.view_for(RED), RED, move=0)
    # then only the blast reaches her
    assert reach.wall_between(NINA) == WALL
    assert reach.hits_now(NINA) == ("Boom",)


def test_an_empty_launcher_and_an_acid_cone_out_of_depth_reach_nobody():
    match = make_match([Hex(0, 0), Hex(4, 0)], builds=[build("Red", dv.BOOM, dv.ACID_SPRAY),
                                                       build("Nina")])
    red = match.state.bots[RED]
    launcher = next(item for item in red.items if item.kind == dv.BOOM)
    for _ in range(launcher.ammo or 0):
        red.spend(next(item for item in red.items if item.kind == dv.BOOM))
    reach = reach_of(match.state.arena, match.view_for(RED), RED, move=0)
    assert reach.hits_now(NINA) == ("Plib",)
    closer = make_match([Hex(0, 0), Hex(3, 0)], builds=[build("Red", dv.ACID_SPRAY),
                                                        build("Nina")])
    near = reach_of(closer.state.arena, closer.view_for(RED), RED, move=0)
    assert near.hits_now(NINA) == ("Plib", "Acid")


def test_enemy_weapons_that_reach_a_bot_are_listed_by_enemy():
    # given Nina with a Bonespear 6 hexes from Red, and Jet with Gougers far away
    match = make_match([Hex(0, 0), Hex(6, 0), Hex(-7, 0)],
                       builds=[build("Red"), build("Nina", dv.BONESPEAR),
                               build("Jet", dv.GOUGERS)], radius=7)
    # when the threats to Red are computed
    threats = threats_to(match.state.arena, match.view_for(RED), RED)
    # then Nina's Plib Gun and Bonespear reach Red; Jet's Plib Gun reaches (7 hexes) too
    assert threats == {NINA: ("Plib", "Bonespear"), JET: ("Plib",)}


def secret_match(nina_d4: int) -> Match:
    """Secret builds: Nina carries a Bonespear and two ELMEs; Nina has picked, Red not."""
    arena = open_arena(7, spawns=[Hex(0, 0), Hex(5, 0)])
    builds = (build("Red"), build("Nina", dv.BONESPEAR, dv.ELME, dv.ELME, massacre=6))
    setup = MeatbotSetup(arena, builds, (Hex(0, 0), Hex(5, 0)), secret_builds=True)
    state, opening = new_state(setup, ScriptedDice([]))
    match = Match(state, "meatbot", opening=opening)
    match.submit(NINA, Pick(d4=nina_d4, d10=1))
    return match


def test_secrets_stay_out_of_the_reach_an_opponent_sees():
    # given a secret Bonespear and secret picks
    quiet, moving = secret_match(0), secret_match(4)
    arena = quiet.state.arena
    # then from Red's seat Nina threatens with what is public only, and her possible Move
    # is the same whatever she picked
    assert threats_to(arena, quiet.view_for(RED), RED) == {NINA: ("Plib",)}
    for match in (quiet, moving):
        nina = reach_of(arena, match.view_for(RED), NINA)
        assert nina.move == public_move(match.view_for(RED).bots[NINA]) == 2 + 4 * 2
    # while Nina's own seat knows her spear and her build's Move
    assert threats_to(arena, quiet.view_for(NINA), RED) == {NINA: ("Plib", "Bonespear")}
    assert reach_of(arena, quiet.view_for(NINA), NINA).move == 4 + 4 * 4


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), max_size=8),
       st.integers(0, 4))
def test_what_reaches_now_also_reaches_after_moving_and_sight_is_symmetric(walls, move):
    hexes = [Hex(q, r) for q, r in walls]
    starts = [Hex(-5, 0), Hex(5, 0), Hex(0, 5)]
    match = make_match(starts, walls=[h for h in hexes if h not in starts])
    arena, view = match.state.arena, match.view_for(RED)
    reach = reach_of(arena, view, RED, move=move)
    for weapon in reach.weapons:
        assert weapon.now <= weapon.after_move
    for target, start in ((NINA, starts[1]), (JET, starts[2])):
        wall = blocking_wall(arena, starts[0], start)
        assert (wall is None) == (blocking_wall(arena, start, starts[0]) is None)
        assert (reach.wall_between(target) is None) == (wall is None)
        assert wall is None or arena.blocks_sight(wall)
