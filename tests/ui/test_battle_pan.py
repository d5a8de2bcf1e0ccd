"""Every hex game's battle dragged every frame is never stale (tests/ui/look_pan.py), and the
check catches a kept picture shown shifted wrongly: one pixel off, not painted
again when the view leaves its margin, or painted where the camera's odd pixel is (so the
marks placed by rounding halves to even land a pixel off a fresh painting)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.render.panned import PannedPicture
from tests.ui.look_pan import check_panning, drag_the_map, field_battle, zoom_in


@pytest.mark.parametrize("game", ["meatbot", "mechaton", "metalkrushers"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
def test_the_map_dragged_every_frame_is_never_stale(game, size) -> None:
    # given a battle whose map shows, when the map is dragged about by odd and even steps,
    # then every frame is what a fresh painter draws there, mostly drawn in parts from the
    # kept picture shown shifted
    check_panning(game, size)


def one_pixel_off(real):
    """A picture shown a pixel to the right of where it belongs whenever it is shown
    shifted (not just painted)."""
    def place(self, viewport, origin, key, paint, rigid=True):
        paints = self.paints
        real(self, viewport, origin, key, paint, rigid)
        if self.paints == paints:
            self._shift = (self._shift[0] + 1, self._shift[1])
    return place


def never_painted_again(real):
    """A picture painted once and then only shifted, however far the view goes."""
    def place(self, viewport, origin, key, paint, rigid=True):
        if self.image is None:
            real(self, viewport, origin, key, paint, rigid)
        else:
            self._shift = (origin[0] - self._painted_for[0], origin[1] - self._painted_for[1])
    return place


def odd_pixels_kept(real):
    """A picture painted for the camera where it is, odd pixels and all (no move back to
    even coordinates): shifted by an odd step later, half-pixel marks round the other way."""
    def place(self, viewport, origin, key, paint, rigid=True):
        shift = (origin[0] - self._painted_for[0], origin[1] - self._painted_for[1])
        if self.image is None or self._key != (key, viewport) or not rigid \
                or not self._area.contains(viewport.move(-shift[0], -shift[1])):
            self._paint(viewport, origin, (0, 0), (key, viewport), paint, self.margin)
            shift = (0, 0)
        self._shift = shift
    return place


@pytest.mark.parametrize(("name", "breaking"), [
    ("place", one_pixel_off), ("place", never_painted_again), ("place", odd_pixels_kept),
], ids=["one pixel off", "never painted again", "odd pixels kept"])
def test_a_deliberately_wrong_panned_picture_is_caught(monkeypatch, name, breaking) -> None:
    # given Mechaton's battle with its map showing, its kept picture deliberately wrong
    app, scene, checker = field_battle("mechaton", (1280, 720))
    zoom_in(app, scene, checker)
    monkeypatch.setattr(PannedPicture, name, breaking(getattr(PannedPicture, name)))
    try:
        # when the map is dragged about, then the stale picture is caught
        with pytest.raises(AssertionError, match="stale picture"):
            drag_the_map(app, scene, checker)
    finally:
        scene.session.close()
        pygame.quit()
