"""While grabbing, a lone human is told which parts their cards cost (their hand is not on
screen during the scavenge); several humans at one screen keep their hands private."""

from __future__ import annotations

from game.games.dicebot.rules.cards import CARDS
from game.games.dicebot.ui.table.affordable import PLURALS, part_words, parts_wanted
from tests.games.dicebot.ui.driver import grabbing, run_until, scavenge


def test_parts_wanted_adds_up_the_hand_most_wanted_first():
    # given a hand of a card costing two of one part, and a card without that part
    double = next(card for card in CARDS.values()
                  if any(card.cost.count(part) == 2 for part in card.cost))
    part = next(part for part in double.cost if double.cost.count(part) == 2)
    single = next(card for card in CARDS.values()
                  if part not in card.cost and len(set(card.cost)) == len(card.cost))
    # when both are in the hand
    words = parts_wanted([double.name, single.name]).split(", ")
    # then the doubled part comes first, counted twice, and every part is named
    assert words[0] == part_words(part, 2)
    assert all(any(p in w or PLURALS.get(p, "") in w for w in words)
               for p in set(double.cost) | set(single.cost))
    assert parts_wanted([]) == ""


def test_a_lone_human_grabbing_sees_what_their_cards_cost(app, dicebot_ui):
    # given one human against an AI, the grab open
    scene = scavenge(app, (("Nina", "human"), ("Jade", "ai")))
    try:
        assert run_until(app, lambda: grabbing(scene))
        painter = scene.painter
        # then the panel under the junkyard names the parts the hand costs
        lines = [line for line, _ in painter._bottom_lines(painter.yard())]
        hand = scene.flow.board.hand()
        assert hand and f"Your cards cost: {parts_wanted(hand)}" in lines
    finally:
        scene.session.close()


def test_several_humans_keep_their_hands_private_while_grabbing(app, dicebot_ui):
    scene = scavenge(app, (("Nina", "human"), ("Red", "human"), ("Jade", "ai")))
    try:
        assert run_until(app, lambda: grabbing(scene))
        painter = scene.painter
        lines = " ".join(line for line, _ in painter._bottom_lines(painter.yard()))
        assert "Your cards cost" not in lines
    finally:
        scene.session.close()
