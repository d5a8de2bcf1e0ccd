"""Writing never loses a file this run did not load or write (issue 30 items 5 and 7): it is
copied aside first and the player is told; a copy that cannot be made stops the write and
leaves nothing half-made; leftovers of killed writes are cleared at the next start."""

from __future__ import annotations

import errno
import json
import os
import shutil
import time

import pygame
import pytest

from game.games.meatbot.ui.session_setup import new_session
from game.ui import storage
from game.ui.launch import build_app, parse_args
from game.ui.session import MatchSession, SeatConfig, autosave_path


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    storage.notices.clear()
    return tmp_path


def ai_session(seed: int = 3) -> MatchSession:
    session = new_session("maps/duel_pit.tmx", [SeatConfig(f"B{i}", "ai", "easy", i)
                                                for i in range(2)], 3, 5, seed=seed)
    session.autosave_enabled = False
    return session


def earlier_runs_save(over: bool = False, arena: str = "maps/duel_pit.tmx") -> bytes:
    """An autosave as an earlier run left it (this run has not touched it); its bytes."""
    session = ai_session(seed=7)
    data = {"version": 1, **session.to_json(), "over": over}
    session.close()
    data["replay"]["setup"]["arena"]["path"] = arena
    raw = json.dumps(data).encode()
    autosave_path().write_bytes(raw)
    return raw


def save_a_new_match() -> None:
    session = ai_session()
    assert session.save() == autosave_path()
    session.close()


@pytest.mark.parametrize("arena", ["maps/duel_pit.tmx", "maps/deleted.tmx"])
def test_a_save_this_run_never_opened_is_kept_before_a_new_match_saves(home, arena):
    # given a saved match left by an earlier run (one that could, or could not, be continued)
    before = earlier_runs_save(arena=arena)
    # when a new match saves, with nobody having tried Continue (as --autoplay does)
    save_a_new_match()
    # then the old save is kept beside the new one, and the player is told where
    assert (home / "autosave.json.kept-1").read_bytes() == before
    assert any("autosave.json.kept-1" in m and str(home) in m for m in storage.notices.take())


def test_a_finished_match_is_replaced_with_no_copy(home):
    earlier_runs_save(over=True)
    save_a_new_match()
    assert sorted(p.name for p in home.glob("autosave.json*")) == ["autosave.json"]


def test_a_save_continued_in_this_run_is_replaced_unless_it_changed_since(home):
    # given a save that this run continued
    earlier_runs_save()
    MatchSession.load(autosave_path()).close()
    # when a new match saves over it, then no copy is needed
    save_a_new_match()
    assert not list(home.glob("autosave.json.*"))
    # but when something else rewrites it afterwards, the next save keeps that first
    changed = earlier_runs_save()
    os.utime(autosave_path(), ns=(1, 1))
    save_a_new_match()
    assert (home / "autosave.json.kept-1").read_bytes() == changed


def test_a_copy_that_fails_on_a_full_disk_leaves_nothing_and_writes_nothing(home, monkeypatch):
    # given a save from an earlier run and a disk that fills up half-way through any copy
    before = earlier_runs_save()

    def full_disk(source, target, **_):
        with open(target, "wb") as out:
            out.write(b"")
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(shutil, "copy2", full_disk)
    # when a new match saves
    session = ai_session()
    assert session.save() is None
    session.close()
    # then the old save is untouched, no empty copy or temporary is left, the player is told
    assert autosave_path().read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["autosave.json"]
    assert "No space left on device" in session.save_error


def test_leftovers_of_killed_and_failed_writes_are_cleared_at_start(home):
    # given what a kill -9 during an autosave and an old full-disk copy leave behind
    stale = home / ".autosave.json.k2j4x9ab.tmp"
    stale.write_text('{"half": ')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = home / ".settings.json.p0q1r2s3.tmp"  # another running game may be writing it
    fresh.write_text("{")
    (home / "autosave.json.corrupt-1").write_bytes(b"")
    (home / "autosave.json.corrupt-2").write_bytes(b"kept bytes")
    (home / "autosave.json").write_text("{}")
    # when the game starts
    build_app(parse_args(["--frames", "1"]))
    pygame.quit()
    # then the stale temporary and the empty copy are gone, everything else is there
    names = sorted(p.name for p in home.iterdir() if p.is_file())
    assert stale.name not in names and "autosave.json.corrupt-1" not in names
    assert {fresh.name, "autosave.json.corrupt-2", "autosave.json"} <= set(names)


def test_after_continue_was_refused_new_match_does_not_offer_to_continue(app, home):
    # given a save whose arena is gone: the title's quick look finds nothing wrong
    from game.ui.scenes.confirm import ConfirmScene
    from game.ui.scenes.title import CONTINUE, TitleScene

    earlier_runs_save(arena="maps/deleted.tmx")
    title = TitleScene()
    app.push(title)
    app.frame()
    assert title.save.state == "ok"
    # when Continue is refused and New match is chosen
    title.continue_match()
    app.frame()
    title.new_match()
    app.frame()
    # then no confirm claims that Continue resumes it: the save is shown as broken
    assert not isinstance(app.top, ConfirmScene)
    assert title.save.state == "broken" and CONTINUE in title.menu.disabled
