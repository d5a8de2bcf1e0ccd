"""Parts dice: the six faces, each a part type and a head ability.

A parts die is an ordinary d6 whose faces are the six part types (ruling 1). A robot sheet
has six body spaces, filled first, and one head space; a part on the head may be spent like
any other part, or discarded for its ability (see ``ABILITIES``).
"""

from __future__ import annotations

SPRING, CHIP, CAMERA, ARMOR, BATTERY, CLAW = "spring", "chip", "camera", "armor", "battery", "claw"
FACES: tuple[str, ...] = (SPRING, CHIP, CAMERA, ARMOR, BATTERY, CLAW)
"""The faces of a parts die in the order a d6 gives them: a roll of 1 is a spring."""

BODY_SPACES = 6
"""Body spaces on a robot sheet (filled before the head)."""
SHEET_SPACES = BODY_SPACES + 1
DICE_PER_PLAYER = 7
"""Parts dice each player rolls into the junkyard."""
HIT_POINTS = 6
"""A robot's hit points at the start of every melee (not of a sudden death match)."""
HAND_SIZE = 6
"""Weapon cards dealt to each player per melee; a melee lasts at most this many rounds."""
MEDALS_TO_WIN = 3
CAMERA_SPEED = 2
BATTERY_DAMAGE = 2
ARMOR_PREVENTS = 2
CHIP_CARDS = 3

ABILITIES: dict[str, str] = {
    SPRING: "spent as a part of any type when paying for this round's weapon",
    CHIP: "draw three weapon cards, then discard any three",
    CAMERA: "+2 speed for this round's weapon",
    ARMOR: "prevents up to 2 damage to the robot this round",
    BATTERY: "+2 damage for this round's weapon",
    CLAW: "swap this round's weapon, before paying, for the deck's top card, paid for free",
}
"""What discarding a head part of each type does (our short wording for the help)."""

ANY_TIME = (CHIP, ARMOR)
"""Head abilities usable outside the ability window too."""


def face_of(roll: int) -> str:
    """The part type a d6 result shows."""
    return FACES[roll - 1]
