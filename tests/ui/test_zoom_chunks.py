"""A picture shown at each zoom level chunk by chunk: the right pixels, a bounded amount of
scaling work per frame (counted in work units, not timed), bounded memory."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.render.zoom_chunks import (
    CHUNK_SIDE,
    FRAME_WORK,
    WorkBudget,
    ZoomedPicture,
    cost,
    level_size,
    plan,
    source_side,
)
from game.ui.scenes.battle import BATTLE_ZOOMS

SIZE = (1232, 912)
"""Not a multiple of the chunk grid, so the last row and column of chunks are partial."""
FLOOR = (30, 32, 40)


def painting(size: tuple[int, int] = SIZE) -> pygame.Surface:
    """Sharp-edged shapes of every colour on a transparent ground (like a map picture)."""
    rng = random.Random(7)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(300):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255)
        rect = pygame.Rect(rng.randrange(size[0]), rng.randrange(size[1]),
                           rng.randrange(4, 90), rng.randrange(4, 90))
        pygame.draw.rect(surface, colour, rect, rng.choice((0, 1, 3)))
    return surface


def whole_scale(source: pygame.Surface, zoom: float) -> pygame.Surface:
    """How the whole level was drawn before chunks: one scale of the whole picture."""
    scaled = source if zoom == 1 else pygame.transform.smoothscale(
        source, level_size(source.get_size(), zoom))
    out = pygame.Surface(scaled.get_size())
    out.fill(FLOOR)
    out.blit(scaled, (0, 0))
    return out


def difference(a: pygame.Surface, b: pygame.Surface) -> tuple[int, float]:
    """The largest and the mean difference of any colour channel, over every pixel."""
    assert a.get_size() == b.get_size()
    raw_a, raw_b = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    diffs = [abs(x - y) for x, y in zip(raw_a, raw_b, strict=True)]
    return max(diffs), sum(diffs) / len(diffs)


def settle(picture: ZoomedPicture, screen: pygame.Surface, top_left: tuple[int, int],
           zoom: float, frames: int = 200) -> int:
    """Draw frames until the picture needs no stand-in; how many it took."""
    for frame in range(1, frames + 1):
        picture.budget.begin_frame()
        picture.begin_frame()
        picture.draw(screen, top_left, zoom)
        if picture.settled:
            return frame
    raise AssertionError(f"not settled after {frames} frames at zoom {zoom}")


@pytest.mark.parametrize("zoom", [0.25, 0.5, 1.0])
def test_at_whole_fractions_the_chunks_match_one_whole_scale_pixel_for_pixel(zoom):
    # given a picture, when drawn in chunks at a level of one picture pixel in 1, 2 or 4
    picture = ZoomedPicture(painting(), FLOOR)
    # then every pixel is the one a single whole-picture scale gives
    assert difference(picture.whole(zoom), whole_scale(picture.source, zoom)) == (0, 0)


@pytest.mark.parametrize("zoom", BATTLE_ZOOMS)
def test_at_every_level_the_chunks_look_like_one_whole_scale(zoom):
    # given a picture, when drawn in chunks at any level the game uses
    picture = ZoomedPicture(painting(), FLOOR)
    largest, mean = difference(picture.whole(zoom), whole_scale(picture.source, zoom))
    # then it differs from one whole scale by under a pixel of resampling at most: a few
    # levels on average (edges land up to a fraction of a pixel apart), no seams or holes
    assert mean < 4.0, (zoom, largest, mean)


def exact_rate_scale(source: pygame.Surface, zoom: float) -> pygame.Surface:
    """The whole picture enlarged in one piece at exactly ``1 / zoom`` picture pixels per screen
    pixel (pygame-ce samples screen pixel k at k * (span - 1) / size): edge pixels repeated
    past the right and bottom until span - 1 is a whole number of screen pixels."""
    width, height = source.get_size()
    span = [next(n for n in range(side + 1, side + 64) if ((n - 1) * zoom).is_integer())
            for side in (width, height)]
    padded = pygame.Surface(span, pygame.SRCALPHA)
    padded.blit(source, (0, 0))
    column = padded.subsurface((width - 1, 0, 1, height)).copy()
    for x in range(width, span[0]):
        padded.blit(column, (x, 0))
    row = padded.subsurface((0, height - 1, span[0], 1)).copy()
    for y in range(height, span[1]):
        padded.blit(row, (0, y))
    scaled = pygame.transform.smoothscale(padded, [round((n - 1) * zoom) for n in span])
    out = pygame.Surface(level_size(source.get_size(), zoom))
    out.fill(FLOOR)
    out.blit(scaled, (0, 0))
    return out


@pytest.mark.parametrize("zoom", [z for z in BATTLE_ZOOMS if z > 1])
def test_enlarged_chunks_join_without_seams_as_one_scale_at_the_exact_rate(zoom):
    # given an opaque picture (so repeated edge pixels blend alike), when enlarged in chunks
    source = painting()
    source.fill((90, 90, 90, 255), special_flags=pygame.BLEND_RGBA_MAX)
    picture = ZoomedPicture(source, FLOOR)
    # then it is, pixel for pixel, the whole picture enlarged in one piece at the same rate:
    # nothing at the joins between chunks differs from anywhere else
    assert difference(picture.whole(zoom), exact_rate_scale(source, zoom)) == (0, 0)


@pytest.mark.parametrize("zoom", [0.3125, 1.0, 1.75])
def test_drawing_on_screen_gives_the_whole_level_within_the_clip(zoom):
    # given a screen with a clip and the picture placed partly off it
    picture = ZoomedPicture(painting(), FLOOR)
    screen = pygame.Surface((900, 600))
    screen.fill((0, 0, 0))
    screen.set_clip(pygame.Rect(40, 30, 800, 500))
    top_left = (-137, -61)
    # when frames are drawn until every chunk is ready
    settle(picture, screen, top_left, zoom)
    # then the clip shows the whole level exactly, and nothing lands outside the clip
    expected = pygame.Surface((900, 600))
    expected.fill((0, 0, 0))
    expected.set_clip(pygame.Rect(40, 30, 800, 500))
    expected.blit(picture.whole(zoom), top_left)
    assert difference(screen, expected) == (0, 0)


def test_no_chunk_costs_more_than_a_frame_may_spend():
    # given the largest picture the renderer draws, at every level
    for zoom in BATTLE_ZOOMS:
        side = level_size((4096, 4096), zoom)
        costs = [cost(plan((4096, 4096), zoom, column, row), zoom)
                 for column in range(3) for row in range(3)]
        # then a single chunk fits in a frame's budget, with room for another
        assert max(costs) <= FRAME_WORK // 2, (zoom, side, max(costs))
        assert source_side(zoom) * zoom <= CHUNK_SIDE


def test_a_frame_never_spends_more_than_its_budget_and_shows_a_stand_in_meanwhile():
    # given a big picture zoomed in, shown on a big screen (many chunks at once)
    picture = ZoomedPicture(painting((2400, 2000)), FLOOR, budget=WorkBudget())
    screen = pygame.Surface((1920, 1080))
    spent: list[int] = []
    # when it is drawn at a new level frame after frame
    for _ in range(40):
        picture.budget.begin_frame()
        picture.begin_frame()
        picture.draw(screen, (-300, -200), 2.0)
        spent.append(picture.budget.spent)
        if picture.settled:
            break
    # then the first frame could not do it all (a stand-in showed), no frame went over budget,
    # and the level was complete after a few frames
    assert len(spent) > 1 and picture.settled
    assert max(spent) <= FRAME_WORK
    assert sum(spent) == picture.work_done


def test_the_stand_in_covers_the_screen_where_chunks_are_missing():
    # given a picture whose budget allows no work at all this frame
    picture = ZoomedPicture(painting(), FLOOR, budget=WorkBudget(per_frame=0))
    screen = pygame.Surface((800, 600))
    screen.fill((255, 0, 255))
    # when it is drawn at a new level
    picture.draw(screen, (0, 0), 1.5)
    # then it is not settled, yet no screen pixel is left unpainted (no magenta hole)
    assert not picture.settled and picture.work_done == 0
    assert all(screen.get_at((x, y))[:3] != (255, 0, 255)
               for x in range(0, 800, 7) for y in range(0, 600, 7))


def test_memory_stays_under_the_cap_as_levels_change():
    # given a small cap on kept chunks
    cap = 6 * 1024 * 1024
    picture = ZoomedPicture(painting((2400, 2000)), FLOOR, cache_bytes=cap)
    screen = pygame.Surface((1280, 720))
    # when every level is shown in turn, in and out again
    for zoom in (*BATTLE_ZOOMS, *reversed(BATTLE_ZOOMS)):
        settle(picture, screen, (-100, -100), zoom)
        # then the chunks kept never pass the cap by more than what is on screen now
        on_screen = screen.get_width() * 1.9 * screen.get_height() * 1.9 * 4
        assert picture.cached_bytes <= cap + on_screen
    assert picture.cached_bytes <= cap + on_screen


def test_prepare_readies_a_level_ahead_within_the_budget():
    # given a picture and a frame's budget
    picture = ZoomedPicture(painting(), FLOOR)
    area = pygame.Rect(0, 0, 1280, 720)
    # when a level is prepared ahead over a few frames
    frames = 0
    while True:
        frames += 1
        picture.budget.begin_frame()
        done = picture.prepare(1.25, area)
        assert picture.budget.spent <= FRAME_WORK
        if done:
            break
    # then drawing that level next needs no work and no stand-in
    before = picture.work_done
    picture.budget.begin_frame()
    picture.draw(pygame.Surface(area.size), (0, 0), 1.25)
    assert picture.settled and picture.work_done == before and frames > 1


def test_chunks_ready_between_missing_ones_stay_sharp_under_the_stand_in():
    # given the level at 1.5 drawn whole and sharp, and a second picture of it with only the
    # middle column of chunks ready (a kept picture wider than the view asks for more chunks
    # round those already shown)
    screen = pygame.Surface((800, 600))
    settle(ZoomedPicture(painting(), FLOOR), screen, (0, 0), 1.5)
    middle = pygame.Rect(384, 0, 384, 600)
    picture = ZoomedPicture(painting(), FLOOR, budget=WorkBudget())
    assert picture.prepare(1.5, middle)
    # when it is drawn with no budget left for the chunks on either side
    picture.budget = WorkBudget(per_frame=0)
    half = pygame.Surface((800, 600))
    picture.begin_frame()
    picture.draw(half, (0, 0), 1.5)
    # then the sides show a stand-in, but the middle column is the sharp level, not covered
    assert not picture.settled
    assert pygame.image.tobytes(half.subsurface(middle), "RGB") == \
        pygame.image.tobytes(screen.subsurface(middle), "RGB")
