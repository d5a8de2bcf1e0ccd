"""The shared tutorial mechanism: a game writes lesson scripts, the shell plays them.

- ``lesson.py``: ``Lesson`` (one callout), ``Marks`` (what to light), ``Context``.
- ``script.py``: ``LessonScript``, the base class a game's lesson implements.
- ``session.py``: the lesson's match, refusing what the script does not expect; never saved.
- ``guide.py``: which lesson is up; ``overlay.py``: callouts and marks over any battle scene.
- ``scene.py``: ``TutorialScene``, the shared battle scene with the guide on top.
- ``card.py``: ``LessonCard``, a lesson's words without its script (read at start-up).
- ``entry.py``: how the title, the game chooser and the rules (F1) find a game's lessons
  (its UI package's ``lesson_cards()``); ``offer.py``: the offer screen.
- ``progress.py``: which lessons were started, finished or turned down.

Nothing here imports a game package.
"""

from __future__ import annotations

from game.ui.tutorial.lesson import Context, Lesson, Marks
from game.ui.tutorial.script import LessonScript

__all__ = ["Context", "Lesson", "LessonScript", "Marks"]
