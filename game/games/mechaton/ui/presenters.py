"""How long each Mechaton event animates and when its board change lands."""

from __future__ import annotations

from game.core.events import Event
from game.games.mechaton.rules.events import (
    ArmiesRevealed,
    ArmyFinished,
    ClockLeft,
    ClockTicked,
    FieldTidied,
    GameEnded,
    InitiativeChosen,
    InitiativeRevealed,
    InitiativeRolled,
    MechAdded,
    MechPlaced,
    PointsPerSet,
    RolledOff,
    ScoresChanged,
    StationPlaced,
    TurnStarted,
)
from game.games.mechaton.rules.go_events import (
    AttackLost,
    AttackResolved,
    BricksBroken,
    DamageRolled,
    DefenceSet,
    DiceAssigned,
    DiceRolled,
    GoEnded,
    GoPaused,
    GoResumed,
    GoStarted,
    MechMoved,
    MechWrecked,
    PartLost,
    SpotNamed,
    SpotPlaced,
    StationSeized,
    TargetNamed,
)
from game.ui.anim import NO_ANIMATION, Presenter

STEP_SECONDS = 0.22
"""A moving mech's time per hex."""

DURATIONS: dict[type[Event], Presenter] = {
    TargetNamed: Presenter(0.45), SpotNamed: Presenter(0.35),
    DiceRolled: Presenter(0.6), AttackResolved: Presenter(0.8),
    DamageRolled: Presenter(1.0), PartLost: Presenter(0.7),
    MechWrecked: Presenter(0.9), BricksBroken: Presenter(0.6),
    StationSeized: Presenter(0.8), SpotPlaced: Presenter(0.35),
    ClockTicked: Presenter(0.6), GoStarted: Presenter(0.3),
    InitiativeRevealed: Presenter(0.6), MechPlaced: Presenter(0.2),
    StationPlaced: Presenter(0.2), GoPaused: Presenter(0.6), GoResumed: Presenter(0.6),
    TurnStarted: Presenter(0.8), InitiativeRolled: Presenter(0.15),
    ArmiesRevealed: Presenter(0.9), RolledOff: Presenter(0.45), GameEnded: Presenter(1.4),
}
COMBAT_ORDER_SECONDS = 0.9
"""A go brought forward by combat order is shown longer than an ordinary one."""


NOT_ANIMATED = frozenset({
    ArmyFinished, AttackLost, ClockLeft, DefenceSet, DiceAssigned, FieldTidied,
    GoEnded, InitiativeChosen, MechAdded, PointsPerSet, ScoresChanged})
"""Bookkeeping events: they reach the log and the board at once, with no animation."""


def presents(event_type: type) -> bool:
    """True if Mechaton shows ``event_type`` by an animation or explicitly by none."""
    return event_type in DURATIONS or event_type in NOT_ANIMATED or event_type is MechMoved


def presenter(event: Event) -> Presenter:
    """The event's animation (none for bookkeeping events such as a go ending)."""
    if isinstance(event, MechMoved):
        steps = max(1, len(event.path) - 1)
        return Presenter(STEP_SECONDS * steps, lands_at_end=True)
    if isinstance(event, GoStarted) and event.interrupt:
        return Presenter(COMBAT_ORDER_SECONDS)
    return DURATIONS.get(type(event), NO_ANIMATION)


SOUNDS = {AttackResolved: "plib_shot", DamageRolled: "dice_land", DiceRolled: "dice_roll",
          PartLost: "claw_hit", MechWrecked: "explosion", BricksBroken: "collapse",
          StationSeized: "grandstand_fanfare", MechMoved: "footstep_heavy",
          ClockTicked: "shell_whistle", GameEnded: "victory"}


def sound_for(event: Event) -> str | None:
    """The sound an event plays (None: silent); artillery shells whistle."""
    return SOUNDS.get(type(event))
