"""Dice Bot Mega Fun's UI package: everything on screen that is Dice Bot's own.

This module is the game's ``GameUI`` (``game.ui.games``). It is made of two halves that it
joins here, each imported only when needed:

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
from typing import TYPE_CHECKING, Any

from game import paths
from game.ui.battle import game_defaults

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event
    from game.core.match import Request
    from game.core.session import Session
    from game.ui.battle.prompt import Prompt
    from game.ui.battle.seats import SeatConfig
    from game.ui.scene import Scene
    from game.ui.session import MatchSession

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
SCAVENGE_EVENTS = ("PlayerReady", "JunkyardRolled", "DieGrabbed", "ScavengeEnded")
"""Event types the scavenge presents and sounds."""

# The protocol's usual answers, shared with other games (game/ui/battle/game_defaults.py).
battle_scene = game_defaults.battle_scene
pacing = game_defaults.pacing
watching_of = game_defaults.watching_of
watching_verb = game_defaults.watching_verb


def _table() -> Any:
    """The card battle's half of the package (imported on first use)."""
    from game.games.dicebot.ui import table

    return table


def __getattr__(name: str) -> Any:
    """``REQUEST_KINDS`` and ``RESULT_COLUMNS`` include the table's (loaded when asked)."""
    if name == "REQUEST_KINDS":
        kinds = _table().REQUEST_KINDS
        return SCAVENGE_KINDS + tuple(k for k in kinds if k not in SCAVENGE_KINDS)
    if name == "RESULT_COLUMNS":
        return _table().RESULT_COLUMNS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- the title, New match and rules ------------------------------------------------------------
def draw_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A heap of parts dice and a robot built from them: the chooser's picture."""
    from game.games.dicebot.ui.card import draw_card as draw

    draw(surface, rect)


def new_match_scene() -> Scene:
    """The New match form."""
    from game.games.dicebot.ui.new_match import new_match_scene as scene

    return scene()


def tutorials() -> list[Any]:
    """The tutorial's lessons, in order (``game.ui.tutorial``): the first melee."""
    from game.games.dicebot.ui import tutorial

    return tutorial.scripts()


def rules_sections(key_lines: Sequence[str] = ()) -> Iterable[Any]:
    """How to play on screen, docs/rules/dicebot.md as pages, the keys last."""
    from game.games.dicebot.ui.rules_text import sections

    return sections(RULES_PAGE, tuple(key_lines))


# -- prompts and input devices -----------------------------------------------------------------
def prompt_for(request: Request, flow: Any) -> Prompt:
    """Getting ready and grabbing are the scavenge's; everything else the table's."""
    if request.kind in SCAVENGE_KINDS:
        from game.games.dicebot.ui.scavenge.prompts import prompt_for as scavenge_prompt

        return scavenge_prompt(request, flow)
    prompt: Prompt = _table().prompt_for(request, flow)
    return prompt


def input_devices(pads: Sequence[str]) -> list[str]:
    """The input devices humans get in a real-time grab, in the order they are given out:
    the mouse, each connected game controller, then the keyboard clusters."""
    from game.games.dicebot.ui.scavenge.controls import input_devices as devices

    return devices(pads)


def key_device(key: int) -> str:
    """Which input device a key belongs to (its keyboard cluster, else "keyboard")."""
    from game.games.dicebot.ui.scavenge.controls import key_device as device

    return device(key)


def reaction_time(request: Request, seat: SeatConfig, setup: Mapping[str, Any]) -> float:
    """Seconds an AI seat waits before answering: in the scavenge, its level's grab delay
    at the match's grab pace (the set-up's "grab_pace")."""
    if request.kind != "grab":
        return 0.0
    from game.games.dicebot.ai.pace import setup_grab_delay

    return setup_grab_delay(seat.level, setup)


def panel_buttons(flow: Any, area: pygame.Rect) -> list[Any]:
    """The open prompt's buttons (the table's panel outside the scavenge)."""
    prompt = flow.prompt
    if prompt is not None and prompt.request.kind in SCAVENGE_KINDS:
        buttons: list[Any] = prompt.buttons(flow, area)
        return buttons
    table = _table()
    if hasattr(table, "panel_buttons"):
        found: list[Any] = table.panel_buttons(flow, area)
        return found
    return prompt.buttons(flow, area) if prompt is not None else []


def prompts_private(session: Session) -> bool:
    """As the table says (hands are private)."""
    return bool(getattr(_table(), "prompts_private", lambda s: False)(session))


def hand_off_purpose(request: Request) -> str:
    """The hand-off screen's words."""
    if request.kind == "ready":
        return "study your hand and roll your dice"
    if request.kind == "grab":
        return "grab a part for your robot"
    purpose: str = _table().hand_off_purpose(request)
    return purpose


# -- events: presenters, sounds, saving -------------------------------------------------------
def presenter(event: Event) -> Any:
    """The scavenge's events are the scavenge's (the countdown is JunkyardRolled's); the
    rest the table's."""
    if type(event).__name__ in SCAVENGE_EVENTS:
        from game.games.dicebot.ui.scavenge.presenters import presenter as of

        return of(event)
    return _table().presenter(event)


def presents(event_type: type) -> bool:
    """True if ``event_type`` is animated or explicitly not."""
    if event_type.__name__ in SCAVENGE_EVENTS:
        return True
    return bool(_table().presents(event_type))


def sound_for(event: Event) -> str | None:
    """Rolls, grabs and the start of the battle here; the battle's sounds at the table."""
    if type(event).__name__ in SCAVENGE_EVENTS:
        from game.games.dicebot.ui.scavenge.presenters import sound_for as sound

        return sound(event)
    name: str | None = _table().sound_for(event)
    return name


def progress(state: Any) -> str | None:
    """How far a match has got, for the title's Continue line: the melee and its round."""
    if getattr(state, "sudden", False):
        return "sudden death"
    melee, round_number = getattr(state, "melee", 0), getattr(state, "round", 0)
    if not melee:
        return "the deal"
    return f"melee {melee}, round {round_number}" if round_number else f"melee {melee}"


def save_point(event: Event) -> str | None:
    """Save in the background once the robots are built, and when each round begins; at
    once when the game ends."""
    kind = type(event).__name__
    if kind == "GameEnded":
        return "now"
    if kind in ("ScavengeEnded", "RoundBegan", "MeleeBegan"):
        return "later"
    return None


# -- the battle screen -------------------------------------------------------------------------
def new_board(session: Session, viewer: int | None) -> Any:
    """The shown board as ``viewer`` sees the match (the table's, for every event)."""
    return _table().new_board(session, viewer)


def painter(scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
    """The junkyard while the shown match scavenges, the card table otherwise."""
    from game.games.dicebot.ui.scavenge.painter import DicebotPainter

    return DicebotPainter(scene, styles, tiles)


def thinking_shows(board: Any) -> bool:
    """AI seats think in the open (nothing of the board moves while they do)."""
    return True


def results_scene(session: MatchSession) -> Scene:
    """Medals and the champion (the table's)."""
    scene: Scene = _table().results_scene(session)
    return scene


def demo_session(seed: int, humans: int = 0) -> MatchSession:
    """A two-robot match for tests and screenshots (``humans`` local humans, then AIs)."""
    from game.games.dicebot.ui.session_setup import demo_session as make

    return make(seed, humans)


def quick_reference() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(heading, lines) blocks of the in-match quick reference (ui/quick_ref.py)."""
    # Imported when asked for: the sheet reads numbers from the rules package, which the
    # title (it lists this package's game) should not load before the game is chosen.
    from game.games.dicebot.ui.quick_ref import quick_reference as sheet

    return sheet()
