"""MetalKrushers: the rules core (stdlib only).

Start a match with ``game.core.match.start_match("metalkrushers", setup_json, seed)`` or,
for speed, ``new_state(setup, dice)``. Until ``is_over``: look at ``pending()`` (several
secret build requests at once during construction, otherwise one request), pick one of
``request.legal_choices()`` (a ``BuildRequest`` also accepts any legal armour spread) and
``submit``/``apply`` it; the events describe everything up to the next decision.

Modules: ``data`` (chassis, weapons, shields, the charts), ``programs``, ``build``
(construction and the balance check), ``krusher``, ``facing`` (sides, AB, EV), ``odds``
(reach, to-hit terms and chances, shared with the UI and AI through the view), ``choices``,
``requests``, ``events`` and ``combat_events``, ``turns`` (the orders, the turn's end),
``initiative`` (the rolls and re-rolls), ``team`` (Team Play's initiative, its leaders' tie
order and hold-back), ``movement`` (steps, turns, oust, arming), ``combat`` (steps A-E)
and ``damage`` (F-H), ``setup``, ``arenas``, ``spawns`` (the spawns' facing and team;
``arena_problems`` checks them for tools/check_map.py), ``stats`` (per-Krusher match figures
from the events), ``view``, ``determinize``, ``standing`` (the optional ``evaluate``) and
``threat`` (the blows a pose invites, which it reads). Our rulings beyond the book:
docs/rules/metalkrushers.md.
"""

from __future__ import annotations

from game.games.metalkrushers.rules.arenas import sample_setup_json
from game.games.metalkrushers.rules.build import TEMPLATES, Build
from game.games.metalkrushers.rules.choices import CHOICE_TYPES
from game.games.metalkrushers.rules.determinize import information_state
from game.games.metalkrushers.rules.setup import KrusherSetup, setup_from_json, setup_to_json
from game.games.metalkrushers.rules.spawns import spawn_problems as arena_problems
from game.games.metalkrushers.rules.standing import evaluate as evaluate
from game.games.metalkrushers.rules.standing import evaluate_seats as evaluate_seats
from game.games.metalkrushers.rules.state import KrusherResult, KrusherState, new_state
from game.games.metalkrushers.rules.view import fixed_parts

NAME = "metalkrushers"
TITLE = "MetalKrushers"
RULES_VERSION = 2
"""2: a turn's damage takes effect at its end (a shield emptied mid-turn still guards), a spiked
shield at 0 keeps only parry and bash, null fields touch every roll (the charts and initiative
re-rolls too), Team Play leaders order same-chassis ties and may hold back a lone Krusher."""
PLAYERS = (2, 8)

__all__ = ["NAME", "TITLE", "RULES_VERSION", "PLAYERS", "CHOICE_TYPES",
           "TEMPLATES", "Build",
           "KrusherResult", "KrusherSetup", "KrusherState", "arena_problems",
           "fixed_parts", "information_state", "new_state",
           "sample_setup_json", "setup_from_json", "setup_to_json"]
