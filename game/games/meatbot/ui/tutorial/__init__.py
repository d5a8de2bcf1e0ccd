"""Meatbot's tutorial lessons, played by the shared tutorial (``game.ui.tutorial``).

- ``first_fight.py``: lesson 1, the rulebook's Simple Example (``lessons.py``: its words).
- ``shop_and_feast.py``: lesson 2, the build shop, eating a torn-off part and how a match
  ends (``feast_lessons.py``: its words).
- ``marks.py``: what the lessons point at and light up on the battle screen.
- ``staging.py``: the README's screenshots.
- ``cards.py``: each lesson's title, offer and tooltip, read at start-up without the lessons.
"""
