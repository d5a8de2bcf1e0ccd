"""Where a tutorial callout goes when the usual places beside its target are all taken: any
free place in the play area, else the place that hides least."""

from __future__ import annotations

import pygame

from game.ui.tutorial.overlay import clear_of


def test_a_callout_finds_a_free_place_the_usual_spots_miss():
    # given a room with things to keep clear at its four corners, the middle of each edge
    # and the centre of its lower half, leaving a free gap in the upper middle
    room = pygame.Rect(0, 0, 900, 600)
    keep = [pygame.Rect(x, y, 150, 150) for x in (0, 375, 750) for y in (0, 450)]
    keep += [pygame.Rect(0, 225, 150, 150), pygame.Rect(750, 225, 150, 150),
             pygame.Rect(300, 330, 300, 110)]
    box = pygame.Rect(20, 420, 300, 150)
    # when the callout is placed
    placed = clear_of(box, keep, room)
    # then it covers none of them and stays in the room
    assert placed.collidelist(keep) < 0 and room.contains(placed)
    assert placed.size == box.size


def test_with_no_free_place_the_callout_hides_as_little_as_it_can():
    # given a room entirely covered by one big thing and a small one
    room = pygame.Rect(0, 0, 400, 300)
    keep = [pygame.Rect(0, 0, 400, 300), pygame.Rect(10, 10, 20, 20)]
    box = pygame.Rect(0, 0, 100, 50)
    # when placed, then it stays in the room, away from the small thing too
    placed = clear_of(box, keep, room)
    assert room.contains(placed) and not placed.colliderect(keep[1])
