"""The hard agent's foresight: a defence die is worth what it saves from the foes still to
go that would pick this mech, so it is wasted when a foe has a better target."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.ai.foresight import guarded_threat, share_on
from game.games.mechaton.ai.odds import fixed
from game.games.mechaton.ai.tactics import threat_now
from game.games.mechaton.rules.choices import SpotTarget, Target
from tests.games.mechaton.rules.helpers import (
    FULL,
    fixed_json,
    start,
    state_of,
    take_off_field,
    uid,
)

FAR = [Hex(-13, 1), Hex(-13, 2), Hex(-12, 2)]


def _my_go(buddy_wrecked_but_one: bool):
    """Given: my Me at (0,0) goes first (initiative 1); the enemy's Gunner stands 5 hexes
    away and goes later; my Buddy stands 2 hexes from Gunner. Me names no target and rolls
    whites 2 2, green 3, blue 2; it is to assign its dice."""
    mine = [("Me", FULL, Hex(0, 0)), ("Buddy", FULL, Hex(7, 0)),
            ("Gone 1", FULL, Hex(-12, 6)), ("Gone 2", FULL, Hex(-6, 12))]
    theirs = [("Gunner", FULL, Hex(5, 0)), ("Spare", FULL, Hex(12, -12)),
              ("Gone 3", FULL, Hex(12, -6)), ("Gone 4", FULL, Hex(6, -12))]
    data = fixed_json([mine, theirs], [FAR, [Hex(13, -1), Hex(13, -2), Hex(12, -2)]])
    match = start(data, [3, 7, 1, 5, 6, 7, 4, 8, 9, 10, 2, 2, 3, 2])
    take_off_field(match, ["Gone 1", "Gone 2", "Gone 3", "Gone 4"])
    if buddy_wrecked_but_one:
        buddy = state_of(match).mechs[uid(match, "Buddy")]
        buddy.parts, buddy.labels, buddy.white = [], [], 1
    match.submit(0, Target(None))
    match.submit(0, SpotTarget(None))
    assert match.pending()[0].kind == "assign"
    return match


def test_when_i_am_the_foes_best_target_a_higher_defence_saves_more() -> None:
    match = _my_go(buddy_wrecked_but_one=False)
    state = state_of(match)
    me = state.mechs[uid(match, "Me")]
    # then the threat falls as the defence rises, and vanishes at 5
    threats = [guarded_threat(state, me, d) for d in range(6)]
    assert threats[0] > 0.0
    assert all(a >= b for a, b in zip(threats, threats[1:], strict=False))
    assert threats[5] == 0.0


def test_a_foe_with_a_better_target_makes_my_defence_worth_nothing() -> None:
    # given my Buddy is down to its last white die, two hexes from the Gunner
    match = _my_go(buddy_wrecked_but_one=True)
    state = state_of(match)
    me, gunner = state.mechs[uid(match, "Me")], state.mechs[uid(match, "Gunner")]
    # then the Gunner would shoot the Buddy, so no defence of mine changes what I lose
    assert share_on(state, gunner, me, fixed(0)) == 0.0
    assert all(guarded_threat(state, me, d) == 0.0 for d in range(6))
    # while the normal agent still fears the Gunner at half weight
    assert threat_now(state, me, 0) > 0.0
