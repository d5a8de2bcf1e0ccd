"""How each Meatbot event is shown: its animation's length and when its board change lands.

Every Meatbot event type gets a presenter: a timed animation (drawn by ``render/effects.py``)
or the explicit ``NO_ANIMATION`` (log line and board update only).
"""

from __future__ import annotations

from game.core.events import Event
from game.games.meatbot.rules import events as ev
from game.ui.anim import NO_ANIMATION, Presenter

# Seconds at 1x. Events left out take no time (they still reach the board and the log).
DURATIONS: dict[type, float] = {
    ev.RoundStarted: 0.7, ev.OncoTriggered: 0.5, ev.DiceRevealed: 0.55,
    ev.DefenseRaised: 0.2, ev.Healed: 0.45, ev.OncoExpelled: 0.45, ev.ShellPlaced: 0.6,
    ev.ShellLanded: 0.8, ev.GrandstandRolled: 0.35, ev.AttackResolved: 0.7,
    ev.DieLost: 0.3, ev.BotDamaged: 0.45, ev.StatLowered: 0.4, ev.BotKnockedBack: 0.4,
    ev.LockFormed: 0.5, ev.BondBroken: 0.35, ev.BotPinned: 0.5, ev.DevourableDropped: 0.55,
    ev.DevourableEaten: 0.55, ev.EatingFailed: 0.45, ev.DevourableArrived: 0.35,
    ev.MoveOrderSet: 0.8, ev.MoveRegained: 0.45,
    ev.BotMoved: 0.24, ev.BotCollapsed: 0.9, ev.PilotEjected: 0.9,
    ev.MatchRestarted: 0.8, ev.MatchEnded: 1.4, ev.BotBuilt: 0.6,
}
NOT_ANIMATED = frozenset({ev.PickMade, ev.BuildChosen, ev.RoundEnded})
"""The explicit none: events that only reach the log (and the board) and take no time."""
LANDS_AT_END = (ev.BotMoved, ev.BotKnockedBack, ev.MatchRestarted)
"""Events whose board change shows when the animation ends (the bot slides there first)."""


def duration_of(event: Event) -> float:
    """How long ``event`` plays at 1x."""
    if isinstance(event, ev.GrandstandRolled) and event.success:
        return 1.0
    if isinstance(event, ev.AttackResolved) and not (event.hits or event.missed or event.hexes):
        return 0.45
    if isinstance(event, ev.BotKnockedBack):
        return 0.15 + 0.15 * max(1, len(event.path) - 1)
    return DURATIONS.get(type(event), 0.0)


def presents(event_type: type) -> bool:
    """True if ``event_type`` has a presenter: an animation, or the explicit none."""
    return event_type in DURATIONS or event_type in NOT_ANIMATED


def presenter(event: Event) -> Presenter:
    """How ``event`` is shown (``NO_ANIMATION`` for the events that take no time)."""
    duration = duration_of(event)
    lands = isinstance(event, LANDS_AT_END)
    return Presenter(duration, lands) if duration > 0 or lands else NO_ANIMATION
