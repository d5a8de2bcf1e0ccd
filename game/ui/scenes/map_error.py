"""The screen shown when a map cannot be opened: what is wrong, where, and the fix."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui import theme
from game.ui.render.hud import Line, key_hint_bar, text_block
from game.ui.scene import Scene
from game.ui.text import text


def error_lines(path: Path, error: Exception) -> list[Line]:
    """The error explained line by line (MapError's parts when it has them)."""
    lines: list[Line] = [(f"File: {path}", 24, theme.TEXT)]
    problem = getattr(error, "problem", None)
    if problem:
        lines.append((f"Where: {getattr(error, 'where', '?')}", 24, theme.TEXT))
        lines.append((f"Problem: {problem}", 24, theme.DANGER))
        fix = getattr(error, "fix", "")
        if fix:
            lines.append((f"Fix: {fix}", 24, theme.ACCENT))
    else:
        lines.append((str(error) or type(error).__name__, 24, theme.DANGER))
    return lines


class MapErrorScene(Scene):
    """Explains a broken map instead of crashing; Esc goes back."""

    def __init__(self, path: Path, error: Exception) -> None:
        self.path = path
        self.error = error
        self._cache: dict[tuple[int, int], pygame.Surface] = {}

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc, Enter or a click go back."""
        back_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE)
        if (event.type == pygame.KEYDOWN and event.key in back_keys) or \
                event.type == pygame.MOUSEBUTTONDOWN:
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The error panel, centred."""
        size = surface.get_size()
        if size not in self._cache:
            self._cache[size] = self._render(size)
        surface.blit(self._cache[size], (0, 0))

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        screen = pygame.Surface(size)
        screen.fill(theme.BACKGROUND)
        width = min(820, size[0] - 40)
        title = text("This arena could not be opened", 44, theme.DANGER, bold=True)
        body = text_block(error_lines(self.path, self.error), width, padding=20, gap=8)
        top = max(20, (size[1] - body.get_height()) // 2 - 30)
        screen.blit(title, title.get_rect(midbottom=(size[0] // 2, top - 12)))
        screen.blit(body, body.get_rect(midtop=(size[0] // 2, top)))
        screen.blit(key_hint_bar([("Esc", "back")], size[0]), (0, size[1] - 34))
        return screen
