"""play_any answers racing real-time requests in a seeded, fair order (issue 12)."""

from __future__ import annotations

import random
from collections import Counter

from game.ai.play_any import Pacer, next_request, run_match
from game.core.match import ListRequest
from game.games.dicebot.rules.events import DieGrabbed
from game.games.dicebot.rules.setup import REAL_TIME, SNAKE, DicebotSetup, setup_to_json


def _grabs(players: int) -> list[ListRequest]:
    return [ListRequest(seat, seat, "grab", "grab a die", real_time=True, choices=(0,))
            for seat in range(players)]


def _setup(draft: str) -> dict:
    return setup_to_json(DicebotSetup(("A", "B", "C", "D"), draft, 1))


def _grabbers(run) -> list[int]:
    """Who grabbed, in order, in the first scavenge."""
    return [e.player for e in run.match.events if isinstance(e, DieGrabbed)][:28]


def test_given_four_racing_grabs_when_drawn_many_times_then_every_seat_is_first_about_equally():
    arrivals = random.Random(1)
    firsts = Counter(next_request(_grabs(4), arrivals).player for _ in range(4000))
    assert set(firsts) == {0, 1, 2, 3}
    assert all(850 <= count <= 1150 for count in firsts.values()), firsts


def test_given_requests_that_do_not_race_when_drawn_then_the_first_pending_is_answered():
    ready = [ListRequest(seat, seat, "ready", "ready?", choices=(True,)) for seat in range(3)]
    arrivals = random.Random(2)
    assert all(next_request(ready, arrivals) is ready[0] for _ in range(50))


def test_given_a_real_time_scavenge_when_played_then_seat_zero_does_not_fill_its_sheet_first():
    run = run_match("dicebot", _setup(REAL_TIME), ["random"] * 4, seed=3)
    first_seven = _grabbers(run)[:7]
    assert first_seven != [0] * 7
    assert len(set(first_seven)) > 1


def test_given_the_same_seed_when_a_real_time_match_is_replayed_then_the_order_repeats():
    one, two = (run_match("dicebot", _setup(REAL_TIME), ["random"] * 4, seed=4)
                for _ in range(2))
    assert _grabbers(one) == _grabbers(two)
    assert [str(e) for e in one.match.events] == [str(e) for e in two.match.events]


def test_given_another_seed_when_a_real_time_match_is_played_then_the_order_differs():
    orders = {tuple(_grabbers(run_match("dicebot", _setup(REAL_TIME), ["random"] * 4, seed)))
              for seed in (5, 6, 7)}
    assert len(orders) > 1


def test_given_a_snake_draft_when_played_then_its_turn_order_is_kept():
    run = run_match("dicebot", _setup(SNAKE), ["random"] * 4, seed=3)
    assert _grabbers(run)[:8] == [0, 1, 2, 3, 3, 2, 1, 0]


def test_given_paced_agents_when_they_race_then_the_quicker_grabs_first_more_often():
    # given a hard seat (a grab every 0.6 s) racing an easy one (every 1.6 s)
    pacer = Pacer([0.6, 1.6], seed=5)
    # when twenty grabs of one race are handed out
    firsts = [pacer.next(_grabs(2)).player for _ in range(20)]
    # then the hard seat makes most of them, and the easy one some
    assert firsts.count(0) >= 13 and firsts.count(1) >= 4


def test_given_a_seat_without_a_pace_when_racing_then_the_draw_is_the_seeded_fair_one():
    pacer, plain = Pacer([0.6, None], seed=5), random.Random(5 * 7 + 3)
    assert [pacer.next(_grabs(2)).player for _ in range(30)] == \
        [next_request(_grabs(2), plain).player for _ in range(30)]


def test_given_dice_bot_levels_when_played_then_each_agent_brings_its_windows_pace():
    run = run_match("dicebot", _setup(REAL_TIME), ["hard", "easy", "easy", "easy"], seed=3)
    grabs = _grabbers(run)
    # then the hard seat (quickest) has its sheet full before any easy seat
    done = {seat: max(i for i, who in enumerate(grabs) if who == seat) for seat in range(4)}
    assert done[0] < min(done[seat] for seat in (1, 2, 3))
