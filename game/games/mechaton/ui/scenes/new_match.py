"""Mechaton's part of the shared New match screen: 2-5 players, Mechaton's arenas and options.

Armies are built in the match itself (the builder, secret behind the hand-off), so Start goes
straight to the battle screen.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.games.mechaton.ui import TERRAIN
from game.games.mechaton.ui.session_setup import MatchOptions, new_session
from game.ui import navigator
from game.ui.match_setup import GameSetup, MatchSetup, Number, Switch, seat_configs
from game.ui.scenes.new_match import NewMatchScene

if TYPE_CHECKING:
    from game.ui.app import App

MIN_SEATS, MAX_SEATS = 2, 5
SHORT_GAME_SEATS = 3


class MechatonSetup(GameSetup):
    """Mechaton's options, arenas and start."""

    game = "mechaton"
    title = "Mechaton"
    seat_bounds = (MIN_SEATS, MAX_SEATS)
    options = (
        Switch("split_weapons", "Split weapons",
               "A weapon may cover two range bands with one red die each"),
        Switch("double_weapons", "Second weapons", "A second weapon at a band rolls a red d8"),
        Number("rockets", "Rockets", "1-shot rockets per army (a red d8 at direct fire range)",
               0, 4, 0),
        Switch("short_game", "Short game",
               "3 players, two fully loaded mechs each, the satellite, clock 8"),
        Switch("quick_deploy", "Quick deploy",
               "Place armies at the map's spawns instead of piece by piece"),
    )
    level_tip = "How well the computer plays: easy at random, normal by sound tactics, " \
                "hard searches the dice"
    muted_terrain = frozenset(kind for kind, said in TERRAIN.items() if said is None)

    def seat_range(self, setup: MatchSetup) -> tuple[int, int]:
        """The short game is for three."""
        if setup.options.get("short_game"):
            return SHORT_GAME_SEATS, SHORT_GAME_SEATS
        return self.seat_bounds

    def arena_listed(self, entry: Any) -> bool:
        """Only the maps made for Mechaton (and broken maps, to say why)."""
        return entry.arena is None or self.game in entry.arena.rulesets

    def arena_fits(self, entry: Any, seats: int) -> bool:
        """Room for every player (a map that does not say fits all)."""
        return not entry.arena.max_players or entry.arena.max_players >= seats

    def preferred_arena(self, setup: MatchSetup) -> str:
        """The satellite for the short game, else the Killing Fields."""
        return "satellite" if setup.options.get("short_game") else "killing"

    def adjust(self, setup: MatchSetup, key: str) -> bool:
        """Switching the short game on moves to its arena."""
        if key == "short_game" and setup.options[key]:
            setup.arena = None
            return True
        return False

    def note(self, setup: MatchSetup) -> str:
        """What happens on Start."""
        return "Each player builds an army in secret when the match starts."

    def start_label(self, setup: MatchSetup) -> tuple[str, str]:
        """Start builds the armies first."""
        return "Start", "Build armies and fight"

    def start(self, app: App, setup: MatchSetup) -> str:
        """The battle (its builder first), or why the match cannot start."""
        options = MatchOptions(**{spec.key: setup.options[spec.key] for spec in self.options})
        assert setup.arena is not None
        try:
            session = new_session(setup.arena, seat_configs(setup), options,
                                  random.SystemRandom().randrange(1, 2**31))
        except ValueError as error:
            return str(error)
        navigator.go_to_battle(app, navigator.battle_scene(session))
        return ""


def new_match_scene(entries: list[Any] | None = None) -> NewMatchScene:
    """Mechaton's New match screen (``entries``: fixed arenas, for tests)."""
    return NewMatchScene(MechatonSetup(), entries)
