"""Dice Bot's New match form: 2-6 players, each a human or an AI of a level, names, the
draft and melee limit; it fits 1280x720 and 800x600 with no widgets overlapping, says which
controls each human grabs with, and Start builds the match it shows."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.games.dicebot.ui.new_match import new_match_scene as NewMatchScene
from game.ui import navigator
from game.ui.app import init_pygame
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import PacedApp, StepClock


@pytest.fixture(params=((1280, 720), (800, 600)), ids=("1280x720", "800x600"))
def sized(request):
    """The app in a window of each size, laid out as a player gets it (a window smaller than
    the 1280x720 design draws the design scaled down)."""
    init_pygame()
    made = PacedApp(pygame.display.set_mode(request.param), clock=StepClock())
    made.push(TitleScene())
    yield made
    pygame.quit()


def laid_out(app, form):
    rects = [pygame.Rect(w.rect) for w in form.form.widgets]
    screen = app.screen.get_rect()
    overlaps = [(a, b) for a, b in combinations(rects, 2) if a.colliderect(b)]
    return overlaps, [r for r in rects if not screen.contains(r)]


def test_the_form_fits_with_six_players_and_with_two(sized):
    app = sized
    form = NewMatchScene()
    app.push(form)
    for _ in range(5):
        form.add_seat()
    app.frame()
    assert len(form.setup.seats) == 6 and not form.add_button.enabled
    assert laid_out(app, form) == ([], [])
    for _ in range(6):
        form.remove_seat(0)
    app.frame()
    assert len(form.setup.seats) == 2 and not form.seat_rows[0][4].enabled
    assert laid_out(app, form) == ([], [])


def test_each_human_is_told_their_grab_controls_in_order(sized):
    from game.games.dicebot.ui.new_match import grab_controls

    form = NewMatchScene()
    sized.push(form)
    form.add_seat()
    form.add_seat()
    form.edit_seat(1, kind="human")
    form.edit_seat(3, kind="human")
    assert [seat for seat, _ in grab_controls(form.setup)] == [0, 1, 3]
    labels = [label for _, label in grab_controls(form.setup)]
    assert labels[0].startswith("the mouse") and labels[1].startswith("W A S D")
    assert labels[2].startswith("arrow keys")


def test_start_builds_the_match_on_the_form(sized, monkeypatch, dicebot_ui):
    started = []
    monkeypatch.setattr(navigator, "go_to_battle", lambda app, scene: started.append(scene))
    monkeypatch.setattr(navigator, "battle_scene", lambda session: session)
    form = NewMatchScene()
    sized.push(form)
    form.add_seat()
    form.edit_seat(0, name="Ada")
    form.edit_seat(2, level="hard")
    form.option_widgets["draft"].nudge(1)
    form.set_option("melee_limit", 10)
    form.start()
    (session,) = started
    try:
        setup = session.match.state.setup
        assert setup.names == ("Ada", "Blue", "Yellow") and setup.draft == "snake"
        assert setup.melee_limit == 10
        assert [(s.kind, s.level) for s in session.seats] == [
            ("human", "normal"), ("ai", "normal"), ("ai", "hard")]
        assert session.options == {"draft": "snake", "melee_limit": 10}
    finally:
        session.close()
