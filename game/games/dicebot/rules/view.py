"""What one player may see: everything public, their own hand and choices, nobody else's.

Hidden from others: a hand's cards (its size shows) and a card laid face down until the
reveal (the size shown still counts it, so another player's view does not change when one
commits); a target chosen in secret until the step resolves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.ruleset import UnitView
from game.games.dicebot.rules.parts import HIT_POINTS

if TYPE_CHECKING:
    from game.games.dicebot.rules.state import DicebotState


@dataclass(frozen=True, slots=True)
class RobotView:
    """One player's robot as a given player sees it.

    ``hand`` is None for another player's hand (``hand_size`` shows); ``chosen`` is the
    card laid face down, shown only to its owner before the reveal; ``weapon`` is the
    revealed card with its ``status`` ("unpaid", "paid", "discarded"), ``speed`` and
    ``damage`` (head bonuses included); ``shield`` is armor left this round."""

    seat: int
    name: str
    hit_points: int
    medals: int
    fighting: bool
    body: tuple[str, ...]
    head: str | None
    hand_size: int
    hand: tuple[str, ...] | None
    chosen: str | None
    weapon: str | None
    status: str | None
    speed: int | None
    damage: int | None
    shield: int
    spring_ready: bool
    ready: bool


@dataclass(frozen=True, slots=True)
class DicebotView:
    """The game from one seat (None: a spectator who sees no secrets).

    ``junkyard``: (die id, face, who rolled it) still lying there; ``window_turn``: whose
    turn it is to answer in the ability window; ``step``: seats attacking at this moment."""

    seat: int | None
    melee: int
    sudden: bool
    round: int
    phase: str
    robots: tuple[RobotView, ...]
    junkyard: tuple[tuple[int, str, int], ...]
    deck_size: int
    discard: tuple[str, ...]
    window_turn: int | None
    step: tuple[int, ...]
    own_target: int | None
    over: bool
    winners: tuple[int, ...]

    def units(self) -> tuple[UnitView, ...]:
        """One unit per robot: uid and owner are the seat, off the board, no facing."""
        return tuple(UnitView(r.seat, r.seat, None, None, r.hit_points, HIT_POINTS, r.name,
                              r.fighting) for r in self.robots)


def robot_view(state: DicebotState, seat: int, viewer: int | None) -> RobotView:
    """``seat``'s robot as ``viewer`` sees it."""
    own = seat == viewer
    chosen = state.chosen.get(seat)
    active = state.active.get(seat)
    hand = state.hands[seat]
    return RobotView(
        seat, state.names[seat], state.hp[seat], state.medals[seat], state.alive[seat],
        tuple(state.body[seat]), state.head[seat],
        len(hand) + (0 if own or chosen is None else 1),
        tuple(sorted(hand)) if own else None, chosen if own else None,
        active.card if active else None, active.status if active else None,
        active.speed if active else None, active.damage if active else None,
        state.shields.get(seat, 0), seat in state.springs, seat in state.ready)


def view_for(state: DicebotState, viewer: int | None) -> DicebotView:
    """Build the view of ``state`` for ``viewer``."""
    robots = tuple(robot_view(state, s, viewer) for s in range(state.n))
    result = state.result_
    return DicebotView(
        viewer, state.melee, state.sudden, state.round, state.phase, robots,
        tuple((die, face, who) for die, (face, who) in state.junkyard.items()),
        len(state.deck), tuple(state.discard),
        state.window_at if state.phase == "window" else None, tuple(state.step),
        state.targets.get(viewer) if viewer is not None else None, state.over,
        result.winners if result else ())
