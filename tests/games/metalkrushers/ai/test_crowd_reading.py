"""Hard reads a many-sided fight: a foe beside two enemies strikes the one worth more to it
(``Weights.reads_crowds``), and late in a crowded match hard keeps its weapon on a foe still
to move, as it always does in a duel (``Weights.crowd_stay_from``). Normal does neither."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.hexes import Hex, distance, nearest_direction, neighbour
from game.core.match import start_match
from game.games.metalkrushers.ai.hard import HardAgent
from game.games.metalkrushers.ai.positions import PoseScorer
from game.games.metalkrushers.ai.values import ATTRITION, NORMAL, attack_value, best_attacks
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.krusher import Krusher
from tests.games.metalkrushers.ai.helpers import bulwarks


def _three_bulwarks() -> tuple[Any, Krusher, Krusher, Krusher]:
    """Three Bulwarks in Open Combat on open floor: the Krusher moving first (``me``), a foe
    ``e`` right in front of it and turned toward it, and a third ``f`` beside ``e``."""
    state, me = bulwarks(3)
    e, f = (k for k in state.krushers if k is not me)
    me.hex, me.facing = _open_middle(state.arena), 0
    e.hex = neighbour(me.hex, 0)
    e.facing = nearest_direction(e.hex, me.hex)
    f.hex = neighbour(e.hex, 1)
    assert all(state.arena.is_open(k.hex) for k in (me, e, f))
    return state, me, e, f


def _open_middle(arena: Any) -> Hex:
    """An open hex whose ring of two is all open floor."""
    open_hexes = [h for h in arena.cells if arena.is_open(h)]
    return next(h for h in sorted(open_hexes, key=lambda h: (h.r, h.q))
                if all(arena.is_open(o) for o in open_hexes if distance(o, h) <= 2)
                and sum(distance(o, h) <= 2 for o in open_hexes) == 19)


def _turn_rear_to(k: Krusher, toward: Krusher) -> None:
    k.facing = (nearest_direction(k.hex, toward.hex) + 3) % 6


def test_given_a_foe_whose_better_target_is_another_then_hard_counts_none_of_its_blows():
    # given a foe beside the Krusher scored and beside a third Krusher that shows it its rear
    state, me, e, f = _three_bulwarks()
    _turn_rear_to(f, e)
    hand = 1 if e.hands[1] is not None else 0
    assert attack_value(state, e, hand, f, ATTRITION) > attack_value(state, e, hand, me,
                                                                       ATTRITION)
    moved = {e.uid, f.uid}
    # when hard and normal judge the blows that foe could deal the Krusher scored
    hard = PoseScorer(state, me, moved, ATTRITION)._blows_on(e, hard_me := me.clone())
    normal = PoseScorer(state, me, moved, NORMAL)._blows_on(e, hard_me)
    # then hard expects them to go to the rear it is shown; normal fears them all
    assert hard == 0.0
    assert normal == best_attacks(state, e, [me], NORMAL) > 0


def test_given_the_scored_krusher_is_the_foes_best_target_then_hard_counts_its_blows():
    # given the third Krusher turned so that the foe sees its front (shield and weapon)
    state, me, e, f = _three_bulwarks()
    _turn_rear_to(me, e)
    f.facing = nearest_direction(f.hex, e.hex)
    moved = {e.uid, f.uid}
    # when hard judges the blows that foe could deal the Krusher scored (its rear shown)
    blows = PoseScorer(state, me, moved, ATTRITION)._blows_on(e, me.clone())
    # then every one of them counts, as it would in a duel
    assert blows == best_attacks(state, e, [me], ATTRITION) > 0


def test_given_a_crowd_then_hard_counts_its_blows_on_a_foe_still_to_move_only_late_on():
    # given three Krushers, a foe still to move right in front of the Krusher moving first
    state, me, e, _ = _three_bulwarks()
    limit = state.setup.turn_limit
    hard_from = ATTRITION.crowd_stay_from
    # when the match is early, then late (from hard's share of the turn limit)
    state.turn = int(hard_from * limit) - 1
    early = PoseScorer(state, me, set(), ATTRITION)._staying(me.clone())
    state.turn = int(hard_from * limit)
    late_hard = PoseScorer(state, me, set(), ATTRITION)._staying(me.clone())
    late_normal = PoseScorer(state, me, set(), NORMAL)._staying(me.clone())
    # then hard counts the blows it could deal the foe only late; normal never in a crowd
    assert early == 0.0
    assert late_hard > 0.0
    assert late_normal == 0.0


def test_given_a_duel_then_reading_the_crowd_changes_nothing():
    # given only two Krushers, the foe already moved and beside the Krusher scored
    state, me = bulwarks(2)
    e = next(k for k in state.krushers if k is not me)
    e.hex = neighbour(me.hex, me.facing)
    e.facing = nearest_direction(e.hex, me.hex)
    reading = ATTRITION
    blind = replace(ATTRITION, reads_crowds=False)
    # when the foe's blows are judged with and without reading the crowd
    # then they are the same: a lone foe has nobody else to strike
    assert PoseScorer(state, me, {e.uid}, reading)._blows_on(e, me.clone()) == \
        PoseScorer(state, me, {e.uid}, blind)._blows_on(e, me.clone()) > 0


def test_given_pick_up_then_hard_plays_without_the_crowd_reading():
    # given a four-seat match of each scenario, waiting for its first movement
    judged = {}
    for scenario in ("open", "pickup"):
        state = start_match("metalkrushers", sample_setup_json(4, 0, scenario), 0).state
        state.pending()
        # when hard takes the weights it judges with
        judged[scenario] = HardAgent(0)._judging(state, 0)
    # then it reads the crowd in Open Combat but not in Pick-Up (measured: no gain there)
    assert judged["open"].reads_crowds and judged["open"].crowd_stay_from == 0.5
    assert not judged["pickup"].reads_crowds
    assert judged["pickup"].crowd_stay_from == NORMAL.crowd_stay_from
