"""The four advanced maneuvers: Clusterbang, Master Munch, Lawyer Noise, Fat City Sumo Ride."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import areas
from game.core.hexes import neighbour
from game.core.match import Choice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.attacks import (
    area_hits,
    explode,
    visible_others,
    weapon_side_effect,
    within,
)
from game.games.meatbot.rules.bots import Bot, Item
from game.games.meatbot.rules.choices import Clusterbang, LawyerNoise, MasterMunch, SumoRide
from game.games.meatbot.rules.item_ids import UNSEEN, named_items, unseen_item

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState

LAWYER_DAMAGE, LAWYER_FLING, LAWYER_SECOND = 8, 6, 2
SUMO_SHOVE, SUMO_SLOW = 2, 2
CLUSTER_KINDS = tuple(k for k, d in dv.DEVOURABLES.items() if d.standard_attack)


def _cluster_items(bot: Bot) -> list[Item]:
    """Loaded standard-attack devourables (at most two of a kind), in id order."""
    found: list[Item] = []
    for kind in CLUSTER_KINDS:
        loaded = [i for i in bot.items if i.kind == kind and (i.ammo is None or i.ammo > 0)]
        found += loaded[:2]
    return sorted(found)


def cluster_range(bot: Bot, kind: str) -> int:
    """A weapon's reach in a Clusterbang (Gougers stretch with a Crane)."""
    return bot.claw_reach() if kind == dv.GOUGERS else dv.DEVOURABLES[kind].range


def maneuver_choices(state: MeatbotState, bot: Bot,
                     others: list[tuple[Bot, int]] | None = None) -> list[Choice]:
    """Every advanced maneuver the bot has the kit and range for (``others``: the bot's
    ``visible_others`` if the caller has them already)."""
    if others is None:
        others = visible_others(state, bot)
    choices: list[Choice] = []
    items = _cluster_items(bot)
    for i, first in enumerate(items):
        for second in items[i + 1:]:
            reach = min(cluster_range(bot, first.kind), cluster_range(bot, second.kind))
            choices += [Clusterbang(first.uid, second.uid, t.seat)
                        for t in within(others, reach)]
    adjacent = within(others, 1)
    if bot.has(dv.HYPERSNACK) and bot.has(dv.LOCKJAW):
        choices += [MasterMunch(t.seat, uid) for t in adjacent
                    for uid in named_items(state, bot.seat, t)]
    if bot.has(dv.GOUGERS) and bot.has(dv.BONESPEAR):
        choices += [LawyerNoise(t.seat, d, n) for t in adjacent for d in range(6)
                    for n in range(1, LAWYER_FLING + 1)]
    if bot.has(dv.ELME) and bot.has(dv.EXTRA_MEAT):
        choices += [SumoRide(t.seat, d) for t in adjacent for d in range(6)]
    return choices


def resolve_maneuver(state: MeatbotState, bot: Bot, choice: Choice) -> None:
    """Carry out an advanced maneuver."""
    if isinstance(choice, Clusterbang):
        _clusterbang(state, bot, choice)
    elif isinstance(choice, MasterMunch):
        _munch(state, bot, choice)
    elif isinstance(choice, LawyerNoise):
        _lawyer(state, bot, choice)
    elif isinstance(choice, SumoRide):
        _sumo(state, bot, choice)


def _clusterbang(state: MeatbotState, bot: Bot, choice: Clusterbang) -> None:
    target = state.bots[choice.target]
    parts = [bot.item(choice.first), bot.item(choice.second)]
    fused = [p for p in parts if p is not None and p.ammo != 0]
    if len(fused) < 2:
        state.out.append(ev.DieLost(bot.seat, 12, "a fused weapon is gone or empty"))
        return
    for item in fused:
        if item.ammo is not None:
            bot.spend(item)
        bot.revealed.add(item.uid)
    kinds = [item.kind for item in fused]
    damage = sum(dv.DEVOURABLES[k].damage for k in kinds)
    hits = ((target.seat, damage), *_cluster_splash(state, bot, target, kinds))
    state.out.append(ev.AttackResolved(bot.seat, 12, "a Clusterbang", target.seat,
                                       at=target.hex, hits=hits, note=" + ".join(kinds)))
    for seat, amount in hits:
        fx.deal(state, seat, amount, bot.seat)
    for kind in kinds:
        weapon_side_effect(state, bot, target, kind)


