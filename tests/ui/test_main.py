"""main.py as a user (or CI) runs it: headless flags, screenshots, exit codes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str, extra_env: dict[str, str] | None = None
             ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           **(extra_env or {})}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def png_size(path: Path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


def test_frames_and_screenshot_write_a_png_of_the_window_size(tmp_path):
    # given the plain game, when run for 5 updates with a screenshot
    shot = tmp_path / "title.png"
    result = run_main("--frames", "5", "--screenshot", str(shot))
    # then it exits cleanly, quietly, and the PNG is the default window size
    assert result.returncode == 0, result.stderr
    assert "Hello from the pygame community" not in result.stdout
    assert png_size(shot) == (1280, 720)


def test_size_flag_sets_the_window(tmp_path):
    shot = tmp_path / "small.png"
    result = run_main("--size", "800x600", "--frames", "3", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert png_size(shot) == (800, 600)


def test_a_broken_map_is_shown_not_crashed_on(tmp_path):
    # given a map file cut off half-way
    broken = tmp_path / "broken.tmx"
    broken.write_text('<?xml version="1.0"?>\n<map version="1.10" orientation="hexag')
    shot = tmp_path / "error.png"
    # when the game is asked to open it
    result = run_main("--map", str(broken), "--frames", "3", "--screenshot", str(shot))
    # then it still exits cleanly after drawing the error screen
    assert result.returncode == 0, result.stderr
    assert png_size(shot) == (1280, 720)


@pytest.mark.parametrize("bad", [["--size", "huge"], ["--frames", "0"]])
def test_bad_flags_are_refused_with_a_message(bad):
    result = run_main(*bad)
    assert result.returncode == 2
    assert "error" in result.stderr


def test_autoplay_plays_ai_only_and_saves_the_frame(tmp_path):
    # given a clean user folder, when an autoplay match runs for 120 updates with a screenshot
    shot = tmp_path / "battle.png"
    env_home = {"HEXBRAWL_HOME": str(tmp_path / "home")}
    result = run_main("--autoplay", "--seed", "3", "--frames", "120", "--screenshot", str(shot),
                      extra_env=env_home)
    # then it exits cleanly with a PNG of the window
    assert result.returncode == 0, result.stderr
    assert png_size(shot) == (1280, 720)


def test_autoplay_on_a_broken_map_shows_the_error_and_exits_cleanly(tmp_path):
    broken = tmp_path / "broken.tmx"
    broken.write_text('<?xml version="1.0"?>\n<map version="1.10" orientation="hexag')
    shot = tmp_path / "error.png"
    result = run_main("--autoplay", "--map", str(broken), "--frames", "3", "--screenshot",
                      str(shot), extra_env={"HEXBRAWL_HOME": str(tmp_path / "home")})
    assert result.returncode == 0, result.stderr
    assert png_size(shot) == (1280, 720)


def test_seed_must_be_a_number():
    result = run_main("--seed", "abc")
    assert result.returncode == 2 and "--seed" in result.stderr


def test_until_aim_stops_at_the_first_ai_aim_and_saves_that_frame(tmp_path):
    # given an autoplay match, when run until an AI's aim is on screen
    shot = tmp_path / "aim.png"
    result = run_main("--autoplay", "--seed", "3", "--until", "aim", "--frames", "6000",
                      "--screenshot", str(shot), extra_env={"HEXBRAWL_HOME": str(tmp_path)})
    # then it exits 0 with the frame saved
    assert result.returncode == 0, result.stderr
    assert png_size(shot) == (1280, 720)


def test_until_not_reached_within_the_frame_cap_exits_1_with_a_message(tmp_path):
    shot = tmp_path / "move.png"
    result = run_main("--autoplay", "--seed", "3", "--until", "move", "--frames", "5",
                      "--screenshot", str(shot), extra_env={"HEXBRAWL_HOME": str(tmp_path)})
    assert result.returncode == 1
    assert "no move view within 5 frames" in result.stderr
    assert not shot.exists()


def test_until_needs_autoplay():
    result = run_main("--until", "pick")
    assert result.returncode == 2 and "--until needs --autoplay" in result.stderr


def test_autoplay_on_a_two_spawn_map_seats_two_bots(tmp_path, monkeypatch):
    # given the duel pit, which has two spawns
    from game.ui.launch import autoplay_count, autoplay_scene
    from game.ui.scenes.battle import BattleScene
    from game.ui.session import load_arena_file

    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    duel = ROOT / "maps" / "duel_pit.tmx"
    assert len(load_arena_file(str(duel)).spawns) == 2
    # when autoplay is set up on it, then it seats two bots and the battle starts
    assert autoplay_count(duel) == 2
    scene = autoplay_scene(duel, seed=1)
    assert isinstance(scene, BattleScene)
    assert len(scene.session.seats) == 2
    scene.session.close()
    # and a larger arena still gets four
    assert autoplay_count(ROOT / "maps" / "standard_arena.tmx") == 4


def test_help_and_the_readme_tell_of_the_user_folder_override():
    # when the flags are asked for, then the user-folder variable is explained there
    result = run_main("--help")
    assert result.returncode == 0
    assert "HEXBRAWL_HOME=FOLDER" in result.stdout and "user data folder" in result.stdout
    # and the README says it too
    assert "`HEXBRAWL_HOME`" in (ROOT / "README.md").read_text(encoding="utf-8")
