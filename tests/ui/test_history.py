"""The match history: finished and abandoned matches kept, re-recorded without loss, capped."""

from __future__ import annotations

import json
import os

from game.core.replay import from_json, play
from game.ui import history
from game.ui.saves import load_arena_file
from tests.ui.history_helpers import played_session


def test_a_finished_match_is_kept_with_its_facts_and_replay():
    # given a finished match
    session = played_session("meatbot", 3)
    # when it is recorded
    path = history.record_session(session)
    # then the history lists it with game, arena, seats, result, date and length
    [entry] = history.entries()
    assert entry.path == path and entry.game == "meatbot" and entry.finished
    assert entry.names == tuple(session.names) and entry.length == len(session.match.choices)
    assert entry.result == history.result_words(session.match) and "won" in entry.result \
        or entry.result == "a draw"
    assert entry.arena == "Duel Pit" and entry.date
    # and its replay plays back to the same events
    data = history.entry_data(path)
    replayed = play(from_json(data["replay"]), arena_loader=load_arena_file)
    assert replayed.log() == session.match.log()


def test_an_abandoned_match_is_kept_and_recording_it_again_replaces_it():
    session = played_session("meatbot", 4, decisions=10)
    first = history.record_session(session)
    assert not history.entries()[0].finished
    request = session.pending()[0]
    session.submit(request.player, request.legal_choices()[0])
    # when the same match, further on, is recorded again
    again = history.record_session(session)
    # then it took the old entry's place: one entry, the longer one
    assert again == first and [e.length for e in history.entries()] == [11]


def test_another_match_of_the_same_start_gets_its_own_entry():
    # given a match recorded after 10 choices
    session = played_session("meatbot", 4, decisions=10)
    history.record_session(session)
    # when the same start goes another way at the 10th choice (a "play from here")
    branch = played_session("meatbot", 4, decisions=9)
    request = branch.pending()[0]
    original = session.match.choices[9][1]
    branch.submit(request.player, next(c for c in request.legal_choices() if c != original))
    history.record_session(branch)
    # then both are kept
    assert sorted(e.length for e in history.entries()) == [10, 10]


def test_a_match_with_no_decision_or_a_viewer_session_is_not_kept():
    session = played_session("meatbot", 5, decisions=0)
    assert history.record_session(session) is None
    session = played_session("meatbot", 5, decisions=3)
    session.records_history = False
    assert history.record_session(session) is None
    assert history.entries() == []


def test_the_cap_drops_the_oldest(monkeypatch):
    monkeypatch.setattr(history, "MAX_ENTRIES", 3)
    paths = []
    for seed in range(5):
        paths.append(history.record_session(played_session("meatbot", seed, decisions=4)))
        os.utime(paths[-1], (1000 + seed, 1000 + seed))
    kept = [entry.path for entry in history.entries()]
    assert kept == paths[:1:-1]


def test_entries_filter_by_game_and_delete_and_skip_broken_files():
    history.record_session(played_session("meatbot", 1, decisions=4))
    other = history.record_session(played_session("dicebot", 1, decisions=4))
    (history.history_dir() / "junk.json").write_text("{not json")
    assert [e.game for e in history.entries("dicebot")] == ["dicebot"]
    assert len(history.entries()) == 2
    history.delete(other)
    assert [e.game for e in history.entries()] == ["meatbot"]


def test_every_game_is_recorded():
    for game in ("meatbot", "mechaton", "metalkrushers", "dicebot"):
        history.record_session(played_session(game, 2, decisions=6))
    assert sorted(e.game for e in history.entries()) == sorted(
        ("meatbot", "mechaton", "metalkrushers", "dicebot"))
    for entry in history.entries():
        assert json.loads(entry.path.read_text())["format"] == history.FORMAT


def test_leaving_a_battle_keeps_the_match_in_the_history(app):
    from game.ui.navigator import battle_scene

    session = played_session("meatbot", 6, decisions=5, humans=1)
    scene = battle_scene(session)
    app.push(scene)
    app.frame()
    scene.leave()
    [entry] = history.entries()
    assert not entry.finished and entry.length == 5


def test_a_match_without_a_seed_is_skipped_not_a_crash():
    session = played_session("meatbot", 5, decisions=3)
    session.match.seed = None
    assert history.record_session(session) is None and history.entries() == []


def test_a_history_entry_that_does_not_play_says_why_on_the_replays_screen(app):
    from game.ui.scenes.replays import ReplaysScene

    path = history.record_session(played_session("meatbot", 6, decisions=8))
    data = json.loads(path.read_text())
    data["replay"]["choices"][3][1]["type"] = "Nonsense"
    path.write_text(json.dumps(data))
    screen = ReplaysScene()
    app.push(screen)
    app.frame()
    screen.activate()
    assert app.top is screen and screen.error and "cannot be watched" in screen.message
