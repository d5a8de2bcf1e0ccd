"""Meat as a seat may know it on the screen: a thin reader of the rules' own rule.

With secret builds the core's view already gives another bot's Meat and most Meat as the
viewer may know them (no unseen Extra Meat counts; see ``game.games.meatbot.rules.shown``).
Events still carry a bot's true Meat, so the board's animation and the shared log read
them through the same rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.shown import Known, hidden_builds, public_meat

__all__ = ["Known", "hidden_builds", "log_line", "lost_after", "lost_through", "public_meat",
           "shown"]


def shown(seat: int, meat: int, true_max: int, known: Known) -> tuple[int, int]:
    """(Meat, most Meat) of ``seat`` as shown, given ``known``; its true numbers when its
    build is open to the viewer."""
    if seat not in known:
        return meat, true_max
    return public_meat(meat, *known[seat])


def log_line(event: Any, state: Any, names: Sequence[str],
             log: Sequence[Any] | None = None) -> str:
    """``event``'s log line as everyone at the screen may read it: a hidden build's Meat is
    given as shown to a spectator. ``log``: the match's events, where ``state`` does not hold
    a hidden bot's true most Meat (online), to work it out at ``event``."""
    if isinstance(event, ev.BotDamaged | ev.Healed):
        known = hidden_builds(state, None)
        if event.player in known:
            true_max, seen_max = known[event.player]
            if log is not None:
                true_max = event.meat + lost_through(log, event)
            meat, _ = public_meat(event.meat, true_max, seen_max)
            return replace(event, meat=meat).log_line(names)
    return event.log_line(names)


def lost_through(log: Sequence[Any], event: Any) -> int:
    """The Meat ``event``'s bot had lost by the end of ``event`` (a bot's Meat changes only
    by blows and heals, each announced), counted over ``log`` up to it."""
    end = next((i for i in range(len(log) - 1, -1, -1) if log[i] is event), len(log) - 1)
    lost = 0
    for earlier in log[:end + 1]:
        if isinstance(earlier, ev.BotDamaged) and earlier.player == event.player:
            lost += earlier.amount
        elif isinstance(earlier, ev.Healed) and earlier.player == event.player:
            lost -= earlier.amount
    return lost


def lost_after(meat: int, most: int, event: ev.BotDamaged | ev.Healed) -> int:
    """The Meat a bot shown with ``meat`` of ``most`` has lost once ``event`` lands (the
    Meat shown of a hidden build is its most Meat shown less exactly the Meat lost)."""
    change = event.amount if isinstance(event, ev.BotDamaged) else -event.amount
    return most - meat + change
