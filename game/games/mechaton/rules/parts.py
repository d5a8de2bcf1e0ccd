"""Mech builds: attachments, the dice they are worth, army sizes and points per.

A part is a short code: ``move`` (a green d6), ``spot`` (yellow), ``defence`` (blue), or a
weapon named by its range band(s): ``hth``, ``direct``, ``artillery`` (2 red d6 there) or,
with the split-weapon option, two bands joined by ``/`` such as ``hth/direct`` (1 red d6 at
each). Bands are ``hth`` (hand to hand), ``direct`` (direct fire) and ``artillery``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

BANDS = ("hth", "direct", "artillery")
SUPPORT_PARTS = ("move", "spot", "defence")
MAX_ATTACHMENTS = 4
MAX_PER_SUPPORT = 2
MAX_RED_D6 = 2
WHITE_DICE = 2

LABEL_LIMIT = 24
CATALOGUE: dict[str, tuple[str, ...]] = {
    "move": ("legs", "jumpjets", "wings", "wheels", "tracks", "swim fins"),
    "spot": ("radar", "spotlights", "radio", "laser pointer", "night scope"),
    "defence": ("armour plates", "shield", "camouflage", "stealth skin", "ECM pod"),
    "hth": ("chainsaw", "ripsaw", "crane arm", "flamethrower", "power fist"),
    "direct": ("assault rifle", "chaingun", "laser blaster", "rocket pods"),
    "artillery": ("cannon", "mortar", "missile rack"),
    "hth/direct": ("submachinegun", "shotgun"),
    "direct/artillery": ("sniper rifle", "railgun"),
    "hth/artillery": ("grenade launcher",),
}
"""Named parts a builder may pick per part code (the first is the default); any name of
1-24 characters is accepted, these are suggestions (and what the mech sprites know)."""

SIZES = {2: (3, 4, 8), 3: (2, 3, 6), 4: (1, 2, 4), 5: (1, 2, 4)}
"""Players -> (stations, fewest mechs, most mechs) in one army."""


def weapon_parts(split: bool) -> tuple[str, ...]:
    """Every weapon code: one band each, plus the two-band ones with the split option."""
    single = BANDS
    if not split:
        return single
    pairs = tuple(f"{a}/{b}" for i, a in enumerate(BANDS) for b in BANDS[i + 1:])
    return single + pairs


def all_parts(split: bool) -> tuple[str, ...]:
    """Every part code a build may use under the options."""
    return SUPPORT_PARTS + weapon_parts(split)


def weapon_bands(part: str) -> tuple[str, ...]:
    """The bands a weapon code covers (empty for a support part)."""
    if part in SUPPORT_PARTS:
        return ()
    return tuple(part.split("/"))


@dataclass(frozen=True, slots=True)
class RedDice:
    """The red dice a set of weapons rolls at one band: d6s and d8s."""

    d6: int = 0
    d8: int = 0


def red_dice(parts: Sequence[str], double: bool) -> tuple[dict[str, RedDice], list[str]]:
    """Red dice per band for these parts, and why they break the weapon rules (if they do).

    A single-band weapon is worth 2 red d6 at its band, a split one 1 at each of its two.
    No band may hold more than 2 red d6; with the second-weapon option, one weapon at a
    band may be a red d8 there instead (the one that leaves the most d6). The order of the
    parts never matters.
    """
    dice: dict[str, RedDice] = {}
    problems: list[str] = []
    for band in BANDS:
        worths = [2 if len(weapon_bands(p)) == 1 else 1 for p in parts
                  if band in weapon_bands(p)]
        total = sum(worths)
        if total <= MAX_RED_D6:
            dice[band] = RedDice(total, 0)
            continue
        left = [total - w for w in worths if total - w <= MAX_RED_D6]
        if double and left:
            dice[band] = RedDice(max(left), 1)
        else:
            dice[band] = RedDice(MAX_RED_D6, 0)
            problems.append(f"too many weapons at {band} range (at most 2 red d6"
                            f"{', plus one weapon as a red d8' if double else ''})")
    return dice, problems


def part_problems(parts: Sequence[str], split: bool, double: bool) -> list[str]:
    """Why a mech's attachments break the building rules (empty when they are fine)."""
    known = all_parts(split)
    found = [f"unknown part {p!r} (known: {', '.join(known)})" for p in parts if p not in known]
    if found:
        return found
    if len(parts) > MAX_ATTACHMENTS:
        found.append(f"{len(parts)} attachments; a mech has at most {MAX_ATTACHMENTS}")
    for kind in SUPPORT_PARTS:
        if parts.count(kind) > MAX_PER_SUPPORT:
            found.append(f"{parts.count(kind)} {kind} attachments; at most {MAX_PER_SUPPORT}")
    found += red_dice(parts, double)[1]
    return found


def label_problems(parts: Sequence[str], labels: Sequence[str]) -> list[str]:
    """Why the part names do not fit the parts (none, or one 1-24 character name each)."""
    if not labels:
        return []
    if len(labels) != len(parts):
        return [f"{len(labels)} part names for {len(parts)} parts"]
    if not all(isinstance(x, str) and 0 < len(x.strip()) <= LABEL_LIMIT for x in labels):
        return [f"part names have 1-{LABEL_LIMIT} characters"]
    return []


def labelled(parts: Sequence[str], labels: Sequence[str]) -> list[str]:
    """The part names to use: the given ones, or each part's default name."""
    if labels:
        return [x.strip() for x in labels]
    return [CATALOGUE.get(p, (p,))[0] for p in parts]


def initiative_dice(attachments_built: int) -> int:
    """One d10, plus one for every attachment slot left empty."""
    return 1 + MAX_ATTACHMENTS - attachments_built


def has_long_weapon(parts: Sequence[str]) -> bool:
    """True if any weapon reaches direct fire or artillery range (no green d8 then)."""
    return any(_reaches_far(p) for p in parts)


@functools.cache
def _reaches_far(part: str) -> bool:
    """True if a part is a weapon reaching direct fire or artillery range (worked out once
    per part code: every view asks it of every mech)."""
    return any(band in ("direct", "artillery") for band in weapon_bands(part))


@dataclass(frozen=True, slots=True)
class MechBuild:
    """One mech as built: its name, attachment codes, 1-shot rockets and (optionally) the
    name of each attachment ("jumpjets", "ECM pod"), in the order of ``parts``."""

    name: str
    parts: tuple[str, ...]
    rockets: int = 0
    labels: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ArmyBuild:
    """One player's army: the mechs (stations are counted from the player count)."""

    mechs: tuple[MechBuild, ...]

    @property
    def attachments(self) -> int:
        """Attachments over every mech."""
        return sum(len(m.parts) for m in self.mechs)

    @property
    def rockets(self) -> int:
        """1-shot rockets over every mech."""
        return sum(m.rockets for m in self.mechs)


def points_per(armies: Sequence[ArmyBuild]) -> tuple[int, ...]:
    """Each army's points per asset: 5, one down for most mechs and for most attachments,
    one up for fewest mechs and for fewest attachments (ties bump everybody tied)."""
    mechs = [len(a.mechs) for a in armies]
    parts = [a.attachments for a in armies]
    result = []
    for m, p in zip(mechs, parts, strict=True):
        value = 5
        value -= (m == max(mechs)) + (p == max(parts))
        value += (m == min(mechs)) + (p == min(parts))
        result.append(value)
    return tuple(result)
