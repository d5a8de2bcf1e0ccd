"""Honest terrain (issue 14, item 3): each game says what each terrain does in it (tooltip,
the arena viewer's key, the F1 Terrain page), and the map draws terrain without an effect in
the game on screen muted."""

from __future__ import annotations

import pygame
import pytest

from game.core.arena import TERRAIN_KINDS, Arena, Cell
from game.core.hexes import Hex
from game.ui.games import game_ui
from game.ui.render.hexmap import MapLayer
from game.ui.render.inspector import Inspector
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.terrain import muted_kinds, terrain_section, terrain_words
from game.ui.theme import terrain_label
from tests.ui.conftest import move_mouse

KINDS = ("floor", "wall", "cover", "null", "pickup", "station")
WORDS = {
    "meatbot": {"floor": "Floor: open ground", "wall": "Wall: blocks movement and line of sight",
                "cover": "Cover: no effect in Meatbot Massacre.",
                "null": "Null field: no effect in Meatbot Massacre.",
                "pickup": "Pick-up: no effect in Meatbot Massacre.",
                "station": "Station: no effect in Meatbot Massacre."},
    "mechaton": {"floor": "Floor: open ground", "wall": "Wall: blocks movement and line of sight",
                 "cover": "Cover (bricks): holds bricks", "station": "Station site: where the",
                 "null": "Null field: no effect in Mechaton.",
                 "pickup": "Pick-up: no effect in Mechaton."},
    "metalkrushers": {"floor": "Floor: open ground", "wall": "Wall: blocks movement and shots",
                      "null": "Null field: a Krusher standing in it takes 1 off every roll",
                      "pickup": "Pick-up hex: in the Pick-Up scenario",
                      "cover": "Cover: no effect in MetalKrushers.",
                      "station": "Station: no effect in MetalKrushers."},
}
MUTED = {"meatbot": {"cover", "null", "pickup", "station"}, "mechaton": {"null", "pickup"},
         "metalkrushers": {"cover", "station"}}


@pytest.mark.parametrize("game", sorted(WORDS))
@pytest.mark.parametrize("kind", KINDS)
def test_the_tooltip_says_what_each_terrain_does_in_each_game(game, kind):
    assert terrain_words(game_ui(game), kind).startswith(WORDS[game][kind])


@pytest.mark.parametrize("game", sorted(WORDS))
def test_every_game_declares_every_terrain_kind_and_mutes_those_without_effect(game):
    ui = game_ui(game)
    assert set(ui.TERRAIN) >= set(TERRAIN_KINDS)
    assert muted_kinds(ui) == MUTED[game]


def test_a_game_without_a_table_keeps_the_core_descriptions():
    assert terrain_words(None, "null") == "Null field: " + TERRAIN_KINDS["null"].description
    assert muted_kinds(None) == frozenset()


def strip(kind: str) -> Arena:
    cells = {Hex(q, 0): Cell(kind if q == 1 else "floor") for q in range(3)}
    return Arena("Strip", 3, 1, cells, spawns=(Hex(0, 0),))


def colour_at(layer: MapLayer, h: Hex) -> pygame.Color:
    x, y = layer.local_centre(h, 1)
    return layer.at_zoom(1).get_at((round(x) + 6, round(y) + 6))


@pytest.mark.parametrize("game, kind, greyed", [("meatbot", "null", True),
                                                ("metalkrushers", "null", False),
                                                ("mechaton", "cover", False),
                                                ("meatbot", "cover", True)])
def test_the_map_draws_muted_exactly_the_kinds_the_game_says_do_nothing(app, game, kind,
                                                                         greyed):
    arena = strip(kind)
    layer = MapLayer(arena, app.tiles, muted=muted_kinds(game_ui(game)))
    plain = MapLayer(arena, app.tiles)
    drawn, original = colour_at(layer, Hex(1, 0)), colour_at(plain, Hex(1, 0))
    assert (drawn != original) == greyed
    if greyed:
        channels = (drawn.r, drawn.g, drawn.b)
        assert max(channels) - min(channels) <= 6  # grey, but for the floor-like lift's tint
    assert colour_at(layer, Hex(0, 0)) == colour_at(plain, Hex(0, 0))  # floor untouched


@pytest.mark.parametrize("game", sorted(WORDS))
def test_the_f1_reference_has_a_terrain_page_listing_each_kind(app, game):
    rules = RulesHelpScene(game)
    app.push(rules)
    page = next(p for p in rules.pages if p.title == "Terrain")
    text = " ".join(page.paragraphs)
    for kind, said in game_ui(game).TERRAIN.items():
        label = said[0] if said is not None else terrain_label(kind)
        assert label in text
    assert page == terrain_section(game_ui(game))


def test_the_arena_viewer_names_terrain_as_the_game_on_screen_reads_it(app):
    arena = strip("null")
    mk, meatbot = Inspector(arena, app.tiles, game_ui("metalkrushers")), \
        Inspector(arena, app.tiles, game_ui("meatbot"))
    assert "takes 1 off every roll" in mk.info_lines(Hex(1, 0))[3][0]
    assert meatbot.info_lines(Hex(1, 0))[3][0] == "No effect in Meatbot Massacre."


def test_the_meatbot_battle_mutes_its_idle_terrain_and_its_tooltip_says_so(app):
    from game.games.meatbot.ui.battle.staging import stage

    scene = stage(app, "maps/standard_arena.tmx", 2, "pick")
    assert scene.layer is not None and scene.layer.muted == MUTED["meatbot"]
    null = next(h for h, c in scene.arena.cells.items() if c.terrain == "null")
    assert "Null field: no effect in Meatbot Massacre." in scene.painter.hex_words(null)
    scene.session.close()


def test_a_game_whose_painter_draws_no_tooltips_gets_the_terrain_tooltip(app):
    ui = game_ui("metalkrushers")
    session = ui.demo_session(3, humans=0)
    session.autosave_enabled = False
    scene = ui.battle_scene(session)
    app.push(scene)
    for _ in range(30):
        app.frame()
    null = next(h for h, c in sorted(scene.arena.cells.items()) if c.terrain == "null"
                and scene.viewport().collidepoint(scene.screen_of(h)))
    x, y = scene.screen_of(null)
    move_mouse((round(x), round(y)))
    for _ in range(40):
        app.frame()
    assert scene.hover == null
    assert any(words.startswith("Null field: a Krusher") for _, words in scene.tooltips.areas)
    session.close()
