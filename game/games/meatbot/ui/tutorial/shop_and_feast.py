"""Lesson 2: the build shop, an Organ Peel, eating the torn-off Chitin and how a match ends
(``game.games.meatbot.rules.feast_example``), as a ``LessonScript``."""

from __future__ import annotations

from typing import Any, ClassVar

from game.core.match import Choice, Match, Request
from game.games.meatbot.rules import feast_example as script
from game.games.meatbot.ui.tutorial import cards
from game.games.meatbot.ui.tutorial import feast_lessons as words
from game.games.meatbot.ui.tutorial.first_fight import MeatbotScript
from game.ui.battle.seats import SeatConfig
from game.ui.tutorial.card import LessonCard
from game.ui.tutorial.lesson import Context, Lesson


class ShopAndFeast(MeatbotScript):
    """Red buys his bot, peels Nina's Chitin off, eats it and finishes her."""

    card: ClassVar[LessonCard | None] = cards.SHOP_AND_FEAST
    player: ClassVar[int] = script.RED
    intro: ClassVar[tuple[Lesson, ...]] = words.INTRO
    finale: ClassVar[Lesson] = words.FINALE

    def new_match(self) -> Match:
        """The lesson's match, rolling the script's dice."""
        return script.new_match()

    def seats(self) -> list[SeatConfig]:
        """Red (empty, bought in the match's shop) is the player; Nina is scripted."""
        return [SeatConfig("Red", "human", colour=0),
                SeatConfig("Nina", "ai", "tutorial", colour=1)]

    def options(self) -> dict[str, Any]:
        """Red's Massacre and a full bot's Stomachs."""
        return {"massacre": script.MASSACRE[script.RED], "stomachs": 10}

    def expected(self, state: Any, request: Request) -> tuple[Choice, ...]:
        """The script's choices."""
        return script.script_choices(state, request)

    def accepts(self, state: Any, request: Request, choice: Choice) -> bool:
        """The script's choices; the build in any order."""
        wanted = self.expected(state, request)
        return choice in wanted or any(script.same_build(choice, w) for w in wanted)

    def for_event(self, event: Any, context: Context) -> Lesson | None:
        """The build, Nina's Defend, the drop, the meal, her collapse and the end."""
        return words.for_event(event, context.round)

    def for_request(self, request: Request, state: Any) -> Lesson | None:
        """The shop, Red's picks, the peel, his claws and his steps."""
        wanted = self.expected(state, request)
        return words.for_request(request, state, wanted[0] if wanted else None)
