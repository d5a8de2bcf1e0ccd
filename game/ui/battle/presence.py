"""Who an online match is waiting for, drawn over the battle: a player who has not come or
has dropped, for how long, and (for the host, after a while) a click that lets the AI play
that seat. A local match has nobody missing and draws nothing."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.text import text

AI_AFTER = 60.0
"""Seconds a seat must have been empty before the host may hand it to the AI."""
AI_LEVEL = "normal"


def gone_seat(session: Any) -> tuple[int, float] | None:
    """The seat gone longest and for how many seconds (None: nobody is missing)."""
    gone = getattr(session, "gone_for", None)
    missing = gone() if gone is not None else {}
    if not missing:
        return None
    return max(missing.items(), key=lambda item: item[1])


def may_hand_over(session: Any, seconds: float) -> bool:
    """True if this screen hosts the room and the seat has been empty long enough."""
    kinds = getattr(session, "seat_kinds", ())
    return seconds >= AI_AFTER and any(kinds[s] == "host" for s in session.human_seats
                                       if s < len(kinds))


def words(session: Any) -> str:
    """The banner's words ("" when nobody is missing)."""
    gone = gone_seat(session)
    if gone is None:
        return ""
    seat, seconds = gone
    name = session.names[seat]
    line = f"Waiting for {name} (away {int(seconds)} s)"
    if may_hand_over(session, seconds):
        line += f"  -  click here to let the AI play {name}"
    return line


def draw(surface: pygame.Surface, session: Any) -> pygame.Rect | None:
    """The banner at the top of the battle; its rectangle (None when nothing is drawn)."""
    said = words(session)
    if not said:
        return None
    image = text(said, 20, theme.TEXT)
    box = image.get_rect(midtop=(surface.get_width() // 2, 8)).inflate(24, 12)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def click(session: Any, where: pygame.Rect | None, pos: tuple[int, int]) -> bool:
    """A click on the banner by the host: the AI plays the missing seat; True if handled."""
    gone = gone_seat(session)
    if where is None or gone is None or not where.collidepoint(pos):
        return False
    if may_hand_over(session, gone[1]):
        session.hand_to_ai(gone[0], AI_LEVEL)
    return True
