"""AI seats between matches: legal spending and gnawing, deterministic, sensible."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.meatbot.ai.tournament_agent import TournamentAgent, worth
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.tournament_fighters import (
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


def agent_fond_of(kind: str) -> TournamentAgent:
    """The first normal agent (by seed) whose favourite gadget is ``kind``."""
    return next(agent for agent in (TournamentAgent("normal", seed) for seed in range(100))
                if agent.favourite == kind)


def test_saves_up_for_a_bonespear_like_red():
    # given a jock set on a Bonespear, Massacre 5, plenty of room, four points: it costs five
    agent = agent_fond_of(dv.BONESPEAR)
    order = agent.shop(Fighter("AI", 5, (dv.ELME,), fan_points=4))
    # then it banks rather than fritter the points away
    assert order == ShopOrder()
    # and buys it once it can
    order = agent.shop(Fighter("AI", 5, (dv.ELME,), fan_points=5))
    assert dv.BONESPEAR in order.buy


def test_ai_jocks_do_not_all_build_the_same_bot_and_a_seed_repeats_its_build():
    # given eight normal AI entrants of one tournament (seeds in a row), Massacre 2, 10 points
    start = Fighter("AI", 2, (), fan_points=10)
    # when each builds its starting bot
    orders = [TournamentAgent("normal", seed).shop(start, may_bank=False) for seed in range(8)]
    # then they buy at least three different builds, not all the same gadget
    assert len({order.buy for order in orders}) >= 3
    assert len({order.buy[0] for order in orders if order.buy}) >= 2
    # and the same seed buys the same again
    assert TournamentAgent("normal", 5).shop(start, may_bank=False) == orders[5]


def test_gnaws_the_most_valuable_bite():
    table = [Fighter("Win", 5), Fighter("A", 5, (dv.ELME, dv.BOOM)), Fighter("B", 5, (dv.GOUGERS,))]
    options = gnaw_options(table, 0, [1, 2])
    choice = TournamentAgent("hard").gnaw(table, options)
    assert choice == Gnaw(1, dv.BOOM)
    assert worth(choice.kind) == max(worth(o.kind) for o in options)
    assert TournamentAgent("easy", 3).gnaw(table, options) in options
    assert TournamentAgent("normal").gnaw(table, []) is None
