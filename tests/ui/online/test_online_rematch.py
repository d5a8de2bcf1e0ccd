"""Rematch from the results screen after an online match: the host opens it, the joined
player is offered to join it, and both play the new room in their seats."""

from __future__ import annotations

import random
import time

import pygame

from game.net.host import host_in_process
from game.ui.games import game_ui
from game.ui.online.rematch import GUEST_WAIT, OFFERED, OnlineRematch
from game.ui.online.session import open_online
from game.ui.scenes.battle import BattleScene
from tests.net.helpers import sample_setup
from tests.ui.conftest import headless_app

LIMIT = 60.0


def play_out(sessions, rng: random.Random) -> None:
    """Answer every request of ``sessions`` at random until the match is over."""
    deadline = time.monotonic() + LIMIT
    while not all(s.is_over for s in sessions):
        assert time.monotonic() < deadline, "the match did not end"
        for session in sessions:
            session.poll()
            for request in session.human_requests():
                session.submit(request.player, rng.choice(request.legal_choices()))
        time.sleep(0.002)


def until(test, step=None) -> None:
    deadline = time.monotonic() + 20
    while not test():
        assert time.monotonic() < deadline, "never got there"
        if step is not None:
            step()
        time.sleep(0.01)


def test_the_host_rematches_from_the_results_and_the_guest_is_offered_to_join(tmp_path):
    # given a finished online Dice Bot match of the host, a joined player and an AI
    hosted = host_in_process("dicebot", sample_setup("dicebot", 3, 2),
                             [{"kind": "host"}, {"kind": "open"},
                              {"kind": "ai", "level": "random"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    host = open_online(hosted.address, hosted.room, [hosted.tokens[0]])
    token = host._run(host.client.claim(hosted.room, 1))
    guest = open_online(hosted.address, hosted.room, [token])
    app = headless_app()
    fresh = []
    try:
        play_out([host, guest], random.Random(5))
        results = game_ui("dicebot").results_scene(host)
        app.push(results)
        app.frame()
        offer = OnlineRematch(guest)
        # when the guest presses Rematch first, then they are told only the host can
        offer.press()
        assert offer.note == GUEST_WAIT and offer.offer is None
        # when the host presses Rematch on the results screen
        results.rematch()
        until(lambda: isinstance(app.top, BattleScene), app.frame)
        mine = app.top.session
        fresh.append(mine)
        # then the host is in a new room of the same game, in the same seat
        assert mine.room != hosted.room and mine.human_seats == [0]
        assert mine.names == host.names and not mine.is_over
        # and the guest's screen offers the rematch; pressing it takes the guest's own seat
        until(lambda: offer.poll() is None and offer.note == OFFERED)
        assert offer.label() == "Join rematch"
        offer.press()
        joined = []
        until(lambda: joined.append(offer.poll()) or joined[-1] is not None)
        fresh.append(joined[-1])
        assert joined[-1].room == mine.room and joined[-1].human_seats == [1]
    finally:
        for session in (host, guest, *fresh):
            session.close()
        hosted.stop()
        pygame.quit()
