"""How long each MetalKrushers event is shown, and when its board change lands.

Every event type of the rules core is listed: a ``Presenter`` for the ones the painter
animates (steps, turns, attacks, damage, ousts, parries and blocks, defeats) and the explicit
``NO_ANIMATION`` for the bookkeeping ones (built, revealed, initiative, order).
"""

from __future__ import annotations

from game.core.events import Event
from game.ui.anim import NO_ANIMATION, Presenter

ANIMATED: dict[str, Presenter] = {
    "KrusherMoved": Presenter(0.25, lands_at_end=True),
    "KrusherTurned": Presenter(0.2, lands_at_end=True),
    "OustRolled": Presenter(0.6),
    "ReflexRolled": Presenter(0.4),
    "ShieldDeclared": Presenter(0.4),
    "ParryDeclared": Presenter(0.4),
    "AttackRolled": Presenter(0.7),
    "DamageDealt": Presenter(0.6),
    "KrusherDefeated": Presenter(0.9),
    "ArmamentRolled": Presenter(0.4),
    "ItemTaken": Presenter(0.3),
}
"""Events drawn by the painter (``effects.py``: a shape per kind of blow), by type name."""

SILENT = frozenset({"KrusherBuilt", "KrusherRevealed", "TurnStarted", "InitiativeRolled",
                    "InitiativeTied", "OrderSet", "KrusherSaved", "MovementEnded",
                    "MatchEnded"})
"""Events shown by their log line and the board only (explicitly not animated)."""


def presenter(event: Event) -> Presenter:
    """The presenter of ``event`` (KeyError for an event type nobody decided on)."""
    name = type(event).__name__
    if name in ANIMATED:
        return ANIMATED[name]
    if name in SILENT:
        return NO_ANIMATION
    raise KeyError(f"no presenter decided for {name}")


def presents(event_type: type) -> bool:
    """True if events of ``event_type`` are animated or explicitly not."""
    return event_type.__name__ in ANIMATED or event_type.__name__ in SILENT
