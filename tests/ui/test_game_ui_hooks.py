"""A game declares a hook that lives in one of its modules as ``loaded_from("module:name")``
(issue 31): the module loads when the hook is first used, and the hook is then that
function or class itself."""

from __future__ import annotations

import importlib
import sys

import pytest

from game.ui.game_ui import GameUI, loaded_from
from game.ui.games import game_ui, game_ui_names


def declared_hooks(ui: GameUI) -> dict[str, loaded_from]:
    """Every hook the game's UI class (or a base of it) declares with ``loaded_from``."""
    found: dict[str, loaded_from] = {}
    for klass in reversed(type(ui).__mro__):
        found.update({name: value for name, value in vars(klass).items()
                      if isinstance(value, loaded_from)})
    return found


@pytest.mark.parametrize("name", game_ui_names())
def test_every_hook_a_game_declares_by_module_is_found_and_callable(name):
    # given a game's UI and the hooks it names by module and attribute
    ui = game_ui(name)
    hooks = declared_hooks(ui)
    assert hooks
    # then each names a module of the game's own UI package holding a callable
    for hook, declared in hooks.items():
        target = getattr(ui, hook)
        assert callable(target), f"{name}.{hook} is {target!r}"
        module = importlib.import_module(declared.module, declared.package()).__name__
        assert module.startswith(type(ui).__module__ + "."), (hook, module)


def test_a_hook_loads_its_module_only_when_first_read_and_then_is_the_attribute(tmp_path,
                                                                                  monkeypatch):
    # given a package whose UI class names a hook in a module of the package
    package = tmp_path / "toyhooks"
    package.mkdir()
    (package / "__init__.py").write_text(
        "from game.ui.game_ui import loaded_from\n"
        "class ToyUI:\n    draw_card = loaded_from('.cards.pictures:draw')\n"
        "UI = ToyUI()\n", encoding="utf-8")
    (package / "cards").mkdir()
    (package / "cards" / "__init__.py").write_text("", encoding="utf-8")
    (package / "cards" / "pictures.py").write_text(
        "def draw(surface, rect):\n    return ('drawn', surface, rect)\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    toy = importlib.import_module("toyhooks")
    # when the package loads, the hook's module does not
    assert "toyhooks.cards.pictures" not in sys.modules
    # then reading the hook loads it and gives its function, called with the hook's arguments
    assert toy.UI.draw_card("s", "r") == ("drawn", "s", "r")
    assert "toyhooks.cards.pictures" in sys.modules
    for loaded in [m for m in sys.modules if m.startswith("toyhooks")]:
        monkeypatch.delitem(sys.modules, loaded)


def test_a_hook_not_written_as_module_and_attribute_is_refused():
    with pytest.raises(ValueError, match="module:attribute"):
        loaded_from(".card.draw_card")
