"""Whether a biter should let go of its Lock (the normal and hard agents).

A Lock slows both bots by 2. Holding on keeps the victim next to the biter and slow; letting
go gives both their full Move back. The biter lets go when the spot it could then reach is
clearly better than the best one it can reach while holding: above all when an Up Down shell
is about to land on or next to it and the Lock pins it in the blast.

``choose`` answers the "let go?" request and the Movement turns of a biter, and leaves every
other request (and a biter that would rather hold on while moving) to the agent's own scoring.
"""

from __future__ import annotations

from game.core.match import Choice, Request
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.rules import letgo as rules
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules.choices import Hold, Release
from game.games.meatbot.rules.state import MeatbotState

RELEASE_MARGIN = 2.0
"""How much better (in the heuristic's hex worth: roughly Meat) the free spot must be."""


def choose(state: MeatbotState, seat: int, request: Request) -> Choice | None:
    """Release or Hold for a "let go?" request; Release on a Movement turn when letting go
    is clearly worth it; None when the agent should decide as usual."""
    if request.kind not in ("letgo", "move"):
        return None
    choices = request.legal_choices()
    if Release() not in choices:
        return None
    if should_let_go(state, seat):
        return Release()
    return Hold() if Hold() in choices else None


def should_let_go(state: MeatbotState, seat: int) -> bool:
    """True if the biter in ``seat`` does clearly better without its Lock."""
    return release_gain(state, seat) > RELEASE_MARGIN


def release_gain(state: MeatbotState, seat: int) -> float:
    """How much better the best hex in reach gets for the biter if it lets go now."""
    holding, free = moves_if(state, seat)
    outlook = tx.Outlook(state, state.bots[seat])
    return outlook.best_spot(free)[1] - outlook.best_spot(holding)[1]


def moves_if(state: MeatbotState, seat: int) -> tuple[int, int]:
    """The biter's hexes to go this round while holding on, and after letting go."""
    free = state.clone()
    rules.let_go(free, seat)
    return move_left(state, seat), move_left(free, seat)


def move_left(state: MeatbotState, seat: int) -> int:
    """Hexes the bot may still move this round with its bonds as they are in ``state``."""
    full = mo.current_move(state, state.bots[seat])
    if state.phase != "move":
        return full
    return max(0, full - state.move_taken.get(seat, 0))