def _cluster_splash(state: MeatbotState, bot: Bot, target: Bot,
                    kinds: list[str]) -> list[tuple[int, int]]:
    """Damage the area parts of a Clusterbang do to bots other than the target."""
    extra: dict[int, int] = {}
    if dv.BOOM in kinds:
        for seat, amount in explode(state, target.hex, dv.DEVOURABLES[dv.BOOM].damage, 12):
            if seat != target.seat:
                extra[seat] = extra.get(seat, 0) + amount
    if dv.ACID_SPRAY in kinds:
        direction = fx.away(bot.hex, target.hex)
        cone = areas.cone(state.arena, bot.hex, direction)
        hits, _ = area_hits(state, cone, 12, dv.DEVOURABLES[dv.ACID_SPRAY].damage)
        for seat, amount in hits:
            if seat != target.seat:
                extra[seat] = extra.get(seat, 0) + amount
    return sorted(extra.items())


def _munch(state: MeatbotState, bot: Bot, choice: MasterMunch) -> None:
    target = state.bots[choice.target]
    fx.announce(state, bot, "a Master Munch", target)
    uid = unseen_item(state, target) if choice.item == UNSEEN else choice.item
    item = None if uid is None else fx.lose_item(state, target.seat, uid, None, "munched",
                                                 bot.seat)
    if uid is None:
        state.out.append(ev.DieLost(bot.seat, 12, "no devourable left that nobody has seen"))
    elif item is None:
        state.out.append(ev.DieLost(bot.seat, 12, "that devourable is already gone"))
    elif not fx.swallow(state, bot.seat, item, "next round"):
        state.floor[item.uid] = (item, bot.hex)
        state.out.append(ev.DevourableDropped(bot.seat, item.uid, item.kind, bot.hex,
                                              "dropped for lack of Stomachs"))


def _lawyer(state: MeatbotState, bot: Bot, choice: LawyerNoise) -> None:
    target = state.bots[choice.target]
    fx.announce(state, bot, "a Lawyer Noise", target, LAWYER_DAMAGE, direction=choice.direction)
    path, struck = [target.hex], None
    for _ in range(choice.distance):
        nxt = neighbour(path[-1], choice.direction)
        struck = fx.occupant(state, nxt)
        if struck is not None or not fx.can_shift(state, target.seat, nxt,
                                                  frozenset({target.seat})):
            break
        target.hex = nxt
        path.append(nxt)
    blocked = fx.blocker_name(state, neighbour(path[-1], choice.direction), target.seat) \
        if len(path) <= choice.distance else ""
    state.out.append(ev.BotKnockedBack(target.seat, tuple(path), blocked))
    if struck is not None:
        damage = LAWYER_SECOND + target.count(dv.EXTRA_MEAT)
        state.out.append(ev.AttackResolved(bot.seat, 12, "a flung bot", struck.seat,
                                           hits=((struck.seat, damage),)))
        fx.deal(state, struck.seat, damage, bot.seat)
        fx.push(state, struck.seat, choice.direction, 1)


def _sumo(state: MeatbotState, bot: Bot, choice: SumoRide) -> None:
    target = state.bots[choice.target]
    fx.announce(state, bot, "a Fat City Sumo Ride", target, bot.count(dv.EXTRA_MEAT),
             direction=choice.direction)
    both = frozenset({bot.seat, target.seat})
    paths = {bot.seat: [bot.hex], target.seat: [target.hex]}
    for _ in range(SUMO_SHOVE):
        moves = {s: neighbour(state.bots[s].hex, choice.direction) for s in both}
        if not all(fx.can_shift(state, s, h, both) for s, h in moves.items()):
            break
        for s, h in moves.items():
            state.bots[s].hex = h
            paths[s].append(h)
    for seat in sorted(both):
        state.out.append(ev.BotKnockedBack(seat, tuple(paths[seat])))
        fx.slow(state, state.bots[seat], SUMO_SLOW)
