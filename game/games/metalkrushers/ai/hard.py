"""The hard MetalKrushers agent: the normal heuristic's exact expectations with a better
evaluation, and a counted (never timed) search of its movement.

- Evaluation (``values.ATTRITION``): a point worn off armour or a shield counts half a point
  of Internal Linkage, because a fight is a race to wear through one side, and the last
  points of a side count more (its blows go on to the side already worn). With the normal
  weights armour is small change, so the heuristic parries with its weapons and trades
  blocks for turns on end; with these it presses its attacks and spends its parries where
  they save the most (docs/ai.md has the measurements). The further ahead it is, the less
  the blows it takes count against those it deals (``guard``), so a lead is pressed home
  before the turn limit rather than parried into a draw.
- Movement: two plies. The best ``POSES`` end poses (facing included) are each tried in a
  copy: the Krusher jumps there, every Krusher still to move answers with the normal
  heuristic's best pose (at most ``RESPONDERS`` of them), and the pose is scored against
  where they ended up with exact expectations over the dice. The chosen pose is kept for
  the rest of the movement.
- Combat (targets for each hand, Reflex Facing, shield and parries): every legal choice is
  scored with exact expectations over the dice under the attrition weights and the best one
  is taken. Sampled playouts of the rest of the turn were measured and dropped: three
  playouts a choice are too noisy to beat the exact figures (the full search won 10 of 16
  duels against normal, the exact one 13 of 16) and cost most of the time.
- Crowds (``values.Weights.reads_crowds``, ``crowd_stay_from``): a foe beside two enemies is
  expected to strike the one worth more to it, so hard walks up to a fight between two
  others where normal fears every blow that could reach it; and from half the turn limit on
  it keeps its weapon on a foe still to move in a crowd too, as it does in a duel (earlier,
  that cost it: docs/ai.md, eighth pass). Not in Pick-Up (``PICKUP_READS_CROWDS``).
  While it is in no fight and every enemy is locked in one with another, its pull toward
  them stops just beyond their reach (``waits_out_fights``, until three quarters of the turn
  limit): the two wear each other down and hard takes on who is left, striking earlier only
  where a blow is worth it (ninth pass).
- Pick-Up (``pickup``): it re-rolls a small weapon the turn after arming it while no armed
  enemy can reach it, and its poses count no blows from an enemy spending the turn arming
  (``values.Weights.sees_arming``): an arming Krusher only evades.
- Construction: of the ``BUILD_CANDIDATES`` best designs, the one that does best against the
  ``BUILD_FIELD`` best (``builds.counter_build``), average and worst case.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.match import Choice, Request
from game.games.metalkrushers.ai import builds, pickup, positions
from game.games.metalkrushers.ai.normal import first_legal, heuristic_choice, move_opening
from game.games.metalkrushers.ai.playout import fresh, respond, settle
from game.games.metalkrushers.ai.positions import Pose
from game.games.metalkrushers.ai.seat import KrusherSeatView
from game.games.metalkrushers.ai.values import ATTRITION, NORMAL, Weights, krusher_worth, pressed
from game.games.metalkrushers.rules.requests import BuildRequest
from game.games.metalkrushers.rules.state import KrusherState

POSES = 5
RESPONDERS = 4
WEIGHTS = ATTRITION
"""How hard values damage (``values.ATTRITION``): armour worn off counts half a Linkage point."""
BOLDEST = 0.4
"""The least the blows hard takes count against those it deals (``guard``), when far ahead:
ahead on every side it still parried with its only weapon turn after turn into a draw at the
turn limit. Measured over the five arenas' mirror duels (docs/ai.md): 68 / 14 / 38 hard /
normal / drawn of 120 with it, 66 / 14 / 40 without."""
GUARD_FROM = 0.5
"""The share of the turn limit from which ``guard`` eases: earlier, it cost the duels of the
designs each level builds (hard won 18 and 14 of 24 on the Krusher Arena and the Team Arena
with it from the start, 19 and 20 from half the limit; docs/ai.md)."""
PICKUP_READS_CROWDS = False
"""Whether hard reads a crowd in Pick-Up too (``values.Weights.reads_crowds``,
``crowd_stay_from``). Measured over the fourteen Pick-Up rows played at 48 matches before and
after, it changed nothing on the whole (hard won 466 then 467 of 672): the row it was meant
for rose from 27 to 34, four others fell by 4 or 5 (docs/ai.md, eighth pass), so Pick-Up keeps
the seventh pass's play."""
BUILD_CANDIDATES = 16
BUILD_FIELD = 12


