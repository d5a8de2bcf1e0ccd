"""The Single Measure in a one-off match: each seat splits a points pool between its jock's
Massacre and its bot's Stomachs.

Humans choose their split in the build screen (a Massacre stepper beside the shop); AI seats
bring the points to the match, whose shop asks their agents for the split and the build in
one secret "build" request (game/games/meatbot/rules/shop.py; the agents aim for Massacre 5,
``game.games.meatbot.ai.builds.AI_MASSACRE``). The match then starts with a Massacre and a
Stomachs budget per human seat and the points per AI seat (``new_measured_session``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.games.meatbot.ai import make_agent
from game.games.meatbot.ai.builds import AI_MASSACRE
from game.games.meatbot.rules.bots import nearest_massacre
from game.games.meatbot.rules.devourables import BASIC_STOMACHS
from game.games.meatbot.rules.measure import (
    BEGINNER_PRESETS,
    MAX_MASSACRE,
    MIN_MASSACRE,
    Preset,
    SingleMeasure,
    TwinMeasure,
)
from game.games.meatbot.ui.scenes.setup_flow import (
    BuildFlow,
    SeatDraft,
    go_to_battle,
    start_failed_scene,
)
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.battle.seats import AgentFactory
    from game.ui.session import MatchSession, SeatConfig

POINTS_RANGE = (MIN_MASSACRE, MAX_MASSACRE + BASIC_STOMACHS)
DEFAULT_POINTS = 7
MEASURE_KINDS = ("twin", "single")

Plan = tuple[int, int]
"""A seat's (Massacre, Stomachs budget)."""
SeatPlan = Plan | None
"""A seat's plan, or None for a seat that splits its points in the match's shop."""


def preset_label(preset: Preset) -> str:
    """A preset button's words: 'Dice first: M5 S3' or 'Single: 7 points'."""
    measure = preset.measure
    if isinstance(measure, TwinMeasure):
        name = preset.summary.split(":")[0]
        return f"{name}: M{measure.massacre} S{measure.stomachs}"
    return f"Single: {measure.points} points"


def presets() -> tuple[Preset, ...]:
    """The rulebook's beginner suggestions, Twin ones first."""
    return BEGINNER_PRESETS


def single_split(points: int, massacre: int = AI_MASSACRE) -> Plan:
    """The (Massacre, Stomachs budget) for a seat aiming at ``massacre`` under a Single Measure
    of ``points``: Massacre as near ``massacre`` as the pool allows, the rest for Stomachs."""
    chosen = nearest_massacre(points, massacre)
    return chosen, SingleMeasure(points).stomach_budget(chosen)


def measure_problems(kind: str, points: int) -> list[str]:
    """Why the chosen measure cannot start (empty when it can); the Twin numbers are kept in
    range by the New match form's steppers."""
    if kind not in MEASURE_KINDS:
        return [f"Unknown measure {kind!r}."]
    if kind == "single":
        return [problem[0].upper() + problem[1:] + "."
                for problem in SingleMeasure(points).problems()]
    return []


def new_measured_session(arena_path: str, seats: Sequence[SeatConfig],
                         plans: Sequence[SeatPlan], seed: int,
                         agent_factory: AgentFactory = make_agent,
                         points: int | None = None) -> MatchSession:
    """A new match where seat i's jock has Massacre ``plans[i][0]`` and its bot may fill
    ``plans[i][1]`` Stomachs, or, for a plan of None, where the seat splits ``points`` in the
    match's shop (ValueError for a build over its seat's budget, or a None plan without
    points)."""
    from dataclasses import replace

    if len(plans) != len(seats):
        raise ValueError(f"{len(seats)} seats but {len(plans)} Massacre/Stomachs plans")
    if points is None and any(plan is None for plan in plans):
        raise ValueError("a seat that splits its points in the match needs the points")
    planned = [replace(seat, options=(("points", points),) if plan is None else
                       (("massacre", plan[0]), ("stomachs", plan[1])))
               for seat, plan in zip(seats, plans, strict=True)]
    given = [plan for plan in plans if plan is not None] or [single_split(points or 2)]
    return new_session(arena_path, planned, max(m for m, _ in given),
                       max(s for _, s in given), seed, agent_factory)


def start_measured_battle(arena_path: str, seats: Sequence[SeatConfig],
                          plans: Sequence[SeatPlan], seed: int | None = None,
                          points: int | None = None) -> Scene:
    """The battle for a match with a Massacre and Stomachs budget per seat (or ``points`` to
    split in the match's shop, for a plan of None), or the screen explaining why it could
    not start."""
    from game.games.meatbot.ui.scenes.setup_flow import battle_scene, new_seed

    try:
        session = new_measured_session(arena_path, seats, plans,
                                       seed if seed is not None else new_seed(),
                                       points=points)
    except Exception as error:  # a broken map or setup must explain itself, not crash
        return start_failed_scene(arena_path, error)
    return battle_scene(session)


class SingleMeasureFlow(BuildFlow):
    """The build round under a Single Measure of ``points``: each human also picks Massacre."""

    def __init__(self, app: App, arena_path: str, seats: Sequence[SeatDraft], points: int,
                 seed: int | None = None,
                 make_build_scene: Callable[..., Scene] | None = None) -> None:
        massacre, stomachs = single_split(points)
        super().__init__(app, arena_path, seats, massacre, stomachs, seed, make_build_scene)
        self.points = points
        self.plans: dict[int, Plan] = {}

    def _open_shop(self, seat: int) -> None:
        if self._make_build_scene is None:
            from game.games.meatbot.ui.scenes.build import BuildScene

            self._make_build_scene = BuildScene
        holder: list[Scene] = []
        scene = self._make_build_scene(self.seats[seat], seat, self.massacre, self.stomachs,
                                       lambda build: self.chosen(seat, holder[0], build),
                                       points=self.points)
        holder.append(scene)
        self.app.push(scene)

    def chosen(self, seat: int, scene: Scene, build: Sequence[str]) -> None:
        """Seat ``seat`` is ready: keep the Massacre it picked in ``scene`` and its build."""
        massacre = int(getattr(scene, "massacre", self.massacre))
        self.plans[seat] = (massacre, SingleMeasure(self.points).stomach_budget(massacre))
        self.done(seat, build)

    def seat_plans(self) -> list[SeatPlan]:
        """Every seat's (Massacre, Stomachs budget): humans as chosen; None for an AI seat,
        which splits its points in the match's shop."""
        return [self.plans.get(i) for i in range(len(self.seats))]

    def finish(self) -> None:
        """Everyone is ready: start the match with each seat's own split."""
        self.app.play("ui_confirm")
        scene = start_measured_battle(self.arena_path, self.configs(), self.seat_plans(),
                                      self.seed, self.points)
        go_to_battle(self.app, scene)
