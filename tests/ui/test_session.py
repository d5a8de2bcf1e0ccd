"""MatchSession: new matches, AI seats that never block, autosave, and save/load that resumes
exactly (also through the battle screen: Esc saves and leaves, Continue picks up)."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import replace

import pygame
import pytest

from game.core.replay import record
from game.games.meatbot.ai import make_agent
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.devourables import BOOM, stomachs_used
from game.games.meatbot.ui.battle.prompts import PickPrompt
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.scenes.title import TitleScene
from game.ui.session import SAVE_VERSION, MatchSession, SeatConfig, autosave_path
from game.ui.storage import StoredFileError
from tests.ui.conftest import poll_until_bought, press

ARENA = "maps/duel_pit.tmx"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def ai_seats(count: int = 2) -> list[SeatConfig]:
    return [SeatConfig(f"Bot{i}", "ai", "easy", i) for i in range(count)]


def play_out(session: MatchSession, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not session.is_over and time.monotonic() < deadline:
        session.poll()
        while session.next_event() is not None:
            pass
        time.sleep(0.0005)


def positions(session: MatchSession) -> list:
    return [(b.hex, b.meat, b.standing) for b in session.match.state.bots]


def test_ai_seats_without_a_build_buy_one_in_the_match_within_the_stomachs():
    # given two AI seats without builds and a budget of 5 Stomachs
    session = new_session(ARENA, ai_seats(), massacre=3, stomachs=5, seed=1)
    # then the match opens in the shop, each seat asked in secret for its build
    requests = session.match.pending()
    assert session.match.state.phase == "shop"
    assert [(r.player, r.kind, r.secret, r.budget) for r in requests] == \
        [(0, "build", True, 5), (1, "build", True, 5)]
    # when the AI seats answer, then every bot is bought within the budget and shown built
    poll_until_bought(session)
    built = [e for e in session.match.events if isinstance(e, ev.BotBuilt)]
    assert [e.player for e in built] == [0, 1]
    for event, bot in zip(built, session.match.state.bots, strict=True):
        assert event.devourables == tuple(item.kind for item in bot.items)
        assert stomachs_used(event.devourables) <= 5
    assert session.match.state.names == ("Bot0", "Bot1")
    session.close()


def test_a_build_over_the_stomachs_budget_is_refused():
    seats = [SeatConfig("Nina", "human", build=(BOOM,)), SeatConfig("Red", "human")]
    with pytest.raises(ValueError, match="Stomachs"):
        new_session(ARENA, seats, massacre=3, stomachs=2, seed=1)


def test_opening_events_wait_in_the_queue_for_the_screen():
    # given AI seats that come built
    seats = [replace(seat, build=(BOOM,)) for seat in ai_seats()]
    session = new_session(ARENA, seats, 3, 5, seed=2)
    first = session.next_event()
    assert isinstance(first, ev.RoundStarted)
    session.close()


def test_the_shop_comes_before_the_first_round_in_the_queue():
    # given AI seats that buy their bots in the match
    session = new_session(ARENA, ai_seats(), 3, 5, seed=2)
    assert session.next_event() is None
    # when the screen takes each event as the AI seats answer
    shown: list[type] = []
    deadline = time.monotonic() + 10
    while ev.RoundStarted not in shown and time.monotonic() < deadline:
        session.poll()
        while (event := session.next_event()) is not None:
            shown.append(type(event))
        time.sleep(0.0005)
    # then it is shown the purchases first, then round 1
    assert shown[:5] == [ev.BuildChosen, ev.BuildChosen, ev.BotBuilt, ev.BotBuilt,
                         ev.RoundStarted]
    session.close()


def test_an_ai_match_autosaves_every_round_and_loads_back_the_same(home):
    # given an all-AI match played to the end
    session = new_session(ARENA, ai_seats(), 4, 6, seed=3)
    play_out(session)
    assert session.is_over
    session.wait_for_saves()
    # then the autosave holds every choice, and loading it replays to the same events
    saved = json.loads(autosave_path().read_text())
    assert saved["version"] == SAVE_VERSION and saved["over"] is True
    loaded = MatchSession.load(autosave_path())
    assert loaded.match.events == session.match.events
    assert positions(loaded) == positions(session)
    assert loaded.seats == session.seats
    session.close()
    loaded.close()


def test_the_autosave_is_written_when_a_round_ends(home):
    session = new_session(ARENA, ai_seats(), 4, 6, seed=5)
    while not any(isinstance(e, ev.RoundEnded) for e in session.match.events):
        session.poll()
        while session.next_event() is not None:
            pass
        time.sleep(0.0005)
    session.wait_for_saves()
    assert json.loads(autosave_path().read_text())["round"] >= 1
    session.close()


@pytest.mark.parametrize("content, reason", [
    ("{ not json", "broken JSON"),
    (json.dumps({"version": 0, "format": "hexbrawl-save"}), "old format"),
    (json.dumps({"version": SAVE_VERSION, "format": "other"}), "not a Hexbrawl save"),
    (json.dumps({"version": SAVE_VERSION, "format": "hexbrawl-save", "seats": []}),
     "missing"),
])
def test_a_corrupt_or_old_save_is_reported_by_name_and_reason(home, content, reason):
    path = home / "autosave.json"
    path.write_text(content)
    with pytest.raises(StoredFileError) as caught:
        MatchSession.load(path)
    assert reason in caught.value.reason
    assert path.read_text() == content  # the broken file is kept as it was


def test_a_save_whose_choices_no_longer_fit_is_reported(home):
    session = new_session(ARENA, ai_seats(), 4, 6, seed=6)
    play_out(session, 2.0)
    data = session.to_json()
    data["replay"]["choices"].insert(0, [1, {"type": "Stop"}])
    path = home / "bad.json"
    path.write_text(json.dumps({"version": SAVE_VERSION, **data}))
    with pytest.raises(StoredFileError, match="does not fit"):
        MatchSession.load(path)
    session.close()


class SlowAgent:
    """An agent that thinks until the test lets it answer."""

    level = "slow"

    def __init__(self, seed: int) -> None:
        self.inner = make_agent("easy", seed)
        self.go = threading.Event()

    def choose(self, view, request):
        self.go.wait(5)
        return self.inner.choose(view, request)


def test_polling_returns_at_once_while_an_ai_thinks():
    # given a human and a slow AI, both asked to pick
    agents: list[SlowAgent] = []

    def factory(level: str, seed: int) -> SlowAgent:
        agents.append(SlowAgent(seed))
        return agents[-1]

    seats = [SeatConfig("Nina", "human"), SeatConfig("Slow", "ai", "slow", 1, (BOOM,))]
    session = new_session(ARENA, seats, 3, 5, seed=7, agent_factory=factory)
    while session.next_event() is not None:
        pass
    # when the loop polls while the agent is still thinking
    start = time.perf_counter()
    for _ in range(20):
        assert session.poll() == []
    elapsed = time.perf_counter() - start
    # then every poll came straight back and nothing was submitted
    assert elapsed < 2.0  # not blocked on the agent, held until released (a generous bound)
    assert session.thinking() == [1]
    assert session.match.choices == []
    # and once the agent answers, the next polls submit its pick
    agents[-1].go.set()
    deadline = time.monotonic() + 5
    while not session.match.choices and time.monotonic() < deadline:
        session.poll()
        time.sleep(0.001)
    assert session.match.choices[0][0] == 1
    session.close()


def test_escape_saves_and_leaves_and_continue_resumes_the_same_state(app, home):
    # given a hot-seat battle where Nina has locked in her pick
    seats = [SeatConfig("Nina", "human", colour=0, build=(BOOM,)),
             SeatConfig("Red", "human", colour=1, build=(BOOM,))]
    session = new_session(ARENA, seats, 4, 6, seed=8)
    app.push(TitleScene())
    scene = BattleScene(session)
    app.push(scene)
    for _ in range(300):
        if isinstance(app.top, HandOffScene):
            press(pygame.K_RETURN)
        elif isinstance(scene.flow.prompt, PickPrompt) and scene.flow.prompt.seat == 0:
            press(pygame.K_3)
            press(pygame.K_RETURN)
        elif session.match.choices:
            break
        app.frame()
    assert session.match.choices and session.match.choices[0][0] == 0
    # when Esc is pressed on the battle screen, it asks first and keeps the match on No
    while not isinstance(app.top, BattleScene):
        press(pygame.K_RETURN)
        app.frame()
    battle = app.top
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, ConfirmScene)
    press(pygame.K_ESCAPE)
    app.frame()
    assert app.top is battle
    # and when the leaving is confirmed
    press(pygame.K_ESCAPE)
    app.frame()
    press(pygame.K_RETURN)
    app.frame()
    # then the match was saved and the title is back
    assert isinstance(app.top, TitleScene)
    loaded = MatchSession.load(autosave_path())
    assert loaded.match.events == session.match.events
    assert positions(loaded) == positions(session)
    assert record(loaded.match) == record(session.match)
    # and the loaded battle asks Red for his pick, as before
    resumed = BattleScene(loaded)
    app.push(resumed)
    for _ in range(30):
        if isinstance(app.top, HandOffScene):
            press(pygame.K_RETURN)
        app.frame()
    assert isinstance(resumed.flow.prompt, PickPrompt) and resumed.flow.prompt.seat == 1
    loaded.close()
