"""Dice Bot's battle-time hooks with a body of their own (the game's ``UI`` declares them with
``loaded_from``, so this module and what it imports load when a match does).

Requests of the scavenge kinds go to the scavenge's prompts, every other kind to the card
table's; likewise events and sounds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.games.dicebot.ai.pace import setup_grab_delay
from game.games.dicebot.rules.battle_events import GameEnded, RoundBegan
from game.games.dicebot.rules.events import (
    DieGrabbed,
    JunkyardRolled,
    MeleeBegan,
    PlayerReady,
    ScavengeEnded,
)
from game.games.dicebot.ui import SCAVENGE_KINDS, table
from game.games.dicebot.ui.scavenge import presenters as scavenge_presenters
from game.games.dicebot.ui.scavenge.prompts import prompt_for as scavenge_prompt

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.battle.prompt import Prompt
    from game.ui.battle.seats import SeatConfig

SCAVENGE_EVENTS = (PlayerReady, JunkyardRolled, DieGrabbed, ScavengeEnded)
"""Event types the scavenge presents and sounds (the countdown is JunkyardRolled's)."""


def prompt_for(request: Request, flow: Any) -> Prompt:
    """The scavenge's prompt for its kinds, the card table's for the rest."""
    if request.kind in SCAVENGE_KINDS:
        return scavenge_prompt(request, flow)
    return table.prompt_for(request, flow)


def reaction_time(request: Request, seat: SeatConfig, setup: Mapping[str, Any]) -> float:
    """Seconds an AI seat waits before answering: in the scavenge, its level's grab delay at
    the match's grab pace (the set-up's "grab_pace")."""
    if request.kind != "grab":
        return 0.0
    return setup_grab_delay(seat.level, setup)


def panel_buttons(flow: Any, area: pygame.Rect) -> list[Any]:
    """The open scavenge prompt's buttons, else the card table's."""
    prompt = flow.prompt
    if prompt is not None and prompt.request.kind in SCAVENGE_KINDS:
        buttons: list[Any] = prompt.buttons(flow, area)
        return buttons
    return table.panel_buttons(flow, area)


def prompts_private(session: Session) -> bool:
    """The card table's answer (hands are private)."""
    return bool(table.prompts_private(session))


def hand_off_purpose(request: Request) -> str:
    """The hand-off screen's words for what the player is about to do."""
    if request.kind == "ready":
        return "study your hand and roll your dice"
    if request.kind == "grab":
        return "grab a part for your robot"
    purpose: str = table.hand_off_purpose(request)
    return purpose


def presenter(event: Event) -> Any:
    """The scavenge's events are the scavenge's; the rest the table's."""
    if type(event) in SCAVENGE_EVENTS:
        return scavenge_presenters.presenter(event)
    return table.presenter(event)


def presents(event_type: type) -> bool:
    """True if ``event_type`` is the scavenge's or the table presents it."""
    return event_type in SCAVENGE_EVENTS or bool(table.presents(event_type))


def sound_for(event: Event) -> str | None:
    """The scavenge's sounds for its events, the table's for the rest."""
    if type(event) in SCAVENGE_EVENTS:
        return scavenge_presenters.sound_for(event)
    name: str | None = table.sound_for(event)
    return name


def save_point(event: Event) -> str | None:
    """Save in the background once the robots are built, and when each round begins; at once
    when the game ends."""
    if isinstance(event, GameEnded):
        return "now"
    if isinstance(event, (ScavengeEnded, RoundBegan, MeleeBegan)):
        return "later"
    return None
