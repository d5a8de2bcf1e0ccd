"""Starting a MetalKrushers match in the window: set-up JSON from the New match choices,
the session with its seats, and the agent every AI seat gets.

AI seats play with the shared ``RandomAgent`` (``game.ai``'s "easy" level, a random legal
choice, construction included) until MetalKrushers' own agents are registered.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.match import start_match
from game.ui.battle.seats import SeatConfig
from game.ui.saves import load_arena_file
from game.ui.session import MatchSession

SCENARIOS = (("duel", "Arena Rules"), ("open", "Open Combat"), ("team", "Team Play"),
             ("pickup", "Pick-Up"))
"""Scenario key and its name on screen."""
OPTION_NAMES = (("ousting", "Ousting"), ("new_chassis", "Bantam and Monster"),
                ("new_programs", "New programs"), ("new_shields", "New shields"))
"""The optional rules: the set-up's key and its name on screen."""
DEFAULT_ARENA = "maps/krusher_arena.tmx"
TEAM_ARENA = "maps/krusher_team_arena.tmx"


@dataclass
class MatchPlan:
    """What the New match form has chosen so far."""

    scenario: str = "duel"
    seats: list[SeatConfig] = field(default_factory=lambda: [
        SeatConfig("Nina", "human", colour=0), SeatConfig("Red", "ai", "normal", 1)])
    per_team: int = 2
    options: dict[str, bool] = field(default_factory=lambda: {"ousting": True})
    arena_path: str = DEFAULT_ARENA
    turn_limit: int | None = None
    """None: the rules' limit for that many Krushers (``setup.default_turn_limit``)."""
    starts: list[tuple[int, int]] = field(default_factory=list)
    """Where each Krusher starts (empty: the arena's spawns); tests and screenshots."""
    facings: list[int] = field(default_factory=list)

    def krushers(self) -> list[dict[str, Any]]:
        """One Krusher per seat (``per_team`` a seat in Team Play), built in the match."""
        count = self.per_team if self.scenario == "team" else 1
        return [{"name": seat.name if count == 1 else f"{seat.name} {k + 1}", "seat": index,
                 "team": index, "build": None}
                for index, seat in enumerate(self.seats) for k in range(count)]

    def setup_json(self) -> dict[str, Any]:
        """The rules core's set-up for this plan."""
        return {"scenario": self.scenario, "arena": {"path": self.arena_path},
                "seats": [seat.name for seat in self.seats], "krushers": self.krushers(),
                "options": dict(self.options), "turn_limit": self.turn_limit,
                "starts": [list(h) for h in self.starts], "facings": list(self.facings)}


def agent_for(level: str, seed: int) -> Any:
    """An AI seat's agent from the AI registry: the seat's level if MetalKrushers has it,
    else the uniform random baseline every game has."""
    from game.ai.registry import levels, make_agent

    return make_agent("metalkrushers", level if level in levels("metalkrushers") else "random",
                      seed)


def new_session(plan: MatchPlan, seed: int) -> MatchSession:
    """A session of the planned match (ValueError naming what is wrong with the plan)."""
    match = start_match("metalkrushers", plan.setup_json(), seed,
                        arena_loader=load_arena_file)
    return MatchSession(match, list(plan.seats), plan.arena_path,
                        {"scenario": plan.scenario}, agent_factory=agent_for)


def demo_session(seed: int, humans: int = 0, close: bool = False) -> MatchSession:
    """An Arena Rules duel for tests and screenshots: ``humans`` local humans, then AIs
    (``close``: the two start face to face in the standard arena's middle)."""
    seats = [SeatConfig(name, "human" if index < humans else "ai", "normal", index)
             for index, name in enumerate(("Nina", "Red"))]
    plan = MatchPlan(seats=seats)
    if close:
        plan.starts, plan.facings = [(4, 8), (5, 8)], [0, 3]
    return new_session(plan, seed)
