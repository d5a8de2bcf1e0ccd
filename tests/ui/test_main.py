"""main.py as a user (or CI) runs it: headless flags, screenshots, exit codes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
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
