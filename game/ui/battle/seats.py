"""Who sits at a match: seat configs, their agents' seeds and builds, and seats as JSON.

Split out of ``game.ui.session`` (which re-exports ``SeatConfig``) to keep that module small.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any, Literal

from game.ai import Agent

AgentFactory = Callable[[str, int], Agent]


@dataclass(frozen=True)
class SeatConfig:
    """One seat: who plays it (a local human or an AI of ``level``), name, colour and build.

    ``colour`` indexes the team styles of ``game.ui.palette`` (colour, shape and label).
    ``build`` names what the seat brought (Meatbot: devourables). ``massacre`` and
    ``stomachs`` are Meatbot's per-seat budgets (a Single Measure split); None means the
    match's own values, and other games leave them None.
    """

    name: str
    kind: Literal["human", "ai"] = "human"
    level: str = "normal"
    colour: int = 0
    build: tuple[str, ...] = ()
    massacre: int | None = None
    stomachs: int | None = None

    def plan(self, massacre: int, stomachs: int) -> tuple[int, int]:
        """This seat's (Massacre, Stomachs budget), given the match's defaults."""
        return (self.massacre if self.massacre is not None else massacre,
                self.stomachs if self.stomachs is not None else stomachs)

    @property
    def is_ai(self) -> bool:
        """True for a seat the computer plays."""
        return self.kind == "ai"


SWITCH_INTERVAL = 0.001
"""Seconds a thread may hold the GIL while others wait: short, so the window's thread gets
it back quickly while AI seats think."""


def share_the_gil() -> None:
    """Shorten the GIL switch interval so the window's thread gets it back quickly while AI
    seats think (each AIWorker starts its own thread when it is made)."""
    sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))


def make_seat_agent(factory: AgentFactory, level: str, seed: int | None, seat: int) -> Agent:
    """The agent for an AI seat (an unknown level plays as the normal AI)."""
    try:
        return factory(level, agent_seed(seed, seat))
    except ValueError:
        return factory("normal", agent_seed(seed, seat))


def agent_seed(seed: int | None, seat: int) -> int:
    """The seed of a seat's agent, derived from the match seed."""
    return (seed or 0) * 1009 + seat * 7919 + 17


def seat_to_json(seat: SeatConfig) -> dict[str, Any]:
    """A seat as a JSON-able dict."""
    data = asdict(seat)
    data["build"] = list(seat.build)
    return data


def seat_from_json(data: Any) -> SeatConfig:
    """A seat from its JSON dict (ValueError/KeyError when malformed)."""
    if not isinstance(data, dict):
        raise ValueError(f"a seat must be an object, not {data!r}")
    kind = data.get("kind")
    if kind not in ("human", "ai"):
        raise ValueError(f"seat kind must be 'human' or 'ai', not {kind!r}")
    return SeatConfig(str(data["name"]), kind, str(data.get("level", "normal")),
                      int(data.get("colour", 0)), tuple(str(k) for k in data.get("build", ())),
                      _optional_int(data.get("massacre")), _optional_int(data.get("stomachs")))


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def reason_of(error: BaseException) -> str:
    """Why a save could not be read, in words."""
    if isinstance(error, KeyError):
        return f"the field {error.args[0]!r} is missing"
    return str(error)
