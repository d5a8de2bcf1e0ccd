"""Keeping matches fair: the Twin Measure and the Single Measure (stdlib only).

A Twin Measure fixes the jocks' Massacre and caps how many Stomachs a bot may fill. A Single
Measure hands every player a pool of points, each buying one Massacre or one filled Stomach
(the jock's Massacre counts in full, so a 7-point pool allows Massacre 7 with an empty bot or
Massacre 2 with five Stomachs filled). ``BEGINNER_PRESETS`` are the rulebook's suggestions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import (
    MAX_MASSACRE,
    MAX_POINTS,
    MIN_MASSACRE,
    MIN_POINTS,
    BotBuild,
    pool_room,
)


@dataclass(frozen=True, slots=True)
class TwinMeasure:
    """Every jock has exactly ``massacre``; every bot fills at most ``stomachs`` Stomachs."""

    massacre: int
    stomachs: int

    kind = "twin"

    @property
    def label(self) -> str:
        """A short name for menus: 'Twin: Massacre 5, Stomachs 3'."""
        return f"Twin: Massacre {self.massacre}, Stomachs {self.stomachs}"

    def problems(self) -> list[str]:
        """Why this measure itself is not usable (empty when it is)."""
        found = []
        if not MIN_MASSACRE <= self.massacre <= MAX_MASSACRE:
            found.append(f"Massacre must be {MIN_MASSACRE}-{MAX_MASSACRE}, not {self.massacre}")
        if not 0 <= self.stomachs <= dv.BASIC_STOMACHS:
            found.append(f"Stomachs must be 0-{dv.BASIC_STOMACHS}, not {self.stomachs}")
        return found

    def check(self, build: BotBuild) -> list[str]:
        """Why ``build`` breaks this measure (empty when it fits)."""
        found = build.problems()
        if build.massacre != self.massacre:
            found.append(f"{build.name}: Massacre must be {self.massacre}, not {build.massacre}")
        used = _stomachs(build)
        if used > self.stomachs:
            found.append(f"{build.name}: fills {used} Stomachs, the measure allows "
                         f"{self.stomachs}")
        return found

    def starting_massacre(self) -> int:
        """The Massacre a new build starts with."""
        return self.massacre

    def stomach_budget(self, massacre: int) -> int:
        """Stomachs a bot may fill (the same whatever the jock's Massacre)."""
        return self.stomachs

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {"kind": self.kind, "massacre": self.massacre, "stomachs": self.stomachs}


@dataclass(frozen=True, slots=True)
class SingleMeasure:
    """A pool of ``points``: Massacre plus filled Stomachs may not exceed it."""

    points: int

    kind = "single"

    @property
    def label(self) -> str:
        """A short name for menus: 'Single: 7 points'."""
        return f"Single: {self.points} points"

    def problems(self) -> list[str]:
        """Why this measure itself is not usable (empty when it is)."""
        if not MIN_POINTS <= self.points <= MAX_POINTS:
            return [f"a Single Measure needs {MIN_POINTS}-{MAX_POINTS} points, not "
                    f"{self.points}"]
        return []

    def check(self, build: BotBuild) -> list[str]:
        """Why ``build`` breaks this measure (empty when it fits)."""
        found = build.problems()
        spent = build.massacre + _stomachs(build)
        if spent > self.points:
            found.append(f"{build.name}: Massacre {build.massacre} + {_stomachs(build)} Stomachs "
                         f"costs {spent} points, the measure allows {self.points}")
        return found

    def starting_massacre(self) -> int:
        """The Massacre a new build starts with: the lowest, leaving the most for Stomachs."""
        return MIN_MASSACRE

    def stomach_budget(self, massacre: int) -> int:
        """Stomachs left to fill once ``massacre`` is paid for."""
        return pool_room(self.points, massacre)

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {"kind": self.kind, "points": self.points}


Measure = TwinMeasure | SingleMeasure


@dataclass(frozen=True, slots=True)
class Preset:
    """A named starting point offered in the set-up screens."""

    measure: Measure
    summary: str


BEGINNER_PRESETS: tuple[Preset, ...] = (
    Preset(TwinMeasure(5, 3), "Dice first: learn the pick with a little gear."),
    Preset(TwinMeasure(3, 5), "Gear first: try the basic devourables with few dice."),
    Preset(SingleMeasure(7), "Seven points: split between Massacre and Stomachs."),
    Preset(SingleMeasure(8), "Eight points: split between Massacre and Stomachs."),
)


def measure_from_json(data: Mapping[str, Any]) -> Measure:
    """The measure a ``to_json`` dict describes; ValueError if malformed or unusable."""
    try:
        kind = data["kind"]
        if kind == TwinMeasure.kind:
            measure: Measure = TwinMeasure(int(data["massacre"]), int(data["stomachs"]))
        elif kind == SingleMeasure.kind:
            measure = SingleMeasure(int(data["points"]))
        else:
            raise ValueError(f"unknown measure kind {kind!r}")
    except (KeyError, TypeError) as error:
        raise ValueError(f"malformed measure: {error!r}") from None
    problems = measure.problems()
    if problems:
        raise ValueError("; ".join(problems))
    return measure


def _stomachs(build: BotBuild) -> int:
    known = [k for k in build.devourables or () if k in dv.DEVOURABLES]
    return dv.stomachs_used(known)
