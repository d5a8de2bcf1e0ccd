"""A crash in the loop saves the match in progress and leaves a readable report."""

from pathlib import Path

import pygame

from game.ui import launch as app_module
from game.ui.scene import Scene


class FakeSession:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.saves = 0

    def save(self) -> Path:
        self.saves += 1
        path = self.folder / "autosave.json"
        path.write_text("{}")
        return path


class Exploding(Scene):
    def __init__(self, session: FakeSession) -> None:
        self.session = session

    def update(self, dt: float) -> None:
        raise RuntimeError("boom in update")

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((0, 0, 0))


def test_given_a_scene_that_crashes_when_the_game_runs_then_the_match_is_saved_and_logged(
        tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = FakeSession(tmp_path)
    real_build = app_module.build_app

    def build_with_bomb(args):
        app = real_build(args)
        app.push(Exploding(session))
        return app

    monkeypatch.setattr(app_module, "build_app", build_with_bomb)
    code = app_module.main(["--frames", "30"])
    assert code == 1
    assert session.saves == 1
    log = (tmp_path / "crash.log").read_text()
    assert "boom in update" in log and "Traceback" in log
    message = capsys.readouterr().err
    assert "Continue resumes it" in message and "crash.log" in message
