"""A secret the seat may not see never changes its agent's choice."""

from __future__ import annotations

import pytest

from game.core.match import start_match
from game.games.mechaton.ai import make_agent
from game.games.mechaton.ai.seat import observe
from game.games.mechaton.ai.simulate import setup_json
from game.games.mechaton.rules.choices import PickInitiative
from game.maps.tiled import load_arena

from .helpers import KILLING_GROUND


def _initiative_match():
    """Given: a 2-player match at its first initiative, both armies built by hard agents
    (lean mechs roll several initiative dice, so every pick is secret)."""
    match = start_match("mechaton", setup_json(KILLING_GROUND, 2), 9, arena_loader=load_arena)
    agents = [make_agent("hard", 1), make_agent("hard", 2)]
    while match.pending()[0].kind == "build":
        request = match.pending()[0]
        match.submit(request.player, agents[request.player].choose(
            observe(match, request.player), request))
    return match


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_foes_secret_initiative_pick_does_not_change_ours(level) -> None:
    match = _initiative_match()
    theirs = match.request_for(1)
    assert theirs.kind == "initiative" and theirs.secret and len(theirs.legal_choices()) > 1
    answers = []
    for pick in theirs.legal_choices():
        copy = match.clone()
        copy.submit(1, pick)
        mine = copy.request_for(0)
        answers.append(make_agent(level, 5).choose(observe(copy, 0), mine))
    assert len({*answers}) == 1 and isinstance(answers[0], PickInitiative)
