"""tools/generic_where.py: a hybrid seat hands the named request kinds to the other agent and
otherwise tallies how often the two agents agree."""

from __future__ import annotations

from typing import Any

from game.core.match import ListRequest
from tools.generic_where import HybridSeat, Tally, main


class Fixed:
    """An agent that always answers the same legal choice (by index)."""

    def __init__(self, index: int) -> None:
        self.index = index

    def choose(self, view: Any, request: Any) -> Any:
        return request.legal_choices()[self.index]


def request(kind: str) -> ListRequest:
    return ListRequest(id=1, player=0, kind=kind, prompt="choose", choices=("a", "b", "c"))


def test_given_a_handed_kind_when_asked_then_the_other_agent_answers_and_nothing_is_tallied():
    tally = Tally()
    seat = HybridSeat(Fixed(0), Fixed(2), {"pick"}, tally)
    assert seat.choose(None, request("pick")) == "c"
    assert seat.choose(None, request("move")) == "a"
    assert not tally.asked


def test_given_no_handed_kind_when_asked_then_agreement_is_tallied_per_kind():
    tally = Tally()
    seat = HybridSeat(Fixed(0), Fixed(0), set(), tally)
    seat.choose(None, request("move"))
    seat.other = Fixed(1)
    seat.choose(None, request("move"))
    assert (tally.asked["move"], tally.agreed["move"]) == (2, 1)
    assert tally.differ[("move", "'a'", "'b'")] == 1
    assert len(tally.cpu_ms) == 2


def test_given_a_short_meatbot_run_when_main_runs_then_it_reports_every_match(capsys):
    assert main(["--ruleset", "meatbot", "--maps", "duel_pit", "--matches", "1",
                 "--level", "generic-quick", "--hand-over", "move"]) == 0
    out = capsys.readouterr().out
    assert '"played": 1' in out and '"hand_over": "move"' in out



def test_given_three_seats_when_played_then_the_hybrid_seat_takes_each_place_in_turn(
        monkeypatch, capsys):
    # given a three-seat table whose matches are recorded, not played
    import tools.generic_where as where

    orders: list[list[Any]] = []

    def record(ruleset, setup, order, seed, load):
        orders.append(list(order))
        return type("Run", (), {"winners": [order.index(next(
            s for s in order if isinstance(s, HybridSeat)))]})()

    monkeypatch.setattr(where, "run_match", record)
    # when three matches are played on a Mechaton arena
    assert main(["--ruleset", "mechaton", "--maps", "mechaton_satellite_crash", "--matches",
                 "3", "--seats", "3", "--hand-over", "tick"]) == 0
    # then the hybrid seat sat first, second and third among two normal players
    places = [[isinstance(s, HybridSeat) for s in order] for order in orders]
    assert places == [[True, False, False], [False, True, False], [False, False, True]]
    assert all(order.count("normal") == 2 for order in orders)
    out = capsys.readouterr().out
    assert '"seats": 3' in out and '"won": 3' in out and '"played": 3' in out


def test_given_hand_to_when_played_then_the_handed_kinds_go_to_that_level(monkeypatch, capsys):
    # given a five-seat table of random players whose matches are recorded, not played
    import tools.generic_where as where

    made: list[str] = []
    real_make = where.make_agent

    def make(ruleset, level, seed):
        made.append(level)
        return real_make(ruleset, level, seed)

    monkeypatch.setattr(where, "make_agent", make)
    monkeypatch.setattr(where, "run_match", lambda *a: type("Run", (), {"winners": []})())
    # when the hybrid seat hands its assignments to the normal agent
    assert main(["--ruleset", "mechaton", "--maps", "mechaton_crossroads", "--matches", "1",
                 "--seats", "5", "--against", "random", "--hand-to", "normal",
                 "--hand-over", "assign"]) == 0
    # then the helper is a normal agent and the report names it
    assert made == ["generic", "normal"]
    out = capsys.readouterr().out
    assert '"hand_to": "normal"' in out and '"drawn": 1' in out
