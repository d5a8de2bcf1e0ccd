"""Grandstands: what a natural 12 can do, and what happens when it does.

A grandstand ignores Defend. The four advanced maneuvers live in ``maneuvers``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import areas
from game.core.hexes import Hex, neighbour, neighbours
from game.core.match import Choice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import maneuvers as mv
from game.games.meatbot.rules.attacks import area_hits, visible_others, within
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import (
    AcidStream,
    BiRP,
    Clusterbang,
    Hurl,
    LawyerNoise,
    MasterMunch,
    OrganPeel,
    Pass,
    ShotgunWedding,
    SumoRide,
    Tackle,
    Trip,
)
from game.games.meatbot.rules.item_ids import UNSEEN, hidden_from, named_items, unseen_item

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState

TRIP_DAMAGE, TRIP_SLOW = 2, 2
TACKLE_DAMAGE, TACKLE_SLOW = 3, 3
STREAM_DAMAGE, STREAM_DEFEND = 2, 3
WEDDING_DAMAGE, WEDDING_SECOND = 6, 3
HURL_DAMAGE, HURL_DISTANCE, HURL_SLOW = 3, 2, 2


def grandstand_choices(state: MeatbotState, bot: Bot) -> list[Choice]:
    """Every grandstand move the bot has the kit and range for right now."""
    choices: list[Choice] = [Pass()]
    others = visible_others(state, bot)
    reach = within(others, bot.claw_reach())
    choices += [Trip(t.seat) for t in reach]
    choices += [Tackle(t.seat) for t in within(others, 1)]
    if bot.has(dv.ACID_SPRAY):
        choices += [AcidStream(d) for d in range(6)]
    if bot.loaded(dv.BONESPEAR) is not None:
        choices += [ShotgunWedding(t.seat) for t in within(others, 6)
                    if wedding_backstop(state, bot, t) is not None]
    if bot.loaded(dv.BOOM) is not None:
        choices += [Hurl(t.seat) for t in within(others, dv.DEVOURABLES[dv.BOOM].range)]
    if bot.has(dv.GOUGERS):
        choices += [OrganPeel(t.seat, uid, h) for t in reach
                    for uid in named_items(state, bot.seat, t) for h in drop_hexes(state, t)]
    choices += _birp_choices(state, bot)
    choices += mv.maneuver_choices(state, bot, others)
    return choices


def drop_hexes(state: MeatbotState, bot: Bot) -> list[Hex]:
    """Open hexes next to ``bot`` where a torn-off item may land."""
    return [h for h in neighbours(bot.hex) if state.arena.is_open(h)]


def wedding_backstop(state: MeatbotState, bot: Bot, target: Bot) -> tuple[str, Hex] | None:
    """("wall", hex) or ("bot", hex) behind the target, seen from ``bot``; else None."""
    behind = neighbour(target.hex, fx.away(bot.hex, target.hex))
    if not state.arena.is_open(behind):
        return ("wall", behind)
    if fx.occupant(state, behind) is not None:
        return ("bot", behind)
    return None


def _birp_choices(state: MeatbotState, bot: Bot) -> list[Choice]:
    choices: list[Choice] = []
    for (owner, seat), count in state.birp.items():
        target = state.bots[seat]
        if owner != bot.seat or count <= 0 or not target.active:
            continue
        if hidden_from(state, bot.seat, target):  # an empty bot must not show as one
            landings: list[Hex | None] = [*drop_hexes(state, target)] or [None]
            choices += [BiRP(seat, uid, h) for uid in named_items(state, bot.seat, target)
                        for h in landings]
            continue
        if not target.items:
            choices.append(BiRP(seat))
        choices += [BiRP(seat, item.uid, h) for item in target.items
                    for h in drop_hexes(state, target)]
    return choices


def resolve_grandstand(state: MeatbotState, bot: Bot, choice: Choice) -> None:
    """Carry out one successful grandstand."""
    if isinstance(choice, Pass):
        state.out.append(ev.DieLost(bot.seat, 12, "passed"))
        return
    state.stats[bot.seat].grandstands += 1
    if isinstance(choice, Trip | Tackle):
        _trip_or_tackle(state, bot, choice)
    elif isinstance(choice, AcidStream):
        _stream(state, bot, choice.direction)
    elif isinstance(choice, ShotgunWedding):
        _wedding(state, bot, state.bots[choice.target])
    elif isinstance(choice, Hurl):
        _hurl(state, bot, state.bots[choice.target])
    elif isinstance(choice, OrganPeel):
        _peel(state, bot, choice)
    elif isinstance(choice, BiRP):
        _birp(state, bot, choice)
    elif isinstance(choice, Clusterbang | MasterMunch | LawyerNoise | SumoRide):
        mv.resolve_maneuver(state, bot, choice)


def _trip_or_tackle(state: MeatbotState, bot: Bot, choice: Trip | Tackle) -> None:
    target = state.bots[choice.target]
    if isinstance(choice, Trip):
        fx.announce(state, bot, "a trip", target, TRIP_DAMAGE)
        fx.slow(state, target, TRIP_SLOW)
        return
    fx.announce(state, bot, "a tackle", target, TACKLE_DAMAGE)
    fx.slow(state, target, TACKLE_SLOW, next_round=True)
    fx.slow(state, bot, TACKLE_SLOW, next_round=True)


def _stream(state: MeatbotState, bot: Bot, direction: int) -> None:
    hexes = areas.ray(state.arena, bot.hex, direction)
    hits, _ = area_hits(state, hexes, None, STREAM_DAMAGE)
    state.out.append(ev.AttackResolved(bot.seat, 12, "Acid Stream", direction=direction,
                                       hexes=hexes, hits=hits))
    for seat, amount in hits:
        fx.deal(state, seat, amount, bot.seat)
        state.bots[seat].defend_drop += STREAM_DEFEND
        state.out.append(ev.StatLowered(seat, "Defend", STREAM_DEFEND, "this round"))


def _wedding(state: MeatbotState, bot: Bot, target: Bot) -> None:
    backstop = wedding_backstop(state, bot, target)
    item = bot.loaded(dv.BONESPEAR)
    if backstop is None or item is None:
        state.out.append(ev.DieLost(bot.seat, 12, "no backstop or no spear left"))
        return
    bot.spend(item)
    bot.revealed.add(item.uid)
    fx.announce(state, bot, "a Shotgun Wedding", target, WEDDING_DAMAGE)
    kind, behind = backstop
    if kind == "wall":
        state.bonds.append(fx.Bond("pin", target.seat, None, behind))
        state.out.append(ev.BotPinned(target.seat, None, behind))
        return
    second = fx.occupant(state, behind)
    assert second is not None
    state.out.append(ev.AttackResolved(bot.seat, 12, "the spear's exit", second.seat,
                                       hits=((second.seat, WEDDING_SECOND),)))
    fx.deal(state, second.seat, WEDDING_SECOND, bot.seat)
    state.bonds.append(fx.Bond("pin", target.seat, second.seat))
    state.out.append(ev.BotPinned(target.seat, second.seat, None))


def _hurl(state: MeatbotState, bot: Bot, target: Bot) -> None:
    item = bot.loaded(dv.BOOM)
    if item is None:
        state.out.append(ev.DieLost(bot.seat, 12, "the Boom Launcher is empty"))
        return
    bot.spend(item)
    bot.revealed.add(item.uid)
    fx.announce(state, bot, "a Hurl", target, HURL_DAMAGE)
    fx.push(state, target.seat, fx.away(bot.hex, target.hex), HURL_DISTANCE)
    fx.slow(state, target, HURL_SLOW)


def _peel(state: MeatbotState, bot: Bot, choice: OrganPeel) -> None:
    bot.revealed.update(i.uid for i in bot.items if i.kind == dv.GOUGERS)
    target = state.bots[choice.target]
    fx.announce(state, bot, "an Organ Peel", target)
    uid = unseen_item(state, target) if choice.item == UNSEEN else choice.item
    if uid is None:
        state.out.append(ev.DieLost(bot.seat, 12, "no devourable left that nobody has seen"))
    elif fx.lose_item(state, target.seat, uid, choice.to, "torn off", bot.seat) is None:
        state.out.append(ev.DieLost(bot.seat, 12, "that devourable is already gone"))


def _birp(state: MeatbotState, bot: Bot, choice: BiRP) -> None:
    target = state.bots[choice.target]
    key = (bot.seat, target.seat)
    state.birp[key] = state.birp.get(key, 0) - 1
    fx.announce(state, bot, "a Bio-Rejection Protocol", target)
    if not target.items:
        target.ejected = True
        fx.drop_bonds(state, target.seat, "the pilot was ejected")
        state.out.append(ev.PilotEjected(target.seat, bot.seat))
        state.restart = True
        return
    uid = unseen_item(state, target) if choice.item == UNSEEN else None
    if uid is None:
        uid = choice.item if target.item(choice.item) is not None else target.items[0].uid
    to = choice.to if choice.to is not None else target.hex
    fx.lose_item(state, target.seat, uid, to, "rejected", bot.seat)

