"""Shared replay files: exported, imported on a fresh user folder, and refused by reason."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from game.core.replay import from_json, play
from game.ui import history, replay_file
from game.ui.replay_file import ImportRefused
from game.ui.saves import load_arena_file
from tests.ui.history_helpers import played_session

ROOT = Path(__file__).resolve().parents[2]


def exported(tmp_path: Path, game: str = "meatbot", seed: int = 3) -> tuple[Path, list[str]]:
    session = played_session(game, seed, decisions=30)
    entry = history.record_session(session)
    target = replay_file.export_entry(history.entry_data(entry), tmp_path / "shared.json")
    return target, session.match.log()


def fresh_home(tmp_path: Path, name: str) -> None:
    os.environ["HEXBRAWL_HOME"] = str(tmp_path / name)


def replayed_log(entry: Path) -> list[str]:
    data = history.entry_data(entry)
    return play(from_json(data["replay"]), arena_loader=load_arena_file).log()


@pytest.mark.parametrize("game", ["meatbot", "mechaton", "metalkrushers", "dicebot"])
def test_an_exported_replay_imported_on_a_fresh_folder_plays_identically(tmp_path, game):
    # given a replay exported from one user folder
    shared, log = exported(tmp_path, game)
    assert json.loads(shared.read_text())["format"] == replay_file.FORMAT
    # when it is imported on a fresh one
    fresh_home(tmp_path, "other")
    entry = replay_file.import_file(shared)
    # then the history holds it and it plays to the very same events
    assert [e.path for e in history.entries()] == [entry]
    assert replayed_log(entry) == log


def test_a_user_map_travels_inside_the_file(tmp_path):
    from game.games.meatbot.ui.session_setup import new_session
    from game.ui.battle.seats import SeatConfig
    from game.ui.user_maps import user_maps_dir

    own = user_maps_dir() / "my_pit.tmx"
    shutil.copyfile(ROOT / "maps" / "duel_pit.tmx", own)
    seats = [SeatConfig("A", "ai", "easy", 0), SeatConfig("B", "ai", "easy", 1)]
    session = new_session(str(own), seats, massacre=4, stomachs=10, seed=9)
    session.autosave_enabled = False
    session.close()
    for _ in range(12):
        request = session.pending()[0]
        session.submit(request.player, request.legal_choices()[0])
    entry = history.record_session(session)
    shared = replay_file.export_entry(history.entry_data(entry), tmp_path / "mine.json")
    assert json.loads(shared.read_text())["arena_file"]["file"] == "my_pit.tmx"
    own.unlink()  # the other machine never had it
    fresh_home(tmp_path, "friend")
    imported = replay_file.import_file(shared)
    assert replayed_log(imported) == session.match.log()
    assert list(user_maps_dir().glob("my_pit-shared-*.tmx"))


def refusal_of(tmp_path: Path, change) -> str:
    shared, _ = exported(tmp_path)
    data = json.loads(shared.read_text())
    text = change(data)
    shared.write_text(text if isinstance(text, str) else json.dumps(data))
    fresh_home(tmp_path, "receiver")
    kept = history.record_session(played_session("meatbot", 8, decisions=3))
    before = {p: p.read_bytes() for p in history.history_dir().iterdir()}
    with pytest.raises(ImportRefused) as refused:
        replay_file.import_file(shared)
    # nothing in the history was lost or added
    assert {p: p.read_bytes() for p in history.history_dir().iterdir()} == before
    assert kept in before
    assert refused.value.name == "shared.json"
    return refused.value.reason


def test_another_rules_version_is_refused_naming_the_game_and_versions(tmp_path):
    def older(data):
        data["replay"]["rules_version"] -= 1

    reason = refusal_of(tmp_path, older)
    assert "Meatbot Massacre" in reason and "rules version" in reason


def test_an_unknown_game_is_refused_by_name(tmp_path):
    def unknown(data):
        data["game"] = "robochess"

    assert "'robochess', a game this version does not have" in refusal_of(tmp_path, unknown)


@pytest.mark.parametrize("damage", [
    lambda data: "{\"format\": \"hexbrawl-shared-replay\", ",
    lambda data: data["replay"]["choices"].insert(0, [0, {"type": "Nonsense"}]),
    lambda data: data.update(version=99),
    lambda data: data.update(arena_file=[1, 2]),
])
def test_a_damaged_file_is_refused_with_a_reason(tmp_path, damage):
    assert refusal_of(tmp_path, damage)


def test_damaged_seats_are_replaced_by_plain_ones_and_the_match_still_plays(tmp_path):
    shared, log = exported(tmp_path)
    data = json.loads(shared.read_text())
    data["seats"] = [{"name": "X", "kind": "robot"}]
    shared.write_text(json.dumps(data))
    fresh_home(tmp_path, "other")
    entry = replay_file.import_file(shared)
    seats = history.entry_data(entry)["seats"]
    assert [seat["kind"] for seat in seats] == ["human", "human"]
    assert replayed_log(entry) == log
