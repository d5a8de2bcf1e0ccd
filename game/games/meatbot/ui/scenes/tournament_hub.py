"""The tournament's home screen between matches: standings, the next bout, the latest news.

It also runs the steps between matches as the tournament asks for them: the winner's bite
(AI seats choose at once, humans on the gnaw screen) and each fighter's shopping (humans behind
a hand-off screen when several share the computer). The tournament is saved after every step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.meatbot.ai.tournament_agent import TournamentAgent
from game.games.meatbot.rules.tournament import FORMAT_NAMES, Tournament
from game.games.meatbot.rules.tournament_fans import MatchOutcome
from game.games.meatbot.rules.tournament_fighters import Gnaw, ShopOrder
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.scenes.tournament_match import MatchRunner, battle_runner
from game.games.meatbot.ui.scenes.tournament_views import (
    champion_rule,
    draw_history,
    draw_name,
    draw_standings,
)
from game.maps.map_errors import MapError
from game.ui import navigator, storage, theme
from game.ui.palette import team_style
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.text import text, wrap
from game.ui.widgets import Button, Form, heading

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("Enter", "fight"), ("B", "bracket / history"), ("Tab", "move"),
         ("Esc", "save and leave")]


class TournamentHubScene(Scene):
    """Standings, next fixture, news; Fight starts the bout through ``runner``."""

    def __init__(self, tournament: Tournament, runner: MatchRunner | None = None) -> None:
        self.tournament = tournament
        self.runner = runner or battle_runner
        self.waiting = False  # a pushed screen will call back
        self.form = Form()
        self.fight_button = Button("Fight!", self.fight, "Start the next match", accent=True)
        self.views_button = Button("Bracket & history", self.open_views,
                                   "The bracket (Grudge Match) and every match so far (B)")
        self.leave_button = Button("Save and leave", self.leave,
                                   "Back to the title; resume from the Tournament menu")
        self.form.widgets = [self.fight_button, self.views_button, self.leave_button]
        self.form.focus = 0

    def attach(self, app: App) -> None:
        """Lay out the buttons."""
        super().attach(app)
        self.form.sound = app.play
        self._layout(app.screen.get_size())

    def _layout(self, size: tuple[int, int]) -> None:
        width, height = size
        y = height - 100
        self.fight_button.rect = pygame.Rect(width - 300, y, 270, 54)
        self.views_button.rect = pygame.Rect(width - 590, y + 4, 270, 46)
        self.leave_button.rect = pygame.Rect(28, y + 4, 230, 46)

    # -- the steps ------------------------------------------------------------------------------
    def save(self) -> None:
        """Write the tournament to its save file."""
        store.save_tournament(self.tournament)

    def fight(self) -> None:
        """Start the next bout."""
        fixture = self.tournament.next_fixture()
        if self.waiting or self.tournament.phase != "match" or fixture is None:
            return
        self.waiting = True
        self.app.play("ui_confirm")
        try:
            self.runner(self.app, self.tournament, fixture, self.match_over)
        except MapError as error:  # the arena was deleted or broken since the tournament began
            self.waiting = False
            self.app.play("ui_error")
            storage.notices.tell(f"This tournament's arena cannot be loaded: {error.problem} "
                                 f"({error.path}). Put the map back and press Fight again.")

    def match_over(self, outcome: MatchOutcome) -> None:
        """The bout ended: record it, save, and carry on with the steps after it."""
        self.waiting = False
        self.tournament.record(outcome)
        store.forget_match()
        self.save()

    def advance(self) -> None:
        """Run whatever the tournament waits for (called every update while on top)."""
        if self.waiting:
            return
        phase = self.tournament.phase
        if phase == "gnaw":
            self._gnaw()
        elif phase == "shop":
            self._shop()
        elif phase == "over":
            from game.games.meatbot.ui.scenes.tournament_champion import TournamentChampionScene

            self.app.replace(TournamentChampionScene(self.tournament))

    def _gnaw(self) -> None:
        t = self.tournament
        winner = t.gnawing()
        assert winner is not None
        fighter = t.fighters[winner]
        if fighter.seat.is_ai:
            agent = TournamentAgent(fighter.seat.level, t.seed + len(t.history))
            self.gnawed(agent.gnaw(t.fighters, t.gnaw_options()))
            return
        from game.games.meatbot.ui.scenes.tournament_gnaw import TournamentGnawScene

        self.waiting = True
        self.app.push(TournamentGnawScene(t, self.gnawed))

    def gnawed(self, choice: Gnaw | None) -> None:
        """The winner's bite is chosen."""
        self.waiting = False
        self.tournament.gnaw(choice)
        self.save()

    def _shop(self) -> None:
        t = self.tournament
        index = t.shop_queue[0]
        fighter = t.fighters[index]
        if fighter.seat.is_ai:
            agent = TournamentAgent(fighter.seat.level, t.seed * 31 + len(t.history) + index)
            self.shopped(index, agent.shop(fighter))
            return
        from game.games.meatbot.ui.scenes.tournament_shop import TournamentShopScene

        self.waiting = True
        shop = TournamentShopScene(fighter, lambda order: self.shopped(index, order))
        if sum(not f.seat.is_ai for f in t.fighters) > 1:
            navigator.hand_off(self.app, fighter.name, "spend your Fan Points",
                               lambda: self.app.push(shop), team_style(fighter.colour).colour)
        else:
            self.app.push(shop)

    def shopped(self, index: int, order: ShopOrder) -> None:
        """A fighter has spent (or banked)."""
        self.waiting = False
        self.tournament.shop(index, order)
        self.save()

    def open_views(self) -> None:
        """The bracket and the match history."""
        from game.games.meatbot.ui.scenes.tournament_bracket import TournamentViewsScene

        self.app.push(TournamentViewsScene(self.tournament))

    def leave(self) -> None:
        """Save and go back to where the tournament was opened from."""
        self.save()
        self.app.pop()

    # -- the loop -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons, B for the views, Esc to leave."""
        if self.app.wants_back(event):
            self.leave()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_b:
            self.open_views()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout(self.app.screen.get_size())
        else:
            self.form.handle_event(event)

    def update(self, dt: float) -> None:
        """Move the tournament on when it needs no one; tooltips."""
        self.form.update()
        if self.waiting and self.app.top is self:
            # the screen we waited on was left without an answer (a bout quit mid-way: its
            # autosave resumes on the next Fight)
            self.waiting = False
        self.advance()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, standings, next match, news, buttons."""
        t = self.tournament
        surface.fill(theme.BACKGROUND)
        heading(surface, t.name, f"{FORMAT_NAMES[t.format]} \u00b7 {t.measure.label} \u00b7 "
                                 f"{len(t.history)} played")
        table = draw_standings(surface, t, (28, 96))
        right = pygame.Rect(table.right + 24, 96, surface.get_width() - table.right - 52, 0)
        self._draw_next(surface, right)
        room = surface.get_height() - table.bottom - 130
        if room > 40:
            draw_history(surface, t, pygame.Rect(28, table.bottom + 14, table.width, room))
        self.fight_button.enabled = t.phase == "match" and not self.waiting
        self.form.draw(surface)
        hints = key_hint_bar(HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def _draw_next(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        fixture = self.tournament.next_fixture()
        if fixture is None:
            return
        surface.blit(text("NEXT", 22, theme.TEXT_DIM, bold=True), (area.x, area.y))
        surface.blit(text(fixture.stage, 34, theme.ACCENT, bold=True), (area.x, area.y + 22))
        y = area.y + 64
        rule = champion_rule(self.tournament)
        for line in wrap(rule, 20, area.width) if rule else []:
            surface.blit(text(line, 20, theme.TEXT), (area.x, y))
            y += 22
        y += 8 if rule else 0
        for index in fixture.fighters:
            fighter = self.tournament.fighters[index]
            draw_name(surface, self.tournament, index, (area.x, y), 26)
            gear = ", ".join(fighter.devourables) or "no devourables"
            info = f"Massacre {fighter.massacre} \u00b7 {gear}"
            for row, part in enumerate(_wrap_short(info, max(20, area.width // 9))):
                surface.blit(text(part, 20, theme.TEXT_DIM), (area.x + 28, y + 26 + row * 20))
            y += 56 + 20 * (len(_wrap_short(info, max(20, area.width // 9))) - 1)
            if y > surface.get_height() - 160:
                break


def _wrap_short(content: str, width: int) -> list[str]:
    """Split at ", " so a list of gadgets stays readable in a narrow column."""
    lines, current = [], ""
    for part in content.split(", "):
        trial = f"{current}, {part}" if current else part
        if current and len(trial) > width:
            lines.append(current + ",")
            current = part
        else:
            current = trial
    return [*lines, current]
