"""A turn's frame: initiative (choose a die, ascending, roll-offs), the end of the turn,
the doomsday clock with its extra ticks, and doomsday itself."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.core.match import Choice
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import PickInitiative, TickClock
from game.games.mechaton.rules.result import MechatonResult

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState


def roll_off(state: MechatonState, who: Sequence[int], what: str,
             label: Callable[[int], str]) -> list[int]:
    """``who`` in ascending order of d10s, rolling again among any still equal; ``label``
    names each of them (a player or a mech) for the log."""
    if len(who) < 2:
        return list(who)
    rolls = [state.dice.roll(10) for _ in who]
    state.emit(ev.RolledOff(what, tuple(who), tuple(rolls), tuple(label(w) for w in who)))
    ordered: list[int] = []
    for value in sorted(set(rolls)):
        group = [w for w, r in zip(who, rolls, strict=True) if r == value]
        ordered += roll_off(state, group, what, label)
    return ordered


def start_turn(state: MechatonState) -> bool:
    """A new turn: every mech on the field rolls its initiative d10s."""
    state.turn += 1
    state.emit(ev.TurnStarted(state.turn, state.clock))
    for mech in state.live():
        mech.initiative = tuple(state.dice.roll(10) for _ in range(mech.initiative_count))
        # nothing to choose when every die shows the same number
        mech.chosen = mech.initiative[0] if len(set(mech.initiative)) == 1 else None
        state.emit(ev.InitiativeRolled(mech.owner, mech.uid, mech.name, mech.initiative))
    state.phase = "initiative"
    return True


def choosing(state: MechatonState) -> list[int]:
    """Mechs (uids) still to choose their initiative die, in uid order."""
    return [m.uid for m in state.live() if m.chosen is None]


def initiative_step(state: MechatonState) -> bool:
    """Once every die is chosen: reveal them and set the order (ascending, ties rolled off)."""
    if choosing(state):
        return False
    order: list[int] = []
    mechs = list(state.live())
    for value in sorted({m.chosen for m in mechs if m.chosen is not None}):
        tied = [m.uid for m in mechs if m.chosen == value]
        order += roll_off(state, tied, f"initiative {value}", lambda u: state.mechs[u].name)
    state.order = order
    state.turn_order = tuple(order)
    state.emit(ev.InitiativeRevealed(tuple((u, state.mechs[u].name, state.mechs[u].chosen or 0)
                                           for u in order)))
    state.phase = "turn"
    return True


def take_initiative(state: MechatonState, player: int, choice: Choice) -> None:
    """The player's first mech still choosing goes on the chosen die."""
    assert isinstance(choice, PickInitiative)
    uid = next(u for u in choosing(state) if state.mechs[u].owner == player)
    state.mechs[uid].chosen = choice.value
    state.emit(ev.InitiativeChosen(player, uid))


def end_turn(state: MechatonState) -> None:
    """Tidy the field, tick the clock, and line the players up for extra ticks."""
    for mech in state.mechs:
        mech.defence, mech.spots, mech.chosen, mech.initiative = None, [], None, ()
        mech.started = mech.done = False
    state.turn_order = ()
    state.emit(ev.FieldTidied(state.turn))
    state.clock -= 1
    state.emit(ev.ClockTicked(state.clock, None))
    scores = state.scores()
    state.ticks = sorted(range(len(state.names)), key=lambda s: (-scores[s], s))
    state.phase = "clock"


def clock_step(state: MechatonState) -> bool:
    """Ask the next player about an extra tick, or end the game or start the next turn."""
    if state.clock <= 0:
        finish(state)
        return True
    if state.ticks:
        state.ask = ("tick", state.ticks[0], -1)
        return False
    return start_turn(state)


def take_tick(state: MechatonState, player: int, choice: Choice) -> None:
    """One player's extra tick (or not)."""
    assert isinstance(choice, TickClock)
    state.ticks.pop(0)
    if choice.tick:
        state.clock -= 1
        state.emit(ev.ClockTicked(state.clock, player))
    else:
        state.emit(ev.ClockLeft(player))


def finish(state: MechatonState) -> None:
    """Doomsday: scores are final; highest wins (the short game: the satellite's holder)."""
    scores = state.scores()
    best = max(scores)
    top = [s for s, v in enumerate(scores) if v == best]
    winner = top[0] if len(top) == 1 else None
    reason = f"the highest score, {best}" if winner is not None else f"a tie at {best}"
    satellite = next((s for s in state.stations if s.satellite), None)
    if state.options.short_game and satellite is not None:
        if satellite.owner is not None:
            winner, reason = satellite.owner, "holding the satellite at doomsday"
        else:
            reason = "nobody holds the satellite; " + reason
    state.over = True
    state.phase = "over"
    state.result_ = MechatonResult(winner, reason, state.turn, scores, state.points_per,
                                   tuple(s.frozen() for s in state.stats))
    state.emit(ev.GameEnded(winner, scores, reason))
