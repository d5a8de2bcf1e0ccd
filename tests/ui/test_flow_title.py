"""The title: Continue with no save, a broken save, and F1 help from anywhere."""

from __future__ import annotations

import json

import pygame
import pytest

from game.ui.games.meatbot.scenes.new_match import new_match_scene
from game.ui.scene import Scene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.game_chooser import GameChooserScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.new_match import NewMatchScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.scenes.title import CONTINUE, TitleScene
from game.ui.session import SAVE_VERSION
from tests.ui.conftest import move_mouse, post, press


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def test_without_a_save_continue_is_greyed_and_says_why(app, home):
    title = TitleScene()
    app.push(title)
    app.frame()
    assert CONTINUE in title.menu.disabled
    # when the mouse rests on Continue, then its tooltip explains
    move_mouse(title.menu.rect(CONTINUE).center)
    app.frame()
    assert "No saved match" in title._tooltip()
    # when it is clicked anyway, then nothing opens
    post(pygame.MOUSEBUTTONDOWN, pos=title.menu.rect(CONTINUE).center, button=1)
    app.frame()
    assert app.top is title


@pytest.mark.parametrize(("content", "reason"), [
    (b"{ this is not json", "broken JSON"),
    (json.dumps({"version": SAVE_VERSION + 5}).encode(), "newer Hexbrawl"),
    (json.dumps({"version": SAVE_VERSION, "format": "something-else"}).encode(),
     "not a Hexbrawl match save"),
])
def test_a_broken_save_is_reported_by_name_and_reason_and_kept(app, home, tutorials_met, content,
                                                              reason):
    # given an autosave that cannot be used
    save = home / "autosave.json"
    save.write_bytes(content)
    # when the title appears
    title = TitleScene()
    app.push(title)
    app.frame()
    # then it names the file and the reason, Continue is greyed, and the title still works
    assert title.save.state == "broken"
    assert "autosave.json" in title.save.message and reason in title.save.message
    assert "kept" in title.save.message
    assert CONTINUE in title.menu.disabled
    press(pygame.K_DOWN)
    press(pygame.K_RETURN)
    app.frame()
    assert app.top is title
    press(pygame.K_UP)
    press(pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, GameChooserScene)
    press(pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, NewMatchScene)
    # and the file is untouched on disk
    assert save.read_bytes() == content


def test_a_save_that_fails_to_replay_is_reported_when_continued(app, home):
    # given a save that looks right but whose replay is nonsense
    save = home / "autosave.json"
    data = {"version": SAVE_VERSION, "format": "hexbrawl-save", "round": 3, "over": False,
            "arena_path": "maps/duel_pit.tmx", "massacre": 5, "stomachs": 3, "seats": [],
            "replay": {"format": "hexbrawl-replay", "version": 999}}
    save.write_text(json.dumps(data))
    title = TitleScene()
    app.push(title)
    app.frame()
    assert title.save.state == "ok" and "round 3" in title.save.message
    # when Continue is chosen, then the load fails, the title says why and keeps the file
    title.continue_match()
    app.frame()
    assert app.top is title and title.save.state == "broken"
    assert "autosave.json" in title.save.message
    assert json.loads(save.read_text()) == data


def test_f1_opens_rules_help_from_any_scene_and_esc_closes_it(app, home):
    app.push(TitleScene())
    for scene in (new_match_scene(), HandOffScene("Nina", "pick your dice", lambda: None),
                  SettingsScene()):
        app.push(scene)
        app.frame()
        press(pygame.K_F1)
        app.frame()
        assert isinstance(app.top, RulesHelpScene) and app.stack[-2] is scene
        # when F1 is pressed again, then it toggles the help away
        press(pygame.K_F1)
        app.frame()
        assert app.top is scene
        # when opened again and Esc pressed, then the scene underneath is back, unchanged
        press(pygame.K_F1)
        app.frame()
        assert isinstance(app.top, RulesHelpScene)
        press(pygame.K_ESCAPE)
        app.frame()
        assert app.top is scene
        app.pop()


def test_rules_help_pages_come_from_the_core_table_and_scroll(app, home):
    from game.rulesets.meatbot.devourables import DEVOURABLES

    app.push(TitleScene())
    help_scene = RulesHelpScene()
    app.push(help_scene)
    app.frame()
    titles = [page.title for page in help_scene.pages]
    page = titles.index("Devourables")
    words = " ".join(help_scene.pages[page].paragraphs)
    for name, item in DEVOURABLES.items():
        assert f"{name} (Stomachs {item.stomachs}" in words
    # when the section is chosen with the keys and paged down, then it scrolls
    for _ in range(page):
        press(pygame.K_DOWN)
    press(pygame.K_PAGEDOWN)
    app.frame()
    assert help_scene.page == page and help_scene.scroll > 0


