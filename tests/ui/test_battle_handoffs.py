"""Hot-seat hand-offs follow ``Request.secret``: the screen is passed only before a secret
request, and only when the human holding it changes (issue 14, item 1)."""

from __future__ import annotations

import pygame
import pytest

from game.rulesets.meatbot.devourables import ACID_SPRAY, AGGRO_PUMP, BOOM
from game.ui.games.meatbot.battle.prompts import PickPrompt
from game.ui.games.meatbot.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.session import SeatConfig
from tests.ui.conftest import press

BUILD = (BOOM, ACID_SPRAY, AGGRO_PUMP)
MAX_FRAMES = 20_000


def two_humans_on(app, tmp_path, monkeypatch, secret_builds: bool, seed: int) -> BattleScene:
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig("Nina", "human", colour=0, build=BUILD),
             SeatConfig("Red", "human", colour=1, build=BUILD)]
    session = new_session("maps/duel_pit.tmx", seats, massacre=6, stomachs=10, seed=seed,
                          secret_builds=secret_builds)
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    return scene


def play_rounds(app, scene: BattleScene, rounds: int) -> list[tuple[str, int, bool]]:
    """Play ``rounds`` rounds answering every prompt with its first legal choice (a pick of
    one attack die and one move die); returns what happened in order: ("hand-off", seat,
    -) and ("prompt", seat, secret)."""
    seen: list[tuple[str, int, bool]] = []
    opened = None
    for _ in range(MAX_FRAMES):
        session = scene.session
        if session.is_over or scene.flow.board.round > rounds:
            return seen
        top = app.top
        if isinstance(top, HandOffScene):
            seen.append(("hand-off", session.names.index(top.player_name), False))
            press(pygame.K_RETURN)
        prompt = scene.flow.prompt
        if prompt is not None and prompt is not opened:
            opened = prompt
            seen.append(("prompt", prompt.seat, prompt.request.secret))
            if isinstance(prompt, PickPrompt):
                prompt.change(2, 1)
                prompt.change(0, 1)
                prompt.ready()
            else:
                prompt.send(prompt.request.legal_choices()[0])
        app.frame()
    raise AssertionError("the rounds never ended")


def expected_hand_offs(seen: list[tuple[str, int, bool]]) -> int:
    """Secret prompts whose player is not the one who held the screen before."""
    count, holder = 0, None
    for kind, seat, secret in seen:
        if kind == "prompt":
            count += secret and seat != holder
            holder = seat
    return count


@pytest.mark.parametrize("seed", [3, 8])
def test_a_hot_seat_round_hands_off_only_before_secret_requests_of_another_human(
        app, tmp_path, monkeypatch, seed):
    # given two humans sharing the screen with open builds
    scene = two_humans_on(app, tmp_path, monkeypatch, secret_builds=False, seed=seed)
    try:
        # when two rounds are played
        seen = play_rounds(app, scene, rounds=2)
    finally:
        scene.session.close()
    prompts = [entry for entry in seen if entry[0] == "prompt"]
    hand_offs = [entry for entry in seen if entry[0] == "hand-off"]
    # then open decisions were asked (attack and move dice) without any hand-off before them
    assert any(not secret for _, _, secret in prompts)
    for index, entry in enumerate(seen):
        if entry[0] == "hand-off":
            following = seen[index + 1]
            # every hand-off leads straight to a secret prompt for the player handed to
            assert following == ("prompt", entry[1], True)
    # and the hand-offs counted are exactly the changes of human before a secret request
    assert len(hand_offs) == expected_hand_offs(seen) == scene.flow.hand_offs
    # and at most the picks were handed off: always the second pick of a round (the other
    # human), the first only when its picker was not the last to hold the screen
    picks = sum(1 for _, _, secret in prompts if secret)
    assert 2 <= len(hand_offs) <= picks < len(prompts)


def test_with_secret_builds_nobody_is_ever_handed_the_screen_they_already_hold(
        app, tmp_path, monkeypatch):
    # given two humans with secret builds (every prompt shows a private build)
    scene = two_humans_on(app, tmp_path, monkeypatch, secret_builds=True, seed=5)
    try:
        seen = play_rounds(app, scene, rounds=1)
    finally:
        scene.session.close()
    # then a hand-off goes up exactly when the human at the screen changes
    holder = None
    for index, (kind, seat, _) in enumerate(seen):
        if kind == "prompt":
            handed = index > 0 and seen[index - 1][0] == "hand-off"
            assert handed == (seat != holder), seen[: index + 1]
            holder = seat
