"""Secret builds in hot-seat: with two humans at one screen, nothing of another human's
unused devourables is drawn; with one human, builds stay open; the results show them all."""

from __future__ import annotations

import pygame
import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.ui.battle.prompts import PickPrompt
from game.games.meatbot.ui.scenes.results import bot_rows
from game.games.meatbot.ui.session_setup import new_session
from game.ui import text as text_module
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.handoff import HandOffScene
from game.ui.session import MatchSession, SeatConfig
from tests.ui.conftest import let_ai_think, press

NINA_BUILD = (dv.AGGRO_PUMP, dv.HYPERHEAL, dv.CHITIN)
RED_BUILD = (dv.BOOM, dv.ACID_SPRAY)


class RecordingFont:
    """A font that notes every line it renders."""

    def __init__(self, real: pygame.font.Font, drawn: list[str]) -> None:
        self.real, self.drawn = real, drawn

    def render(self, content: str, *rest: object) -> pygame.Surface:
        self.drawn.append(content)
        return self.real.render(content, *rest)

    def __getattr__(self, name: str) -> object:
        return getattr(self.real, name)


@pytest.fixture
def drawn(monkeypatch):
    """Every line of text rendered from now on (the text cache is emptied first)."""
    lines: list[str] = []
    real_font = text_module.font
    monkeypatch.setattr(text_module, "font",
                        lambda size, bold=False: RecordingFont(real_font(size, bold), lines))
    text_module.text.cache_clear()
    yield lines
    text_module.text.cache_clear()


def session_with(seats: list[SeatConfig]) -> MatchSession:
    session = new_session("maps/standard_arena.tmx", seats, massacre=4, stomachs=10,
                               seed=7)
    session.autosave_enabled = False
    return session


def two_humans() -> list[SeatConfig]:
    return [SeatConfig("Nina", "human", colour=0, build=NINA_BUILD),
            SeatConfig("Red", "human", colour=1, build=RED_BUILD)]


def run_until(app, ready, frames: int = 3000) -> None:
    for _ in range(frames):
        if ready():
            return
        if isinstance(app.top, HandOffScene):
            press(pygame.K_RETURN)
        app.frame()
        let_ai_think(app)
    raise AssertionError("the screen never got there")


def prompted(scene: BattleScene, seat: int) -> bool:
    prompt = scene.flow.prompt
    return isinstance(prompt, PickPrompt) and prompt.seat == seat


def redraw_sheet_of(app, scene: BattleScene, seat: int, lines: list[str]) -> list[str]:
    """The text drawn in a full frame showing ``seat``'s data sheet."""
    scene.selected = seat
    scene.painter.hud.panels["sidebar"].key = None  # paint it afresh, not from the cache
    app.presenter.invalidate()  # and draw the frame, though its look may be unchanged
    text_module.text.cache_clear()
    lines.clear()
    app.frame()
    return list(lines)


def names(kinds: tuple[str, ...], lines: list[str]) -> set[str]:
    """Which of ``kinds`` some drawn line names."""
    return {kind for kind in kinds if any(kind in line for line in lines)}


def test_two_humans_get_secret_builds_and_one_human_does_not(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    hot = session_with(two_humans())
    solo = session_with([two_humans()[0], SeatConfig("Red", "ai", "easy", 1, RED_BUILD)])
    try:
        assert hot.match.state.setup.secret_builds
        assert not solo.match.state.setup.secret_builds
    finally:
        hot.close()
        solo.close()


def test_while_seat_1_picks_seat_0s_sheet_names_none_of_its_unused_devourables(
        app, drawn, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = session_with(two_humans())
    scene = BattleScene(session)
    app.push(scene)
    try:
        # given Nina (seat 0) at the screen picking: her own sheet lists her build
        run_until(app, lambda: prompted(scene, 0))
        own = redraw_sheet_of(app, scene, 0, drawn)
        assert names(NINA_BUILD, own) == set(NINA_BUILD)
        prompt = scene.flow.prompt
        prompt.change(2, 1)
        prompt.ready()
        # when the screen has been handed to Red (seat 1) and he looks at Nina's sheet
        run_until(app, lambda: prompted(scene, 1))
        seen = redraw_sheet_of(app, scene, 0, drawn)
        # then none of Nina's unused devourables is drawn anywhere, but his own build is
        assert "Nina" in seen
        assert names(NINA_BUILD, seen) == set()
        # and her base Defend does not give her unused Chitin away (she sees it herself)
        assert "3 base, 3 now" in own and "3 base, 3 now" not in seen
        assert names(RED_BUILD, redraw_sheet_of(app, scene, 1, drawn)) == set(RED_BUILD)
    finally:
        session.close()


def test_nothing_private_is_drawn_between_a_secret_answer_and_the_next_hand_off(
        app, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = session_with(two_humans())
    scene = BattleScene(session)
    app.push(scene)
    try:
        run_until(app, lambda: prompted(scene, 0))
        prompt = scene.flow.prompt
        prompt.change(2, 1)
        prompt.ready()
        # then, once Nina has answered, the screen draws from nobody's secrets
        assert scene.flow.viewer() is None
        view = session.match.view_for(scene.flow.viewer())
        assert all(bot.build_hidden for bot in view.bots)
    finally:
        session.close()


def test_a_single_human_sees_every_build(app, drawn, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = session_with([two_humans()[0], SeatConfig("Red", "ai", "easy", 1, RED_BUILD)])
    scene = BattleScene(session)
    app.push(scene)
    try:
        run_until(app, lambda: prompted(scene, 0))
        assert names(RED_BUILD, redraw_sheet_of(app, scene, 1, drawn)) == set(RED_BUILD)
    finally:
        session.close()


def test_the_results_list_every_build_of_a_secret_match(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = session_with(two_humans())
    try:
        rows = bot_rows(session)
        assert [row["build"] for row in rows] == [NINA_BUILD, RED_BUILD]
    finally:
        session.close()


def test_a_saved_secret_match_stays_secret_when_loaded(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = session_with(two_humans())
    try:
        path = session.save(tmp_path / "save.json")
    finally:
        session.close()
    loaded = MatchSession.load(path)
    try:
        assert loaded.match.state.setup.secret_builds
    finally:
        loaded.close()


def test_an_unused_extra_meat_does_not_show_in_the_opponents_meat_bar(tmp_path, monkeypatch):
    from game.ui.games import game_ui

    # given two humans with secret builds, Nina carrying an unused Extra Meat, 5 Meat down
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig("Nina", "human", colour=0, build=(dv.EXTRA_MEAT,)),
             SeatConfig("Red", "human", colour=1, build=RED_BUILD)]
    session = new_session("maps/duel_pit.tmx", seats, massacre=4, stomachs=10, seed=2,
                          secret_builds=True)
    try:
        nina = session.match.state.bots[0]
        nina.damage = 5
        assert nina.max_meat == dv.BASIC_MEAT + 2 and nina.meat == dv.BASIC_MEAT - 3
        ui = game_ui("meatbot")
        # then Red (and a spectator) see the most Meat the public rules allow
        for viewer in (1, None):
            assert ui.new_board(session, viewer).bots[0].max_meat == dv.BASIC_MEAT
        # and Nina sees her own true number
        assert ui.new_board(session, 0).bots[0].max_meat == dv.BASIC_MEAT + 2
    finally:
        session.close()
