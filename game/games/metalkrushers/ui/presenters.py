"""How long each MetalKrushers event is shown, and when its board change lands.

Every event type of the rules core is listed: a ``Presenter`` for the ones the painter
animates (steps, turns, attacks, damage, ousts, parries and blocks, defeats) and the explicit
``NO_ANIMATION`` for the bookkeeping ones (built, revealed, initiative, order).
"""

from __future__ import annotations

from game.core.events import Event
from game.games.metalkrushers.rules.combat_events import (
    AttackRolled,
    DamageDealt,
    KrusherDefeated,
    MatchEnded,
    ParryDeclared,
    ReflexRolled,
    ShieldDeclared,
)
from game.games.metalkrushers.rules.events import (
    ArmamentRolled,
    InitiativeRolled,
    InitiativeTied,
    ItemTaken,
    KrusherBuilt,
    KrusherMoved,
    KrusherRevealed,
    KrusherSaved,
    KrusherTurned,
    MovementEnded,
    OrderSet,
    OustRolled,
    TieOrdered,
    TurnStarted,
)
from game.ui.anim import Presenter, PresenterTable

ANIMATED: dict[type[Event], Presenter] = {
    KrusherMoved: Presenter(0.25, lands_at_end=True),
    KrusherTurned: Presenter(0.2, lands_at_end=True),
    OustRolled: Presenter(0.6),
    ReflexRolled: Presenter(0.4),
    ShieldDeclared: Presenter(0.4),
    ParryDeclared: Presenter(0.4),
    AttackRolled: Presenter(0.7),
    DamageDealt: Presenter(0.6),
    KrusherDefeated: Presenter(0.9),
    ArmamentRolled: Presenter(0.4),
    ItemTaken: Presenter(0.3),
}
"""Events drawn by the painter (``effects.py``: a shape per kind of blow), by class."""

SILENT = frozenset({KrusherBuilt, KrusherRevealed, TurnStarted, InitiativeRolled,
                    InitiativeTied, OrderSet, TieOrdered, KrusherSaved, MovementEnded,
                    MatchEnded})
"""Events shown by their log line and the board only (explicitly not animated)."""


_TABLE = PresenterTable(ANIMATED, SILENT)
presenter = _TABLE.presenter
presents = _TABLE.presents
