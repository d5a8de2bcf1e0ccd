"""A map layer marked ``over_units`` is drawn over the bots on every game's battle screen;
other decoration layers stay under them."""

from __future__ import annotations

import pygame

from game.ui.games import game_ui
from tests.ui.look_maps import MAGENTA, TALL, terrain_layer, tile_layer, write_map

SPAWN = (1, 1)
"""The fixture map's first spawn, where a bot stands from the start."""
OVER = '   <property name="over_units" type="bool" value="true"/>'


def centre_colour(app, tmp_path, game: str, properties: str) -> tuple[int, int, int]:
    """The colour at the first spawn's centre once the battle screen shows its bots."""
    path = write_map(tmp_path, terrain_layer() + "\n" + tile_layer(
        "canopy", {SPAWN: TALL}, properties=properties), f"{game}_{bool(properties)}.tmx")
    scene = game_ui(game).autoplay_scene(path, 2, 1)
    app.push(scene)
    for _ in range(30):
        app.frame()
    x, y = scene.screen_of(scene.arena.layout.offset_to_hex(*SPAWN))
    return tuple(app.screen.get_at((round(x), round(y))))[:3]


def test_a_layer_over_units_covers_the_bot_and_a_plain_one_does_not(app, tmp_path):
    game = "meatbot"  # the one game whose autoplay fits the small fixture map
    # given the same opaque canopy on a spawn hex, once marked over_units and once not
    over = centre_colour(app, tmp_path, game, OVER)
    under = centre_colour(app, tmp_path, game, "")
    # then the marked canopy hides the bot, and the bot stands on the plain one
    assert over == MAGENTA
    assert under != MAGENTA


def test_the_shared_units_painter_draws_the_over_layer_over_the_krushers(app):
    from tests.games.metalkrushers.ui.test_metalkrushers_flow import (
        close_session,
        prompt_of,
        run_until,
    )

    # given a MetalKrushers battle on screen, its map given an opaque layer over the units
    session = close_session(humans=1)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    run_until(app, lambda: prompt_of(scene, "build"))
    scene.flow.prompt.confirm()
    run_until(app, lambda: prompt_of(scene, "move") and scene.flow.prompt.seat == 0)
    krusher = scene.flow.board.view.krushers[0]
    app.frame()
    x, y = scene.screen_of(krusher.hex)
    bare = tuple(app.screen.get_at((round(x), round(y))))[:3]
    scene.layer.over = pygame.Surface(scene.layer.base.get_size(), pygame.SRCALPHA)
    scene.layer.over.fill(MAGENTA)
    # when the next frame is drawn
    app.frame()
    # then the Krusher's hex shows the layer, not the Krusher
    assert bare != MAGENTA
    shown = tuple(app.screen.get_at((round(x), round(y))))[:3]
    assert all(abs(a - b) <= 4 for a, b in zip(shown, MAGENTA, strict=True))  # zoom smooths
    session.close()
