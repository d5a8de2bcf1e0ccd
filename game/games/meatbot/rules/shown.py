"""Meat as another seat may know it when builds are secret (stdlib only).

A bot's true Meat would give away an Extra Meat nobody has seen (22 at the start). What
everyone does know is the Meat it lost (every blow and heal is announced) and the
devourables it has shown. So another seat sees the most Meat those shown devourables give,
less the Meat lost; only when the bot stays standing past that does everyone know it must
carry more, and its most Meat rises by one Extra Meat at a time, just enough to keep it
standing. The view, the AI's information state and the screen all use this one rule.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev

if TYPE_CHECKING:
    from game.games.meatbot.rules.bots import Bot
    from game.games.meatbot.rules.state import MeatbotState

EXTRA_MEAT_GIVES = dv.max_meat([dv.EXTRA_MEAT]) - dv.BASIC_MEAT
"""The most Meat one Extra Meat adds."""

Known = dict[int, tuple[int, int]]
"""Bots whose build a viewer may not read: seat -> (true most Meat, most Meat seen)."""


def public_meat(meat: int, true_max: int, seen_max: int) -> tuple[int, int]:
    """(Meat, most Meat) as others see them, from the bot's true Meat and most Meat and the
    most Meat its shown devourables give."""
    lost = true_max - meat
    shown_max = min(seen_max, true_max)
    while meat > 0 and lost >= shown_max and shown_max < true_max:
        shown_max += EXTRA_MEAT_GIVES
    return shown_max - lost, shown_max


def seen_max_meat(bot: Bot) -> int:
    """The most Meat the bot's shown working devourables give."""
    return dv.max_meat([item.kind for item in bot.items if item.uid in bot.revealed])


def shown_meat(bot: Bot) -> tuple[int, int]:
    """(Meat, most Meat) of ``bot`` as a seat that cannot read its build sees them."""
    return public_meat(bot.meat, bot.max_meat, seen_max_meat(bot))


def hidden_builds(state: MeatbotState, viewer: int | None) -> Known:
    """The bots whose Extra Meat ``viewer`` (None: a spectator) may not see, with their true
    most Meat and the most Meat their shown devourables give (for reading the true Meat
    an event carries as shown)."""
    if not state.setup.secret_builds or state.phase == "shop":
        return {}   # the shop hides every other bot its own way
    return {bot.seat: (bot.max_meat, seen_max_meat(bot))
            for bot in state.bots if bot.seat != viewer}


def event_for(state: MeatbotState, seats: Collection[int], event: object) -> object:
    """``event`` as a player holding ``seats`` (none: a spectator) may be told it: a blow or
    heal of a bot whose build is hidden from all of them carries the Meat they see, never
    the true Meat (which would give away an unseen Extra Meat). Every other event is
    returned as it is."""
    if not isinstance(event, ev.BotDamaged | ev.Healed) or not state.setup.secret_builds:
        return event
    if event.player in seats:
        return event
    bot = state.bots[event.player]
    meat, _ = public_meat(event.meat, bot.max_meat, seen_max_meat(bot))
    return event if meat == event.meat else replace(event, meat=meat)
