"""The tutorial's one lesson: the first melee (``game.games.dicebot.rules.first_melee``) as a
``LessonScript``. Bolt is the player; Clank and Whirr play the script's choices.

The scavenge is the real-time grab, slowed down for a first reading: a scripted robot only
grabs while it holds fewer parts than Bolt, so nobody takes a die while the player reads
(and info lessons hold the whole match still, as everywhere)."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.core.match import Choice, Match, Request
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules import first_melee as book
from game.games.dicebot.ui.tutorial import cards, lessons, marks
from game.ui.battle.seats import SeatConfig
from game.ui.tutorial.card import LessonCard
from game.ui.tutorial.lesson import Context, Lesson, Marks
from game.ui.tutorial.script import LessonScript
from game.ui.tutorial.session import TutorialSession

GRAB_BEAT = 0.5
"""Seconds a scripted robot waits before answering Bolt's grab with its own."""
BATTLE = "dicebot.battle"
"""Context note: True once the battle's first round has begun on screen."""
MELEE = "dicebot.melee"
"""Context note: the melee the events on screen belong to."""
ONCE = "dicebot.once"
"""Context note: titles of the lessons that are shown only once (the rivals' first grab)."""


class PacedSession(TutorialSession):
    """The lesson's match; the scripted robots grab only after Bolt (one die for each of
    his), never ahead of him."""

    grab_pace_words = "Clank and Whirr grab after you, one die for each of yours."
    """What the junkyard's panel says about the robots' pace."""

    def parts(self, seat: int) -> int:
        """How many parts ``seat``'s sheet holds."""
        state = self.match.state
        return len(state.body[seat]) + (state.head[seat] is not None)

    def suggested(self, request: Request) -> Choice | None:
        """The answer a prompt of Bolt's starts on: the lesson's (the card to play)."""
        if request.player != book.BOLT:
            return None
        expected = self.expected(request)
        return expected[0] if expected else None

    def _reacted(self, request: Request) -> bool:
        """A scripted grab waits until Bolt has more parts than that robot, then a short
        beat (counted from when the robot may grab)."""
        if request.kind != "grab":
            return super()._reacted(request)
        seat = request.player
        if self.parts(seat) >= self.parts(book.BOLT):
            self._due.pop(seat, None)
            return False
        _, due = self._due.setdefault(seat, (request.kind, self.clock + GRAB_BEAT))
        return self.clock >= due


class FirstMelee(LessonScript):
    """Three robots, three rounds: the scavenge, card choice, speed and dodging, paying,
    abilities, a destroyed robot and a medal."""

    card: ClassVar[LessonCard | None] = cards.FIRST_MELEE
    player: ClassVar[int] = book.BOLT
    finale: ClassVar[Lesson] = lessons.FINALE

    def new_match(self) -> Match:
        """The scripted melee: its junkyard's dice and the stacked deck."""
        return book.new_match()

    def seats(self) -> list[SeatConfig]:
        """Bolt is the player; Clank and Whirr are played by the script."""
        return [SeatConfig(name, "human" if seat == book.BOLT else "ai", "tutorial", seat)
                for seat, name in enumerate(book.NAMES)]

    def new_session(self) -> TutorialSession:
        """The paced session (the robots grab after Bolt)."""
        return PacedSession(self)

    def expected(self, state: Any, request: Request) -> tuple[Choice, ...]:
        """The script's choices."""
        return book.book_choices(state, request)

    def track(self, event: Any, context: Context) -> None:
        """A melee or a battle round starts on screen."""
        if isinstance(event, ev.RoundBegan):
            context.round = event.round
            context.notes[BATTLE] = True
        elif isinstance(event, ev.MeleeBegan):
            context.notes[MELEE] = event.melee

    def for_event(self, event: Any, context: Context) -> Lesson | None:
        """The lessons of the story (the introduction with the deal); the rivals' grabs are
        told once."""
        lesson = lessons.for_event(event, context.round, context.notes.get(MELEE, 1))
        if lesson is lessons.FIRST_RIVAL_GRAB:
            told = context.notes.setdefault(ONCE, set())
            if lesson.title in told:
                return None
            told.add(lesson.title)
        return lesson

    def for_request(self, request: Request, state: Any) -> Lesson | None:
        """Bolt's grabs, cards and head part."""
        return lessons.for_request(request, state)

    def header(self, context: Context, step: int) -> str:
        """The scavenge or the round the lesson belongs to."""
        where = f"round {context.round}" if context.notes.get(BATTLE) else "the junkyard"
        return f"Tutorial, {where}  -  Esc leaves"

    def marks(self, scene: Any) -> Marks:
        """The dice to grab, the card to play, the button to press."""
        buttons, rects = marks.marks_for(scene)
        return Marks(buttons=buttons, rects=rects)

    def anchor_rect(self, scene: Any, anchor: str) -> pygame.Rect | None:
        """The junkyard, Bolt's sheet, his hand and the robots by name."""
        return marks.anchor_rect(scene, anchor)

    def keep_clear(self, scene: Any) -> list[pygame.Rect]:
        """The dice to grab, or the ring of robots: a callout never hides them."""
        return marks.keep_clear(scene)
