"""The rulebook's combat example as a ``LessonScript``: one turn of Krushers A, B and C with
the book's dice; A and C make the book's choices, and the player's B must answer as the
book's B does (game.games.metalkrushers.rules.combat_example)."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.core.match import Choice, Match, Request
from game.games.metalkrushers.rules import combat_example as book
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.ui.tutorial import cards, lessons, marks
from game.ui.battle.seats import SeatConfig
from game.ui.tutorial.card import LessonCard
from game.ui.tutorial.lesson import Context, Lesson, Marks
from game.ui.tutorial.script import LessonScript


class CombatLesson(LessonScript):
    """The combat example: design B, walk into place, and fight the book's turn."""

    card: ClassVar[LessonCard | None] = cards.COMBAT
    player: ClassVar[int] = book.PLAYER_SEAT
    intro: ClassVar[tuple[Lesson, ...]] = lessons.INTRO
    finale: ClassVar[Lesson] = lessons.FINALE

    def new_match(self) -> Match:
        """The example's match, rolling the book's dice."""
        return book.new_match()

    def seats(self) -> list[SeatConfig]:
        """B is the player; A and C are played by the script."""
        return [SeatConfig(name, "human" if seat == book.PLAYER_SEAT else "ai",
                           "tutorial", colour=seat)
                for seat, name in enumerate(book.SEATS)]

    def options(self) -> dict[str, Any]:
        """The example is played under the Arena Rules."""
        return {"scenario": "duel"}

    def expected(self, state: Any, request: Request) -> tuple[Choice, ...]:
        """The book's choices."""
        return book.book_choices(state, request)

    def track(self, event: Any, context: Context) -> None:
        """A new turn starts on screen."""
        if isinstance(event, ev.TurnStarted):
            context.round = event.turn

    def header(self, context: Context, step: int) -> str:
        """The step, counted through the lesson."""
        return f"Tutorial, step {step}  -  Esc leaves"

    def for_event(self, event: Any, context: Context) -> Lesson | None:
        """The reveal, the order, the others' moves, each roll, declaration and mark."""
        return lessons.for_event(event, context.round)

    def for_request(self, request: Request, state: Any) -> Lesson | None:
        """B's design, steps, Reflex Facing, parries and strike."""
        return lessons.for_request(request, state)

    def marks(self, scene: Any) -> Marks:
        """The expected template, step, stop, turn or declaration."""
        return marks.marks(scene)

    def anchor_rect(self, scene: Any, anchor: str) -> pygame.Rect | None:
        """The Krushers by name ("A", "B", "C") and the Build button ("build")."""
        return marks.anchor_rect(scene, anchor)

    def keep_clear(self, scene: Any) -> list[pygame.Rect]:
        """The design sheet while B is designed, then the three Krushers: a callout never
        hides what it talks about."""
        return marks.keep_clear(scene)
