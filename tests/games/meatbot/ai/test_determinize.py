"""determinize: a full state consistent with one seat's information, sampled from a seed."""

from __future__ import annotations

import random

from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex
from game.core.match import Match
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.determinize import determinize, information_state


def a_match(secret: bool = False) -> Match:
    arena = open_arena(5, spawns=[Hex(-2, 0), Hex(2, 0), Hex(0, 2)])
    builds = (BotBuild("A", 4, ("Gougers",)), BotBuild("B", 4, ("Extra Meat", "Chitin")),
              BotBuild("C", 3, ()))
    state, _ = new_state(MeatbotSetup(arena, builds, secret_builds=secret), SeededDice(5))
    return Match(state, "meatbot")


def test_given_hidden_picks_when_determinized_then_every_other_seat_has_a_legal_pick():
    match = a_match()
    match.submit(1, Pick(0, 2, 2, 0))
    info = information_state(match.state, 0)
    full = determinize(info, 0, random.Random(1))
    assert set(full.picks) == {1, 2}
    for seat in (1, 2):
        request = next(r for r in info.pending() if r.player == seat)
        request.validate(full.picks[seat])
    assert 1 not in info.picks and 0 not in full.picks
    assert 1 <= full.dice.roll(6) <= 6


def test_given_the_same_seed_when_determinized_twice_then_the_samples_match():
    info = information_state(a_match().state, 0)
    first = determinize(info, 0, random.Random(7))
    second = determinize(info, 0, random.Random(7))
    assert first.picks == second.picks
    assert [first.dice.roll(10) for _ in range(5)] == [second.dice.roll(10) for _ in range(5)]


def test_given_a_determinization_when_it_is_played_on_then_the_information_state_is_untouched():
    info = information_state(a_match().state, 0)
    full = determinize(info, 0, random.Random(3))
    full.apply(0, Pick(0, 1, 2, 0))
    assert full.phase != "pick" or full.round > info.round
    assert info.phase == "pick" and info.picks == {}


def test_given_secret_builds_when_the_information_state_is_made_then_meat_shows_as_seen():
    match = a_match(secret=True)
    info = information_state(match.state, 0)
    assert info.bots[1].items == [] and info.bots[0].items != []
    # the unseen Extra Meat of bot 1 (22 in truth) counts in neither the view nor the state
    assert [b.meat for b in match.state.bots] == [20, 22, 20]
    assert [b.meat for b in info.bots] == [b.meat for b in match.view_for(0).bots] == [20] * 3
    assert info.setup.bots[1].devourables == ()
