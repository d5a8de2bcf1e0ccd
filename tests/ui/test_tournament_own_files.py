"""A tournament resumes only its own bout, and offers a finished one's results, not a resume
(issue 30 item 2, issue 29 item 6a)."""

from __future__ import annotations

import dataclasses

import pytest

from game.games.dicebot.ui.session_setup import MatchPlan, new_session
from game.games.meatbot.rules.tournament import Tournament
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.scenes.tournament_match import bout_session
from game.games.meatbot.ui.scenes.tournament_menu import TournamentMenuScene
from game.ui.session import SeatConfig
from tests.games.meatbot.ui.test_tournament_bout import duel, play_out


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def test_a_dice_bot_match_saved_as_the_bout_is_not_resumed_in_the_tournament():
    # given the bout's file holds a Dice Bot match with the bout's seed and fighters
    t = duel()
    fixture = t.next_fixture()
    names = [t.fighters[i].name for i in fixture.fighters]
    seats = [SeatConfig(name, "ai", "easy", i) for i, name in enumerate(names)]
    foreign = new_session(MatchPlan(seats), fixture.seed)
    foreign.save(store.match_path())
    foreign.close()
    # when the tournament opens the bout
    session = bout_session(t, fixture)
    # then a new Meatbot bout starts, and it plays to its end
    assert session.match.ruleset == "meatbot" and session.generation == 0
    play_out(session)
    assert session.is_over and session.match.state.bots


def test_a_bout_of_other_fighters_builds_is_not_resumed():
    # given a saved bout, then a fighter's devourables change (another tournament's file)
    t = duel()
    fixture = t.next_fixture()
    saved = bout_session(t, fixture)
    play_out(saved, steps=5)
    saved.save()
    first = fixture.fighters[0]
    t.fighters[first] = dataclasses.replace(t.fighters[first], devourables=())
    # when the bout is opened, then it starts afresh
    assert bout_session(t, fixture).generation == 0


def finished(t: Tournament) -> Tournament:
    t.phase = "over"
    return t


@pytest.mark.parametrize("over,label", [(False, "Resume: Duel"), (True, "View results: Duel")])
def test_the_menu_offers_results_for_a_finished_tournament(app, over, label):
    # given a saved tournament, finished or not
    t = duel()
    store.save_tournament(finished(t) if over else t)
    # when the tournament menu opens
    menu = TournamentMenuScene()
    app.push(menu)
    app.frame()
    # then its second button says what it does
    assert menu.resume_button.label == label and menu.resume_button.enabled
