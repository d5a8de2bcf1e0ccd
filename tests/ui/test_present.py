"""A frame draws only what changed: the same look draws nothing, a changed part only its area,
anything else the whole screen; a partial stretch matches a full one."""

from __future__ import annotations

import random
from collections.abc import Hashable

import pygame
import pytest

from game.ui.present import Look, changed_areas
from game.ui.scene import Scene
from tests.ui.conftest import headless_app, move_mouse, post


class Counting(Scene):
    """A scene whose look is ``shown`` (None: none declared), counting its draws and noting
    the clip each draw ran under."""

    def __init__(self, shown: Hashable | None = "still") -> None:
        self.shown = shown
        self.draws = 0
        self.clips: list[pygame.Rect] = []
        self.colour = (40, 50, 60)

    def look(self) -> Hashable | None:
        return self.shown

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draws += 1
        self.clips.append(surface.get_clip())
        surface.fill(self.colour)


@pytest.fixture
def app():
    app = headless_app()
    yield app
    pygame.quit()


def frames(app, count: int) -> None:
    for _ in range(count):
        app.frame()


def test_a_frame_with_the_same_look_draws_nothing(app):
    # given a scene with a look, drawn once
    scene = Counting()
    app.push(scene)
    app.frame()
    # when more frames pass and nothing changes
    frames(app, 5)
    # then it was drawn once only, and the window still shows it
    assert scene.draws == 1
    assert app.window.get_at((5, 5))[:3] == scene.colour


def test_a_scene_that_declares_no_look_is_drawn_every_frame(app):
    scene = Counting(shown=None)
    app.push(scene)
    frames(app, 4)
    assert scene.draws == 4


def test_a_changed_look_redraws_the_scene(app):
    # given a scene drawn with its look
    scene = Counting()
    app.push(scene)
    app.frame()
    # when its look changes (a hover, a new prompt)
    scene.shown, scene.colour = "hovered", (200, 10, 10)
    app.frame()
    # then the new picture is on the window
    assert scene.draws == 2
    assert app.window.get_at((5, 5))[:3] == (200, 10, 10)


@pytest.mark.parametrize("event_type, attributes", [
    (pygame.KEYDOWN, {"key": pygame.K_x, "mod": 0, "unicode": "x", "scancode": 0}),
    (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": (5, 5)}),
    (pygame.WINDOWEXPOSED, {}),
])
def test_keys_clicks_and_window_events_redraw_whatever_the_look_says(app, event_type,
                                                                      attributes):
    scene = Counting()
    app.push(scene)
    app.frame()
    post(event_type, **attributes)
    app.frame()
    assert scene.draws == 2


def test_a_mouse_move_alone_redraws_nothing_when_the_look_stays(app):
    scene = Counting()
    app.push(scene)
    app.frame()
    move_mouse((300, 200))
    app.frame()
    assert scene.draws == 1


def test_a_whole_redraw_comes_four_times_a_second_whatever_the_look(app):
    # given a scene with an unchanging look (one update per frame)
    scene = Counting()
    app.push(scene)
    app.frame()
    # when a quarter of a second passes
    frames(app, 15)
    # then it was drawn once more, with no clip
    assert scene.draws == 2
    assert scene.clips[-1] == app.screen.get_rect()


def test_a_notice_banner_appears_though_the_scene_looks_the_same(app):
    scene = Counting()
    app.push(scene)
    app.frame()
    app.notice.add(["The save failed: the disk is full."])
    app.frame()
    assert scene.draws == 2
    assert app.window.get_at((app.window.get_width() // 2, 53))[:3] != scene.colour


def test_a_new_scene_on_top_is_drawn(app):
    first, second = Counting(), Counting()
    app.push(first)
    app.frame()
    app.push(second)
    app.frame()
    assert second.draws == 1


class Parted(Counting):
    """A still page with a part whose signature is ``part``."""

    def __init__(self, rect: tuple[int, int, int, int]) -> None:
        super().__init__()
        self.rect = rect
        self.part = 0

    def look(self) -> Look:
        return Look("page", ((self.rect, self.part),))


def test_a_changed_part_redraws_only_its_area(app):
    # given a scene whose part changes (a hovered button)
    scene = Parted((100, 120, 60, 30))
    app.push(scene)
    app.frame()
    scene.part = 1
    # when a frame passes
    app.frame()
    # then the scene drew clipped to that part
    assert scene.draws == 2
    assert scene.clips[-1] == pygame.Rect(100, 120, 60, 30)


def test_changed_areas_names_old_and_new_rects_and_a_changed_whole_means_everything():
    before = Look("page", (((0, 0, 10, 10), "a"), ((50, 50, 5, 5), "b")))
    moved = Look("page", (((0, 0, 10, 10), "a"), ((60, 50, 5, 5), "b")))
    assert changed_areas(before, before) == []
    assert changed_areas(before, moved) == [pygame.Rect(60, 50, 5, 5), pygame.Rect(50, 50, 5, 5)]
    assert changed_areas(before, Look("other", before.parts)) is None
    assert changed_areas(before, None) is None
    assert changed_areas("a", "a") == [] and changed_areas("a", "b") is None


class Noise(Parted):
    """A detailed picture (random pixels), so a badly matched stretch shows."""

    def __init__(self, rect: tuple[int, int, int, int]) -> None:
        super().__init__(rect)
        rng = random.Random(7)
        self.noise = pygame.Surface((64, 64))
        for x in range(64):
            for y in range(64):
                self.noise.set_at((x, y), (rng.randrange(256), rng.randrange(256),
                                           rng.randrange(256)))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.draws += 1
        self.clips.append(surface.get_clip())
        for x in range(0, surface.get_width(), 64):
            for y in range(0, surface.get_height(), 64):
                surface.blit(self.noise, (x, y))
        pygame.draw.rect(surface, (250, 200, 40 * self.part % 256), self.rect)


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1000, 700), (1111, 653)])
def test_a_partial_stretch_matches_a_full_one(size):
    # given a window smaller than the layouts (the canvas is stretched onto it)
    app = headless_app(size)
    try:
        assert app.screen is not app.window
        scene = Noise((333, 217, 71, 45))
        app.push(scene)
        app.frame()
        # when only the part changes
        scene.part = 3
        app.frame()
        # then the window equals a full smoothscale of the canvas, within a step of rounding
        # (an odd size such as 1111x653 has no whole step: the whole canvas is stretched)
        full = pygame.transform.smoothscale(app.screen, app.window.get_size())
        worst = 0
        for x in range(app.window.get_width()):
            for y in range(0, app.window.get_height(), 3):
                a, b = full.get_at((x, y)), app.window.get_at((x, y))
                worst = max(worst, *(abs(a[i] - b[i]) for i in range(3)))
        assert worst <= 3
        assert scene.clips[-1] == pygame.Rect(333, 217, 71, 45)
    finally:
        pygame.quit()


def test_the_mouse_still_maps_onto_the_canvas_at_a_small_window():
    app = headless_app((800, 600))
    try:
        seen = []

        class Watching(Counting):
            def handle_event(self, event: pygame.event.Event) -> None:
                if event.type == pygame.MOUSEMOTION:
                    seen.append(event.pos)

        app.push(Watching())
        move_mouse((400, 300))
        app.frame()
        assert seen == [(640, 480)]
    finally:
        pygame.quit()
