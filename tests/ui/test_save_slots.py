"""Save slots: Save as... from the Esc question at a decision point, several per game, the
Load screen, the autosave untouched, and a slot that survives a crash in the middle of a
write."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import slots
from game.ui.navigator import battle_scene
from game.ui.saves import autosave_path
from game.ui.scenes.load_slots import LoadScene
from game.ui.scenes.save_as import LeaveQuestion, SaveAsScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import post, press
from tests.ui.history_helpers import played_session


def tap(app, key: int) -> None:
    press(key)
    app.frame()


def type_text(app, typed: str) -> None:
    post(pygame.TEXTINPUT, text=typed)
    app.frame()


def in_battle(app, game: str = "meatbot", seed: int = 3, decisions: int = 8):
    app.push(TitleScene())
    session = played_session(game, seed, decisions=decisions, humans=1)
    scene = battle_scene(session)
    app.push(scene)
    app.frame()
    return scene


def save_as(app, name: str) -> None:
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LeaveQuestion)
    tap(app, pygame.K_s)
    assert isinstance(app.top, SaveAsScene)
    press(pygame.K_BACKSPACE)
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL, unicode="",
         scancode=0)
    app.frame()
    type_text(app, name)
    tap(app, pygame.K_RETURN)


def test_save_as_keeps_the_match_under_its_name_and_play_goes_on(app):
    # given a match waiting for a decision
    scene = in_battle(app)
    # when the player saves it as "Before the charge"
    save_as(app, "Before the charge")
    # then it is in a slot of that name and the battle is back on top
    assert app.top is scene
    [slot] = slots.slots("meatbot")
    assert slot.name == "Before the charge" and not slot.broken
    assert not autosave_path().exists()  # the autosave is not touched by a slot


def test_several_slots_per_game_and_the_load_screen_resumes_one(app):
    scene = in_battle(app, decisions=6)
    save_as(app, "first")
    request = scene.session.pending()[0]
    scene.session.submit(request.player, request.legal_choices()[0])
    save_as(app, "second")
    assert sorted(s.name for s in slots.slots("meatbot")) == ["first", "second"]
    app.push(LoadScene())
    app.frame()
    load = app.top
    names = [slot.name for slot in load.found]
    load.list.choose(names.index("first"))
    tap(app, pygame.K_RETURN)
    resumed = app.top.session
    assert len(resumed.match.choices) == 6 and resumed.save_path is None


def test_the_load_screen_filters_by_game_and_deletes(app):
    for game in ("meatbot", "dicebot"):
        slots.save_slot(played_session(game, 2, decisions=5), f"{game} slot")
    app.push(LoadScene())
    app.frame()
    load = app.top
    assert len(load.found) == 2
    load.step_filter(1)
    assert [s.game for s in load.found] == ["meatbot"]
    tap(app, pygame.K_DELETE)
    tap(app, pygame.K_RETURN)
    assert slots.slots("meatbot") == [] and len(slots.slots()) == 1


def test_a_broken_slot_is_listed_with_why_and_cannot_be_loaded(app):
    folder = slots.slots_dir("meatbot")
    folder.mkdir(parents=True)
    (folder / "bad.json").write_text("{oops")
    app.push(LoadScene())
    app.frame()
    [slot] = app.top.found
    assert slot.broken and not app.top.list.rows[0].enabled


def test_a_slot_survives_a_crash_in_the_middle_of_a_write(monkeypatch):
    session = played_session("meatbot", 4, decisions=5)
    path = slots.save_slot(session, "safe")
    before = path.read_bytes()
    request = session.pending()[0]
    session.submit(request.player, request.legal_choices()[0])

    def crash(*args):
        raise KeyboardInterrupt("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        slots.save_slot(session, "safe")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["safe.json"]
