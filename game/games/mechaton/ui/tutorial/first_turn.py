"""Mechaton's tutorial lesson: the rulebook's example turn as a ``LessonScript``. The dice
are the example's, Vince and Mitch play the example's choices, and the player (Bashy,
Carver and Dozer) must answer as the example does."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.core.match import Choice, Match, Request
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules import example_turn as book
from game.games.mechaton.ui.tutorial import cards, lessons, marks
from game.ui.battle.seats import SeatConfig
from game.ui.tutorial.card import LessonCard
from game.ui.tutorial.lesson import Context, Lesson, Marks
from game.ui.tutorial.script import LessonScript


class FirstTurn(LessonScript):
    """One turn of three armies, built on the rulebook's Arty, Bashy and Carver."""

    card: ClassVar[LessonCard | None] = cards.FIRST_TURN
    player: ClassVar[int] = book.YOU
    intro: ClassVar[tuple[Lesson, ...]] = lessons.INTRO
    finale: ClassVar[Lesson] = lessons.FINALE

    def new_match(self) -> Match:
        """The example's match, rolling the example's dice."""
        return book.new_match()

    def seats(self) -> list[SeatConfig]:
        """Sam is the player; Vince and Mitch are played by the script."""
        return [SeatConfig(name, "human" if seat == book.YOU else "ai",
                           "tutorial", colour=seat)
                for seat, name in enumerate(book.PLAYERS)]

    def expected(self, state: Any, request: Request) -> tuple[Choice, ...]:
        """The example's choices."""
        return book.book_choices(state, request)

    def track(self, event: Any, context: Context) -> None:
        """The turn on screen."""
        if isinstance(event, ev.TurnStarted):
            context.round = event.turn

    def header(self, context: Context, step: int) -> str:
        """The step count (the whole lesson is one turn)."""
        return f"Tutorial, step {step}  -  Esc leaves"

    def for_event(self, event: Any, context: Context) -> Lesson | None:
        """Initiative, the shots, the spot die, the station, the wreck and the clock."""
        return lessons.for_event(event, context.notes)

    def for_request(self, request: Request, state: Any) -> Lesson | None:
        """Carver's, Bashy's and Dozer's goes, and the extra tick."""
        return lessons.for_request(request, state)

    def marks(self, scene: Any) -> Marks:
        """The expected target, hex, dice or button."""
        return marks.marks(scene)

    def anchor_rect(self, scene: Any, anchor: str) -> pygame.Rect | None:
        """Mechs by name."""
        return marks.anchor_rect(scene, anchor)

    def keep_clear(self, scene: Any) -> list[pygame.Rect]:
        """The mech the lesson points at, and the hex to click."""
        return marks.keep_clear(scene)
