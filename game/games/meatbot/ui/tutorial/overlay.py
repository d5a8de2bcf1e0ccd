"""Drawing the tutorial over the battle: the callout box by what it explains, and amber
marks on the buttons and hexes the player is expected to use.

``marks`` works out the highlights from the open prompt and the book's answer; ``callout``
lays out and draws one lesson, returning the rect of its Next button (info lessons only).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.hexes import Hex
from game.games.meatbot.rules.choices import Attack, Pick, Stop
from game.games.meatbot.ui.battle.hud_panels import sidebar_rects
from game.games.meatbot.ui.tutorial.guide import expected_walk
from game.games.meatbot.ui.tutorial.lessons import Lesson
from game.ui import theme
from game.ui.render.buttons import Button
from game.ui.text import text, wrap

TITLE_SIZE, BODY_SIZE, SMALL_SIZE = 24, 19, 17
WIDTH, NARROW_WIDTH = 420, 340
PAD, GAP = 14, 6
RULE_INK, WHY_INK = (206, 212, 224), (170, 226, 190)
HINT_INK = (255, 140, 120)


@dataclass
class Marks:
    """What to light up: panel buttons and arena hexes."""

    buttons: list[Button] = field(default_factory=list)
    hexes: list[Hex] = field(default_factory=list)


def marks(scene: Any) -> Marks:
    """The expected action of Red's open prompt, as buttons and hexes to light."""
    flow = scene.flow
    prompt = flow.prompt
    out = Marks()
    if prompt is None or prompt.seat != 0:
        return out
    expected = scene.session.expected(prompt.request)
    if not expected:
        return out
    want = expected[0]
    if isinstance(want, Pick):
        out.buttons = _pick_buttons(scene.buttons, prompt.counts, want)
    elif isinstance(want, Attack):
        out.buttons = _aim_buttons(scene.buttons, prompt, expected)
        out.hexes = [flow.board.bots[want.target].hex]
    elif isinstance(want, Stop):
        out.buttons = [b for b in scene.buttons if b.label == "Stop here"]
    else:
        walk = expected_walk(flow)
        out.hexes = walk[-1:]
    return out


def _pick_buttons(buttons: list[Button], counts: list[int], want: Pick) -> list[Button]:
    target = [want.d4, want.d6, want.d10, want.d12]
    if list(counts) == target:
        return [b for b in buttons if b.label == "Ready"]
    lit = []
    for sides, have, need in zip((4, 6, 10, 12), counts, target, strict=True):
        if have != need:
            verb = "Add" if have < need else "Remove"
            lit += [b for b in buttons if b.tooltip.startswith(f"{verb} a d{sides} ")]
    return lit


def _aim_buttons(buttons: list[Button], prompt: Any, expected: tuple[Any, ...]) -> list[Button]:
    labels = {label for _, label, action in prompt.slots
              if action is not None and any(c in expected for c in action.choices)}
    chosen = prompt.action is not None and any(c in expected for c in prompt.action.choices)
    if chosen:
        return []
    return [b for b in buttons if b.label in labels]


def anchor_rect(scene: Any, anchor: str) -> pygame.Rect:
    """The screen rect a callout points at."""
    if anchor in ("red", "nina") and scene.camera is not None:
        seat = 0 if anchor == "red" else 1
        x, y = scene.screen_of(scene.flow.board.bots[seat].hex)
        radius = max(12, int(40 * scene.camera.zoom))
        return pygame.Rect(int(x) - radius, int(y) - radius, 2 * radius, 2 * radius)
    if anchor in ("sheet", "log"):
        sheet, log = sidebar_rects(scene.sidebar_area(), scene.show_log)
        return log if anchor == "log" and log is not None else sheet
    return scene.bottom_area()


def draw_marks(surface: pygame.Surface, scene: Any, lit: Marks, time_s: float) -> None:
    """Pulsing amber outlines on the expected buttons and rings on the expected hexes."""
    glow = 150 + int(100 * (0.5 + 0.5 * math.sin(time_s * 5)))
    colour = (255, min(255, glow), 60)
    for button in lit.buttons:
        pygame.draw.rect(surface, colour, button.rect.inflate(8, 8), 3, border_radius=9)
    if scene.camera is None:
        return
    radius = max(10, int(44 * scene.camera.zoom))
    for h in lit.hexes:
        x, y = scene.screen_of(h)
        pygame.draw.circle(surface, colour, (int(x), int(y)), radius, 3)
        pygame.draw.circle(surface, colour, (int(x), int(y)), radius + 5, 1)


