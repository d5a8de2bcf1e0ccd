"""Meatbot Massacre: the rules core (stdlib only).

Start a match with ``game.core.match.start_match("meatbot", setup_json, seed)`` (a recorded,
replayable ``Match``) or, for speed, ``new_state(setup, dice)`` (the bare state). Then, until
``is_over``: look at ``pending()`` (several requests at once are secret and simultaneous), pick
one of ``request.legal_choices()`` and ``submit``/``apply`` it; the returned events describe
everything that followed, up to the next decision.

Modules: ``devourables`` (the data table), ``bots`` (builds and bot state), ``choices`` and
``requests`` (decisions), ``events``, ``rounds`` (the phase flow), ``attacks``,
``grandstands``, ``maneuvers``, ``movement``, ``effects`` (damage, knock-back, bonds),
``setup`` (JSON), ``view`` (what one seat may see), ``stats``, ``standing`` (who
is ahead, the seam's optional ``evaluate``). Our rulings beyond the book:
docs/rules/meatbot.md.
"""

from __future__ import annotations

from game.games.meatbot.rules.bots import BotBuild
from game.games.meatbot.rules.choices import CHOICE_TYPES
from game.games.meatbot.rules.determinize import information_state
from game.games.meatbot.rules.determinize import sample_world as sample_world
from game.games.meatbot.rules.samples import sample_setup_json as sample_setup_json
from game.games.meatbot.rules.setup import MeatbotSetup, setup_from_json, setup_to_json
from game.games.meatbot.rules.setup import fresh_setup as fresh_setup
from game.games.meatbot.rules.setup import public_setup as public_setup
from game.games.meatbot.rules.shown import event_for as event_for
from game.games.meatbot.rules.standing import evaluate as evaluate
from game.games.meatbot.rules.standing import evaluate_seats as evaluate_seats
from game.games.meatbot.rules.state import MeatbotState, new_state
from game.games.meatbot.rules.stats import MeatbotResult

NAME = "meatbot"
TITLE = "Meatbot Massacre"
RULES_VERSION = 3
"""3: Move comes back when a Lock or pin ends (issue 9); 2: the Hyperheal expel timing."""
UNRECORDED_RULES_VERSION = 3
"""The rules of a replay that names no rules version: until replays recorded one, the replay
format's version (3) stood for Meatbot's rules."""
PLAYERS = (2, 8)

__all__ = ["NAME", "TITLE", "RULES_VERSION", "UNRECORDED_RULES_VERSION", "PLAYERS",
           "CHOICE_TYPES",
           "information_state", "sample_world", "event_for", "fresh_setup", "public_setup",
           "BotBuild", "MeatbotSetup", "MeatbotState",
           "MeatbotResult", "new_state", "setup_from_json", "setup_to_json"]
