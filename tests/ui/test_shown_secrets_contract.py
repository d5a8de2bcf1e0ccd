"""Contract, over every game UI: what the screen shows a seat never depends on a secret it may
not know (issue 29, item 2).

Two copies of one hot-seat match differ only in a secret: the answer another human gave to a
secret request (every game), or, for Meatbot, a devourable hidden in a secret build. While
the secret is still secret, the screen each copy shows the waiting human (or a spectator) must
be the same: every line of text drawn (sheets, log, panels, tooltips), every pixel, and the
shown board with its numbers (Meat, health bars). A screen that differs gives the secret away.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core.match import Match, Request
from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession
from tests.contract.helpers import blind_answers, next_request
from tests.ui.conftest import headless_app

SEEDS = (1, 2)
MOMENTS = 3
"""Secret moments checked per match (each renders two screens)."""
MAX_CHOICES = 400


@pytest.fixture
def fresh_home(monkeypatch, tmp_path) -> Iterator[None]:
    """A private user folder; pygame shut down afterwards."""
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    yield
    pygame.quit()


def hot_seat_copy(demo: MatchSession, match: Match) -> MatchSession:
    """A session over ``match`` with every seat a human at this one screen."""
    seats = [seat.__class__(**{**vars(seat), "kind": "human"}) for seat in demo.seats]
    session = MatchSession(match, seats, demo.arena_path, demo.options)
    session.autosave_enabled = False
    return session


Screen = dict[str, object]


def screen_for(match: Match, demo: MatchSession, viewer: Request | None) -> Screen:
    """What the screen shows with ``viewer``'s prompt open (None: nobody's, a spectator's
    screen), with each seat's unit selected in turn: the pixels, the tooltips' words (those
    of every unit's hex too), and the shown board with its numbers."""
    app = headless_app()
    session = hot_seat_copy(demo, match)
    shown: Screen = {}
    try:
        scene = BattleScene(session)
        app.push(scene)
        if viewer is not None:
            scene.flow.open(viewer)
        scene.flow.update = lambda dt: None  # type: ignore[method-assign]  # hold still
        for seat in range(len(session.names)):
            scene.selected = seat
            app.frame()
            shown[f"pixels, seat {seat} selected"] = pygame.image.tobytes(app.screen, "RGB")
            shown[f"tooltips, seat {seat} selected"] = [w for _, w in scene.tooltips.areas]
        board = scene.flow.board
        shown["board"] = repr(board) if dataclasses.is_dataclass(board) else ""
        shown["unit tips"] = unit_tips(scene)
        shown["log"] = list(scene.flow.log.lines)
    finally:
        session.close()
    return shown


def unit_tips(scene: BattleScene) -> list[str]:
    """What pointing at each unit's hex says (for a painter that words its hexes)."""
    words = getattr(scene.painter, "hex_words", None)
    units = scene.session.match.view_for(None).units()
    return [words(unit.hex) for unit in units] if words is not None else []


def assert_same_screen(first: Screen, second: Screen, where: str) -> None:
    """Two screens show the same pixels, words and board."""
    for part in first:
        assert first[part] == second[part], f"{where}: {part} differ" + (
            "" if part.startswith("pixels") else f": {first[part]!r} != {second[part]!r}")


def secret_moments(demo: MatchSession, seed: int) -> Iterator[tuple[Match, Match, Request]]:
    """Pairs of copies in which a secret request got two different answers while another
    human's secret request is still open, with that human's request (in either copy)."""
    match, rng = demo.match, random.Random(seed)
    found = 0
    for _ in range(MAX_CHOICES):
        if match.is_over or found >= MOMENTS:
            return
        request = next_request(match, rng)
        pair = blind_answers(match, request, rng)
        if pair is not None:
            one, two, waiting = pair
            pending = next(r for r in one.pending() if r.player == waiting[0])
            found += 1
            yield one, two, pending
        match.submit(request.player, rng.choice(request.legal_choices()))


@pytest.mark.parametrize("name", game_ui_names())
def test_a_pending_secret_answer_changes_nothing_the_waiting_human_sees(fresh_home, name):
    ui = game_ui(name)
    checked = 0
    for seed in SEEDS:
        demo = ui.demo_session(seed, humans=2)
        try:
            for one, two, waiting in secret_moments(demo, seed):
                # given two copies that differ only in another human's secret answer
                other = next(r for r in two.pending() if r.player == waiting.player)
                # then the waiting human's screen, and a spectator's, are the same in both
                assert_same_screen(screen_for(one, demo, waiting),
                                   screen_for(two, demo, other),
                                   f"{name} seed {seed}, {waiting.kind} of seat "
                                   f"{waiting.player}")
                assert_same_screen(screen_for(one, demo, None),
                                   screen_for(two, demo, None),
                                   f"{name} seed {seed}, spectator")
                checked += 1
        finally:
            demo.close()
    assert checked, f"{name}: random play met no secret answer with another human waiting"


# -- Meatbot: a secret build keeps its unused Extra Meat to itself --------------------------
def secret_build_pair(extra: tuple[str, ...]) -> MatchSession:
    """Two humans with secret builds on the Duel Pit: Nina with a Boom Launcher (and
    ``extra``), Red with a Boom Launcher."""
    from game.games.meatbot.rules import devourables as dv
    from game.games.meatbot.ui.session_setup import new_session
    from game.ui.session import SeatConfig

    seats = [SeatConfig("Nina", "human", colour=0, build=(dv.BOOM, *extra)),
             SeatConfig("Red", "human", colour=1, build=(dv.BOOM,))]
    session = new_session("maps/duel_pit.tmx", seats, massacre=6, stomachs=10, seed=11,
                          secret_builds=True)
    session.autosave_enabled = False
    return session


def nina_hurt(match: Match) -> bool:
    """True once Nina has lost Meat."""
    from game.games.meatbot.rules import events as ev

    return any(isinstance(e, ev.BotDamaged) and e.player == 0 for e in match.events)


def test_an_unused_extra_meat_shows_in_no_number_another_human_sees(fresh_home):
    from game.games.meatbot.rules import devourables as dv

    # given the same match twice, Nina's secret build once with an Extra Meat
    plain, fat = secret_build_pair(()), secret_build_pair((dv.EXTRA_MEAT,))
    rng = random.Random(4)
    moments = []
    try:
        assert fat.match.state.bots[0].meat == plain.match.state.bots[0].meat + 2
        # when both are played with the same choices until Nina has been hurt twice over
        for _ in range(MAX_CHOICES):
            if plain.match.is_over or len(moments) >= MOMENTS:
                break
            red = [r for r in plain.match.pending() if r.player == 1 and r.secret]
            if red and (not moments or nina_hurt(plain.match)):
                moments.append(red[0])
                # then Red's screen (sheets, log, tooltips, bars) and a spectator's are the
                # same whether or not Nina carries the Extra Meat
                assert_same_red_and_spectator(plain, fat, red[0])
            request = plain.match.pending()[0]
            choice = rng.choice(request.legal_choices())
            plain.match.submit(request.player, choice)
            fat.match.submit(request.player, choice)
        assert nina_hurt(plain.match) and len(moments) == MOMENTS
    finally:
        plain.close()
        fat.close()


def assert_same_red_and_spectator(plain: Any, fat: Any, red: Any) -> None:
    """Red's screen at his secret request ``red`` and a spectator's are the same in the twin
    matches ``plain`` and ``fat`` (their sessions)."""
    twin = next(r for r in fat.match.pending() if r.player == 1)
    assert_same_screen(screen_for(plain.match, plain, red), screen_for(fat.match, fat, twin),
                       f"Red's {red.kind} in round {plain.match.state.round}")
    assert_same_screen(screen_for(plain.match, plain, None),
                       screen_for(fat.match, fat, None), "a spectator")


def test_a_hidden_builds_size_shows_in_nothing_another_human_sees(fresh_home):
    from tests.games.meatbot.twins import EXTRA, play_twins

    # given the same match twice, Nina's secret build once with one more devourable (never
    # used), so that Red's devourables, and Nina's once shown, would be numbered apart
    plain, fat = secret_build_pair(()), secret_build_pair((EXTRA,))
    twins = (plain.match, fat.match)
    moments = []

    def same_views(*_: object) -> None:
        for seat in (1, None):
            assert plain.match.view_for(seat) == fat.match.view_for(seat), seat

    try:
        # when both are played on the same choices (Nina never uses the extra one)
        for shown in play_twins(twins, random.Random(5), MAX_CHOICES, same_views):
            # then Red's view and a spectator's are the same at every decision (checked in
            # same_views), and so are their screens (pixels, log, tooltips, board)
            red = [r for r in plain.match.pending() if r.player == 1 and r.secret]
            if red and len(moments) < MOMENTS and (not moments or shown > 0):
                moments.append(shown)
                assert_same_red_and_spectator(plain, fat, red[0])
        assert len(moments) == MOMENTS and moments[-1] > 0, moments
    finally:
        plain.close()
        fat.close()
