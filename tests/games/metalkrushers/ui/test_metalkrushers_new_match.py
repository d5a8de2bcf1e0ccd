"""The MetalKrushers New match form offers only arenas listing metalkrushers and starts a
battle of each scenario (construction first)."""

from __future__ import annotations

import pytest

from game.games.metalkrushers.ui.session_setup import SCENARIOS
from game.ui.games import game_ui
from game.ui.scenes.battle import BattleScene


def krushers_arenas(form) -> list:
    return [e for e in form.shown_entries if e.arena is not None]


@pytest.mark.parametrize("scenario", [key for key, _ in SCENARIOS])
def test_start_opens_the_battle_of_the_chosen_scenario(app, scenario):
    form = game_ui("metalkrushers").new_match_scene()
    app.push(form)
    app.frame()
    arenas = krushers_arenas(form)
    assert arenas and all("metalkrushers" in e.arena.rulesets for e in arenas)
    # when a scenario is chosen and Start pressed with only AI seats
    form.set_option("scenario", scenario)
    form.edit_seat(0, kind="ai")
    assert form.start(), form.problems() or form.problem
    app.frame()
    # then the battle opens on that scenario, construction first
    battle = app.top
    assert isinstance(battle, BattleScene), form.problem
    try:
        assert battle.session.match.state.setup.scenario == scenario
        per_side = form.setup.options["per_team"] if scenario == "team" else 1
        assert len(battle.session.match.state.krushers) == len(form.setup.seats) * per_side
    finally:
        battle.session.close()


def test_each_ai_seat_gets_the_level_chosen_for_it(app):
    form = game_ui("metalkrushers").new_match_scene()
    app.push(form)
    app.frame()
    # given three seats, one human, the second AI set to hard and the third to easy
    form.set_option("scenario", "open")
    form.add_seat()
    form.seat_rows[1][3].nudge(1)
    form.seat_rows[2][3].nudge(-1)
    # when the match starts
    assert form.start(), form.problems() or form.problem
    app.frame()
    battle = app.top
    assert isinstance(battle, BattleScene), form.problem
    try:
        # then the seats carry those levels and the AI seats play with those agents
        assert [(s.kind, s.level) for s in battle.session.seats] == [
            ("human", "normal"), ("ai", "hard"), ("ai", "easy")]
        workers = battle.session.workers
        assert sorted(workers) == [1, 2]
        assert [type(workers[s].seat.agent).__name__ for s in (1, 2)] == [
            "HardAgent", "RandomAgent"]
    finally:
        battle.session.close()


def test_arena_rules_take_any_number_of_players_and_keep_the_balance_check(app):
    form = game_ui("metalkrushers").new_match_scene()
    app.push(form)
    app.frame()
    # given Arena Rules (the default scenario)
    assert form.setup.options["scenario"] == "duel"
    assert not form.option_widgets["per_team"].enabled
    # when seats are added up to the most the game allows
    while form.add_button.enabled:
        form.add_seat()
        app.frame()
    # then every one of them is kept
    assert len(form.setup.seats) == form.hook.seat_bounds[1]
    # and a three-player Arena Rules match starts with the Armament Balance check on
    while len(form.setup.seats) > 3:
        form.remove_seat(len(form.setup.seats) - 1)
    form.edit_seat(0, kind="ai")
    assert form.start(), form.problems() or form.problem
    app.frame()
    battle = app.top
    assert isinstance(battle, BattleScene), form.problem
    try:
        setup = battle.session.match.state.setup
        assert (setup.scenario, len(setup.krushers), setup.rules.balance) == ("duel", 3, True)
    finally:
        battle.session.close()


def test_per_team_counts_only_in_team_play(app):
    form = game_ui("metalkrushers").new_match_scene()
    app.push(form)
    app.frame()
    # given Arena Rules, Krushers per side cannot be changed
    assert not form.option_widgets["per_team"].enabled
    # when Team Play is chosen, then it opens up and the team arena is chosen
    form.set_option("scenario", "team")
    assert form.option_widgets["per_team"].enabled
    assert "krusher_team_arena" in form.setup.arena
    # and going back to Arena Rules keeps the seats already there
    form.add_seat()
    form.set_option("scenario", "duel")
    assert len(form.setup.seats) == 3
