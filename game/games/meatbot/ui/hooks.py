"""Meatbot's battle-time hooks with a body of their own (the game's ``UI`` declares them with
``loaded_from``, so this module and what it imports load when a match does)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from game.games.meatbot.rules.board_events import MatchEnded, RoundEnded
from game.games.meatbot.rules.choices import Pass
from game.games.meatbot.ui.battle import watch
from game.games.meatbot.ui.scenes.setup_flow import autoplay_seats, start_battle_scene
from game.games.meatbot.ui.session_setup import new_session
from game.ui.battle.seats import SeatConfig

if TYPE_CHECKING:
    from game.core.events import Event
    from game.core.match import Request
    from game.ui.scene import Scene
    from game.ui.session import MatchSession


def forced_answer(request: Request, names: Sequence[str]) -> tuple[Any, str] | None:
    """(Pass, a log note) for a die whose only legal use is passing (nothing in reach, no
    other use), so its player is not asked; None when there is a real choice."""
    if request.kind not in ("attack", "grandstand"):
        return None
    if request.legal_choices() != [Pass()]:
        return None
    die = getattr(request, "die", 0)
    return Pass(), f"{names[request.player]}'s {die} has no use: passed without asking."


def autoplay_scene(map_path: Path, count: int, seed: int | None) -> Scene:
    """``count`` normal AIs fighting on ``map_path`` (the map error screen if it is broken)."""
    return start_battle_scene(str(map_path), autoplay_seats(count), seed=seed)


def demo_session(seed: int, humans: int = 0) -> MatchSession:
    """A small match for tests and screenshots: ``humans`` local humans, then easy AIs, on
    the duel pit (two seats) with the default Massacre and Stomachs."""
    seats = [SeatConfig(name, "human" if index < humans else "ai", "easy", index)
             for index, name in enumerate(("Nina", "Red"))]
    return new_session("maps/duel_pit.tmx", seats, massacre=4, stomachs=10, seed=seed)


def save_point(event: Event) -> str | None:
    """"now" after the match's last event (the final save is written at once), "later"
    after a round (autosave in the background), None otherwise."""
    return {MatchEnded: "now", RoundEnded: "later"}.get(type(event))


def pacing() -> ModuleType:
    """The module holding back AI answers to show them (``Showing``, ``MovePlanner``,
    ``worth_showing``, ``may_show``)."""
    return watch
