"""The tutorial's match: the Simple Example with the book's dice, Nina played by the script.

``TutorialSession`` is the shared ``MatchSession`` with three differences: the match rolls the
book's dice (``simple_example.new_match``), Nina's seat is a ``BookAgent`` that answers
with the book's choices, and Red's answers are held to the book: anything else raises
``IllegalChoice`` with a hint saying what the tutorial expects, before the match sees it,
so nothing changes and the scripted dice never drift. It is never saved (a scripted match
cannot be resumed from a seed).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.ai.base import SeatView
from game.core.events import Event
from game.core.match import Choice, IllegalChoice, Request
from game.games.meatbot.rules import simple_example as book
from game.games.meatbot.ui.tutorial import lessons
from game.ui.battle.seats import SeatConfig
from game.ui.session import MatchSession

SEATS = [SeatConfig("Red", "human", colour=0), SeatConfig("Nina", "ai", "tutorial", colour=1)]


class BookAgent:
    """Nina's seat: the book's choice for each request (the first legal one past the end)."""

    level = "tutorial"

    def choose(self, view: SeatView, request: Request) -> Choice:
        """The book's answer to ``request``, judged on what Nina's seat may see."""
        choices = book.book_choices(view.info, request)
        return choices[0] if choices else request.legal_choices()[0]


class TutorialSession(MatchSession):
    """The Simple Example in play; Red's answers must be the book's."""

    def __init__(self) -> None:
        match = book.new_match()
        super().__init__(match, list(SEATS), "", {"massacre": 2, "stomachs": 10},
                         lambda level, seed: BookAgent())
        self.autosave_enabled = False
        self.events.extend(match.events)
        self.hint = ""
        """Why the player's last answer was refused (empty once a right one is given)."""
        self.refused = 0
        """How many answers of the player were refused."""
        self.held: Callable[[], bool] = lambda: False
        """True while the screen must not start another event (a lesson waits to be read)."""

    def expected(self, request: Request) -> tuple[Choice, ...]:
        """The answers the tutorial accepts for one of Red's requests."""
        return book.book_choices(self.match.state, request)

    def next_event(self) -> Event | None:
        """The next event to show, or None while ``held``: a lesson queued by an event stops
        the instant events behind it, so the screen stays where the lesson is about (the
        finale on round 4, not on round 5's start)."""
        return None if self.held() else super().next_event()

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """Red's answer goes through only if it is the book's; otherwise IllegalChoice with
        the hint, and nothing changes."""
        if player == book.RED:
            request = self.match.request_for(player)
            if choice not in self.expected(request):
                self.hint = self.hint_for(request)
                self.refused += 1
                raise IllegalChoice(request, choice, self.hint)
            self.hint = ""
        return super().submit(player, choice)

    def hint_for(self, request: Request) -> str:
        """What to say when the player does something the book's Red does not."""
        lesson = lessons.for_request(request, self.match.state.round)
        if lesson is None:
            return "The example is over: finish the tutorial to go on."
        return f"Not the book's choice, so nothing happened. {lesson.do}"

    def save(self, path: str | Path | None = None) -> Path | None:
        """Never written: a scripted match cannot be continued from a save."""
        return None

    def autosave(self) -> None:
        """Never written (see ``save``)."""
