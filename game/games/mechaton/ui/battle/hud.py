"""The battle's header (the turn, the question or what is going on, the key tag) and bottom
panel (the open prompt's words and pictures, the error, the buttons), with what each shows
gathered into a key, so the painter paints them again only when that changes."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.mechaton.ui.battle.go_track import half_go_line
from game.ui import theme
from game.ui.battle.key_tag import draw_key_tag, key_tag_words
from game.ui.render.buttons import draw_button
from game.ui.render.hud import panel
from game.ui.text import text
from game.ui.widgets import fit_text

HEADER_HEIGHT = 44


def header_words(flow: Any) -> tuple[str, str]:
    """The header's turn and its line (the question, else what is going on)."""
    view = flow.board.view
    turn = f"Turn {view.turn}" if view is not None and view.turn else "Set-up"
    words = flow.prompt.header(flow) if flow.prompt is not None else \
        (flow.status() or flow.error or half_go_line(view))
    return turn, words


def header_key(flow: Any, width: int) -> tuple[object, ...]:
    """Everything the header shows."""
    return (width, header_words(flow), key_tag_words(flow.keys))


def draw_header(flow: Any, surface: pygame.Surface) -> None:
    """The header across the top of ``surface``."""
    width = surface.get_width()
    surface.blit(panel((width, HEADER_HEIGHT), alpha=255), (0, 0))
    turn, words = header_words(flow)
    surface.blit(text(turn, 24, theme.ACCENT, bold=True), (14, 10))
    tag_left = draw_key_tag(surface, flow.keys)
    line = fit_text(words, 22, theme.TEXT, min(width - 150 - 14, tag_left - 140 - 16))
    surface.blit(line, (140, 12))


def over_board(prompt: Any, area: pygame.Rect) -> pygame.Rect | None:
    """What the open prompt draws outside the bottom panel ``area`` (the builder's whole
    battle area, the dice preview, a die carried under the pointer), None for nothing."""
    if prompt is None:
        return None
    if getattr(prompt, "full_screen", False):
        return pygame.Rect(area.x, HEADER_HEIGHT, area.width, area.y - HEADER_HEIGHT)
    reach = getattr(prompt, "drawn_outside", None)
    return reach(area) if reach is not None else None


def lit_buttons(scene: Any) -> tuple[bool, ...]:
    """Which of the scene's buttons the pointer is over."""
    mouse = scene.mouse
    return tuple(mouse is not None and button.rect.collidepoint(mouse)
                 for button in scene.buttons)


def bottom_key(scene: Any) -> tuple[object, ...]:
    """Everything the bottom panel (and what its prompt draws over the board) shows, but the
    board under a see-through part (the painter adds that)."""
    flow = scene.flow
    prompt = flow.prompt
    shown: tuple[object, ...] = (prompt, prompt.look()) if prompt is not None else \
        (half_go_line(flow.board.view) or flow.status(),)
    return (scene.bottom_area(), flow.board.view, shown, flow.error, scene.buttons,
            lit_buttons(scene))


def draw_bottom(scene: Any, surface: pygame.Surface, styles: Any) -> None:
    """The bottom panel: the prompt's part (or what is going on), the error, the buttons."""
    area = scene.bottom_area()
    surface.blit(panel(area.size, alpha=255), area)
    flow = scene.flow
    prompt = flow.prompt
    if prompt is not None:
        prompt.draw_panel(surface, flow, area, styles)
    else:
        words = half_go_line(flow.board.view) or flow.status()
        surface.blit(text(words, 20, theme.TEXT_DIM), (area.x + 14, area.y + 12))
    if flow.error:
        surface.blit(text(flow.error, 18, theme.DANGER), (area.x + 14, area.bottom - 24))
    mouse = scene.mouse
    for button in scene.buttons:
        draw_button(surface, button, mouse is not None and button.rect.collidepoint(mouse))
