"""``GameUI``: what the shared shell needs from one game's screens, as a typed base class.

Each game's UI package (``game/games/<game>/ui/__init__.py``) defines a subclass and one
instance of it, ``UI``; the shell finds that object by the game's name
(``game.ui.games.game_ui``) and only ever calls its methods. The abstract methods are what
every game must say; every other method is an optional hook whose default is what a game
with nothing of its own to say wants (the shared battle screen, plain pacing, no forced
answers, no tutorial...). A game overrides only what it changes.

The screens behind these methods load when first asked for (imports inside the methods):
the title loads every game's UI to draw the chooser, and should not load every battle.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event
    from game.core.match import Choice, Request
    from game.core.session import Session
    from game.ui.battle.prompt import Prompt
    from game.ui.battle.seats import SeatConfig
    from game.ui.scene import Scene
    from game.ui.session import MatchSession
    from game.ui.tutorial.card import LessonCard
    from game.ui.tutorial.script import LessonScript

Meaning = tuple[str, str]
"""What a terrain kind does in a game: (label, what it does)."""
SceneButton = tuple[str, str, Callable[[], Any]]
"""A button opening a scene: (label, tooltip, scene factory)."""


class GameUI(ABC):
    """One game's screens, as the shared shell sees them.

    Class attributes name the game and its tables; methods build its scenes, prompts,
    board, painter and presenters. Hooks with a default are optional."""

    NAME: str
    """The game this UI plays (a name of ``game.games.GAMES``)."""
    TITLE: str
    """The game's name on its title card."""
    TAGLINE: str
    """One line under the title card."""
    RULES_PAGE: Path
    """Our own rulings page for the game (docs/rules/<game>.md), shown by F1."""
    RESULT_COLUMNS: tuple[tuple[str, int], ...]
    """The results table's columns: (heading, x offset)."""
    REQUEST_KINDS: tuple[str, ...]
    """Every request kind ``prompt_for`` has a prompt for."""
    TERRAIN: Mapping[str, Meaning | None] | None = None
    """What each terrain kind does in this game: (label, what it does), or None for a kind
    with no effect here (drawn muted). None: the core's own descriptions
    (``game.ui.terrain``)."""
    KEY_ACTIONS: tuple[tuple[str, str, str], ...] = ()
    """The game's own bindable keys: (action id, label as the player sees it, default pygame
    key name). Settings lists them under the game's title, stored as "game.action"; in
    battle ``flow.keys.action(event)`` names them by the bare id. A game may reuse another
    game's key, never a key every game shares."""
    SHARED_KEYS: tuple[str, ...] | None = None
    """The shared actions the game really uses (F1's Keys page lists only those); None:
    every shared action."""

    # -- the title, New match and rules -------------------------------------------------------
    @abstractmethod
    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Paint the game's picture inside ``rect`` (the title's game chooser)."""

    @abstractmethod
    def new_match_scene(self) -> Scene:
        """The game's New match screen."""

    @abstractmethod
    def rules_sections(self, key_lines: Sequence[str] = ()) -> Iterable[Any]:
        """The rules reference's pages (title + paragraphs), key lines included."""

    def rules_extras(self) -> list[SceneButton]:
        """More buttons under the rules reference's sections (none by default)."""
        return []

    def extra_modes(self) -> list[SceneButton]:
        """The game's own ways to play besides a match, offered on the title (none)."""
        return []

    def lesson_cards(self) -> Sequence[LessonCard]:
        """The game's tutorial lessons in order, as their words and where their scripts are
        (``game.ui.tutorial.card``): the first is offered the first time a player chooses
        the game, every one has a button on the rules reference (F1), and the title's
        Tutorial card opens the first registered game's. Read at start-up, so declared in a
        module that loads no rules or screens. None by default."""
        return ()

    def tutorials(self) -> Sequence[type[LessonScript]]:
        """The lessons' scripts, in the order of ``lesson_cards`` (loading each now)."""
        return [card.load() for card in self.lesson_cards()]

    def quick_reference(self) -> Sequence[Any]:
        """The game's quick-reference blocks (F3 in a match; none by default)."""
        return ()

    def progress(self, state: Any) -> str | None:
        """How far a match has got in the game's words ("turn 3"), which saves keep and the
        title's Continue line shows; by default its round or turn number."""
        from game.core.replay_seek import counted_progress

        return counted_progress(state)

    # -- the battle ---------------------------------------------------------------------------
    @abstractmethod
    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """The prompt a local player answers ``request`` with (by request kind)."""

    @abstractmethod
    def presenter(self, event: Event) -> Any:
        """How ``event`` is shown: an object with ``duration`` and ``lands_at_end``, or
        ``NO_ANIMATION`` (the log line and the board update only)."""

    @abstractmethod
    def presents(self, event_type: type) -> bool:
        """True if events of ``event_type`` have a presenter: an animation or the explicit
        none (every event type of the ruleset must)."""

    @abstractmethod
    def new_board(self, session: Session, viewer: int | None) -> Any:
        """The shown board as ``viewer`` sees the session's match, read through the session
        interface (game/core/session.py) so an online match draws too (``apply(event)``,
        ``carry_over``, ``recall_round``, ``round``, ``version``, ``seat_at(hex)``); a hex
        game may start from ``game.ui.battle.units_board.UnitsBoard``."""

    @abstractmethod
    def painter(self, scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
        """The battle painter (``draw(surface, alpha)``); a hex game may start from
        ``game.ui.battle.units_painter.UnitsPainter``."""

    @abstractmethod
    def results_scene(self, session: MatchSession) -> Scene:
        """The results after a match."""

    @abstractmethod
    def demo_session(self, seed: int, humans: int = 0) -> MatchSession:
        """A small match for tests and screenshots."""

    def battle_scene(self, session: MatchSession) -> Scene:
        """The battle screen for a session: the shared one."""
        from game.ui.scenes.battle import BattleScene

        return BattleScene(session)

    def autoplay_scene(self, map_path: Path, count: int, seed: int | None) -> Scene:
        """``count`` normal AIs fighting on ``map_path`` (the ``--autoplay`` option plays
        the first registered game's); a game without one says so."""
        raise NotImplementedError(f"{self.TITLE} has no autoplay")

    def panel_buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The bottom panel's buttons now: the open prompt's (none while none is open)."""
        return [] if flow.prompt is None else flow.prompt.buttons(flow, area)

    def log_line(self, event: Event, session: Session) -> str:
        """``event`` in words for the shared log, as everyone at the screen may read it: by
        default the event's own line."""
        return event.log_line(session.names)

    def prompts_private(self, session: Session) -> bool:
        """True if every prompt shows its player something private, so changing the human
        at the screen always needs a hand-off (else only ``Request.secret`` does)."""
        return False

    def request_private(self, session: Session, request: Request) -> bool:
        """True if ``request`` (not secret itself) must be answered in private when humans
        share the screen: by default when every prompt is private."""
        return self.prompts_private(session)

    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words for what the player is about to do."""
        return "make your choice"

    def forced_answer(self, request: Request,
                      names: Sequence[str]) -> tuple[Choice, str] | None:
        """(choice, log note) for a request that leaves nothing to decide, answered without
        asking its player (Meatbot: a die whose only use is passing); None: ask."""
        return None

    def thinking_shows(self, board: Any) -> bool:
        """True in a phase where AI seats think with the board settled (say so, not
        "Resolving")."""
        return False

    def pacing(self) -> Any:
        """The module deciding which AI answers are held back to be shown first: plain
        pacing by default, where every AI answer just happens (``game.ui.battle.
        plain_pacing``)."""
        from game.ui.battle import plain_pacing

        return plain_pacing

    def watching_of(self, showing: Any, session: Session) -> Any:
        """What to draw while a held-back AI answer is shown (never asked with plain
        pacing)."""
        raise AssertionError("plain pacing shows no held-back answer")

    def watching_verb(self, watching: Any) -> str:
        """The status line's verb for a shown AI answer (plain pacing: a neutral one)."""
        return "acts"

    def sound_for(self, event: Event) -> str | None:
        """The sound an event plays (None: silent)."""
        return None

    def save_point(self, event: Event) -> str | None:
        """"now" (save at once), "later" (autosave in the background) or None."""
        return None

    # -- real-time requests (Dice Bot's grab) -------------------------------------------------
    def input_devices(self, pads: Sequence[str]) -> list[str]:
        """The input devices humans are given, in order: the keyboard, the mouse, then each
        connected controller."""
        return ["keyboard", "mouse", *pads]

    def key_device(self, key: int) -> str:
        """The input device a key belongs to (a game may split the keyboard into clusters,
        one player each)."""
        return "keyboard"

    def reaction_time(self, request: Request, seat: SeatConfig,
                      setup: Mapping[str, Any]) -> float:
        """Seconds an AI seat waits before it is asked (counted only while nothing
        animates; ``setup`` is the match's set-up JSON, where a game may keep a pace
        option); none by default."""
        return 0.0