class HardAgent:
    """Hard: see the module docstring."""

    level = "hard"

    def __init__(self, seed: int, weights: Weights = WEIGHTS, poses: int = POSES) -> None:
        self.seed = seed
        self.weights = weights
        self.poses = poses
        self.goal: tuple[int, int, Pose] | None = None

    def choose(self, view: KrusherSeatView, request: Request) -> Choice:
        """The searched choice for ``request``."""
        state = view.info
        if isinstance(request, BuildRequest):
            build = builds.counter_build(request.rules, BUILD_CANDIDATES, BUILD_FIELD)
            return build if _fits(request, build) else heuristic_choice(state, request)
        w = self._judging(state, view.seat)
        if request.kind == "move":
            return self._move(state, request, w)
        return heuristic_choice(state, request, w)

    def _judging(self, state: KrusherState, seat: int) -> Weights:
        """The weights with the guard for how the match stands (``guard``), without the
        crowd reading in Pick-Up (``PICKUP_READS_CROWDS``)."""
        team = next((k.team for k in state.krushers if k.seat == seat), seat)
        w = replace(self.weights, guard=guard(state, team))
        if state.setup.scenario == "pickup" and not PICKUP_READS_CROWDS:
            w = replace(w, reads_crowds=False, crowd_stay_from=NORMAL.crowd_stay_from)
        return w

    # -- movement ----------------------------------------------------------------------------
    def _move(self, state: KrusherState, request: Request, w: Weights) -> Choice:
        k = state.krusher(request.krusher)  # type: ignore[attr-defined]
        opening = pickup.reroll(state, request) or move_opening(state, request)
        if opening is not None:
            return opening
        reach = positions.reachable(state, k)
        goal = self.goal
        if goal is None or goal[:2] != (state.turn, k.uid) or goal[2] not in reach:
            goal = (state.turn, k.uid, self._search_pose(state, k.uid, w))
            self.goal = goal
        return first_legal(request.legal_choices(), [(0.0, goal[2], reach[goal[2]])])

    def _search_pose(self, state: KrusherState, uid: int, weights: Weights) -> Pose:
        """Two plies: for each of the best ``POSES`` poses, the Krushers still to move
        answer with the heuristic's best pose; the pose is then scored against where they
        ended up (exact expectations over the dice, no sampling noise)."""
        w = pressed(weights, state.turn, state.setup.turn_limit)
        ranked = positions.rank_poses(state, state.krusher(uid), w)[:self.poses]
        later = [u for u in state.move_order[state.move_index + 1:] if state.krusher(u).active]
        if len(ranked) == 1 or not later:
            return ranked[0][1]  # nobody answers: the normal score is already exact
        best, best_worth = ranked[0][1], float("-inf")
        for _, pose, _ in ranked:
            trial = fresh(state, 0)
            settle(trial, trial.krusher(uid), pose)
            respond(trial, RESPONDERS)
            worth = self._after_movement(trial, uid, w)
            if worth > best_worth + 1e-9:
                best, best_worth = pose, worth
        return best

    @staticmethod
    def _after_movement(trial: KrusherState, uid: int, w: Weights) -> float:
        """Worth of the positions once everyone has moved: the normal pose score with
        every enemy standing where it ended."""
        k = trial.krusher(uid)
        moved = {e.uid for e in trial.krushers}
        return positions.PoseScorer(trial, k, moved, w).score(Pose(k.hex, k.facing))


def guard(state: KrusherState, team: int) -> float:
    """How much the blows taken count against the blows dealt: 1 while the sides are even
    or the turn limit is far (before ``GUARD_FROM`` of it), else less as ``team`` pulls
    ahead (the enemies' worth over its own, in tenths, never under ``BOLDEST``)."""
    if state.turn < GUARD_FROM * state.setup.turn_limit:
        return 1.0
    own = sum(krusher_worth(k, ATTRITION) for k in state.krushers if k.team == team)
    others = [k for k in state.krushers if k.team != team]
    foes = len({k.team for k in others}) or 1
    theirs = sum(krusher_worth(k, ATTRITION) for k in others) / foes
    return max(BOLDEST, min(1.0, round(10 * theirs / max(own, 1e-9)) / 10))


def _fits(request: Request, choice: Choice) -> bool:
    try:
        request.validate(choice)
    except ValueError:
        return False
    return True
