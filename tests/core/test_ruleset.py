"""The ruleset seam: every registered ruleset module offers the protocol's names."""

from __future__ import annotations

import importlib
import sys

import pytest

from game.core.match import Request
from game.core.ruleset import (
    RULESETS,
    GameView,
    loaded_module,
    ruleset_module,
    ruleset_names,
    units_of,
)


@pytest.mark.parametrize("name", ruleset_names())
def test_every_registered_ruleset_offers_the_protocol(name: str) -> None:
    # given a registered ruleset
    module = ruleset_module(name)
    # then it names itself, versions its rules and offers every entry point
    assert name == module.NAME
    assert isinstance(module.TITLE, str) and module.TITLE
    assert isinstance(module.RULES_VERSION, int) and module.RULES_VERSION >= 1
    low, high = module.PLAYERS
    assert 1 <= low <= high
    assert module.CHOICE_TYPES and all(isinstance(t, type) for t in module.CHOICE_TYPES.values())
    for entry in ("setup_from_json", "setup_to_json", "new_state", "information_state"):
        assert callable(getattr(module, entry)), entry


def test_unknown_ruleset_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match="known: .*meatbot"):
        ruleset_module("chess")
    assert "meatbot" in RULESETS


def test_request_flags_default_off_and_are_keyword_only() -> None:
    # given a plain request, then it is neither secret nor real time
    plain = Request(1, 0, "kind", "prompt")
    assert not plain.secret and not plain.real_time
    # when a request is made secret and real time by keyword, then both flags hold
    both = Request(2, 1, "grab", "grab a die", secret=True, real_time=True)
    assert both.secret and both.real_time


def test_units_of_a_view_without_units_is_empty() -> None:
    assert units_of(object()) == ()
    assert not isinstance(object(), GameView)


def test_a_loaded_module_is_the_one_import_module_gives_and_is_imported_when_missing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # given a ruleset module already imported, and a module nobody imported yet
    path = RULESETS[ruleset_names()[0]]
    monkeypatch.delitem(sys.modules, "colorsys", raising=False)
    # then the first is the very module import_module gives, and the second is imported
    assert loaded_module(path) is importlib.import_module(path)
    fresh = loaded_module("colorsys")
    assert fresh.__name__ == "colorsys" and sys.modules["colorsys"] is fresh
