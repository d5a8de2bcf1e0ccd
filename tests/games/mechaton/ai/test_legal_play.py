"""Every Mechaton agent answers every request it meets with a legal choice, and a seed
always plays the same match."""

from __future__ import annotations

import pytest

from game.core.match import IllegalChoice

from .helpers import CROSSROADS, SATELLITE, play

CORE_KINDS = {"build", "initiative", "target", "spot", "assign", "move", "lose", "tick"}


@pytest.mark.parametrize("levels", [("hard", "normal"), ("normal", "random"),
                                    ("random", "hard")])
def test_agents_answer_every_request_legally_in_rulebook_deployment(levels) -> None:
    # given a 2-player match built and deployed by the agents, with a rocket each
    match, answered = play(levels, seed=11, deployment="rulebook", clock=4, rockets=1)
    # then every answer passed the request's own check, and the match reached doomsday
    kinds = set()
    for request, choice in answered:
        request.validate(choice)
        kinds.add(request.kind)
    assert match.is_over
    assert CORE_KINDS | {"deploy"} <= kinds


@pytest.mark.parametrize("options", [{"split_weapons": True}, {"double_weapons": True}])
def test_agents_answer_legally_with_the_optional_weapon_rules(options) -> None:
    match, answered = play(("hard", "random", "normal", "random"), seed=5, arena=CROSSROADS,
                           clock=3, **options)
    for request, choice in answered:
        request.validate(choice)
    assert match.is_over


def test_agents_answer_legally_in_the_short_game() -> None:
    match, answered = play(("hard", "normal", "random"), seed=3, arena=SATELLITE, short=True,
                           clock=3)
    for request, choice in answered:
        request.validate(choice)
    assert match.is_over and {"build", "assign", "move"} <= {r.kind for r, _ in answered}


def test_an_illegal_answer_would_be_caught_by_the_checks_used_above() -> None:
    # the check the tests rely on refuses a choice from another request
    _, answered = play(("normal", "random"), seed=2, clock=2)
    build = next(r for r, _ in answered if r.kind == "build")
    tick = next(c for r, c in answered if r.kind == "tick")
    with pytest.raises(IllegalChoice):
        build.validate(tick)


def test_the_same_seed_plays_the_same_match() -> None:
    first, _ = play(("hard", "normal"), seed=21, clock=4)
    second, _ = play(("hard", "normal"), seed=21, clock=4)
    assert first.log() == second.log() and first.result == second.result
    other, _ = play(("hard", "normal"), seed=22, clock=4)
    assert other.log() != first.log()
