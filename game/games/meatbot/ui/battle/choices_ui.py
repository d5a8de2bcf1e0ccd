"""Legal choices as the player meets them: grouped by action, named, and anchored to the map.

An attack or grandstand request lists every weapon-and-target combination. The screen shows one
button per *action* (a weapon, a grandstand move, passing...) and, once an action is chosen,
lets the player point at the map: each choice has an anchor hex (its target bot's hex, the
hex it is fired at, or the neighbour in its direction), so hovering a hex narrows the choices.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from game.core.hexes import Hex, nearest_direction, neighbour
from game.core.match import Choice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.item_ids import UNSEEN

DIRECTION_NAMES = ("east", "north-east", "north-west", "west", "south-west", "south-east")

WEAPON_LABELS = {"plib": "Plib Gun", "claws": "Claws & Teeth", "bite": "Lockjaw Bite",
                 "lock": "Lockjaw Lock"}

ACTION_LABELS = {
    "Pass": "Pass", "Spray": "Acid Spray", "Puke": "Puke", "Swallow": "Swallow",
    "WrenchFree": "Wrench free", "Trip": "Trip", "Tackle": "Tackle",
    "AcidStream": "Acid Stream", "ShotgunWedding": "Shotgun Wedding", "Hurl": "Hurl",
    "OrganPeel": "Organ Peel", "BiRP": "BiRP", "Clusterbang": "Clusterbang",
    "MasterMunch": "Master Munch", "LawyerNoise": "Lawyer Noise", "SumoRide": "Sumo Ride",
    "Step": "Step", "Stop": "Stop here", "Release": "Let go", "RipFree": "Rip free",
}

HINTS = {
    "Pass": "Let this die go unused.",
    "Puke": "Throw up one of your own devourables onto your hex.",
    "Swallow": "Hypersnack: swallow a torn-off devourable within reach.",
    "WrenchFree": "Tear out of the Lock holding you; you take 6 damage.",
    "Release": "Open your jaws now: the Lock ends, both bots get their Move back, and this "
               "die is still yours to spend.",
    "Spray": "A cone of acid: Damage 2 to every bot inside whose Defend the die beats.",
    "AcidStream": "A 5-hex ray: Damage 2 and Defend -3 to everything inside.",
}


@dataclass(frozen=True)
class Action:
    """One button: the choices it stands for, its label and whether it needs the map."""

    key: str
    label: str
    choices: tuple[Choice, ...]

    @property
    def aimed(self) -> bool:
        """True if the player must point at the map to say where."""
        sample = self.choices[0]
        return any(hasattr(sample, f) for f in ("target", "at", "direction"))

    @property
    def by_direction(self) -> bool:
        """True if the choices differ only in direction (point anywhere around the bot)."""
        return all(hasattr(c, "direction") and not hasattr(c, "target") for c in self.choices)


def action_key(choice: Choice) -> tuple[str, str]:
    """(key, label) of the action a choice belongs to."""
    name = type(choice).__name__
    weapon = getattr(choice, "weapon", None)
    if weapon is not None:
        return f"{name}:{weapon}", WEAPON_LABELS.get(weapon, weapon)
    return name, ACTION_LABELS.get(name, name)


def group_actions(choices: Sequence[Choice]) -> list[Action]:
    """The request's choices grouped into actions, in first-seen order (Pass last)."""
    groups: dict[str, list[Choice]] = {}
    labels: dict[str, str] = {}
    for choice in choices:
        key, label = action_key(choice)
        groups.setdefault(key, []).append(choice)
        labels[key] = label
    actions = [Action(key, labels[key], tuple(items)) for key, items in groups.items()]
    return sorted(actions, key=lambda a: a.key == "Pass")


