"""The devourables table: every gadget a meatbot can carry, with its numbers.

Descriptions are our own short summaries for the UI; the rules live in the code.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

ACID_SPRAY = "Acid Spray"
AGGRO_PUMP = "Aggro Pump"
BONESPEAR = "Bonespear Flinger"
BOOM = "Boom Launcher"
CHITIN = "Chitin"
CRANE = "Crane Whip Arms"
ENDURANCE = "Endurance Pump"
ELME = "Explosive Leg Muscle Enhancement"
EXTRA_MEAT = "Extra Meat"
GOUGERS = "Gougers"
HYPERHEAL = "Hyperheal"
HYPERSNACK = "Hypersnack"
LOCKJAW = "Lockjaw"
NERVE_LACE = "Nerve Lace"
ONCO = "Onco-Cannon"
TWITCHY = "Twitchy Flinchpump"
UP_DOWN = "Up Down"


@dataclass(frozen=True, slots=True)
class Devourable:
    """One kind of devourable: its cost in Stomachs, weapon numbers and a short summary."""

    name: str
    stomachs: int
    summary: str
    range: int = 0
    damage: int = 0
    ammo: int | None = None
    standard_attack: bool = False


DEVOURABLES: dict[str, Devourable] = {d.name: d for d in (
    Devourable(ACID_SPRAY, 1, "Sprays a cone of acid (Damage 2); grandstand: Acid Stream ray "
               "that also lowers Defend by 3.", range=3, damage=2, standard_attack=True),
    Devourable(AGGRO_PUMP, 1, "No limit on attack dice."),
    Devourable(BONESPEAR, 5, "Three spears, range 6, Damage 6 and knock-back; grandstand: "
               "Shotgun Wedding pins the target.", range=6, damage=6, ammo=3,
               standard_attack=True),
    Devourable(BOOM, 3, "Ten rockets, range 10, Damage 2 explosion; grandstand: Hurl.",
               range=10, damage=2, ammo=10, standard_attack=True),
    Devourable(CHITIN, 3, "+1 base Defend per layer."),
    Devourable(CRANE, 1, "Claws and Gougers reach 2 hexes; eat items 2 hexes away."),
    Devourable(ENDURANCE, 2, "No limit on move dice."),
    Devourable(ELME, 1, "+1 base Move per graft."),
    Devourable(EXTRA_MEAT, 1, "+2 Meat per level."),
    Devourable(GOUGERS, 1, "Claws with Damage 3 at range 1; grandstand: Organ Peel.",
               range=1, damage=3, standard_attack=True),
    Devourable(HYPERHEAL, 2, "Heals 1 Meat each Defense phase, or expels an onco-round."),
    Devourable(HYPERSNACK, 2, "Swallows an item in its hex with any attack die; usable next "
               "round."),
    Devourable(LOCKJAW, 1, "Bite for Damage 2, or Lock onto a bot at range 1.", range=1,
               damage=2, standard_attack=True),
    Devourable(NERVE_LACE, 1, "Wins ties for grandstands, attacks and movement."),
    Devourable(ONCO, 6, "Range 10, Damage 1; the round stays in and works every round; "
               "grandstand: BiRP.", range=10, damage=1, standard_attack=True),
    Devourable(TWITCHY, 1, "No limit on defend dice."),
    Devourable(UP_DOWN, 2, "Any attack die lobs a shell onto any hex; it lands next round "
               "(3 at ground zero, 2 around it, whatever the Defend).", damage=3),
)}

BASIC_MOVE = 2
BASIC_DEFEND = 2
BASIC_ATTACK = 4
BASIC_MEAT = 20
BASIC_STOMACHS = 10
PLIB_RANGE = 10
CLAW_RANGE = 1
CRANE_RANGE = 2
EAT_REACH_CRANE = 2


def random_fill(rng: Any, room: int, kinds: Sequence[str], draws: int = 8) -> list[str]:
    """Devourables drawn at random from ``kinds`` (``draws`` times, each kept if it still
    fits) into ``room`` Stomachs: random builds for samples, agents and sampled worlds."""
    chosen: list[str] = []
    for _ in range(draws):
        kind = rng.choice(kinds)
        if DEVOURABLES[kind].stomachs <= room:
            chosen.append(kind)
            room -= DEVOURABLES[kind].stomachs
    return chosen


def max_meat(kinds: list[str] | tuple[str, ...]) -> int:
    """The most Meat a bot carrying these devourables has: 20, plus 2 per Extra Meat."""
    return BASIC_MEAT + 2 * list(kinds).count(EXTRA_MEAT)


def stomachs_used(kinds: list[str] | tuple[str, ...]) -> int:
    """Stomachs filled by a list of devourable names."""
    return sum(DEVOURABLES[k].stomachs for k in kinds)
