"""A game UI that declares no lessons: the shell asks its ``tutorials()`` and offers nothing."""

from __future__ import annotations

from game.ui.tutorial import entry
from tests.ui.fakes.squad_ui import UI as SQUAD_UI


def test_given_a_game_ui_without_lessons_when_the_shell_asks_then_it_offers_no_tutorial():
    # given the test game's UI, which keeps the GameUI default for tutorials()
    # when the shell looks for its lessons, its rules buttons and the title's entry
    lessons = entry.lessons_of(SQUAD_UI)
    buttons = entry.rules_buttons(SQUAD_UI)
    title = entry.title_entry([SQUAD_UI])
    # then there are none: no lesson, no button, no card, and nothing is ever first-time
    assert lessons == [] and buttons == [] and title is None
    assert not entry.first_time(SQUAD_UI)
