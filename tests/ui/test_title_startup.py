"""What the title costs to start: one map read for its backdrop, a blur done small."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.games import GAMES
from game.maps import tiled
from game.ui.render import backdrop as backdrop_module
from game.ui.scenes.title import backdrop_arena

ROOT = Path(__file__).resolve().parents[2]


def test_given_the_shipped_maps_when_the_title_picks_its_backdrop_then_one_map_is_read(
        monkeypatch):
    # given a count of every map file read
    read = []
    load = tiled.load_arena
    monkeypatch.setattr(tiled, "load_arena", lambda path: read.append(path) or load(path))
    # when the title picks the arena behind it
    arena = backdrop_arena()
    # then it is the standard arena, found by reading that one file alone
    assert "standard" in arena.name.lower()
    assert [p.stem for p in read] == ["standard_arena"]


def test_given_a_window_when_the_backdrop_is_painted_then_it_blurs_a_small_copy(
        monkeypatch, app):
    # given a record of the sizes the blur works on
    blurred = []
    blur = pygame.transform.gaussian_blur
    monkeypatch.setattr(pygame.transform, "gaussian_blur",
                        lambda surface, radius: blurred.append(surface.get_size())
                        or blur(surface, radius))
    # when the backdrop is painted for a 1280x720 window
    painted = backdrop_module.backdrop(backdrop_arena(), app.tiles, (1280, 720))
    # then it covers the window with room to drift, and the blur saw a third of it at most
    assert painted.get_width() >= 1280 and painted.get_height() >= 720
    assert blurred and all(w * 3 <= painted.get_width() + 3 for w, _ in blurred)


STARTS_TITLE = """
import json, sys
from game.ui.launch import main
code = main(["--frames", "1"])
print(json.dumps([code, sorted(m for m in sys.modules if m.startswith(("game.games.", "pytmx",
                                                                  "game.maps.tiled")))]))
"""


def test_given_a_fresh_start_when_the_title_shows_then_no_games_rules_ai_or_screens_load(
        tmp_path):
    # when the game starts in a fresh process and shows the title's first frame
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HEXBRAWL_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", STARTS_TITLE], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    code, loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert code == 0
    # then of each game only its registration, its UI's front door and (for the title's
    # tutorial card) its lessons' words are loaded: no rules, no AI, no screen, no lesson
    # script, no quick reference (they load once a game or a lesson is chosen)
    games = [m for m in loaded if m.startswith("game.games.")]
    heavy = [m for m in games if m.split(".")[3:4] in (["rules"], ["ai"])
             or ".ui.scenes" in m or ".ui.battle" in m or m.endswith(".quick_ref")
             or (".ui.tutorial." in m and not m.endswith(".ui.tutorial.cards"))]
    assert heavy == []
    # and no map is read: the backdrop is the shipped one, painted from the standard arena
    # as it is on disk (tests/ui/test_title_art.py), so the map reader is not even loaded
    assert not [m for m in loaded if m.startswith(("pytmx", "game.maps.tiled"))]
    assert {f"game.games.{name}" for name in GAMES} <= set(games)
