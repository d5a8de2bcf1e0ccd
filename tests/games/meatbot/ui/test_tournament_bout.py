"""A tournament bout through a real MatchSession: per-bot Massacre, the end hook, resuming."""

from __future__ import annotations

import random
import sys
import types

import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.measure import SingleMeasure
from game.games.meatbot.rules.tournament import Tournament, new_tournament
from game.games.meatbot.rules.tournament_fighters import Fighter, Seat
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.scenes.tournament_hub import TournamentHubScene
from game.games.meatbot.ui.scenes.tournament_match import bout_session
from game.ui.scene import Scene


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def duel() -> Tournament:
    fighters = [Fighter("Oz", 2, (), seat=Seat("ai", "easy"), colour=2),  # the top seed's bye
                Fighter("Red", 5, (dv.GOUGERS,), seat=Seat("ai", "easy"), colour=0),
                Fighter("Nina", 2, (dv.BOOM, dv.ELME), seat=Seat("ai", "easy"), colour=1)]
    return new_tournament("Duel", "grudge", SingleMeasure(6), fighters, "maps/duel_pit.tmx",
                          11, shuffle=False)


def play_out(session, steps: int | None = None) -> None:
    """Answer the match's requests with seeded random legal choices (attacks favoured)."""
    rng = random.Random(3)
    while not session.is_over and (steps is None or steps > 0):
        request = session.pending()[0]
        choices = request.legal_choices()
        attacks = [c for c in choices if getattr(c, "d10", 0) or hasattr(c, "target")]
        session.submit(request.player,
                       rng.choice(attacks if attacks and rng.random() < 0.85 else choices))
        steps = None if steps is None else steps - 1


def fake_battle_module(monkeypatch) -> list:
    made: list = []

    class HookedBattle(Scene):
        def __init__(self, session, on_over=None) -> None:
            self.session, self.on_over = session, on_over
            made.append(self)

        def update(self, dt: float) -> None:
            play_out(self.session)
            self.on_over(self.session)

    module = types.ModuleType("game.ui.scenes.battle")
    module.BattleScene = HookedBattle
    monkeypatch.setitem(sys.modules, "game.ui.scenes.battle", module)
    return made


def test_each_bot_brings_its_own_massacre_and_devourables():
    t = duel()
    session = bout_session(t, t.next_fixture())
    bots = session.match.state.bots
    assert [b.massacre for b in bots] == [5, 2]
    assert [b.name for b in bots] == ["Red", "Nina"]
    assert sorted(i.kind for i in bots[1].items) == sorted([dv.BOOM, dv.ELME])
    assert session.save_path == store.match_path()


def test_a_bout_ends_back_on_the_hub_with_the_tournament_updated(app, monkeypatch):
    made = fake_battle_module(monkeypatch)
    t = duel()
    hub = TournamentHubScene(t)
    app.push(hub)
    app.frame()
    hub.fight()
    assert made and app.top is made[0]
    app.frame()
    app.frame()
    # then the battle is gone, the bout is in the history and the saves are tidy
    assert app.top is hub and len(t.history) == 1
    result = made[0].session.match.state.result
    assert t.history[0].rounds == result.rounds
    assert store.load_tournament().history[0].winner == t.history[0].winner
    assert not store.match_path().exists()


def test_quitting_mid_bout_resumes_the_same_bout():
    t = duel()
    fixture = t.next_fixture()
    session = bout_session(t, fixture)
    play_out(session, steps=6)
    session.save()
    again = bout_session(t, fixture)
    assert again.generation == session.generation == 6
    assert again.match.state.round == session.match.state.round
    # but a different bout starts afresh
    other = duel()
    other.seed += 1
    assert bout_session(other, other.next_fixture()).generation == 0


def test_a_bout_finished_but_not_recorded_is_recorded_on_resume(app, monkeypatch):
    made = fake_battle_module(monkeypatch)
    t = duel()
    session = bout_session(t, t.next_fixture())
    play_out(session)
    session.save()  # the app stopped right after the match ended
    hub = TournamentHubScene(t)
    app.push(hub)
    hub.fight()
    assert not made and len(t.history) == 1
    assert t.history[0].rounds == session.match.state.result.rounds


def test_leaving_a_bout_mid_way_lets_the_hub_resume_it(app, monkeypatch):
    made: list = []

    class QuitterBattle(Scene):
        def __init__(self, session, on_over=None) -> None:
            self.session = session
            made.append(self)

        def update(self, dt: float) -> None:
            play_out(self.session, steps=4)
            self.session.save()
            self.app.pop()  # the player pressed Esc

    module = types.ModuleType("game.ui.scenes.battle")
    module.BattleScene = QuitterBattle
    monkeypatch.setitem(sys.modules, "game.ui.scenes.battle", module)
    t = duel()
    hub = TournamentHubScene(t)
    app.push(hub)
    hub.fight()
    for _ in range(3):
        app.frame()
    # then the hub is free again and the next Fight picks the same bout up
    assert app.top is hub and not hub.waiting and t.history == []
    hub.fight()
    assert made[1].session.generation == made[0].session.generation == 4


def test_a_bout_between_two_humans_keeps_their_builds_secret():
    fighters = [Fighter("Red", 5, (dv.GOUGERS,), seat=Seat("human"), colour=0),
                Fighter("Nina", 2, (dv.BOOM, dv.ELME), seat=Seat("human"), colour=1)]
    t = new_tournament("Hot seat", "grudge", SingleMeasure(6), fighters, "maps/duel_pit.tmx",
                       5, shuffle=False)
    session = bout_session(t, t.next_fixture())
    assert session.match.state.setup.secret_builds
    assert not bout_session(duel(), duel().next_fixture()).match.state.setup.secret_builds
