"""The Arenas screen's strip naming the player's maps folder, with its Open folder button."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui import theme
from game.ui.render.hud import panel
from game.ui.text import drawable, font, text
from game.ui.widget_base import fit_text

BUTTON_FILL = (214, 140, 36)
IDLE_NOTE = "Your maps folder: Tiled maps saved here are listed too"


def draw_folder_bar(surface: pygame.Surface, bar: pygame.Rect, button: pygame.Rect,
                    folder: Path, message: str) -> None:
    """What the folder is for (or the last open attempt's ``message``), its path (cut from
    the left if long) and the button."""
    surface.blit(panel(bar.size, alpha=255), bar)
    room = button.left - bar.left - 24
    failed = message.startswith(("No ", "Could"))
    colour = theme.DANGER if failed else (theme.ACCENT if message else theme.TEXT_DIM)
    surface.blit(fit_text(message or IDLE_NOTE, 20, colour, room), (bar.x + 12, bar.y + 6))
    surface.blit(text(path_tail(str(folder), 22, room), 22, theme.TEXT), (bar.x + 12, bar.y + 29))
    pygame.draw.rect(surface, BUTTON_FILL, button, border_radius=7)
    label = text("Open folder  (O)", 22, theme.BACKGROUND, bold=True)
    surface.blit(label, label.get_rect(center=button.center))


def path_tail(path: str, size: int, width: int) -> str:
    """``path`` as it fits in ``width`` pixels: whole, or its end after an ellipsis (the end
    names the folder; the start is only the home folder)."""
    path = drawable(path)
    if font(size).size(path)[0] <= width:
        return path
    for start in range(1, len(path)):
        shown = "\u2026" + path[start:]
        if font(size).size(shown)[0] <= width:
            return shown
    return "\u2026"
