"""AI seats between matches: legal spending and gnawing, deterministic, sensible."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.meatbot.tournament_agent import TournamentAgent, worth
from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot.tournament_fighters import (
    Fighter,
    Gnaw,
    ShopOrder,
    gnaw_options,
    order_problems,
    spend,
)

KINDS = sorted(dv.DEVOURABLES)


@st.composite
def fighters(draw) -> Fighter:
    kinds: list[str] = []
    room = dv.BASIC_STOMACHS
    for kind in draw(st.lists(st.sampled_from(KINDS), max_size=6)):
        if dv.DEVOURABLES[kind].stomachs <= room:
            kinds.append(kind)
            room -= dv.DEVOURABLES[kind].stomachs
    return Fighter("AI", draw(st.integers(2, 10)), tuple(kinds),
                   fan_points=draw(st.integers(0, 12)))


@settings(deadline=None, max_examples=60)
@given(fighters(), st.sampled_from(["easy", "normal", "hard"]), st.integers(0, 99))
def test_every_order_is_legal_and_the_same_for_a_seed(fighter, level, seed):
    order = TournamentAgent(level, seed).shop(fighter)
    assert order_problems(fighter, order) == []
    assert TournamentAgent(level, seed).shop(fighter) == order
    after = spend(fighter, order)
    assert 0 <= after.fan_points <= fighter.fan_points


def test_a_weak_jock_raises_massacre_first():
    order = TournamentAgent("normal").shop(Fighter("AI", 2, (), fan_points=2))
    assert order.massacre == 2 and order.buy == ()


def test_saves_up_for_a_bonespear_like_red():
    # given Massacre 5, plenty of room, four points: a Bonespear costs five
    order = TournamentAgent("normal").shop(Fighter("AI", 5, (dv.ELME,), fan_points=4))
    # then it banks rather than fritter the points away
    assert order == ShopOrder()
    # and buys it once it can
    order = TournamentAgent("normal").shop(Fighter("AI", 5, (dv.ELME,), fan_points=5))
    assert dv.BONESPEAR in order.buy


def test_gnaws_the_most_valuable_bite():
    table = [Fighter("Win", 5), Fighter("A", 5, (dv.ELME, dv.BOOM)), Fighter("B", 5, (dv.GOUGERS,))]
    options = gnaw_options(table, 0, [1, 2])
    choice = TournamentAgent("hard").gnaw(table, options)
    assert choice == Gnaw(1, dv.BOOM)
    assert worth(choice.kind) == max(worth(o.kind) for o in options)
    assert TournamentAgent("easy", 3).gnaw(table, options) in options
    assert TournamentAgent("normal").gnaw(table, []) is None
