"""A stand-in GameUI module for Dice Bot built on the table alone, so the table's tests run
the real battle screen without the scavenge screen: ready and grab requests of local humans
are answered at once (the first legal choice) and the draft is a snake draft (nothing real
time). Register it with ``use_shim(monkeypatch)``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.core.match import start_match
from game.rulesets.dicebot.setup import SNAKE, DicebotSetup, setup_to_json
from game.ui.battle import plain_pacing
from game.ui.battle.seats import SeatConfig
from game.ui.games.dicebot import table
from game.ui.session import MatchSession

NAME = "dicebot"
TITLE = "Dice Bot Mega Fun"
TAGLINE = "Grab parts, build a bot, play cards."
RULES_PAGE: Path = paths.rules_docs_dir() / "dicebot.md"
RESULT_COLUMNS = table.RESULT_COLUMNS
REQUEST_KINDS = table.REQUEST_KINDS
prompt_for = table.prompt_for
presenter = table.presenter
presents = table.presents
new_board = table.new_board
panel_buttons = table.panel_buttons
hand_off_purpose = table.hand_off_purpose
thinking_shows = table.thinking_shows
sound_for = table.sound_for
results_scene = table.results_scene
NAMES = ("Nina", "Red", "Blue", "Gold", "Moss", "Ash")


def painter(scene: Any, styles: Any, tiles: Any) -> Any:
    """The table's painter."""
    return table.paint(scene, styles, tiles)


def forced_answer(request: Any, names: Any) -> Any:
    """The scavenge is not the table's: a human's ready and grab are answered at once."""
    if request.kind in ("ready", "grab"):
        return request.legal_choices()[0], f"{names[request.player]} {request.kind}s."
    return None


def prompts_private(match: Any) -> bool:
    """Only secret requests need a hand-off."""
    return False


def pacing() -> Any:
    """Nothing held back."""
    return plain_pacing


def save_point(event: Any) -> str | None:
    """No saving in these tests."""
    return None


def battle_scene(session: MatchSession) -> Any:
    """The shared battle screen."""
    from game.ui.scenes.battle import BattleScene

    return BattleScene(session)


def session(seed: int, humans: int = 0, players: int = 4, deck: tuple[str, ...] = (),
            level: str = "normal") -> MatchSession:
    """A snake-draft game: ``humans`` local humans, then AIs of ``level``."""
    setup = DicebotSetup(NAMES[:players], SNAKE, 6, deck)
    match = start_match("dicebot", setup_to_json(setup), seed)
    seats = [SeatConfig(name, "human" if k < humans else "ai", level, k)
             for k, name in enumerate(NAMES[:players])]
    made = MatchSession(match, seats, "")
    made.autosave_enabled = False
    return made


def demo_session(seed: int, humans: int = 0) -> MatchSession:
    """A four-player game for tests and screenshots."""
    return session(seed, humans)


def use_shim(monkeypatch: Any) -> None:
    """Register this module as the Dice Bot UI for one test."""
    from game.ui import games

    monkeypatch.setitem(games.GAME_UIS, "dicebot", __name__)
