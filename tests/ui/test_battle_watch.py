"""Watchable AI turns: an AI's aim or walk is shown for a beat before it happens, exactly as it
then happens, never revealing a choice a human still has to make blind."""

from __future__ import annotations

import time

import pygame

from game.core.hexes import Hex
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Pass, Pick, Step, Stop
from game.games.meatbot.rules.devourables import BOOM
from game.games.meatbot.ui.battle.watch import may_show
from game.games.meatbot.ui.battle.watching import AIM_BEAT
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession, SeatConfig
from tests.games.meatbot.rules.helpers import build, duel
from tests.ui.conftest import press

SEATS = [SeatConfig("Red", "human"), SeatConfig("Nina", "ai", "test", 1)]


class EastAgent:
    """A predictable AI: fires at the first target it may, walks east as far as it can."""

    level = "test"

    def choose(self, view: object, request: object) -> object:
        choices = request.legal_choices()  # type: ignore[attr-defined]
        aimed = [c for c in choices if getattr(c, "at", None) or getattr(c, "target", None)
                 is not None]
        steps = [c for c in choices if isinstance(c, Step)]
        if aimed:
            return aimed[0]
        if steps:
            return max(steps, key=lambda c: (c.to.q, -c.to.r))
        return next((c for c in choices if isinstance(c, Stop)), choices[0])


def session_for(match) -> MatchSession:
    session = MatchSession(match, SEATS, "test", {"massacre": 4, "stomachs": 5},
                           agent_factory=lambda *_: EastAgent())
    session.autosave_enabled = False
    session.watch = True
    session.events.clear()
    return session


def poll_until(session: MatchSession, done, seconds: float = 5.0) -> None:
    """Poll (the screen having shown every event at once) until ``done()``."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        session.poll()
        session.events.clear()
        time.sleep(0.002)
    assert done()


def tied_duel():
    """Red (human) and Nina (AI, with a Boom Launcher) both rolled a single 7."""
    builds = [build("Red"), build("Nina", BOOM)]
    return duel((Hex(0, 0), Hex(3, 0)), [7, 7], {0: Pick(d10=1), 1: Pick(d10=1)},
                builds=builds)


def test_a_tied_ai_aim_stays_hidden_until_the_human_has_chosen_blind():
    # given a step where the human and an AI allocate tied dice
    session = session_for(tied_duel())
    made = len(session.match.choices)
    try:
        poll_until(session, lambda: not session.thinking() and 1 in session._parked)
        # then while the human still has to choose, nothing of the AI's aim is shown or sent
        assert session.showing is None
        assert len(session.match.choices) == made
        # when the human answers, then the AI's aim is shown before it resolves
        session.submit(0, Pass())
        poll_until(session, lambda: session.showing is not None)
        shown = session.showing
        assert shown.kind == "aim" and shown.seat == 1
        assert not any(isinstance(e, ev.AttackResolved) for e in session.match.events)
        # and releasing it submits exactly what was shown
        new = session.release()
        resolved = [e for e in new if isinstance(e, ev.AttackResolved) and e.player == 1]
        assert session.match.choices[-1] == (1, shown.choices[0]) and resolved
    finally:
        session.close()


def test_may_show_waits_only_for_humans_in_the_same_kind_of_step():
    request = tied_duel().pending()
    ai_request = next(r for r in request if r.player == 1)
    assert not may_show(request, [0], ai_request)
    assert may_show([ai_request], [0], ai_request)
    assert may_show(request, [], ai_request)


def test_an_ai_walk_is_planned_whole_shown_and_then_walked_exactly():
    # given the human moving first (slower) and then an AI with Move 6 walking alone
    match = duel((Hex(0, 0), Hex(-3, 0)), [5, 4], {0: Pick(d10=1), 1: Pick(d4=1)},
                 builds=[build("Red"), build("Nina")])
    match.submit(0, Pass())
    session = session_for(match)
    try:
        poll_until(session, lambda: any(r.player == 0 and r.kind == "move"
                                        for r in session.pending()))
        session.submit(0, Stop())
        start = session.match.state.bots[1].hex
        # when the AI has decided, then its whole path is shown before it takes a step
        poll_until(session, lambda: session.showing is not None)
        shown = session.showing
        assert shown.kind == "move" and shown.path[0] == start and len(shown.path) > 2
        assert session.match.state.bots[1].hex == start
        # and once released, the bot walks exactly that path
        session.release()
        poll_until(session, lambda: session.match.state.phase != "move")
        walked = [e.path[-1] for e in session.match.events
                  if isinstance(e, ev.BotMoved) and e.player == 1]
        assert [start, *walked] == shown.path
    finally:
        session.close()


def beat_frames(app, scene: BattleScene) -> int:
    """Frames an AI aim stays on screen once it appears (at the current speed); checks that
    the drawn preview covers where the aim points."""
    for _ in range(20_000):
        if scene.flow.watching is not None and scene.flow.watching.showing.kind == "aim":
            break
        app.frame()
    shown = scene.flow.watching
    assert shown is not None and shown.preview is not None
    choice = shown.showing.choices[0]
    bots = scene.session.match.state.bots
    aimed_at = getattr(choice, "at", None) or bots[choice.target].hex
    assert aimed_at in shown.preview.hexes
    frames = 0
    while scene.flow.watching is shown:
        app.frame()
        frames += 1
    return frames


def all_ai_scene(app) -> BattleScene:
    seats = [SeatConfig(f"Bot{i}", "ai", "normal", i, (BOOM,)) for i in range(3)]
    session = new_session("maps/scrapyard.tmx", seats, massacre=5, stomachs=5, seed=4)
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    return scene


def test_an_ai_aim_is_drawn_with_its_preview_for_a_beat_that_speed_shortens(app):
    # given an all-AI battle at 1x
    scene = all_ai_scene(app)
    try:
        one_x = beat_frames(app, scene)
        # then the beat lasts about AIM_BEAT seconds at 60 updates a second
        assert abs(one_x - AIM_BEAT * 60) <= 3
        # when the speed is 4x, then the next aim stays up a quarter as long
        scene.flow.animator.speed = 4
        four_x = beat_frames(app, scene)
        assert abs(four_x - AIM_BEAT * 15) <= 3
    finally:
        scene.session.close()


def test_tab_lets_a_shown_ai_aim_happen_at_once(app):
    scene = all_ai_scene(app)
    try:
        for _ in range(20_000):
            if scene.flow.watching is not None:
                break
            app.frame()
        shown = scene.session.showing
        assert shown is not None
        chosen = len(scene.session.match.choices)
        press(pygame.K_TAB)
        app.frame()
        assert scene.session.showing is not shown
        assert len(scene.session.match.choices) > chosen
        assert scene.session.match.choices[chosen] == (shown.seat, shown.choices[0])
    finally:
        scene.session.close()
