"""Mechaton's first lesson as a ``LessonScript``: Sam builds an army in secret and the
armies deploy in the rulebook's order (game/games/mechaton/rules/example_setup). The player
may build any fully loaded mechs and place pieces on any legal hex; the marks suggest one."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.core.match import Choice, Match, Request
from game.games.mechaton.rules import example_setup as book
from game.games.mechaton.ui.tutorial import cards, marks, setup_lessons
from game.ui.battle.seats import SeatConfig
from game.ui.tutorial.card import LessonCard
from game.ui.tutorial.lesson import Context, Lesson, Marks
from game.ui.tutorial.script import LessonScript


class BuildAndDeploy(LessonScript):
    """Building an army and the rulebook's deployment, before the example turn."""

    card: ClassVar[LessonCard | None] = cards.BUILD_AND_DEPLOY
    player: ClassVar[int] = book.SAM
    intro: ClassVar[tuple[Lesson, ...]] = setup_lessons.INTRO
    finale: ClassVar[Lesson] = setup_lessons.FINALE

    def new_match(self) -> Match:
        """The lesson's match."""
        return book.new_match()

    def seats(self) -> list[SeatConfig]:
        """Sam is the player; Vince and Mitch are played by the script."""
        return [SeatConfig(name, "human" if seat == book.SAM else "ai", "tutorial",
                           colour=seat)
                for seat, name in enumerate(("Sam", "Vince", "Mitch"))]

    def expected(self, state: Any, request: Request) -> tuple[Choice, ...]:
        """The others: the example's placements. Sam: the suggested mech, finishing, or
        the suggested hex (``accepts`` takes more)."""
        if request.player != book.SAM:
            return book.book_choices(state, request)
        marked = book.suggested(state, request)
        return () if marked is None else (marked,)

    def accepts(self, state: Any, request: Request, choice: Choice) -> bool:
        """Any fully loaded mech the rules allow, then finishing; any legal hex."""
        return book.accepted(request, choice)

    def for_event(self, event: Any, context: Context) -> Lesson | None:
        """Roles, Vince's perimeter and last mech, the first turn."""
        return setup_lessons.for_event(event, context.notes)

    def for_request(self, request: Request, state: Any) -> Lesson | None:
        """Each mech built, the army finished, each piece placed."""
        return setup_lessons.for_request(request, state)

    def marks(self, scene: Any) -> Marks:
        """The builder's empty slots or Add mech or Finish; a suggested hex."""
        return marks.marks(scene)

    def anchor_rect(self, scene: Any, anchor: str) -> pygame.Rect | None:
        """Mechs by name."""
        return marks.anchor_rect(scene, anchor)

    def keep_clear(self, scene: Any) -> list[pygame.Rect]:
        """The mech the lesson points at and the suggested hex; the builder's words."""
        return marks.keep_clear(scene) + marks.builder_words(scene)

    def spare_areas(self, scene: Any) -> list[pygame.Rect]:
        """While building, the log under the scores (nothing has happened yet)."""
        return [marks.empty_log(scene)] if marks.builder_words(scene) else []
