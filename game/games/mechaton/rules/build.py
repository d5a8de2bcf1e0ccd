"""Secret army building, then points per, starting scores and the defender's and primary
attacker's roles."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from game.core.match import Choice
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import BuildMech
from game.games.mechaton.rules.deploy import begin, rulebook_steps
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.parts import (
    MAX_ATTACHMENTS,
    MechBuild,
    all_parts,
    part_problems,
    points_per,
)
from game.games.mechaton.rules.turn import roll_off

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState



@lru_cache(maxsize=16)
def legal_part_sets(split: bool, double: bool, exact: int | None) -> tuple[tuple[str, ...], ...]:
    """Every legal attachment set (as a sorted tuple), optionally of exactly ``exact`` parts."""
    sizes = range(MAX_ATTACHMENTS + 1) if exact is None else (exact,)
    return tuple(parts for size in sizes
                 for parts in combinations_with_replacement(all_parts(split), size)
                 if not part_problems(parts, split, double))


def take(state: MechatonState, seat: int, choice: Choice) -> None:
    """Add a mech or finish the army."""
    if isinstance(choice, BuildMech):
        state.builds[seat].append(MechBuild(choice.name.strip(), tuple(choice.parts),
                                            choice.rockets, tuple(choice.labels)))
        state.emit(ev.MechAdded(seat))
    else:
        state.finished.add(seat)
        state.emit(ev.ArmyFinished(seat))


def step(state: MechatonState) -> bool:
    """When every army is finished: field the mechs, work out points per and roles."""
    if len(state.finished) < len(state.names):
        return False
    for seat, builds in enumerate(state.builds):
        for build in builds:
            state.mechs.append(Mech(len(state.mechs), seat, build))
    state.emit(ev.ArmiesRevealed(tuple(
        tuple((m.uid, m.name, tuple(m.attachments()), m.rockets) for m in state.mechs
              if m.owner == s)
        for s in range(len(state.names)))))
    state.points_per = points_per([state.army(s) for s in range(len(state.names))])
    begin(state)
    _roles(state)
    if state.options.deployment == "rulebook":
        state.deploy_steps = rulebook_steps(state)
    state.emit(ev.PointsPerSet(state.points_per, state.scores(), state.defender, state.primary))
    state.phase = "deploy"
    return True


def _roles(state: MechatonState) -> None:
    """Highest starting score defends, lowest is the primary attacker (ties roll off)."""
    scores = state.scores()
    top = [s for s, v in enumerate(scores) if v == max(scores)]
    def name(seat: int) -> str:
        return state.names[seat]

    state.defender = roll_off(state, top, "defender", name)[-1]
    rest = [s for s in range(len(scores)) if s != state.defender]
    low = min(scores[s] for s in rest)
    state.primary = roll_off(state, [s for s in rest if scores[s] == low],
                             "primary attacker", name)[-1]
