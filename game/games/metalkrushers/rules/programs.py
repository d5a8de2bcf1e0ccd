"""Fighting-style programs: what a Krusher may hold in its hands, and what that does.

The rulebook gives weapon-and-weapon and weapon-and-shield, names six new programs without
numbers, and a Flexible program for the Pick-Up scenario. The numbers of the new ones are
ours (docs/rules/metalkrushers.md): each is a few entries here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.metalkrushers.rules.data import PROJECTOR, Item, Shield


@dataclass(frozen=True, slots=True)
class Program:
    """A fighting style: the two hand roles it needs (sorted), or one weapon in both hands.

    ``im`` is added to the Krusher's initiative modifier; ``damage`` to each hit of its
    two-handed weapon; ``parry_step`` makes its parries that much stronger; ``reach`` is how
    far its weapon strikes (a polearm reaches past the next hex).
    """

    name: str
    roles: tuple[str, str]
    optional: bool
    both_hands: bool = False
    im: int = 0
    damage: int = 0
    parry_step: int = 0
    reach: int = 1


PROGRAMS: dict[str, Program] = {p.name: p for p in (
    Program("weapon-and-weapon", ("weapon", "weapon"), False),
    Program("weapon-and-shield", ("shield", "weapon"), False),
    Program("polearm", ("", "weapon"), True, both_hands=True, im=-1, reach=2),
    Program("two-handed", ("", "weapon"), True, both_hands=True, im=-1, damage=2,
            parry_step=1),
    Program("projector-and-weapon", ("projector", "weapon"), True),
    Program("projector-and-shield", ("projector", "shield"), True),
    Program("projector-and-shield bash", ("projector", "spiked"), True),
    Program("weapon-and-shield bash", ("spiked", "weapon"), True),
    Program("flexible", ("", ""), False),
)}
FLEXIBLE = "flexible"


def role(item: Item | None) -> str:
    """What an item is to a program: "", "weapon", "projector", "shield" or "spiked"."""
    if item is None:
        return ""
    if isinstance(item, Shield):
        return "spiked" if item.spiked else "shield"
    return "projector" if item.kind == PROJECTOR else "weapon"


def fits(program: Program, left: Item | None, right: Item | None) -> str:
    """Why the two hands do not suit ``program`` ("" when they do)."""
    if program.both_hands:
        if left is not None or role(right) != "weapon":
            return (f"the {program.name} program holds one melee weapon in both hands "
                    "(written as the right hand, left empty)")
        return ""
    if tuple(sorted((role(left), role(right)))) != program.roles:
        wanted = " and ".join(r or "an empty hand" for r in program.roles)
        return f"the {program.name} program needs {wanted}"
    return ""
