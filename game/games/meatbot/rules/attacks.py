"""Attack dice: what a d10 can be spent on, and what happens when it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import areas
from game.core.hexes import Hex, distance
from game.core.match import Choice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import (
    Attack,
    Blast,
    Pass,
    Puke,
    Spray,
    Swallow,
    WrenchFree,
)

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState

PLIB, CLAWS, BITE, LOCK = "plib", "claws", "bite", "lock"

# weapon -> (damage, needs item kind)
SINGLE_TARGET: dict[str, tuple[int, str | None]] = {
    PLIB: (1, None), CLAWS: (1, None), dv.GOUGERS: (3, dv.GOUGERS), BITE: (2, dv.LOCKJAW),
    LOCK: (1, dv.LOCKJAW), dv.BONESPEAR: (6, dv.BONESPEAR), dv.ONCO: (1, dv.ONCO),
}


def weapon_range(bot: Bot, weapon: str) -> int:
    """How far ``weapon`` reaches for this bot."""
    if weapon in (CLAWS, dv.GOUGERS):
        return bot.claw_reach()
    if weapon == PLIB:
        return dv.PLIB_RANGE
    if weapon in (BITE, LOCK):
        return 1
    return dv.DEVOURABLES[weapon].range


def usable(bot: Bot, weapon: str) -> bool:
    """True if the bot carries ``weapon`` and it has ammo."""
    need = SINGLE_TARGET[weapon][1] if weapon in SINGLE_TARGET else weapon
    return need is None or bot.loaded(need) is not None


def targets(state: MeatbotState, bot: Bot, reach: int) -> list[Bot]:
    """Other bots in the fight within ``reach`` that ``bot`` can see."""
    return within(visible_others(state, bot), reach)


def within(others: list[tuple[Bot, int]], reach: int) -> list[Bot]:
    """The bots of ``visible_others`` at most ``reach`` away."""
    return [t for t, away in others if away <= reach]


def visible_others(state: MeatbotState, bot: Bot) -> list[tuple[Bot, int]]:
    """Other bots in the fight that ``bot`` can see, with their distance, in seat order."""
    here = bot.hex
    found = []
    for t in state.bots:
        if t.standing and not t.ejected and t.seat != bot.seat:
            there = t.hex
            if state.sees(here, there):
                found.append((t, distance(here, there)))
    return found


def edible_near(state: MeatbotState, bot: Bot) -> list[int]:
    """Ids of torn-off items the bot can reach to eat (its hex, or 2 hexes with a Crane)."""
    if not state.floor:
        return []
    here = bot.hex
    if not bot.has(dv.CRANE):           # its own hex only, which it always sees
        return sorted([uid for uid, (_, h) in state.floor.items() if h == here])
    reach = dv.EAT_REACH_CRANE
    return sorted(uid for uid, (_, h) in state.floor.items()
                  if distance(here, h) <= reach and state.sees(here, h))


_PASS = Pass()
_SPRAYS = tuple(Spray(d) for d in range(6))
_ATTACKS: dict[tuple[str, int], Attack] = {}
_SEATS = 8
"""Seats with their attacks made ahead (the most bots a match has); others are made on use."""
_ATTACKS_ON: dict[str, tuple[Attack, ...]] = {
    weapon: tuple(Attack(weapon, seat) for seat in range(_SEATS)) for weapon in SINGLE_TARGET}
_CLAWED = (CLAWS, dv.GOUGERS)
_REACH: dict[str, int] = {PLIB: dv.PLIB_RANGE, BITE: 1, LOCK: 1,
                          dv.BONESPEAR: dv.DEVOURABLES[dv.BONESPEAR].range,
                          dv.ONCO: dv.DEVOURABLES[dv.ONCO].range}
"""Each single-target weapon's reach but the claws' (which a Crane lengthens)."""


def _attack(weapon: str, seat: int) -> Attack:
    """The (immutable, so shared) ``Attack`` with ``weapon`` on ``seat``."""
    if seat < _SEATS:
        return _ATTACKS_ON[weapon][seat]
    found = _ATTACKS.get((weapon, seat))
    if found is None:
        found = _ATTACKS[(weapon, seat)] = Attack(weapon, seat)
    return found


def _single_target_choices(state: MeatbotState, bot: Bot,
                           carried: dict[str, int]) -> list[Choice]:
    """Attacks with every usable single-target weapon on every bot in its range
    (``carried``: the bot's ``kind_counts``)."""
    others = visible_others(state, bot)
    if not others:
        return []
    choices: list[Choice] = []
    claws = dv.CRANE_RANGE if dv.CRANE in carried else dv.CLAW_RANGE
    weapons = _BARE_HANDED if _WEAPON_ITEMS.isdisjoint(carried) else _WEAPON_TABLE
    for weapon, need, reach in weapons:
        if need is not None and (need not in carried or bot.loaded(need) is None):
            continue
        locked = {b.b for b in state.bonds if b.kind == "lock" and b.a == bot.seat} \
            if weapon == LOCK and state.bonds else ()
        for target, away in others:
            if away <= (reach or claws) and target.seat not in locked:
                choices.append(_attack(weapon, target.seat))
    return choices


_WEAPON_TABLE: tuple[tuple[str, str | None, int], ...] = tuple(
    (weapon, need, 0 if weapon in _CLAWED else _REACH[weapon])
    for weapon, (_, need) in SINGLE_TARGET.items())
"""Each single-target weapon in ``SINGLE_TARGET``'s order with the item it needs and its
reach (0 for the claws, whose reach a Crane lengthens)."""
_BARE_HANDED = tuple(row for row in _WEAPON_TABLE if row[1] is None)
"""The rows of ``_WEAPON_TABLE`` that need no item (a bot carrying none of the others)."""
_WEAPON_ITEMS = frozenset(row[1] for row in _WEAPON_TABLE if row[1] is not None)


_PUKES: dict[int, Puke] = {}


def _puke(uid: int) -> Puke:
    """The (immutable, so shared) ``Puke`` of item ``uid``."""
    found = _PUKES.get(uid)
    if found is None:
        found = _PUKES[uid] = Puke(uid)
    return found


def blast_choices(state: MeatbotState, weapon: str, origin: Hex) -> tuple[Blast, ...]:
    """Every ``Blast`` a Boom Launcher at ``origin`` (or an Up Down anywhere) may fire."""
    key = ("blasts", weapon, origin if weapon == dv.BOOM else None)
    found = state.cache.get(key)
    if found is None:
        if weapon == dv.BOOM:
            hexes = [h for h in state.in_range(origin, dv.DEVOURABLES[dv.BOOM].range)
                     if h != origin]
        else:
            hexes = list(state.open_hexes)
        found = state.cache[key] = tuple([_blast(weapon, h) for h in hexes])
    return found


_BLASTS: dict[tuple[str, Hex], Blast] = {}


def _blast(weapon: str, at: Hex) -> Blast:
    """The (immutable, so shared by every arena) ``Blast`` of ``weapon`` at ``at``."""
    found = _BLASTS.get((weapon, at))
    if found is None:
        found = _BLASTS[(weapon, at)] = Blast(weapon, at)
    return found


def attack_choices(state: MeatbotState, bot: Bot) -> list[Choice]:
    """Everything one attack die could be spent on right now."""
    carried = bot.kind_counts()
    choices: list[Choice] = [_PASS]
    choices += _single_target_choices(state, bot, carried)
    if dv.ACID_SPRAY in carried:
        choices += _SPRAYS
    if dv.BOOM in carried and bot.loaded(dv.BOOM) is not None:
        choices += blast_choices(state, dv.BOOM, bot.hex)
    if dv.UP_DOWN in carried:
        choices += blast_choices(state, dv.UP_DOWN, bot.hex)
    choices += [_puke(item.uid) for item in bot.items]
    if dv.HYPERSNACK in carried:
        choices += [Swallow(uid) for uid in edible_near(state, bot)]
    if state.bonds and any(b.kind == "lock" and b.b == bot.seat for b in state.bonds):
        choices.append(WrenchFree())
    return choices


def resolve_attack(state: MeatbotState, bot: Bot, die: int, choice: Choice) -> None:
    """Carry out one attack die (legality was checked when the step began)."""
    if isinstance(choice, Pass):
        if not state.quiet:
            state.out.append(ev.DieLost(bot.seat, die, "passed"))
    elif isinstance(choice, Attack):
        _single(state, bot, die, choice)
    elif isinstance(choice, Blast) and choice.weapon == dv.UP_DOWN:
        bot.revealed.update(i.uid for i in bot.items if i.kind == dv.UP_DOWN)
        state.shells_next.append((bot.seat, choice.at))
        if not state.quiet:
            state.out.append(ev.ShellPlaced(bot.seat, die, choice.at))
    elif isinstance(choice, Blast):
        _boom(state, bot, die, choice.at)
    elif isinstance(choice, Spray):
        _spray(state, bot, die, choice.direction)
    elif isinstance(choice, Puke):
        fx.lose_item(state, bot.seat, choice.item, bot.hex, "puked")
    elif isinstance(choice, Swallow):
        _swallow(state, bot, die, choice.item)
    elif isinstance(choice, WrenchFree):
        _wrench(state, bot, die)


def _single(state: MeatbotState, bot: Bot, die: int, choice: Attack) -> None:
    damage, kind = SINGLE_TARGET[choice.weapon]
    target = state.bots[choice.target]
    if kind is not None:
        item = bot.loaded(kind)
        if item is None:
            state.out.append(ev.DieLost(bot.seat, die, f"the {kind} is empty"))
            return
        bot.revealed.add(item.uid)
        if item.ammo is not None:
            bot.spend(item)
    if die < target.defend:
        if not state.quiet:
            state.out.append(ev.AttackResolved(bot.seat, die, choice.weapon, target.seat,
                                               missed=(target.seat,),
                                               note=f"needed {target.defend}"
                                                    f"{_ammo_note(bot, kind)}"))
        return
    if not state.quiet:
        state.out.append(ev.AttackResolved(bot.seat, die, choice.weapon, target.seat,
                                           hits=((target.seat, damage),),
                                           note=_ammo_note(bot, kind).lstrip("; ")))
    fx.deal(state, target.seat, damage, bot.seat)
    weapon_side_effect(state, bot, target, choice.weapon)


def _ammo_note(bot: Bot, kind: str | None) -> str:
    """"; N shots left" for a limited weapon, else ""."""
    if kind is None or dv.DEVOURABLES[kind].ammo is None:
        return ""
    left = sum(i.ammo or 0 for i in bot.items if i.kind == kind)
    return f"; {left} {'spears' if kind == dv.BONESPEAR else 'rockets'} left"


def weapon_side_effect(state: MeatbotState, bot: Bot, target: Bot, weapon: str) -> None:
    """What a hit does beyond damage: knock-back, a Lock, a lodged onco-round."""
    if weapon == dv.BONESPEAR:
        fx.push(state, target.seat, fx.away(bot.hex, target.hex), 1)
    elif weapon == LOCK:
        state.bonds.append(fx.Bond("lock", bot.seat, target.seat))
        state.out.append(ev.LockFormed(bot.seat, target.seat))
    elif weapon == dv.ONCO:
        target.slugs.append(bot.seat)


def explode(state: MeatbotState, at: Hex, full: int, roll: int | None) -> ev.Hits:
    """Damage from an explosion on ``at``: ``full`` at ground zero, one less around it.

    With ``roll`` None (an Up Down shell) Defend is ignored. Otherwise ground zero takes one
    less when the roll is under its Defend, and the ring takes nothing.
    """
    hexes = areas.explosion(state.arena, at)
    hits = []
    for target in state.bots:
        if not target.active or target.hex not in hexes:
            continue
        beat = roll is None or roll >= target.defend
        amount = full if target.hex == at else full - 1
        if not beat:
            amount = amount - 1 if target.hex == at else 0
        if amount > 0:
            hits.append((target.seat, amount))
    return tuple(hits)


def _boom(state: MeatbotState, bot: Bot, die: int, at: Hex) -> None:
    item = bot.loaded(dv.BOOM)
    if item is None:
        state.out.append(ev.DieLost(bot.seat, die, "the Boom Launcher is empty"))
        return
    assert item.ammo is not None, "a Boom Launcher counts its rockets"
    bot.spend(item)
    bot.revealed.add(item.uid)
    hits = explode(state, at, dv.DEVOURABLES[dv.BOOM].damage, die)
    hexes = tuple(sorted(areas.explosion(state.arena, at)))
    state.out.append(ev.AttackResolved(bot.seat, die, dv.BOOM, at=at, hexes=hexes, hits=hits,
                                       note=f"{item.ammo - 1} rockets left"))
    for seat, amount in hits:
        fx.deal(state, seat, amount, bot.seat)


def area_hits(state: MeatbotState, hexes: frozenset[Hex] | tuple[Hex, ...], roll: int | None,
              damage: int) -> tuple[ev.Hits, tuple[int, ...]]:
    """Bots inside ``hexes`` hit (Defend at most ``roll``; None hits all) and those missed."""
    hits, missed = [], []
    for target in state.bots:
        if target.active and target.hex in hexes:
            if roll is None or roll >= target.defend:
                hits.append((target.seat, damage))
            else:
                missed.append(target.seat)
    return tuple(hits), tuple(missed)


def _spray(state: MeatbotState, bot: Bot, die: int, direction: int) -> None:
    bot.revealed.update(i.uid for i in bot.items if i.kind == dv.ACID_SPRAY)
    hexes = areas.cone(state.arena, bot.hex, direction)
    hits, missed = area_hits(state, hexes, die, dv.DEVOURABLES[dv.ACID_SPRAY].damage)
    state.out.append(ev.AttackResolved(bot.seat, die, dv.ACID_SPRAY, direction=direction,
                                       hexes=tuple(sorted(hexes)), hits=hits, missed=missed))
    for seat, amount in hits:
        fx.deal(state, seat, amount, bot.seat)


def _swallow(state: MeatbotState, bot: Bot, die: int, uid: int) -> None:
    entry = state.floor.get(uid)
    if entry is None:
        state.out.append(ev.DieLost(bot.seat, die, "the item is already gone"))
        return
    item, _ = entry
    if fx.swallow(state, bot.seat, item, "next round"):
        del state.floor[uid]
    else:
        state.out.append(ev.DieLost(bot.seat, die, f"no Stomachs free for the {item.kind}"))


def _wrench(state: MeatbotState, bot: Bot, die: int) -> None:
    if not any(b.kind == "lock" and b.b == bot.seat for b in state.bonds):
        state.out.append(ev.DieLost(bot.seat, die, "no Lock holds it any more"))
        return
    state.out.append(ev.AttackResolved(bot.seat, die, "wrench free", hits=((bot.seat, 6),)))
    fx.deal(state, bot.seat, 6, None)
    keep = []
    for bond in state.bonds:
        if bond.kind == "lock" and bond.b == bot.seat:
            state.out.append(ev.BondBroken(bond.a, bond.b, "lock", "wrenched free"))
        else:
            keep.append(bond)
    state.bonds = keep
