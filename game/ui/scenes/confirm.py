"""A yes-or-no question over the screen it interrupts: "Leave the match?"."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.render.buttons import Button, button_at, draw_button
from game.ui.scene import Scene
from game.ui.text import text

YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_n, pygame.K_BACKSPACE)


class ConfirmScene(Scene):
    """The screen behind, dimmed, with a question and two buttons.

    Enter or Y (or the yes button) pops this scene and calls ``on_yes``; Esc or N (or the
    no button) only pops it. Drawing the scene behind changes nothing of it.
    """

    def __init__(self, question: str, detail: str, on_yes: Callable[[], None],
                 behind: Scene | None = None, yes: str = "Yes", no: str = "No") -> None:
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.behind = behind
        self.labels = (yes, no)
        self.buttons: list[Button] = []
        self.answered = False

    def answer(self, agreed: bool) -> None:
        """Close the question; carry out ``on_yes`` if the player agreed."""
        if self.answered:
            return
        self.answered = True
        self.app.pop()
        if agreed:
            self.on_yes()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Yes and no keys, and the buttons."""
        if event.type == pygame.KEYDOWN:
            action = self.app.action(event)
            if event.key in YES_KEYS or action == "confirm":
                self.answer(True)
            elif event.key in NO_KEYS or action == "cancel":
                self.answer(False)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                button.action()

    def box(self, size: tuple[int, int]) -> pygame.Rect:
        """The question's panel, centred."""
        box = pygame.Rect(0, 0, min(640, size[0] - 40), 200)
        box.center = (size[0] // 2, size[1] // 2)
        return box

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The scene behind under a dark veil, then the question."""
        if self.behind is not None:
            self.behind.draw(surface, alpha)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surface.blit(veil, (0, 0))
        box = self.box(surface.get_size())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=14)
        title = text(self.question, 30, theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 22)))
        detail = text(self.detail, 20, theme.TEXT)
        surface.blit(detail, detail.get_rect(midtop=(box.centerx, box.y + 70)))
        yes, no = self.labels
        width = (box.width - 84) // 2
        self.buttons = [
            Button(pygame.Rect(box.x + 28, box.bottom - 70, width, 46), yes,
                   lambda: self.answer(True), primary=True, hotkey="Enter"),
            Button(pygame.Rect(box.right - 28 - width, box.bottom - 70, width, 46), no,
                   lambda: self.answer(False), hotkey="Esc")]
        mouse = self.app.mouse_pos()
        for button in self.buttons:
            draw_button(surface, button, button.rect.collidepoint(mouse))
