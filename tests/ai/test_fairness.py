"""Agents decide from their own seat's information only: changing a secret they may not see
(an opponent's submitted pick, blind allocation or hidden devourables) never changes their
choice."""

from __future__ import annotations

import pytest

from game.ai import observe
from game.core.arena import open_arena
from game.core.dice import ScriptedDice
from game.core.hexes import Hex
from game.core.match import Match
from game.games.meatbot.ai import make_agent
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules.choices import Attack, Pass, Pick
from game.games.meatbot.rules.determinize import HiddenDice, information_state


class ThenOnes(ScriptedDice):
    def roll(self, sides: int) -> int:
        return super().roll(sides) if self.remaining else 1


def duel(dice=(), builds=None, secret=False) -> Match:
    arena = open_arena(5, spawns=[Hex(-2, 0), Hex(2, 0)])
    builds = builds or (BotBuild("Red", 5, ("Boom Launcher",)), BotBuild("Nina", 5, ()))
    state, opening = new_state(MeatbotSetup(arena, builds, secret_builds=secret),
                               ThenOnes(list(dice)))
    return Match(state, "meatbot", opening=opening)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_given_the_foe_picked_in_secret_when_the_agent_picks_then_the_foe_pick_is_ignored(
        level):
    choices = []
    for foe_pick in (Pick(0, 0, 4, 1), Pick(2, 2, 1, 0)):
        match = duel()
        match.submit(1, foe_pick)
        request = match.request_for(0)
        choices.append(make_agent(level, 11).choose(observe(match, 0), request))
    assert choices[0] == choices[1]


def test_given_the_foe_picked_when_the_information_state_is_made_then_the_pick_is_gone():
    match = duel()
    match.submit(1, Pick(0, 0, 4, 1))
    info = information_state(match.state, 0)
    assert 1 not in info.picks
    assert 1 in match.state.picks
    with pytest.raises(RuntimeError):
        info.dice.roll(6)
    assert isinstance(info.dice, HiddenDice)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_given_equal_attack_dice_when_the_foe_allocates_first_then_the_agent_cannot_tell(
        level):
    choices = []
    for foe_choice in (Attack("plib", 0), Pass()):
        match = duel(dice=[7, 7])
        match.submit(0, Pick(0, 0, 1, 0))
        match.submit(1, Pick(0, 0, 1, 0))
        assert {r.player for r in match.pending()} == {0, 1}
        match.submit(1, foe_choice)
        choices.append(make_agent(level, 3).choose(observe(match, 0), match.request_for(0)))
    assert choices[0] == choices[1]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_given_secret_builds_when_the_agent_picks_then_hidden_devourables_do_not_matter(level):
    choices = []
    for kit in (("Gougers", "Crane Whip Arms"), ("Boom Launcher", "Chitin")):
        builds = (BotBuild("Red", 5, ("Lockjaw",)), BotBuild("Nina", 5, kit))
        match = duel(builds=builds, secret=True)
        view = observe(match, 0)
        assert view.info.bots[1].items == []
        choices.append(make_agent(level, 4).choose(view, match.request_for(0)))
    assert choices[0] == choices[1]
