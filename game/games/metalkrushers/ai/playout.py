"""Trying a movement in a copy of the state, for the hard agent's two-ply movement search.

An information state has hidden dice; ``fresh`` copies it onto seeded dice, ``settle`` puts a
Krusher straight into an end pose, and ``respond`` lets the Krushers still to move answer with
the normal heuristic's best pose (a counted number of them, never timed, so a seed always
gives the same search).
"""

from __future__ import annotations

from game.core.dice import SeededDice
from game.games.metalkrushers.ai import positions
from game.games.metalkrushers.ai.normal import heuristic_choice, move_opening
from game.games.metalkrushers.ai.positions import Pose
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.movement import end_movement
from game.games.metalkrushers.rules.state import KrusherState
from game.games.metalkrushers.rules.turns import finish


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
    its best pose; after ``budget`` of them the rest stop where they stand (arming or
    ousting still, as the heuristic would). Returns the budget left.

    Once a whole turn begun with the budget spent has gone by with nobody arming or ousting,
    every turn after it would be the same (no fight started, or ``respond`` would have
    stopped at the combat), so the match is ended at its turn limit at once
    (``stand_to_the_limit``): playing the standing turns out one by one took a third of
    hard's search early in a crowded match, and most of it in Pick-Up (100 turns)."""
    turn, quiet_from = state.turn, 0  # quiet_from: a turn begun with the budget spent
    while still_moving(state):
        if state.turn != turn:
            turn = state.turn
            quiet_from = quiet_from or (turn if budget == 0 else 0)
            if quiet_from and turn > quiet_from:
                stand_to_the_limit(state)
                break
        budget, acted = answer_next(state, budget)
        if acted:
            quiet_from = state.turn + 1 if quiet_from else 0  # this turn was not quiet
    return budget


def still_moving(state: KrusherState) -> bool:
    """Whether the match is still in its movement (with its initiative ties and saves)."""
    return not state.over and state.phase in ("move", "tie", "save")


def answer_next(state: KrusherState, budget: int) -> tuple[int, bool]:
    """Answer the next request as ``respond`` does: a Krusher arms or ousts if the heuristic
    would, else walks to its best pose while ``budget`` lasts, else stands. Returns the
    budget left and whether it armed or ousted."""
    request = state.pending()[0]
    if request.kind != "move":
        state.apply(request.player, heuristic_choice(state, request))
        return budget, False
    k = state.krusher(request.krusher)  # type: ignore[attr-defined]
    opening = move_opening(state, request) if not k.free_turn else None
    if opening is not None:
        state.apply(request.player, opening)
        return budget, True
    if budget > 0 and not k.free_turn:
        settle(state, k, positions.rank_poses(state, k)[0][1])
        return budget - 1, False
    settle(state, k, Pose(k.hex, k.facing))
    return budget, False


def stand_to_the_limit(state: KrusherState) -> None:
    """End a tried match drawn at its turn limit, where playing on would have ended it."""
    state.turn = state.setup.turn_limit
    finish(state, -1, f"turn limit {state.setup.turn_limit} reached")
