"""The words of a tutorial: one ``Lesson`` per callout, and what a script asks to light up.

No pygame types are needed to write a lesson: a game's lesson texts can live in plain
modules. ``Marks`` carries what the screen should highlight for an action lesson.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Lesson:
    """One callout of a tutorial.

    ``rule`` says what the rules do here, ``why`` why the scripted choice is a good one;
    ``do`` (action lessons only) what the player is expected to do now. ``anchor`` names
    what the callout points at: "panel" (the bottom panel), "sheet" (the top of the
    sidebar), "log" (the sidebar's lower part), "sidebar", "board" (the middle of the
    play area), or any name the game's script resolves in ``LessonScript.anchor_rect``.
    """

    title: str
    rule: str
    why: str
    anchor: str = "panel"
    do: str = ""
    """What the player is expected to do (action lessons only)."""

    @property
    def is_action(self) -> bool:
        """True for a lesson that waits for the player's move rather than a click on Next."""
        return bool(self.do)


@dataclass
class Marks:
    """What to light up for the expected action: panel buttons (``Button`` objects from the
    scene's ``buttons``), arena hexes, and any other screen rects (``pygame.Rect``)."""

    buttons: list[Any] = field(default_factory=list)
    hexes: list[Any] = field(default_factory=list)
    rects: list[Any] = field(default_factory=list)


@dataclass
class Context:
    """Where the tutorial is, as the screen shows it (the core may be ahead): the round of
    the events on screen, and free notes a script keeps between events."""

    round: int = 1
    notes: dict[str, Any] = field(default_factory=dict)
