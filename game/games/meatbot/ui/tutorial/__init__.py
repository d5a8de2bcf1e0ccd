"""Meatbot's first-match tutorial: the rulebook's Simple Example played as a guided match.

- ``session.py``: the match with the book's dice; Nina played by the script; Red's answers
  held to the book's (anything else is refused with a hint, and nothing changes).
- ``lessons.py``: what each step says (the rule, and why the book's choice is good).
- ``guide.py``: which lesson is up; ``overlay.py``: the callouts and highlights.
- ``scene.py``: the ordinary battle scene with the guide on top.
- ``progress.py``: whether the title still offers it (started, done or dismissed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.scene import Scene

LABEL = "Tutorial"
TOOLTIP = "Play the rulebook's first example as Red, with every step explained."


class TutorialStarter:
    """Makes a fresh tutorial match; marked ``is_tutorial`` so the rules screen (F1) offers a
    way back instead of a second tutorial while one is running."""

    is_tutorial = True

    def __call__(self) -> Scene:
        """A fresh tutorial match."""
        from game.games.meatbot.ui.tutorial.scene import TutorialScene

        return TutorialScene()


tutorial_scene = TutorialStarter()
"""A fresh tutorial match (the title's entry and the rules' button)."""


class Entry:
    """The title's button into the tutorial, opened into an offer for a first-time player
    (until the tutorial is played or the offer dismissed)."""

    label = "Tutorial"
    tooltip = TOOLTIP
    offer_title = "New to Meatbot Massacre?"
    offer_words = ("Play the rulebook's first match as Red, every step explained. About five "
                   "minutes; this button and the rules (F1) keep it within reach.")
    accept_label, dismiss_label = "Play the tutorial", "No thanks"

    @property
    def first_time(self) -> bool:
        """True while the title should offer it (never played, never dismissed)."""
        from game.games.meatbot.ui.tutorial import progress

        return progress.should_offer("meatbot")

    @staticmethod
    def scene() -> Scene:
        """The tutorial (opening it counts as having met it)."""
        return tutorial_scene()

    @staticmethod
    def dismiss() -> None:
        """Stop offering it (the button stays)."""
        from game.games.meatbot.ui.tutorial import progress

        progress.mark("meatbot", "dismissed")
