"""Determinized playouts of the rest of a turn, for the hard agent.

An information state has hidden dice; a playout copies it with fresh seeded dice and lets
the normal heuristic answer for every seat until the turn is over (or the match), then
scores the result with ``values.material``. Everything is counted (playouts, decisions per
playout), never timed, so a seed always gives the same search.
"""

from __future__ import annotations

from game.ai.metalkrushers import positions
from game.ai.metalkrushers.normal import heuristic_choice, move_opening
from game.ai.metalkrushers.positions import Pose
from game.ai.metalkrushers.values import NORMAL, Weights, best_attacks, material
from game.core.dice import SeededDice
from game.core.match import Choice
from game.rulesets.metalkrushers.krusher import Krusher
from game.rulesets.metalkrushers.movement import end_movement
from game.rulesets.metalkrushers.state import KrusherState

CLOSING = 0.3
"""Worth per hex of distance closed to the nearest enemy (a turn-limit draw helps nobody)."""
STANDING = 0.5
"""Weight of the blows each side could trade next turn from where the playout left them."""

MAX_DECISIONS = 80
"""Decisions one playout may take before it is scored where it stands."""


def fresh(state: KrusherState, seed: int) -> KrusherState:
    """A copy of ``state`` on seeded dice."""
    return state.clone(dice=SeededDice(seed))


def settle(state: KrusherState, k: Krusher, pose: Pose) -> None:
    """End ``k``'s movement in ``pose`` (a reachable one) and run the rules on."""
    k.hex, k.facing = pose.hex, pose.facing
    k.moved, k.mp, k.free_turn = True, 0, False
    end_movement(state, k)
    state.advance()


def respond(state: KrusherState, budget: int) -> int:
    """Let the Krushers still to move answer with the heuristic, each jumping straight to
    its best pose; after ``budget`` of them the rest stop where they stand. Returns the
    budget left."""
    while not state.over and state.phase in ("move", "save"):
        request = state.pending()[0]
        if request.kind != "move":
            state.apply(request.player, heuristic_choice(state, request))
            continue
        k = state.krusher(request.krusher)  # type: ignore[attr-defined]
        opening = move_opening(state, request) if not k.free_turn else None
        if opening is not None:
            state.apply(request.player, opening)
        elif budget > 0 and not k.free_turn:
            budget -= 1
            settle(state, k, positions.rank_poses(state, k)[0][1])
        else:
            settle(state, k, Pose(k.hex, k.facing))
    return budget


def finish_turn(state: KrusherState, turn: int) -> None:
    """Play on with the heuristic for every seat until turn ``turn`` is over."""
    for _ in range(MAX_DECISIONS):
        if state.over or state.turn != turn:
            return
        request = state.pending()[0]
        state.apply(request.player, heuristic_choice(state, request))


def outcome(state: KrusherState, uid: int, w: Weights = NORMAL) -> float:
    """The playout's score for Krusher ``uid``'s side: material, less a little for every hex
    between it and the nearest enemy."""
    k = state.krusher(uid)
    worth = material(state, k.team, w)
    gaps = [positions.distance(k.hex, e.hex) for e in state.krushers
            if e.active and e.team != k.team]
    if k.active and gaps and any(h is not None for h in k.hands):
        worth -= CLOSING * min(gaps)
    if k.active:
        enemies = [e for e in state.krushers if e.active and e.team != k.team]
        worth += STANDING * (best_attacks(state, k, enemies, w)
                             - sum(best_attacks(state, e, [k], w) for e in enemies))
    return worth


def after(state: KrusherState, choice: Choice, player: int, seed: int, uid: int,
          w: Weights = NORMAL) -> float:
    """Worth to Krusher ``uid``'s side of the turn's end after ``player`` answers
    ``choice`` (one playout on dice ``seed``), valued with ``w``."""
    trial = fresh(state, seed)
    turn = trial.turn
    trial.apply(player, choice)
    if trial.turn == turn:
        respond(trial, 4)
    finish_turn(trial, turn)
    return outcome(trial, uid, w)
