"""A tiny real-time game and its UI, off the hex board, to prove the shared shell needs
neither Meatbot nor an arena: every player grabs one die from a table at once; the first
to grab a die gets it.

The state follows the ruleset contract (pending / apply / view_for / clone); the module is
also a game UI (its ``UI`` is a ``game.ui.games.GameUI``) registered under "grab" by the tests.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.core.events import Event
from game.core.match import Choice, IllegalChoice, ListRequest, Match, Request
from game.ui.anim import NO_ANIMATION, Presenter
from game.ui.battle.prompt import Prompt
from game.ui.game_ui import GameUI

NAME = "grab"
TITLE = "Grab"
TAGLINE = "Everybody grabs a die at once."
RULES_PAGE = Path("docs/rules/meatbot.md")
RESULT_COLUMNS = (("Player", 0), ("Die", 200))
REQUEST_KINDS = ("grab",)
DICE = (3, 5, 6)
KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2}
DIE_RECTS = [pygame.Rect(100 + 120 * i, 200, 80, 80) for i in range(len(DICE))]


@dataclass(frozen=True)
class Grab:
    """Take die ``index`` from the table."""

    index: int


@dataclass(frozen=True)
class Grabbed(Event):
    """A player took a die."""

    player: int
    index: int

    def log_line(self, names: Any) -> str:
        """Who took which die."""
        return f"{names[self.player]} grabs the {DICE[self.index]}"


@dataclass
class GrabState:
    """The table: which dice are left, and who took what (in order)."""

    names: tuple[str, ...]
    taken: dict[int, int]
    round: int = 1

    def pending(self) -> list[Request]:
        """One real-time grab per player without a die."""
        free = [Grab(i) for i in range(len(DICE)) if i not in self.taken.values()]
        return [ListRequest(p, p, "grab", "grab a die", tuple(free), real_time=True)
                for p in range(len(self.names)) if p not in self.taken]

    def apply(self, player: int, choice: Choice) -> list[Event]:
        """The die is the player's."""
        assert isinstance(choice, Grab)
        self.taken[player] = choice.index
        return [Grabbed(player, choice.index)]

    def view_for(self, player: int | None) -> GrabState:
        """Everything is public."""
        return self

    def units(self) -> tuple[()]:
        """No units on a board."""
        return ()

    @property
    def is_over(self) -> bool:
        """Over once everyone has a die."""
        return len(self.taken) == len(self.names)

    @property
    def result(self) -> dict[int, int] | None:
        """Who has which die."""
        return dict(self.taken) if self.is_over else None

    def clone(self) -> GrabState:
        """An independent copy."""
        return copy.deepcopy(self)


def new_match(names: tuple[str, ...]) -> Match:
    """A fresh table."""
    return Match(GrabState(names, {}), NAME, {}, 1)


class GrabPrompt(Prompt):
    """Keys 1-3 (keyboard) or a click on a die (mouse) grab it."""

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """A digit grabs."""
        if event.key in KEYS:
            self.send(Grab(KEYS[event.key]))
            return True
        return False

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click on a die grabs it."""
        hit = next((i for i, rect in enumerate(DIE_RECTS) if rect.collidepoint(pos)), None)
        if hit is None:
            return False
        self.send(Grab(hit))
        return True


class Board:
    """The shown table."""

    round = 1
    version = 0
    phase = "grab"

    def apply(self, event: Event) -> None:
        """Nothing to move on a table."""
        self.version += 1

    def recall_round(self, events: Any) -> None:
        """Nothing is only told by events."""

    def carry_over(self, old: Board, events: Any) -> None:
        """Nothing to carry."""

    def seat_at(self, h: Any) -> None:
        """No units on hexes."""
        return None


class Painter:
    """Draws the table: the dice, grey once taken."""

    def __init__(self, scene: Any, styles: Any, tiles: Any) -> None:
        self.scene, self.styles = scene, styles

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The table."""
        surface.fill((20, 60, 30))
        taken = set(self.scene.session.match.state.taken.values())
        for index, rect in enumerate(DIE_RECTS):
            pygame.draw.rect(surface, (90, 90, 90) if index in taken else (240, 240, 230), rect)


def legal(request: Request, choice: Choice) -> bool:
    """True if ``choice`` answers ``request``."""
    try:
        request.validate(choice)
    except IllegalChoice:
        return False
    return True


class GrabUI(GameUI):
    """The test game's screens."""

    NAME = NAME
    TITLE = TITLE
    TAGLINE = TAGLINE
    RULES_PAGE = RULES_PAGE
    RESULT_COLUMNS = RESULT_COLUMNS
    REQUEST_KINDS = REQUEST_KINDS

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A die."""
        pygame.draw.rect(surface, (240, 240, 230), rect.inflate(-rect.w // 2, -rect.h // 2))

    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """Every request is a grab."""
        return GrabPrompt(request, flow.sender(request))

    def presents(self, event_type: type) -> bool:
        """Every event is explicitly not animated."""
        return True

    def presenter(self, event: Event) -> Presenter:
        """No animations."""
        return NO_ANIMATION

    def new_board(self, match: Match, viewer: int | None) -> Board:
        """The table."""
        return Board()

    def painter(self, scene: Any, styles: Any, tiles: Any) -> Painter:
        """The table painter."""
        return Painter(scene, styles, tiles)

    def hand_off_purpose(self, request: Request) -> str:
        """Never handed off, but worded anyway."""
        return "grab"

    def watching_verb(self, watching: Any) -> str:
        """Never asked."""
        return "grabs"

    def thinking_shows(self, board: Any) -> bool:
        """AI seats think in the open."""
        return True

    def panel_buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """No panel buttons."""
        return []

    def results_scene(self, session: Any) -> Any:
        """No results screen of its own."""
        from game.ui.scene import Scene

        return Scene()

    def rules_sections(self, key_lines: Any = ()) -> list[Any]:
        """One page."""
        return []

    def new_match_scene(self) -> Any:
        """No form."""
        from game.ui.scene import Scene

        return Scene()

    def demo_session(self, seed: int, humans: int = 0) -> Any:
        """Two seats at the table (``humans`` of them local humans)."""
        from game.ui.battle.seats import SeatConfig
        from game.ui.session import MatchSession

        seats = [SeatConfig(name, "human" if index < humans else "ai", colour=index)
                 for index, name in enumerate(("Nina", "Red"))]
        return MatchSession(new_match(("Nina", "Red")), seats, "")


UI = GrabUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
