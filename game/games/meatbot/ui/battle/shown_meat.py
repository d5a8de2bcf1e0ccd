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

__all__ = ["Known", "hidden_builds", "log_line", "public_meat", "shown"]


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
