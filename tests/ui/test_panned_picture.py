"""The picture of what slides with the map (game/ui/render/panned.py): shown shifted while the
camera pans within its margin, it equals one painted afresh where the camera is, even for marks
placed by rounding halves; it is painted again when the view leaves the margin, when what it
shows changes, and every time while it does not slide rigidly."""

from __future__ import annotations

import pygame

from game.ui.render.panned import MARGIN, PannedPicture

VIEW = pygame.Rect(0, 44, 300, 200)
DOTS = [(10.5, 20.5), (31.5, 12.0), (150.5, 90.5), (77.25, 140.5), (299.5, 5.5)]
"""Map points (from the map's top-left) of marks that land on half pixels."""


def paint_dots(image: pygame.Surface, offset: tuple[int, int], origin: tuple[int, int]) -> None:
    """Marks placed as many painters place them: centre rounded half to even."""
    for x, y in DOTS:
        at = (round(origin[0] + x + offset[0]), round(origin[1] + y + offset[1]))
        pygame.draw.rect(image, (240, 200, 40), (at, (3, 2)))
    pygame.draw.line(image, (90, 200, 255), (origin[0] + offset[0] + 0.5, origin[1] + offset[1]),
                     (origin[0] + offset[0] + 200.5, origin[1] + offset[1] + 120.5), 3)


def shown(picture: PannedPicture, origin: tuple[int, int], key: object = "marks",
          rigid: bool = True) -> bytes:
    """The view after ``picture`` is placed for the map at ``origin``."""
    surface = pygame.Surface((400, 300))
    picture.place(VIEW, origin, key, lambda image, offset: paint_dots(image, offset, origin),
                  rigid)
    picture.blit(surface, VIEW)
    return pygame.image.tobytes(surface.subsurface(VIEW), "RGB")


def test_a_picture_shown_shifted_equals_one_painted_afresh_there(app) -> None:
    # given a picture painted for the map at an odd place
    kept = PannedPicture()
    shown(kept, (21, 57))
    # when the camera pans by odd and even steps within the margin
    for origin in [(22, 57), (23, 58), (20, 61), (-3, 40), (21 + MARGIN - 2, 57)]:
        # then the view equals a picture painted afresh there, without painting again
        assert shown(kept, origin) == shown(PannedPicture(), origin), origin
    assert kept.paints == 1


def test_the_view_leaving_the_margin_or_new_marks_paint_it_again(app) -> None:
    # given a picture painted once
    kept = PannedPicture()
    shown(kept, (0, 0))
    # when the view goes further than the margin, then it is painted again, and right
    far = (MARGIN + 5, -MARGIN - 3)
    assert shown(kept, far) == shown(PannedPicture(), far)
    assert kept.paints == 2
    # when what it shows changes, then it is painted again
    shown(kept, far, key="other marks")
    assert kept.paints == 3


def test_a_picture_that_does_not_slide_rigidly_is_painted_every_time(app) -> None:
    # given a picture placed while it does not slide rigidly (a zoom level being prepared)
    kept = PannedPicture()
    shown(kept, (4, 4), rigid=False)
    # when it is placed again, rigid or not, at the same place, then it is painted again
    shown(kept, (4, 4), rigid=False)
    shown(kept, (4, 4))
    assert kept.paints == 3
    # and once rigid it is kept
    shown(kept, (5, 4))
    assert kept.paints == 3
