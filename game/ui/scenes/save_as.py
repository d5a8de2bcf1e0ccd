"""Saving a match under a name: the Esc question with "Save as...", and the name prompt.

``LeaveQuestion`` is the battle's "Leave the match?" with a third way out: Save as... (key S)
asks for a name and keeps the match in a save slot (``game.ui.slots``), then play goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pygame

from game.ui import slots, theme
from game.ui.games import game_ui
from game.ui.render.buttons import Button, button_at, draw_button
from game.ui.scene import Scene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.text import text
from game.ui.widgets import TextField


class LeaveQuestion(ConfirmScene):
    """"Leave the match?" with Save and leave, Keep playing, and Save as..."""

    def __init__(self, question: str, detail: str, on_yes: Callable[[], None],
                 behind: Any, yes: str, no: str) -> None:
        super().__init__(question, detail, on_yes, behind=behind, yes=yes, no=no)
        self.session = behind.session

    def save_as(self) -> None:
        """Close the question and ask for a name."""
        self.answered = True
        self.app.pop()
        self.app.push(SaveAsScene(self.session, self.behind))

    def handle_event(self, event: pygame.event.Event) -> None:
        """S saves under a name; the rest as the plain question."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.save_as()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.buttons and self.buttons[-1].rect.collidepoint(event.pos):
            self.buttons[-1].action()
        else:
            super().handle_event(event)

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        """Taller than the plain question, for the third button."""
        box = super().box(size)
        return box.inflate(0, 64)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The question, then Save as... above the two answers."""
        super().draw(surface, alpha)
        box = self.box(surface.get_size())
        rect = pygame.Rect(0, 0, min(300, box.width - 56), 44)
        rect.midbottom = (box.centerx, box.bottom - 82)
        extra = Button(rect, "Save as...", self.save_as, hotkey="S")
        self.buttons = [*self.buttons[:2], extra]
        draw_button(surface, extra, rect.collidepoint(self.app.mouse_pos()))


def default_name(session: Any) -> str:
    """A name to start from: the game and the time."""
    return f"{game_ui(session.ruleset).TITLE} {datetime.now():%d %b %H.%M}"


class SaveAsScene(Scene):
    """Type a name; Enter saves the match in a slot of that name, Esc goes back to it."""

    captures_keys = True

    def __init__(self, session: Any, behind: Scene | None) -> None:
        self.session = session
        self.behind = behind
        self.field = TextField(default_name(session), lambda value: None, slots.MAX_NAME)
        self.message = ""
        self.buttons: list[Button] = []

    def attach(self, app: Any) -> None:
        """Take typed text while open."""
        super().attach(app)
        pygame.key.start_text_input()

    def save(self) -> None:
        """Save under the typed name and go back to the match."""
        path = slots.save_slot(self.session, self.field.value)
        if path is None:
            self.message = "It could not be saved: the message above says why."
            return
        log = getattr(getattr(self.behind, "flow", None), "log", None)
        if log is not None:
            log.add(f"Saved as \"{' '.join(self.field.value.split())}\" (Load on the title).")
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Typing, Backspace, Enter and Esc, and the two buttons."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
            else:
                self.field.handle_key(event)
        elif event.type == pygame.TEXTINPUT:
            self.field.handle_other(event, True)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                button.action()

    def update(self, dt: float) -> None:
        """The caret blinks."""
        self.field.tick()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The match behind, dimmed; the name field and Save / Cancel."""
        if self.behind is not None:
            self.behind.draw(surface, alpha)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surface.blit(veil, (0, 0))
        width, height = surface.get_size()
        box = pygame.Rect(0, 0, min(640, width - 40), 230)
        box.center = (width // 2, height // 2)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=14)
        title = text("Save the match as", 30, theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 18)))
        self.field.rect = pygame.Rect(box.x + 28, box.y + 66, box.width - 56, 46)
        self.field.draw(surface, True, False)
        note = self.message or "Load on the title screen picks it up again."
        line = text(note, 18, theme.DANGER if self.message else theme.TEXT_DIM)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + 120)))
        half = (box.width - 84) // 2
        self.buttons = [
            Button(pygame.Rect(box.x + 28, box.bottom - 64, half, 44), "Save", self.save,
                   primary=True, hotkey="Enter"),
            Button(pygame.Rect(box.right - 28 - half, box.bottom - 64, half, 44), "Cancel",
                   self.app.pop, hotkey="Esc")]
        for button in self.buttons:
            draw_button(surface, button, button.rect.collidepoint(self.app.mouse_pos()))
