"""The MetalKrushers New match form offers only arenas listing metalkrushers and starts a
battle of each scenario (construction first)."""

from __future__ import annotations

import pytest

from game.ui.games import game_ui
from game.ui.scenes.battle import BattleScene


@pytest.mark.parametrize("scenario", [0, 1, 2, 3])
def test_start_opens_the_battle_of_the_chosen_scenario(app, scenario):
    form = game_ui("metalkrushers").new_match_scene()
    app.push(form)
    app.frame()
    assert form.arenas and all("metalkrushers" in e.arena.rulesets for e in form.arenas)
    # when a scenario is chosen and Start pressed with only AI seats
    form._scenario(scenario)
    form._humans(0)
    form.begin()
    app.frame()
    # then the battle opens on that scenario, construction first
    battle = app.top
    assert isinstance(battle, BattleScene), form.problem
    try:
        assert battle.session.match.state.setup.scenario == form.plan.scenario
        per_side = form.plan.per_team if form.plan.scenario == "team" else 1
        assert len(battle.session.match.state.krushers) == form.players * per_side
    finally:
        battle.session.close()


def test_each_ai_seat_gets_the_level_chosen_for_it(app):
    form = game_ui("metalkrushers").new_match_scene()
    app.push(form)
    app.frame()
    # given three seats, one human, the second AI set to hard and the third to easy
    form._scenario(1)
    form._players(3)
    form._humans(1)
    assert [c.label for c in form.level_cycles] == ["Red", "Ortiz"]
    form.level_cycles[0].nudge(1)
    form.level_cycles[1].nudge(-1)
    # when the match starts
    form.begin()
    app.frame()
    battle = app.top
    assert isinstance(battle, BattleScene), form.problem
    try:
        # then the seats carry those levels and the AI seats play with those agents
        assert [(s.kind, s.level) for s in form.plan.seats] == [
            ("human", "normal"), ("ai", "hard"), ("ai", "easy")]
        workers = battle.session.workers
        assert sorted(workers) == [1, 2]
        assert [type(workers[s].seat.agent).__name__ for s in (1, 2)] == [
            "HardAgent", "RandomAgent"]
        assert form.level_cycles[0].rect.bottom <= app.screen.get_height() - 80
    finally:
        battle.session.close()
