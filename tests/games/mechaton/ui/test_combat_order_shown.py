"""Combat order on the field: a go brought forward, the attacked mech waiting and then
picking its go up each get a labelled animation, longer than an ordinary go's start."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.match import start_match
from game.games.mechaton.rules import go_events as ge
from game.games.mechaton.rules.sample import sample_setup_json
from game.games.mechaton.ui.battle.board import MechatonBoard
from game.games.mechaton.ui.presenters import presenter
from game.games.mechaton.ui.render.effects import draw_effect
from game.ui.anim import Animation


def test_interrupts_animate_longer_than_an_ordinary_go() -> None:
    plain, forward = ge.GoStarted(0, 1, "A", False), ge.GoStarted(0, 1, "A", True)
    assert presenter(forward).duration > presenter(plain).duration
    assert presenter(ge.GoPaused(0, 1, "A")).duration > 0
    assert presenter(ge.GoResumed(0, 1, "A")).duration > 0


def test_each_combat_order_step_draws_over_the_mech(app) -> None:
    match = start_match("mechaton", sample_setup_json(2, 4), 4)
    board = MechatonBoard.of(match.view_for(None))
    mech = next(m for m in board.view.mechs if m.hex is not None)
    proj = SimpleNamespace(zoom=0.5, centre=lambda h: (400.0, 300.0))
    for event in (ge.GoStarted(mech.owner, mech.uid, mech.name, True),
                  ge.GoPaused(mech.owner, mech.uid, mech.name),
                  ge.GoResumed(mech.owner, mech.uid, mech.name)):
        surface = pygame.Surface((800, 600))
        before = pygame.image.tobytes(surface, "RGB")
        draw_effect(surface, proj, board, Animation(event, 1.0, 0.5), [(255, 0, 0), (0, 0, 255)])
        assert pygame.image.tobytes(surface, "RGB") != before, type(event).__name__
