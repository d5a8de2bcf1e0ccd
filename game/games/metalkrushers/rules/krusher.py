"""A Krusher in play: where it stands and faces, what it holds, its armour and this turn's
declarations.

Damage is marked on ``shield_ap``, ``armour`` and ``il`` as it is dealt (as a player marks the
Krusher sheet), but combat is simultaneous: it takes effect when the turn ends. So whether the
shield still guards is read from ``turn_shield_ap``, its armour points as the turn began, and
defeat waits for the turn's end (game.games.metalkrushers.rules.turns.end_turn).
"""

from __future__ import annotations

import copy

from game.core.hexes import Hex
from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.data import CHASSIS, INTERNAL_LINKAGE, Item, Shield
from game.games.metalkrushers.rules.programs import PROGRAMS, Program

HANDS = ("left", "right")
"""Hand 0 is the left, hand 1 the right (a both-hands weapon is written in the right)."""

ShieldUse = tuple[str, int, int]
"""("block", enemy uid, -1), ("parry", enemy uid, enemy hand) or ("bash", enemy uid, -1)."""


class Krusher:
    """One Krusher's mutable state (``clone`` copies it)."""

    __slots__ = ("uid", "seat", "team", "name", "build", "hex", "facing", "hands", "armour",
                 "shield_ap", "turn_shield_ap", "il", "defeated", "armed_from", "init_die",
                 "score", "mp", "moved", "free_turn", "arming", "rearm", "reflex_tried",
                 "attacked", "used", "shield_use", "parries", "oust", "oust_failed_on", "saved")

    def __init__(self, uid: int, seat: int, team: int, name: str, start: Hex,
                 facing: int) -> None:
        self.uid, self.seat, self.team, self.name = uid, seat, team, name
        self.build: Build | None = None
        self.hex, self.facing = start, facing
        self.hands: list[Item | None] = [None, None]
        self.armour = [0] * 6
        self.shield_ap = self.turn_shield_ap = 0
        self.il = INTERNAL_LINKAGE
        self.defeated = False
        self.armed_from: list[Hex | None] = [None, None]
        self.rearm: int | None = None
        self.new_turn()

    def equip(self, build: Build) -> None:
        """Take on a build: its hands, armour and a fresh shield."""
        self.build = build
        self.hands = list(build.items())
        self.armour = list(build.armour)
        self.shield_ap = max((i.armour for i in self.hands if isinstance(i, Shield)), default=0)
        self.turn_shield_ap = self.shield_ap

    def new_turn(self) -> None:
        """Forget last turn's rolls, movement and declarations; last turn's damage counts
        from now on."""
        self.turn_shield_ap = self.shield_ap
        self.init_die = 0
        self.score = 0
        self.mp = 0
        self.moved = False
        self.free_turn = False
        self.arming = False
        self.reflex_tried = False
        self.attacked = False
        self.used: set[int] = set()
        self.shield_use: ShieldUse | None = None
        self.parries: dict[int, tuple[int, int]] = {}
        self.oust: tuple[int, int] | None = None
        self.oust_failed_on = False
        self.saved = False

    # -- what it is -------------------------------------------------------------------------
    @property
    def chassis(self) -> str:
        """The chassis name ("" before construction)."""
        return self.build.chassis if self.build else ""

    @property
    def program(self) -> Program:
        """The fighting-style program (weapon-and-weapon before construction)."""
        return PROGRAMS[self.build.program if self.build else "weapon-and-weapon"]

    @property
    def step(self) -> int:
        """How heavy the chassis is (Bantam 0 ... Monster 4)."""
        return CHASSIS[self.chassis].step if self.build else 0

    @property
    def im(self) -> int:
        """Initiative modifier of what it holds now (and its program)."""
        return self.program.im + sum(i.im for i in self.hands if i is not None)

    @property
    def shield_hand(self) -> int | None:
        """The hand holding a shield, if any."""
        for hand, item in enumerate(self.hands):
            if isinstance(item, Shield):
                return hand
        return None

    @property
    def active(self) -> bool:
        """Still in the fight (not yet defeated)."""
        return not self.defeated

    @property
    def max_armour(self) -> int:
        """The chassis' most armour per side."""
        return CHASSIS[self.chassis].max_side if self.build else 0

    def clone(self) -> Krusher:
        """An independent copy."""
        other = copy.copy(self)
        other.hands = list(self.hands)
        other.armour = list(self.armour)
        other.armed_from = list(self.armed_from)
        other.used = set(self.used)
        other.parries = dict(self.parries)
        return other
