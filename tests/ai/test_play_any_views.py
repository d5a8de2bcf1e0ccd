"""The headless driver's seat views: one nobody looked into is handed out again (random
play speed), one an agent used never is, so every decision sees its own moment."""

from __future__ import annotations

import random

from game.ai.play_any import run_match
from game.core.ruleset import ruleset_module


class PeekingAgent:
    """Plays at random, looking into its view now and then: it notes whether the view
    showed the request it is answering (by seat, kind and prompt)."""

    level = "peek"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.looks: list[bool] = []

    def choose(self, view, request):
        if self.rng.random() < 0.3:
            shown = {(r.player, r.kind, r.prompt) for r in view.info.pending()}
            self.looks.append((request.player, request.kind, request.prompt) in shown)
        return request.random_choice(self.rng)


def test_every_view_an_agent_looks_into_shows_the_decision_it_is_for():
    # given two agents that look into their views at random moments of a Meatbot duel
    agents = [PeekingAgent(1), PeekingAgent(2)]
    setup = ruleset_module("meatbot").sample_setup_json(2, 5)
    # when the match is played headless, events muted and clocks unread
    run_match("meatbot", setup, agents, 5, timed=False, keep_events=False)
    # then each look showed the request then being answered, never an earlier moment
    looks = agents[0].looks + agents[1].looks
    assert len(looks) > 20
    assert all(looks)
