"""A clicked destination ends the move when it uses the last useful step: from there the bot
could only turn back (issue 14, item 6)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.meatbot.rules.choices import Pick, Step, Stop
from game.games.meatbot.ui.battle.prompts import MovePrompt
from tests.games.meatbot.rules.helpers import duel, pass_until

CORNER = Hex(2, 0)


def nina_moving() -> MovePrompt:
    # given Nina in the middle of a small (radius 2) arena with Move 6 and Red across
    match = duel((Hex(0, 0), Hex(-2, 0)), [4], {0: Pick(d4=1), 1: Pick()}, radius=2)
    pass_until(match, "move")
    if match.pending()[0].player == 1:
        match.submit(1, Stop())  # Red (the slower) moves first: it stays put
    request = match.pending()[0]
    assert request.player == 0 and request.moves_left == 6
    return MovePrompt(request, lambda _choice: None, match)


def test_a_destination_from_which_every_step_turns_back_ends_the_move():
    prompt = nina_moving()
    # when she clicks the far corner, two steps out with four moves to spare
    walk = prompt.walk(CORNER)
    # then she walks there and stops: nothing lies farther from where she started
    assert walk == [Step(Hex(1, 0)), Step(CORNER), Stop()]


def test_a_destination_with_farther_hexes_beyond_it_leaves_the_move_open():
    prompt = nina_moving()
    # when she clicks the next hex towards the corner
    walk = prompt.walk(Hex(1, 0))
    # then she only steps there: the corner lies beyond it
    assert walk == [Step(Hex(1, 0))]
    assert prompt.walk(Hex(9, 9)) == []  # out of reach: nothing to walk
