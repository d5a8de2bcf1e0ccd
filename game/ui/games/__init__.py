"""The game-UI registry: which games the window can play, and each game's own screens.

Everything in ``game/ui`` is the shared shell (window, scene stack, widgets, settings,
camera, hand-off, battle flow, pacing, saves). What belongs to one game — prompts for its
request kinds, set-up screens, board and animations, data sheet, result columns, rules page,
sounds — lives in its package ``game/games/<game>/ui/``, and the shell reaches
it only through ``game_ui(name)``: a name from ``GAME_UIS`` resolved to a module by string,
so no shared module imports a game (``tests/test_import_boundaries.py`` checks it).

A game UI is a *module* satisfying ``GameUI`` structurally (as rulesets satisfy
``game.core.ruleset.Ruleset``). Adding a game is its package plus its name in
``game.games.GAMES``; ``GAME_UIS`` follows from the game's ``SPEC.ui``.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.games import GAMES, spec

if TYPE_CHECKING:
    import pygame

    from game.core.events import Event
    from game.core.match import Request
    from game.ui.battle.prompt import Prompt
    from game.ui.scene import Scene

GAME_UIS: dict[str, str] = {name: spec(name).ui for name in GAMES}
"""Ruleset name -> module path of that game's UI package, in the title's order (from the
game registry, ``game.games``; tests may register a test game here)."""


class GameUI(Protocol):
    """What the shared shell needs from one game's UI package (module-level names).

    Optional: ``forced_answer(request, names) -> (choice, log note) | None`` answers a
    request that leaves nothing to decide without asking its player (Meatbot: a die whose
    only use is passing). ``tutorials() -> [LessonScript subclass, ...]`` declares the
    game's tutorial lessons in order (``game.ui.tutorial``): the first is offered the first
    time a player chooses the game, every one has a button on the rules reference (F1), and
    the title's Tutorial card opens the first registered game's;
    ``rules_extras() -> [(label, tooltip, scene factory)]`` puts more buttons under the rules
    reference's sections.
    For real-time requests (Dice Bot's grab): ``input_devices(pads)``
    orders the devices humans are given (default: keyboard, mouse, controllers),
    ``key_device(key)`` splits the keyboard into clusters that are devices of their own,
    and ``reaction_time(request, seat_config, setup)`` is how long an AI seat waits before
    it is asked (counted only while nothing animates; ``setup`` is the match's set-up JSON,
    where a game may keep a pace option).

    Optional: ``TERRAIN: dict[str, tuple[str, str] | None]``, what each terrain kind does in
    this game: (label, what it does), or None for a kind with no effect here. The shared map
    draws the None kinds muted, and tooltips, the arena viewer's key and the F1 "Terrain"
    page say what each does (``game.ui.terrain``); an undeclared kind keeps the core's own
    description.

    Optional: ``KEY_ACTIONS``, the game's own bindable keys as (action id, label as the
    player sees it, default pygame key name) — Meatbot's "eat" and its number keys. The
    Settings screen lists them under the game's title, they are stored as "game.action", and
    in battle ``flow.keys.action(event)`` names them by the bare id (game/ui/battle/
    bindings.py). A game's keys may reuse another game's, never a key every game shares.
    ``SHARED_KEYS``, the shared actions the game really uses (a game without a map has no
    panning): only those are listed on its F1 Keys page (default: every shared action).

    Optional: ``progress(state) -> str | None``, how far a match has got in the game's own
    words ("turn 3"), which saves keep and the title's Continue line shows; without it a
    state's ``round`` is said as "round N"."""

    NAME: str
    """The ruleset this UI plays (a key of ``game.core.ruleset.RULESETS``)."""
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

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Paint the game's picture inside ``rect`` (the title's game chooser)."""
        ...

    def new_match_scene(self) -> Scene:
        """The game's New match screen."""
        ...

    def prompt_for(self, request: Request, flow: Any) -> Prompt:
        """The prompt a local player answers ``request`` with (by request kind)."""
        ...

    def presenter(self, event: Event) -> Any:
        """How ``event`` is shown: an object with ``duration`` and ``lands_at_end``, or
        ``NO_ANIMATION`` (the log line and the board update only)."""
        ...

    def presents(self, event_type: type) -> bool:
        """True if events of ``event_type`` have a presenter: an animation or the explicit
        none (every event type of the ruleset must)."""
        ...

    def rules_sections(self, key_lines: Sequence[str]) -> Iterable[Any]:
        """The rules reference's pages (title + paragraphs), key lines included."""
        ...

    # -- the battle (game/ui/battle/controller.py and scenes/battle.py call these) ----------
    def new_board(self, session: Any, viewer: int | None) -> Any:
        """The shown board as ``viewer`` sees the session's match, read through the session
        interface (game/core/session.py) so an online match draws too (``apply(event)``,
        ``carry_over``, ``recall_round``, ``round``, ``version``, ``seat_at(hex)``); a hex
        game may start from ``game.ui.battle.units_board.UnitsBoard``."""
        ...

    def painter(self, scene: Any, styles: Sequence[Any], tiles: Any) -> Any:
        """The battle painter (``draw(surface, alpha)``); a hex game may start from
        ``game.ui.battle.units_painter.UnitsPainter``."""
        ...

    def panel_buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The bottom panel's buttons now (usually the open prompt's ``buttons``)."""
        ...

    def prompts_private(self, session: Any) -> bool:
        """True if every prompt shows its player something private, so changing the human
        at the screen always needs a hand-off (else only ``Request.secret`` does)."""
        ...

    def hand_off_purpose(self, request: Request) -> str:
        """The hand-off screen's words for what the player is about to do."""
        ...

    def thinking_shows(self, board: Any) -> bool:
        """True in a phase where AI seats think with the board settled (say so, not
        "Resolving")."""
        ...

    def pacing(self) -> Any:
        """The module deciding which AI answers are held back to be shown first
        (``game.ui.battle.plain_pacing``: none)."""
        ...

    def watching_of(self, showing: Any, session: Any) -> Any:
        """What to draw while a held-back AI answer is shown (only with such pacing)."""
        ...

    def watching_verb(self, watching: Any) -> str:
        """The status line's verb for a shown AI answer."""
        ...

    def sound_for(self, event: Event) -> str | None:
        """The sound an event plays (None: silent)."""
        ...

    def save_point(self, event: Event) -> str | None:
        """"now" (save at once), "later" (autosave in the background) or None."""
        ...

    def results_scene(self, session: Any) -> Scene:
        """The results after a match."""
        ...

    def battle_scene(self, session: Any) -> Scene:
        """The battle screen for a session of this game."""
        ...

    def demo_session(self, seed: int, humans: int = 0) -> Any:
        """A small match for tests and screenshots."""
        ...


def game_ui_names() -> list[str]:
    """Every registered game UI, in registry order."""
    return list(GAME_UIS)


def game_ui(name: str) -> Any:
    """The UI module of game ``name``; ValueError naming the known ones if unknown."""
    if name not in GAME_UIS:
        raise ValueError(f"no UI for game {name!r}; known: {', '.join(sorted(GAME_UIS))}")
    return importlib.import_module(GAME_UIS[name])


def available_game_uis() -> list[Any]:
    """The UI modules that load, in registry order: a game whose package is missing (or
    broken) is simply not offered."""
    found = []
    for name in GAME_UIS:
        try:
            found.append(game_ui(name))
        except ImportError:
            continue
    return found
