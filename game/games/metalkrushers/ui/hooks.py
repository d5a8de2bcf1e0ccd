"""MetalKrushers' battle-time hooks with a body of their own (the game's ``UI`` declares them
with ``loaded_from``, so this module and what it imports load when a match does)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.metalkrushers.rules.combat_events import (
    AttackRolled,
    DamageDealt,
    KrusherDefeated,
    MatchEnded,
    ReflexRolled,
)
from game.games.metalkrushers.rules.events import KrusherMoved, OustRolled, TurnStarted
from game.games.metalkrushers.ui.board import KrusherBoard
from game.games.metalkrushers.ui.build_prompt import BuildPrompt
from game.games.metalkrushers.ui.declare_odds import suggested
from game.games.metalkrushers.ui.move_prompt import MovePrompt
from game.games.metalkrushers.ui.prompts import ChoicePrompt

if TYPE_CHECKING:
    from game.core.events import Event
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.battle.prompt import Prompt

SOUNDS: dict[type, str] = {
    KrusherMoved: "footstep_heavy", AttackRolled: "dice_roll", DamageDealt: "claw_hit",
    OustRolled: "knockback_thud", KrusherDefeated: "collapse", MatchEnded: "victory",
    ReflexRolled: "dice_land"}
"""Rules event class -> sound effect."""


def prompt_for(request: Request, flow: Any) -> Prompt:
    """Construction, movement, or a list of declarations (opened on the suggested one: in
    a tutorial, the lesson's answer)."""
    send = flow.sender(request)
    if request.kind == "build":
        return BuildPrompt(request, send)
    if request.kind == "move":
        return MovePrompt(request, send, flow.plan_walk)
    lesson = getattr(flow.session, "expected", None)  # a tutorial's session: its answer
    wanted = lesson(request) if lesson is not None else ()
    return ChoicePrompt(request, send, wanted[0] if wanted else
                        suggested(flow.session, request))


def new_board(session: Session, viewer: int | None) -> KrusherBoard:
    """The shown board as ``viewer`` sees the match."""
    return KrusherBoard.of(session, viewer)


def sound_for(event: Event) -> str | None:
    """The sound an event plays (None: silent)."""
    return SOUNDS.get(type(event))


def save_point(event: Event) -> str | None:
    """"now" after the match's last event, "later" when a turn starts, else None."""
    return {MatchEnded: "now", TurnStarted: "later"}.get(type(event))
