"""The army builder's words: the army so far (whole part names, wrapped) on the left, and
under the slots the dice every mech gets and how points per asset are worked out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.games.mechaton.ui.battle.part_words import extra_dice
from game.games.mechaton.ui.render.sprites import mech_sprite
from game.ui import theme
from game.ui.text import text, wrap

LIST_SIZE = 15
INFO_SIZE = 16
POINTS_RULE = ("Points per asset: every army starts at 5. The army with the most mechs "
               "loses 1, so does the one with the most attachments; the fewest of each gains "
               "1 (ties count for all tied). Your score is your working mechs and stations "
               "held times your points per asset.")


def army_lines(name: str, labels: Sequence[str], rockets: int, width: int) -> list[str]:
    """A built mech's parts as lines that fit ``width`` (whole names, never cut)."""
    words = ", ".join(labels) or "no attachments"
    if rockets:
        words += f", {rockets} rocket{'s' if rockets != 1 else ''}"
    return wrap(words, LIST_SIZE, width)


def draw_army(surface: pygame.Surface, box: pygame.Rect, width: int,
              colour: tuple[int, int, int], view: Any) -> None:
    """The secret army so far, each mech with its sprite, name and whole part names."""
    own = getattr(view, "own_builds", ()) if view is not None else ()
    x = box.x + 14
    surface.blit(text("Your army (secret)", 22, theme.ACCENT, bold=True), (x, box.y + 12))
    y = box.y + 46
    text_w = width - 14 - 54 - 6
    for name, parts, rockets, labels in own:
        lines = army_lines(name, labels, rockets, text_w)
        height = max(48, 24 + 17 * len(lines)) + 4
        if y + height > box.bottom:
            break
        surface.blit(mech_sprite(tuple(parts), tuple(labels), colour, 48), (x, y))
        surface.blit(text(name, 19, theme.TEXT, bold=True), (x + 54, y + 2))
        for row, line in enumerate(lines):
            surface.blit(text(line, LIST_SIZE, theme.TEXT_DIM), (x + 54, y + 24 + 17 * row))
        y += height


def points_words(parts: Sequence[str], view: Any) -> str:
    """The army's size so far, with this mech, and what the others have built."""
    own = getattr(view, "own_builds", ()) if view is not None else ()
    mechs = len(own) + (1 if parts else 0)
    attachments = sum(len(b[1]) for b in own) + len(parts)
    seat = getattr(view, "seat", None)
    others = [f"{name} {count}" for s, (name, count) in
              enumerate(zip(getattr(view, "players", ()), getattr(view, "armies_built", ()),
                            strict=False)) if s != seat]
    line = f"With this mech your army has {mechs} mech{'s' if mechs != 1 else ''} and " \
           f"{attachments} attachment{'s' if attachments != 1 else ''}."
    if others:
        line += f" Mechs built so far by the others: {', '.join(others)}."
    return line


def draw_info(surface: pygame.Surface, area: pygame.Rect, parts: Sequence[str],
              request: Any, view: Any) -> None:
    """Under the slots: the dice every mech gets, then how points per asset are counted."""
    y = area.y
    for words, colour in ((extra_dice(parts), theme.TEXT),
                          (POINTS_RULE, theme.TEXT_DIM), (points_words(parts, view),
                                                          theme.TEXT)):
        for line in wrap(words, INFO_SIZE, area.width):
            if y + 19 > area.bottom:
                return
            surface.blit(text(line, INFO_SIZE, colour), (area.x, y))
            y += 19
        y += 6
