"""``LessonCard``: what the shell shows of a tutorial lesson without loading it.

The title's Tutorial card, the game chooser's first-time offer and the rules reference's
buttons need a lesson's words (its progress key, label, tooltip, offer heading and
sentence), not its script: a script imports the game's rules, its scripted match and its
battle screens. A game declares one card per lesson (``GameUI.lesson_cards()``) in a small
module of words; the script class names its card (``LessonScript.card``) and takes its words
from it, and ``load()`` imports the script only when the lesson is played.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.tutorial.script import LessonScript


@dataclass(frozen=True)
class LessonCard:
    """One lesson's words and where its script lives ("package.module:Class")."""

    key: str
    """Progress key: the game's name for its first lesson, e.g. "meatbot.2" for another."""
    label: str
    """Its name in buttons: "Play <label>" (rules reference, the next lesson's offer)."""
    tooltip: str
    offer_title: str
    """The offer's heading when the player first chooses the game ("New to ...?")."""
    offer_words: str
    script: str
    """Where the lesson's ``LessonScript`` class is: "module:Class"."""

    def load(self) -> type[LessonScript]:
        """The lesson's script class (its module, the game's rules and screens load now)."""
        module, _, name = self.script.partition(":")
        loaded: type[LessonScript] = getattr(importlib.import_module(module), name)
        return loaded
