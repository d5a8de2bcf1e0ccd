"""Step b-d helpers: who a mech may name, the dice it rolls, and the legal assignments."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from game.core.hexes import distance
from game.games.mechaton.rules.choices import Assign, SpotTarget, Target
from game.games.mechaton.rules.mechs import Die, Mech
from game.games.mechaton.rules.terrain import band

if TYPE_CHECKING:
    from game.games.mechaton.rules.frames import Frame
    from game.games.mechaton.rules.state import MechatonState

USES = {"defence": ("blue", "white"), "attack": ("red", "white"),
        "move": ("green", "white"), "spot": ("yellow", "white")}
"""Which colours each use takes: its own colour or white."""


def can_reach(state: MechatonState, mech: Mech, at_band: str) -> tuple[bool, bool]:
    """(may name a target at this band, may do so only by firing a rocket)."""
    if at_band == "hth":
        return True, False
    red = mech.red(at_band, state.options.double_weapons)
    if red.d6 or red.d8:
        return True, False
    return at_band == "direct" and mech.rockets > 0, True


def target_choices(state: MechatonState, mech: Mech) -> list[Target]:
    """Step b: no target, or an enemy mech in sight at a band the mech can attack."""
    found = [Target(None)]
    assert mech.hex is not None
    for other in state.live():
        if other.owner == mech.owner or other.hex is None or not state.sees(mech.hex, other.hex):
            continue
        at_band = band(mech.hex, other.hex, state.options.direct_range)
        allowed, rocket_only = can_reach(state, mech, at_band)
        if allowed and not rocket_only:
            found.append(Target(other.uid))
        if allowed and at_band == "direct" and mech.rockets > 0:
            found.append(Target(other.uid, rocket=True))
    return found


def spot_choices(state: MechatonState, mech: Mech) -> list[SpotTarget]:
    """Step c: not spotting, or any other mech within direct fire range and in sight."""
    found = [SpotTarget(None)]
    assert mech.hex is not None
    for other in state.live():
        if other.uid != mech.uid and other.hex is not None \
                and distance(mech.hex, other.hex) <= state.options.direct_range \
                and state.sees(mech.hex, other.hex):
            found.append(SpotTarget(other.uid))
    return found


def dice_to_roll(mech: Mech, at_band: str | None, spotting: bool, rocket: bool,
                 double: bool) -> list[tuple[str, int]]:
    """(colour, sides) of every die a go rolls, in order: white, green (d6s, then the d8),
    blue, yellow if spotting, then red at the target's band (d6s, the second weapon's d8,
    the rocket's d8)."""
    dice = [("white", 6)] * mech.white + [("green", 6)] * mech.count("move")
    if mech.green_d8:
        dice.append(("green", 8))
    dice += [("blue", 6)] * mech.count("defence")
    if spotting:
        dice += [("yellow", 6)] * mech.count("spot")
    if at_band is not None:
        red = mech.red(at_band, double)
        dice += [("red", 6)] * red.d6 + [("red", 8)] * red.d8
        if rocket:
            dice.append(("red", 8))
    return dice


def roll_dice(state: MechatonState, mech: Mech, frame: Frame) -> tuple[Die, ...]:
    """Step d: roll everything ``dice_to_roll`` lists for this go."""
    wanted = dice_to_roll(mech, frame.band if frame.aim is not None else None,
                          frame.spotted is not None, frame.rocket,
                          state.options.double_weapons)
    return tuple(Die(colour, sides, state.dice.roll(sides)) for colour, sides in wanted)


def assign_problem(dice: tuple[Die, ...], choice: Assign, attacking: bool,
                   spotting: bool) -> str:
    """Why an assignment is not allowed ("" when it is)."""
    picked = [(use, getattr(choice, use)) for use in USES]
    for use, index in picked:
        if index is not None and (not isinstance(index, int) or isinstance(index, bool)
                                  or not 0 <= index < len(dice)):
            return f"{use}: there is no die number {index!r}"
    used = [i for _, i in picked if i is not None]
    if len(set(used)) != len(used):
        return "one die cannot serve two uses"
    for use, index in picked:
        if index is not None and dice[index].colour not in USES[use]:
            return f"{use} takes a {' or '.join(USES[use])} die, not {dice[index].colour}"
    if choice.attack is not None and not attacking:
        return "no target was named, so there is no attack"
    if choice.spot is not None and not spotting:
        return "no spotting target was named"
    return ""


def assign_choices(dice: tuple[Die, ...], attacking: bool, spotting: bool) -> list[Assign]:
    """Every legal assignment. Dice of equal colour, size and value are interchangeable, so
    of such twins the uses (in the order defence, attack, move, spot) take the lowest
    index still free: one choice per distinct outcome."""
    options: dict[str, list[int | None]] = {}
    for use, colours in USES.items():
        allowed = (use != "attack" or attacking) and (use != "spot" or spotting)
        options[use] = [None] + ([i for i, die in enumerate(dice) if die.colour in colours]
                                 if allowed else [])
    found = []
    for picked in product(options["defence"], options["attack"], options["move"],
                          options["spot"]):
        if _canonical(dice, picked):
            found.append(Assign(*picked))
    return found


def _canonical(dice: tuple[Die, ...], picked: tuple[int | None, ...]) -> bool:
    """True if no die is used twice and each use takes the first free one of its twins."""
    taken: set[int] = set()
    for index in picked:
        if index is None:
            continue
        if index in taken:
            return False
        twins = [i for i, die in enumerate(dice) if die == dice[index] and i not in taken]
        if twins[0] != index:
            return False
        taken.add(index)
    return True
