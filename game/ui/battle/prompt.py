"""The shared base of every prompt: one local player's answer to one request, in the making.

A game's UI package makes one ``Prompt`` subclass per request kind (``prompt_for``). The
prompt owns its input (keys, clicks on the board, hovering), the facts its panel is drawn
from and its hints; the battle scene and flow only call the methods below, so adding a
request kind touches the game's prompt module and nothing shared. Prompts never submit
anything themselves: they hand the chosen choice to ``send``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.hexes import Hex
from game.core.match import Choice, Request

if TYPE_CHECKING:
    import pygame

Send = Callable[[Choice], None]


class Prompt:
    """Base: the request, who answers it and where the answer goes."""

    def __init__(self, request: Request, send: Send) -> None:
        self.request = request
        self.seat = request.player
        self.send = send
        self.page = 0
        """Which page of a long list of options is shown."""
        self.focus = 0
        """Which option on that page the keyboard points at."""

    def turn_page(self, delta: int, pages: int) -> None:
        """Show the next (+1) or previous (-1) page of ``pages``, wrapping around."""
        self.page = (self.page + delta) % max(1, pages)
        self.focus = 0

    # -- input the battle scene hands over ----------------------------------------------------
    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """A key (bound to ``action``, or None); True if the prompt used it."""
        return False

    def hover(self, h: Hex | None) -> None:
        """The pointer rests on board hex ``h`` (None: off the board)."""

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click at screen ``pos`` (before the board sees it: a card table's own hit
        test); True if the prompt used it."""
        return False

    def release_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """The left button was let go at screen ``pos`` (the end of a drag that started with
        ``click_at``); True if the prompt used it."""
        return False

    def click_hex(self, scene: Any, h: Hex) -> bool:
        """Board hex ``h`` was clicked; True if the prompt used the click."""
        return False

    def device_event(self, scene: Any, event: pygame.event.Event) -> bool:
        """Input from this prompt's own game controller (real-time requests give each local
        player a device); True if used."""
        return False

    def cancel(self) -> bool:
        """Cancel was pressed: True if the prompt closed a stage of its own (a list of
        options), False to let the scene leave the match."""
        return False

    def state(self) -> tuple[object, ...]:
        """What the prompt's panel buttons depend on (they are rebuilt when it changes)."""
        return (self.page, self.focus)

    def look(self) -> tuple[object, ...]:
        """What about the prompt changes how its panel and marks look (cached drawings are
        redrawn when it changes)."""
        return ()

    def marks_state(self) -> tuple[object, ...]:
        """What the board's marks depend on besides the pointer."""
        return ()

    # -- drawing (the game's painter calls these) ---------------------------------------------
    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The prompt's clickable buttons in the bottom panel ``area``."""
        return []

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """Draw the prompt's words and pictures in the panel; returns (rect, tooltip)s."""
        return []

    def header(self, flow: Any) -> str:
        """The header's line while the prompt is open."""
        return self.request.prompt

    def board_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """Marks on the board that stay while the prompt is open (reachable hexes...)."""

    def pointer_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """Marks that follow the pointer (a path, a previewed area)."""

    @property
    def explains_pointer(self) -> bool:
        """True while the panel already says what pointing here does (no map tooltip)."""
        return False
