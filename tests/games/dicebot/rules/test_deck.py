"""The weapon deck as data, shuffling with the injected dice, dealing, and rebuilding the
deck from the discards when it runs out."""

from __future__ import annotations

from collections import Counter

from game.core.dice import ScriptedDice
from game.core.match import start_match
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.cards import CARDS, DESIGNS, SPECIALS, TARGETS, demand, standard_deck
from game.games.dicebot.rules.choices import UseHead
from game.games.dicebot.rules.deck import shuffle
from game.games.dicebot.rules.parts import FACES
from tests.games.dicebot.rules.helpers import (
    BODY_ALL,
    battle,
    choose,
    hand,
    new_game,
    of_type,
    play_until,
    resolve,
)


def test_the_deck_has_forty_cards_within_the_ruled_limits():
    deck = standard_deck()
    assert len(deck) == 40 and len(DESIGNS) == 20
    for card in DESIGNS:
        assert card.problems() == []
        assert 1 <= len(card.cost) <= 3 and set(card.cost) <= set(FACES)
        assert 1 <= card.speed <= 10 and 1 <= card.damage <= 4
        assert card.target in TARGETS and (card.special == "" or card.special in SPECIALS)
    # every target kind and special appears, and every part type is asked for
    assert {c.target for c in DESIGNS} == set(TARGETS)
    assert {c.special for c in DESIGNS} - {""} == set(SPECIALS)
    assert set(demand()) == set(FACES) and max(demand().values()) <= 2 * min(demand().values())


def test_a_shuffle_takes_one_die_per_card_from_the_bottom_up():
    # given three cards and a d3 of 1 then a d2 of 1
    cards = ["A", "B", "C"]
    shuffle(cards, ScriptedDice([(3, 1), (2, 1)]))
    # then place 3 takes card 1 (C, B, A), then place 2 takes card 1 (B, C, A)
    assert cards == ["B", "C", "A"]


def test_our_deck_is_shuffled_with_the_dice_at_the_start():
    # given a stacked deck, then it is used as stacked
    match = new_game([hand(), hand()], dice=[])
    assert not of_type(match.events, ev.DeckShuffled)
    # given our deck, then it is shuffled first
    shuffled = start_match("dicebot", {"players": [{"name": "A"}, {"name": "B"}]}, 5)
    first = of_type(shuffled.events, ev.DeckShuffled)[0]
    assert (first.cards, first.reshuffle) == (40, False)
    held = sum((shuffled.state.hands[s] for s in (0, 1)), [])
    assert Counter(held + shuffled.state.deck) == Counter(standard_deck())


def test_cards_are_dealt_one_at_a_time_around_the_table_from_the_top():
    match = new_game([["Zap Prod"] * 6, ["Laser Eye"] * 6], rest=["Arc Lance"])
    assert match.view_for(0).robots[0].hand == ("Zap Prod",) * 6
    assert match.view_for(1).robots[1].hand == ("Laser Eye",) * 6
    assert match.view_for(None).deck_size == 1


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discards():
    # given a deck of exactly the twelve cards dealt, so it is empty after the deal
    match = battle([BODY_ALL + ("camera",)] * 2, [["Left Hook"] * 6] * 2)
    assert match.view_for(None).deck_size == 0
    # when the next melee deals again, then the discards become a shuffled deck
    events = play_until(match, ev.MeleeBegan)
    again = of_type(events, ev.DeckShuffled)
    assert [(e.cards, e.reshuffle) for e in again] == [(12, True)]
    assert [r.hand_size for r in match.view_for(None).robots] == [6, 6]


def test_a_claw_draw_from_an_empty_deck_reshuffles_the_discards():
    # given round 1's two cards are in the discard pile and the deck is empty
    match = battle([BODY_ALL + ("claw",)] * 2, [["Left Hook"] * 6] * 2)
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    resolve(match)
    assert match.view_for(None).deck_size == 0 and len(match.view_for(None).discard) == 2
    # when Ada claws her card away in round 2, then the discards are shuffled to draw from
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    events = match.submit(0, UseHead("claw"))
    assert [(e.cards, e.reshuffle) for e in of_type(events, ev.DeckShuffled)] == [(3, True)]
    assert of_type(events, ev.AbilityUsed)[0].card in CARDS


def test_a_card_summary_names_cost_speed_damage_target_and_special():
    assert CARDS["Laser Eye"].summary() == (
        "Laser Eye: costs camera + camera; speed 6, damage 2, attacks right")
    assert CARDS["Homing Dart"].summary().endswith(
        "attacks a robot of your choice; unerring: cannot be dodged: hits whatever the "
        "defender's speed")
