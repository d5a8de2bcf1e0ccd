"""Nothing lost: a file the game could not load is copied aside before anything is written over
it, and the player is told on screen; a bout that cannot resume says so; a tournament whose
arena was deleted does not crash on Fight."""

from __future__ import annotations

import json

import pygame
import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.measure import SingleMeasure
from game.games.meatbot.rules.tournament import new_tournament
from game.games.meatbot.rules.tournament_fighters import Fighter, Seat
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.scenes.tournament_hub import TournamentHubScene
from game.games.meatbot.ui.scenes.tournament_match import bout_session
from game.games.meatbot.ui.session_setup import new_session
from game.ui import storage
from game.ui.scenes.title import TitleScene
from game.ui.session import SAVE_VERSION, MatchSession, SeatConfig, autosave_path
from game.ui.settings_stored import load_settings, save_settings


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    storage.notices.clear()
    return tmp_path


def ai_session(seed: int = 3) -> MatchSession:
    return new_session("maps/duel_pit.tmx", [SeatConfig(f"B{i}", "ai", "easy", i)
                                                  for i in range(2)], 3, 5, seed=seed)


def duel(arena: str = "maps/duel_pit.tmx"):
    fighters = [Fighter("Oz", 2, (), seat=Seat("ai", "easy"), colour=2),
                Fighter("Red", 5, (dv.GOUGERS,), seat=Seat("ai", "easy"), colour=0),
                Fighter("Nina", 2, (dv.BOOM, dv.ELME), seat=Seat("ai", "easy"), colour=1)]
    return new_tournament("Duel", "grudge", SingleMeasure(6), fighters, arena, 11,
                          shuffle=False)


def test_a_save_whose_replay_cannot_be_played_is_kept_before_the_next_autosave(home):
    # given an autosave that is good JSON but whose replay names a map that is gone
    session = ai_session()
    session.save()
    session.close()
    path = autosave_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["replay"]["setup"]["arena"]["path"] = "maps/deleted.tmx"
    broken = json.dumps(data).encode()
    path.write_bytes(broken)
    # when Continue fails to load it, and a new match then autosaves
    with pytest.raises(storage.StoredFileError):
        MatchSession.load(path)
    fresh = ai_session(seed=9)
    fresh.save()
    fresh.close()
    # then the old bytes are kept in a copy beside it, and the player is told where
    copy = path.with_name("autosave.json.corrupt-1")
    assert copy.read_bytes() == broken
    messages = storage.notices.take()
    assert any("autosave.json.corrupt-1" in m and "could not be used" in m for m in messages)


def test_a_readable_save_that_was_never_refused_is_replaced_without_a_copy(home):
    ai_session().save()
    ai_session(seed=5).save()
    assert not list(home.glob("*.corrupt-*"))
    assert storage.notices.take() == []


def test_a_bout_that_cannot_resume_says_so_and_its_file_is_kept(home):
    # given a tournament bout autosave that is damaged
    t = duel()
    store.match_path().write_text('{"version": 1, "format": "hexbrawl-save", "seats": 7}')
    before = store.match_path().read_bytes()
    # when the bout is started (it cannot resume) and saved
    session = bout_session(t, t.next_fixture())
    session.save()
    session.close()
    # then the player hears that it starts again from round 1, and the old file is kept
    messages = storage.notices.take()
    assert any("starts again from round 1" in m for m in messages)
    assert any("tournament_match.json.corrupt-1" in m for m in messages)
    assert store.match_path().with_name("tournament_match.json.corrupt-1").read_bytes() == before


def test_fight_with_the_arena_deleted_tells_the_player_and_carries_on(app, home):
    # given a tournament whose arena file has been deleted since it began
    hub = TournamentHubScene(duel(str(home / "gone.tmx")))
    app.push(hub)
    app.frame()
    # when Fight is pressed
    hub.fight()
    app.frame()
    # then nothing crashed: the hub is still on top, ready for another try, and says why
    assert app.top is hub and not hub.waiting
    assert any("arena cannot be loaded" in m and "gone.tmx" in m for m in app.notice.messages)


def test_broken_settings_are_kept_when_settings_are_next_saved(home):
    path = home / "settings.json"
    path.write_bytes(b'{"version": 1, "master_volume": ' + b"9" * 5000 + b"}")
    settings, message = load_settings(path)
    assert message and "5000 digits" in message
    save_settings(settings, path)
    assert path.with_name("settings.json.corrupt-1").read_bytes().startswith(b'{"version": 1')
    assert any("settings.json.corrupt-1" in m for m in storage.notices.take())


def test_the_title_starts_over_deeply_nested_files_and_shows_the_notice(app, home, tmp_path):
    # given an autosave nested 100 000 deep and settings with a 5000-digit number
    (home / "autosave.json").write_bytes(b"[" * 100_000 + b"]" * 100_000)
    # when the title is shown and a new autosave is written over the broken one
    title = TitleScene()
    app.push(title)
    app.frame()
    assert title.save.state == "broken" and "deeper than" in title.save.message
    storage.write_json(home / "autosave.json", {"format": "hexbrawl-save"}, SAVE_VERSION)
    app.frame()
    # then the banner tells the player where the old file went
    assert any("autosave.json.corrupt-1" in m for m in app.notice.messages)
    pygame.image.save(app.screen, str(tmp_path / "title_notice.png"))
