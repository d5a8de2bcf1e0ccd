"""The Dice Bot card table: the battle half of the game's UI (the scavenge is ``scavenge/``).

The game's ``GameUI`` module (``game/games/dicebot/ui/__init__.py``) hands everything of the
battle to these names:

- ``REQUEST_KINDS`` / ``prompt_for(request, flow)``: one prompt per battle request kind
  (``prompts.py``): the chip step, the secret card, the ability window, discards, paying,
  targets and bracing.
- ``presenter(event)`` / ``presents(event_type)`` / ``sound_for(event)``: every event of
  the ruleset, scavenge included (``presenters.py``; animations drawn by ``effects.py``).
- ``new_board(session, viewer)``: the shown table (``board.py``), applying every event.
- ``paint(scene, styles, tiles)``: the painter drawing the table (``painter.py``, laid out
  by ``layout.py``, our art in ``art.py``).
- ``results_scene(session)`` / ``RESULT_COLUMNS`` (``results.py``), ``hand_off_purpose``,
  ``panel_buttons``, ``prompts_private`` (hands are private in hot-seat).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.games.dicebot.ui.table.presenters import presenter, presents, sound_for
from game.games.dicebot.ui.table.results import COLUMNS as RESULT_COLUMNS

if TYPE_CHECKING:
    import pygame

    from game.core.match import Request
    from game.ui.battle.prompt import Prompt
    from game.ui.scene import Scene

REQUEST_KINDS = ("chip", "card", "ability", "discard", "pay", "target", "brace")
"""The battle's request kinds (the scavenge's "ready" and "grab" are not the table's)."""
HAND_OFF_PURPOSES = {"card": "choose your weapon card in secret",
                     "target": "choose a target in secret",
                     "discard": "discard cards from your hand",
                     "chip": "decide on your chip (your hand is shown)"}


def prompt_for(request: Request, flow: Any) -> Prompt:
    """The table's prompt for a battle request (KeyError for a kind that is not one)."""
    from game.games.dicebot.ui.table.prompts import PROMPTS

    return PROMPTS[request.kind](request, flow.sender(request))


def new_board(session: Any, viewer: int | None) -> Any:
    """The table as ``viewer`` sees the session's match once every event has been shown."""
    from game.games.dicebot.ui.table.board import TableBoard

    return TableBoard.of(session, viewer)


def paint(scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
    """The table's painter (``draw(surface, alpha)``)."""
    from game.games.dicebot.ui.table.painter import TablePainter

    return TablePainter(scene, styles, tiles)


def panel_buttons(flow: Any, area: pygame.Rect) -> list[Any]:
    """The open prompt's buttons."""
    return flow.prompt.buttons(flow, area) if flow.prompt is not None else []


def prompts_private(session: Any) -> bool:
    """True while players get ready (studying their hands), decide on a chip or choose its
    discards: those prompts show the player's hand, so changing the human at the screen
    needs a hand-off (the secret card and secret targets have one anyway; other prompts
    draw no hand when several humans share the screen)."""
    view = session.view_for(None)
    return getattr(view, "phase", "") in ("ready", "prep") or \
        any(kind == "discard" for _, kind in session.waiting())


def hand_off_purpose(request: Request) -> str:
    """The hand-off screen's words for a battle request."""
    return HAND_OFF_PURPOSES.get(request.kind, "make your choice")


def results_scene(session: Any) -> Scene:
    """The results: medals, the champion, a sudden death noted."""
    from game.games.dicebot.ui.table.results import ResultsScene

    return ResultsScene(session)


__all__ = ["REQUEST_KINDS", "RESULT_COLUMNS", "hand_off_purpose", "new_board", "paint",
           "panel_buttons", "presenter", "presents", "prompt_for", "prompts_private",
           "results_scene",
           "sound_for"]
