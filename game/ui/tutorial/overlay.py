"""Drawing a tutorial over any game's battle scene: the callout box beside what it explains,
and pulsing amber marks on the buttons, hexes and rects the player is expected to use.

``callout`` lays out and draws one lesson and returns the box and its Next button's rect
(info lessons only); ``place`` keeps the box inside the play area and off whatever the
script's ``keep_clear`` names.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui import theme
from game.ui.text import text, wrap
from game.ui.tutorial.lesson import Lesson, Marks

TITLE_SIZE, BODY_SIZE, SMALL_SIZE = 24, 19, 17
WIDTH, NARROW_WIDTH = 420, 340
PAD, GAP = 14, 6
RULE_INK, WHY_INK = (206, 212, 224), (170, 226, 190)
HINT_INK = (255, 140, 120)
SIDE_ANCHORS = ("sheet", "log", "sidebar")


def anchor_rect(scene: Any, anchor: str) -> pygame.Rect:
    """The screen rect a callout points at: the script's own names first, then "panel",
    "sheet" (upper sidebar), "log" (lower sidebar), "sidebar" and "board"."""
    own = scene.session.script.anchor_rect(scene, anchor)
    if own is not None:
        return pygame.Rect(own)
    if anchor in SIDE_ANCHORS:
        side: pygame.Rect = scene.sidebar_area()
        if anchor == "sidebar":
            return side
        upper, lower = side.copy(), side.copy()
        upper.height = side.height // 2
        lower.top, lower.height = upper.bottom, side.height - upper.height
        return upper if anchor == "sheet" else lower
    if anchor == "board":
        view: pygame.Rect = scene.viewport()
        return view.inflate(-view.width // 2, -view.height // 2)
    bottom: pygame.Rect = scene.bottom_area()
    return bottom


def draw_marks(surface: pygame.Surface, scene: Any, lit: Marks, time_s: float) -> None:
    """Pulsing amber outlines on the expected buttons and rects, rings on the hexes."""
    glow = 150 + int(100 * (0.5 + 0.5 * math.sin(time_s * 5)))
    colour = (255, min(255, glow), 60)
    for rect in [button.rect for button in lit.buttons] + list(lit.rects):
        pygame.draw.rect(surface, colour, pygame.Rect(rect).inflate(8, 8), 3, border_radius=9)
    if scene.camera is None:
        return
    radius = max(10, int(44 * scene.camera.zoom))
    for h in lit.hexes:
        x, y = scene.screen_of(h)
        pygame.draw.circle(surface, colour, (int(x), int(y)), radius, 3)
        pygame.draw.circle(surface, colour, (int(x), int(y)), radius + 5, 1)


def callout_lines(lesson: Lesson, hint: str, step: str,
                  inner: int) -> list[tuple[str, int, tuple[int, int, int], bool]]:
    """The callout's lines as (words, size, ink, bold): step, title, rule, why, a refused
    answer's hint (less the "do" it ends with), do."""
    lines = [(step, SMALL_SIZE, theme.TEXT_DIM, False)]
    lines += [(line, TITLE_SIZE, theme.ACCENT, True)
              for line in wrap(lesson.title, TITLE_SIZE, inner, bold=True)]
    lines += [(line, BODY_SIZE, RULE_INK, False) for line in wrap(lesson.rule, BODY_SIZE, inner)]
    lines += [(line, BODY_SIZE, WHY_INK, False) for line in wrap(lesson.why, BODY_SIZE, inner)]
    shown_hint = hint.removesuffix(lesson.do).strip() if lesson.do else hint
    if shown_hint:  # the refusal, then the "Do" line it repeats (said once)
        lines += [(line, BODY_SIZE, HINT_INK, False)
                  for line in wrap(shown_hint, BODY_SIZE, inner)]
    if lesson.do:
        lines += [(line, BODY_SIZE, theme.ACCENT, True)
                  for line in wrap("Do: " + lesson.do, BODY_SIZE, inner, bold=True)]
    return lines


def callout(surface: pygame.Surface, scene: Any, lesson: Lesson, hint: str, step: str,
            next_label: str = "Next") -> tuple[pygame.Rect, pygame.Rect | None]:
    """Draw ``lesson`` beside what it explains; returns the box and its Next button's rect
    (None for an action lesson, which waits for the player's move)."""
    width = WIDTH if surface.get_width() >= 1000 else NARROW_WIDTH
    rendered, height = _laid_out(scene, lesson, hint, step, width)
    box = place(scene, lesson.anchor, (width, height))
    spare = _spare_place(scene, box, lambda w: _laid_out(scene, lesson, hint, step, w))
    if spare is not None:
        box, rendered = spare
    _frame(surface, box, anchor_rect(scene, lesson.anchor))
    y = box.y + PAD
    for index, image in enumerate(rendered):
        surface.blit(image, (box.x + PAD, y))
        y += image.get_height() + 2 + (GAP if index == 0 else 0)
    if lesson.is_action:
        return box, None
    button = pygame.Rect(box.right - PAD - 120, box.bottom - PAD - 32, 120, 32)
    pygame.draw.rect(surface, theme.ACCENT_DARK, button, border_radius=7)
    pygame.draw.rect(surface, theme.ACCENT, button, 2, border_radius=7)
    words = text(f"{next_label}  (Enter)", SMALL_SIZE + 1, (255, 240, 210), True)
    surface.blit(words, words.get_rect(center=button.center))
    return box, button


