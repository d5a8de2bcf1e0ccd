"""Meatbot's part of the shared New match screen: the measure and its numbers, the beginner
presets, arenas with a spawn point per seat, and the build round on Start.

The measure is Twin (one Massacre for every jock and a Stomachs cap for every bot) or Single
(a pool of points each seat splits between Massacre and Stomachs in the build screen).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game.games.meatbot.ui import TERRAIN
from game.games.meatbot.ui.scenes import measure_flow as measures
from game.games.meatbot.ui.scenes import setup_flow as flow
from game.ui.match_setup import Choice, GameSetup, MatchSetup, Number, Preset
from game.ui.scenes.new_match import NewMatchScene

if TYPE_CHECKING:
    from game.ui.app import App

MEASURE = Choice("measure", "Measure", "Twin: one Massacre and a Stomachs cap for all. "
                 "Single: each bot splits a pool of points.",
                 (("twin", "Twin"), ("single", "Single")), "twin")
MASSACRE = Number("massacre", "Massacre", "Dice each jock may pick per round",
                  *flow.MASSACRE_RANGE, flow.DEFAULT_MASSACRE)
STOMACHS = Number("stomachs", "Stomachs", "Stomachs each bot may fill at build",
                  *flow.STOMACHS_RANGE, flow.DEFAULT_STOMACHS)
POINTS = Number("points", "Points", "Each jock's pool: Massacre (at least 2) plus Stomachs "
                "filled, chosen in the build screen", *measures.POINTS_RANGE,
                measures.DEFAULT_POINTS)
TWIN_ONLY = frozenset({"massacre", "stomachs"})


def preset_values(preset: Any) -> dict[str, Any]:
    """The options one of the rulebook's beginner suggestions sets."""
    measure = preset.measure
    if hasattr(measure, "points"):
        return {"measure": "single", "points": measure.points}
    return {"measure": "twin", "massacre": measure.massacre, "stomachs": measure.stomachs}


class MeatbotSetup(GameSetup):
    """Meatbot's options, checks and start."""

    game = "meatbot"
    title = "Meatbot Massacre"
    seat_bounds = (flow.MIN_SEATS, flow.MAX_SEATS)
    options = (MEASURE, MASSACRE, STOMACHS, POINTS)
    presets = tuple(Preset(measures.preset_label(p), f"Beginner suggestion. {p.summary}",
                           preset_values(p)) for p in measures.presets())
    level_tip = "How hard the computer plays this seat"
    muted_terrain = frozenset(kind for kind, said in TERRAIN.items() if said is None)

    def arena_fits(self, entry: Any, seats: int) -> bool:
        """A spawn point for every seat."""
        return len(entry.arena.spawns) >= seats

    def preferred_arena(self, setup: MatchSetup) -> str:
        """The standard arena."""
        return "standard"

    def visible(self, setup: MatchSetup, key: str) -> bool:
        """The Twin numbers with the Twin Measure, the points with the Single."""
        single = setup.options.get("measure") == "single"
        if key in TWIN_ONLY:
            return not single
        return key != "points" or single

    def problems(self, setup: MatchSetup, entry: Any) -> list[str]:
        """A Single Measure pool that does not work."""
        return measures.measure_problems(setup.options["measure"], setup.options["points"])

    def note(self, setup: MatchSetup) -> str:
        """What happens next, in the chosen measure."""
        if setup.options.get("measure") == "single":
            return (f"Each human splits {setup.options['points']} points in the build screen; "
                    "AIs split theirs in secret as the battle opens.")
        return "Each human builds a bot in the shop next; AI seats build theirs themselves."

    def start_label(self, setup: MatchSetup) -> tuple[str, str]:
        """Build bots when a human plays, else straight in."""
        if any(not seat.is_ai for seat in setup.seats):
            return "Build bots", "Each human builds a bot next"
        return "Start match", "Straight into the arena"

    def start(self, app: App, setup: MatchSetup) -> str:
        """The build round (or the battle, with only AIs)."""
        drafts = [replace(seat, name=seat.name.strip()) for seat in setup.seats]
        options = setup.options
        assert setup.arena is not None
        if options["measure"] == "single":
            measures.SingleMeasureFlow(app, setup.arena, drafts, options["points"]).start()
        else:
            flow.BuildFlow(app, setup.arena, drafts, options["massacre"],
                           options["stomachs"]).start()
        return ""


def new_match_scene(entries: list[Any] | None = None) -> NewMatchScene:
    """Meatbot's New match screen (``entries``: fixed arenas, for tests)."""
    return NewMatchScene(MeatbotSetup(), entries)
