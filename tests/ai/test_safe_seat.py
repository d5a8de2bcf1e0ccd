"""SafeSeat: a failing agent is logged and replaced by a legal choice; the match goes on."""

from __future__ import annotations

import logging
import random

import pytest

from game.ai.safe import SafeSeat
from game.games.meatbot.ai import make_agent
from game.games.meatbot.ai.play import play_match
from game.games.meatbot.rules.choices import Build, Pick
from game.games.meatbot.rules.devourables import DEVOURABLES
from tests.ai.helpers import random_arena


class BrokenAgent:
    """Raises, answers nonsense or answers illegally, at random."""

    level = "broken"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, request):
        roll = self.rng.random()
        if request.kind == "build" and roll < 0.5:
            return Build(("Onco-Cannon", "Onco-Cannon"))  # 12 Stomachs: never fits
        if roll < 0.3:
            raise RuntimeError("the agent fell over")
        if roll < 0.6:
            return Pick(99, 99, 99, 99)
        if roll < 0.8:
            return None
        return request.legal_choices()[0]


@pytest.mark.parametrize("seed", range(6))
def test_given_a_broken_agent_when_a_match_is_played_then_it_ends_and_failures_are_counted(
        seed, caplog):
    arena = random_arena(random.Random(seed), 2)
    with caplog.at_level(logging.ERROR, logger="hexbrawl.ai"):
        record = play_match(arena, [BrokenAgent(seed), make_agent("normal", seed)], seed,
                            stomachs=4, round_limit=30)
    assert record.failures[0] > 0
    assert record.failures[1] == 0
    assert any("failed" in message for message in caplog.messages)
    assert sum(DEVOURABLES[k].stomachs for k in record.builds[0]) <= 4


def test_given_an_illegal_answer_when_the_seat_chooses_then_a_legal_choice_is_returned():
    from game.ai import observe
    from game.core.arena import open_arena
    from game.core.dice import SeededDice
    from game.core.hexes import Hex
    from game.core.match import Match
    from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state

    arena = open_arena(4, spawns=[Hex(-2, 0), Hex(2, 0)])
    state, _ = new_state(MeatbotSetup(arena, (BotBuild("A", 3), BotBuild("B", 3))),
                         SeededDice(1))
    match = Match(state, "meatbot")
    request = match.request_for(0)

    class Illegal:
        level = "illegal"

        def choose(self, view, request):
            return Pick(9, 0, 0, 0)

    seat = SafeSeat(Illegal(), 1)
    choice = seat.choose(observe(match, 0), request)
    request.validate(choice)
    assert seat.failures == 1


@pytest.mark.parametrize("seed", range(3))
def test_given_a_broken_agent_when_played_untimed_then_the_match_is_the_timed_one(seed):
    # given the same seeded match with a broken seat, once with clocks (choose, then submit)
    from game.ai.play_any import run_match
    from game.games.meatbot.rules import sample_setup_json

    setup = sample_setup_json(2, seed)
    timed = run_match("meatbot", setup, [BrokenAgent(seed), "easy"], seed)
    # when it is played untimed (the seat submits its own answer, checked once by the match)
    untimed = run_match("meatbot", setup, [BrokenAgent(seed), "easy"], seed, timed=False)
    # then every choice, the result and the failures counted are the same
    assert untimed.match.choices == timed.match.choices
    assert repr(untimed.result) == repr(timed.result)
    assert untimed.failures == timed.failures and timed.failures[0] > 0
