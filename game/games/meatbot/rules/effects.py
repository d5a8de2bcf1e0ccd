"""Things that happen to bots: damage, collapse, knock-back, bonds and lost devourables.

These helpers mutate a ``MeatbotState`` and append the matching events to ``state.out``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from game.core.hexes import Hex, direction_between, nearest_direction, neighbour, neighbours
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.bots import Bot, Item
from game.games.meatbot.rules.devourables import BASIC_MEAT, DEVOURABLES

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState


_AROUND: dict[Hex, frozenset[Hex]] = {}


def around(h: Hex) -> frozenset[Hex]:
    """The six hexes next to ``h`` (memoised: asked constantly in movement)."""
    found = _AROUND.get(h)
    if found is None:
        found = _AROUND[h] = frozenset(neighbours(h))
    return found


class Bond(NamedTuple):
    """A Lock (``a`` bites ``b``) or a Shotgun Wedding pin (``a`` pinned to bot ``b`` or to
    the wall at ``wall``)."""

    kind: str
    a: int
    b: int | None
    wall: Hex | None = None


def deal(state: MeatbotState, seat: int, amount: int, source: int | None) -> None:
    """Take ``amount`` Meat from a bot (collapse is checked later by ``settle``)."""
    bot = state.bots[seat]
    if amount <= 0 or not bot.active:
        return
    standing = bot.meat > 0
    bot.damage += amount
    if source is not None and source != seat:
        bot.last_hit_by = source
        state.stats[source].damage_dealt += amount
    state.stats[seat].damage_taken += amount
    if standing and bot.meat <= 0:
        note_fall(bot)
    if not state.quiet:
        state.out.append(ev.BotDamaged(seat, amount, bot.meat, source))


def note_fall(bot: Bot) -> None:
    """Remember who took ``bot`` to 0 Meat (the kill is theirs even if others pile on before
    the collapse): the bot whose damage did it, or for self-inflicted damage the last other
    bot that hurt it."""
    bot.felled_by = bot.last_hit_by


def settle(state: MeatbotState) -> None:
    """Collapse every bot at 0 Meat or below, all at the same moment."""
    for bot in state.bots:
        # Max Meat is never below the basic 20, so less damage than that cannot fell a bot.
        if bot.damage >= BASIC_MEAT and bot.standing and not bot.ejected and bot.meat <= 0:
            bot.standing = False
            by = bot.felled_by if bot.felled_by is not None else bot.last_hit_by
            if by is not None:
                state.stats[by].kills += 1
            state.out.append(ev.BotCollapsed(bot.seat, by))
            drop_bonds(state, bot.seat, "a bot collapsed")


def occupant(state: MeatbotState, h: Hex) -> Bot | None:
    """The bot in the fight standing on ``h``, if any."""
    for bot in state.bots:
        if bot.hex == h and bot.active:
            return bot
    return None


def occupied(state: MeatbotState) -> set[Hex]:
    """Hexes with a bot in the fight on them."""
    return {bot.hex for bot in state.bots if bot.standing and not bot.ejected}


# -- bonds ---------------------------------------------------------------------------------

def partners(state: MeatbotState, seat: int) -> list[int]:
    """Bots joined to ``seat`` by a Lock or a bot-to-bot pin."""
    found: list[int] = []
    if not state.bonds:
        return found
    for bond in state.bonds:
        if bond.b is None:
            continue
        if bond.a == seat:
            found.append(bond.b)
        elif bond.b == seat:
            found.append(bond.a)
    return found


def wall_pinned(state: MeatbotState, seat: int) -> bool:
    """True if ``seat`` is nailed to a wall."""
    return bool(state.bonds) and any(b.kind == "pin" and b.a == seat and b.b is None
                                     for b in state.bonds)


def drop_bonds(state: MeatbotState, seat: int, reason: str, kind: str | None = None,
               only_as_biter: bool = False) -> None:
    """End bonds involving ``seat`` (optionally only of ``kind``, or only Locks it holds)."""
    keep = []
    for bond in state.bonds:
        involved = bond.a == seat or (bond.b == seat and not only_as_biter)
        if involved and (kind is None or bond.kind == kind):
            state.out.append(ev.BondBroken(bond.a, bond.b, bond.kind, reason))
        else:
            keep.append(bond)
    state.bonds = keep


def can_shift(state: MeatbotState, seat: int, to: Hex, moving: frozenset[int]) -> bool:
    """True if ``seat`` may be shoved onto ``to``: open, free (bots in ``moving`` aside), not
    nailed to a wall, and still next to every partner that is not moving with it."""
    if not state.arena.is_open(to) or wall_pinned(state, seat):
        return False
    other = occupant(state, to)
    if other is not None and other.seat not in moving:
        return False
    near = around(to)
    return all(p in moving or state.bots[p].hex in near for p in partners(state, seat))


def away(attacker: Hex, target: Hex) -> int:
    """The direction from ``attacker`` straight through ``target`` (nearest axis if off-line)."""
    line_dir = direction_between(attacker, target)
    return line_dir if line_dir is not None else nearest_direction(attacker, target)


def push(state: MeatbotState, seat: int, direction: int, steps: int) -> None:
    """Knock a bot up to ``steps`` hexes; it stops at walls, bots and its bonds."""
    bot = state.bots[seat]
    path = [bot.hex]
    blocked = ""
    for _ in range(steps):
        nxt = neighbour(path[-1], direction)
        if can_shift(state, seat, nxt, frozenset({seat})):
            bot.hex = nxt
            path.append(nxt)
            continue
        blocked = blocker_name(state, nxt, seat)
        break
    state.out.append(ev.BotKnockedBack(seat, tuple(path), blocked))


def blocker_name(state: MeatbotState, h: Hex, seat: int) -> str:
    """A few words on why ``seat`` cannot be shoved onto ``h``."""
    if not state.arena.is_open(h):
        return "a wall"
    other = occupant(state, h)
    if other is not None:
        return other.name
    return "a pin" if wall_pinned(state, seat) else "a lock"


# -- devourables ---------------------------------------------------------------------------

def lose_item(state: MeatbotState, seat: int, uid: int, at: Hex | None, how: str,
              by: int | None = None) -> Item | None:
    """Take working item ``uid`` off a bot; it lies on ``at`` (None: the caller keeps it)."""
    bot = state.bots[seat]
    item = bot.item(uid)
    if item is None:
        return None
    standing = bot.meat > 0
    bot.items.remove(item)
    bot.items_changed()
    bot.revealed.add(uid)
    if standing and bot.meat <= 0:     # an Extra Meat torn off can finish a bot
        if by is not None and by != seat:
            bot.last_hit_by = by
        note_fall(bot)
    if at is not None:
        state.floor[uid] = (item, at)
    state.out.append(ev.DevourableDropped(seat, uid, item.kind, at, how, by))
    return item


def swallow(state: MeatbotState, seat: int, item: Item, ready: str) -> bool:
    """Put ``item`` in a bot's stomach if it fits; ``ready``: "next round" or "next match"."""
    bot = state.bots[seat]
    if bot.stomachs_free < DEVOURABLES[item.kind].stomachs:
        return False
    (bot.arriving if ready == "next round" else bot.digesting).append(item)
    bot.revealed.add(item.uid)
    state.out.append(ev.DevourableEaten(seat, item.uid, item.kind, ready))
    return True


# -- grandstand helpers ---------------------------------------------------------------

def announce(state: MeatbotState, bot: Bot, action: str, target: Bot | None,
             damage: int = 0, **extra: Any) -> None:
    """Log a grandstand and deal its damage to ``target``."""
    hits = ((target.seat, damage),) if target is not None and damage else ()
    seat = target.seat if target is not None else None
    state.out.append(ev.AttackResolved(bot.seat, 12, action, seat, hits=hits, **extra))
    if target is not None and damage:
        deal(state, target.seat, damage, bot.seat)


def slow(state: MeatbotState, bot: Bot, amount: int, next_round: bool = False) -> None:
    """Lower a bot's Move for this Movement phase (or next round's)."""
    if next_round:
        bot.move_drop_next += amount
    else:
        bot.move_drop += amount
    when = "next round" if next_round else "this round"
    state.out.append(ev.StatLowered(bot.seat, "Move", amount, when))
