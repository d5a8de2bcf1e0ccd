"""Where to end a movement: every pose (hex and facing) a Krusher can still reach, the first
step toward each, and how good each pose is.

A pose is scored against every enemy: one that has already moved stands where it is (what
we can hit minus what it can hit back); one still to move gets the best approach it can
reach (the adjacent hex from which its blows minus our counter-blows are worth most to it),
so our rear and weak sides are kept away from it, and in a duel the blows we could deal it
where it stands now count too (``STAY_BLOWS``). Null fields cost a little, closing in on the enemy
gains a little (more as the turn limit nears), counted in steps around the walls; with
``Weights.waits_out_fights`` that pull stops short of enemies all locked in fights with each
other (``PoseScorer.keep_off``).
"""

from __future__ import annotations

import heapq
from collections import deque
from dataclasses import dataclass
from typing import Any

from game.core.hexes import Hex, distance, nearest_direction, neighbour, neighbours

__all__ = ["Pose", "PoseScorer", "distance", "rank_poses", "reach_of", "reachable"]
from game.games.metalkrushers.ai.values import NORMAL, Weights, attack_value, best_attacks
from game.games.metalkrushers.rules.data import CHASSIS
from game.games.metalkrushers.rules.facing import attack_item
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.movement import arm_choices
from game.games.metalkrushers.rules.odds import in_reach
from game.games.metalkrushers.rules.state import KrusherState

NULL_FIELD = 0.6
APPROACH = 0.15
URGENCY = 4.0
"""How much stronger the pull toward the nearest enemy grows by the turn limit (x5 there):
a match that reaches the limit is a draw nobody wanted, and Krushers that circle at a safe
distance in a free-for-all must close in before it."""
PICKUP_PULL = 0.8
STAY_BLOWS = 1.0
"""How much the blows we could deal an enemy still to move, where it stands now, count for a
pose in a duel: without them a Krusher moving first next to its foe judged only what the foe
could do to it, so a Heavy shield design kept its shield toward the foe and its weapon out of
reach turn after turn, and the two Bulwarks' duel reached the turn limit (normal drew 17 of
160 such duels against easy, 3 with this; hard won 40 of 80 against normal, 50 with it, and
more of the other mirror duels too). Only with one enemy left: in a crowd it cost normal
matches against easy (42 of 48 at four seats on the Standard Arena, 47 in a duel only;
docs/ai.md, fifth pass)."""


@dataclass(frozen=True, slots=True)
class Pose:
    """Where a Krusher stands and faces at the end of its movement."""

    hex: Hex
    facing: int


def reachable(state: KrusherState, k: Krusher) -> dict[Pose, str]:
    """Every pose ``k`` can end its movement in, with the first action toward it ("stop"
    for the current place, then the free turn)."""
    start = Pose(k.hex, k.facing)
    if k.free_turn:
        return {start: "stop", Pose(k.hex, (k.facing + 1) % 6): "left",
                Pose(k.hex, (k.facing - 1) % 6): "right"}
    blocked = {o.hex for o in state.krushers if o.active and o.uid != k.uid}
    arena = state.arena
    first: dict[tuple[Hex, int], str] = {(k.hex, k.facing): "stop"}
    best = {(k.hex, k.facing): 0}
    queue: list[tuple[int, int, Hex, int]] = [(0, 0, k.hex, k.facing)]
    order = 0
    while queue:
        cost, _, h, f = heapq.heappop(queue)
        if cost > best[(h, f)]:
            continue
        for action, nh, nf, spend in _steps(arena, blocked, h, f):
            total = cost + spend
            if total > k.mp or total >= best.get((nh, nf), 99):
                continue
            best[(nh, nf)] = total
            first[(nh, nf)] = action if cost == 0 and (h, f) == (k.hex, k.facing) \
                else first[(h, f)]
            order += 1
            heapq.heappush(queue, (total, order, nh, nf))
    ends = {Pose(k.hex, (k.facing + t) % 6): "stop" for t in (0, 1, -1)}
    for (h, f), action in first.items():
        ends.setdefault(Pose(h, f), action)
    for (h, f), action in first.items():
        for turn in (1, -1):
            ends.setdefault(Pose(h, (f + turn) % 6), action)
    return ends


