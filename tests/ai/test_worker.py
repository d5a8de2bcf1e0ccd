"""The AI worker thinks in the background: polling never blocks the UI."""

from __future__ import annotations

import threading
import time

from game.ai import observe
from game.ai.worker import AIWorker
from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex
from game.core.match import Match
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state


class SlowAgent:
    """Thinks until released, then answers the first legal choice."""

    level = "slow"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()

    def choose(self, view, request):
        self.started.set()
        self.release.wait(5)
        return request.legal_choices()[-1]


def a_match() -> Match:
    arena = open_arena(4, spawns=[Hex(-2, 0), Hex(2, 0)])
    state, _ = new_state(MeatbotSetup(arena, (BotBuild("A", 3), BotBuild("B", 3))),
                         SeededDice(2))
    return Match(state, "meatbot")


def test_given_a_slow_agent_when_the_ui_polls_then_poll_returns_at_once_until_it_is_done():
    match = a_match()
    agent = SlowAgent()
    worker = AIWorker(agent)
    request = match.request_for(0)
    worker.start(observe(match, 0), request)
    assert agent.started.wait(2)
    begin = time.perf_counter()
    polls = [worker.poll() for _ in range(100)]
    assert time.perf_counter() - begin < 1.0  # not blocked on the agent (a generous bound: CI)
    assert polls == [None] * 100 and worker.busy
    agent.release.set()
    deadline = time.perf_counter() + 2
    choice = None
    while choice is None and time.perf_counter() < deadline:
        choice = worker.poll()
        time.sleep(0.001)
    assert choice == request.legal_choices()[-1]
    assert worker.poll() is None
    worker.close()


def test_given_a_decision_in_flight_when_it_is_cancelled_then_its_answer_is_dropped():
    match = a_match()
    agent = SlowAgent()
    worker = AIWorker(agent)
    worker.start(observe(match, 0), match.request_for(0))
    assert agent.started.wait(2)
    worker.cancel()
    agent.release.set()
    time.sleep(0.05)
    assert worker.poll() is None
    assert not worker.busy
    worker.close()


def test_given_the_match_moves_on_when_the_worker_thinks_then_it_uses_its_own_copy():
    match = a_match()
    agent = SlowAgent()
    worker = AIWorker(agent)
    view = observe(match, 0)
    worker.start(view, match.request_for(0))
    match.submit(1, match.request_for(1).legal_choices()[-1])
    agent.release.set()
    assert 1 not in view.info.picks
    worker.close()
