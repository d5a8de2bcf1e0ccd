"""The grab pace: a match option kept in the set-up ("grab_pace") that scales how long the AI
seats wait between grabs; relaxed is offered until the player finishes a first match, then
the last pace chosen. Continue and Rematch keep it."""

from __future__ import annotations

import time

import pygame
import pytest

from game.ai.dicebot import GRAB_DELAY
from game.ai.dicebot.pace import GRAB_PACES, grab_delay, pace_of
from game.ui import navigator
from game.ui.battle.seats import SeatConfig
from game.ui.games.dicebot import reaction_time
from game.ui.games.dicebot.new_match import NewMatchScene
from game.ui.games.dicebot.pace_memory import offered_pace
from game.ui.games.dicebot.session_setup import MatchPlan, demo_seats, new_session
from game.ui.session import MatchSession
from game.ui.settings import Settings
from tests.ui.games.dicebot.driver import grabbing, run_until, scavenge
from tests.ui.games.dicebot.test_scavenge_input import grabs_of

FRAME = 1 / 60


class Grab:
    """A stand-in grab request."""

    kind = "grab"


def test_the_pace_scales_every_levels_grab_delay():
    # given an AI seat of each level
    for level in GRAB_DELAY:
        seat = SeatConfig("Red", "ai", level, 1)
        # when the set-up asks for each pace
        delays = [reaction_time(Grab(), seat, {"grab_pace": pace}) for pace, _, _ in GRAB_PACES]
        # then relaxed waits longest and frantic shortest; normal is the level's own delay
        relaxed, normal, frantic = delays
        assert relaxed > normal > frantic > 0
        assert normal == GRAB_DELAY[level]


def test_a_relaxed_snake_draft_is_not_slowed_down_but_a_frantic_one_is_quick():
    # given an AI seat in a snake draft, where nobody races for the dice
    seat = SeatConfig("Red", "ai", "normal", 1)
    snake = {"draft": "snake"}
    # then relaxed waits no longer than normal, and frantic is still quicker
    assert reaction_time(Grab(), seat, {**snake, "grab_pace": "relaxed"}) == \
        GRAB_DELAY["normal"]
    assert reaction_time(Grab(), seat, {**snake, "grab_pace": "frantic"}) < \
        GRAB_DELAY["normal"]


def test_a_setup_without_a_known_pace_plays_at_normal_pace():
    assert pace_of({}) == "normal"
    assert pace_of({"grab_pace": "warp"}) == "normal"
    assert grab_delay("hard", pace_of({"grab_pace": 3})) == GRAB_DELAY["hard"]


def test_a_relaxed_hard_ai_waits_its_relaxed_delay_on_screen(app, dicebot_ui):
    # given a human and a hard AI at the relaxed pace, the grab just opened
    players = (("Nina", "human"), ("Jade", "ai"))
    scene = scavenge(app, players, level="hard", pace="relaxed")
    try:
        assert run_until(app, lambda: grabbing(scene))
        # when nobody touches anything
        waited = 0
        while not grabs_of(scene, 1) and waited < 3000:
            app.frame()
            time.sleep(0.001)
            waited += 1
        # then the AI's first grab waits the relaxed delay, well past its normal one
        assert grabs_of(scene, 1)
        assert waited * FRAME >= grab_delay("hard", "relaxed") - 2 * FRAME
        assert grab_delay("hard", "relaxed") > GRAB_DELAY["hard"] + 0.5
    finally:
        scene.session.close()


def test_the_form_offers_relaxed_until_a_first_match_is_finished():
    assert offered_pace(Settings()) == "relaxed"
    finished = Settings(last_setups={"dicebot": {"finished_a_match": True}})
    assert offered_pace(finished) == "normal"
    chosen = Settings(last_setups={"dicebot": {"grab_pace": "frantic"}})
    assert offered_pace(chosen) == "frantic"


@pytest.fixture
def started(monkeypatch):
    found: list[MatchSession] = []
    monkeypatch.setattr(navigator, "go_to_battle", lambda app, scene: found.append(scene))
    monkeypatch.setattr(navigator, "battle_scene", lambda session: session)
    yield found
    for session in found:
        session.close()


def test_start_puts_the_pace_in_the_setup_and_remembers_it(app, dicebot_ui, started):
    # given a new player's form: relaxed is offered
    form = NewMatchScene()
    app.push(form)
    assert form.pace.shown() == "Relaxed"
    # when they pick Frantic and start
    form.pace.nudge(2)
    form.start()
    # then the match's set-up says so, and the next form offers Frantic
    assert started[0].match.setup["grab_pace"] == "frantic"
    again = NewMatchScene()
    app.push(again)
    assert again.pace.shown() == "Frantic"


def test_the_form_fits_with_the_pace_at_both_sizes(app, dicebot_ui):
    for size in ((1280, 720), (800, 600)):
        pygame.display.set_mode(size)
        app.screen = pygame.display.get_surface()
        form = NewMatchScene()
        app.push(form)
        for _ in range(3):
            form.add_seat()
        app.frame()
        rects = [w.rect for w in form.form.widgets]
        assert form.pace.rect.width > 150 and app.screen.get_rect().contains(form.pace.rect)
        assert [r for r in rects if r is not form.pace.rect and r.colliderect(form.pace.rect)] \
            == []
        app.pop()


def test_continue_and_rematch_keep_the_pace(app, dicebot_ui, started, tmp_path):
    # given a relaxed match, saved
    session = new_session(MatchPlan(demo_seats(1, 2), grab_pace="relaxed"), 5)
    path = session.save(tmp_path / "save.json")
    session.close()
    # when it is continued
    resumed = MatchSession.load(path)
    started.append(resumed)
    # then it is still relaxed
    assert pace_of(resumed.match.setup) == "relaxed"
    # and a rematch of it is too
    navigator.rematch(app, resumed)
    assert pace_of(started[-1].match.setup) == "relaxed"


def test_finishing_a_match_with_a_human_stops_offering_the_first_game_pace(app, dicebot_ui):
    from game.ui.games.dicebot.table.results import ResultsScene

    # given a new player who has just finished a match
    session = new_session(MatchPlan(demo_seats(1, 2)), 3)
    try:
        app.push(ResultsScene(session))
        # then the form now offers the normal pace
        assert offered_pace(app.settings) == "normal"
    finally:
        session.close()


def test_the_form_says_what_the_chosen_pace_means(app, dicebot_ui):
    # given a new player's form
    form = NewMatchScene()
    app.push(form)
    # then under the options it says the computer grabs slowly
    assert any("Relaxed pace: the computer grabs slowly" in line
               for line in form._note_lines(2000))
    # and with the snake draft chosen, that a relaxed draft is not slowed down
    form.draft.nudge(1)
    assert any("no race" in line for line in form._note_lines(2000))
    form.pace.nudge(2)
    assert any("Frantic pace" in line for line in form._note_lines(2000))
