"""Medals are drawn as medals: a ribbon over a gold disc with a star or a number, not
dots, on the robots at the table and in the results."""

from __future__ import annotations

import pygame

from game.games.dicebot.ui.table import art
from game.games.dicebot.ui.table.painter import TablePainter

FLOOR = (46, 44, 52)


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    """Every colour inside ``rect``."""
    rect = rect.clip(surface.get_rect())
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)}


def test_a_medal_hangs_from_a_two_coloured_ribbon_above_its_disc():
    # given a medal drawn at a small table size
    surface = pygame.Surface((60, 60))
    surface.fill(FLOOR)
    art.draw_medal(surface, (30, 40), 8)
    # then above the disc hang both ribbon tails, and the disc is gold with a star
    above = pygame.Rect(18, 40 - 8 - 10, 24, 10)
    assert {art.RIBBON[0], art.RIBBON[1]} <= colours_in(surface, above)
    disc = pygame.Rect(30 - 4, 40 - 4, 8, 8)
    assert {art.MEDAL_GOLD, art.MEDAL_SHINE} <= colours_in(surface, pygame.Rect(22, 32, 16, 16))
    assert art.MEDAL_SHINE in colours_in(surface, disc)


def test_a_numbered_medal_shows_its_number_instead_of_the_star():
    plain, numbered = pygame.Surface((60, 60)), pygame.Surface((60, 60))
    for surface in (plain, numbered):
        surface.fill(FLOOR)
    art.draw_medal(plain, (30, 40), 12)
    art.draw_medal(numbered, (30, 40), 12, 3)
    disc = pygame.Rect(24, 34, 12, 12)
    assert art.MEDAL_SHINE not in colours_in(numbered, disc)
    assert colours_in(plain, disc) != colours_in(numbered, disc)


def test_a_robots_medals_sit_inside_its_box_each_with_its_ribbon():
    # given a robot's box at the table holding three medals
    surface = pygame.Surface((300, 300))
    surface.fill(FLOOR)
    box = pygame.Rect(50, 50, 140, 160)
    figure = pygame.Rect(50, 50, 140, 115)
    TablePainter._medals(surface, box, figure, 3)
    # then the medals, ribbons included, are drawn inside the box, right of the head
    drawn = [(x, y) for x in range(300) for y in range(300)
             if tuple(surface.get_at((x, y)))[:3] != FLOOR]
    head_right = figure.centerx + art.robot_unit(figure) // 2
    assert drawn and all(box.collidepoint(p) and p[0] > head_right for p in drawn)
    ribbon_columns = {x for x, y in drawn if tuple(surface.get_at((x, y)))[:3] == art.RIBBON[0]}
    assert max(ribbon_columns) - min(ribbon_columns) > 15  # medals side by side
