"""Mechaton events: what happened, with the data an animation or a log line needs.

Seats travel as ``player`` (and ``owner``, ``winner``); mechs as uids in ``mech`` /
``victim`` / ``spotted`` with their names beside them, so a log line needs only the seats.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.hexes import Hex
from game.games.mechaton.rules.go_events import (  # noqa: F401  (one events module)
    AttackLost,
    AttackResolved,
    BricksBroken,
    DamageRolled,
    DefenceSet,
    DiceAssigned,
    DiceRolled,
    GoEnded,
    GoPaused,
    GoResumed,
    GoStarted,
    MechMoved,
    MechWrecked,
    PartLost,
    SpotNamed,
    SpotPlaced,
    StationSeized,
    TargetNamed,
)


@dataclass(frozen=True, slots=True)
class MechAdded(Event):
    """A player added a mech to a secret army (what it is stays hidden)."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} builds a mech in secret."


@dataclass(frozen=True, slots=True)
class ArmyFinished(Event):
    """A player declared their army complete."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s army is ready."


@dataclass(frozen=True, slots=True)
class ArmiesRevealed(Event):
    """Every army was shown: per player, (mech uid, name, ((part code, part name), ...),
    rockets) for each mech."""

    armies: tuple[tuple[tuple[int, str, tuple[tuple[str, str], ...], int], ...], ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return "Armies revealed: " + "; ".join(
            f"{names[seat]}: {', '.join(m[1] for m in army)}"
            for seat, army in enumerate(self.armies))


@dataclass(frozen=True, slots=True)
class PointsPerSet(Event):
    """Points per asset and starting scores were worked out; roles follow from them."""

    points_per: tuple[int, ...]
    scores: tuple[int, ...]
    defender: int
    primary: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        parts = ", ".join(f"{names[s]} {p} per asset, score {self.scores[s]}"
                          for s, p in enumerate(self.points_per))
        return (f"{parts}. {names[self.defender]} defends; {names[self.primary]} is the "
                "primary attacker.")


@dataclass(frozen=True, slots=True)
class RolledOff(Event):
    """A tie was broken with d10s: ``who`` (seats or mech uids, per ``what``), their
    ``labels`` (the players' or the mechs' names) and rolls."""

    what: str
    who: tuple[int, ...]
    rolls: tuple[int, ...]
    labels: tuple[str, ...] = ()

    def rolled(self) -> str:
        """Who rolled what: "Nina 3, Red 10" (just the rolls without names)."""
        if len(self.labels) != len(self.rolls):
            return ", ".join(map(str, self.rolls))
        return ", ".join(f"{label} {roll}" for label, roll in zip(self.labels, self.rolls,
                                                                  strict=True))

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"Roll-off for {self.what}: {self.rolled()}."


@dataclass(frozen=True, slots=True)
class StationPlaced(Event):
    """A station was put on the field (``player`` None: the short game's satellite)."""

    player: int | None
    station: int
    at: Hex

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        who = "The satellite" if self.player is None else f"{names[self.player]}'s station"
        return f"{who} stands at {self.at}."


@dataclass(frozen=True, slots=True)
class MechPlaced(Event):
    """A mech was put on the field."""

    player: int
    mech: int
    name: str
    at: Hex

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} fields {self.name} at {self.at}."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A new turn began with the doomsday clock at ``clock``."""

    turn: int
    clock: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"-- Turn {self.turn} (doomsday clock {self.clock}) --"


@dataclass(frozen=True, slots=True)
class InitiativeRolled(Event):
    """A mech rolled its initiative d10s (everyone sees them)."""

    player: int
    mech: int
    name: str
    dice: tuple[int, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} rolls initiative {', '.join(map(str, self.dice))}."


@dataclass(frozen=True, slots=True)
class InitiativeChosen(Event):
    """A player chose, in secret, which die a mech goes on."""

    player: int
    mech: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} has chosen an initiative die."


@dataclass(frozen=True, slots=True)
class InitiativeRevealed(Event):
    """The turn's order: (mech uid, name, die) from first to last, ties already rolled off."""

    order: tuple[tuple[int, str, int], ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return "Initiative: " + ", ".join(f"{n} {v}" for _, n, v in self.order) + "."


@dataclass(frozen=True, slots=True)
class ScoresChanged(Event):
    """Scores now (assets held x points per), in seat order."""

    scores: tuple[int, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return "Scores: " + ", ".join(f"{n} {s}" for n, s in zip(names, self.scores,
                                                                 strict=False)) + "."


@dataclass(frozen=True, slots=True)
class FieldTidied(Event):
    """End of turn: defence and spot dice came off the field."""

    turn: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"Turn {self.turn} ends: defence and spot dice are cleared."


@dataclass(frozen=True, slots=True)
class ClockTicked(Event):
    """The doomsday clock went down to ``clock`` (``player`` None: the end-of-turn tick)."""

    clock: int
    player: int | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        who = "" if self.player is None else f"{names[self.player]} ticks it again: "
        return f"{who}Doomsday clock at {self.clock}."


@dataclass(frozen=True, slots=True)
class ClockLeft(Event):
    """A player chose not to tick the clock again."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} leaves the clock alone."


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """Doomsday: final scores and the winner (None: a tie at the top)."""

    winner: int | None
    scores: tuple[int, ...]
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        who = "Nobody wins outright" if self.winner is None else f"{names[self.winner]} wins"
        return f"Doomsday! {who}: {self.reason}."