def _laid_out(scene: Any, lesson: Lesson, hint: str, step: str,
              width: int) -> tuple[list[pygame.Surface], int]:
    """The callout's lines rendered for a box ``width`` wide, and the box's height."""
    lines = callout_lines(lesson, hint, step, width - 2 * PAD)
    scene.callout_sizes = {size for _, size, _, _ in lines} | {SMALL_SIZE + 1}
    rendered = [text(words, size, ink, bold) for words, size, ink, bold in lines]
    height = PAD * 2 + sum(r.get_height() + 2 for r in rendered) + GAP * 2
    return rendered, height + (0 if lesson.is_action else 40)


def _spare_place(scene: Any, box: pygame.Rect, lay_out: Any
                 ) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
    """When ``box`` covers what must stay clear, the first of the script's spare areas
    (an empty log, say) the callout fits in, re-laid to its width, or None."""
    keep = scene.session.script.keep_clear(scene)
    if not keep or box.collidelist(keep) < 0:
        return None
    for area in scene.session.script.spare_areas(scene):
        width = min(WIDTH, area.width)
        rendered, height = lay_out(width)
        if height <= area.height:
            return pygame.Rect(area.x, area.y, width, height), rendered
    return None


def place(scene: Any, anchor: str, size: tuple[int, int]) -> pygame.Rect:
    """Where the callout goes: left of the sidebar, above the bottom panel, or beside its
    target, kept inside the play area and off what the script keeps clear."""
    target = anchor_rect(scene, anchor)
    view = scene.viewport()
    box = pygame.Rect((0, 0), size)
    if anchor in SIDE_ANCHORS:
        box.topright = (target.left - 16, max(view.top + 8, target.top))
    elif anchor == "panel":
        box.bottomleft = (view.left + 12, view.bottom - 8)
    else:
        box.midbottom = (target.centerx, target.top - 14)
        if box.top < view.top + 8:
            box.midtop = (target.centerx, target.bottom + 14)
    if box.height >= view.height:
        return box
    room = view.inflate(-16, -16)
    return clear_of(box.clamp(room), scene.session.script.keep_clear(scene), room)


def clear_of(box: pygame.Rect, keep: list[pygame.Rect], room: pygame.Rect) -> pygame.Rect:
    """``box``, or the nearest place inside ``room`` that covers none of ``keep`` (a callout
    must not hide what it talks about: the usual places first, then anywhere in the room);
    the least covering place if there is none."""
    if not keep or box.collidelist(keep) < 0:
        return box
    top, bottom = min(r.top for r in keep), max(r.bottom for r in keep)
    left, right = min(r.left for r in keep), max(r.right for r in keep)
    spots = [(box.x, bottom), (box.x, top - box.height), (left - box.width, box.y),
             (right, box.y), room.topleft, (room.right - box.width, room.top),
             (room.left, room.bottom - box.height),
             (room.right - box.width, room.bottom - box.height)]
    places = [pygame.Rect(xy, box.size).clamp(room) for xy in spots]
    fits = [spot for spot in places if spot.collidelist(keep) < 0]
    if not fits:  # none of the usual places: any free place in the room (a coarse grid)
        places += grid_places(box.size, room)
        fits = [spot for spot in places if spot.collidelist(keep) < 0]
    if fits:
        return min(fits, key=lambda spot: math.dist(spot.center, box.center))
    return min([box, *places], key=lambda spot: _covered(spot, keep))


GRID_STEP = 24
"""Pixels between the places ``grid_places`` tries."""


def grid_places(size: tuple[int, int], room: pygame.Rect) -> list[pygame.Rect]:
    """Boxes of ``size`` all over ``room``, ``GRID_STEP`` pixels apart (its edges included)."""
    width, height = size
    xs = [*range(room.left, room.right - width, GRID_STEP), room.right - width]
    ys = [*range(room.top, room.bottom - height, GRID_STEP), room.bottom - height]
    return [pygame.Rect(x, y, width, height) for x in xs for y in ys]


def _covered(box: pygame.Rect, keep: list[pygame.Rect]) -> int:
    """How many pixels of ``keep`` ``box`` lies over."""
    return sum(box.clip(rect).width * box.clip(rect).height for rect in keep)


def _frame(surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect) -> None:
    """The box with an amber edge and a line to what it explains."""
    if not box.colliderect(target):
        start = (max(box.left, min(target.centerx, box.right)),
                 max(box.top, min(target.centery, box.bottom)))
        end = (max(target.left, min(box.centerx, target.right)),
               max(target.top, min(box.centery, target.bottom)))
        pygame.draw.line(surface, theme.ACCENT, start, end, 3)
        pygame.draw.circle(surface, theme.ACCENT, end, 6)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((16, 18, 26, 238))
    surface.blit(shade, box)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
