"""The scavenge's prompts: getting ready (Roll!) and grabbing a die.

A grab prompt belongs to one player and answers only that player's device: in real time the
battle flow opens one per human, each on its own device, and sends each answer as it comes;
in the snake draft only the drafter has one, and input from anybody else's device is refused
with a word on screen. The mouse clicks a die; keyboard clusters and game controllers move a
cursor between the dice (kept in the flow's memo across grabs) and grab what it points at.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Request
from game.games.dicebot.rules.choices import Grab, Ready
from game.games.dicebot.rules.parts import DICE_PER_PLAYER
from game.games.dicebot.ui.scavenge import geometry
from game.games.dicebot.ui.scavenge.controls import (
    CLUSTER_OF,
    MOUSE,
    Action,
    device_label,
    key_device,
    pad_action,
)
from game.games.dicebot.ui.scavenge.yard import Point, step_from
from game.ui import theme
from game.ui.battle.prompt import Prompt, Send
from game.ui.render.buttons import Button
from game.ui.text import text


def prompt_for(request: Request, flow: Any) -> Prompt:
    """The ready prompt or a grab prompt."""
    send = flow.sender(request)
    if request.kind == "ready":
        return ReadyPrompt(request, send, flow)
    return GrabPrompt(request, send, flow)


class ReadyPrompt(Prompt):
    """Study the hand, then roll: a button, Enter or Space."""

    def __init__(self, request: Request, send: Send, flow: Any) -> None:
        super().__init__(request, send)
        self.name = flow.session.names[request.player]

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Enter or Space rolls."""
        if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.send(Ready())
            return True
        return False

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The Roll button."""
        rect = pygame.Rect(area.right - 260, area.y + 16, 240, 44)
        return [Button(rect, "Roll my dice", lambda: self.send(Ready()),
                       "Roll your seven parts dice into the junkyard (Enter)", primary=True,
                       hotkey="Enter")]

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """What happens next."""
        lines = (f"{self.name}: look at your weapon cards, then roll.",
                 "When everyone has rolled, the junkyard opens: get ready to grab!")
        for row, line in enumerate(lines):
            surface.blit(text(line, 22 - 2 * row, theme.TEXT if row == 0 else theme.TEXT_DIM),
                         (area.x + 16, area.y + 18 + 30 * row))
        return []

    def header(self, flow: Any) -> str:
        """Whose hand it is."""
        return f"{self.name}: study your hand, then roll your dice into the junkyard"


class GrabPrompt(Prompt):
    """One player's grab: their device's clicks, cursor moves and grab presses."""

    def __init__(self, request: Request, send: Send, flow: Any) -> None:
        super().__init__(request, send)
        self.flow = flow
        self.memo: dict[str, Any] = getattr(flow, "memo", {})
        self.seats = len(flow.session.names)
        self.total = self.seats * DICE_PER_PLAYER
        self.refused = ""
        """Why the last input was refused (another player's device in the snake draft)."""

    # -- whose input counts ----------------------------------------------------------------
    @property
    def device(self) -> str | None:
        """This player's input device (None: any device answers)."""
        device_of = getattr(self.flow, "device_of", None)
        return device_of(self.seat) if device_of is not None else None

    def _mine(self, device: str) -> bool:
        """True if input from ``device`` is this player's; else say whose turn it is."""
        own = self.device
        if own is None or own == device:
            self.refused = ""
            return True
        name = self.flow.session.names[self.seat]
        self.refused = f"It is {name}'s turn ({device_label(own)})."
        return False

    # -- input -------------------------------------------------------------------------------
    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """A key of a keyboard cluster: move this player's cursor or grab."""
        device = key_device(event.key)
        cluster = CLUSTER_OF.get(device)
        if cluster is None:
            return False
        act = cluster.action(event.key)
        if act is None or not self._mine(device):
            return act is not None
        return self._act(act)

    def device_event(self, scene: Any, event: pygame.event.Event) -> bool:
        """A game controller's d-pad, stick or button."""
        act = pad_action(event)
        if act is None:
            return False
        instance = getattr(event, "instance_id", getattr(event, "joy", 0))
        if not self._mine(f"joystick:{instance}"):
            return True
        return self._act(act)

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click on a die grabs it (for the mouse's player)."""
        table = geometry.table_rect(scene)
        die = geometry.die_at(table, self.spots(), self.total, pos)
        if die is None:
            return False
        if self._mine(MOUSE):
            self.send(Grab(die))
        return True

    def _act(self, act: Action) -> bool:
        if act.kind == "grab":
            die = self.cursor_die()
            if die is not None:
                self.send(Grab(die))
            return True
        self.move_cursor(act.way)
        return True

    # -- the cursor --------------------------------------------------------------------------
    def spots(self) -> dict[int, Point]:
        """Where the dice this request may grab lie (shares of the table)."""
        dice = [choice.die for choice in self.request.legal_choices()]
        return geometry.lying(dice, self.total)

    def cursor_die(self) -> int | None:
        """The die this player's cursor points at."""
        return geometry.cursor_die(self.memo, self.seat, self.seats, self.spots())

    def move_cursor(self, way: tuple[int, int]) -> None:
        """Move the cursor to the nearest die lying ``way``."""
        spots = self.spots()
        here = self.cursor_die()
        if here is None:
            return
        others = {die: spot for die, spot in spots.items() if die != here}
        target = step_from(spots[here], way, others)
        if target is not None:
            self.memo.setdefault(geometry.CURSORS, {})[self.seat] = spots[target]

    # -- words -------------------------------------------------------------------------------
    def state(self) -> tuple[object, ...]:
        """Nothing on the panel depends on the cursor."""
        return (self.refused,)

    def header(self, flow: Any) -> str:
        """Whose turn in the snake draft (real time: everybody's)."""
        name = flow.session.names[self.seat]
        space = getattr(self.request, "space", "body")
        return f"{name}: grab a part for your {space} ({device_label(self.device)})"
