"""Random legal play for the MetalKrushers tests, with the invariants every state keeps."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core.match import Match, start_match
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.data import INTERNAL_LINKAGE

Chooser = Callable[[random.Random, Match], object]
ALL_OPTIONS = {"new_chassis": True, "new_programs": True, "new_shields": True, "ousting": True}


def uniform(rng: random.Random, match: Match) -> object:
    """Any legal choice, equally likely."""
    return rng.choice(match.pending()[0].legal_choices())


def setup_json(scenario: str, seed: int, players: int = 2, build_in_match: bool = False,
               all_options: bool = False) -> dict:
    """A sample set-up; optionally with every Krusher built through requests."""
    data = sample_setup_json(players, seed, scenario)
    if build_in_match:
        for krusher in data["krushers"]:
            krusher["build"] = None
    if all_options:
        data["options"] = dict(ALL_OPTIONS)
    return data


def play(data: dict, seed: int, chooser: Chooser = uniform, check: bool = True,
         limit: int = 5000) -> Match:
    """Play a set-up to its end with ``chooser``, checking the invariants after each choice."""
    rng = random.Random(seed)
    match = start_match("metalkrushers", data, seed)
    for _ in range(limit):
        if match.is_over:
            break
        request = match.pending()[0]
        assert request.legal_choices(), request
        match.submit(request.player, chooser(rng, match))
        if check:
            check_invariants(match)
    assert match.is_over and not match.pending()
    return match


def check_invariants(match: Match) -> None:
    """What is always true of a MetalKrushers match."""
    state = match.state
    places = [k.hex for k in state.krushers if k.active]
    assert len(places) == len(set(places)), "two Krushers share a hex"
    for k in state.krushers:
        assert 0 <= k.il <= INTERNAL_LINKAGE
        assert k.shield_ap >= 0
        assert all(0 <= a <= (k.max_armour or 0) for a in k.armour)
        assert 0 <= k.facing < 6
        if k.active:
            assert state.arena.is_open(k.hex)
    units = match.view_for(None).units()
    assert [u.uid for u in units] == [k.uid for k in state.krushers]
    if match.is_over:
        assert match.result is not None
    else:
        assert match.pending()
