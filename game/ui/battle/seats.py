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
    ``build`` names what the seat brought (Meatbot: devourables). ``options`` are the game's
    own per-seat settings as (name, number) pairs (Meatbot: a Single Measure's own Massacre
    and Stomachs); a missing one means the match's value.
    """

    name: str
    kind: Literal["human", "ai"] = "human"
    level: str = "normal"
    colour: int = 0
    build: tuple[str, ...] = ()
    options: tuple[tuple[str, int], ...] = ()

    def option(self, name: str, default: int) -> int:
        """This seat's own value of option ``name`` (``default``: the match's)."""
        return dict(self.options).get(name, default)

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


LEGACY_SEAT_OPTIONS = ("massacre", "stomachs")
"""Per-seat options older saves kept as fields of the seat (all Meatbot's)."""


def seat_to_json(seat: SeatConfig) -> dict[str, Any]:
    """A seat as a JSON-able dict."""
    data = asdict(seat)
    data["build"] = list(seat.build)
    data["options"] = dict(seat.options)
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
                      _seat_options(data))


def _seat_options(data: dict[str, Any]) -> tuple[tuple[str, int], ...]:
    """A seat's options from its JSON (older saves kept them as fields, None when unset)."""
    options = data.get("options")
    if isinstance(options, dict):
        return tuple((str(name), int(value)) for name, value in options.items())
    return tuple((name, int(data[name])) for name in LEGACY_SEAT_OPTIONS
                 if data.get(name) is not None)


def reason_of(error: BaseException) -> str:
    """Why a save could not be read, in words."""
    if isinstance(error, KeyError):
        return f"the field {error.args[0]!r} is missing"
    return str(error)
