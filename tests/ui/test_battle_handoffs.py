"""Hot-seat hand-offs follow ``Request.secret``: the screen is passed only before a secret
request, and only when the human holding it changes (issue 14, item 1)."""

from __future__ import annotations

import pygame
import pytest

from game.games.meatbot.rules.devourables import ACID_SPRAY, AGGRO_PUMP, BOOM, EXTRA_MEAT, HYPERHEAL
from game.games.meatbot.ui.battle.prompts import PickPrompt
from game.games.meatbot.ui.session_setup import new_session
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
    -) and ("prompt", seat, private: answered out of the others' sight)."""
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
            seen.append(("prompt", prompt.seat, scene.flow.is_private(prompt.request)))
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


def test_with_secret_builds_a_hand_off_goes_up_only_before_a_private_prompt_of_another_human(
        app, tmp_path, monkeypatch):
    # given two humans with secret builds
    scene = two_humans_on(app, tmp_path, monkeypatch, secret_builds=True, seed=5)
    try:
        seen = play_rounds(app, scene, rounds=1)
    finally:
        scene.session.close()
    # then a hand-off goes up exactly before a private prompt whose human is not at the screen
    holder = None
    for index, (kind, seat, private) in enumerate(seen):
        if kind == "prompt":
            handed = index > 0 and seen[index - 1][0] == "hand-off"
            assert handed == (private and seat != holder), seen[: index + 1]
            holder = seat


QUIET_BUILD = (AGGRO_PUMP, HYPERHEAL, EXTRA_MEAT)
"""Secret, but nothing in it is ever an option of an attack die or a step."""


def test_a_hot_seat_round_with_secret_builds_hands_off_only_for_the_picks(
        app, tmp_path, monkeypatch):
    # given two humans with secret builds that give no attack or move option of their own
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig("Nina", "human", colour=0, build=QUIET_BUILD),
             SeatConfig("Red", "human", colour=1, build=QUIET_BUILD)]
    session = new_session("maps/duel_pit.tmx", seats, massacre=6, stomachs=10, seed=3,
                          secret_builds=True)
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    try:
        # when a whole round is played: two picks, then the attack dice and the moves
        seen = play_rounds(app, scene, rounds=1)
    finally:
        session.close()
    prompts = [entry for entry in seen if entry[0] == "prompt"]
    # then only the two picks were handed off, though both humans answered open decisions
    assert len(prompts) > 2 and {seat for _, seat, _ in prompts[2:]} == {0, 1}
    assert scene.flow.hand_offs == 2
    assert [entry for entry in seen if entry[0] == "hand-off"] == [
        ("hand-off", 0, False), ("hand-off", 1, False)]


def test_an_open_decision_shows_no_unused_devourable_of_its_secret_build(
        app, tmp_path, monkeypatch):
    from game.games.meatbot.ui.battle.privacy import carried_kinds

    # given two humans with secret builds, Nina carrying a Boom Launcher she never fired
    scene = two_humans_on(app, tmp_path, monkeypatch, secret_builds=True, seed=5)
    try:
        match = scene.session.match
        # then an open prompt of hers may list only what everyone has seen (nothing yet),
        # a private one her whole build
        assert BOOM not in carried_kinds(match, 0, private=False)
        assert carried_kinds(match, 0, private=True)[BOOM] == 1
    finally:
        scene.session.close()


def test_an_unseen_devourable_is_used_after_asking_for_the_screen(app, tmp_path, monkeypatch):
    from game.games.meatbot.ui.battle.prompts import AimPrompt

    # given two humans with secret builds (each: Boom Launcher, Acid Spray, Aggro Pump)
    scene = two_humans_on(app, tmp_path, monkeypatch, secret_builds=True, seed=5)
    try:
        # when the first attack die comes up (both picks made: one attack, one move die)
        for _ in range(MAX_FRAMES):
            if isinstance(app.top, HandOffScene):
                press(pygame.K_RETURN)
            prompt = scene.flow.prompt
            if isinstance(prompt, PickPrompt) and not prompt.counts[2]:
                prompt.change(2, 1)
                prompt.change(0, 1)
                prompt.ready()
            if isinstance(prompt, AimPrompt):
                break
            app.frame()
        prompt = scene.flow.prompt
        assert isinstance(prompt, AimPrompt)
        seat = prompt.seat
        handed = scene.flow.hand_offs
        # then it is answered in front of the other human: the unseen Boom Launcher is not
        # offered
        assert scene.flow.viewer() is None
        assert not any(BOOM in action.key for action in prompt.actions)
        assert prompt.in_private is not None
        # and when its player asks for the screen, it is handed over and the die asked again
        prompt.in_private()
        for _ in range(200):
            app.frame()
            if isinstance(app.top, HandOffScene):
                break
        assert isinstance(app.top, HandOffScene) and app.top.player_name == \
            scene.session.names[seat]
        assert scene.flow.hand_offs == handed + 1
        press(pygame.K_RETURN)
        for _ in range(50):
            app.frame()
            if scene.flow.prompt is not None:
                break
        private = scene.flow.prompt
        # with every option, the Boom Launcher among them, drawn for its player's eyes only
        assert isinstance(private, AimPrompt) and private.seat == seat
        assert private.in_private is None and scene.flow.viewer() == seat
        assert any(BOOM in action.key for action in private.actions)
    finally:
        scene.session.close()
