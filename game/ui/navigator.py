"""Where scenes go next: the one place that knows which scene follows which.

Scenes do not import each other to move on; they call these functions with the app. Game
scenes are reached through the game-UI registry by name (``game.ui.games``), so the shared
shell never names a game. The app remembers the game on screen (``app.current_game``) for
F1 and for the chooser's next New match.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.match import start_match
from game.core.ruleset import fresh_setup
from game.ui.games import GAME_UIS, available_game_uis, game_ui
from game.ui.saves import load_arena_file
from game.ui.scenes.settings_menu import SettingsScene

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.session import MatchSession


def current_game(app: Any) -> str | None:
    """The game on screen now (None before one is chosen): the topmost screen that belongs to
    a game (``Scene.game``, or its session's game), else the app's record of the last one
    played, else the only game there is. The stack comes first so that a screen reached
    without the chooser (Meatbot's tutorial or tournament) never shows another game's rules."""
    for scene in reversed(getattr(app, "stack", [])):
        name = scene_game(scene)
        if name:
            return name
    name = getattr(app, "current_game", None)
    if name:
        return str(name)
    games = available_game_uis()
    return str(games[0].NAME) if len(games) == 1 else None


def scene_game(scene: Any) -> str | None:
    """The game ``scene`` belongs to: its session's, else its own ``game``, else the game
    whose UI package defines it (None: a shared screen)."""
    session = getattr(scene, "session", None)
    match = getattr(session, "match", None)
    name = getattr(match, "ruleset", None) or getattr(scene, "game", None)
    if name:
        return str(name)
    where = type(scene).__module__
    return next((game for game, path in GAME_UIS.items()
                 if where == path or where.startswith(path + ".")), None)


def set_game(app: Any, name: str) -> None:
    """Remember ``name`` as the game on screen."""
    app.current_game = name


# -- the title's ways in ----------------------------------------------------------------------
def to_title(app: App) -> None:
    """Back to the title (the stack cut down to it; a fresh one if there is none)."""
    # lazy: the title opens every screen through this module (a real cycle)
    from game.ui.scenes.title import TitleScene

    if app.pop_to(TitleScene) is None:
        app.stack.clear()
        app.push(TitleScene())


def choose_game(app: App) -> None:
    """The game chooser (a card per game)."""
    # lazy: a screen loads when first opened, not with the title (start-up)
    from game.ui.scenes.game_chooser import GameChooserScene

    app.push(GameChooserScene())


def new_match(app: App, name: str) -> None:
    """Game ``name``'s New match form."""
    set_game(app, name)
    app.push(game_ui(name).new_match_scene())


def open_rules(app: App, name: str | None = None) -> None:
    """The rules reference of game ``name`` (default: the game on screen)."""
    # lazy: a screen loads when first opened, not with the title (start-up)
    from game.ui.scenes.rules_help import RulesHelpScene

    app.push(RulesHelpScene(name or current_game(app)))


def open_settings(app: App) -> None:
    """The settings."""
    app.push(SettingsScene())


def open_replays(app: App) -> None:
    """The match history (watch, share, delete)."""
    # lazy: a screen loads when first opened, not with the title (start-up)
    from game.ui.scenes.replays import ReplaysScene

    app.play("ui_click")
    app.push(ReplaysScene())


def open_load(app: App) -> None:
    """The saved matches, by game."""
    # lazy: a screen loads when first opened, not with the title (start-up)
    from game.ui.scenes.load_slots import LoadScene

    app.play("ui_click")
    app.push(LoadScene())


def open_arenas(app: App) -> None:
    """The arena picker."""
    # lazy: a screen loads when first opened, not with the title (start-up)
    from game.ui.scenes.arena_picker import ArenaPicker

    app.push(ArenaPicker())


# -- matches ----------------------------------------------------------------------------------
def battle_scene(session: MatchSession) -> Scene:
    """The battle screen for ``session``, whichever game it plays."""
    return game_ui(session.ruleset).battle_scene(session)


_battle_taker: Callable[[Scene], None] | None = None
"""Who takes the next battle a New match form starts instead of showing it (hosting an
online match sets up its match with the same forms)."""


def take_next_battle(taker: Callable[[Scene], None] | None) -> None:
    """Hand the next battle a form starts to ``taker`` instead of showing it (None: show
    battles again)."""
    global _battle_taker
    _battle_taker = taker


def go_to_battle(app: App, scene: Scene) -> None:
    """Cut the stack back to the title (if there is one) and show ``scene`` on top (or hand
    it to whoever ``take_next_battle`` named)."""
    # lazy: the title opens every screen through this module (a real cycle)
    from game.ui.scenes.title import TitleScene

    taker = _battle_taker
    if taker is not None:
        take_next_battle(None)
        taker(scene)
        return

    session = getattr(scene, "session", None)
    if session is not None:
        set_game(app, session.ruleset)
    if app.pop_to(TitleScene) is None:
        while len(app.stack) > 1:
            app.stack.pop()
    app.push(scene)


def continue_saved(app: App, path: Path) -> None:
    """Load the save at ``path`` (any game) and go into its battle; StoredFileError if it
    cannot be continued."""
    # lazy: sessions (AI workers) load when a match starts (start-up)
    from game.ui.session import MatchSession

    session = MatchSession.load(path)
    go_to_battle(app, battle_scene(session))


def rematch(app: App, session: MatchSession) -> None:
    """A new match of ``session``'s set-up, seats and options with new dice (armies and builds
    made in the match are made anew), in place of whatever is on screen. A new match: its
    set-up as one is written now (``fresh_setup``), even when an old save's was recorded."""
    # lazy: sessions (AI workers) load when a match starts (start-up)
    from game.ui.session import MatchSession

    ruleset = session.match.ruleset
    match = start_match(ruleset, fresh_setup(ruleset, session.match.setup),
                        random.SystemRandom().randrange(1, 2**31), arena_loader=load_arena_file)
    fresh = MatchSession(match, list(session.seats), session.arena_path, dict(session.options))
    fresh.events.extend(match.events)
    go_to_battle(app, battle_scene(fresh))


def show_results(app: App, session: MatchSession) -> None:
    """The game's results table in place of the battle."""
    app.replace(game_ui(session.ruleset).results_scene(session))


def hand_off(app: App, name: str, purpose: str, ready: Any, colour: Any) -> None:
    """The hand-off screen: pass the window to ``name`` to ``purpose``, then ``ready()``."""
    # lazy: a screen loads when first opened, not with the title (start-up)
    from game.ui.scenes.handoff import HandOffScene

    app.push(HandOffScene(name, purpose, ready, colour))
