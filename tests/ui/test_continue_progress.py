"""The title's Continue line says how far the saved match got, in its own game's words."""

from __future__ import annotations

import json
import random

import pytest

from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.title import autosave_status
from game.ui.session import progress_of

EXPECTED_WORD = {"meatbot": "round", "mechaton": "turn", "metalkrushers": "turn",
                 "dicebot": "melee"}


@pytest.mark.parametrize("name", game_ui_names())
def test_continue_names_the_saved_matchs_own_progress(name, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    # given a match of the game some way in, saved
    session = game_ui(name).demo_session(3, humans=0)
    session.autosave_enabled = False
    rng = random.Random(2)
    for _ in range(60):
        request = session.match.pending()[0]
        session.match.submit(request.player, rng.choice(request.legal_choices()))
    progress = progress_of(session.match)
    path = session.save(tmp_path / "match.json")
    session.close()
    # then the title's Continue line says it as the game counts it
    assert progress and EXPECTED_WORD[name] in progress
    status = autosave_status(path)
    assert status.state == "ok" and f"at {progress}" in status.message


@pytest.mark.parametrize(("kept", "said"), [({"round": 4}, "at round 4"), ({}, "at the last point"),
                                            ({"progress": 7, "round": None}, "at the last point")])
def test_an_older_save_is_said_by_its_round_or_plainly(kept, said, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = game_ui("meatbot").demo_session(3, humans=0)
    session.autosave_enabled = False
    path = session.save(tmp_path / "match.json")
    session.close()
    data = json.loads(path.read_text())
    data.pop("progress"), data.pop("round")
    data.update(kept)
    path.write_text(json.dumps(data))
    assert said in autosave_status(path).message


def test_a_meatbot_save_made_in_the_shop_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    # given an all-AI Meatbot match saved before its bots are bought
    session = game_ui("meatbot").demo_session(3, humans=0)
    session.autosave_enabled = False
    assert session.match.state.phase == "shop"
    path = session.save(tmp_path / "match.json")
    session.close()
    # then Continue says the match stands in the shop, not at "round 0"
    assert "at the shop" in autosave_status(path).message
