"""The whole field kept round the view (game/ui/render/slide.py) and the presenter's choice to
show it shifted (game/ui/present.py)."""

from __future__ import annotations

import random

import numpy as np
import pygame
import pytest

from game.ui.present import Look, Presenter, Slide
from game.ui.render.slide import FastCopy, SlidePicture, window_step


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((800, 600))
    yield
    pygame.display.quit()


def noise(size: tuple[int, int], seed: int) -> pygame.Surface:
    """A surface of random colours (every pixel tells where it came from)."""
    pixels = np.random.default_rng(seed).integers(0, 256, (*size, 3), dtype=np.uint8)
    return pygame.surfarray.make_surface(pixels).convert()


def test_a_fast_copy_puts_every_pixel_where_a_plain_blit_does() -> None:
    # given an image of odd width and a target
    image = noise((701, 333), 1)
    copier = FastCopy().update(image)
    rng = random.Random(5)
    for _ in range(40):
        # when a random part of it is copied to a random place
        at = (rng.randint(-300, 50), rng.randint(-100, 50))
        rect = pygame.Rect(rng.randint(0, 60), rng.randint(0, 40), rng.randint(1, 340),
                           rng.randint(1, 200))
        fast, plain = (pygame.Surface((800, 600)).convert() for _ in range(2))
        copier.copy_onto(fast, at, rect)
        plain.set_clip(rect)
        plain.blit(image, at)
        # then the target is what a clipped blit makes
        assert pygame.image.tobytes(fast, "RGB") == pygame.image.tobytes(plain, "RGB")


class Painter:
    """A field of noise fixed to the map: the pixel at screen x shows map pixel x - origin."""

    def __init__(self) -> None:
        self.world = noise((1600, 1200), 2)
        self.origin = (0, 0)
        self.paints = 0

    def paint(self, image: pygame.Surface, offset: tuple[int, int]) -> None:
        self.paints += 1
        image.blit(self.world, (self.origin[0] + offset[0], self.origin[1] + offset[1]))

    def fresh(self, size: tuple[int, int]) -> pygame.Surface:
        made = pygame.Surface(size).convert()
        self.paint(made, (0, 0))
        return made


def test_the_field_shown_shifted_on_the_canvas_is_the_fresh_one_and_seldom_painted() -> None:
    # given a field kept round a view
    painter, picture = Painter(), SlidePicture(margin=40)
    view = pygame.Rect(10, 20, 300, 200)
    canvas = pygame.Surface((400, 300)).convert()
    for step in range(30):
        # when the map moves by odd and even steps
        painter.origin = (-100 - 3 * step, -60 - step)
        canvas.fill((0, 0, 0))
        picture.show(canvas, view, painter.origin, "key", painter.paint)
        # then the view shows what a fresh painting shows there
        fresh = painter.fresh(canvas.get_size())
        assert pygame.image.tobytes(canvas.subsurface(view), "RGB") == \
            pygame.image.tobytes(fresh.subsurface(view), "RGB")
    # (one picture per parity, painted again when the view leaves the margin)
    assert picture.paints <= 8


def test_the_field_is_painted_again_when_what_it_shows_changes() -> None:
    # given a field shown once
    painter, picture = Painter(), SlidePicture()
    view, canvas = pygame.Rect(0, 0, 200, 100), pygame.Surface((200, 100)).convert()
    picture.show(canvas, view, (0, 0), "before", painter.paint)
    # when it is shown again, the map unmoved, then it is painted only for a new key
    picture.show(canvas, view, (2, 0), "before", painter.paint)
    assert picture.paints == 1
    picture.show(canvas, view, (2, 0), "after", painter.paint)
    assert picture.paints == 2


