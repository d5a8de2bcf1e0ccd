"""A tutorial lesson on screen: the game's ordinary battle scene with the guide on top.

Everything the player does goes through the game's normal prompts; the session refuses
what the script does not expect (the callout then shows the hint) and info lessons hold
the match still until read (Enter, Space or the Next button). Esc asks before leaving;
reading the finale marks the lesson done and goes back (``on_done`` then runs, e.g. to
offer the next lesson). Nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.scenes.battle import BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.tutorial import overlay, progress
from game.ui.tutorial.guide import Guide, player_prompt
from game.ui.tutorial.lesson import Lesson, Marks

if TYPE_CHECKING:
    from game.core.events import Event
    from game.ui.tutorial.script import LessonScript
    from game.ui.tutorial.session import TutorialSession

NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
LEAVE_WORDS = "It can be played again from the rules (F1) at any time."


class TutorialScene(BattleScene):
    """One lesson as a guided match; the script's ``player`` seat is the player."""

    is_tutorial = True
    """The rules screen (F1) opened over it leads back here rather than into another."""

    def __init__(self, script: LessonScript,
                 on_done: Callable[[], None] | None = None) -> None:
        super().__init__(script.new_session())
        self.session: TutorialSession
        self.script = script
        self.guide = Guide(script)
        self.on_done = on_done
        self.next_button: pygame.Rect | None = None
        self.callout_box: pygame.Rect | None = None
        """Where the lesson's callout was last drawn (None: no lesson up)."""
        self.callout_sizes: set[int] = set()
        """The text sizes the last callout used (the 9-pixel check in tests)."""
        self.time = 0.0
        self._marks_key: object = None
        self._marks_now = Marks()
        self.flow.on_event = self._event
        self.session.held = lambda: self.guide.blocking
        progress.mark(script.key, "started")

    def _event(self, event: Event) -> None:
        self._sound(event)
        self.guide.saw(event)

    @property
    def lesson(self) -> Lesson | None:
        """The lesson on screen now."""
        return self.guide.current(self.flow)

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """While an info lesson is up: Next (Enter, Space, click) or Esc; else the battle's
        own input."""
        if not self.guide.blocking:
            super().handle_event(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in NEXT_KEYS:
                self.read_on()
            elif event.key == pygame.K_ESCAPE or self.keys.action(event) == "cancel":
                self._cancel()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.next_button is not None and self.next_button.collidepoint(event.pos):
                self.read_on()
        elif event.type != pygame.MOUSEBUTTONDOWN:
            super().handle_event(event)  # hovering, resizing, wheel zoom stay alive

    def read_on(self) -> None:
        """The info lesson has been read: the next one, or the match goes on."""
        play = getattr(self.app, "play", None)
        if play is not None:
            play("ui_click")
        self.guide.next()
        if self.guide.finished:
            self.finish()

    def finish(self) -> None:
        """The lesson is over: remember it, go back, then ``on_done``."""
        progress.mark(self.script.key, "done")
        self.leave()
        if self.on_done is not None:
            self.on_done()

    def _cancel(self) -> None:
        """Esc: a prompt's own stage first, else ask before leaving the tutorial."""
        prompt = self.flow.prompt
        if prompt is not None and not self.guide.blocking and prompt.cancel():
            self._buttons_key = None
            return

        self._held.clear()
        self.app.push(ConfirmScene("Leave the tutorial?", LEAVE_WORDS, self.leave,
                                   behind=self, yes="Leave", no="Keep going"))

    def leave(self) -> None:
        """Back to the previous screen (nothing is saved)."""
        self.session.close()
        if self in self.app.stack:
            while self.app.top is not self:
                self.app.pop()
            self.app.pop()

    # -- update and drawing ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The battle runs unless an info lesson holds it."""
        self.time += dt
        if self.guide.blocking:
            self.tooltips.update(dt)
            self.flow.animator.update(dt)  # the event that brought the lesson plays out
            self._refresh_buttons()
        else:
            super().update(dt)
        self.guide.note(self.flow)

    @property
    def player_prompt(self) -> Any:
        """The prompt open for the player now (None: none)."""
        return player_prompt(self.flow, self.session.player)

    def marks(self) -> Marks:
        """The expected action's marks, worked out again only when the prompt, its state,
        the panel's buttons or the match change."""
        prompt = self.player_prompt
        key = (id(prompt), prompt.state() if prompt is not None else (), id(self.buttons),
               self.session.generation)
        if key != self._marks_key:
            self._marks_key, self._marks_now = key, self.script.marks(self)
        return self._marks_now

    def _to_results(self) -> None:
        self.finish()  # the finale ends a lesson; a match over without one ends it too

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The battle, the expected action lit, and the lesson's callout."""
        super().draw(surface, alpha)
        lesson = self.lesson
        if lesson is None:
            self.next_button = self.callout_box = None
            return
        if lesson.is_action:
            overlay.draw_marks(surface, self, self.marks(), self.time)
        hint = self.session.hint if lesson.is_action else ""
        label = "Finish" if lesson is self.script.finale else "Next"
        self.callout_box, self.next_button = overlay.callout(
            surface, self, lesson, hint, self.guide.header(), label)
