"""Saves name their game: Continue resumes whichever game was saved, a Meatbot save from
before saves named their game still loads, and a save of a game this version cannot play is
refused by name and reason."""

from __future__ import annotations

import json

import pytest

from game.games.meatbot.ui.session_setup import new_session
from game.ui import storage
from game.ui.scenes.title import autosave_status
from game.ui.session import MatchSession, SeatConfig

ARENA = "maps/duel_pit.tmx"


@pytest.fixture
def saved(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig("Nina", "ai", "easy", 0), SeatConfig("Red", "ai", "easy", 1)]
    session = new_session(ARENA, seats, massacre=3, stomachs=5, seed=9)
    session.autosave_enabled = False
    for _ in range(6):
        request = session.pending()[0]
        session.submit(request.player, request.legal_choices()[0])
    path = session.save(tmp_path / "match.json")
    session.close()
    assert path is not None
    return path, session


def test_a_save_names_its_game_and_options(saved):
    path, session = saved
    data = json.loads(path.read_text())
    assert data["ruleset"] == "meatbot" == data["replay"]["ruleset"]
    assert data["options"] == {"massacre": 3, "stomachs": 5}


def test_a_meatbot_save_from_before_games_were_named_still_loads(saved):
    # given a save in the old layout: no ruleset, Massacre and Stomachs at the top
    path, session = saved
    data = json.loads(path.read_text())
    options = data.pop("options")
    del data["ruleset"]
    data.update(options)
    path.write_text(json.dumps(data))
    # when it is loaded, then it resumes the same match with the same options
    again = MatchSession.load(path)
    try:
        assert again.match.ruleset == "meatbot"
        assert again.options == {"massacre": 3, "stomachs": 5}
        assert again.match.choices == session.match.choices
    finally:
        again.close()


def test_a_save_of_a_game_without_a_ui_is_refused_by_name_and_reason(saved):
    path, _ = saved
    data = json.loads(path.read_text())
    data["ruleset"] = "chess"
    path.write_text(json.dumps(data))
    with pytest.raises(storage.StoredFileError, match="'chess', a game this version cannot"):
        MatchSession.load(path)
    status = autosave_status(path)
    assert status.state == "broken" and "chess" in status.message


def test_the_title_says_which_game_continue_resumes(saved):
    path, _ = saved
    status = autosave_status(path)
    assert status.state == "ok" and "Meatbot Massacre" in status.message


def test_a_save_whose_replay_is_another_game_is_refused(saved):
    path, _ = saved
    data = json.loads(path.read_text())
    data["replay"]["ruleset"] = "mechaton"
    path.write_text(json.dumps(data))
    with pytest.raises(storage.StoredFileError, match="replay is 'mechaton'"):
        MatchSession.load(path)


def test_a_save_played_under_other_rules_is_refused_and_left_as_it_is(saved, monkeypatch):
    # given a save, and a build whose Meatbot rules have moved on a version
    path, _ = saved
    before = path.read_bytes()
    from game.games.meatbot import rules as meatbot

    monkeypatch.setattr(meatbot, "RULES_VERSION", meatbot.RULES_VERSION + 1)
    # when it is loaded, then it is refused by file name and reason, and the file is untouched
    with pytest.raises(storage.StoredFileError, match="rules version") as refused:
        MatchSession.load(path)
    assert path.name in str(refused.value)
    assert path.read_bytes() == before


def test_seats_keep_their_own_options_and_old_seat_fields_still_load():
    from game.ui.battle.seats import seat_from_json, seat_to_json

    # given a seat with its own Massacre (a Single Measure split)
    seat = SeatConfig("Nina", "ai", "hard", 2, ("Boom Launcher",), (("massacre", 6),))
    # then it round-trips through JSON, and the match's Stomachs apply where it has none
    again = seat_from_json(json.loads(json.dumps(seat_to_json(seat))))
    assert again == seat and again.option("stomachs", 10) == 10
    # and a seat saved before options existed keeps its fields as options
    old = {"name": "Red", "kind": "human", "level": "normal", "colour": 1, "build": [],
           "massacre": 3, "stomachs": None}
    assert seat_from_json(old).options == (("massacre", 3),)
