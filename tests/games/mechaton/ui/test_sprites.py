"""Mech sprites: the art tool redraws the committed layers byte for byte, and a mech shows
the layers of its parts (legs or wings, radar, plates, guns per band)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.games.mechaton.ui.render.sprites import LAYERS, layers_for, mech_sprite

ROOT = Path(__file__).resolve().parents[4]


def test_the_art_tool_redraws_the_committed_layers(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    subprocess.run([sys.executable, str(ROOT / "tools" / "art_mechs.py"), str(tmp_path)],
                   check=True, env=env, capture_output=True)
    drawn = sorted(p.name for p in tmp_path.glob("*.png"))
    assert drawn == sorted(p.name for p in LAYERS.glob("*.png"))
    for name in drawn:
        assert (tmp_path / name).read_bytes() == (LAYERS / name).read_bytes(), name


def test_walking_and_flying_move_parts_show_legs_or_wings():
    assert "legs" in layers_for(("move",), ("legs",))
    assert layers_for(("move",), ("jumpjets",)) == ("wings", "body")
    assert {"legs", "wings"} <= set(layers_for(("move", "move"), ("legs", "tracks")))


def test_support_parts_and_weapons_show_their_layers():
    layers = layers_for(("spot", "spot", "defence", "defence"))
    assert {"radar", "antenna", "plates", "plates_2"} <= set(layers)
    assert {"hth", "direct"} <= set(layers_for(("hth/direct",)))
    assert layers_for(("artillery",)).count("artillery") == 1
    assert layers_for(()) == ("body",)


def test_a_sprite_differs_with_its_parts_and_rubble_differs_from_a_mech():
    pygame.init()
    try:
        bare = mech_sprite((), (), (200, 60, 60), 80)
        armed = mech_sprite(("direct",), (), (200, 60, 60), 80)
        rubble = mech_sprite(("direct",), (), (200, 60, 60), 80, alive=False)
        pixels = [pygame.image.tobytes(s, "RGBA") for s in (bare, armed, rubble)]
        assert len(set(pixels)) == 3
        assert bare.get_size() == (80, 80)
    finally:
        pygame.quit()


def test_without_the_sprite_files_a_match_starts_with_drawn_mechs(tmp_path, monkeypatch):
    from game.games.mechaton.ui.render import sprites
    from tests.games.mechaton.ui.driver import battle, make_app, run_until

    # given the sprite folder pointed at an empty folder (a stripped install)
    monkeypatch.setattr(sprites, "LAYERS", tmp_path / "no sprites")
    sprites._layer.cache_clear()
    sprites.mech_sprite.cache_clear()
    app = make_app((1280, 720))
    scene = battle(app, 0, seed=11)
    try:
        # when the match starts and plays into its first turn (mechs on the field)
        def fielded():
            view = scene.flow.board.view
            return view is not None and view.turn >= 1
        assert run_until(app, fielded)
        app.frame()
        # then every mech is drawn from shapes: parts still differ, rubble differs
        bare = mech_sprite((), (), (200, 60, 60), 80)
        armed = mech_sprite(("direct", "move"), (), (200, 60, 60), 80)
        rubble = mech_sprite(("direct",), (), (200, 60, 60), 80, alive=False)
        pixels = [pygame.image.tobytes(s, "RGBA") for s in (bare, armed, rubble)]
        assert len(set(pixels)) == 3
        assert bare.get_bounding_rect().width > 20
    finally:
        scene.session.close()
        pygame.quit()
        sprites._layer.cache_clear()
        sprites.mech_sprite.cache_clear()
