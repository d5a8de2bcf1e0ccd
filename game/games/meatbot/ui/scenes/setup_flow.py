"""From the new-match form to the battle: seat drafts, checks, the build round, the start.

``BuildFlow`` walks the human seats one by one: with more than one human, each gets a hand-off
screen first so builds stay secret; AI seats leave their build empty and ``new_session``
asks their agent. When every human is ready the stack is cut back to the title and the battle
pushed on top, so leaving the battle (or its results) lands on the title.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from game.games.meatbot.ui.session_setup import new_session
from game.ui import navigator
from game.ui.match_setup import SeatChoice
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.session import MatchSession, SeatConfig

MIN_SEATS, MAX_SEATS = 2, 8
MASSACRE_RANGE = (2, 10)
STOMACHS_RANGE = (0, 10)
LEVELS = ("easy", "normal", "hard")
KINDS = ("human", "ai")
NAME_LENGTH = 14
PRESETS: tuple[tuple[str, int, int, str], ...] = (
    ("Dice first", 5, 3, "Medium Massacre, low Stomachs: learn the dice before the gear."),
    ("Gear first", 3, 5, "Low Massacre, medium Stomachs: learn the basic gear first."),
)
DEFAULT_MASSACRE, DEFAULT_STOMACHS = PRESETS[0][1], PRESETS[0][2]


SeatDraft = SeatChoice
"""A seat as the forms edit it (becomes a SeatConfig when the match starts): the shared New
match screen's own seat."""


def new_seed() -> int:
    """A fresh random seed for a match."""
    return random.SystemRandom().randrange(1, 2**31)


def to_config(seat: SeatDraft, build: Sequence[str] = ()) -> SeatConfig:
    """The session's seat config for a draft."""
    from game.ui.session import SeatConfig

    return SeatConfig(seat.name.strip(), "ai" if seat.is_ai else "human", seat.level,
                      seat.colour, tuple(build))


ROSTER = ("Red", "Nina", "Jet", "Mako", "Gristle", "Vex", "Tonk", "Brisket")
"""The AI seats' names in ``--autoplay`` matches."""


def autoplay_seats(count: int) -> list[SeatConfig]:
    """``count`` normal AI seats with roster names and colours."""
    return [to_config(SeatDraft(ROSTER[i], "ai", "normal", i)) for i in range(count)]


def start_battle_scene(arena_path: str, seats: list[SeatConfig], massacre: int = DEFAULT_MASSACRE,
                       stomachs: int = DEFAULT_STOMACHS, seed: int | None = None) -> Scene:
    """The battle for a new match, or a screen explaining why it could not start."""

    try:
        session = new_session(arena_path, seats, massacre, stomachs,
                                   seed if seed is not None else new_seed())
    except Exception as error:  # a broken map or setup must explain itself, not crash
        return start_failed_scene(arena_path, error)
    return battle_scene(session)


def battle_scene(session: MatchSession) -> Scene:
    """The battle screen for ``session``."""
    from game.ui.navigator import battle_scene as scene_for

    return scene_for(session)


def start_failed_scene(arena_path: str, error: Exception) -> Scene:
    """The map error screen for a broken map, the problem screen for anything else."""
    from game.maps.tiled import MapError
    from game.ui.scenes.load_error import ProblemScene
    from game.ui.scenes.map_error import MapErrorScene

    cause: BaseException | None = error
    while cause is not None and not isinstance(cause, MapError):
        cause = cause.__cause__ or cause.__context__
    if cause is not None:
        return MapErrorScene(Path(arena_path), cause)
    problems = (str(error) or type(error).__name__).split("; ")
    details = [p[:1].upper() + p[1:] + ("" if p.endswith(".") else ".") for p in problems]
    return ProblemScene("The match could not start", details,
                        "Check the arena and the builds, then try again.")


def go_to_battle(app: App, scene: Scene) -> None:
    """Cut the stack back to the title (if there is one) and show ``scene`` on top."""
    from game.ui.navigator import go_to_battle as go

    go(app, scene)


class BuildFlow:
    """Each human builds in turn (behind a hand-off when several share the screen)."""

    def __init__(self, app: App, arena_path: str, seats: Sequence[SeatDraft], massacre: int,
                 stomachs: int, seed: int | None = None,
                 make_build_scene: Callable[..., Scene] | None = None) -> None:
        self.app = app
        self.arena_path = arena_path
        self.seats = list(seats)
        self.massacre = massacre
        self.stomachs = stomachs
        self.seed = seed
        self.builds: dict[int, tuple[str, ...]] = {}
        self._make_build_scene = make_build_scene

    @property
    def humans(self) -> list[int]:
        """Seat numbers of the human players."""
        return [i for i, seat in enumerate(self.seats) if not seat.is_ai]

    def start(self) -> None:
        """Begin with the first human (or straight to battle with none)."""
        self._next()

    def _next(self) -> None:
        waiting = [seat for seat in self.humans if seat not in self.builds]
        if not waiting:
            self.finish()
            return
        seat = waiting[0]
        if len(self.humans) > 1:
            from game.ui.palette import team_style

            colour = team_style(self.seats[seat].colour,
                                self.app.settings.colour_blind_palette).colour
            navigator.hand_off(self.app, self.seats[seat].name, "build your bot",
                               lambda: self._open_shop(seat), colour)
        else:
            self._open_shop(seat)

    def _open_shop(self, seat: int) -> None:
        if self._make_build_scene is None:
            from game.games.meatbot.ui.scenes.build import BuildScene

            self._make_build_scene = BuildScene
        self.app.push(self._make_build_scene(self.seats[seat], seat, self.massacre,
                                             self.stomachs, lambda build: self.done(seat, build)))

    def done(self, seat: int, build: Sequence[str]) -> None:
        """Seat ``seat`` is ready with ``build``: close its shop and go on."""
        self.builds[seat] = tuple(build)
        self.app.pop()
        self._next()

    def configs(self) -> list[SeatConfig]:
        """Every seat as a SeatConfig with its build (AI builds left to their agents)."""
        return [to_config(seat, self.builds.get(i, ())) for i, seat in enumerate(self.seats)]

    def finish(self) -> None:
        """Everyone is ready: start the match."""
        self.app.play("ui_confirm")
        scene = start_battle_scene(self.arena_path, self.configs(), self.massacre,
                                   self.stomachs, self.seed)
        go_to_battle(self.app, scene)


def rename(seat: SeatDraft, name: str) -> SeatDraft:
    """The draft with a new name (cut to the allowed length)."""
    return replace(seat, name=name[:NAME_LENGTH])
