"""Mechaton: the rules core (stdlib only).

Start a match with ``game.core.match.start_match("mechaton", setup_json, seed)`` or
``new_state(setup, dice)``; then, until ``is_over``, answer ``pending()`` requests with one
of their ``legal_choices()``. Armies left out of the set-up are built in secret first
(``build`` requests, several pending at once); then points per and roles, deployment,
and turns of initiative and goes until the doomsday clock reaches 0.

Modules: ``parts`` (attachments, dice, points per), ``setup`` (JSON), ``mechs``,
``state``, ``flow`` (what happens next), ``build``, ``deploy``, ``turn`` (initiative, the
clock), ``go`` (steps a-i, combat order), ``dicepool`` (steps b-d), ``combat`` (attacks,
cover, hits), ``terrain`` (bands, bricks, cover, movement), ``requests``/``pending``,
``events``, ``view``, ``determinize``, ``result``, ``sample``. Our rulings beyond the book:
docs/rules/mechaton.md.
"""

from __future__ import annotations

from game.games.mechaton.rules.choices import CHOICE_TYPES
from game.games.mechaton.rules.determinize import information_state
from game.games.mechaton.rules.determinize import sample_world as sample_world
from game.games.mechaton.rules.parts import ArmyBuild, MechBuild
from game.games.mechaton.rules.result import MechatonResult
from game.games.mechaton.rules.sample import sample_setup_json
from game.games.mechaton.rules.setup import MechatonSetup, Options, setup_from_json, setup_to_json
from game.games.mechaton.rules.setup import public_setup as public_setup
from game.games.mechaton.rules.standing import evaluate as evaluate
from game.games.mechaton.rules.standing import evaluate_seats as evaluate_seats
from game.games.mechaton.rules.state import MechatonState, new_state

NAME = "mechaton"
TITLE = "Mechaton"
RULES_VERSION = 1
PLAYERS = (2, 5)

__all__ = ["NAME", "TITLE", "RULES_VERSION", "PLAYERS", "CHOICE_TYPES", "ArmyBuild",
           "MechBuild", "MechatonResult", "MechatonSetup",
           "MechatonState", "Options",
           "information_state", "sample_world", "new_state", "sample_setup_json", "setup_from_json",
           "setup_to_json"]