ARSENAL = (("Attack:plib", None), ("Attack:claws", None), ("Attack:Gougers", dv.GOUGERS),
           ("Attack:bite", dv.LOCKJAW), ("Attack:lock", dv.LOCKJAW),
           (f"Attack:{dv.BONESPEAR}", dv.BONESPEAR), (f"Attack:{dv.ONCO}", dv.ONCO),
           ("Spray", dv.ACID_SPRAY), (f"Blast:{dv.BOOM}", dv.BOOM),
           (f"Blast:{dv.UP_DOWN}", dv.UP_DOWN))
"""Every weapon an attack die may use, in a fixed order, with the devourable it needs."""

Slot = tuple[str, str, "Action | None"]
"""(action key, label, the action when usable now, else None)."""


def attack_slots(actions: Sequence[Action], carried: Collection[str]) -> list[Slot]:
    """The buttons of an attack die in a fixed order: every weapon the bot carries (usable
    now or not, so a weapon that appears does not renumber the others), then the other
    actions, Pass last."""
    by_key = {action.key: action for action in actions}
    slots: list[Slot] = []
    for key, need in ARSENAL:
        if need is None or need in carried or key in by_key:
            weapon = key.split(":", 1)[-1]
            label = by_key[key].label if key in by_key else WEAPON_LABELS.get(weapon, weapon)
            if key == "Spray":
                label = ACTION_LABELS["Spray"]
            slots.append((key, label, by_key.get(key)))
    known = {key for key, _ in ARSENAL}
    slots += [(a.key, a.label, a) for a in actions if a.key not in known]
    return sorted(slots, key=lambda slot: slot[0] == "Pass")


def anchor(choice: Choice, origin: Hex, where: Callable[[int], Hex]) -> Hex | None:
    """The hex a choice points at (its target's hex, where it lands, or the next hex in its
    direction); None for choices that are not aimed."""
    target = getattr(choice, "target", None)
    if isinstance(target, int) and target >= 0:
        return where(target)
    at = getattr(choice, "at", None)
    if at is not None:
        return at
    direction = getattr(choice, "direction", None)
    if direction is not None:
        return neighbour(origin, direction)
    return getattr(choice, "to", None)


def candidates(action: Action, hovered: Hex, origin: Hex,
               where: Callable[[int], Hex]) -> list[Choice]:
    """The action's choices that pointing at ``hovered`` selects."""
    if action.by_direction:
        if hovered == origin:
            return []
        direction = nearest_direction(origin, hovered)
        return [c for c in action.choices if c.direction == direction]
    return [c for c in action.choices if anchor(c, origin, where) == hovered]


def describe(choice: Choice, names: Sequence[str], item_kind: Callable[[int], str]) -> str:
    """A short plain-English label for one choice."""
    key, label = action_key(choice)
    parts = [label]
    target = getattr(choice, "target", None)
    if isinstance(target, int) and target >= 0:
        parts.append(f"-> {names[target]}")
    for field_name in ("item", "first", "second"):
        uid = getattr(choice, field_name, None)
        if isinstance(uid, int) and uid >= 0:
            parts.append(item_kind(uid))
        elif uid == UNSEEN:
            parts.append("(a devourable you have not seen)")
    at = getattr(choice, "at", None) or getattr(choice, "to", None)
    if at is not None:
        parts.append(f"at {at.q},{at.r}")
    direction = getattr(choice, "direction", None)
    if direction is not None:
        parts.append(DIRECTION_NAMES[direction])
    distance = getattr(choice, "distance", None)
    if distance is not None:
        parts.append(f"{distance} hexes")
    expel = getattr(choice, "expel", None)
    if key == "HyperhealOrder":
        return f"Expel {names[expel]}'s onco-round" if expel is not None else "Heal 1 Meat"
    effect = getattr(choice, "effect", None)
    if effect is not None:
        return {"damage": "1 damage", "move": "Move -1", "defend": "Defend -1",
                "birp": "Prime a BiRP"}.get(effect, effect)
    after = getattr(choice, "after", None)
    if after is not None:
        return "Move after the others" if after else "Alternate as usual"
    return " ".join(parts)
