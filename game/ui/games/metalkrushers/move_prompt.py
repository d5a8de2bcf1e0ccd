"""Movement: one step or one turn at a time, with the MP left and what each costs.

W / Up steps forward (1 MP), S / Down backs up (2 MP), A / D or Left / Right turn one
hexside (1 MP, or the free turn once moved), Enter / Space stops. Clicking the hex ahead
steps forward, the hex behind backs up. Ousts and arming are buttons of their own.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexes import neighbour
from game.core.match import Request
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.games.metalkrushers.layout import button_grid
from game.ui.render.markers import draw_outline
from game.ui.text import text

KEYS = {pygame.K_w: "forward", pygame.K_UP: "forward", pygame.K_s: "back",
        pygame.K_DOWN: "back", pygame.K_a: "left", pygame.K_LEFT: "left", pygame.K_d: "right",
        pygame.K_RIGHT: "right", pygame.K_RETURN: "stop", pygame.K_SPACE: "stop"}
LABELS = {"forward": "Forward", "back": "Back up", "left": "Turn left", "right": "Turn right",
          "stop": "Stop"}


class MovePrompt(Prompt):
    """Steps and turns of the Krusher whose movement it is."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self.choices = list(request.legal_choices())

    def _move(self, action: str) -> Any:
        return next((c for c in self.choices
                     if type(c).__name__ == "Move" and c.action == action), None)

    def cost(self, action: str) -> str:
        """What an action costs now, in words."""
        if action == "stop":
            return "ends movement"
        if action in ("left", "right") and self.request.free:
            return "free turn"
        return "2 MP" if action == "back" else "1 MP"

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """W A S D / arrows move and turn, Enter or Space stops."""
        choice = self._move(KEYS.get(event.key, ""))
        if choice is None:
            return False
        self.send(choice)
        return True

    def _krusher(self, scene: Any) -> Any:
        return scene.flow.board.view.krusher(self.request.krusher)

    def click_hex(self, scene: Any, h: Any) -> bool:
        """The hex ahead steps forward, the one behind backs up."""
        k = self._krusher(scene)
        for action, direction in (("forward", k.facing), ("back", (k.facing + 3) % 6)):
            choice = self._move(action)
            if choice is not None and neighbour(k.hex, direction) == h:
                self.send(choice)
                return True
        return False

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """One button per legal step, turn, oust or arming."""
        view = flow.board.view
        items = []
        for choice in self.choices:
            kind = type(choice).__name__
            if kind == "Move":
                items.append((f"{LABELS[choice.action]} ({self.cost(choice.action)})",
                              lambda c=choice: self.send(c), "W A S D or the arrow keys"))
            elif kind == "Oust":
                items.append((f"Oust {view.krusher(choice.target).name} (2 MP)",
                              lambda c=choice: self.send(c),
                              "Try to shove it out of its hex: 1d6 + modifiers, 4 or more"))
            elif kind == "Arm":
                items.append((f"Arm {('left', 'right')[choice.hand]} hand",
                              lambda c=choice: self.send(c),
                              "Spend this turn arming from the pick-up hex (roll the chart)"))
        return button_grid(area, items, rows=2, top=40)

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The MP left above the buttons."""
        left = "only the free turn" if self.request.free else f"{self.request.mp_left} MP left"
        name = flow.board.view.krusher(self.request.krusher).name
        surface.blit(text(f"{name}: {left}", 20, theme.ACCENT, bold=True),
                     (area.x + 10, area.y + 10))
        return []

    def board_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """The hex ahead (forward) and behind (back up) when those moves are legal."""
        k = self._krusher(painter.scene)
        for action, direction, colour in (("forward", k.facing, theme.ACCENT),
                                          ("back", (k.facing + 3) % 6, theme.TEXT_DIM)):
            if self._move(action) is not None:
                draw_outline(surface, proj.corners(neighbour(k.hex, direction)), colour, 3)
