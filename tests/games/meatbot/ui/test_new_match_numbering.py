"""Every new Meatbot match with secret builds numbers devourables apart until they show (New
match, a tournament bout, a rematch), while an old save goes on with the numbering it was
recorded with."""

from __future__ import annotations

import json
from pathlib import Path

from game.core.match import start_match
from game.games.meatbot.rules.item_ids import hides_numbers
from game.games.meatbot.rules.measure import SingleMeasure
from game.games.meatbot.rules.tournament import new_tournament
from game.games.meatbot.rules.tournament_fighters import Fighter, Seat
from game.games.meatbot.ui.scenes.tournament_match import bout_session
from game.games.meatbot.ui.session_setup import new_session
from game.ui import navigator
from game.ui.battle.seats import SeatConfig
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.title import TitleScene
from game.ui.session import MatchSession

OLD_REPLAY = Path(__file__).resolve().parents[3] / "data" / "meatbot_secret_old_ids.replay.json"
"""A secret-builds match recorded before devourables were numbered apart."""
HUMANS = [SeatConfig("Red", build=("Chitin",)), SeatConfig("Nina", colour=1, build=("Gougers",))]


def test_a_rematch_of_an_old_save_is_a_new_match_numbered_apart(app):
    # given a secret-builds match whose set-up was recorded before devourables were
    # numbered apart (an old save, continued: it keeps the old numbering)
    recorded = json.loads(OLD_REPLAY.read_text())
    old = MatchSession(start_match("meatbot", recorded["setup"], recorded["seed"]),
                       [SeatConfig(bot["name"], colour=i)
                        for i, bot in enumerate(recorded["setup"]["bots"])], "")
    old.autosave_enabled = False
    assert not hides_numbers(old.match.state)
    app.push(TitleScene())
    try:
        # when its rematch starts
        navigator.rematch(app, old)
        battle = app.top
        assert isinstance(battle, BattleScene) and battle.session is not old
        # then the new match numbers devourables apart, and its set-up says so
        assert hides_numbers(battle.session.match.state)
        assert battle.session.match.setup["item_ids"] == "apart until shown"
        battle.session.close()
    finally:
        old.close()


def test_new_match_and_a_tournament_bout_number_a_secret_build_apart(tmp_path, monkeypatch):
    # given two humans at one screen (their builds secret)
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    fighters = [Fighter(s.name, 3, s.build, seat=Seat("human"), colour=s.colour)
                for s in HUMANS]
    tournament = new_tournament("Hot seat", "grudge", SingleMeasure(6), fighters,
                                "maps/duel_pit.tmx", 5, shuffle=False)
    # when a match starts from New match, and a tournament bout starts
    single = new_session("maps/duel_pit.tmx", HUMANS, 3, 10, seed=2)
    bout = bout_session(tournament, tournament.next_fixture())
    try:
        # then both number devourables apart
        for session in (single, bout):
            assert session.match.state.setup.secret_builds
            assert hides_numbers(session.match.state)
    finally:
        single.close()
        bout.close()
