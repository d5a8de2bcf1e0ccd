"""Pick-Up re-rolls: a Krusher that armed a hand last turn may, still on that pick-up hex,
spend this turn arming it again. Hard re-rolls a small weapon while no armed enemy can strike
it this turn; every level that judges re-rolls a lone shield (or a small weapon) where the
other hand can never be armed, as on the Duel Pit (one pick-up hex): there a Krusher holding
only a shield could never strike, and such matches stood off to the turn limit."""

from __future__ import annotations

from game.core.hexes import neighbour
from game.core.match import Match, start_match
from game.games.metalkrushers.ai import AGENTS, observe
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.choices import Arm
from game.games.metalkrushers.rules.data import parse_item
from game.games.metalkrushers.rules.krusher import Krusher
from tools.simulate import load


def pickup_match(arena: str) -> Match:
    """A two-Krusher Pick-Up match on ``arena``, the first Krusher about to move."""
    data = dict(sample_setup_json(2, 11, "pickup"), arena={"path": f"maps/{arena}.tmx"})
    data.pop("turn_limit")
    return start_match("metalkrushers", data, 11, arena_loader=load)


def armed_last_turn(match: Match, item: str) -> None:
    """The Krusher to move stands on a pick-up hex from which it armed hand 0 with ``item``
    last turn (so it may arm that hand again now)."""
    state = match.state
    me = state.krusher(state.move_order[state.move_index])
    pickup = state.arena.hexes_with("pickup")[0]
    me.hex, me.hands[0], me.armed_from[0], me.rearm = pickup, parse_item(item), pickup, 0


def answer(match: Match, level: str):
    """``level``'s choice for the movement request, asked afresh after the changes above."""
    match.state.advance()
    request = match.pending()[0]
    return AGENTS[level](5).choose(observe(match, request.player), request)


def test_given_a_small_weapon_and_no_enemy_near_when_hard_moves_then_it_re_rolls():
    # given hard's Krusher armed a small thrust from this pick-up hex last turn, the enemy
    # far across the Standard Arena
    match = pickup_match("standard_arena")
    armed_last_turn(match, "small thrust")
    # when hard and normal choose their movement
    # then hard spends the turn arming that hand again; normal keeps it and walks
    assert answer(match, "hard") == Arm(0)
    assert answer(match, "normal") != Arm(0)


def test_given_an_armed_enemy_within_reach_when_hard_moves_then_it_keeps_the_weapon():
    # given the same, but an armed enemy stands next to the pick-up hex
    match = pickup_match("standard_arena")
    armed_last_turn(match, "small thrust")
    enemy = enemy_beside(match)
    enemy.hands[0] = parse_item("large impact")
    # when hard chooses its movement
    # then it does not re-roll (arming, it could only evade the enemy's blows)
    assert answer(match, "hard") != Arm(0)


def test_given_an_unarmed_enemy_beside_it_when_hard_moves_then_it_still_re_rolls():
    # given the small weapon again, and next to the pick-up hex an enemy with empty hands
    match = pickup_match("standard_arena")
    armed_last_turn(match, "small thrust")
    enemy_beside(match)
    # when hard chooses its movement
    # then it re-rolls: an enemy with nothing to strike with is no danger
    assert answer(match, "hard") == Arm(0)


def test_given_a_good_weapon_when_hard_moves_then_it_keeps_it():
    # given hard's Krusher armed a large impact weapon last turn, nobody near
    match = pickup_match("standard_arena")
    armed_last_turn(match, "large impact")
    # when hard chooses its movement, then it keeps the weapon
    assert answer(match, "hard") != Arm(0)


def test_given_a_lone_shield_on_the_duel_pit_when_normal_moves_then_it_re_rolls():
    # given a Krusher on the Duel Pit's only pick-up hex holding a shield it armed there
    # last turn (its other hand can never be armed: one pick-up hex)
    match = pickup_match("duel_pit")
    armed_last_turn(match, "small shield")
    # when normal (or hard) chooses its movement
    # then it re-rolls the shield for a chance at a weapon
    assert answer(match, "normal") == Arm(0)
    assert answer(match, "hard") == Arm(0)


def test_given_a_shield_where_other_pick_up_hexes_remain_when_normal_moves_then_it_keeps_it():
    # given a shield armed last turn on the Standard Arena (five more pick-up hexes to arm
    # the other hand from)
    match = pickup_match("standard_arena")
    armed_last_turn(match, "small shield")
    # when normal chooses its movement, then it keeps the shield and walks on
    assert answer(match, "normal") != Arm(0)


def enemy_beside(match: Match) -> Krusher:
    """The enemy Krusher, moved onto the first open hex next to the other one."""
    me, enemy = match.state.krushers
    enemy.hex = next(n for way in range(6) if match.state.arena.is_open(
        n := neighbour(me.hex, way)))
    return enemy


def test_an_enemy_with_the_polearm_program_is_a_danger_two_hexes_beyond_its_walk():
    from dataclasses import replace

    from game.core.hexes import distance
    from game.games.metalkrushers.ai.pickup import in_danger
    from game.games.metalkrushers.rules.programs import PROGRAMS

    # given a Pick-Up match: the Krusher to move, and an armed enemy that has moved already,
    # two hexes off in a straight line
    match = pickup_match("krusher_arena")
    state = match.state
    me = state.krusher(state.move_order[state.move_index])
    enemy = next(k for k in state.krushers if k is not me)
    enemy.hands[1] = parse_item("large impact")
    enemy.hex = neighbour(neighbour(me.hex, 0), 0)
    assert distance(me.hex, enemy.hex) == 2
    state.move_order.remove(enemy.uid)
    state.move_order.insert(0, enemy.uid)
    state.move_index = 1
    # then with a one-hex reach it cannot strike from there, but with the polearm it can
    assert not in_danger(state, me)
    enemy.build = replace(enemy.build, program="polearm")
    assert enemy.program == PROGRAMS["polearm"]
    assert in_danger(state, me)
