"""Each game's rules package is layered without import circles: data and model modules at the
bottom, the phases above them, the state on top. Imports inside functions count (they are
how a circle used to be hidden); imports under ``if TYPE_CHECKING:`` do not run, so they do
not (issue 31)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games import GAMES
from tests.import_graph import circles, import_graph

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("game", GAMES)
def test_a_games_rules_import_one_another_without_circles(game):
    # given the game's rules package, function-level imports included
    graph = import_graph(ROOT / "game" / "games" / game / "rules", f"game.games.{game}.rules")
    # then no module needs, even indirectly, a module that needs it
    assert graph and circles(graph) == []


def test_the_circle_check_finds_a_circle_hidden_in_a_function(tmp_path):
    # given a package whose state imports a phase that imports the state inside a function
    package = tmp_path / "toyrules"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "state.py").write_text("from toyrules.phase import step\n", encoding="utf-8")
    (package / "phase.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from toyrules.data import Thing\n"
        "def step():\n    from toyrules.state import State\n", encoding="utf-8")
    (package / "data.py").write_text("from toyrules import phase\n", encoding="utf-8")
    # then the check names the two modules in the circle, and not the type-only import
    assert circles(import_graph(package, "toyrules")) == [["toyrules.phase", "toyrules.state"]]
