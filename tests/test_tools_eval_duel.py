"""tools/eval_duel.py: while a seat decides, the generic agent reads the swapped-in evaluation,
and afterwards the game's own evaluation is back."""

from __future__ import annotations

from game.ai.base import observe
from game.ai.generic import standing
from game.core.match import start_match
from game.core.ruleset import ruleset_module
from tools import eval_duel as tool


def test_given_a_swapped_evaluation_when_a_seat_decides_then_it_is_read_and_then_undone():
    # given a Meatbot match and a seat deciding with an evaluation that records its calls
    match = start_match("meatbot", ruleset_module("meatbot").sample_setup_json(2, 3), 3)
    request = match.pending()[0]
    calls: list[int] = []

    def recording(state, player):
        calls.append(player)
        return 0.5

    seat = tool.WithEvaluate(7, recording, "recording")
    # when it decides
    seat.choose(observe(match, request.player), request)
    # then the search read the swapped evaluation, and the lookup is the module's own again
    assert calls
    assert standing._lookup is tool.standing._lookup
    assert standing._lookup.__name__ == "_lookup" and not standing._BY_CLASS


def test_given_own_and_health_when_named_then_each_is_the_right_function():
    assert tool.named("own", "dicebot") is ruleset_module("dicebot").evaluate
    assert tool.named("health", "dicebot") is standing.health_share
