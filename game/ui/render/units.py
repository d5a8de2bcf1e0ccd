"""Bots on the map: tinted sprites with a team badge (shape and letter) and a Meat bar.

Colour is never the only cue: every team's badge has its own shape and letter.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.palette import TeamStyle
from game.ui.render.projection import Point
from game.ui.render.tiles import TileImages, tinted
from game.ui.text import text

SPRITE_SCALE = 0.95
DOWN_TINT = (95, 95, 105)


def shape_points(shape: str, centre: Point, radius: float) -> list[Point]:
    """Corners of a team badge shape (circle is approximated by 16 corners)."""
    cx, cy = centre
    sides = {"triangle": 3, "square": 4, "diamond": 4, "pentagon": 5, "hexagon": 6,
             "circle": 16}.get(shape)
    if shape == "star":
        return [(cx + (radius if i % 2 == 0 else radius * 0.45) * math.cos(math.radians(
                    -90 + 36 * i)),
                 cy + (radius if i % 2 == 0 else radius * 0.45) * math.sin(math.radians(
                    -90 + 36 * i))) for i in range(10)]
    if shape == "cross":
        w, r = radius * 0.38, radius
        return [(cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w),
                (cx + r, cy + w), (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r),
                (cx - w, cy + w), (cx - r, cy + w), (cx - r, cy - w), (cx - w, cy - w)]
    count = sides or 16
    start = 45 if shape == "square" else -90
    return [(cx + radius * math.cos(math.radians(start + 360 * i / count)),
             cy + radius * math.sin(math.radians(start + 360 * i / count)))
            for i in range(count)]


@lru_cache(maxsize=256)
def badge_image(style: TeamStyle, radius: float) -> pygame.Surface:
    """The team's shape in its colour with its letter on it, outlined in black (cached)."""
    size = int(radius * 2 + 8)
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    pygame.draw.polygon(image, (0, 0, 0), shape_points(style.shape, centre, radius + 2))
    pygame.draw.polygon(image, style.colour, shape_points(style.shape, centre, radius))
    letter = text(style.label, max(12, round(radius * 1.5)), (0, 0, 0), True)
    image.blit(letter, letter.get_rect(center=(round(centre[0]), round(centre[1]) + 1)))
    return image


def draw_badge(surface: pygame.Surface, style: TeamStyle, centre: Point, radius: float) -> None:
    """The team's badge centred on ``centre``."""
    image = badge_image(style, round(radius * 2) / 2)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def meat_colour(fraction: float) -> tuple[int, int, int]:
    """Green when full, amber at half, red when nearly gone."""
    if fraction > 0.5:
        k = (fraction - 0.5) * 2
        return round(250 - 170 * k), round(190 + 20 * k), round(50 + 30 * k)
    k = fraction * 2
    return 230, round(60 + 130 * k), 50


def draw_meat_bar(surface: pygame.Surface, rect: pygame.Rect, meat: int, max_meat: int) -> None:
    """A bar showing Meat out of its maximum, with the number inside when it fits."""
    fraction = max(0.0, min(1.0, meat / max(1, max_meat)))
    pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2, 2), border_radius=3)
    pygame.draw.rect(surface, (50, 30, 30), rect, border_radius=3)
    filled = rect.copy()
    filled.width = round(rect.width * fraction)
    if filled.width:
        pygame.draw.rect(surface, meat_colour(fraction), filled, border_radius=3)
    if rect.height >= 12:
        label = text(str(meat), rect.height + 2, (255, 255, 255), True)
        surface.blit(label, label.get_rect(center=rect.center))


class UnitPainter:
    """Draws bots, caching each team's tinted sprite per zoom."""

    def __init__(self, tiles: TileImages, styles: list[TeamStyle]) -> None:
        self.tiles = tiles
        self.styles = styles
        self._cache: dict[tuple[int, float, bool], pygame.Surface] = {}
        self._cards: dict[tuple[int, float, int, int, bool],
                          tuple[pygame.Surface, tuple[int, int]]] = {}

    def sprite(self, seat: int, zoom: float, down: bool) -> pygame.Surface:
        """The seat's sprite tinted in its team colour (grey and toppled when down)."""
        key = (seat, zoom, down)
        if key not in self._cache:
            base = self.tiles.sprite(seat)
            if base is None:
                base = pygame.Surface((64, 64), pygame.SRCALPHA)
                pygame.draw.circle(base, (220, 220, 220), (32, 32), 24)
            image = tinted(base, DOWN_TINT if down else self.styles[seat].colour)
            image = pygame.transform.smoothscale_by(image, SPRITE_SCALE * zoom)
            if down:
                image = pygame.transform.rotate(image, 90)
            self._cache[key] = image
        return self._cache[key]

    def draw(self, surface: pygame.Surface, seat: int, centre: Point, zoom: float,
             meat: int, max_meat: int, down: bool = False) -> None:
        """One bot standing on ``centre``: one blit of its cached picture."""
        image, (ax, ay) = self.card(seat, zoom, meat, max_meat, down)
        surface.blit(image, (round(centre[0] - ax), round(centre[1] - ay)))

    def card(self, seat: int, zoom: float, meat: int, max_meat: int,
             down: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        """The bot's shadow, sprite, badge and Meat bar in one image, and the point in it
        that goes on the hex centre (cached per look)."""
        key = (seat, zoom, meat, max_meat, down)
        found = self._cards.get(key)
        if found is None:
            if len(self._cards) > 512:
                self._cards.clear()
            found = self._cards[key] = self._paint_card(seat, zoom, meat, max_meat, down)
        return found

    def _paint_card(self, seat: int, zoom: float, meat: int, max_meat: int,
                    down: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        sprite = self.sprite(seat, zoom, down)
        width = max(sprite.get_width(), round(60 * zoom)) + 8
        height = sprite.get_height() + round(44 * zoom) + 8
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        x, y = width / 2, sprite.get_height() / 2 + round(14 * zoom) + 4
        shadow = pygame.Rect(0, 0, round(40 * zoom), round(14 * zoom))
        shadow.center = (round(x), round(y + 18 * zoom))
        pygame.draw.ellipse(image, (0, 0, 0, 150), shadow)
        image.blit(sprite, sprite.get_rect(center=(round(x), round(y - 6 * zoom))))
        if not down:
            draw_badge(image, self.styles[seat], (x - 20 * zoom, y - 26 * zoom),
                       max(7.0, 9 * zoom))
            bar = pygame.Rect(0, 0, round(46 * zoom), max(5, round(9 * zoom)))
            bar.center = (round(x), round(y + 27 * zoom))
            draw_meat_bar(image, bar, meat, max_meat)
        if pygame.display.get_surface():
            image = image.convert_alpha()
        return image, (round(x), round(y))

    def ring(self, surface: pygame.Surface, seat: int, centre: Point, zoom: float,
             colour: tuple[int, int, int] = theme.ACCENT) -> None:
        """A ring at the bot's feet (the bot whose turn it is, or the selected one)."""
        rect = pygame.Rect(0, 0, round(52 * zoom), round(22 * zoom))
        rect.center = (round(centre[0]), round(centre[1] + 18 * zoom))
        pygame.draw.ellipse(surface, (0, 0, 0), rect.inflate(4, 4), 4)
        pygame.draw.ellipse(surface, colour, rect, 3)
