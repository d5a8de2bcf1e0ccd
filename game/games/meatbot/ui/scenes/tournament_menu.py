"""The way into tournaments from the title: start a new one, or resume the saved one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.meatbot.rules.tournament import FORMAT_NAMES, Tournament
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.scenes.tournament_match import MatchRunner
from game.ui import theme
from game.ui.render.hud import key_hint_bar, text_block
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import Button, Form, heading

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("Up Down", "choose"), ("Enter", "select"), ("Esc", "back")]
ABOUT = ("A tournament keeps the same jocks and bots over a series of matches. Fans reward "
         "grandstands, kills and wins and punish being brought down; spend those Fan Points "
         "between matches on Massacre or devourables, or bank them. Winners gnaw a devourable "
         "off a loser. Grudge Match: a knock-out bracket of duels. Battle Royale: everyone, "
         "every match, as many matches as fighters.")


def resume_scene(tournament: Tournament, runner: MatchRunner | None = None) -> Scene:
    """The screen a saved tournament resumes on (the champion screen once it is over)."""
    if tournament.phase == "over":
        from game.games.meatbot.ui.scenes.tournament_champion import TournamentChampionScene

        return TournamentChampionScene(tournament)
    from game.games.meatbot.ui.scenes.tournament_hub import TournamentHubScene

    return TournamentHubScene(tournament, runner)


class TournamentMenuScene(Scene):
    """New tournament / Resume (View results for a finished one; greyed, with the reason,
    when there is nothing to resume)."""

    def __init__(self, runner: MatchRunner | None = None) -> None:
        self.runner = runner
        self.form = Form()
        self.saved: Tournament | None = None
        self.problem = ""
        self.stale = False  # a pushed screen may have changed the save
        self._last_update: int | None = None

    def attach(self, app: App) -> None:
        """Look for a saved tournament and lay out the buttons."""
        super().attach(app)
        self.form.sound = app.play
        self._last_update = app.updates - 1
        self.refresh()

    def refresh(self) -> None:
        """Re-read the save (after coming back from a tournament)."""
        self.saved, self.problem = store.saved_state()
        resume_label = "Resume tournament"
        if self.saved is not None:
            verb = "View results" if self.saved.phase == "over" else "Resume"
            resume_label = f"{verb}: {self.saved.name}"
        tip = self._resume_tip()
        self.new_button = Button("New tournament", self.new, "Set up fighters, format and "
                                 "measure", accent=True)
        self.resume_button = Button(resume_label, self.resume, tip,
                                    enabled=self.saved is not None)
        self.back_button = Button("Back", self.back, "Back to the title (Esc)")
        self.form.widgets = [self.new_button, self.resume_button, self.back_button]
        self.form.focus = 1 if self.saved is not None else 0
        self._layout(self.app.screen.get_size())

    def _resume_tip(self) -> str:
        if self.problem:
            return f"The saved tournament cannot be used: {self.problem}"
        if self.saved is None:
            return "No tournament saved yet"
        t = self.saved
        state = "finished" if t.phase == "over" else f"{len(t.history)} matches played"
        return f"{FORMAT_NAMES[t.format]}, {len(t.fighters)} fighters, {state}"

    def _layout(self, size: tuple[int, int]) -> None:
        width, height = size
        for row, button in enumerate(self.form.widgets):
            button.rect = pygame.Rect(width // 2 - 200, int(height * 0.42) + row * 68, 400, 54)

    def new(self) -> None:
        """Open the set-up form."""
        from game.games.meatbot.ui.scenes.tournament_setup import TournamentSetupScene

        self.stale = True
        self.app.push(TournamentSetupScene(runner=self.runner))

    def resume(self) -> None:
        """Carry on with the saved tournament (or see how the finished one ended)."""
        if self.saved is not None:
            self.stale = True
            self.app.push(resume_scene(self.saved, self.runner))

    def back(self) -> None:
        """Back to the title."""
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc back; the rest to the buttons."""
        if self.app.wants_back(event):
            self.back()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout(self.app.screen.get_size())
        else:
            self.form.handle_event(event)

    def update(self, dt: float) -> None:
        """Re-read the save when back on top (another screen may have changed it)."""
        back_on_top = self._last_update is not None and self.app.updates != self._last_update + 1
        if self.stale or back_on_top:
            self.stale = False
            self.refresh()
        self._last_update = self.app.updates
        self.form.update()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, a few words on tournaments, the buttons, any problem with the save."""
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        heading(surface, "Tournament", "the long game")
        about = text_block([(ABOUT, 24, theme.TEXT_DIM)], min(900, width - 56), framed=False)
        surface.blit(about, about.get_rect(midtop=(width // 2, 100)))
        if self.problem:
            warn = text(f"Saved tournament unusable: {self.problem}", 20, theme.DANGER)
            surface.blit(warn, warn.get_rect(midtop=(width // 2, int(height * 0.42) + 210)))
        self.form.draw(surface)
        hints = key_hint_bar(HINTS, width)
        surface.blit(hints, (0, height - hints.get_height()))
