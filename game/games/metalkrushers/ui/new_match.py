"""MetalKrushers' part of the shared New match screen: the scenario, Krushers per team, the
optional rules and the arena (maps whose ``rulesets`` property lists metalkrushers)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.metalkrushers.ui import TERRAIN
from game.games.metalkrushers.ui.session_setup import (
    OPTION_NAMES,
    SCENARIOS,
    MatchPlan,
    new_session,
)
from game.ui import navigator
from game.ui.match_setup import Choice, GameSetup, MatchSetup, Number, Switch, seat_configs
from game.ui.scenes.new_match import NewMatchScene

if TYPE_CHECKING:
    from game.ui.app import App

SCENARIO_NOTES = {
    "duel": "Arena Rules: one Krusher each, everyone against everyone; the items and "
            "program must balance to IM 0. Each player designs a Krusher first (in secret "
            "when several humans play).",
    "open": "Open Combat: every player fields one Krusher, everyone against everyone, "
            "with no balance check on the designs.",
    "team": "Team Play: each player fields a side of several Krushers (Per team). Sides "
            "roll initiative together; the winner may hold one Krusher back to move last.",
    "pickup": "Pick-Up: Krushers enter with empty hands and the flexible program; a turn "
              "spent on a pick-up hex rolls the Random Armament Chart for a hand.",
}
DEFAULT_ON = frozenset({"ousting"})
MAX_SEATS = 8


class KrushersSetup(GameSetup):
    """MetalKrushers' options, arenas and start."""

    game = "metalkrushers"
    title = "MetalKrushers"
    seat_bounds = (2, MAX_SEATS)
    options = (
        Choice("scenario", "Scenario", "Arena Rules: one Krusher each, IM must balance. Open: "
               "one each, no balance. Team: sides of several Krushers. Pick-Up: arm "
               "yourselves in the arena.", SCENARIOS, "duel"),
        Number("per_team", "Per team", "Krushers per side (Team Play only)", 1, 5, 2),
        *(Switch(key, label, f"Optional rule: {label}", key in DEFAULT_ON)
          for key, label in OPTION_NAMES),
    )
    level_tip = "How well this AI plays: easy picks at random, normal by sound tactics, " \
                "hard also searches its moves and blows ahead"
    muted_terrain = frozenset(kind for kind, said in TERRAIN.items() if said is None)

    def arena_listed(self, entry: Any) -> bool:
        """Only the maps made for MetalKrushers (and broken maps, to say why)."""
        return entry.arena is None or self.game in entry.arena.rulesets

    def preferred_arena(self, setup: MatchSetup) -> str:
        """The team arena for Team Play, else the Krusher arena."""
        team = setup.options.get("scenario") == "team"
        return "krusher_team_arena" if team else "krusher_arena"

    def enabled(self, setup: MatchSetup, key: str) -> bool:
        """Per team only counts in Team Play."""
        return key != "per_team" or setup.options.get("scenario") == "team"

    def adjust(self, setup: MatchSetup, key: str) -> bool:
        """A new scenario moves to its arena."""
        if key == "scenario":
            setup.arena = None
            return True
        return False

    def note(self, setup: MatchSetup) -> str:
        """The chosen scenario in a few words."""
        return SCENARIO_NOTES[setup.options["scenario"]]

    def start(self, app: App, setup: MatchSetup) -> str:
        """The battle (construction first), or why the match cannot start."""
        options = setup.options
        assert setup.arena is not None
        plan = MatchPlan(scenario=options["scenario"], seats=seat_configs(setup),
                         per_team=options["per_team"], arena_path=setup.arena,
                         options={key: options[key] for key, _ in OPTION_NAMES})
        try:
            session = new_session(plan, seed=int(pygame.time.get_ticks()) + 1)
        except ValueError as error:
            return str(error)[:160]
        navigator.go_to_battle(app, navigator.battle_scene(session))
        return ""


def new_match_scene(entries: list[Any] | None = None) -> NewMatchScene:
    """MetalKrushers' New match screen (``entries``: fixed arenas, for tests)."""
    return NewMatchScene(KrushersSetup(), entries)
