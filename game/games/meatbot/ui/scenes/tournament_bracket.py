"""The bracket (Grudge Match) and the match-by-match history, side by side; Esc goes back."""

from __future__ import annotations

import pygame

from game.games.meatbot.rules.tournament import FORMAT_NAMES, Tournament
from game.games.meatbot.rules.tournament_schedule import next_heat, round_name
from game.games.meatbot.ui.scenes.tournament_views import draw_bracket, draw_history
from game.ui import theme
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import heading

HINTS = [("Wheel / Up Down", "scroll history"), ("Esc", "back")]


class TournamentViewsScene(Scene):
    """Read-only: the bracket on the left (Grudge only), the history on the right."""

    def __init__(self, tournament: Tournament) -> None:
        self.tournament = tournament
        self.scroll = 0

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc (or B) back; wheel and arrows scroll the history."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_b, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key == pygame.K_DOWN:
                self.scroll += 3
            elif event.key == pygame.K_UP:
                self.scroll = max(0, self.scroll - 3)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - 3 * event.y)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Bracket and history."""
        t = self.tournament
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        heading(surface, t.name, f"{FORMAT_NAMES[t.format]} \u00b7 {t.measure.label}")
        history = pygame.Rect(28, 100, width - 56, height - 150)
        if t.format == "grudge":
            bracket = t.bracket()
            area = pygame.Rect(28, 130, int(width * 0.58), height - 190)
            for index in range(len(bracket)):
                label = text(round_name(index, len(bracket)), 24, theme.TEXT_DIM, bold=True)
                surface.blit(label, (area.x + 8 + index * (area.width // len(bracket)), 100))
            draw_bracket(surface, t, area, next_heat(bracket))
            history = pygame.Rect(area.right + 20, 100, width - area.right - 48, height - 150)
        self.scroll = draw_history(surface, t, history, self.scroll)
        hints = key_hint_bar(HINTS, width)
        surface.blit(hints, (0, height - hints.get_height()))
