"""A game UI that declares no lessons: the shell asks its ``lesson_cards()`` and offers
nothing."""

from __future__ import annotations

from game.ui.tutorial import entry
from tests.ui.fakes.squad_ui import UI as SQUAD_UI


def test_given_a_game_ui_without_lessons_when_the_shell_asks_then_it_offers_no_tutorial():
    # given the test game's UI, which keeps the GameUI defaults for lesson_cards() and
    # tutorials()
    # when the shell looks for its lessons, its rules buttons and the title's entry
    lessons = entry.lessons_of(SQUAD_UI)
    buttons = entry.rules_buttons(SQUAD_UI)
    title = entry.title_entry([SQUAD_UI])
    # then there are none: no lesson, no button, no card, and nothing is ever first-time
    assert lessons == [] and buttons == [] and title is None
    assert not entry.first_time(SQUAD_UI)


def test_given_every_game_with_lessons_then_each_card_loads_the_script_that_names_it():
    from game.ui.games import available_game_uis

    # given every game UI that declares lesson cards
    with_cards = [ui for ui in available_game_uis() if entry.cards_of(ui)]
    assert with_cards
    for ui in with_cards:
        cards = entry.cards_of(ui)
        # when its scripts are loaded
        scripts = entry.lessons_of(ui)
        # then they come in the cards' order, each naming its card and showing its words
        assert [script.card for script in scripts] == cards
        for card, script in zip(cards, scripts, strict=True):
            assert (script.key, script.label, script.tooltip, script.offer_title,
                    script.offer_words) == (card.key, card.label, card.tooltip,
                                            card.offer_title, card.offer_words)
        assert len({card.key for card in cards}) == len(cards)
