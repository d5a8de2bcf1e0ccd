"""What the title costs to start: one map read for its backdrop, a blur done small."""

from __future__ import annotations

import pygame

from game.maps import tiled
from game.ui.render import backdrop as backdrop_module
from game.ui.scenes.title import backdrop_arena


def test_given_the_shipped_maps_when_the_title_picks_its_backdrop_then_one_map_is_read(
        monkeypatch):
    # given a count of every map file read
    read = []
    load = tiled.load_arena
    monkeypatch.setattr(tiled, "load_arena", lambda path: read.append(path) or load(path))
    # when the title picks the arena behind it
    arena = backdrop_arena()
    # then it is the standard arena, found by reading that one file alone
    assert "standard" in arena.name.lower()
    assert [p.stem for p in read] == ["standard_arena"]


def test_given_a_window_when_the_backdrop_is_painted_then_it_blurs_a_small_copy(
        monkeypatch, app):
    # given a record of the sizes the blur works on
    blurred = []
    blur = pygame.transform.gaussian_blur
    monkeypatch.setattr(pygame.transform, "gaussian_blur",
                        lambda surface, radius: blurred.append(surface.get_size())
                        or blur(surface, radius))
    # when the backdrop is painted for a 1280x720 window
    painted = backdrop_module.backdrop(backdrop_arena(), app.tiles, (1280, 720))
    # then it covers the window with room to drift, and the blur saw a third of it at most
    assert painted.get_width() >= 1280 and painted.get_height() >= 720
    assert blurred and all(w * 3 <= painted.get_width() + 3 for w, _ in blurred)