def _steps(arena: Any, blocked: set[Hex], h: Hex, f: int) -> list[tuple[str, Hex, int, int]]:
    found = [("left", h, (f + 1) % 6, 1), ("right", h, (f - 1) % 6, 1)]
    ahead = neighbour(h, f)
    if ahead not in blocked and arena.is_open(ahead):
        found.append(("forward", ahead, f, 1))
    behind = neighbour(h, f + 3)
    if behind not in blocked and arena.is_open(behind):
        found.append(("back", behind, f, 2))
    return found


_NOTHING = (0.0,) * 6


class PoseScorer:
    """Scores poses of Krusher ``k`` (see the module docstring); caches what it can."""

    def __init__(self, state: KrusherState, k: Krusher, moved: set[int] | None = None,
                 w: Weights = NORMAL) -> None:
        self.state, self.k, self.w = state, k, w
        self.me = k.clone()
        enemies = [e for e in state.krushers if e.active and e.team != k.team]
        if moved is None:
            done = state.move_order[:state.move_index]
            moved = {u for u in done if u != k.uid}
        self.harmless = {e.uid for e in enemies if w.sees_arming and arming(state, e, moved)}
        self.fixed = [e for e in enemies if e.uid in moved or e.uid in self.harmless]
        self.coming = [e for e in enemies if e.uid not in moved and e.uid not in self.harmless]
        self.enemies = enemies
        self._side: dict[tuple[int, int, bool, bool], float] = {}
        self._open: dict[tuple[int, Hex], list[tuple[int, Hex, bool]]] = {}
        self._approaches: dict[tuple[int, Hex], tuple[float, ...]] = {}
        self._walks: dict[Hex, int] | None = None
        self._rivals: dict[int, tuple[float, float]] = {}
        self.pickups = self._pickups()
        self.taken = {o.hex for o in state.krushers if o.active and o.uid != k.uid}
        self.reach = 1 + max((reach_of(o) for o in [k, *enemies]), default=1)
        elapsed = state.turn / max(state.setup.turn_limit, 1)
        self.pull = APPROACH * (1 + URGENCY * min(elapsed, 1.0))
        self.keep_off = self._keep_off() if elapsed < w.waits_out_fights else 0

    def score(self, pose: Pose) -> float:
        """How good ending the movement in ``pose`` is for ``k``'s side."""
        me = self.me
        me.hex, me.facing = pose.hex, pose.facing
        board = self.state
        value = 0.0
        near = [e for e in self.fixed if distance(pose.hex, e.hex) <= self.reach]
        if near:
            value += best_attacks(board, me, near, self.w)
            value -= self.w.guard * sum(self._blows_on(e, me) for e in near
                                        if e.uid not in self.harmless)
        for e in self.coming:
            value -= self.w.guard * max(0.0, self._approach(e, pose))
        if self.state.arena.terrain(pose.hex) == "null":
            value -= NULL_FIELD
        return value - self._distance_cost(pose) + self._staying(me)

    def _blows_on(self, e: Krusher, me: Krusher) -> float:
        """What the blows of ``e`` (already moved) on ``me`` are worth to it. With
        ``Weights.reads_crowds`` a hand counts only if ``me`` is its best target among
        ``e``'s foes in reach: a foe beside two enemies strikes the one worth more to it."""
        if not self.w.reads_crowds:
            return best_attacks(self.state, e, [me], self.w)
        rivals = self._rivals.get(e.uid)
        if rivals is None:
            rivals = self._rivals[e.uid] = self._best_elsewhere(e)
        total = 0.0
        for hand in (0, 1):
            if attack_item(e, hand) is None or not in_reach(self.state, e, hand, me):
                continue
            mine = attack_value(self.state, e, hand, me, self.w)
            if rivals[hand] <= mine:
                total += mine
        return total

    def _best_elsewhere(self, e: Krusher) -> tuple[float, float]:
        """For each hand of ``e``, its best blow on a foe other than the scored Krusher
        (the same wherever that Krusher stands, so worked out once per enemy)."""
        others = [o for o in self.state.krushers if o.active and o.team != e.team
                  and o.uid != self.k.uid and distance(o.hex, e.hex) <= self.reach]
        best = [float("-inf"), float("-inf")]
        for hand in (0, 1):
            if attack_item(e, hand) is None:
                continue
            best[hand] = max((attack_value(self.state, e, hand, o, self.w) for o in others
                              if in_reach(self.state, e, hand, o)), default=float("-inf"))
        return best[0], best[1]

    def _staying(self, me: Krusher) -> float:
        """In a duel (one enemy left), ``STAY_BLOWS`` times the blows ``me`` (in the pose
        scored) could deal the enemy still to move, if it can reach it where it stands now;
        with several enemies left, only from ``Weights.crowd_stay_from`` of the turn limit."""
        if len(self.enemies) != 1 and self.state.turn < \
                self.w.crowd_stay_from * self.state.setup.turn_limit:
            return 0.0
        near = [e for e in self.coming if distance(me.hex, e.hex) <= self.reach]
        return STAY_BLOWS * best_attacks(self.state, me, near, self.w) if near else 0.0

    def _distance_cost(self, pose: Pose) -> float:
        if self.pickups:  # none left to arm from: toward the enemy, or both stand still
            return PICKUP_PULL * min(distance(pose.hex, h) for h in self.pickups)
        if not self.enemies:
            return 0.0
        if self._walks is None:
            self._walks = walking_steps(self.state.arena,
                                        tuple(sorted(e.hex for e in self.enemies)))
        steps = self._walks.get(pose.hex)
        if steps is None:
            steps = min(distance(pose.hex, e.hex) for e in self.enemies)
        return self.pull * max(0, steps - self.keep_off)

    def _keep_off(self) -> int:
        """How many steps from the nearest enemy the pull stops (0: it pulls all the way):
        with ``Weights.waits_out_fights``, while ``k`` is in no fight and two or more
        enemies are all fighting each other, just beyond the farthest any of them could come
        and strike (nearer, only their threats count: ``k`` steps back)."""
        enemies, k = self.enemies, self.k
        if len(enemies) < 2 or any(distance(k.hex, e.hex) <= max(reach_of(e), reach_of(k))
                                   for e in enemies):
            return 0
        if not all(self._locked(e) for e in enemies):
            return 0
        return 1 + max(CHASSIS[e.chassis].movement + reach_of(e) for e in enemies)

    def _locked(self, e: Krusher) -> bool:
        """Whether enemy ``e`` stands within striking distance of another of our enemies."""
        return any(o.uid != e.uid and o.team != e.team
                   and distance(o.hex, e.hex) <= max(reach_of(o), reach_of(e))
                   for o in self.enemies)

    def _pickups(self) -> list[Hex] | None:
        """Pick-up hexes still worth walking to (None when the hands are full)."""
        k = self.k
        if self.state.setup.scenario != "pickup" or all(h is not None for h in k.hands):
            return None
        taken = {o.hex for o in self.state.krushers if o.active and o.uid != k.uid}
        used = {h for h in k.armed_from if h is not None}
        return [h for h in self.state.arena.hexes_with("pickup") if h not in taken | used]

    def _approach(self, e: Krusher, pose: Pose) -> float:
        """The most an enemy still to move gains from an adjacent hex it can reach."""
        key = (e.uid, pose.hex)
        by_facing = self._approaches.get(key)
        if by_facing is None:
            by_facing = self._approaches[key] = self._approach_by_facing(e, pose.hex)
        return by_facing[pose.facing]

    def _approach_by_facing(self, e: Krusher, h: Hex) -> tuple[float, ...]:
        """``_approach`` at ``h`` for each of the six facings (a pose's facings are scored
        together: the openings and exchanges are the same for all of them)."""
        if distance(e.hex, h) > e.mp + 1:
            return _NOTHING
        null_here = self.state.arena.terrain(h) == "null"
        openings = self._openings(e, h)
        me, known, uid, found = self.me, self._side, e.uid, []
        facing_now = me.facing
        for facing in range(6):
            best = 0.0
            for way, n, null_there in openings:
                side = (way - facing) % 6
                gain = known.get((uid, side, null_there, null_here))
                if gain is None:
                    me.facing = facing  # the exchange is worked out with ``me`` so facing
                    gain = self._exchange(e, side, null_there, null_here, n)
                if gain > best:
                    best = gain
            found.append(best)
        me.facing = facing_now
        return tuple(found)

    def _openings(self, e: Krusher, h: Hex) -> list[tuple[int, Hex, bool]]:
        """The hexes next to ``h`` enemy ``e`` could reach and strike from (direction, hex,
        null field there); cached per hex."""
        key = (e.uid, h)
        found = self._open.get(key)
        if found is None:
            arena, taken, limit = self.state.arena, self.taken, max(e.mp - 1, 0)
            found = []
            for way, n in enumerate(neighbours(h)):
                if n != e.hex and (distance(e.hex, n) > limit or n in taken
                                   or not arena.is_open(n)):
                    continue
                found.append((way, n, arena.terrain(n) == "null"))
            self._open[key] = found
        return found

    def _exchange(self, e: Krusher, side: int, null_there: bool, null_here: bool,
                  n: Hex) -> float:
        key = (e.uid, side, null_there, null_here)
        if key not in self._side:
            them = e.clone()
            them.hex, them.facing = n, nearest_direction(n, self.me.hex)
            theirs = best_attacks(self.state, them, [self.me], self.w)
            ours = best_attacks(self.state, self.me, [them], self.w)
            self._side[key] = theirs - 0.8 * ours
        return self._side[key]