def callout(surface: pygame.Surface, scene: Any, lesson: Lesson, hint: str,
            step: str) -> tuple[pygame.Rect, pygame.Rect | None]:
    """Draw ``lesson`` beside what it explains; returns the box and its Next button's rect
    (None for an action lesson, which waits for the player's move)."""
    width = WIDTH if surface.get_width() >= 1000 else NARROW_WIDTH
    inner = width - 2 * PAD
    lines: list[tuple[str, int, tuple[int, int, int], bool]] = [
        (step, SMALL_SIZE, theme.TEXT_DIM, False)]
    bold = inner - inner // 10  # wrap measures the plain face; bold runs wider
    lines += [(line, TITLE_SIZE, theme.ACCENT, True)
              for line in wrap(lesson.title, TITLE_SIZE, bold)]
    lines += [(line, BODY_SIZE, RULE_INK, False) for line in wrap(lesson.rule, BODY_SIZE, inner)]
    lines += [(line, BODY_SIZE, WHY_INK, False) for line in wrap(lesson.why, BODY_SIZE, inner)]
    if lesson.do:
        lines += [(line, BODY_SIZE, theme.ACCENT, True)
                  for line in wrap("Do: " + lesson.do, BODY_SIZE, bold)]
    if hint:
        lines += [(line, BODY_SIZE, HINT_INK, False) for line in wrap(hint, BODY_SIZE, inner)]
    rendered = [text(words, size, ink, bold) for words, size, ink, bold in lines]
    height = PAD * 2 + sum(r.get_height() + 2 for r in rendered) + GAP * 2
    if not lesson.is_action:
        height += 40
    box = place(surface, scene, lesson.anchor, (width, height))
    _frame(surface, box, anchor_rect(scene, lesson.anchor))
    y = box.y + PAD
    for index, image in enumerate(rendered):
        surface.blit(image, (box.x + PAD, y))
        y += image.get_height() + 2 + (GAP if index in (0,) else 0)
    if lesson.is_action:
        return box, None
    button = pygame.Rect(box.right - PAD - 120, box.bottom - PAD - 32, 120, 32)
    label = "Finish" if lesson.title.startswith("That is the whole") else "Next"
    pygame.draw.rect(surface, theme.ACCENT_DARK, button, border_radius=7)
    pygame.draw.rect(surface, theme.ACCENT, button, 2, border_radius=7)
    words = text(f"{label}  (Enter)", SMALL_SIZE + 1, (255, 240, 210), True)
    surface.blit(words, words.get_rect(center=button.center))
    return box, button


def place(surface: pygame.Surface, scene: Any, anchor: str, size: tuple[int, int]) -> pygame.Rect:
    """Where the callout goes: beside a bot, above the bottom panel, or left of the sidebar,
    kept inside the map's part of the window."""
    target = anchor_rect(scene, anchor)
    view = scene.viewport()
    box = pygame.Rect((0, 0), size)
    if anchor in ("sheet", "log"):
        box.topright = (target.left - 16, max(view.top + 8, target.top))
    elif anchor == "panel":
        box.bottomleft = (view.left + 12, view.bottom - 8)
    else:
        box.midbottom = (target.centerx, target.top - 14)
        if box.top < view.top + 8:
            box.midtop = (target.centerx, target.bottom + 14)
    if box.height >= view.height:
        return box
    return clear_of_bots(box.clamp(view.inflate(-16, -16)), scene, view.inflate(-16, -16))


def clear_of_bots(box: pygame.Rect, scene: Any, room: pygame.Rect) -> pygame.Rect:
    """``box``, or the nearest place inside ``room`` that covers neither bot (a callout
    must not hide what it talks about); ``box`` itself if there is none."""
    if scene.camera is None:
        return box
    bots = bot_rects(scene)
    if box.collidelist(bots) < 0:
        return box
    top, bottom = min(b.top for b in bots), max(b.bottom for b in bots)
    left, right = min(b.left for b in bots), max(b.right for b in bots)
    spots = [(box.x, bottom), (box.x, top - box.height), (left - box.width, box.y),
             (right, box.y), room.topleft, (room.right - box.width, room.top),
             (room.left, room.bottom - box.height),
             (room.right - box.width, room.bottom - box.height)]
    places = [pygame.Rect(xy, box.size).clamp(room) for xy in spots]
    fits = [spot for spot in places if spot.collidelist(bots) < 0]
    if fits:
        return min(fits, key=lambda spot: math.dist(spot.center, box.center))
    return min([box, *places], key=lambda spot: _covered(spot, bots))


def bot_rects(scene: Any) -> list[pygame.Rect]:
    """Where the two bots are drawn, badge to Meat bar (the anchor rects less their air)."""
    return [anchor_rect(scene, seat).inflate(-8, -8) for seat in ("red", "nina")]


def _covered(box: pygame.Rect, bots: list[pygame.Rect]) -> int:
    """How many pixels of the bots ``box`` lies over."""
    return sum(box.clip(bot).width * box.clip(bot).height for bot in bots)


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
