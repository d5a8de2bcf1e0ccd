"""Dice Bot Mega Fun: the rules core (stdlib only).

Start a game with ``game.core.match.start_match("dicebot", setup_json, seed)`` (a recorded,
replayable ``Match``) or ``new_state(setup, dice)`` (the bare state). Then, until ``is_over``:
look at ``pending()`` — grabs in the scavenge are real time (several at once, first come first
served), the weapon choice is secret — answer one of ``request.legal_choices()``; the events
returned tell everything that followed. There is no hex board: each robot is one unit off
the board, its hit points as health.

Modules: ``parts`` (the dice faces and head abilities), ``cards`` (the weapon deck as data),
``deck`` (shuffle, draw, deal), ``choices``, ``requests``, ``pending`` (which requests are
open), ``events`` (+ ``battle_events``), ``state``, ``active`` (a weapon in play, the result),
``flow`` (melees, the scavenge, medals, sudden death), ``battle`` (choosing, revealing,
abilities, paying; ``ways_to_pay``), ``attacks`` (speed steps, targets, damage, specials),
``view``, ``setup`` (+ ``sample_setup_json``), ``determinize`` (information states),
``report`` (the deck report). Our rulings and the deck's reasons: docs/rules/dicebot.md.
"""

from __future__ import annotations

from game.games.dicebot.rules.active import DicebotResult
from game.games.dicebot.rules.choices import CHOICE_TYPES
from game.games.dicebot.rules.determinize import information_state
from game.games.dicebot.rules.determinize import sample_world as sample_world
from game.games.dicebot.rules.setup import (
    DicebotSetup,
    sample_setup_json,
    setup_from_json,
    setup_to_json,
)
from game.games.dicebot.rules.standing import evaluate as evaluate
from game.games.dicebot.rules.standing import evaluate_seats as evaluate_seats
from game.games.dicebot.rules.state import DicebotState, new_state

NAME = "dicebot"
TITLE = "Dice Bot Mega Fun"
RULES_VERSION = 2
"""2: the weapon deck rebalanced (2026-11-28): most speeds brought to 5-6, the Pogo Stomp and
Hyper Spring reworked, so no card moves a seat's win rate by more than a few points."""
PLAYERS = (2, 6)

__all__ = ["NAME", "TITLE", "RULES_VERSION", "PLAYERS", "CHOICE_TYPES", "information_state",
           "sample_world",
           "DicebotResult", "DicebotSetup", "DicebotState", "new_state", "sample_setup_json",
           "setup_from_json", "setup_to_json"]
