"""A whole AI-only match through the real scenes: title, form, battle, results, title."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.ui.games.meatbot.scenes.results import ResultsScene
from game.ui.games.meatbot.session_setup import new_session
from game.ui.scenes.game_chooser import GameChooserScene
from game.ui.scenes.new_match import NewMatchScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import post, press

ROOT = Path(__file__).resolve().parents[2]
MAX_FRAMES = 20_000
MAX_SECONDS = 40


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    monkeypatch.chdir(ROOT)
    return tmp_path


def click(widget) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=widget.rect.center, button=1)


def pump_until(app, kind, skip_key: int) -> int:
    """Run frames (pressing the skip key each one) until a ``kind`` scene is on top."""
    start = time.monotonic()
    for frame in range(MAX_FRAMES):
        if isinstance(app.top, kind):
            return frame
        assert time.monotonic() - start < MAX_SECONDS, f"stuck on {type(app.top).__name__}"
        press(skip_key)
        app.frame()
        time.sleep(0)  # let the AI threads run
    raise AssertionError(f"no {kind.__name__} after {MAX_FRAMES} frames")


def test_an_ai_only_match_from_title_to_results(app, home, tutorials_met):
    # given the title with animations at top speed
    app.apply_settings(replace(app.settings, animation_speed=4))
    title = TitleScene()
    app.push(title)
    app.frame()
    # when New match is chosen with the keyboard, and Meatbot's card (the first) in the chooser
    press(pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, GameChooserScene) and app.top.games[0].NAME == "meatbot"
    press(pygame.K_RETURN)
    app.frame()
    form = app.top
    assert isinstance(form, NewMatchScene)
    # and the first seat is switched to AI, the duel pit picked and Massacre set to 3
    click(form.seat_rows[0][2])
    app.frame()
    assert all(seat.is_ai for seat in form.setup.seats)
    duel = next(i for i, row in enumerate(form.arena_list.rows) if row.title == "Duel Pit")
    form.arena_list.choose(duel)
    click(form.arena_list)
    click(form.preset_buttons[1])
    app.frame()
    assert form.start_button.label == "Start match" and form.start_button.enabled
    # and Start is clicked
    click(form.start_button)
    app.frame()
    # then the battle runs by itself to the results
    skip = pygame.key.key_code(app.settings.key_bindings["skip_animation"])
    pump_until(app, ResultsScene, skip)
    results = app.top
    assert results.session.is_over
    assert [type(s) for s in app.stack] == [TitleScene, ResultsScene]
    headline = results.headline
    winner = results.session.match.result.winner
    assert headline == ("Draw!" if winner is None else f"{results.session.names[winner]} wins!")
    assert len(results.rows) == 2
    # and the autosave holds the finished match
    assert (home / "autosave.json").exists()
    # when Title is clicked, then the title is back and offers to look at the saved match
    click(results.title_button)
    app.frame()
    assert app.top is title
    title.refresh_save()
    assert title.save.state == "ok"


def finished_session(seed: int):
    """A two-AI duel played to the end without a screen."""
    from game.ui.games.meatbot.scenes.setup_flow import autoplay_seats

    session = new_session("maps/duel_pit.tmx", autoplay_seats(2), 3, 5, seed)
    session.autosave_enabled = False
    start = time.monotonic()
    while not session.is_over:
        assert time.monotonic() - start < MAX_SECONDS
        session.poll()
        while session.next_event() is not None:
            pass
        time.sleep(0.0002)
    return session


def test_rematch_keeps_seats_and_builds_with_new_dice(app, home):
    from game.ui.scenes.battle import BattleScene

    # given the results of a finished duel over the title
    session = finished_session(seed=5)
    app.push(TitleScene())
    results = ResultsScene(session)
    app.push(results)
    app.frame()
    # when Rematch is clicked
    click(results.rematch_button)
    app.frame()
    # then a new battle runs with the same arena, seats and builds, but a new seed
    battle = app.top
    assert isinstance(battle, BattleScene)
    assert [type(s) for s in app.stack] == [TitleScene, BattleScene]
    again = battle.session
    assert again.seats == session.seats and again.arena_path == session.arena_path
    assert again.options == session.options == {"massacre": 3, "stomachs": 5}
    assert again.match.seed != session.match.seed
    # and the set-up is the same: the AI seats' bots, bought in the match, are bought anew
    assert again.match.setup == session.match.setup
    assert [bot["devourables"] for bot in again.match.setup["bots"]] == [None, None]


def test_new_match_from_the_results_opens_the_form_over_the_title(app, home):
    session = finished_session(seed=8)
    app.push(TitleScene())
    app.push(ResultsScene(session))
    app.frame()
    press(pygame.K_RETURN)  # New match has the focus from the start
    app.frame()
    assert [type(s) for s in app.stack] == [TitleScene, NewMatchScene]


def test_continue_resumes_the_autosave_exactly(app, home):
    from game.ui.scenes.battle import BattleScene

    # given a match saved part-way (a few choices in)
    session = finished_session(seed=11)
    replay_choices = session.match.choices[:6]
    partial = new_session(session.arena_path, list(session.seats), session.options["massacre"],
                            session.options["stomachs"], session.match.seed)
    for player, choice in replay_choices:
        partial.submit(player, choice)
    partial.save(home / "autosave.json")
    # when Continue is chosen on the title
    title = TitleScene()
    app.push(title)
    app.frame()
    assert title.save.state == "ok"
    press(pygame.K_DOWN)
    press(pygame.K_RETURN)
    app.frame()
    # then the battle resumes with exactly those choices made
    battle = app.top
    assert isinstance(battle, BattleScene)
    assert battle.session.match.choices == partial.match.choices
    assert battle.session.match.log()[:len(partial.match.log())] == partial.match.log()
