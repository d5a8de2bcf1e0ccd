"""Meat as a seat may know it: with secret builds, an unused Extra Meat must not show.

The core's view gives every bot's true Meat, which for a secret build counts Extra Meat nobody
else has seen (22 Meat at the start gives one away). What everyone does see is the Meat lost
(every blow and heal is announced) and the Extra Meat already shown. So the screen shows a
hidden build's bot with the most Meat those allow, less the Meat it lost; only when the bot
stays standing past that does everyone know it must carry more, and its most Meat rises by
2 a level, just enough to keep it standing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot import events as ev

EXTRA_MEAT_GIVES = dv.max_meat([dv.EXTRA_MEAT]) - dv.BASIC_MEAT
"""The Meat one level of Extra Meat adds."""
Known = dict[int, tuple[int, int]]
"""Bots whose build ``viewer`` may not read: seat -> (true most Meat, most Meat seen)."""


def public_meat(meat: int, true_max: int, seen_max: int) -> tuple[int, int]:
    """(Meat, most Meat) as shown, from the bot's true Meat and most Meat and the most Meat
    its shown devourables give."""
    lost = true_max - meat
    shown_max = min(seen_max, true_max)
    while meat > 0 and lost >= shown_max and shown_max < true_max:
        shown_max += EXTRA_MEAT_GIVES
    return shown_max - lost, shown_max


def hidden_builds(state: Any, viewer: int | None) -> Known:
    """The bots whose Extra Meat ``viewer`` may not see (None: a spectator), with their true
    most Meat and the most Meat their shown devourables give."""
    setup = getattr(state, "setup", None)
    if state.phase == "shop" or not getattr(setup, "secret_builds", False):
        return {}
    known: Known = {}
    for bot in state.bots:
        if bot.seat == viewer:
            continue
        seen = [item.kind for item in bot.items if item.uid in bot.revealed]
        known[bot.seat] = (bot.max_meat, dv.max_meat(seen))
    return known


def shown(seat: int, meat: int, true_max: int, known: Known) -> tuple[int, int]:
    """(Meat, most Meat) of ``seat`` as shown, given ``known``; its true numbers when its
    build is open to the viewer."""
    if seat not in known:
        return meat, true_max
    return public_meat(meat, *known[seat])


def log_line(event: Any, state: Any, names: Sequence[str]) -> str:
    """``event``'s log line as everyone at the screen may read it: a hidden build's Meat is
    given as shown to a spectator."""
    if isinstance(event, ev.BotDamaged | ev.Healed):
        known = hidden_builds(state, None)
        if event.player in known:
            meat, _ = public_meat(event.meat, *known[event.player])
            return replace(event, meat=meat).log_line(names)
    return event.log_line(names)
