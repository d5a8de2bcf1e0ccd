"""Dice Bot Mega Fun's tutorial: its first melee played with the player as Bolt.

- ``lessons.py``: every callout's words (no pygame), keyed to Bolt's requests and to the
  events of the scripted melee (``game.rulesets.dicebot.first_melee``).
"""
