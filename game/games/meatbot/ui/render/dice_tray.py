"""Dice on screen: each die type its own shape, the tray of rolled dice per bot, and the
attack order strip (every die in the order it resolves, spent ones dimmed)."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.games.meatbot.ui.battle.board import Board, ShownBot
from game.ui import theme
from game.ui.palette import TeamStyle
from game.ui.render.projection import Point
from game.ui.render.units import draw_badge
from game.ui.text import text

SIDES = (4, 6, 10, 12)
DIE_NAMES = {4: "d4 Move", 6: "d6 Defend", 10: "d10 Attack", 12: "d12 Grandstand"}


def die_points(sides: int, centre: Point, size: float, turn: float = 0.0) -> list[Point]:
    """The outline of a die: d4 triangle, d6 square, d10 kite, d12 pentagon."""
    corners = {4: 3, 6: 4, 10: 4, 12: 5}[sides]
    start = {4: -90, 6: -45, 10: -90, 12: -90}[sides] + turn
    cx, cy = centre
    points = []
    for i in range(corners):
        angle = math.radians(start + 360 * i / corners)
        stretch = 1.2 if sides == 10 and i % 2 == 0 else 1.0
        points.append((cx + size * stretch * math.cos(angle),
                       cy + size * stretch * math.sin(angle) * (1 if sides != 10 else 0.95)))
    return points


def draw_die(surface: pygame.Surface, sides: int, value: int | None, centre: Point,
             size: float, colour: tuple[int, int, int], turn: float = 0.0, dim: bool = False,
             glow: bool = False) -> pygame.Rect:
    """One die with its value; returns its bounding box (for tooltips)."""
    if turn:
        return _paint_die(surface, sides, value, centre, size, colour, turn, dim, glow)
    image = _die_image(sides, value, size, colour, dim, glow)
    return surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


@lru_cache(maxsize=512)
def _die_image(sides: int, value: int | None, size: float, colour: tuple[int, int, int],
               dim: bool, glow: bool) -> pygame.Surface:
    span = int(size * 2.6 + 14)
    image = pygame.Surface((span, span), pygame.SRCALPHA)
    _paint_die(image, sides, value, (span / 2, span / 2), size, colour, 0.0, dim, glow)
    return image


def _paint_die(surface: pygame.Surface, sides: int, value: int | None, centre: Point,
               size: float, colour: tuple[int, int, int], turn: float, dim: bool,
               glow: bool) -> pygame.Rect:
    body = tuple(round(c * (0.35 if dim else 0.75)) for c in colour)
    points = die_points(sides, centre, size, turn)
    if glow:
        pygame.draw.polygon(surface, theme.ACCENT, die_points(sides, centre, size + 5, turn))
    pygame.draw.polygon(surface, (0, 0, 0), die_points(sides, centre, size + 2, turn))
    rect = pygame.draw.polygon(surface, body, points)
    pygame.draw.polygon(surface, (255, 255, 255) if not dim else (90, 90, 90), points, 2)
    if value is not None:
        label = text(str(value), max(14, round(size * 1.25)),
                     (255, 255, 255) if not dim else (130, 130, 130), True)
        offset = size * 0.18 if sides == 4 else 0
        surface.blit(label, label.get_rect(center=(round(centre[0]),
                                                   round(centre[1] + offset + 1))))
    return rect


def resolution_order(board: Board, laced: set[int]) -> list[tuple[int, int]]:
    """(seat, value) of every die still to act: successful grandstands, then attack dice
    from 10 down (Nerve Lace first within a value)."""
    order = [(b.seat, 12) for b in board.bots for v in b.dice[3] if v == 12]
    tens = [(b.seat, v) for b in board.bots for v in b.dice[2]]
    tens.sort(key=lambda d: (-d[1], d[0] not in laced, d[0]))
    return order + tens


def draw_order_strip(surface: pygame.Surface, rect: pygame.Rect, board: Board,
                     styles: Sequence[TeamStyle], spent: Counter[tuple[int, int]],
                     current: set[tuple[int, int]], laced: set[int]) -> list[
                         tuple[pygame.Rect, str]]:
    """The attack order left to right; returns tooltip areas."""
    order = resolution_order(board, laced)
    tips: list[tuple[pygame.Rect, str]] = []
    label = text("Attack order", 18, theme.TEXT_DIM)
    surface.blit(label, (rect.x + 8, rect.y + 4))
    if not order:
        words = "dice are picked in secret, then revealed together" if board.phase == "pick" \
            else "no attack dice this round"
        none = text(words, 18, theme.TEXT_DIM)
        surface.blit(none, (rect.x + 120, rect.y + 4))
        return tips
    used = Counter(spent)
    step = min(40, max(26, (rect.width - 130) // max(1, len(order))))
    x = rect.x + 130
    for seat, value in order:
        dim = used[(seat, value)] > 0
        if dim:
            used[(seat, value)] -= 1
        centre = (x + step / 2, rect.y + 20)
        sides = 12 if value == 12 else 10
        box = draw_die(surface, sides, value, centre, 12, styles[seat].colour, dim=dim,
                       glow=(seat, value) in current and not dim)
        draw_badge(surface, styles[seat], (centre[0], rect.y + 42), 6)
        name = board.bots[seat].name
        tips.append((box.inflate(6, 24), f"{name}'s {'grandstand' if sides == 12 else 'attack'}"
                     f" die showing {value}" + (" (done)" if dim else "")))
        x += step
        if x > rect.right - step:
            break
    return tips


def draw_bot_dice(surface: pygame.Surface, rect: pygame.Rect, bot: ShownBot, style: TeamStyle,
                  tumble: float | None = None, seed: int = 0, thinking: bool | None = None
                  ) -> list[tuple[pygame.Rect, str]]:
    """One bot's cell in the tray: badge, name and its rolled dice (tumbling while
    ``tumble`` < 1), or how its pick is going (``thinking``: True while still choosing,
    False once done, None outside the pick); returns tooltip areas."""
    tips: list[tuple[pygame.Rect, str]] = []
    draw_badge(surface, style, (rect.x + 12, rect.y + 12), 8)
    name = text(bot.name, 18, theme.TEXT if bot.active else theme.TEXT_DIM)
    surface.blit(name, (rect.x + 26, rect.y + 4))
    if bot.eating is not None:
        surface.blit(text("eating", 18, theme.ACCENT), (rect.x + 8, rect.y + 30))
        return tips
    dice = [(sides, v) for sides, values in zip(SIDES, bot.dice, strict=True) for v in values]
    if not dice:
        words = "picked" if bot.picked else ("down" if not bot.active else "")
        if thinking is not None and bot.active:
            words = "picking in secret..." if thinking and not bot.picked else "picked"
        colour = theme.ACCENT if words.endswith("...") else theme.TEXT_DIM
        surface.blit(text(words, 18, colour), (rect.x + 8, rect.y + 30))
        return tips
    rng = random.Random(seed * 131 + bot.seat + int((tumble or 0) * 12) * 7)
    spacing, per_row = _fit(len(dice), rect.width - 12, rect.height - 28)
    size = spacing * 0.37
    for index, (sides, value) in enumerate(dice):
        col, row = index % per_row, index // per_row
        centre = [rect.x + 8 + spacing / 2 + col * spacing,
                  rect.y + 28 + spacing / 2 + row * spacing]
        turn = 0.0
        shown: int | None = value
        if tumble is not None and tumble < 1:
            fall = max(0.0, 1 - tumble / 0.8)
            centre[1] -= 60 * fall * fall
            turn = 400 * fall + rng.random() * 40 * fall
            shown = rng.randint(1, sides) if fall > 0 else value
        box = draw_die(surface, sides, shown, (centre[0], centre[1]), size, style.colour, turn)
        tips.append((box, f"{bot.name}: {DIE_NAMES[sides]} rolled {value}"))
    return tips


def _fit(count: int, width: int, height: int) -> tuple[int, int]:
    """The largest die spacing (at most 30 px) at which ``count`` dice fit the cell, and how
    many go in a row."""
    for spacing in range(30, 13, -2):
        per_row = max(1, width // spacing)
        rows = -(-count // per_row)
        if rows * spacing <= height:
            return spacing, per_row
    return 14, max(1, width // 14)
