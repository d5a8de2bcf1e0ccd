"""The weapon deck as data: every card's cost, speed, damage, target and special.

The original cards are only pictures, so the deck is ours (docs/rules/dicebot.md gives the
reasons). Twenty designs, two copies of each: forty cards.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.games.dicebot.rules.parts import ARMOR, BATTERY, CAMERA, CHIP, CLAW, FACES, SPRING

LEFT, RIGHT, ALL, CHOICE = "left", "right", "all", "choice"
TARGETS = (LEFT, RIGHT, ALL, CHOICE)
"""Whom a weapon attacks: the next robot to the left or right around the ring, every enemy,
or one enemy its owner chooses when it resolves."""

UNERRING, SCRAP, JAM, OVERHEAT = "unerring", "scrap", "jam", "overheat"
SPECIALS: dict[str, str] = {
    UNERRING: "cannot be dodged: hits whatever the defender's speed",
    SCRAP: "a hit knocks the defender's head part off (its ability is lost)",
    JAM: "a hit stops the defender's own attack this round if it has not gone yet",
    OVERHEAT: "the attacker takes 1 damage after attacking, hit or miss",
}
"""The small special effects a card may carry, with our wording for the help."""

COPIES = 2


@dataclass(frozen=True, slots=True)
class WeaponCard:
    """One weapon design: the parts it costs, its speed (1-10), damage (1-4), target and
    an optional special ("" for none)."""

    name: str
    cost: tuple[str, ...]
    speed: int
    damage: int
    target: str
    special: str = ""

    def summary(self) -> str:
        """One line for tooltips and the help: "camera + camera, speed 6, damage 2, right"."""
        aim = {LEFT: "attacks left", RIGHT: "attacks right", ALL: "attacks every enemy",
               CHOICE: "attacks a robot of your choice"}[self.target]
        extra = f"; {self.special}: {SPECIALS[self.special]}" if self.special else ""
        return (f"{self.name}: costs {' + '.join(self.cost)}; speed {self.speed}, damage "
                f"{self.damage}, {aim}{extra}")

    def problems(self) -> list[str]:
        """Why this card breaks the deck's limits (empty when it does not)."""
        found = []
        if not 1 <= len(self.cost) <= 3 or any(part not in FACES for part in self.cost):
            found.append(f"{self.name}: cost must be 1-3 parts of the six types")
        if not 1 <= self.speed <= 10 or not 1 <= self.damage <= 4:
            found.append(f"{self.name}: speed must be 1-10 and damage 1-4")
        if self.target not in TARGETS or (self.special and self.special not in SPECIALS):
            found.append(f"{self.name}: unknown target or special")
        return found


DESIGNS: tuple[WeaponCard, ...] = (
    # one part: cheap, weak, the cards that keep a robot fighting late in a melee
    WeaponCard("Left Hook", (CLAW,), 5, 2, LEFT),
    WeaponCard("Right Hook", (CLAW,), 5, 2, RIGHT),
    WeaponCard("Spring Jab", (SPRING,), 5, 1, CHOICE),
    WeaponCard("Zap Prod", (BATTERY,), 5, 2, CHOICE),
    WeaponCard("Flash Bulb", (CAMERA,), 6, 1, LEFT, JAM),
    WeaponCard("Static Pulse", (CHIP,), 3, 1, ALL),
    WeaponCard("Bash Plate", (ARMOR,), 6, 3, RIGHT),
    # two parts
    WeaponCard("Buzz Saw", (CLAW, BATTERY), 6, 3, LEFT),
    WeaponCard("Rivet Gun", (SPRING, CAMERA), 6, 2, CHOICE),
    WeaponCard("Arc Lance", (BATTERY, CHIP), 6, 4, RIGHT),
    WeaponCard("Scrap Grabber", (CLAW, CLAW), 6, 2, CHOICE, SCRAP),
    WeaponCard("Homing Dart", (CHIP, CAMERA), 6, 2, CHOICE, UNERRING),
    WeaponCard("Shock Wave", (BATTERY, ARMOR), 6, 2, ALL),
    WeaponCard("Pogo Stomp", (SPRING, ARMOR), 8, 1, RIGHT, OVERHEAT),
    WeaponCard("Laser Eye", (CAMERA, CAMERA), 6, 2, RIGHT),
    # three parts: the big guns, paid for with most of a sheet
    WeaponCard("Mega Drill", (CLAW, ARMOR, BATTERY), 4, 4, CHOICE),
    WeaponCard("Missile Swarm", (CHIP, SPRING, BATTERY), 6, 2, ALL),
    WeaponCard("Overdrive Cannon", (BATTERY, BATTERY, CAMERA), 6, 4, CHOICE, OVERHEAT),
    WeaponCard("Hyper Spring", (SPRING, SPRING, CHIP), 6, 4, LEFT),
    WeaponCard("Wrecking Ball", (ARMOR, ARMOR, CLAW), 6, 3, ALL),
)

CARDS: dict[str, WeaponCard] = {card.name: card for card in DESIGNS}
"""Every design by name."""


def standard_deck() -> tuple[str, ...]:
    """The forty cards (names), unshuffled: each design ``COPIES`` times."""
    return tuple(card.name for card in DESIGNS for _ in range(COPIES))


def deck_problems(deck: tuple[str, ...]) -> list[str]:
    """Why a deck (a stacked one from a set-up, or ours) cannot be used."""
    found = [f"unknown card {name!r}" for name in sorted(set(deck)) if name not in CARDS]
    found += [p for card in DESIGNS for p in card.problems()]
    if len(deck) < 1:
        found.append("the deck is empty")
    return found


def demand() -> Counter[str]:
    """How many parts of each type the whole deck asks for (to keep the types even)."""
    return Counter(part for card in DESIGNS for part in card.cost)
