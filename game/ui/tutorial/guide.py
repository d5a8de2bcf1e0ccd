"""Which lesson is up: a queue of info lessons (they stop the match until read) and, while
the player is being asked, the script's action lesson for that request. No drawing here."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from game.ui.tutorial.lesson import Context, Lesson

if TYPE_CHECKING:
    from game.ui.tutorial.script import LessonScript


class Guide:
    """The tutorial's place in its script: what to show now and when it is finished."""

    def __init__(self, script: LessonScript) -> None:
        self.script = script
        self.context = Context()
        self.queue: deque[tuple[Lesson, int]] = deque((lesson, 1) for lesson in script.intro)
        self.finished = False
        self.seen: list[str] = []
        """Titles of the lessons shown so far, in order (tests and screenshots)."""

    @property
    def round(self) -> int:
        """The round of the events being shown (the core may be ahead of the screen)."""
        return self.context.round

    @property
    def blocking(self) -> bool:
        """True while an info lesson waits to be read: the match stands still."""
        return bool(self.queue)

    def saw(self, event: Any) -> None:
        """An event starts on screen: queue the lesson it brings, if any (once)."""
        self.script.track(event, self.context)
        lesson = self.script.for_event(event, self.context)
        if lesson is not None and all(lesson is not queued for queued, _ in self.queue):
            self.queue.append((lesson, self.context.round))

    def current(self, flow: Any) -> Lesson | None:
        """The lesson to show: the first unread info lesson, else the action lesson of the
        player's open prompt."""
        return self.queue[0][0] if self.queue else self.action_lesson(flow)

    def note(self, flow: Any) -> None:
        """Record the lesson up now in ``seen`` (once per appearance)."""
        lesson = self.current(flow)
        if lesson is not None and (not self.seen or self.seen[-1] != lesson.title):
            self.seen.append(lesson.title)

    def action_lesson(self, flow: Any) -> Lesson | None:
        """The lesson for the prompt open for the player, once the board has caught up
        (so it never shows ahead of the events it follows)."""
        prompt = player_prompt(flow, self.script.player)
        if prompt is None or not flow.settled:
            return None
        return self.script.for_request(prompt.request, flow.session.match.state)

    def next(self) -> None:
        """The info lesson on top has been read (the finale finishes the tutorial)."""
        if self.queue and self.queue.popleft()[0] is self.script.finale:
            self.finished = True

    def round_shown(self) -> int:
        """The round the lesson on screen belongs to."""
        return self.queue[0][1] if self.queue else self.context.round

    def header(self) -> str:
        """The callout's top line, from the script."""
        shown = Context(self.round_shown(), self.context.notes)
        return self.script.header(shown, max(1, len(self.seen)))


def player_prompt(flow: Any, seat: int) -> Any:
    """The prompt open for ``seat``: the one open prompt if it is that seat's, else the
    seat's own real-time prompt (a game where several answer at once); None if neither."""
    prompt = flow.prompt
    if prompt is not None and prompt.seat == seat:
        return prompt
    return next((p for p in flow.device_prompts.values() if p.seat == seat), None)
