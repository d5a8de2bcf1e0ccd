"""What every battle prompt shares: one of the request's legal choices picked by mouse or
keys (Left / Right or 1-9 to pick, Enter to confirm), a refused input noted in the panel and
nothing sent, and the row of buttons the panel shows."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Request
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.render.buttons import Button
from game.ui.text import text, wrap

ROW_Y, ROW_H = 46, 38
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}


def button_row(area: pygame.Rect, items: list[tuple[str, Any, str]], y: int,
               width: int = 170) -> list[Button]:
    """Buttons side by side in the panel from the left, shrunk to fit the width."""
    if not items:
        return []
    width = min(width, (area.width - 20) // len(items) - 8)
    return [Button(pygame.Rect(area.x + 10 + k * (width + 8), area.y + y, width, ROW_H), label,
                   action, tip, size=18) for k, (label, action, tip) in enumerate(items)]


class TablePrompt(Prompt):
    """Pick one of the request's legal choices and confirm it."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self.choices = list(request.legal_choices())
        self.selected = 0
        self.note = ""
        """Why the last input was refused (shown in the panel)."""

    def state(self) -> tuple[object, ...]:
        """Buttons depend on the selection."""
        return (self.selected, self.note)

    def look(self) -> tuple[object, ...]:
        """The panel shows the selection and the note."""
        return (self.selected, self.note)

    def label(self, choice: Any) -> str:
        """A choice's words on its button."""
        return str(choice)

    def select(self, index: int) -> bool:
        """Select option ``index``; False (and a note) when there is no such option."""
        if not 0 <= index < len(self.choices):
            self.note = "There is no such option."
            return False
        self.selected, self.note = index, ""
        return True

    def answer(self, choice: Any) -> bool:
        """Send ``choice`` if it is legal; refuse it with a note otherwise."""
        if choice not in self.choices:
            self.note = "That is not allowed now."
            return False
        self.send(choice)
        return True

    def confirm(self) -> None:
        """Send the selected option."""
        self.answer(self.choices[self.selected])

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Enter confirms, Left / Right step, 1-9 pick."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.select((self.selected + step) % len(self.choices))
        elif event.key in NUMBER_KEYS:
            self.select(NUMBER_KEYS[event.key])
        else:
            return False
        return True

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """One button per option (clicking answers it)."""
        found = button_row(area, [(self.label(c), lambda c=c: self.answer(c),
                                   f"{self.label(c)} ({k + 1})")
                                  for k, c in enumerate(self.choices)], ROW_Y)
        for k, button in enumerate(found):
            button.selected = k == self.selected
        return found

    def lines(self, flow: Any) -> list[str]:
        """The panel's words above the buttons."""
        return [self.request.prompt]

    def header(self, flow: Any) -> str:
        """The request's words, naming the player (several may share the screen)."""
        return f"{flow.session.names[self.seat]}: {self.request.prompt}"

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The prompt's words, then the refusal note (if any) under the buttons."""
        y = area.y + 8
        for line in self.lines(flow)[:2]:
            surface.blit(text(line, 18, theme.TEXT), (area.x + 12, y))
            y += 18
        detail = self.note or self.detail(flow)
        colour = theme.DANGER if self.note else theme.TEXT_DIM
        for row, line in enumerate(wrap(detail, 17, area.width - 24)[:2]):
            surface.blit(text(line, 17, colour),
                         (area.x + 12, area.y + ROW_Y + ROW_H + 10 + 19 * row))
        return []

    def detail(self, flow: Any) -> str:
        """A line about the selected option."""
        return f"Selected: {self.label(self.choices[self.selected])}  (Enter)"
