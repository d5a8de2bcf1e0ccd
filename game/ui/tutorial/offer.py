"""The tutorial's offer over another screen: "New to <game>?" when a player first chooses a
game, or "Next lesson?" after a lesson. Enter or T plays; N (or the second button) declines;
Esc only closes the offer (nothing remembered)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.render.buttons import Button, button_at, draw_button
from game.ui.scene import Scene
from game.ui.text import text, wrap

PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_t, pygame.K_y)
TITLE_SIZE, BODY_SIZE = 30, 24


class OfferScene(Scene):
    """The screen behind, dimmed, with the offer's heading, words and two buttons."""

    def __init__(self, heading: str, words: str, play: tuple[str, Callable[[], None]],
                 decline: tuple[str, Callable[[], None]], behind: Scene | None = None) -> None:
        self.heading = heading
        self.words = words
        self.play, self.decline = play, decline
        self.behind = behind
        self.buttons: list[Button] = []
        self.answered = False

    def answer(self, choice: Callable[[], None] | None) -> None:
        """Close the offer, then carry out ``choice`` (None: Esc, just close)."""
        if self.answered:
            return
        self.answered = True
        self.app.pop()
        if choice is not None:
            self.app.play("ui_confirm")
            choice()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Play, decline and close keys, and the buttons."""
        if event.type == pygame.KEYDOWN:
            action = self.app.action(event)
            if event.key in PLAY_KEYS or action == "confirm":
                self.answer(self.play[1])
            elif event.key == pygame.K_n:
                self.answer(self.decline[1])
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE) or action == "cancel":
                self.answer(None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                button.action()

    def box(self, size: tuple[int, int], lines: int) -> pygame.Rect:
        """The offer's panel, centred, tall enough for ``lines`` lines of words."""
        box = pygame.Rect(0, 0, min(640, size[0] - 40), 170 + lines * (BODY_SIZE + 4))
        box.center = (size[0] // 2, size[1] // 2)
        return box

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The scene behind under a dark veil, then the offer."""
        if self.behind is not None:
            self.behind.draw(surface, alpha)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surface.blit(veil, (0, 0))
        width = min(640, surface.get_width() - 40) - 56
        lines = wrap(self.words, BODY_SIZE, width)
        box = self.box(surface.get_size(), len(lines))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=14)
        title = text(self.heading, TITLE_SIZE, theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 20)))
        y = box.y + 66
        for line in lines:
            surface.blit(text(line, BODY_SIZE, theme.TEXT), (box.x + 28, y))
            y += BODY_SIZE + 4
        half = (box.width - 84) // 2
        self.buttons = [
            Button(pygame.Rect(box.x + 28, box.bottom - 70, half, 46),
                   f"{self.play[0]} (Enter)", lambda: self.answer(self.play[1]),
                   primary=True),
            Button(pygame.Rect(box.right - 28 - half, box.bottom - 70, half, 46),
                   f"{self.decline[0]} (N)", lambda: self.answer(self.decline[1]))]
        mouse = self.app.mouse_pos()
        for button in self.buttons:
            draw_button(surface, button, button.rect.collidepoint(mouse))
