"""tools/replay.py: prints the log of a replay file and of the game's own save, and says
clearly (exit 1, no traceback) when a file is neither."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.replay import record, save
from game.games.meatbot.ui.session_setup import new_session
from tests.games.meatbot.rules.fuzz import play_random
from tools import replay as tool

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def autosave(tmp_path, monkeypatch):
    """A real autosave written by the game after a few choices, and its match."""
    from game.games.meatbot.ui.scenes.setup_flow import autoplay_seats
    from game.ui.session import autosave_path

    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path / "home"))
    session = new_session("maps/duel_pit.tmx", autoplay_seats(2), 5, 3, seed=21)
    session.autosave_enabled = False
    for _ in range(6):
        request = session.pending()[0]
        session.submit(request.player, request.legal_choices()[-1])
    path = session.save(autosave_path())
    session.close()
    return path, session.match


def test_the_games_autosave_is_unwrapped_and_printed(autosave, tmp_path, monkeypatch, capsys):
    # given the autosave, read from another folder (the save names its map relative to the game)
    path, match = autosave
    assert json.loads(path.read_text())["format"] == "hexbrawl-save"
    monkeypatch.chdir(tmp_path)
    # when the tool reads it
    code = tool.main([str(path)])
    # then it prints the match's log line for line
    assert code == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed == match.log() and len(printed) > 0


def test_a_plain_replay_file_is_printed(tmp_path, capsys):
    match = play_random(5)
    path = tmp_path / "replay.json"
    save(record(match), path)
    assert tool.main([str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == match.log()


@pytest.mark.parametrize(("content", "message"), [
    ('{"format": "hexbrawl-save", "version": 1, "replay": ', "not valid JSON"),
    ('{"format": "hexbrawl-save", "version": 1, "seats": []}', "without a \"replay\""),
    ('{"format": "hexbrawl-save", "version": 1, "replay": {"format": "x"}}',
     "replay inside"),
    ("[1, 2, 3]", "not a Hexbrawl replay"),
    ("\udcff", "not UTF-8"),
])
def test_a_corrupt_file_gives_one_clear_line_and_exit_1(tmp_path, capsys, content, message):
    path = tmp_path / "broken.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    assert tool.main([str(path)]) == 1
    err = capsys.readouterr().err
    assert message in err and str(path) in err


def test_a_save_whose_replay_does_not_fit_is_reported(autosave, capsys):
    # given an autosave whose first recorded choice was tampered with
    path, _ = autosave
    data = json.loads(path.read_text())
    data["replay"]["choices"][0][1] = {"type": "Pick", "d12": 99}
    path.write_text(json.dumps(data))
    # when the tool reads it, then it names the bad choice and fails
    assert tool.main([str(path)]) == 1
    assert "choice 0" in capsys.readouterr().err


def test_run_as_a_script_a_missing_file_exits_1_without_a_traceback(tmp_path):
    out = subprocess.run([sys.executable, "tools/replay.py", str(tmp_path / "gone.json")],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 1
    assert "cannot read" in out.stderr and "Traceback" not in out.stderr
