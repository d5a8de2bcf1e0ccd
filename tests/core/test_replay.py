"""Replays: versioned JSON that plays back to the same events, clear errors otherwise."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.replay import (
    VERSION,
    ReplayError,
    from_json,
    load,
    loads,
    play,
    record,
    save,
)
from tests.games.meatbot.rules.fuzz import play_random

ROOT = Path(__file__).resolve().parent.parent.parent


def test_a_recorded_match_replays_to_identical_events(tmp_path):
    match = play_random(11)
    path = tmp_path / "m.json"
    save(record(match), path)
    again = play(load(path))
    assert again.events == match.events
    assert again.result == match.result


def test_an_older_version_fails_with_a_clear_message():
    data = record(play_random(2)).to_json()
    data["version"] = VERSION - 1
    with pytest.raises(ReplayError, match=f"version {VERSION - 1}; this build reads only "
                                          f"version {VERSION}. Play it with the build"):
        from_json(data)


@pytest.mark.parametrize("text, message", [
    ("{", "not valid JSON"),
    ('{"format": "x"}', "not a Hexbrawl replay"),
    ('{"format": "hexbrawl-replay", "version": ' + str(VERSION) + ', "ruleset": "meatbot", '
     '"setup": {}, "seed": 1, "choices": [5]}', "choice 0 should be"),
])
def test_malformed_replays_fail_with_a_message(text, message):
    with pytest.raises(ReplayError, match=message):
        loads(text)


def test_a_choice_that_does_not_fit_is_reported_with_its_index():
    data = record(play_random(4)).to_json()
    data["choices"][0][1] = {"type": "Pick", "d12": 99}
    with pytest.raises(ReplayError, match="choice 0 of the replay does not fit"):
        play(from_json(data))


def test_a_bad_setup_is_reported():
    data = record(play_random(4)).to_json()
    data["setup"]["bots"] = data["setup"]["bots"][:1]
    with pytest.raises(ReplayError, match="needs 2-8 bots"):
        play(from_json(data))


def test_tool_prints_the_log_and_reports_errors(tmp_path):
    match = play_random(6)
    good = tmp_path / "good.json"
    save(record(match), good)
    out = subprocess.run([sys.executable, "tools/replay.py", str(good)], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == match.log()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "hexbrawl-replay", "version": 99}))
    out = subprocess.run([sys.executable, "tools/replay.py", str(bad)], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 1 and "version 99" in out.stderr and "Traceback" not in out.stderr
