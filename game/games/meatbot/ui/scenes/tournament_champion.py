"""The champion screen: the winner's name over a pulsing hex, and the final standings."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.meatbot.rules.tournament import FORMAT_NAMES, Tournament
from game.games.meatbot.ui.scenes.tournament_views import (
    champion_rule,
    draw_standings,
    standings_size,
)
from game.ui import theme
from game.ui.palette import team_style
from game.ui.render.hud import key_hint_bar
from game.ui.render.markers import hex_points
from game.ui.scene import Scene
from game.ui.text import shadowed, text
from game.ui.widgets import Button, Form

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("B", "bracket / history"), ("Enter", "done"), ("Esc", "done")]
FULL_BANNER = 356  # where the banner ends with the big hex
SMALL_BANNER = 252  # ... and with a smaller hex, to make room for a long standings table


class TournamentChampionScene(Scene):
    """The end of the tournament."""

    def __init__(self, tournament: Tournament) -> None:
        self.tournament = tournament
        self.time = 0.0
        self.done_button = Button("Done", self.done, "Back to the title", accent=True)
        self.views_button = Button("Bracket & history", self.open_views,
                                   "Every match of the tournament (B)")
        self.form = Form([self.done_button, self.views_button])
        self.form.focus = 0

    def attach(self, app: App) -> None:
        """Lay out the buttons and cheer."""
        super().attach(app)
        self.form.sound = app.play
        self._layout(app.screen.get_size())
        app.play("ui_confirm")

    def _layout(self, size: tuple[int, int]) -> None:
        width, height = size
        self.done_button.rect = pygame.Rect(width - 260, height - 100, 230, 54)
        self.views_button.rect = pygame.Rect(width - 530, height - 96, 250, 46)

    def done(self) -> None:
        """Leave the tournament screens."""
        self.app.pop()

    def open_views(self) -> None:
        """The bracket and history."""
        from game.games.meatbot.ui.scenes.tournament_bracket import TournamentViewsScene

        self.app.push(TournamentViewsScene(self.tournament))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc leaves, B shows the views; everything else to the buttons."""
        if self.app.wants_back(event):
            self.done()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_b:
            self.open_views()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout(self.app.screen.get_size())
        else:
            self.form.handle_event(event)

    def update(self, dt: float) -> None:
        """The glow."""
        self.time += dt
        self.form.update()

    def banner_bottom(self) -> int:
        """Where the banner (hex, name, facts) ends: higher, with a smaller hex, when the
        standings are long enough to reach the buttons otherwise."""
        table_height = standings_size(self.tournament)[1]
        below = table_height + (24 if champion_rule(self.tournament) else 0)
        return FULL_BANNER if FULL_BANNER + below <= self.done_button.rect.top - 10 \
            else SMALL_BANNER

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Banner, champion, the rule that decided it, standings."""
        t = self.tournament
        surface.fill(theme.BACKGROUND)
        width = surface.get_width()
        under = self.banner_bottom()
        self._draw_champion(surface, alpha, under)
        played = len(t.history)
        facts = [t.name, FORMAT_NAMES[t.format], f"{played} match{'es' * (played != 1)}"]
        sub = text(" \u00b7 ".join(facts), 26, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(width // 2, under - 38)))
        top = under
        rule = champion_rule(t)
        if rule:
            note = text(rule, 22, theme.TEXT)
            surface.blit(note, note.get_rect(midtop=(width // 2, under - 8)))
            top += 24
        table_width = standings_size(t)[0]
        draw_standings(surface, t, ((width - table_width) // 2, top))
        self.form.draw(surface)
        hints = key_hint_bar(HINTS, width)
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def _draw_champion(self, surface: pygame.Surface, alpha: float, under: int) -> None:
        t = self.tournament
        champion = t.champion()
        if champion is None:
            return
        width = surface.get_width()
        radius = 96 if under == FULL_BANNER else 62
        centre = (width // 2, under - 106 - radius)
        glow = 0.8 + 0.2 * math.sin((self.time + alpha / 60) * 3)
        style = team_style(t.fighters[champion].colour)
        colour = tuple(round(c * glow) for c in style.colour)
        pygame.draw.polygon(surface, colour, hex_points(centre, radius))
        pygame.draw.polygon(surface, theme.BACKGROUND, hex_points(centre, radius * 70 // 96))
        letter = text(style.label, radius * 90 // 96, style.colour, bold=True)
        surface.blit(letter, letter.get_rect(center=centre))
        name = shadowed(f"{t.fighters[champion].name.upper()} IS CHAMPION", 64, theme.ACCENT,
                        bold=True)
        surface.blit(name, name.get_rect(midtop=(width // 2, under - 100)))
