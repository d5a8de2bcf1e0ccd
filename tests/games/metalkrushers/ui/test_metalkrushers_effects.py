"""Every animated MetalKrushers event of a played match draws its own shape (thrusts, slices,
impacts, parries, blocks, criticals, ousts, damage, defeats) from start to end."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.hexes import HexLayout
from game.core.match import start_match
from game.games.metalkrushers.ai import AGENTS, observe
from game.games.metalkrushers.rules.events import KrusherMoved, KrusherTurned
from game.games.metalkrushers.ui.board import KrusherBoard
from game.games.metalkrushers.ui.effects import DRAWERS, draw_effect
from game.games.metalkrushers.ui.presenters import ANIMATED
from game.ui.camera import Camera
from game.ui.render.hexmap import WorldRect
from game.ui.render.projection import Projection
from tests.games.metalkrushers.ai.helpers import ALL_OPTIONS
from tests.games.metalkrushers.ai.helpers import setup as ai_setup
from tests.ui.fakes.sessions import as_session


def played_events(seed: int) -> list[tuple[object, KrusherBoard]]:
    """Each event of a normal-agent Open Combat for three with every option, with the board
    shown just before it."""
    data = ai_setup("open", 3, seed, turn_limit=12)
    data["options"] = dict(ALL_OPTIONS)
    match = start_match("metalkrushers", data, seed)
    agents = [AGENTS["normal"](seat) for seat in range(3)]
    found = []
    while not match.is_over:
        request = match.pending()[0]
        board = KrusherBoard.of(as_session(match), None)
        choice = agents[request.player].choose(observe(match, request.player), request)
        found += [(event, board) for event in match.submit(request.player, choice)]
    return found


def test_each_animated_event_draws_a_shape_at_every_stage(app):
    assert set(DRAWERS) == set(ANIMATED) - {KrusherMoved, KrusherTurned}
    seen = set()
    for seed in (3, 4):
        for event, board in played_events(seed):
            if type(event) not in DRAWERS:
                continue
            proj = Projection(HexLayout(), Camera(WorldRect(-900, -900, 1800, 1800), (800, 600)))
            for progress in (0.1, 0.5, 0.9):
                surface = pygame.Surface((800, 600))
                draw_effect(surface, proj, board, SimpleNamespace(event=event,
                                                                  progress=progress))
                if progress == 0.5 and surface.get_bounding_rect().width:
                    seen.add(type(event).__name__)
    assert {"AttackRolled", "DamageDealt", "ShieldDeclared", "ParryDeclared", "ReflexRolled",
            "KrusherDefeated"} <= seen, seen
