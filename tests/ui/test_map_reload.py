"""Hot reload: a map saved again while the arena viewer shows it appears at once; a broken
save shows its error over the last good version, and the viewer keeps working."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from game.maps.tiled import MapError
from game.ui.map_watch import POLL_SECONDS, MapWatcher, file_stamp
from game.ui.scenes.arena_view import ArenaView, scene_for_map
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import press
from tests.ui.user_map_files import map_text, save_again, write_map

TICK = 1 / 60


def tick_until(app, done, seconds: float = 10.0) -> None:
    """Run frames (one update each) until ``done()``; the load runs on a worker thread."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the viewer never picked up the new version"
        app.frame()
        time.sleep(0.002)


@pytest.fixture
def viewer(app, tmp_path):
    path = write_map(tmp_path / "mine.tmx", "First Draft")
    app.push(TitleScene())
    scene = scene_for_map(path, app.tiles)
    assert isinstance(scene, ArenaView)
    app.push(scene)
    app.frame()
    return scene


def test_a_map_saved_again_is_shown_at_once(app, viewer):
    path = viewer.watcher.path
    save_again(path, map_text("Second Draft", "scrapyard.tmx"))
    tick_until(app, lambda: viewer.arena.name == "Second Draft")
    assert viewer.reload_error is None
    assert viewer.arena.cols == 18  # the scrapyard's size, not the duel pit's
    assert viewer.layer.arena is viewer.arena
    assert viewer.reloaded_for > 0  # "Map reloaded" is on screen for a moment
    app.frame()


def test_a_broken_save_shows_its_error_and_keeps_the_last_good_map(app, viewer):
    good = viewer.arena
    save_again(viewer.watcher.path, "<map orientation='hexagonal'")  # Tiled mid-write
    tick_until(app, lambda: viewer.reload_error is not None)
    assert isinstance(viewer.reload_error, MapError)
    assert "XML" in viewer.reload_error.problem
    assert viewer.arena is good
    # the viewer keeps working: zoom, hover and drawing with the error banner on top
    level = viewer.camera.level
    press(pygame.K_MINUS)
    app.frame()
    assert viewer.camera.level == level - 1
    banner = viewer._banner
    assert banner is not None and banner.get_height() > 60
    # and a fixed save clears the error
    save_again(viewer.watcher.path, map_text("Fixed"))
    tick_until(app, lambda: viewer.arena.name == "Fixed")
    assert viewer.reload_error is None


def test_a_deleted_map_is_reported_and_the_view_stays(app, viewer):
    good = viewer.arena
    viewer.watcher.path.unlink()
    tick_until(app, lambda: viewer.reload_error is not None)
    assert isinstance(viewer.reload_error, FileNotFoundError)
    assert viewer.arena is good


def test_the_file_is_looked_at_only_every_half_second(tmp_path):
    path = write_map(tmp_path / "m.tmx", "Watched")
    loads: list[Path] = []
    watcher = MapWatcher(path, loader=lambda p: loads.append(p) or "arena")
    save_again(path, map_text("Changed"))
    assert watcher.poll(POLL_SECONDS * 0.9) is None
    assert watcher._worker is None  # not even a stat before the interval is up
    assert watcher.poll(POLL_SECONDS * 0.2) is None  # now it sees the change, loads aside
    watcher._worker.join(5)
    assert watcher.poll(0.0) == "arena"
    assert loads == [path]
    assert watcher.poll(POLL_SECONDS) is None  # same stamp: nothing loads again
    assert loads == [path]


def test_a_loader_that_raises_anything_is_handed_back_as_the_error(tmp_path):
    path = write_map(tmp_path / "m.tmx", "Watched")

    def explode(p: Path) -> object:
        raise RuntimeError("out of cheese")

    watcher = MapWatcher(path, loader=explode)
    save_again(path, map_text("Changed"))
    watcher.poll(POLL_SECONDS)
    watcher._worker.join(5)
    outcome = watcher.poll(0.0)
    assert isinstance(outcome, RuntimeError) and str(outcome) == "out of cheese"


def test_the_stamp_is_size_and_time(tmp_path):
    path = write_map(tmp_path / "m.tmx", "Stamped")
    size, mtime = file_stamp(path)
    assert size == path.stat().st_size and mtime == path.stat().st_mtime_ns
    assert file_stamp(tmp_path / "absent.tmx") is None


def test_a_viewer_without_a_file_watches_nothing(app, viewer):
    plain = ArenaView(viewer.arena, app.tiles)
    assert plain.watcher is None
    plain.update(TICK)  # nothing to poll, nothing raised
