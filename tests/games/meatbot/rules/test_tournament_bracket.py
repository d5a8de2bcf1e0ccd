"""Grudge Match brackets: byes for awkward field sizes, winners advance, draws are refought."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.meatbot.rules.measure import SingleMeasure
from game.games.meatbot.rules.stats import MeatbotResult, StatLine
from game.games.meatbot.rules.tournament import Tournament, new_tournament
from game.games.meatbot.rules.tournament_fans import outcome_from_result
from game.games.meatbot.rules.tournament_fighters import Fighter, ShopOrder
from game.games.meatbot.rules.tournament_schedule import (
    BYE,
    bracket_champion,
    byes,
    grudge_bracket,
    next_heat,
    seed_positions,
)


def test_seed_positions_keep_the_top_seeds_apart():
    assert seed_positions(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert seed_positions(4) == [1, 4, 2, 3]


@pytest.mark.parametrize(("count", "expected_byes", "first_round_fights"), [
    (3, [0], 1), (5, [0, 1, 2], 1), (6, [0, 1], 2), (7, [0], 3), (8, [], 4),
])
def test_byes_go_to_the_top_seeds_in_the_first_round(count, expected_byes, first_round_fights):
    # given fighters seeded 0 (best) to count-1
    bracket = grudge_bracket(list(range(count)), {})
    # then the top seeds go straight through and the rest fight
    assert sorted(byes(bracket)) == expected_byes
    assert sum(h.ready for h in bracket[0]) == first_round_fights
    assert all(h.a != BYE or h.b != BYE for h in bracket[0])
    assert all(not h.is_bye for heats in bracket[1:] for h in heats)


def play_out(count: int, pick_winner) -> list:
    """Fight every heat, the winner chosen by ``pick_winner(a, b)``; returns the fights."""
    results: dict[tuple[int, int], int] = {}
    fought = []
    while (heat := next_heat(grudge_bracket(list(range(count)), results))) is not None:
        fought.append((heat.a, heat.b))
        results[(heat.round, heat.index)] = pick_winner(heat.a, heat.b)
    return fought, grudge_bracket(list(range(count)), results)


@settings(deadline=None, max_examples=40)
@given(st.integers(2, 16), st.randoms(use_true_random=False))
def test_every_bracket_needs_one_fight_less_than_fighters(count, rng):
    fought, bracket = play_out(count, lambda a, b: rng.choice((a, b)))
    # then n-1 fights find one champion, nobody fights twice in a round or after losing
    assert len(fought) == count - 1
    champion = bracket_champion(bracket)
    assert champion is not None and 0 <= champion < count
    losers = [a if b == w else b for (a, b), w in
              zip(fought, [h.winner for heats in bracket for h in heats if not h.is_bye],
                  strict=True)]
    assert len(set(losers)) == count - 1 and champion not in losers


@pytest.mark.parametrize("count", [3, 5, 6, 7])
def test_the_favourite_wins_when_the_better_seed_always_wins(count):
    _, bracket = play_out(count, min)
    assert bracket_champion(bracket) == 0


def grudge(count: int) -> Tournament:
    fighters = [Fighter(f"F{i}", 2, colour=i) for i in range(count)]
    return new_tournament("Grudge", "grudge", SingleMeasure(7), fighters, "duel.tmx", 3,
                          shuffle=False)


def fight(t: Tournament, winner_seat: int | None) -> None:
    fixture = t.next_fixture()
    assert len(fixture.fighters) == 2
    stats = tuple(StatLine(0, 0, 0, 0) for _ in fixture.fighters)
    result = MeatbotResult(winner_seat, "test", 4, stats)
    fallen = [s for s in (0, 1) if s != winner_seat]
    t.record(outcome_from_result(result, fallen, [(), ()]))
    while t.phase == "shop":  # everyone banks
        t.shop(t.shop_queue[0], ShopOrder())


def test_a_grudge_tournament_of_five_plays_to_a_champion_and_refights_draws():
    t = grudge(5)
    first = t.next_fixture()
    assert first.stage == "Quarter-final" and set(first.fighters) == {3, 4}
    fight(t, None)  # a draw: the same heat again
    assert t.next_fixture().fighters == first.fighters and t.next_fixture().slot == first.slot
    while t.phase != "over":
        fight(t, 0)  # the first seat always wins
    assert len(t.history) == 5 and t.champion() is not None
    assert t.history[-1].stage == "Final"
