"""The race after this round counts each bot's Hyperheal (``pickgame.Duel.race_spread``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ai.base import SeatView
from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex
from game.games.meatbot.ai import make_agent, pickgame, stands
from game.games.meatbot.ai.pickgame import Duel, healed
from game.games.meatbot.ai.race import after_round, race_table
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import OrganPeel, Pick
from game.games.meatbot.rules.grandstands import grandstand_choices

HARD_KIT = (dv.HYPERHEAL, dv.GOUGERS, dv.CRANE)


def duel(kits=(HARD_KIT, HARD_KIT), gap=1):
    """Two bots ``gap`` hexes apart on an open arena, at the start of a round."""
    arena = open_arena(6, spawns=[Hex(0, 0), Hex(gap, 0)])
    setup = MeatbotSetup(arena, tuple(BotBuild(f"B{i}", 5, k) for i, k in enumerate(kits)))
    return new_state(setup, SeededDice(1))[0]


def test_given_one_heal_when_a_spread_is_healed_then_every_total_but_a_kill_drops_by_one():
    spread = (0.1, 0.2, 0.3, 0.4)  # the last entry: the blow that fells the target
    assert healed(spread, 1) == pytest.approx((0.3, 0.3, 0.0, 0.4))


@given(st.lists(st.floats(0, 1), min_size=1, max_size=12), st.integers(0, 3))
def test_given_any_spread_when_healed_then_it_still_sums_the_same_and_kills_stay(raw, heals):
    total = sum(raw) or 1.0
    spread = tuple(p / total for p in raw)
    after = healed(spread, heals)
    assert sum(after) == pytest.approx(sum(spread))
    assert after[-1] >= spread[-1] - 1e-12


def test_given_a_target_without_hyperheal_when_priced_for_the_race_then_nothing_is_mended():
    state = duel(kits=(HARD_KIT, (dv.GOUGERS,)))
    me, foe = state.bots
    out = Duel(state, me, foe)
    assert out.race_spread(4, 1) == out.spread_of(4, 1)


def test_given_plib_shots_on_a_healer_when_racing_then_the_heal_makes_the_race_harder(
        monkeypatch):
    # I have no Hyperheal, the foe has: its heal undoes a 1-point shot every round.
    state = duel(kits=((dv.GOUGERS,), HARD_KIT), gap=4)
    me, foe = state.bots
    counted = stands.race_value(state, me, foe)
    monkeypatch.setattr(pickgame, "HEAL_IN_RACE", False)
    ignored = stands.race_value(state, me, foe)
    assert counted < ignored - 0.05


def test_given_an_even_duel_when_a_12_could_peel_the_foes_hyperheal_then_that_is_worth_it(
        monkeypatch):
    # before the heal was counted, tearing off a Hyperheal changed nothing in the race
    state = duel()
    me, foe = state.bots
    heal = next(i.uid for i in foe.items if i.kind == dv.HYPERHEAL)
    peel = next(c for c in grandstand_choices(state, me)
                if isinstance(c, OrganPeel) and c.item == heal)
    stand = stands.modelled(peel, foe)
    before = stands.race_value(state, me, foe)
    assert stands.race_value(state, me, stand.apply(foe)) > before + 0.01
    monkeypatch.setattr(pickgame, "HEAL_IN_RACE", False)
    before = stands.race_value(state, me, foe)
    assert stands.race_value(state, me, stand.apply(foe)) == pytest.approx(before)


def test_given_this_rounds_blows_when_read_then_the_heal_only_shapes_later_rounds():
    # The exchange of this round is priced from the raw spreads (this round's heal is in the
    # target's Meat already); only the race table behind it uses the healed spreads.
    state = duel()
    me, foe = state.bots
    foe.damage = 5
    game = pickgame.PickGame(state, me, foe)
    dealt, taken = game.out.spread_of(4, 1), game.inc.spread_of(4, 1)
    expected = after_round(game.race, dealt, taken, game.my_meat, game.foe_meat)
    assert game.payoff(Pick(d6=1, d10=4), Pick(d6=1, d10=4)) == pytest.approx(expected)
    unhealed = race_table(dealt, taken, game.my_meat, game.foe_meat)
    healed_table = race_table(game.out.race_spread(4, 1), game.inc.race_spread(4, 1),
                              game.my_meat, game.foe_meat)
    assert (game.race == healed_table).all()
    assert not (game.race == unhealed).all()


def test_given_the_same_position_when_hard_picks_twice_then_it_picks_the_same():
    state = duel()
    state.bots[1].damage = 6
    request = next(r for r in state.pending() if r.player == 0)
    copies = [state.clone(), state.clone()]
    picks = [make_agent("hard", seed).choose(SeatView(0, lambda s=copy: s), request)
             for seed, copy in zip((1, 2), copies, strict=True)]
    assert picks[0] == picks[1]
    assert isinstance(picks[0], Pick)
