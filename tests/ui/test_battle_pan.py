"""Every hex game's battle dragged every frame is never stale (tests/ui/look_pan.py), and the
check catches a kept picture shown shifted wrongly: the map's (``PannedPicture``, with the
whole field's kept picture turned off) or the whole field's (``SlidePicture``, on the canvas
and straight on the window): one pixel off, not painted again when the view leaves its
margin or what it shows changes, or painted where the camera's odd pixel is (so the marks
placed by rounding halves to even land a pixel off a fresh painting)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.render import slide
from game.ui.render.panned import PannedPicture
from game.ui.render.slide import SlidePicture
from tests.ui.conftest import move_mouse
from tests.ui.look_pan import check_panning, drag_the_map, field_battle, zoom_in
from tests.ui.look_play import on_window


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
    def place(self, viewport, origin, key, paint, rigid=True, cover=None):
        paints = self.paints
        real(self, viewport, origin, key, paint, rigid, cover)
        if self.paints == paints:
            self._shift = (self._shift[0] + 1, self._shift[1])
    return place


def never_painted_again(real):
    """A picture painted once and then only shifted, however far the view goes."""
    def place(self, viewport, origin, key, paint, rigid=True, cover=None):
        if self.image is None:
            real(self, viewport, origin, key, paint, rigid, cover)
        else:
            self._shift = (origin[0] - self._painted_for[0], origin[1] - self._painted_for[1])
    return place


def odd_pixels_kept(real):
    """A picture painted for the camera where it is, odd pixels and all (no move back to
    even coordinates): shifted by an odd step later, half-pixel marks round the other way."""
    def place(self, viewport, origin, key, paint, rigid=True, cover=None):
        shift = (origin[0] - self._painted_for[0], origin[1] - self._painted_for[1])
        if self.image is None or self._key != (key, viewport) or not rigid \
                or not self._area.contains(viewport.move(-shift[0], -shift[1])):
            self._paint(viewport, origin, (0, 0), (key, viewport), paint, self.margin)
            shift = (0, 0)
        self._shift = shift
    return place


def assert_caught(game: str, size: tuple[int, int], breaks, drag=drag_the_map,
                  match: str = "stale picture") -> None:
    """Game ``game``'s battle at ``size``, zoomed in, then broken by ``breaks(scene)``: its
    map dragged about (``drag``) fails the look check with ``match``."""
    app, scene, checker = field_battle(game, size)
    try:
        zoom_in(app, scene, checker)
        breaks(scene)
        with pytest.raises(AssertionError, match=match):
            drag(app, scene, checker)
    finally:
        scene.session.close()
        pygame.quit()


@pytest.mark.parametrize("breaking", [one_pixel_off, never_painted_again, odd_pixels_kept],
                         ids=["one pixel off", "never painted again", "odd pixels kept"])
def test_a_deliberately_wrong_panned_picture_is_caught(monkeypatch, breaking) -> None:
    # given Mechaton's battle with its map showing (its whole field not kept: the map's own
    # kept picture shows), that picture deliberately wrong; when the map is dragged about,
    # then the stale picture is caught
    def breaks(scene) -> None:
        monkeypatch.setattr(type(scene.painter), "slide", lambda painter: None)
        monkeypatch.setattr(PannedPicture, "place", breaking(PannedPicture.place))

    assert_caught("mechaton", (1280, 720), breaks)


def slide_one_pixel_off(real):
    """The field shown a pixel to the right whenever it is shown shifted."""
    def picture(self, slot, key, viewport, origin, paint, step, margin):
        made = real(self, slot, key, viewport, origin, paint, step, margin)
        if made.origin != origin:
            return slide._Painted(made.image, made.area.move(1, 0), made.origin, made.key)
        return made
    return picture


def slide_blind_to_what_it_shows(real):
    """A field picture painted again only when the view leaves its margin, never when what
    it shows changes."""
    def picture(self, slot, key, viewport, origin, paint, step, margin):
        kept = self._pictures.get(slot)
        return real(self, slot, key if kept is None else kept.key, viewport, origin, paint,
                    step, margin)
    return picture


def slide_one_for_both_parities(real):
    """One field picture shown at odd and even shifts alike."""
    def picture(self, slot, key, viewport, origin, paint, step, margin):
        return real(self, "any", key, viewport, origin, paint, step, margin)
    return picture


def drag_hover_and_drag(app, scene, checker) -> None:
    """Drag the map, rest the pointer on another hex (what the field shows changes), drag
    again."""
    drag_the_map(app, scene, checker)
    view = scene.viewport()
    for spot in (view.center, (view.centerx + 60, view.centery + 40)):
        move_mouse(on_window(app, spot))
        checker.frame()
    drag_the_map(app, scene, checker)


@pytest.mark.parametrize("breaking", [
    slide_one_pixel_off, slide_blind_to_what_it_shows, slide_one_for_both_parities,
], ids=["one pixel off", "blind to what it shows", "one for both parities"])
@pytest.mark.parametrize("game", ["meatbot", "metalkrushers"])
def test_a_deliberately_wrong_field_picture_is_caught(monkeypatch, breaking, game) -> None:
    # given a battle with its map showing, its kept field picture deliberately wrong; when
    # the map is dragged about, then the stale picture is caught
    assert_caught(game, (1280, 720), lambda scene: monkeypatch.setattr(
        SlidePicture, "_picture", breaking(SlidePicture._picture)), drag_hover_and_drag)


def window_one_pixel_off(real):
    """The field shown straight on the window a pixel lower than it belongs."""
    def copy_onto(self, target, at, rect):
        real(self, target, (at[0], at[1] + 1), rect)
    return copy_onto


def test_a_field_shown_wrongly_on_the_window_is_caught(monkeypatch) -> None:
    # given Meatbot's battle at 800x600 (the field shown straight onto the window while it
    # pans), the window's copy a pixel off; when the map is dragged about, then the window
    # is judged and found stale
    assert_caught("meatbot", (800, 600), lambda scene: monkeypatch.setattr(
        slide.FastCopy, "copy_onto", window_one_pixel_off(slide.FastCopy.copy_onto)),
        match="window shows a stale picture")


@pytest.mark.parametrize("variant", ["over_units", "parallax"])
def test_a_map_with_layers_over_the_bots_or_at_their_own_speed_pans_true(variant) -> None:
    # given Meatbot's battle on a map with rocks over the bots (and, for "parallax", a haze
    # moving at half speed)
    from tools.bench_decor import _layer, decoration_layers

    app, scene, checker = field_battle("meatbot", (1280, 720))
    try:
        scene.layer = _layer(scene.arena, app.tiles, scene.layer,
                             decoration_layers(scene.arena, variant))
        app.presenter.invalidate()
        for _ in range(3):  # the new layers' first frames
            checker.frame()
        checker.drawn.clear()
        # when the map is dragged about, then every frame is what a fresh painter draws:
        # the rocks slide with the rest of the field; a layer at its own speed is drawn anew
        drag_the_map(app, scene, checker)
        assert (checker.drawn["slide"] > len(checker.history)) == (variant == "over_units"), \
            checker.drawn
    finally:
        scene.session.close()
        pygame.quit()
