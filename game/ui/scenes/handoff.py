"""The hot-seat privacy screen: "Pass to Nina". It draws nothing of the match behind it."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.render.hud import key_hint_bar
from game.ui.render.markers import hex_points
from game.ui.scene import Scene
from game.ui.text import text

CLICK_GRACE = 0.25  # seconds: a double click meant for the last screen must not pass this one


class HandOffScene(Scene):
    """A full, opaque screen naming who should take the seat and what they will do.

    Enter, Space or a click (after a short grace so a stray double click does not skip it)
    pops this scene and then calls ``on_ready``.
    """

    def __init__(self, player_name: str, purpose: str, on_ready: Callable[[], None],
                 colour: theme.Colour | None = None) -> None:
        self.player_name = player_name
        self.purpose = purpose
        self.on_ready = on_ready
        self.colour = colour or theme.ACCENT
        self.time = 0.0
        self.done = False

    def ready(self) -> None:
        """The player is in the seat: leave and hand over."""
        if self.done:
            return
        self.done = True
        self.app.play("ui_confirm")
        self.app.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Enter, Space or the confirm key, or a click once the grace has passed."""
        if self._is_ready_key(event) or (
                event.type == pygame.MOUSEBUTTONDOWN and self.time >= CLICK_GRACE):
            self.ready()

    def _is_ready_key(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        ready_keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        return event.key in ready_keys or self.app.action(event) == "confirm"

    def update(self, dt: float) -> None:
        """The pulse of the prompt."""
        self.time += dt

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """A dark field of faint hexes, the name large, the prompt pulsing."""
        width, height = surface.get_size()
        surface.fill(theme.BACKGROUND)
        _hex_field(surface)
        centre_y = height // 2
        badge = pygame.Rect(0, 0, min(760, width - 60), 260)
        badge.center = (width // 2, centre_y)
        pygame.draw.rect(surface, theme.PANEL, badge, border_radius=18)
        pygame.draw.rect(surface, self.colour, badge, 3, border_radius=18)
        over = text("Pass to", 34, theme.TEXT_DIM)
        surface.blit(over, over.get_rect(midtop=(width // 2, badge.y + 24)))
        name = text(self.player_name, 84, self.colour, bold=True)
        surface.blit(name, name.get_rect(center=(width // 2, badge.y + 112)))
        glow = 0.6 + 0.4 * math.sin((self.time + alpha / 60) * 4)
        shade = tuple(round(c * glow + 60 * (1 - glow)) for c in theme.TEXT)
        prompt = text(f"{self.player_name}, press Enter or click when ready to {self.purpose}",
                      28, shade)
        surface.blit(prompt, prompt.get_rect(midtop=(width // 2, badge.y + 170)))
        note = text("Everyone else: look away.", 24, theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midtop=(width // 2, badge.bottom + 20)))
        hints = key_hint_bar([("Enter", "I am ready"), ("F1", "rules")], width)
        surface.blit(hints, (0, height - hints.get_height()))


def _hex_field(surface: pygame.Surface) -> None:
    """Outlines of big hexes across the screen, very faint."""
    width, height = surface.get_size()
    radius = 60
    step_x, step_y = radius * math.sqrt(3), radius * 1.5
    for row in range(int(height / step_y) + 2):
        for col in range(int(width / step_x) + 2):
            x = col * step_x + (step_x / 2 if row % 2 else 0)
            pygame.draw.polygon(surface, (24, 27, 36), hex_points((x, row * step_y), radius), 2)
