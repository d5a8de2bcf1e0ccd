"""Every choice a meatjock can make, as small frozen dataclasses (JSON via game.core.match)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexes import Hex


@dataclass(frozen=True, slots=True)
class Pick:
    """Secretly pick dice for the round: move d4s, defend d6s, attack d10s, grandstand d12s."""

    d4: int = 0
    d6: int = 0
    d10: int = 0
    d12: int = 0

    @property
    def total(self) -> int:
        """How many actions this pick spends (limited by Massacre)."""
        return self.d4 + self.d6 + self.d10 + self.d12


@dataclass(frozen=True, slots=True)
class Eat:
    """Spend the round eating the torn-off devourable ``item`` (an item id)."""

    item: int


@dataclass(frozen=True, slots=True)
class OncoOrder:
    """What one onco-round does this round: "damage", "move", "defend" or "birp"."""

    effect: str


@dataclass(frozen=True, slots=True)
class HyperhealOrder:
    """Heal 1 Meat (expel None) or expel one onco-round fired by seat ``expel``."""

    expel: int | None = None


# -- attack dice ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Attack:
    """Use a single-target weapon on a bot: "plib", "claws", "Gougers", "bite", "lock",
    "Bonespear Flinger" or "Onco-Cannon"."""

    weapon: str
    target: int


@dataclass(frozen=True, slots=True)
class Blast:
    """Fire an explosive at a hex: "Boom Launcher" (range and sight) or "Up Down" (a shell)."""

    weapon: str
    at: Hex


@dataclass(frozen=True, slots=True)
class Spray:
    """Spray the Acid Spray's cone in a direction (0..5)."""

    direction: int


@dataclass(frozen=True, slots=True)
class Puke:
    """Throw up one of your own devourables (an item id); it lands on your hex."""

    item: int


@dataclass(frozen=True, slots=True)
class Swallow:
    """Hypersnack: swallow a torn-off devourable within reach (an item id)."""

    item: int


@dataclass(frozen=True, slots=True)
class WrenchFree:
    """Spend the die to tear out of a Lock, taking 6 damage."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Let the die go unused."""


# -- grandstands (a natural 12) -------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Trip:
    """Trip a bot in claw reach: Damage 2 and Move -2 this Movement phase."""

    target: int


@dataclass(frozen=True, slots=True)
class Tackle:
    """Tackle an adjacent bot: Damage 3; both bots' Move -3 next round."""

    target: int


@dataclass(frozen=True, slots=True)
class AcidStream:
    """Acid Stream ray in a direction: Damage 2 and Defend -3 for the round to all inside."""

    direction: int


@dataclass(frozen=True, slots=True)
class ShotgunWedding:
    """Pin a bot standing in front of a wall or another bot with a bonespear."""

    target: int


@dataclass(frozen=True, slots=True)
class Hurl:
    """Boom Launcher Hurl: Damage 3, the target slides 2 hexes away and loses 2 Move."""

    target: int


@dataclass(frozen=True, slots=True)
class OrganPeel:
    """Gougers: rip devourable ``item`` off ``target`` onto hex ``to`` next to it."""

    target: int
    item: int
    to: Hex


@dataclass(frozen=True, slots=True)
class BiRP:
    """Bio-Rejection Protocol through an onco-round: drop ``item`` onto ``to``, or eject the
    pilot when the target has no devourables (item -1, to None)."""

    target: int
    item: int = -1
    to: Hex | None = None


@dataclass(frozen=True, slots=True)
class Clusterbang:
    """Fuse the standard attacks of two devourables (item ids) on one bot."""

    first: int
    second: int
    target: int


@dataclass(frozen=True, slots=True)
class MasterMunch:
    """Hypersnack + Lockjaw: take devourable ``item`` from an adjacent bot for yourself."""

    target: int
    item: int


@dataclass(frozen=True, slots=True)
class LawyerNoise:
    """Gougers + Bonespear: Damage 8 and fling the bot up to ``distance`` hexes."""

    target: int
    direction: int
    distance: int


@dataclass(frozen=True, slots=True)
class SumoRide:
    """ELME + Extra Meat: crush an adjacent bot and shove you both 2 hexes in a direction."""

    target: int
    direction: int


# -- movement ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Step:
    """Move one hex to ``to`` (adjacent)."""

    to: Hex


@dataclass(frozen=True, slots=True)
class Stop:
    """End your movement for this round."""


@dataclass(frozen=True, slots=True)
class Release:
    """Let go of the bot you hold in a Lock."""


@dataclass(frozen=True, slots=True)
class Hold:
    """Keep your Lock on (the answer "no" to a "let go?" request)."""


@dataclass(frozen=True, slots=True)
class RipFree:
    """Tear loose from a Shotgun Wedding pin (3 damage to every bot pinned together)."""


@dataclass(frozen=True, slots=True)
class MoveTiming:
    """Nerve Lace in a Move tie: move after the others (True) or alternate as normal."""

    after: bool


@dataclass(frozen=True, slots=True)
class Build:
    """Fill the bot's Stomachs before the first round: the devourables bought, in any order
    (repeats allowed), and under a Single Measure the jock's ``massacre`` too (else None)."""

    devourables: tuple[str, ...] = ()
    massacre: int | None = None


GRANDSTANDS = (Trip, Tackle, AcidStream, ShotgunWedding, Hurl, OrganPeel, BiRP, Clusterbang,
               MasterMunch, LawyerNoise, SumoRide)

CHOICE_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    Pick, Eat, OncoOrder, HyperhealOrder, Attack, Blast, Spray, Puke, Swallow, WrenchFree,
    Pass, *GRANDSTANDS, Step, Stop, Release, Hold, RipFree, MoveTiming, Build)}
