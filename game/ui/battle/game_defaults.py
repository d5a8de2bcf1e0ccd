"""The usual answers to parts of the ``GameUI`` protocol, for a game UI to re-export when it has
nothing of its own to say: the shared battle screen, plain pacing (no AI answer held back to
be shown first, so nothing is ever watched) and the open prompt's own panel buttons.

A game UI imports the ones it uses by name, as explicit re-exports
(``from game.ui.battle.game_defaults import pacing as pacing``); everything heavy loads only
when called, so the title stays quick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.ui.scene import Scene


def battle_scene(session: Any) -> Scene:
    """The shared battle screen for a session (a fresh match or a Continue)."""
    from game.ui.scenes.battle import BattleScene

    return BattleScene(session)


def pacing() -> Any:
    """Plain pacing: every AI answer just happens (``game.ui.battle.plain_pacing``)."""
    from game.ui.battle import plain_pacing

    return plain_pacing


def watching_of(showing: Any, match: Any) -> Any:
    """Never asked: plain pacing holds nothing back to be shown."""
    raise AssertionError("plain pacing shows no held-back answer")


def watching_verb(watching: Any) -> str:
    """Never asked with plain pacing (a neutral verb all the same)."""
    return "acts"


def panel_buttons(flow: Any, area: pygame.Rect) -> list[Any]:
    """The open prompt's buttons (none while no prompt is open)."""
    return [] if flow.prompt is None else flow.prompt.buttons(flow, area)
