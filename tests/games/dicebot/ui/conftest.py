"""Fixtures for the Dice Bot scavenge's tests: the game UI registered, the card battle's
half (the real one, or the stand-in while it is missing) and a battle scene at the
scavenge."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from game.ui import games
from tests.ui.conftest import app, private_user_data  # noqa: F401  (the UI tests' fixtures)


@pytest.fixture
def dicebot_ui(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The Dice Bot game UI, registered, with a card battle half to delegate to."""
    monkeypatch.setitem(games.GAME_UIS, "dicebot", "game.games.dicebot.ui")
    try:
        importlib.import_module("game.games.dicebot.ui.table")
    except ImportError:
        from tests.games.dicebot.ui import fake_table

        monkeypatch.setitem(sys.modules, "game.games.dicebot.ui.table", fake_table)
        import game.games.dicebot.ui as package

        monkeypatch.setattr(package, "table", fake_table, raising=False)
    yield games.game_ui("dicebot")
