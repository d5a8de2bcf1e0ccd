"""Dice Bot Mega Fun's UI package: everything on screen that is Dice Bot's own.

This module defines the game's ``GameUI`` (``UI``, found by ``game.ui.games``). It joins
two halves, each imported only when needed:

- the scavenge (this package): ``new_match.py`` / ``session_setup.py`` (the New match form),
  ``scavenge/`` (getting ready, the countdown, the real-time grab with every human on their
  own input device at once, the snake draft, the junkyard painter, its sounds),
  ``dice_art.py`` (the parts dice), ``card.py``, ``rules_text.py``;
- the card battle (``table/``): the shown board for every event, the ring of robots, the
  battle's prompts, presenters and sounds, and the results.

Requests of the scavenge kinds go to the scavenge's prompts, every other kind to the
table's; likewise events, sounds and the painter (the junkyard is drawn while the shown match
is scavenging, the card table otherwise).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from game import paths
from game.ui.game_ui import GameUI

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.battle.prompt import Prompt
    from game.ui.battle.seats import SeatConfig
    from game.ui.scene import Scene
    from game.ui.session import MatchSession
    from game.ui.tutorial.card import LessonCard

NAME = "dicebot"
TITLE = "Dice Bot Mega Fun"
TAGLINE = "Grab parts from the junkyard, build a bot, blast the ring."
RULES_PAGE = paths.rules_docs_dir() / "dicebot.md"
SCAVENGE_KINDS = ("ready", "grab")
"""Request kinds the scavenge answers (the snake draft's grabs are "grab" too)."""
SHARED_KEYS = ("cancel", "help", "quick_ref", "skip_animation", "speed_cycle", "toggle_log",
               "settings")
"""The shared keys Dice Bot uses (no map to pan or zoom, no turn to end): F1 lists only
these; its own fixed keys (the grab clusters, the table's) are written by ``rules_text``."""


@cache
def scavenge_events() -> tuple[type, ...]:
    """Event types the scavenge presents and sounds (read when first asked: they load the
    rules, which the title should not)."""
    from game.games.dicebot.rules.events import (
        DieGrabbed,
        JunkyardRolled,
        PlayerReady,
        ScavengeEnded,
    )

    return (PlayerReady, JunkyardRolled, DieGrabbed, ScavengeEnded)

def _table() -> Any:
    """The card battle's half of the package (imported on first use)."""
    from game.games.dicebot.ui import table

    return table


class DicebotUI(GameUI):
    """Dice Bot Mega Fun's screens: the scavenge here, the card battle at the table."""

    NAME = NAME
    TITLE = TITLE
    TAGLINE = TAGLINE
    RULES_PAGE = RULES_PAGE
    SHARED_KEYS = SHARED_KEYS

    @property  # type: ignore[override]
    def REQUEST_KINDS(self) -> tuple[str, ...]:
        """The scavenge's kinds, then the table's (the table is loaded when asked)."""
        kinds = _table().REQUEST_KINDS
        return SCAVENGE_KINDS + tuple(k for k in kinds if k not in SCAVENGE_KINDS)

    @property  # type: ignore[override]
    def RESULT_COLUMNS(self) -> tuple[tuple[str, int], ...]:
        """The table's results columns (loaded when asked)."""
        columns: tuple[tuple[str, int], ...] = _table().RESULT_COLUMNS
        return columns

    # -- the title, New match and rules ------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A heap of parts dice and a robot built from them: the chooser's picture."""
        from game.games.dicebot.ui.card import draw_card as draw

        draw(surface, rect)

    def new_match_scene(self) -> Scene:
        """The New match form."""
        from game.games.dicebot.ui.new_match import new_match_scene as scene

        return scene()

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The tutorial's lessons, in order (``game.ui.tutorial.card``): the first melee."""
        from game.games.dicebot.ui.tutorial.cards import CARDS

        return CARDS

    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """How to play on screen, docs/rules/dicebot.md as pages, the keys last."""
        from game.games.dicebot.ui.rules_text import sections

        return sections(RULES_PAGE, tuple(key_lines))

    # -- prompts and input devices -----------------------------------------------------------------
    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """Getting ready and grabbing are the scavenge's; everything else the table's."""
        if request.kind in SCAVENGE_KINDS:
            from game.games.dicebot.ui.scavenge.prompts import prompt_for as scavenge_prompt

            return scavenge_prompt(request, flow)
        prompt: Prompt = _table().prompt_for(request, flow)
        return prompt

    def input_devices(self, pads: Sequence[str]) -> list[str]:
        """The input devices humans get in a real-time grab, in the order they are given out:
        the mouse, each connected game controller, then the keyboard clusters."""
        from game.games.dicebot.ui.scavenge.controls import input_devices as devices

        return devices(pads)

    def key_device(self, key: int) -> str:
        """Which input device a key belongs to (its keyboard cluster, else "keyboard")."""
        from game.games.dicebot.ui.scavenge.controls import key_device as device

        return device(key)

    def reaction_time(self, request: Request, seat: SeatConfig, setup: Mapping[str, Any]) -> float:
        """Seconds an AI seat waits before answering: in the scavenge, its level's grab delay
        at the match's grab pace (the set-up's "grab_pace")."""
        if request.kind != "grab":
            return 0.0
        from game.games.dicebot.ai.pace import setup_grab_delay

        return setup_grab_delay(seat.level, setup)

    def panel_buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The open prompt's buttons (the table's panel outside the scavenge)."""
        prompt = flow.prompt
        if prompt is not None and prompt.request.kind in SCAVENGE_KINDS:
            buttons: list[Any] = prompt.buttons(flow, area)
            return buttons
        found: list[Any] = _table().panel_buttons(flow, area)
        return found

    def prompts_private(self, session: Session) -> bool:
        """As the table says (hands are private)."""
        return bool(_table().prompts_private(session))

    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words."""
        if request.kind == "ready":
            return "study your hand and roll your dice"
        if request.kind == "grab":
            return "grab a part for your robot"
        purpose: str = _table().hand_off_purpose(request)
        return purpose

    # -- events: presenters, sounds, saving -------------------------------------------------------
    def presenter(self, event: Event) -> Any:
        """The scavenge's events are the scavenge's (the countdown is JunkyardRolled's); the
        rest the table's."""
        if type(event) in scavenge_events():
            from game.games.dicebot.ui.scavenge.presenters import presenter as of

            return of(event)
        return _table().presenter(event)

    def presents(self, event_type: type) -> bool:
        """True if ``event_type`` is animated or explicitly not."""
        if event_type in scavenge_events():
            return True
        return bool(_table().presents(event_type))

    def sound_for(self, event: Event) -> str | None:
        """Rolls, grabs and the start of the battle here; the battle's sounds at the table."""
        if type(event) in scavenge_events():
            from game.games.dicebot.ui.scavenge.presenters import sound_for as sound

            return sound(event)
        name: str | None = _table().sound_for(event)
        return name

    def progress(self, state: Any) -> str | None:
        """How far a match has got, for the title's Continue line: the melee and its round."""
        if getattr(state, "sudden", False):
            return "sudden death"
        melee, round_number = getattr(state, "melee", 0), getattr(state, "round", 0)
        if not melee:
            return "the deal"
        return f"melee {melee}, round {round_number}" if round_number else f"melee {melee}"

    def save_point(self, event: Event) -> str | None:
        """Save in the background once the robots are built, and when each round begins; at
        once when the game ends."""
        from game.games.dicebot.rules.battle_events import GameEnded, RoundBegan
        from game.games.dicebot.rules.events import MeleeBegan, ScavengeEnded

        if isinstance(event, GameEnded):
            return "now"
        if isinstance(event, (ScavengeEnded, RoundBegan, MeleeBegan)):
            return "later"
        return None

    # -- the battle screen -------------------------------------------------------------------------
    def new_board(self, session: Session, viewer: int | None) -> Any:
        """The shown board as ``viewer`` sees the match (the table's, for every event)."""
        return _table().new_board(session, viewer)

    def painter(self, scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
        """The junkyard while the shown match scavenges, the card table otherwise."""
        from game.games.dicebot.ui.scavenge.painter import DicebotPainter

        return DicebotPainter(scene, styles, tiles)

    def thinking_shows(self, board: Any) -> bool:
        """AI seats think in the open (nothing of the board moves while they do)."""
        return True

    def results_scene(self, session: MatchSession) -> Scene:
        """Medals and the champion (the table's)."""
        scene: Scene = _table().results_scene(session)
        return scene

    def demo_session(self, seed: int, humans: int = 0) -> MatchSession:
        """A two-robot match for tests and screenshots (``humans`` local humans, then AIs)."""
        from game.games.dicebot.ui.session_setup import demo_session as make

        return make(seed, humans)

    def quick_reference(self) -> Sequence[tuple[str, Sequence[str]]]:
        """The quick reference's blocks (F3)."""
        from game.games.dicebot.ui.quick_ref import quick_reference as blocks

        return blocks()


UI = DicebotUI()
"""The game's screens, as the shared shell finds them (``game.ui.games.game_ui``)."""
