"""The grab pace: a match option kept in the set-up ("grab_pace") that scales how long the AI
seats wait between grabs; a new player's New match offers relaxed, then the last pace chosen.
Continue and Rematch keep it."""

from __future__ import annotations

import time

import pytest

from game.games.dicebot.ai import GRAB_DELAY
from game.games.dicebot.ai.pace import GRAB_PACES, grab_delay, pace_of
from game.games.dicebot.ui import UI
from game.games.dicebot.ui.new_match import new_match_scene as NewMatchScene
from game.games.dicebot.ui.session_setup import MatchPlan, demo_seats, new_session
from game.ui import navigator
from game.ui.battle.seats import SeatConfig
from game.ui.session import MatchSession
from tests.games.dicebot.ui.driver import grabbing, run_until, scavenge
from tests.games.dicebot.ui.test_scavenge_input import grabs_of

FRAME = 1 / 60


class Grab:
    """A stand-in grab request."""

    kind = "grab"


def test_the_pace_scales_every_levels_grab_delay():
    # given an AI seat of each level
    for level in GRAB_DELAY:
        seat = SeatConfig("Red", "ai", level, 1)
        # when the set-up asks for each pace
        delays = [UI.reaction_time(Grab(), seat, {"grab_pace": pace}) for pace, _, _ in GRAB_PACES]
        # then relaxed waits longest and frantic shortest; normal is the level's own delay
        relaxed, normal, frantic = delays
        assert relaxed > normal > frantic > 0
        assert normal == GRAB_DELAY[level]


def test_a_relaxed_snake_draft_is_not_slowed_down_but_a_frantic_one_is_quick():
    # given an AI seat in a snake draft, where nobody races for the dice
    seat = SeatConfig("Red", "ai", "normal", 1)
    snake = {"draft": "snake"}
    # then relaxed waits no longer than normal, and frantic is still quicker
    assert UI.reaction_time(Grab(), seat, {**snake, "grab_pace": "relaxed"}) == \
        GRAB_DELAY["normal"]
    assert UI.reaction_time(Grab(), seat, {**snake, "grab_pace": "frantic"}) < \
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
    assert form.setup.options["grab_pace"] == "relaxed"
    # when they pick Frantic and start
    form.set_option("grab_pace", "frantic")
    form.start()
    # then the match's set-up says so, and the next form offers Frantic
    assert started[0].match.setup["grab_pace"] == "frantic"
    again = NewMatchScene()
    app.push(again)
    assert again.setup.options["grab_pace"] == "frantic"


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


def test_the_form_says_what_the_chosen_pace_means(app, dicebot_ui):
    # given a new player's form
    form = NewMatchScene()
    app.push(form)
    hook = form.hook
    # then its note says the computer grabs slowly
    assert "Relaxed pace: the computer grabs slowly" in hook.note(form.setup)
    # and with the snake draft chosen, that a relaxed draft is not slowed down
    form.set_option("draft", "snake")
    assert "no race" in hook.note(form.setup)
    form.set_option("grab_pace", "frantic")
    assert "Frantic pace" in hook.note(form.setup)