def test_the_hand_off_calls_back_once_and_only_after_ready(app, home):
    calls: list[str] = []
    below = Scene()
    app.push(below)
    app.push(HandOffScene("Nina", "pick your dice", lambda: calls.append("go")))
    app.frame()
    assert calls == []
    # when a click comes at once (a stray double click), then it is ignored
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
    app.frame()
    assert calls == []
    # when Enter is pressed twice, then the callback runs once and the scene is gone
    press(pygame.K_RETURN)
    press(pygame.K_RETURN)
    app.frame()
    assert calls == ["go"] and app.top is below


class SavingScreen(Scene):
    """Stands in for a battle: writes the autosave while it runs, then Esc leaves it."""

    def __init__(self, save, data) -> None:
        self.save, self.data = save, data

    def update(self, dt: float) -> None:
        self.save.write_text(json.dumps(self.data))

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()


def test_continue_is_offered_at_once_when_the_title_is_back_on_top(app, home):
    # given the title with no save, and a battle over it that autosaves as it runs
    title = TitleScene()
    app.push(title)
    app.frame()
    assert title.save.state == "missing"
    data = {"version": SAVE_VERSION, "format": "hexbrawl-save", "round": 2, "over": False}
    app.push(SavingScreen(home / "autosave.json", data))
    app.frame()
    # when Esc leaves the battle and one frame runs
    press(pygame.K_ESCAPE)
    app.frame()
    # then the title already offers Continue (no wait for its slow poll)
    assert app.top is title and title.rest < 30
    assert title.save.state == "ok" and CONTINUE not in title.menu.disabled


def test_continue_looks_at_the_save_again_when_chosen(app, home):
    # given the title that saw no save, and then a save appears before any update runs
    title = TitleScene()
    app.push(title)
    (home / "autosave.json").write_text(json.dumps({"version": SAVE_VERSION, "format":
                                                    "hexbrawl-save", "round": 1}))
    # when Continue is chosen, then it finds the save instead of refusing with "no save"
    title.continue_match()
    assert title.notice == "" and title.save.state != "missing"


def test_f10_opens_settings_from_any_scene_once_and_esc_goes_back(app, home):
    app.push(TitleScene())
    for scene in (new_match_scene(), HandOffScene("Nina", "pick your dice", lambda: None)):
        app.push(scene)
        app.frame()
        # when F10 is pressed, then Settings opens over the scene (volume and mute mid-game)
        press(pygame.K_F10)
        app.frame()
        assert isinstance(app.top, SettingsScene) and app.stack[-2] is scene
        # when pressed again, then no second Settings screen is stacked
        press(pygame.K_F10)
        app.frame()
        assert isinstance(app.top, SettingsScene) and app.stack[-2] is scene
        # when Esc is pressed, then the scene underneath is back
        press(pygame.K_ESCAPE)
        app.frame()
        assert app.top is scene
        app.pop()


def test_a_new_match_over_an_unfinished_save_says_so_first(app, home):
    # given a saved match at round 2, not over
    (home / "autosave.json").write_text(json.dumps({"version": SAVE_VERSION, "format":
                                                    "hexbrawl-save", "round": 2}))
    title = TitleScene()
    app.push(title)
    app.frame()
    # when New match is chosen, then a question comes first; Esc keeps the title
    title.new_match()
    app.frame()
    assert isinstance(app.top, ConfirmScene) and "saved match" in app.top.question
    press(pygame.K_ESCAPE)
    app.frame()
    assert app.top is title
    # and agreeing goes on to the game chooser, the save still on disk
    title.new_match()
    app.frame()
    press(pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, GameChooserScene) and (home / "autosave.json").exists()


def test_a_new_match_over_a_finished_save_asks_nothing(app, home):
    (home / "autosave.json").write_text(json.dumps({"version": SAVE_VERSION, "format":
                                                    "hexbrawl-save", "round": 5,
                                                    "over": True}))
    title = TitleScene()
    app.push(title)
    app.frame()
    title.new_match()
    app.frame()
    assert isinstance(app.top, GameChooserScene)
