"""Lesson 1: the rulebook's Simple Example as a ``LessonScript``. The dice are the book's,
Nina plays the book's choices, and Red (the player) must answer as the book's Red does."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.core.match import Choice, Match, Request
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import simple_example as book
from game.games.meatbot.ui.tutorial import cards, lessons, marks
from game.ui.battle.seats import SeatConfig
from game.ui.tutorial.card import LessonCard
from game.ui.tutorial.lesson import Context, Lesson, Marks
from game.ui.tutorial.script import LessonScript


class MeatbotScript(LessonScript):
    """What Meatbot's lessons share: the bots as anchors kept clear of callouts, the
    expected action lit, and the round in the header."""

    def track(self, event: Any, context: Context) -> None:
        """A new round starts on screen."""
        if isinstance(event, ev.RoundStarted):
            context.round = event.round
            context.notes["started"] = True

    def header(self, context: Context, step: int) -> str:
        """The round the lesson belongs to (the shop comes before round 1)."""
        when = f"round {context.round}" if context.notes.get("started") else "before round 1"
        return f"Tutorial, {when}  -  Esc leaves"

    def marks(self, scene: Any) -> Marks:
        """The expected dice, weapon, target, hex or Stop button."""
        return marks.marks(scene)

    def anchor_rect(self, scene: Any, anchor: str) -> pygame.Rect | None:
        """The bots by seat name, the data sheet and the log."""
        return marks.anchor_rect(scene, anchor)

    def keep_clear(self, scene: Any) -> list[pygame.Rect]:
        """Both bots: a callout never hides what it talks about."""
        return marks.bot_rects(scene)


class FirstFight(MeatbotScript):
    """The Simple Example: four rounds of Red against Nina, every step explained."""

    card: ClassVar[LessonCard | None] = cards.FIRST_FIGHT
    player: ClassVar[int] = book.RED
    intro: ClassVar[tuple[Lesson, ...]] = lessons.INTRO
    finale: ClassVar[Lesson] = lessons.FINALE

    def new_match(self) -> Match:
        """The example's match, rolling the book's dice."""
        return book.new_match()

    def seats(self) -> list[SeatConfig]:
        """Red is the player; Nina is played by the script."""
        return [SeatConfig("Red", "human", colour=0),
                SeatConfig("Nina", "ai", "tutorial", colour=1)]

    def options(self) -> dict[str, Any]:
        """The example's Massacre and stomach size."""
        return {"massacre": 2, "stomachs": 10}

    def expected(self, state: Any, request: Request) -> tuple[Choice, ...]:
        """The book's choices."""
        return book.book_choices(state, request)

    def for_event(self, event: Any, context: Context) -> Lesson | None:
        """The reveal's Defend, Nina's shots, the grandstand and each round's end."""
        return lessons.for_event(event, context.round)

    def for_request(self, request: Request, state: Any) -> Lesson | None:
        """Red's picks, aims and moves, round by round."""
        return lessons.for_request(request, state.round)
