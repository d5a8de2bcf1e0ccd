"""Events of a mech's go (steps a to i) and of attacks: what happened, with the data an
animation or a log line needs (see game/games/mechaton/rules/events.py for the conventions)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.hexes import Hex
from game.games.mechaton.rules.mechs import Die


@dataclass(frozen=True, slots=True)
class GoStarted(Event):
    """A mech began its go (step a); ``interrupt`` when combat order brought it forward."""

    player: int
    mech: int
    name: str
    interrupt: bool

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        how = " (combat order: it is under attack)" if self.interrupt else ""
        return f"{self.name} goes{how}."


@dataclass(frozen=True, slots=True)
class TargetNamed(Event):
    """Step b: the mech named a target (``victim`` None: none) at a range band."""

    player: int
    mech: int
    name: str
    victim: int | None
    victim_name: str
    band: str
    rocket: bool
    why: str = ""
    """Why no target was named when the mech had nobody it could name ("" otherwise)."""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.victim is None:
            return f"{self.name} cannot attack: {self.why}." if self.why else \
                f"{self.name} holds its fire."
        rocket = ", readying a 1-shot rocket" if self.rocket else ""
        return f"{self.name} targets {self.victim_name} at {_BAND[self.band]} range{rocket}."


_BAND = {"hth": "hand-to-hand", "direct": "direct fire", "artillery": "artillery", "": "no"}


@dataclass(frozen=True, slots=True)
class SpotNamed(Event):
    """Step c: the mech named a spotting target (None: not spotting)."""

    player: int
    mech: int
    name: str
    spotted: int | None
    spotted_name: str
    why: str = ""
    """Why nobody is spotted when the mech had nobody it could spot ("" otherwise)."""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.spotted is None:
            return f"{self.name} cannot spot: {self.why}." if self.why else \
                f"{self.name} is not spotting."
        return f"{self.name} will spot {self.spotted_name}."


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """Step d: the mech rolled its dice (in this order; assignments index into it)."""

    player: int
    mech: int
    name: str
    dice: tuple[Die, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} rolls {', '.join(map(str, self.dice)) or 'nothing'}."


@dataclass(frozen=True, slots=True)
class DiceAssigned(Event):
    """Step d: the numbers the mech kept (spot and defence already less 1); None: unused."""

    player: int
    mech: int
    name: str
    defence: int | None
    attack: int | None
    move: int | None
    spot: int | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        kept = [f"{k} {v}" for k, v in (("defence", self.defence), ("attack", self.attack),
                                         ("move", self.move), ("spot", self.spot))
                if v is not None]
        return f"{self.name} keeps {', '.join(kept) or 'nothing'}."


@dataclass(frozen=True, slots=True)
class DefenceSet(Event):
    """Step e: the mech's defence number for the rest of the turn."""

    player: int
    mech: int
    name: str
    defence: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name}'s defence is {self.defence}."


@dataclass(frozen=True, slots=True)
class GoPaused(Event):
    """The interrupted mech waits (after step f) while its attacker finishes its go."""

    player: int
    mech: int
    name: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} waits for its attacker to finish."


@dataclass(frozen=True, slots=True)
class GoResumed(Event):
    """An interrupted mech picked its go up again at step g."""

    player: int
    mech: int
    name: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} picks up its go."


@dataclass(frozen=True, slots=True)
class AttackResolved(Event):
    """An attack was compared: attack number against the victim's defence number."""

    player: int
    mech: int
    name: str
    victim: int
    victim_name: str
    attack: int
    defence: int
    hit: bool

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        verdict = "hits" if self.hit else "misses"
        return (f"{self.name} attacks {self.victim_name}: {self.attack} against defence "
                f"{self.defence}, {verdict}.")


@dataclass(frozen=True, slots=True)
class AttackLost(Event):
    """The mech could not carry out its attack (target gone, out of its band or sight)."""

    player: int
    mech: int
    name: str
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} cannot attack: {self.reason}."


@dataclass(frozen=True, slots=True)
class DamageRolled(Event):
    """Damage dice were rolled; ``spot`` is the spot number used (None: the difference)."""

    player: int
    mech: int
    victim: int
    victim_name: str
    dice: tuple[int, ...]
    spot: int | None
    in_cover: bool
    cover: Hex | None
    hits: int
    cover_hits: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        source = f"the spot die's {self.spot}" if self.spot is not None else "the difference"
        cover = "in cover" if self.in_cover else "exposed"
        return (f"Damage ({source}): {', '.join(map(str, self.dice)) or 'no dice'}; "
                f"{self.victim_name} is {cover}: {self.hits} {'hit' if self.hits == 1 else 'hits'}"
                + (f", {self.cover_hits} on the cover." if self.in_cover else "."))


@dataclass(frozen=True, slots=True)
class PartLost(Event):
    """A mech lost an attachment (``part`` code, ``label`` its name) or, with none left, a
    white die (``part`` "white")."""

    player: int
    mech: int
    name: str
    part: str
    white_left: int
    label: str = ""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.part == "white":
            return f"{self.name} loses a white die ({self.white_left} left)."
        return f"{self.name} loses its {self.label or self.part}."


@dataclass(frozen=True, slots=True)
class MechWrecked(Event):
    """A mech lost its last white die and is rubble (it stays on the field as cover)."""

    player: int
    mech: int
    name: str
    at: Hex | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} ({names[self.player]}) is reduced to rubble!"


@dataclass(frozen=True, slots=True)
class BricksBroken(Event):
    """A 5 hit the cover: the cover hex went from ``before`` to ``after`` bricks."""

    at: Hex
    before: int
    after: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        gone = " - no longer cover" if self.after < 2 <= self.before else ""
        return f"The cover at {self.at} loses bricks: {self.before} to {self.after}{gone}."


@dataclass(frozen=True, slots=True)
class MechMoved(Event):
    """A mech moved along ``path`` (start and end included)."""

    player: int
    mech: int
    name: str
    path: tuple[Hex, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        steps = len(self.path) - 1
        return f"{self.name} moves {steps} {'hex' if steps == 1 else 'hexes'} to {self.path[-1]}."


@dataclass(frozen=True, slots=True)
class SpotPlaced(Event):
    """Step h: a spot die showing ``number`` now lies beside ``spotted``."""

    player: int
    mech: int
    name: str
    spotted: int
    spotted_name: str
    number: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} spots {self.spotted_name}: spot die {self.number}."


@dataclass(frozen=True, slots=True)
class StationSeized(Event):
    """Step i: ``player``'s mech seized a station from ``owner`` (None: nobody's)."""

    player: int
    mech: int
    name: str
    station: int
    at: Hex
    owner: int | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        was = f" from {names[self.owner]}" if self.owner is not None else ""
        return f"{self.name} seizes the station at {self.at}{was}."


@dataclass(frozen=True, slots=True)
class GoEnded(Event):
    """A mech's go is over."""

    player: int
    mech: int
    name: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name}'s go is done."
