"""Book-keeping for a go in progress and an attack being resolved."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.hexes import Hex
from game.games.mechaton.rules.mechs import Die


class Frame:
    """One mech's go, from step a to step i.

    ``step`` names what happens next ("start", "target", "spot", "roll", "assign",
    "defence", "under_attack", "order", "act", "spot_place", "seize", "end").
    ``attacker`` is set when combat order brought this go forward: at step f the attacker's
    attack on this mech is resolved. ``plan`` is what is left of step g ("attack", "move");
    ``follower`` is the interrupted mech that finishes its go after this one.
    """

    __slots__ = ("uid", "step", "attacker", "aim", "band", "rocket", "spotted", "dice",
                 "defence", "attack", "move", "spot", "plan", "follower", "green")

    def __init__(self, uid: int, attacker: int | None = None, step: str = "start") -> None:
        self.uid = uid
        self.step = step
        self.attacker = attacker
        self.aim: int | None = None
        self.band = ""
        self.rocket = False
        self.spotted: int | None = None
        self.dice: tuple[Die, ...] = ()
        self.defence = 0
        self.attack: int | None = None
        self.move: int | None = None
        self.spot: int | None = None
        self.plan: list[str] = []
        self.follower: Frame | None = None
        self.green = False

    def clone(self) -> Frame:
        """An independent copy (its follower copied too)."""
        other = Frame.__new__(Frame)
        for name in Frame.__slots__:
            setattr(other, name, getattr(self, name))
        other.plan = list(self.plan)
        other.follower = self.follower.clone() if self.follower else None
        return other


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack under resolution. ``stage``: "spot" (attacker may use a spot die), "roll",
    "cover" (the target picks which of two covers takes the 5s), "apply"."""

    attacker: int
    victim: int
    attack: int
    defence: int
    stage: str = "spot"
    spot: int | None = None
    dice: tuple[int, ...] = ()
    covers: tuple[Hex, ...] = ()
    cover: Hex | None = None

    def at(self, stage: str, **changes: object) -> Attack:
        """The same attack moved on to ``stage`` (with any other fields changed)."""
        return replace(self, stage=stage, **changes)  # type: ignore[arg-type]
