"""Movement: one step or one turn at a time, with the MP left and what each costs.

W / Up steps forward (1 MP), S / Down backs up (2 MP), A / D or Left / Right turn one
hexside (1 MP, or the free turn once stopped). Stopping is one press: Enter / Space stops
and ends the movement with no turn, Q / E stop and take the free turn left / right (the
rules ask for the free turn separately; the prompt answers that second question at once).
Clicking the hex ahead steps forward, the hex behind backs up. Ousts and arming are buttons
of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.hexes import neighbour
from game.core.match import Choice, Request
from game.games.metalkrushers.rules.choices import Arm, Move, Oust
from game.games.metalkrushers.ui.layout import button_grid
from game.games.metalkrushers.ui.order import after_you
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.render.markers import draw_outline
from game.ui.text import text

KEYS = {pygame.K_w: "forward", pygame.K_UP: "forward", pygame.K_s: "back",
        pygame.K_DOWN: "back", pygame.K_a: "left", pygame.K_LEFT: "left", pygame.K_d: "right",
        pygame.K_RIGHT: "right", pygame.K_RETURN: "stop", pygame.K_KP_ENTER: "stop",
        pygame.K_SPACE: "stop", pygame.K_q: "stop_left", pygame.K_e: "stop_right"}
LABELS = {"forward": "Forward", "back": "Back up", "left": "Turn left", "right": "Turn right"}
STOPS = {"stop": ("Stop (Enter)", "Stop here and keep this facing"),
         "stop_left": ("Stop, turn left (Q)", "Stop here and take the free turn to the left"),
         "stop_right": ("Stop, turn right (E)",
                        "Stop here and take the free turn to the right")}
FREE_TURN = {"stop": "stop", "stop_left": "left", "stop_right": "right"}
"""A one-press stop -> the answer to the free-turn question that follows it."""
Walk = Callable[[list[Choice]], None]


class MovePrompt(Prompt):
    """Steps and turns of the Krusher whose movement it is."""

    def __init__(self, request: Request, send: Any, walk: Walk) -> None:
        super().__init__(request, send)
        self.choices = list(request.legal_choices())
        self.walk = walk
        """Submits several answers, each when this player is next asked (the flow's)."""
        self._after_you: tuple[Any, str] | None = None
        """Who moves after this Krusher, in words, and the view it was read from (the rear
        check searches every pose an enemy can reach: read once per view)."""

    def _move(self, action: str) -> Any:
        return next((c for c in self.choices
                     if isinstance(c, Move) and c.action == action), None)

    def cost(self, action: str) -> str:
        """What an action costs now, in words."""
        if action in ("left", "right") and self.request.free:
            return "free turn"
        return "2 MP" if action == "back" else "1 MP"

    def stop(self, how: str = "stop") -> bool:
        """End the movement in one go: ``how`` is "stop" (no turn), "stop_left" or
        "stop_right" (the free turn that way); False if that is not open now."""
        turn = FREE_TURN[how]
        if self.request.free:
            choice = self._move(turn)
            if choice is None:
                return False
            self.send(choice)
        elif self._move("stop") is None:
            return False
        else:
            self.walk([Move("stop"), Move(turn)])
        return True

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """W A S D / arrows move and turn, Enter or Space stops, Q / E stop and turn."""
        wanted = KEYS.get(event.key, "")
        if wanted in FREE_TURN:
            return self.stop(wanted)
        choice = self._move(wanted)
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
        """One button per legal step, turn, oust or arming, and the three ways to stop
        (only the free turn left: turn left, turn right or done)."""
        if self.request.free:
            return button_grid(area, [
                ("Turn left (free, A)", lambda: self.stop("stop_left"), "Face one side left"),
                ("Turn right (free, D)", lambda: self.stop("stop_right"),
                 "Face one side right"),
                ("Done (Enter)", self.stop, "Keep this facing")], rows=1, top=40)
        view = flow.board.view
        items = []
        for choice in self.choices:
            if isinstance(choice, Move) and choice.action != "stop":
                items.append((f"{LABELS[choice.action]} ({self.cost(choice.action)})",
                              lambda c=choice: self.send(c), "W A S D or the arrow keys"))
            elif isinstance(choice, Oust):
                items.append((f"Oust {view.krusher(choice.target).name} (2 MP)",
                              lambda c=choice: self.send(c),
                              "Try to shove it out of its hex: 1d6 + modifiers, 4 or more"))
            elif isinstance(choice, Arm):
                items.append((f"Arm {('left', 'right')[choice.hand]} hand",
                              lambda c=choice: self.send(c),
                              "Spend this turn arming from the pick-up hex (roll the chart)"))
        if self._move("stop") is not None:
            items += [(label, lambda how=how: self.stop(how), tip)
                      for how, (label, tip) in STOPS.items()]
        return button_grid(area, items, rows=2, top=40)

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The MP left above the buttons, and who moves after this Krusher."""
        view = flow.board.view
        me = view.krusher(self.request.krusher)
        left = "only the free turn left" if self.request.free \
            else f"{self.request.mp_left} MP left"
        head = text(f"{me.name}: {left}", 20, theme.ACCENT, bold=True)
        surface.blit(head, (area.x + 10, area.y + 10))
        if self._after_you is None or self._after_you[0] is not view:
            self._after_you = (view, after_you(view, me, me.uid))
        then = self._after_you[1]
        colour = theme.DANGER if "rear" in then else theme.TEXT_DIM
        surface.blit(text(then, 18, colour), (area.x + 30 + head.get_width(), area.y + 12))
        return []

    def board_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """The hex ahead (forward) and behind (back up) when those moves are legal."""
        k = self._krusher(painter.scene)
        for action, direction, colour in (("forward", k.facing, theme.ACCENT),
                                          ("back", (k.facing + 3) % 6, theme.TEXT_DIM)):
            if self._move(action) is not None:
                draw_outline(surface, proj.corners(neighbour(k.hex, direction)), colour, 3)
