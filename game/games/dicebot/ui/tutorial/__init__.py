"""Dice Bot Mega Fun's tutorial, played by the shared tutorial (``game.ui.tutorial``): a first
melee with the player as Bolt.

- ``first_melee.py``: the lesson (``FirstMelee``) and its paced session;
- ``lessons.py``: every callout's words (no pygame), keyed to Bolt's requests and to the
  events of the scripted melee (``game.games.dicebot.rules.first_melee``);
- ``marks.py``: what the callouts point at and what they light up;
- ``cards.py``: the lesson's title, offer and tooltip, read at start-up without the lesson.
"""
