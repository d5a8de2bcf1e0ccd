"""How devourables are numbered, so that no number gives a hidden build away (stdlib only).

Choices, views and events name a devourable by a number. With open builds every devourable
is numbered 1, 2, ... in seat order from the start, as it always was. With secret builds that
would tell everyone how many devourables the bots before a bot carry (and, in a choice
naming another bot's devourables, how many it carries). So there:

- a bot's devourables start with *private* numbers that only its own player ever sees, made
  from its seat and its own build alone (``PRIVATE_IDS``);
- the moment a devourable shows (used, torn off, puked, eaten), it takes the next *public*
  number, 1, 2, ... in the order devourables show: a number everyone could have counted;
- a choice aimed at another bot's devourables names the shown ones by number, and the
  unshown ones only as ``UNSEEN`` ("one you have not seen"): the rules then take one of them
  at random, by a die (``unseen_item``). ``UNSEEN`` is offered whether or not the bot has any
  left, so the offer itself says nothing.

Set-ups written before this (old replays and saves) have ``legacy_item_ids``: their matches
keep the old numbers and choices, so they still play exactly as they did.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.games.meatbot.rules.bots import Bot, Item
    from game.games.meatbot.rules.state import MeatbotState

PRIVATE_IDS = 1_000
"""Private numbers: ``PRIVATE_IDS * (seat + 1) + n`` for the bot's n-th devourable; every
number from here up (sampled and inferred ones in an AI's world too) is not public yet."""

UNSEEN = -2
"""The ``item`` of a choice aimed at a devourable of a hidden build its chooser has not seen."""

ITEM_FIELDS = ("item", "first", "second")
"""The fields of choices and events that name a devourable."""


def hides_numbers(state: MeatbotState) -> bool:
    """True if this match numbers devourables apart until they show (secret builds, new
    set-ups)."""
    setup = state.setup
    return setup.secret_builds and not setup.legacy_item_ids


def first_numbers(state: MeatbotState) -> list[list[int]]:
    """The numbers each bot's devourables start with, bot by bot (see the module doc)."""
    if hides_numbers(state):
        return [[PRIVATE_IDS * (seat + 1) + n for n in range(1, len(build.devourables or ()) + 1)]
                for seat, build in enumerate(state.setup.bots)]
    numbers, start = [], 1
    for build in state.setup.bots:
        count = len(build.devourables or ())
        numbers.append(list(range(start, start + count)))
        start += count
    return numbers


def hidden_from(state: MeatbotState, chooser: int, target: Bot) -> bool:
    """True if ``chooser`` may not name ``target``'s unshown devourables one by one."""
    return target.seat != chooser and hides_numbers(state)


def named_items(state: MeatbotState, chooser: int, target: Bot) -> list[int]:
    """The numbers a choice of ``chooser`` may name among ``target``'s working devourables:
    all of them, or the shown ones and ``UNSEEN`` when the build is hidden from it."""
    if not hidden_from(state, chooser, target):
        return [item.uid for item in target.items]
    return [*sorted(i.uid for i in target.items if i.uid in target.revealed), UNSEEN]


def unseen_item(state: MeatbotState, target: Bot) -> int | None:
    """The number of one of ``target``'s unshown devourables, taken by a die (None when
    none is left)."""
    unseen = [item.uid for item in target.items if item.uid not in target.revealed]
    if not unseen:
        return None
    return unseen[0] if len(unseen) == 1 else unseen[state.dice.roll(len(unseen)) - 1]


def publish(state: MeatbotState) -> None:
    """Give every devourable that has shown since the last call its public number, wherever
    it is named (bots, floor, this step's events and the choices still held).

    It runs after every decision, so the common cases (no numbers kept apart, nothing new
    shown) are read inline: ``hides_numbers``, then each bot's highest shown number."""
    setup = state.setup
    if not setup.secret_builds or setup.legacy_item_ids:
        return
    for bot in state.bots:
        if bot.revealed and max(bot.revealed) >= PRIVATE_IDS:
            _renumber(state)
            return


def _renumber(state: MeatbotState) -> None:
    """``publish`` once something has shown under its private number."""
    fresh = sorted({uid for bot in state.bots for uid in bot.revealed if uid >= PRIVATE_IDS})
    start = max((uid for bot in state.bots for uid in bot.revealed if uid < PRIVATE_IDS),
                default=0) + 1
    renamed = {old: start + n for n, old in enumerate(fresh)}
    for bot in state.bots:
        _rename_bot(bot, renamed)
    state.floor = {renamed.get(uid, uid): (_renamed_item(item, renamed), at)
                   for uid, (item, at) in state.floor.items()}
    state.out = [_renamed(event, renamed) for event in state.out]
    state.picks = {seat: _renamed(c, renamed) for seat, c in state.picks.items()}
    state.step_choices = {i: _renamed(c, renamed) for i, c in state.step_choices.items()}
    state._pending = state.request_memo = None


def _rename_bot(bot: Bot, renamed: dict[int, int]) -> None:
    for items in (bot.items, bot.digesting, bot.arriving):
        for index, item in enumerate(items):
            if item.uid in renamed:          # same kind in the same place: counts stay
                items[index] = _renamed_item(item, renamed)
    bot.revealed = {renamed.get(uid, uid) for uid in bot.revealed}
    if bot.eating is not None:
        bot.eating = renamed.get(bot.eating, bot.eating)


def _renamed_item(item: Item, renamed: dict[int, int]) -> Item:
    return item._replace(uid=renamed[item.uid]) if item.uid in renamed else item


def _renamed(value: Any, renamed: dict[int, int]) -> Any:
    """A choice or event with every devourable it names renamed."""
    changes = {name: renamed[number] for name in ITEM_FIELDS
               if isinstance(number := getattr(value, name, None), int) and number in renamed}
    return dataclasses.replace(value, **changes) if changes else value
