"""The deck report: each card's picks, payments, survivals, wins and damage from events."""

from __future__ import annotations

import json

from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.cards import DESIGNS
from game.games.dicebot.rules.report import combine, deck_report, game_tally
from tests.games.dicebot.rules.fuzz import play_random

GAME = [
    ev.CardsRevealed(((0, "Laser Eye"), (1, "Zap Prod"))),
    ev.PaymentMade(0, "Laser Eye", ("camera", "camera"), False),
    ev.PaymentRefused(1, "Zap Prod"),
    ev.AttackResolved(0, 1, "Laser Eye", 9, 2, 0, 4),
    ev.CardsRevealed(((0, "Zap Prod"), (1, "Zap Prod"))),
    ev.PaymentMade(1, "Zap Prod", ("battery",), False),
    ev.AttackResolved(1, 0, "Zap Prod", 4, 2, 0, 4),
    ev.MeleeEnded(1, 2, (0,)),
    ev.GameEnded((0,), "three medals"),
]


def test_figures_count_picks_payments_survivals_wins_and_damage():
    # given one game where Ada picked Laser Eye and Zap Prod, Bo two Zap Prods; Ada won
    report = deck_report([GAME])
    cards = {c.card: c for c in report.cards}
    # then each card's figures follow from the events
    eye, prod = cards["Laser Eye"], cards["Zap Prod"]
    assert (eye.picks, eye.paid, eye.survived, eye.wins, eye.damage) == (1, 1, 1, 1, 2)
    assert (prod.picks, prod.paid, prod.survived, prod.wins, prod.damage) == (3, 1, 1, 1, 2)
    # and the lift compares a card's win rate with all picks' (2 winning picks of 4)
    assert report.games == 1 and report.picks == 4 and report.baseline == 0.5
    assert report.lift("Laser Eye") == 50.0
    assert round(report.lift("Zap Prod"), 6) == round(100 * (1 / 3 - 0.5), 6)
    assert cards["Hyper Spring"].picks == 0 and report.lift("Hyper Spring") == 0.0


def test_every_design_is_listed_and_the_report_is_json_and_lines():
    report = deck_report([GAME, GAME])
    assert [c.card for c in report.cards] == [c.name for c in DESIGNS]
    data = json.loads(json.dumps(report.to_json()))
    assert data["games"] == 2 and len(data["cards"]) == 20
    assert report.lines()[1].split()[0:2] == ["Zap", "Prod"]


def test_on_random_games_picks_match_the_reveals():
    matches = [play_random(seed) for seed in range(4)]
    report = deck_report(m.events for m in matches)
    reveals = sum(len(e.cards) for m in matches for e in m.events
                  if isinstance(e, ev.CardsRevealed))
    assert report.picks == reveals and report.games == 4
    assert all(c.paid <= c.picks and c.wins <= c.picks for c in report.cards)


def test_tallies_from_separate_workers_combine_into_the_same_report():
    matches = [play_random(seed) for seed in (5, 6, 7)]
    tallies = [json.loads(json.dumps(game_tally(m.events))) for m in matches]
    assert combine(tallies) == deck_report(m.events for m in matches)
