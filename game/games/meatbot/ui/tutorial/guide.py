"""Which lesson is up: a queue of info lessons (they stop the match until read) and, while
Red is being asked, the action lesson of that request. No drawing here."""

from __future__ import annotations

from collections import deque
from typing import Any

from game.core.hexes import Hex
from game.core.match import Choice
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import simple_example as book
from game.games.meatbot.rules.choices import Step
from game.games.meatbot.ui.tutorial.lessons import FINALE, INTRO, Lesson, for_event, for_request


class Guide:
    """The tutorial's place in the example: what to show now and when it is finished."""

    def __init__(self) -> None:
        self.queue: deque[tuple[Lesson, int]] = deque((lesson, 1) for lesson in INTRO)
        self.round = 1
        """The round of the events being shown (the core may be ahead of the screen)."""
        self.finished = False
        self.seen: list[str] = []
        """Titles of the lessons shown so far, in order (tests and screenshots)."""

    @property
    def blocking(self) -> bool:
        """True while an info lesson waits to be read: the match stands still."""
        return bool(self.queue)

    def saw(self, event: Any) -> None:
        """An event starts on screen: queue the lesson it brings, if any."""
        if isinstance(event, ev.RoundStarted):
            self.round = event.round
        lesson = for_event(event, self.round)
        if lesson is not None and all(lesson is not queued for queued, _ in self.queue):
            self.queue.append((lesson, self.round))

    def current(self, flow: Any) -> Lesson | None:
        """The lesson to show: the first unread info lesson, else the action lesson of
        Red's open prompt."""
        return self.queue[0][0] if self.queue else self.action_lesson(flow)

    def note(self, flow: Any) -> None:
        """Record the lesson up now in ``seen`` (once per appearance)."""
        lesson = self.current(flow)
        if lesson is not None and (not self.seen or self.seen[-1] != lesson.title):
            self.seen.append(lesson.title)

    @staticmethod
    def action_lesson(flow: Any) -> Lesson | None:
        """The lesson for the prompt open for Red, if any."""
        prompt = flow.prompt
        if prompt is None or prompt.seat != book.RED:
            return None
        return for_request(prompt.request, flow.session.match.state.round)

    def next(self) -> None:
        """The info lesson on top has been read (the finale finishes the tutorial)."""
        if self.queue and self.queue.popleft()[0] is FINALE:
            self.finished = True

    def round_shown(self) -> int:
        """The round the lesson on screen belongs to."""
        return self.queue[0][1] if self.queue else self.round


def expected_walk(flow: Any) -> list[Hex]:
    """The hexes the book's Red walks through from here in this turn (empty: he stops)."""
    twin = flow.session.match.clone()
    path: list[Hex] = []
    while len(path) < 12:
        request = next((r for r in twin.pending()
                        if r.player == book.RED and r.kind == "move"), None)
        if request is None:
            break
        choices: tuple[Choice, ...] = book.book_choices(twin.state, request)
        if not choices or not isinstance(choices[0], Step):
            break
        twin.submit(book.RED, choices[0])
        path.append(choices[0].to)
    return path
