"""Running a match on: what happens next, and taking a player's choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.match import Choice
from game.games.mechaton.rules import build, combat, deploy, go, turn
from game.games.mechaton.rules.choices import (
    BuildMech,
    ChooseCover,
    FinishArmy,
    LosePart,
    PickInitiative,
    PlaceMech,
    PlaceStation,
    TickClock,
    UseSpot,
)

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState


def advance(state: MechatonState) -> None:
    """Resolve everything that needs no decision."""
    while not state.over and state.ask is None and _step(state):
        pass


def _step(state: MechatonState) -> bool:
    """One piece of progress; False when the match waits for players."""
    if state.losses:
        return combat.next_loss(state)
    if state.attack is not None:
        return combat.step(state)
    phase = state.phase
    if phase == "build":
        return build.step(state)
    if phase == "deploy":
        return deploy.step(state)
    if phase == "initiative":
        return turn.initiative_step(state)
    if phase == "turn":
        return go.step(state)
    if phase == "clock":
        return turn.clock_step(state)
    return False


def take(state: MechatonState, player: int, choice: Choice) -> None:
    """Apply a validated choice."""
    state.ask = None
    if isinstance(choice, BuildMech | FinishArmy):
        build.take(state, player, choice)
    elif isinstance(choice, PickInitiative):
        turn.take_initiative(state, player, choice)
    elif isinstance(choice, PlaceStation | PlaceMech):
        deploy.take(state, player, choice)
    elif isinstance(choice, UseSpot | ChooseCover):
        combat.take(state, choice)
    elif isinstance(choice, LosePart):
        combat.lose(state, state.mechs[state.losses[0][0]], choice.part, choice.label)
    elif isinstance(choice, TickClock):
        turn.take_tick(state, player, choice)
    else:
        go.take(state, choice)
