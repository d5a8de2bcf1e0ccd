"""Saves and replays written before the one-package-per-game layout (issue 31) still load.

Both name their game, never a module path, so moving a game's code changes no file. The
files in tests/data/before_layout were written by the build before the move (a random
12-choice start of each game's demo match); ``views.json`` holds, per game, the digest of
every seat's view at the end of its replay as that build saw it (the repository's own folder,
named in tile image paths, left out).
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.core.match import encode_choice
from game.core.replay import load, play
from game.games import GAMES
from game.net.codec import encode
from game.ui.saves import load_arena_file
from game.ui.session import MatchSession

ROOT = Path(__file__).resolve().parent.parent.parent
FILES = ROOT / "tests" / "data" / "before_layout"


def _without_modules(value: Any) -> Any:
    """An encoded value with each class named by its own name only (the module moved)."""
    if isinstance(value, dict):
        return {key: (item.partition(":")[2] if key in ("$c", "$e", "$n")
                      else _without_modules(item)) for key, item in value.items()}
    if isinstance(value, list):
        return [_without_modules(item) for item in value]
    return value


def _views_digest(match: Any) -> str:
    seen = [_without_modules(encode(match.state.view_for(seat)))
            for seat in range(len(match.state.names))]
    text = json.dumps(seen, sort_keys=True).replace(f"{ROOT}/", "<root>/")  # tile images
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize("name", GAMES)
def test_a_replay_from_before_the_move_plays_to_the_same_views(name):
    # given a replay the old layout wrote, when it is played now
    match = play(load(FILES / f"{name}.replay.json"), load_arena_file)
    # then every seat sees what it saw then
    assert match.ruleset == name
    assert _views_digest(match) == json.loads((FILES / "views.json").read_text())[name]


@pytest.mark.parametrize("name", GAMES)
def test_a_save_from_before_the_move_resumes(name, tmp_path):
    # given a save the old layout wrote, when it is loaded
    path = tmp_path / "save.json"
    shutil.copy(FILES / f"{name}.save.json", path)
    session = MatchSession.load(path)
    try:
        # then it resumes the same match of the same game
        replay = load(FILES / f"{name}.replay.json")
        assert session.match.ruleset == name
        assert [(seat, encode_choice(choice)) for seat, choice in session.match.choices] \
            == [tuple(made) for made in replay.choices]
        assert _views_digest(session.match) == _views_digest(play(replay, load_arena_file))
    finally:
        session.close()


def test_saves_and_replays_name_games_not_modules():
    for path in sorted(FILES.glob("*.json")):
        assert "game." not in path.read_text(), path.name
