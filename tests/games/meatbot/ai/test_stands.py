"""Grandstands priced by the race they leave (``stands``) and the hard agent's use of them."""

from __future__ import annotations

from game.ai.base import SeatView
from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex
from game.games.meatbot.ai import make_agent, stands
from game.games.meatbot.ai.pickgame import PickGame
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import OrganPeel, Pick, Tackle, Trip
from game.games.meatbot.rules.grandstands import grandstand_choices

KIT = (dv.HYPERHEAL, dv.GOUGERS, dv.CRANE)


def duel(kits=(KIT, KIT), gap=1):
    """Two bots ``gap`` hexes apart on an open arena, at the start of a round."""
    arena = open_arena(6, spawns=[Hex(0, 0), Hex(gap, 0)])
    setup = MeatbotSetup(arena, tuple(BotBuild(f"B{i}", 5, k) for i, k in enumerate(kits)))
    return new_state(setup, SeededDice(1))[0]


def gougers_of(bot):
    return next(i.uid for i in bot.items if i.kind == dv.GOUGERS)


def test_given_a_fresh_foe_with_gougers_when_a_12_lands_then_the_gougers_are_peeled():
    state = duel()
    me, foe = state.bots
    stand, value = stands.best_stand(state, me, foe)
    assert isinstance(stand.choice, OrganPeel)
    assert stand.choice.item == gougers_of(foe)
    assert value > stands.race_value(state, me, foe) + 0.2


def test_given_a_foe_on_3_meat_when_a_12_lands_then_the_tackle_kills_it():
    state = duel()
    me, foe = state.bots
    foe.damage = foe.max_meat - 3
    stand, value = stands.best_stand(state, me, foe)
    assert isinstance(stand.choice, Tackle)
    assert value == 1.0


def test_given_no_kit_beyond_claws_when_judging_a_trip_then_it_is_priced_by_its_damage():
    state = duel(kits=((), ()))
    me, foe = state.bots
    trip = next(c for c in grandstand_choices(state, me) if isinstance(c, Trip))
    stand = stands.modelled(trip, foe)
    assert stand.damage == 2
    assert stand.apply(foe).meat == foe.meat - 2
    assert foe.meat == foe.max_meat  # the original is untouched


def test_given_a_peel_in_reach_when_pricing_a_d12_then_it_is_worth_more_than_a_flat_guess():
    state = duel()
    me, foe = state.bots
    pick, usual = Pick(d6=1, d10=3, d12=1), Pick(d6=1, d10=4)
    priced, flat = stands.StandGame(state, me, foe), PickGame(state, me, foe)
    assert priced.payoff(pick, usual) > flat.payoff(pick, usual) + 0.01


def test_given_nobody_in_reach_when_pricing_a_d12_then_it_adds_nothing():
    state = duel(gap=5)
    me, foe = state.bots
    game = stands.StandGame(state, me, foe)
    assert game.my_stand is None
    assert game.payoff(Pick(d6=1, d10=3, d12=1), Pick(d6=1, d10=4)) <= game.payoff(
        Pick(d6=1, d10=4), Pick(d6=1, d10=4))


class TwelvesOnly:
    """Dice that show 12 on a d12 and 1 on anything else."""

    def roll(self, sides: int) -> int:
        return 12 if sides == 12 else 1


def test_given_a_12_in_a_duel_when_hard_chooses_then_it_peels_the_gougers():
    state = duel()
    state.dice = TwelvesOnly()
    state.apply(0, Pick(d12=1))
    state.apply(1, Pick(d6=1))
    request = state.pending()[0]
    assert (request.player, request.kind) == (0, "grandstand")
    view = SeatView(0, lambda: state)
    choice = make_agent("hard", 3).choose(view, request)
    assert choice in request.legal_choices()
    assert isinstance(choice, OrganPeel) and choice.item == gougers_of(state.bots[1])


def test_given_every_pair_of_picks_when_priced_then_at_most_four_outcomes_are_worked_out():
    # the budget is a count: neither, mine, theirs or both grandstands landing
    state = duel()
    me, foe = state.bots
    game = stands.StandGame(state, me, foe)
    picks = [Pick(d6=1, d10=4), Pick(d6=1, d10=3, d12=1), Pick(d6=1, d10=2, d12=2),
             Pick(d10=4, d12=1), Pick(d6=2, d10=3)]
    first = [[game.payoff(a, b) for b in picks] for a in picks]
    assert len(game._variants) <= 4
    assert first == [[game.payoff(a, b) for b in picks] for a in picks]