def test_the_field_on_the_window_equals_a_full_stretch_at_whole_window_pixels() -> None:
    # given a 1280x960 canvas stretched onto the 800x600 window, the field kept for it
    painter, picture = Painter(), SlidePicture()
    window = pygame.display.get_surface()
    view = pygame.Rect(0, 44, 950, 700)
    for move in (0, 8, 16, -24, 5):
        painter.origin = (-200 + move, -100)
        # when the map has moved by a whole number of window pixels (8 canvas pixels make
        # 5), or not
        inner = picture.show_stretched(window, (1280, 960), view, painter.origin, "key",
                                       painter.paint)
        assert inner is not None
        expected = pygame.transform.smoothscale(painter.fresh((1280, 960)), (800, 600))
        gap = np.abs(pygame.surfarray.array3d(window.subsurface(inner)).astype(int)
                     - pygame.surfarray.array3d(expected.subsurface(inner)).astype(int))
        # then it is the stretch (up to the filter's rounding), and says it is exact
        assert picture.last_exact == (move % 8 == 0)
        if picture.last_exact:
            assert gap.max() <= 2
    assert picture.paints == 1


def test_no_field_goes_straight_onto_a_window_of_an_odd_size() -> None:
    # a window whose scale has no short whole step gets the usual stretch
    assert window_step((1280, 960), (800, 600)) == (8, 8)
    assert window_step((1280, 960), (801, 601)) is None
    picture = SlidePicture()
    window = pygame.Surface((801, 601))
    assert picture.show_stretched(window, (1280, 960), pygame.Rect(0, 0, 500, 500), (0, 0),
                                  "key", Painter().paint) is None


def look(origin: tuple[int, int], key: str = "k", hover: str = "a",
         header: str = "header") -> Look:
    """A battle-like look: a header, the field (naming the map's place) and a hover box over
    the field (what it shows is in the field's key too, as painters make it)."""
    field = (0, 40, 600, 400)
    return Look("whole", (((0, 0, 600, 40), header), (field, (key, origin)),
                          ((100, 100, 20, 20), hover)), Slide(field, (key, hover), origin))


def test_the_presenter_slides_when_the_map_moved_and_nothing_outside_the_field_changed() -> None:
    presenter = Presenter()
    scene = object()
    assert presenter.plan(scene, look((0, 0)), "frame", 1) is None  # first: whole
    # when only the map's place changed, the slide is shown, with the key it was painted for
    first = presenter.plan(scene, look((3, 0)), "frame", 2)
    assert isinstance(first, Slide) and first.origin == (3, 0)
    again = presenter.plan(scene, look((6, 0)), "frame", 3)
    assert isinstance(again, Slide) and again.key is first.key
    # when what the field shows changed too (the hover), the slide is shown anew
    plan = presenter.plan(scene, look((9, 0), key="other", hover="b"), "frame", 4)
    assert isinstance(plan, Slide) and plan.key == ("other", "b")
    # when only what the field shows changed, the field is drawn the usual way (in parts)
    plan = presenter.plan(scene, look((9, 0), key="other", hover="c"), "frame", 5)
    assert isinstance(plan, list) and plan
    # when something outside the field changed as well, the usual way
    plan = presenter.plan(scene, look((12, 0), key="other", hover="c", header="new"),
                          "frame", 6)
    assert isinstance(plan, list)
    # and a slide again once only the map moves
    plan = presenter.plan(scene, look((15, 0), key="other", hover="c", header="new"),
                          "frame", 7)
    assert isinstance(plan, Slide)


def test_a_canvas_area_left_stale_is_drawn_by_the_next_draw_in_parts() -> None:
    # given a slide shown straight on the window (its canvas area left stale)
    presenter = Presenter()
    scene = object()
    presenter.plan(scene, look((0, 0)), "frame", 1)
    presenter.plan(scene, look((3, 0)), "frame", 2)
    presenter.owed = pygame.Rect(0, 40, 600, 400)
    # when nothing changes, nothing is drawn and the debt is kept
    assert presenter.plan(scene, look((3, 0)), "frame", 3) == []
    # when the hover moves, the stale area is drawn with it
    plan = presenter.plan(scene, look((3, 0), hover="b"), "frame", 4)
    assert isinstance(plan, list) and pygame.Rect(0, 40, 600, 400) in plan
    assert presenter.owed is None
