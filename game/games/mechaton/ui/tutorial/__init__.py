"""Mechaton's tutorial: the rulebook's example turn (Arty, Bashy and Carver) played as a
guided match on the shared tutorial mechanism (``game.ui.tutorial``).

- ``first_turn.py``: the ``LessonScript`` (the match, the seats, the expected answers).
- ``lessons.py``: what each step says; ``marks.py``: what the callouts point at and light.
- The match itself, its dice and every side's choices: ``game/games/mechaton/rules/example_turn``.
- ``cards.py``: each lesson's title, offer and tooltip, read at start-up without the lessons.
"""
