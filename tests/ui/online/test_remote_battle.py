"""Each game's real battle screen, on a remote session against a real server over the
loopback address (the AI seat played on the server), plays to the end and the results."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.net.host import host_in_process
from game.ui.games import game_ui
from game.ui.online.session import open_online
from game.ui.scenes.battle import BattleScene
from tests.net.helpers import sample_setup
from tests.ui.conftest import headless_app

TIME_LIMIT = 90.0


def answer_what_is_asked(scene: BattleScene, rng: random.Random) -> None:
    """Answer the open prompt (and every real-time one) with a random legal choice, the way
    a player's click would reach the flow."""
    flow = scene.flow
    for prompt in list(flow.device_prompts.values()):
        flow.send(rng.choice(prompt.request.legal_choices()), prompt.seat)
    if flow.prompt is not None:
        flow.send(rng.choice(flow.prompt.request.legal_choices()))


@pytest.mark.parametrize("ruleset", ["dicebot", "metalkrushers", "mechaton", "meatbot"])
def test_the_battle_screen_plays_an_online_match_to_the_results(ruleset, tmp_path):
    # given a hosted room with this client's seat and an AI seat on the server
    hosted = host_in_process(ruleset, sample_setup(ruleset, 2, 7),
                             [{"kind": "host"}, {"kind": "ai", "level": "random"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    session = open_online(hosted.address, hosted.room, [hosted.tokens[0]])
    app = headless_app()
    try:
        scene = game_ui(ruleset).battle_scene(session)
        app.push(scene)
        rng, deadline, asked = random.Random(3), time.monotonic() + TIME_LIMIT, 0
        # when the screen runs, its player answering every prompt it opens
        while app.top is scene and time.monotonic() < deadline:
            app.frame()
            scene.flow.skip()  # what Tab does: the animations played at once
            if scene.flow.prompt is not None or scene.flow.device_prompts:
                asked += 1
            answer_what_is_asked(scene, rng)
            if scene.flow.settled and not session.human_requests():
                time.sleep(0.002)  # waiting for the server: let its thread run
        # then the match ended on the server, the screen showed every event and moved on
        # to the game's results, and the published replay checked out here
        assert session.is_over, f"not over after {TIME_LIMIT} s"
        assert app.top is not scene and asked > 0
        assert scene.flow.log.lines and not session.events
        while session.client.state.replay_ok is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert session.client.state.replay_ok
        assert session.result is not None
    finally:
        session.close()
        hosted.stop()
        pygame.quit()


def test_the_battle_shows_who_is_missing_and_the_host_may_hand_the_seat_to_the_ai(
        tmp_path, monkeypatch):
    from game.ui.battle import presence

    # given a hosted room whose second player never came, its battle on the host's screen
    monkeypatch.setattr(presence, "AI_AFTER", 3600.0)
    hosted = host_in_process("dicebot", sample_setup("dicebot", 2, 4),
                             [{"kind": "host"}, {"kind": "open"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    session = open_online(hosted.address, hosted.room, [hosted.tokens[0]])
    app = headless_app()
    try:
        scene = game_ui("dicebot").battle_scene(session)
        app.push(scene)
        app.frame()
        # then the banner says who is awaited, and offers nothing yet
        name = session.names[1]
        assert presence.words(session).startswith(f"Waiting for {name} (away ")
        assert "AI" not in presence.words(session)
        # when the wait has been long enough and the host clicks the banner
        monkeypatch.setattr(presence, "AI_AFTER", 0.0)
        app.frame()
        assert f"let the AI play {name}" in presence.words(session)
        assert scene.presence_box is not None
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                              pos=scene.presence_box.center))
        # then the server's AI plays that seat, and nobody is awaited any more
        deadline = time.monotonic() + 10
        while presence.words(session) and time.monotonic() < deadline:
            app.frame()
            time.sleep(0.01)
        assert hosted.server.rooms[hosted.room].seats[1].kind == "ai"
        assert not presence.words(session) and scene.presence_box is None
        # and this screen's seats say so too (the results name it the AI, at its level)
        assert session.seats[1].is_ai and session.seats[1].level == presence.AI_LEVEL
        assert session.seat_kinds[1] == "ai"
    finally:
        session.close()
        hosted.stop()
        pygame.quit()
