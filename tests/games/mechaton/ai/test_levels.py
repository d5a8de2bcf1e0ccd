"""The levels stand apart: normal makes some target, spot and move choices without judging
them; its dice are always assigned with care."""

from __future__ import annotations

from game.core.match import start_match
from game.games.mechaton.ai import make_agent
from game.games.mechaton.ai.normal import (
    SLIP_CHANCE,
    SLIP_SHARE,
    SLIPS,
    heuristic_choice,
    slip_choices,
)
from game.games.mechaton.ai.seat import observe
from game.games.mechaton.ai.simulate import setup_json
from game.games.mechaton.ai.tactics import SCORERS
from game.games.mechaton.rules.requests import BuildRequest
from game.maps.tiled import load_arena

from .helpers import KILLING_GROUND


def _answers(seed: int) -> list[tuple[str, bool]]:
    """(request kind, whether normal's choice was the heuristic's) for every request with a
    real choice that normal answered in a two-seat match against the heuristic."""
    data = setup_json(KILLING_GROUND, 2, False, "map")
    match = start_match("mechaton", data, seed, arena_loader=load_arena)
    agents = [make_agent("normal", seed), make_agent("normal", seed + 1)]
    found = []
    while not match.is_over:
        request = match.pending()[0]
        view = observe(match, request.player)
        choice = agents[request.player].choose(view, request)
        if request.player == 0 and not isinstance(request, BuildRequest) \
                and len(request.legal_choices()) > 1:
            found.append((request.kind, choice == heuristic_choice(view.info, 0, request)))
        match.submit(request.player, choice)
    return found


def test_given_normal_when_it_plays_a_match_then_some_targets_spots_or_moves_slip():
    answers = _answers(seed=3)
    slipping = [same for kind, same in answers if kind in SLIPS]
    # then some of its target, spot and move choices are not the heuristic's, far from all
    assert slipping and 0 < slipping.count(False) < len(slipping)
    assert 0 < SLIP_CHANCE < 1
    # and every other choice (the dice above all) is the heuristic's
    assert all(same for kind, same in answers if kind not in SLIPS)


def test_given_one_seed_when_normal_plays_twice_then_it_slips_alike():
    assert _answers(seed=4) == _answers(seed=4)


def test_given_a_slip_when_it_picks_then_only_among_the_better_choices():
    # given a two-seat match played by the heuristic, at every target, spot or move choice
    # with several options
    data = setup_json(KILLING_GROUND, 2, False, "map")
    match = start_match("mechaton", data, 5, arena_loader=load_arena)
    checked = 0
    while not match.is_over and checked < 12:
        request = match.pending()[0]
        view = observe(match, request.player)
        choices = request.legal_choices()
        if request.kind in SLIPS and len(choices) >= 4:
            # when a slip lists what it may pick
            picks = slip_choices(view.info, request.player, request)
            score = {i: SCORERS[request.kind](view.info, request.player, request, c)
                     for i, c in enumerate(choices)}
            # then it keeps the better share of them, the heuristic's own choice included,
            # and nothing scored below what it left out
            assert len(picks) == round(len(choices) * SLIP_SHARE) < len(choices)
            assert heuristic_choice(view.info, request.player, request) in picks
            left_out = [score[i] for i, c in enumerate(choices) if c not in picks]
            kept = [score[i] for i, c in enumerate(choices) if c in picks]
            assert min(kept) >= max(left_out)
            checked += 1
        match.submit(request.player, heuristic_choice(view.info, request.player, request)
                     if not isinstance(request, BuildRequest) else choices[0])
    assert checked >= 3
