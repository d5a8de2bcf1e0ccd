"""Resting the pointer on a mech shows that mech's tooltip, not the floor's (issue 29)."""

from __future__ import annotations

import pygame

from game.core.hexes import Hex
from game.games.mechaton.rules.choices import FinishArmy
from game.games.mechaton.ui.battle.mech_tip import board_tip, mech_tip
from tests.games.mechaton.ui.driver import battle, make_app, point, prompt_kind, run_until


def test_resting_on_a_mech_shows_the_mech_not_the_floor():
    # given a battle waiting for its human's first decision on the field
    app = make_app((1280, 720))
    scene = battle(app, 1, seed=11)
    try:
        for _ in range(12):
            assert run_until(app, lambda: prompt_kind(scene) != "")
            if prompt_kind(scene) != "build":
                break
            request = scene.flow.prompt.request
            finish = [c for c in request.legal_choices() if isinstance(c, FinishArmy)]
            scene.flow.prompt.send((finish or request.legal_choices())[0])
            app.frame()
        assert prompt_kind(scene) not in ("", "build")
        mech = next(m for m in scene.flow.board.view.mechs if m.hex is not None and m.alive)
        # when the pointer rests on its hex
        point(scene.screen_of(mech.hex))
        for _ in range(40):
            app.frame()
        # then the tooltip is the mech's (its name, what it carries), not the terrain's
        words = scene.tooltips.current()
        standing = next(m for m in scene.flow.board.view.mechs
                        if m.hex == scene.hover and m.alive)
        assert words == mech_tip(scene.flow.board.view, standing)
        assert "Floor" not in words and standing.name in words
    finally:
        scene.session.close()
        pygame.quit()


def test_open_ground_and_stations_keep_their_own_words():
    from game.core.match import start_match
    from game.games.mechaton.rules.sample import sample_setup_json
    from game.ui.games import game_ui

    view = start_match("mechaton", sample_setup_json(2, 4), 4).view_for(None)
    ui = game_ui("mechaton")
    empty = Hex(0, 0)
    assert all(m.hex != empty for m in view.mechs)
    assert board_tip(ui, view, "floor", empty).startswith("Floor")
    station = next(s for s in view.stations if s.hex is not None)
    assert "station" in board_tip(ui, view, "floor", station.hex)
