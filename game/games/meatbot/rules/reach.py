"""Who could hit whom this round: each bot's weapons from where it stands and from every hex
its Move could take it to, worked out from one seat's public view only.

Only what the view shows is used (a hidden build's unrevealed devourables, an opponent's
unrevealed dice and onco losses stay unknown), so the answer never leaks a secret: an
opponent's reach is what the rules let everyone know, its Move the most its known build
could roll. Walls block sight and bots block movement, as in the rules (rulings 4 and 6).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core import areas
from game.core.arena import Arena
from game.core.hexes import Hex, distance, line, neighbours
from game.games.meatbot.rules import devourables as dv

ANYWHERE = 10_000
"""The range of a weapon that reaches any hex (the Up Down's shell)."""


@dataclass(frozen=True, slots=True)
class Weapon:
    """One way a bot can hurt another with an attack die: ``shape`` is "single" (one bot in
    range and sight), "blast" (an explosion aimed at a hex in range and sight), "cone" or
    "shell" (an Up Down shell: any hex, landing next round)."""

    key: str
    label: str
    range: int
    shape: str = "single"


@dataclass(frozen=True, slots=True)
class WeaponReach:
    """The bots (by seat) one weapon reaches now, and from some hex the Move could reach."""

    weapon: Weapon
    now: frozenset[int]
    after_move: frozenset[int]


@dataclass(frozen=True, slots=True)
class Reach:
    """One bot's reach: where it stands, how far it might move, the hexes that Move could
    reach (``walk``, its own hex included), the open hexes its longest weapon covers in
    sight from here (``sight``), each weapon's targets, and for every bot it cannot see the
    wall that blocks the line (``blocked``)."""

    seat: int
    here: Hex
    move: int
    walk: frozenset[Hex]
    sight: frozenset[Hex]
    weapons: tuple[WeaponReach, ...]
    blocked: tuple[tuple[int, Hex], ...]

    def hits_now(self, target: int) -> tuple[str, ...]:
        """The labels of the weapons that reach ``target`` from where the bot stands."""
        return tuple(w.weapon.label for w in self.weapons if target in w.now)

    def hits_after_move(self, target: int) -> tuple[str, ...]:
        """The labels of the weapons that reach ``target`` only after moving."""
        return tuple(w.weapon.label for w in self.weapons
                     if target in w.after_move and target not in w.now)

    def wall_between(self, target: int) -> Hex | None:
        """The wall blocking the line to ``target`` (None: the bot sees it)."""
        return dict(self.blocked).get(target)


def known_weapons(bot: Any) -> tuple[Weapon, ...]:
    """The weapons a view's bot is known to carry, loaded: the Plib Gun and claws always,
    then its known devourables (a weapon with no ammo left is left out)."""
    kinds = {kind for _, kind, ammo in bot.devourables if ammo is None or ammo > 0}
    claws = dv.CRANE_RANGE if dv.CRANE in kinds else dv.CLAW_RANGE
    found = [Weapon("plib", "Plib", dv.PLIB_RANGE), Weapon("claws", "Claws", claws)]
    table = ((dv.GOUGERS, "Gougers", claws, "single"), (dv.LOCKJAW, "Bite", 1, "single"),
             (dv.BONESPEAR, "Bonespear", dv.DEVOURABLES[dv.BONESPEAR].range, "single"),
             (dv.ONCO, "Onco", dv.DEVOURABLES[dv.ONCO].range, "single"),
             (dv.BOOM, "Boom", dv.DEVOURABLES[dv.BOOM].range, "blast"),
             (dv.ACID_SPRAY, "Acid", areas.CONE_DEPTH, "cone"),
             (dv.UP_DOWN, "Up Down", ANYWHERE, "shell"))
    found += [Weapon(kind, label, reach, shape) for kind, label, reach, shape in table
              if kind in kinds]
    return tuple(found)


def public_move(bot: Any, massacre: int | None = None) -> int:
    """The most hexes a view's bot could move this round as everyone may know it: base Move
    from its known build plus 4 for every d4 it may pick (its dice once revealed)."""
    kinds = [kind for _, kind, _ in bot.devourables]
    base = dv.BASIC_MOVE + kinds.count(dv.ELME)
    if bot.dice is not None:
        reach: int = base + sum(bot.dice[0])
        return reach
    dice = bot.massacre if massacre is None else massacre
    d4 = dice if dv.ENDURANCE in kinds else min(dice, base)
    return base + 4 * d4


def blocking_wall(arena: Arena, a: Hex, b: Hex) -> Hex | None:
    """The hex nearest ``a`` that blocks the line from ``a`` to ``b`` (None if they see
    each other): the reason a target is out of sight."""
    if areas.visible(arena, a, b):
        return None
    first, last = (a, b) if a <= b else (b, a)
    blockers = [h for h in line(first, last, 1)[1:-1] if arena.blocks_sight(h)]
    return min(blockers, key=lambda h: distance(a, h)) if blockers else None


def reach_of(arena: Arena, view: Any, seat: int, move: int | None = None) -> Reach:
    """The reach of ``seat``'s bot in ``view`` (``move``: the most hexes it may move; by
    default what ``public_move`` allows). Other bots in the fight are the targets."""
    bots = {b.seat: b for b in view.bots}
    me = bots[seat]
    others = [b for b in view.bots if b.seat != seat and b.standing and not b.ejected]
    steps = public_move(me) if move is None else max(0, move)
    walk = frozenset(areas.reach(arena, me.hex, steps, {b.hex for b in others}))
    weapons = known_weapons(me)
    longest = max((w.range for w in weapons if w.shape != "shell"), default=0)
    sight = areas.hexes_in_range(arena, me.hex, longest)
    reaches = tuple(WeaponReach(w, _targets(arena, w, (me.hex,), others),
                                _targets(arena, w, sorted(walk), others)) for w in weapons)
    blocked = tuple((b.seat, wall) for b in others
                    if (wall := blocking_wall(arena, me.hex, b.hex)) is not None)
    return Reach(seat, me.hex, steps, walk, sight, reaches, blocked)


def threats_to(arena: Arena, view: Any, seat: int) -> dict[int, tuple[str, ...]]:
    """For every other bot in the fight whose weapons reach ``seat`` from where it stands
    now, those weapons' labels (by that bot's seat)."""
    target = next(b.hex for b in view.bots if b.seat == seat)
    found = {}
    for bot in view.bots:
        if bot.seat == seat or not bot.standing or bot.ejected:
            continue
        labels = tuple(w.label for w in known_weapons(bot)
                       if _reaches(arena, w, bot.hex, target))
        if labels:
            found[bot.seat] = labels
    return found


def _targets(arena: Arena, weapon: Weapon, origins: Iterable[Hex],
             others: list[Any]) -> frozenset[int]:
    """The seats of ``others`` that ``weapon`` reaches from any of ``origins``."""
    left = {b.seat: b.hex for b in others}
    hit: set[int] = set()
    for origin in origins:
        for target, there in list(left.items()):
            if _reaches(arena, weapon, origin, there):
                hit.add(target)
                del left[target]
        if not left:
            break
    return frozenset(hit)


def _reaches(arena: Arena, weapon: Weapon, origin: Hex, target: Hex) -> bool:
    """True if ``weapon`` fired from ``origin`` could hit a bot on ``target``."""
    if weapon.shape == "shell":
        return True
    away = distance(origin, target)
    if weapon.shape == "cone":
        return away <= weapon.range and any(target in areas.cone(arena, origin, d)
                                            for d in range(6))
    if weapon.shape == "blast":
        if away > weapon.range + 1:
            return False
        aims = [h for h in (target, *neighbours(target)) if h != origin
                and arena.is_open(h) and distance(origin, h) <= weapon.range]
        return any(areas.visible(arena, origin, h) for h in aims)
    return 0 < away <= weapon.range and areas.visible(arena, origin, target)
