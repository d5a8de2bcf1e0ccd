"""A tiny hex game with several units per seat, and its UI built from the shared parts only
(``UnitsBoard``, ``UnitsPainter``, plain pacing): each turn the player whose go it is moves
one of their units to an empty neighbouring hex. Registered under "squad" by the tests."""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.core.arena import Arena, open_arena
from game.core.events import Event
from game.core.hexes import Hex, neighbours
from game.core.match import Choice, ListRequest, Match, Request
from game.core.ruleset import UnitView
from game.ui.anim import NO_ANIMATION, Presenter
from game.ui.battle.prompt import Prompt
from game.ui.battle.units_board import UnitsBoard
from game.ui.battle.units_painter import UnitsPainter
from game.ui.game_ui import GameUI

NAME = "squad"
TITLE = "Squad"
TAGLINE = "Two squads shuffle about."
RULES_PAGE = Path("docs/rules/meatbot.md")
RESULT_COLUMNS = (("Player", 0),)
REQUEST_KINDS = ("move",)
TURNS = 4


@dataclass(frozen=True)
class Move:
    """Unit ``uid`` steps to ``to``."""

    uid: int
    to: Hex


@dataclass(frozen=True)
class Moved(Event):
    """A unit stepped."""

    player: int
    uid: int
    to: Hex

    def log_line(self, names: Any) -> str:
        """Who moved what."""
        return f"{names[self.player]} moves unit {self.uid}"


@dataclass
class SquadState:
    """Four units, two a seat; seats take turns for TURNS turns."""

    names: tuple[str, ...]
    arena: Arena
    units: dict[int, UnitView]
    turn: int = 0

    @property
    def round(self) -> int:
        """One round per pair of turns."""
        return self.turn // 2 + 1

    def pending(self) -> list[Request]:
        """The player whose turn it is moves one unit a step."""
        if self.is_over:
            return []
        seat = self.turn % 2
        taken = {u.hex for u in self.units.values()}
        moves = tuple(Move(u.uid, h) for u in self.units.values() if u.owner == seat
                      for h in neighbours(u.hex) if h in self.arena.cells and h not in taken)
        return [ListRequest(self.turn, seat, "move", "move a unit one step", moves)]

    def apply(self, player: int, choice: Choice) -> list[Event]:
        """Step and pass the turn."""
        assert isinstance(choice, Move)
        self.units[choice.uid] = replace(self.units[choice.uid], hex=choice.to)
        self.turn += 1
        return [Moved(player, choice.uid, choice.to)]

    def view_for(self, player: int | None) -> SquadState:
        """All public."""
        return self

    def units_view(self) -> tuple[UnitView, ...]:
        """The units, by uid."""
        return tuple(self.units[uid] for uid in sorted(self.units))

    @property
    def is_over(self) -> bool:
        """Over after TURNS turns."""
        return self.turn >= TURNS

    @property
    def result(self) -> int | None:
        """No winner, just an end."""
        return 0 if self.is_over else None

    def clone(self) -> SquadState:
        """An independent copy."""
        return copy.deepcopy(self)


class SquadView:
    """What the shell reads: the units and the round."""

    def __init__(self, state: SquadState) -> None:
        self._state = state
        self.round = state.round

    def units(self) -> tuple[UnitView, ...]:
        """Every unit."""
        return self._state.units_view()


def new_match() -> Match:
    """Two seats, two units each, facing one another."""
    spots = {1: (0, Hex(-2, 0), 0), 2: (0, Hex(-2, 1), 0), 3: (1, Hex(2, 0), 3),
             4: (1, Hex(2, -1), 3)}
    units = {uid: UnitView(uid, owner, h, facing, 3, 3, f"U{uid}")
             for uid, (owner, h, facing) in spots.items()}
    return Match(SquadState(("Nina", "Red"), open_arena(4), units), NAME, {}, 1)


class MovePrompt(Prompt):
    """Click a unit of yours, then a hex next to it."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self.chosen: int | None = None

    def click_hex(self, scene: Any, h: Hex) -> bool:
        """Choose a unit, or move the chosen one."""
        for choice in self.request.legal_choices():
            if choice.uid == self.chosen and choice.to == h:
                self.send(choice)
                return True
        mine = [u for u in scene.flow.board.units_at(h) if u.owner == self.seat]
        if mine:
            self.chosen = mine[0].uid
            return True
        return False


class SquadUI(GameUI):
    """The test game's screens."""

    NAME = NAME
    TITLE = TITLE
    TAGLINE = TAGLINE
    RULES_PAGE = RULES_PAGE
    RESULT_COLUMNS = RESULT_COLUMNS
    REQUEST_KINDS = REQUEST_KINDS

    def new_board(self, session: Any, viewer: int | None) -> UnitsBoard:
        """The units as the view lists them."""
        return UnitsBoard.from_view(SquadView(session.view_for(viewer)))

    def painter(self, scene: Any, styles: Any, tiles: Any) -> UnitsPainter:
        """The shared painter."""
        return UnitsPainter(scene, styles, tiles)

    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """Every request is a move."""
        return MovePrompt(request, flow.sender(request))

    def presents(self, event_type: type) -> bool:
        """Every event is explicitly not animated."""
        return True

    def presenter(self, event: Event) -> Presenter:
        """No animations."""
        return NO_ANIMATION

    def panel_buttons(self, flow: Any, area: Any) -> list[Any]:
        """No buttons."""
        return []

    def hand_off_purpose(self, request: Request) -> str:
        """Moving."""
        return "move"

    def thinking_shows(self, board: Any) -> bool:
        """AI seats think in the open."""
        return True

    def watching_verb(self, watching: Any) -> str:
        """Never asked."""
        return "moves"

    def results_scene(self, session: Any) -> Any:
        """A blank scene."""
        from game.ui.scene import Scene

        return Scene()

    def draw_card(self, surface: Any, rect: Any) -> None:
        """A plain card."""
        surface.fill((40, 40, 60), rect)

    def new_match_scene(self) -> Any:
        """No form."""
        from game.ui.scene import Scene

        return Scene()

    def rules_sections(self, key_lines: Any = ()) -> list[Any]:
        """No pages."""
        return []

    def demo_session(self, seed: int, humans: int = 0) -> Any:
        """The two squads (``humans`` of the seats local humans)."""
        from game.ui.battle.seats import SeatConfig
        from game.ui.session import MatchSession

        seats = [SeatConfig(name, "human" if index < humans else "ai", colour=index)
                 for index, name in enumerate(("Nina", "Red"))]
        return MatchSession(new_match(), seats, "")


UI = SquadUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
