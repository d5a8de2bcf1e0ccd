"""A plain screen explaining a problem (a save that will not load, a match that will not
start) with what to do about it; any key or click goes back."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.render.hud import Line, key_hint_bar, text_block
from game.ui.scene import Scene
from game.ui.text import text


class ProblemScene(Scene):
    """A titled red notice with the details and a hint; Esc, Enter or a click goes back."""

    def __init__(self, title: str, details: list[str], hint: str = "") -> None:
        self.title = title
        self.details = details
        self.hint = hint
        self._cache: dict[tuple[int, int], pygame.Surface] = {}

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc, Enter, Backspace or a click: back."""
        back = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE)
        if (event.type == pygame.KEYDOWN and event.key in back) or \
                event.type == pygame.MOUSEBUTTONDOWN:
            self.app.play("ui_click")
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The notice, centred (rendered once per window size)."""
        size = surface.get_size()
        if size not in self._cache:
            self._cache = {size: self._render(size)}
        surface.blit(self._cache[size], (0, 0))

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        screen = pygame.Surface(size)
        screen.fill(theme.BACKGROUND)
        lines: list[Line] = [(detail, 26, theme.TEXT) for detail in self.details]
        if self.hint:
            lines.append((self.hint, 24, theme.ACCENT))
        body = text_block(lines, min(860, size[0] - 40), padding=22, gap=10)
        top = max(90, (size[1] - body.get_height()) // 2)
        title = text(self.title, 44, theme.DANGER, bold=True)
        screen.blit(title, title.get_rect(midbottom=(size[0] // 2, top - 14)))
        screen.blit(body, body.get_rect(midtop=(size[0] // 2, top)))
        screen.blit(key_hint_bar([("Esc", "back")], size[0]), (0, size[1] - 34))
        return screen
