"""Tournament fan points, spending, gnawing, digestion: the rulebook's Red, match by match."""

from __future__ import annotations

import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.measure import TwinMeasure
from game.games.meatbot.rules.stats import MeatbotResult, StatLine
from game.games.meatbot.rules.tournament import Tournament, new_tournament, standings
from game.games.meatbot.rules.tournament_fans import FanAward, MatchOutcome, outcome_from_result
from game.games.meatbot.rules.tournament_fighters import (
    Fighter,
    Gnaw,
    Seat,
    ShopOrder,
    SpendError,
    affordable,
    order_problems,
    spend,
)

RED, NINA, JET, OZ = range(4)


def line(grandstands: int = 0, kills: int = 0) -> StatLine:
    return StatLine(damage_dealt=0, damage_taken=0, grandstands=grandstands, kills=kills)


def finished(t: Tournament, winner: int | None, lines: dict[int, StatLine],
             collapsed: set[int], lose: dict[int, list[str]] | None = None) -> MatchOutcome:
    """A match outcome built from the core's statistics, seat order = the fixture's."""
    seats = t.next_fixture().fighters
    stats = tuple(lines.get(f, line()) for f in seats)
    kept = []
    for f in seats:
        kinds = list(t.fighters[f].devourables)
        for kind in (lose or {}).get(f, []):
            kinds.remove(kind)
        kept.append(kinds)
    result = MeatbotResult(None if winner is None else seats.index(winner), "test", 5, stats)
    return outcome_from_result(result, [seats.index(f) for f in collapsed], kept)


def red_tournament() -> Tournament:
    fighters = [
        Fighter("Red", 3, (dv.ELME, dv.TWITCHY, dv.ACID_SPRAY)),
        Fighter("Nina", 3, (dv.CHITIN,)),
        Fighter("Jet", 3, (dv.BOOM,), seat=Seat("ai", "normal")),
        Fighter("Oz", 3, (dv.LOCKJAW, dv.NERVE_LACE)),
    ]
    return new_tournament("Red's run", "royale", TwinMeasure(3, 3), fighters, "arena.tmx", 1,
                          shuffle=False)


def test_reds_fan_points_through_his_three_matches():
    # given Red at Massacre 3 with an ELME, a Twitchy Flinchpump and an Acid Spray
    t = red_tournament()
    # when he grandstands twice but is brought to zero and Nina wins
    t.record(finished(t, NINA, {RED: line(grandstands=2), NINA: line(kills=3)},
                      collapsed={RED, JET, OZ}))
    # then he has 2 - 1 = 1 Fan Point, and the winner may bite his Acid Spray off
    assert t.fighters[RED].fan_points == 1
    assert t.phase == "gnaw" and Gnaw(RED, dv.ACID_SPRAY) in t.gnaw_options()
    t.gnaw(Gnaw(RED, dv.ACID_SPRAY))
    assert dv.ACID_SPRAY not in t.fighters[RED].devourables
    assert dv.ACID_SPRAY in t.fighters[NINA].devourables
    # when he spends his point on Massacre
    assert t.phase == "shop" and RED in t.shop_queue
    shop_everyone(t, {RED: ShopOrder(massacre=1)})
    assert (t.fighters[RED].massacre, t.fighters[RED].fan_points) == (4, 0)
    # when next he grandstands once, reduces two bots to zero and wins
    t.record(finished(t, RED, {RED: line(grandstands=1, kills=2)}, collapsed={NINA, JET, OZ}))
    # then he earns four points, and takes a loser's Boom Launcher
    assert t.fighters[RED].fan_points == 4
    t.gnaw(Gnaw(JET, dv.BOOM))
    shop_everyone(t, {RED: ShopOrder()})  # he banks all four
    assert t.fighters[RED].fan_points == 4 and dv.BOOM in t.fighters[RED].devourables
    # when he then makes one grandstand before being eliminated, and Jet wins
    t.record(finished(t, JET, {RED: line(grandstands=1), JET: line(kills=3)},
                      collapsed={RED, NINA, OZ}))
    t.gnaw(Gnaw(RED, dv.BOOM))
    # then he has no more points than before and has lost the Boom Launcher
    assert t.fighters[RED].fan_points == 4 and dv.BOOM not in t.fighters[RED].devourables
    # when he raises Massacre by 2 and buys Hyperheal (two Stomachs)
    shop_everyone(t, {RED: ShopOrder(massacre=2, buy=(dv.HYPERHEAL,))})
    red = t.fighters[RED]
    assert (red.massacre, red.fan_points) == (6, 0)
    assert sorted(red.devourables) == sorted([dv.ELME, dv.TWITCHY, dv.HYPERHEAL])
    assert [x.after for r in t.history for x in r.fans if x.fighter == RED] == [1, 4, 4]


def shop_everyone(t: Tournament, orders: dict[int, ShopOrder]) -> None:
    while t.phase == "shop":
        who = t.shop_queue[0]
        t.shop(who, orders.get(who, ShopOrder()))


@pytest.mark.parametrize(("balance", "award", "after"), [
    (0, FanAward(0, 0, False, True), 0),     # never below zero
    (0, FanAward(2, 0, False, True), 1),     # gains count before the loss
    (3, FanAward(0, 0, False, True), 2),     # a loss eats banked points
    (0, FanAward(1, 2, True, False), 4),
    (5, FanAward(0, 0, False, False), 5),
])
def test_fan_award_settles_the_balance(balance, award, after):
    assert award.settle(balance) == after


def test_a_draw_gives_no_win_point_and_no_gnaw():
    t = red_tournament()
    t.record(finished(t, None, {RED: line(kills=1), NINA: line(kills=1)},
                      collapsed={RED, NINA, JET, OZ}))
    assert t.history[-1].winner is None
    assert t.fighters[RED].fan_points == 0  # +1 kill, -1 collapse
    assert t.gnaw_options() == [] and t.phase == "match"


