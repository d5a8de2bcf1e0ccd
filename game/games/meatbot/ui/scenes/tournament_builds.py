"""Starting builds for a new tournament: each entrant spends the measure's budget in turn.

Humans use the shop (behind a hand-off screen when several share the computer); AI seats
choose with their tournament agent. When all are built, the set-up form begins the tournament.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.meatbot.ai.tournament_agent import TournamentAgent
from game.games.meatbot.rules.tournament_fighters import (
    Fighter,
    ShopOrder,
    budget_fighter,
    finish_build,
    massacre_for_sale,
)
from game.ui import navigator
from game.ui.palette import team_style

if TYPE_CHECKING:
    from game.games.meatbot.ui.scenes.tournament_setup import TournamentSetupScene


class StartingBuilds:
    """Takes each entrant through its build in turn, then calls the form's ``begin``."""

    def __init__(self, form: TournamentSetupScene) -> None:
        self.form = form
        self.app = form.app
        self.fighters: list[Fighter] = []
        self.humans = sum(not e.ai for e in form.entrants)

    def next(self) -> None:
        """Build the next entrant (or begin when all are built)."""
        index = len(self.fighters)
        if index == len(self.form.entrants):
            self.form.begin(self.fighters)
            return
        entrant = self.form.entrants[index]
        measure = self.form.measure
        start = budget_fighter(entrant.name.strip(), measure, entrant.seat, entrant.colour)
        if entrant.ai:
            agent = TournamentAgent(entrant.level, self.form.seed + index)
            order = agent.shop(start, massacre_for_sale(measure), may_bank=False)
            self.built(start, order)
            return
        self._human(start)

    def _human(self, start: Fighter) -> None:
        from game.games.meatbot.ui.scenes.tournament_shop import TournamentShopScene

        shop = TournamentShopScene(start, lambda order: self.built(start, order), "Build",
                                   massacre_for_sale(self.form.measure), "build points",
                                   leftover="unused")
        if self.humans > 1:
            navigator.hand_off(self.app, start.name, "build your bot",
                               lambda: self.app.push(shop), team_style(start.colour).colour)
        else:
            self.app.push(shop)

    def built(self, start: Fighter, order: ShopOrder) -> None:
        """One entrant's build is chosen."""
        self.fighters.append(finish_build(start, order, self.form.measure))
        self.next()
