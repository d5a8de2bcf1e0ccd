"""MetalKrushers' tutorial, played by the shared tutorial (``game.ui.tutorial``).

- ``combat_lesson.py``: the rulebook's combat example as a ``LessonScript`` (``lessons.py``:
  its words).
- ``marks.py``: what the lesson points at and lights up on the battle screen.
- ``cards.py``: the lesson's title, offer and tooltip, read at start-up without the lesson.
"""