def test_devourables_lost_in_combat_stay_lost_and_eaten_ones_are_digested():
    # given Red loses his Acid Spray in the fight and Nina swallows it
    t = red_tournament()
    seats = t.next_fixture().fighters
    kept = [list(t.fighters[f].devourables) for f in seats]
    kept[RED].remove(dv.ACID_SPRAY)
    kept[NINA].append(dv.ACID_SPRAY)
    result = MeatbotResult(1, "test", 3, tuple(line() for _ in seats))
    # when the match is recorded
    record = t.record(outcome_from_result(result, [0, 2, 3], kept))
    # then Nina owns it for the next match and the history says so
    assert dv.ACID_SPRAY in t.fighters[NINA].build().devourables
    assert dv.ACID_SPRAY not in t.fighters[RED].build().devourables
    assert (NINA, dv.ACID_SPRAY) in record.gained and (RED, dv.ACID_SPRAY) in record.lost


def test_spending_limits():
    rich = Fighter("Rich", 9, (dv.ONCO,), fan_points=4)
    assert "costs 5" in " ".join(order_problems(rich, ShopOrder(buy=(dv.BONESPEAR,))))
    assert "Massacre would be 11" in " ".join(order_problems(rich, ShopOrder(massacre=2)))
    assert "fills 11" in " ".join(order_problems(rich, ShopOrder(buy=(dv.CHITIN, dv.ELME,
                                                                           dv.ELME))))
    assert order_problems(rich, ShopOrder(massacre=1, buy=(dv.CHITIN,))) == []
    # throwing something away makes room, with no refund
    after = spend(rich, ShopOrder(buy=(dv.BOOM,), discard=(dv.ONCO,)))
    assert after.devourables == (dv.BOOM,) and after.fan_points == 1
    with pytest.raises(SpendError):
        spend(rich, ShopOrder(discard=(dv.BOOM,)))
    assert set(affordable(Fighter("Poor", 2, (), fan_points=1))) == {
        k for k, d in dv.DEVOURABLES.items() if d.stomachs == 1}


def test_gnaw_must_fit_and_come_from_a_loser():
    t = red_tournament()
    t.fighters[NINA] = Fighter("Nina", 3, (dv.ONCO, dv.CHITIN))  # one Stomach free
    t.record(finished(t, NINA, {}, collapsed={RED, JET, OZ}))
    options = t.gnaw_options()
    assert Gnaw(RED, dv.ELME) in options and Gnaw(JET, dv.BOOM) not in options
    with pytest.raises(SpendError):
        t.gnaw(Gnaw(JET, dv.BOOM))
    t.gnaw(None)
    assert t.phase in ("shop", "match") and t.history[-1].gnawed is None


def test_shop_refuses_out_of_turn_and_wrong_phase():
    t = red_tournament()
    with pytest.raises(SpendError):
        t.shop(RED, ShopOrder())
    t.record(finished(t, RED, {RED: line(grandstands=1)}, collapsed={NINA, JET, OZ}))
    t.gnaw(None)
    with pytest.raises(SpendError):
        t.record(finished(t, RED, {}, collapsed={NINA}))
    assert t.shop_queue == [RED]
    with pytest.raises(SpendError):
        t.shop(NINA, ShopOrder())


def test_royale_runs_one_match_per_fighter_and_the_last_winner_is_champion():
    t = red_tournament()
    for winner in (NINA, RED, JET, OZ):
        assert t.phase != "over"
        t.record(finished(t, winner, {}, collapsed=set(range(4)) - {winner}))
        if t.phase == "gnaw":
            t.gnaw(None)
        shop_everyone(t, {})
    assert t.phase == "over" and t.champion() == OZ
    table = standings(t)
    assert table[0].fighter == OZ and all(s.played == 4 for s in table)


def test_a_drawn_last_royale_match_gets_a_decider():
    t = red_tournament()
    for winner in (NINA, RED, JET, None, RED):
        t.record(finished(t, winner, {}, collapsed=set(range(4)) - {winner}))
        if t.phase == "gnaw":
            t.gnaw(None)
        shop_everyone(t, {})
    assert len(t.history) == 5 and t.champion() == RED and t.phase == "over"


def test_starting_builds_must_fit_the_measure():
    with pytest.raises(ValueError, match="Massacre must be 3"):
        new_tournament("x", "royale", TwinMeasure(3, 3),
                       [Fighter("A", 4), Fighter("B", 3)], "a.tmx", 1)


def test_starting_builds_spend_the_measure_budget():
    from game.games.meatbot.rules.measure import SingleMeasure
    from game.games.meatbot.rules.tournament_fighters import (
        budget_fighter,
        finish_build,
        massacre_for_sale,
    )

    # a Twin Measure's Stomachs are the budget, and Massacre is fixed
    twin = TwinMeasure(5, 3)
    start = budget_fighter("Red", twin)
    assert (start.massacre, start.fan_points, massacre_for_sale(twin)) == (5, 3, False)
    built = finish_build(start, ShopOrder(buy=(dv.BOOM,)), twin)
    assert built.devourables == (dv.BOOM,) and built.fan_points == 0
    with pytest.raises(SpendError):
        finish_build(start, ShopOrder(massacre=1), twin)
    # a Single Measure's points buy Massacre above 2 or Stomachs
    single = SingleMeasure(7)
    start = budget_fighter("Nina", single)
    assert (start.massacre, start.fan_points) == (2, 5)
    built = finish_build(start, ShopOrder(massacre=2, buy=(dv.BOOM,)), single)
    assert built.massacre == 4 and single.check(built.build()) == []
