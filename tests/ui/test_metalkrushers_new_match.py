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
    assert isinstance(battle, BattleScene), form.error
    try:
        assert battle.session.match.state.setup.scenario == form.plan.scenario
        per_side = form.plan.per_team if form.plan.scenario == "team" else 1
        assert len(battle.session.match.state.krushers) == form.players * per_side
    finally:
        battle.session.close()
