"""The agents' judgement in set pieces: the normal heuristic takes an obviously winning shot
(the normal level slips on some targets by design, tests/games/mechaton/ai/test_levels.py), and
the hard agent beats random play in a small seeded run."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.ai.normal import heuristic_choice
from game.games.mechaton.ai.seat import observe
from game.games.mechaton.rules.choices import Assign, Target
from tests.games.mechaton.rules.helpers import (
    FULL,
    fixed_json,
    start,
    state_of,
    take_off_field,
    uid,
)

from .helpers import play

FAR = [Hex(-13, 1), Hex(-13, 2), Hex(-12, 2)]


def _last_turn_duel():
    """Given: the last turn (clock 1); my Sniper at (0,0) goes first; the enemy's Wreck,
    down to its last white die, stands exposed 5 hexes away, its healthy Tank 5 hexes the
    other way; my Spare waits far off. Scores are level (25 each), so wrecking the Wreck
    wins. Dice: the defender roll-off, eight initiative d10s (the Sniper's 1 first), the
    Sniper's roll (whites 2 2, green 3, blue 2, reds 6 6), the Wreck's white 1 and green
    d8 1 (it has no gun left), then six damage dice."""
    mine = [("Sniper", FULL, Hex(0, 0)), ("Spare", FULL, Hex(-12, 0)),
            ("Gone 1", FULL, Hex(-12, 6)), ("Gone 2", FULL, Hex(-6, 12))]
    theirs = [("Wreck", FULL, Hex(5, 0)), ("Tank", FULL, Hex(-5, 0)),
              ("Gone 3", FULL, Hex(12, -6)), ("Gone 4", FULL, Hex(6, -12))]
    data = fixed_json([mine, theirs], [FAR, [Hex(13, -1), Hex(13, -2), Hex(12, -2)]],
                      clock=1)
    dice = [3, 7, 1, 2, 3, 4, 5, 6, 7, 8, 2, 2, 3, 2, 6, 6, 1, (8, 1)] + [6] * 6
    match = start(data, dice)
    take_off_field(match, ["Gone 1", "Gone 2", "Gone 3", "Gone 4"])
    wreck = state_of(match).mechs[uid(match, "Wreck")]
    wreck.parts, wreck.labels, wreck.white = [], [], 1
    return match


def _judged(match, request):
    view = observe(match, request.player)
    return heuristic_choice(view.info, view.seat, request)


def test_the_normal_heuristic_takes_the_shot_that_wins_the_game() -> None:
    match = _last_turn_duel()
    state = state_of(match)
    wreck = uid(match, "Wreck")
    assert state.scores() == (25, 25)
    request = match.pending()[0]
    assert request.kind == "target" and request.mech == uid(match, "Sniper")
    # when the normal heuristic names its target
    choice = _judged(match, request)
    # then it is the Wreck (not the healthy Tank, not nothing)
    assert choice == Target(wreck)
    match.submit(0, choice)
    assigned = None
    while state.mechs[wreck].alive and not match.is_over:
        request = match.pending()[0]
        choice = _judged(match, request)
        if request.kind == "assign" and request.player == 0:
            assigned = choice
        match.submit(request.player, choice)
    # and a red 6 goes on the attack, the Wreck is rubble and the Sniper's side leads
    assert isinstance(assigned, Assign) and assigned.attack in (4, 5)
    assert not state.mechs[wreck].alive
    assert state.scores()[0] > state.scores()[1]


def test_the_hard_agent_beats_random_play() -> None:
    wins = 0
    for seed in range(4):
        levels = ("hard", "random") if seed % 2 == 0 else ("random", "hard")
        match, _ = play(levels, seed=100 + seed, clock=6)
        wins += match.result.winner == levels.index("hard")
    assert wins >= 3
