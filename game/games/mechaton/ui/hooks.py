"""Mechaton's battle-time hooks with a body of their own (the game's ``UI`` declares them with
``loaded_from``, so this module and what it imports load when a match does)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.games.mechaton.rules.events import GameEnded, TurnStarted
from game.games.mechaton.ui.battle.assign import AssignPrompt
from game.games.mechaton.ui.battle.board import MechatonBoard
from game.games.mechaton.ui.battle.builder import BuildPrompt
from game.games.mechaton.ui.battle.prompts import ChoicePrompt
from game.games.mechaton.ui.session_setup import DEFAULT_ARENA, MatchOptions, new_session
from game.ui.battle.seats import SeatConfig
from game.ui.scenes.battle import BattleScene

if TYPE_CHECKING:
    from game.core.events import Event
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.battle.prompt import Prompt
    from game.ui.scene import Scene
    from game.ui.session import MatchSession


def prompt_for(request: Request, flow: Any) -> Prompt:
    """The secret army builder, the dice assignment, or a list of options / board clicks."""
    kinds: dict[str, Any] = {"build": BuildPrompt, "assign": AssignPrompt}
    prompt: Prompt = kinds.get(request.kind, ChoicePrompt)(request, flow.sender(request), flow)
    return prompt


def new_board(session: Session, viewer: int | None) -> MechatonBoard:
    """The shown board as ``viewer`` sees the match."""
    return MechatonBoard.of(session.view_for(viewer))


def autoplay_scene(map_path: Path, count: int, seed: int | None) -> Scene:
    """``count`` random AIs on ``map_path``, armies built quickly."""
    seats = [SeatConfig(f"AI {i + 1}", "ai", "random", i) for i in range(count)]
    return BattleScene(new_session(map_path, seats, MatchOptions(quick_deploy=True), seed or 1))


def demo_session(seed: int, humans: int = 0) -> MatchSession:
    """A small match for tests and screenshots: two seats (``humans`` of them local humans,
    then random AIs) on the 2-player field, armies built in the match."""
    seats = [SeatConfig(name, "human" if index < humans else "ai", "random", index)
             for index, name in enumerate(("Nina", "Red"))]
    return new_session(DEFAULT_ARENA, seats, MatchOptions(quick_deploy=True), seed)


def save_point(event: Event) -> str | None:
    """"now" after the match's last event, "later" when a turn starts, else None."""
    return {GameEnded: "now", TurnStarted: "later"}.get(type(event))