def arming(state: KrusherState, e: Krusher, moved: set[int]) -> bool:
    """Pick-Up: whether enemy ``e`` spends this turn arming (it strikes nobody and stays
    where it stands): it has armed already, or, still to move, it stands on a pick-up hex
    from which it may arm an empty hand (as every level but easy then does)."""
    if e.arming:
        return True
    return e.uid not in moved and any(e.hands[c.hand] is None for c in arm_choices(state, e))


_WALKS: dict[tuple[int, tuple[Hex, ...]], tuple[Any, dict[Hex, int]]] = {}
"""Recent ``walking_steps`` maps by (arena id, enemy hexes), each with its arena."""
WALKS_KEPT = 64


def walking_steps(arena: Any, sources: tuple[Hex, ...]) -> dict[Hex, int]:
    """Steps from each open hex to the nearest of ``sources`` going around walls (Krushers
    do not block). Measured in hexes the pull toward the enemy stopped two Krushers on
    either side of a wall two hexes apart for a whole match (docs/ai.md, fifth pass)."""
    key = (id(arena), sources)
    kept = _WALKS.get(key)
    if kept is not None and kept[0] is arena:
        return kept[1]
    steps = {h: 0 for h in sources}
    queue = deque(sources)
    while queue:
        h = queue.popleft()
        for way in range(6):
            n = neighbour(h, way)
            if n not in steps and arena.is_open(n):
                steps[n] = steps[h] + 1
                queue.append(n)
    if len(_WALKS) >= WALKS_KEPT:
        _WALKS.clear()
    _WALKS[key] = (arena, steps)
    return steps


def reach_of(k: Krusher) -> int:
    """How far ``k`` can strike (a polearm 2, a projector its range)."""
    far = 1
    for item in k.hands:
        far = max(far, getattr(item, "reach", 1))
    return max(far, k.program.reach)


def rank_poses(state: KrusherState, k: Krusher,
               w: Weights = NORMAL) -> list[tuple[float, Pose, str]]:
    """Every reachable pose with its score and first action, best first (ties: the order
    found)."""
    scorer = PoseScorer(state, k, w=w)
    found = [(scorer.score(p), i, p, a) for i, (p, a) in enumerate(reachable(state, k).items())]
    found.sort(key=lambda t: (-t[0], t[1]))
    return [(s, p, a) for s, _, p, a in found]


def describe(poses: list[tuple[float, Pose, str]]) -> list[Any]:
    """A short list for debugging: (score rounded, hex, facing, action)."""
    return [(round(s, 2), p.hex, p.facing, a) for s, p, a in poses[:5]]
