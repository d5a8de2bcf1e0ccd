"""MetalKrushers' tutorial, played by the shared tutorial (``game.ui.tutorial``).

- ``combat_lesson.py``: the rulebook's combat example as a ``LessonScript`` (``lessons.py``:
  its words).
- ``marks.py``: what the lesson points at and lights up on the battle screen.
"""

from __future__ import annotations

from typing import Any


def scripts() -> list[Any]:
    """The lessons in order (``LessonScript`` classes)."""
    from game.games.metalkrushers.ui.tutorial.combat_lesson import CombatLesson

    return [CombatLesson]
