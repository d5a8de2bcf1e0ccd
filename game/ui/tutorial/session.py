"""A tutorial lesson's match: the shared ``MatchSession`` held to a ``LessonScript``.

Three differences from a normal session: the match comes from the script (scripted dice),
every seat but the player's answers with the script's choices, and the player's answers
must be among the script's expected ones: anything else raises ``IllegalChoice`` with a
hint before the match sees it, so nothing changes and the scripted dice never drift. It
is never saved (a scripted match cannot be resumed from a seed).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.match import Choice, IllegalChoice, Request
from game.ui.session import MatchSession

if TYPE_CHECKING:
    from game.core.events import Event
    from game.ui.tutorial.script import LessonScript


class ScriptedAgent:
    """A scripted seat: the script's answer to each request."""

    level = "tutorial"

    def __init__(self, script: LessonScript) -> None:
        self.script = script

    def choose(self, view: Any, request: Request) -> Choice:
        """The script's answer to ``request``, judged on what the seat may see."""
        return self.script.scripted_choice(view, request)


class TutorialSession(MatchSession):
    """A lesson in play; the player's answers must be the script's."""

    def __init__(self, script: LessonScript) -> None:
        match = script.new_match()
        super().__init__(match, list(script.seats()), "", script.options(),
                         lambda level, seed: ScriptedAgent(script))
        self.script = script
        self.autosave_enabled = False
        self.events.extend(match.events)
        self.hint = ""
        """Why the player's last answer was refused (empty once a right one is given)."""
        self.refused = 0
        """How many answers of the player were refused."""
        self.held: Callable[[], bool] = lambda: False
        """True while the screen must not start another event (a lesson waits to be read)."""

    @property
    def player(self) -> int:
        """The seat the player plays."""
        return self.script.player

    def expected(self, request: Request) -> tuple[Choice, ...]:
        """The answers the lesson accepts for one of the player's requests."""
        return self.script.expected(self.match.state, request)

    def next_event(self) -> Event | None:
        """The next event to show, or None while ``held``: a lesson queued by an event stops
        the events behind it, so the screen stays where the lesson is about."""
        return None if self.held() else super().next_event()

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """The player's answer goes through only if the script expects it; otherwise
        IllegalChoice with the hint, and nothing changes."""
        if player == self.player:
            request = self.match.request_for(player)
            if not self.script.accepts(self.match.state, request, choice):
                self.hint = self.script.hint(request, self.match.state)
                self.refused += 1
                raise IllegalChoice(request, choice, self.hint)
            self.hint = ""
        return super().submit(player, choice)

    def save(self, path: str | Path | None = None) -> Path | None:
        """Never written: a scripted match cannot be continued from a save."""
        return None

    def autosave(self) -> None:
        """Never written (see ``save``)."""
