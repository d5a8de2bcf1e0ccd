"""The generic agent: information-set Monte Carlo search that plays any ruleset.

Every new game gets a fair opponent on its first day: this agent needs only the ruleset seam
(game/core/ruleset.py) — the information state, ``clone(dice=...)``, requests and their legal
choices, ``apply``, the result and the units of a view.

How it decides (flat Monte Carlo over the legal choices; defaults in levels.py):

- A request with one legal choice is answered at once. Longer lists are cut to ``width``
  choices drawn at random (a count, so the cost never depends on the list's length), or with
  ``prerank`` the best half of ``width`` by one step of look-ahead among that many sampled
  choices plus the rest at random.
- Each playout determinizes: it clones the seat's information state with fresh seeded dice
  (``StreamDice``, one stream per die size). Other seats' hidden answers to simultaneous
  secret requests are missing from that state, so their requests are still pending and get
  answered in the playout; for a real-time request a random number of other seats answer
  first.
- Sequential halving (``halving``, the default) plays every surviving candidate in the same
  sampled worlds and drops the worse half each round; else UCB1 picks the candidate to try.
- The playout applies the candidate and plays on for ``depth`` decisions: greedily when
  ``probes`` > 1 (greedy.py: each seat takes the best of a few sampled choices by its
  standing one decision later, on a ``probe_share`` of the decisions; with ``forced_free``
  answers without a choice do not count toward ``depth``), else uniformly at random (or MAST
  with ``greed``). The value
  is the result if the match ended (win 1, loss 0, draw an equal share), else the seat's
  standing (standing.py: the ruleset's optional ``evaluate``, else health share, plus a small
  pull toward the enemy), squeezed into (0.1, 0.9).
- The budget is counted in playouts and in ``apply`` calls (probes included), never in wall
  time, and every random number comes from the seed and the request, so a seed gives the
  same match on any machine.
- A game may declare ``GENERIC_BUDGET_SCALE`` (game/core/ruleset.py): the default agent then
  spends that many times the budget (``scaled``): more playouts, every choice of a long
  list pre-ranked by a short greedy playout (``prerank_depth``), and other seats' secret
  answers to the same request drawn from the candidates still in the running (``mirror``).
  The scale is a duel's: at a bigger table it is shared out, and once it no longer buys
  extra playouts it buys deeper ones (``table_scale``, ``deeper``).
- A game may declare ``GENERIC_REQUEST_SCALE`` (request kind -> scale): a request of a kind
  named gets that many times the playouts, at random, all spent by halving (``for_kind``).
- A game may declare ``GENERIC_OWN_FOLLOW`` (request kind -> decisions): at a request of a
  kind named, every choice is judged after the seat's own next decisions (follow.py), each
  the best of ``own_probes`` sampled choices the first time that choice is followed and
  replayed from its plan after that (``own_follow``).

- A game may declare ``GENERIC_CHAINS`` (game/core/ruleset.py): a request that starts a
  *chain* (the next request is again the seat's own, of the same kind, open and turn-based,
  with no die rolled between: a Krusher's steps) is then decided by the chain's ends
  (``chained``, ``chain_limit``): chains.py finds each distinct end on clones within a count
  of ``apply`` calls, chain_search.py judges up to ``chain_sample`` of them by greedy
  playouts from the end (pre-ranking, then sequential halving) and answers with the first
  step of the path to the best end; the rest of the path is walked at the next requests
  while the state is the one it expected (``chain_follow``). If it also declares
  ``GENERIC_CHAIN_STANDING``, the ends are judged by the game's standing right at them,
  with no playouts (``chain_at_once``).

What was tried and measured is in docs/ai.md ("The generic agent"): uniform playouts with a
health share lost every Meatbot duel to the normal heuristic and were no better than chance
on Mechaton; a game's own standing, greedy playouts and common random numbers are what
changed that.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from game.ai.base import SeatView
from game.ai.generic.chain_search import chain_choice
from game.ai.generic.chains import ChainMemory
from game.ai.generic.dice import StreamDice
from game.ai.generic.follow import follow_own
from game.ai.generic.greedy import play_greedy
from game.ai.generic.playout import Mast, play_out, play_root, ranked_states, uniform, value
from game.ai.generic.standing import Standing, declared, evaluator_for
from game.core.match import Choice, Request

EXPLORATION = 0.5
"""UCB1's exploration weight (values lie in [0, 1])."""


@dataclass(frozen=True)
class Budget:
    """How much one decision may cost, in counts: at most ``playouts`` playouts and ``steps``
    decisions applied over all of them; each playout stops after ``depth`` decisions; at
    most ``width`` candidate choices are searched. ``greed`` > 0 makes playouts use MAST
    (``playout.Mast``) with that probability of playing the best-known choice."""

    playouts: int = 64
    steps: int = 1500
    depth: int = 24
    width: int = 12
    greed: float = 0.0
    halving: bool = False
    """True: sequential halving with common random numbers instead of UCB1 (every candidate
    of a round meets the same sampled worlds; the worse half is dropped each round)."""
    probes: int = 0
    """> 1: greedy playouts (game/ai/generic/greedy.py): every seat plays the best of this
    many sampled choices by its standing one step later; 0 or 1: uniformly random playouts."""
    probe_share: float = 1.0
    """The share of a greedy playout's decisions that probe (the others: at random)."""
    forced_free: bool = False
    """Greedy playouts do not count requests with one legal choice toward ``depth``."""
    rivals: bool = False
    """With more than two seats, value a seat's standing against the best-placed other seat
    (``Standing.against``) rather than alone."""
    pairs: bool = False
    """With more than two seats, value a seat's standing as the mean of its duels with each
    other seat (``Standing.against``) rather than as its share."""
    prerank: int = 0
    """> 0: a list longer than ``width`` is pre-ranked: up to this many of its choices (drawn
    at random, by count) are each played one step in one sampled world, and the best half of
    ``width`` by standing is searched with the rest drawn at random (``apply`` calls count)."""
    prerank_depth: int = 0
    """> 0: pre-ranking plays each tried choice on for this many decisions of a greedy
    playout (in the same sampled worlds) instead of judging it one step later."""
    prerank_worlds: int = 1
    """With ``prerank_depth``, the sampled worlds every tried choice is played in."""
    prerank_keep: int = 0
    """With ``prerank_depth``, how many of ``width`` are the best-ranked (0: half)."""
    mirror: bool = False
    """Other seats' pending secret requests of the same kind as the one decided are answered,
    in each playout, by one of the candidates still in the running that is legal for them
    (the rivals are taken to choose as well as the seat does), else at random."""
    chain_limit: int = 0
    """> 0: a request that starts a chain of the seat's own decisions (chains.py) is decided
    by the chain's ends, found within this many ``apply`` calls (chain_search.py)."""
    chain_sample: int = 48
    """The chain ends looked at in a duel (the best half by the standing at the end, the
    rest drawn at random); with more seats ``chain_sample`` * 2 / seats."""
    chain_depth: int = 0
    """The decisions a playout from a chain end plays (0: ``depth``)."""
    chain_follow: bool = True
    """Walk the chosen path at the chain's later requests while the state is the one it
    expected, instead of searching again at every step."""
    chain_at_once: bool = False
    """Judge every chain end by the standing right at it (closeness among ties) and take the
    best, with no playouts: for a game whose standing reads what an end invites."""
    own_follow: int = 0
    """> 0: a choice is judged after the seat's own decisions that come right after it
    (follow.py), up to this many, each the best of ``own_probes`` sampled choices by the
    standing the first time, then replayed from that choice's plan: in pre-ranking and in
    every playout, before it goes on."""
    own_probes: int = 16
    """The choices sampled at each decision of the own follow-up."""
    halve_up: bool = False
    """Sequential halving keeps the better half rounded up (5 -> 3 -> 2 -> 1), so it plays
    as many rounds as it planned and spends the whole playout budget (rounded down, an odd
    count such as 3 -> 1 stops a round early with half the playouts unspent)."""


BUDGET_SCALE = "GENERIC_BUDGET_SCALE"
"""The optional ruleset attribute (game/core/ruleset.py) that lets a game with cheap
decisions give the default generic agent a bigger budget."""


REQUEST_SCALE = "GENERIC_REQUEST_SCALE"
"""The optional ruleset attribute (game/core/ruleset.py): request kinds mapped to a budget
scale, for a game whose decisions of one kind (few, cheap and decisive) deserve more search."""


OWN_FOLLOW = "GENERIC_OWN_FOLLOW"
"""The optional ruleset attribute (game/core/ruleset.py): request kind -> how many of the
seat's own next decisions a choice of that kind is judged after (``own_follow``), for a game
whose decisions come in runs whose worth depends on each other."""


CHAINS = "GENERIC_CHAINS"
"""The optional ruleset attribute (game/core/ruleset.py) that lets a game whose seats make
chains of decisions (a walk by single steps) have the default agent judge the chains' ends."""
CHAIN_LIMIT = 3000
"""``chain_limit`` for a game that declares ``GENERIC_CHAINS``."""
CHAIN_STANDING = "GENERIC_CHAIN_STANDING"
"""The optional ruleset attribute (game/core/ruleset.py) that has chain ends judged by the
game's standing right at them (``chain_at_once``)."""


def chained(budget: Budget, at_once: bool = False) -> Budget:
    """``budget`` with chain search on (``chain_limit``: ``CHAIN_LIMIT`` unless set; with
    ``at_once``, ``chain_at_once``)."""
    if budget.chain_limit <= 0:
        budget = replace(budget, chain_limit=CHAIN_LIMIT)
    return replace(budget, chain_at_once=True) if at_once else budget


def table_scale(scale: int, players: int) -> tuple[int, int]:
    """A game's ``GENERIC_BUDGET_SCALE`` (declared for a duel) at a table of ``players``, as
    (depth factor, playout scale). Every seat more makes each playout dearer (more units to
    clone and read, more secret answers to sample): a fixed playout scale of 4 took Meatbot's
    multi-seat decisions to 580-760 ms at the 95th percentile. So the scale is shared out,
    ``scale * 2 // players`` playouts, while that leaves more than one. Past that it buys
    depth instead, up to ``players // 2``: a duel's ten decisions end at a big table before
    most foes have answered a blow, and the agent walked into melees it could not see the
    end of (eight seats against random play, 2 of 8; with 40 decisions 5 of 8, as often as
    the game's normal agent). At four seats depth instead of playouts was no better (docs/ai.md
    "Eighth pass: every table a game offers")."""
    share = scale * 2 // max(players, 2)
    if share > 1:
        return 1, share
    return max(1, min(scale, players // 2)), 1


def deeper(budget: Budget, factor: int) -> Budget:
    """``budget`` with playouts ``factor`` times as deep (and as many ``apply`` calls);
    ``budget`` itself for 1 or less."""
    if factor <= 1:
        return budget
    return replace(budget, depth=budget.depth * factor, steps=budget.steps * factor)


def scaled(budget: Budget, scale: int) -> Budget:
    """What ``scale`` times the budget buys (``budget`` itself for 1 or less): that many
    times the playouts and ``apply`` calls, pre-ranking of ``scale`` times as many choices
    by a greedy playout of ``depth`` decisions each (3 in 4 of ``width`` kept by rank), and
    other seats' secret answers to the same request drawn from the candidates (``mirror``).
    Still counts, so a seed gives the same match. Measured in docs/ai.md ("Third pass")."""
    if scale <= 1:
        return budget
    return replace(budget, playouts=budget.playouts * scale, steps=budget.steps * scale,
                   prerank=budget.prerank * scale, prerank_depth=budget.depth,
                   prerank_keep=max(1, budget.width * 3 // 4), mirror=True)


def for_kind(budget: Budget, scale: int) -> Budget:
    """What a decision of a kind a game names in ``GENERIC_REQUEST_SCALE`` gets (``budget``
    itself for a scale of 1 or less): ``scale`` times the playouts and ``apply`` calls, the
    playouts at random (``probe_share`` 0: many cheap playouts rather than a few greedy
    ones, which cost several times as much each), all of them spent by sequential halving
    (``halve_up``). Still counts. Measured in docs/ai.md ("Fifth pass: the four-seat Dice
    Bot table")."""
    if scale <= 1:
        return budget
    return replace(budget, playouts=budget.playouts * scale, steps=budget.steps * scale,
                   probe_share=0.0, halve_up=True)


class GenericAgent:
    """Plays any ruleset by information-set Monte Carlo search (see the module docstring)."""

    def __init__(self, seed: int, budget: Budget | None = None, level: str = "generic",
                 scalable: bool = False) -> None:
        self.seed = seed
        self.budget = budget or Budget()
        self.level = level
        self.scalable = scalable
        self.playouts = 0
        self.steps = 0
        self.chain = ChainMemory()

    def choose(self, view: SeatView, request: Request) -> Choice:
        """The most promising legal choice for ``request`` within the budget."""
        choices = request.legal_choices()
        if len(choices) == 1:
            return choices[0]
        rng = random.Random(f"{self.seed}:{request.id}:{request.player}:{request.kind}")
        search = _Search(self, view, request, rng)
        best = self._chained(search)
        if best is None:
            best = self._searched(search, choices, rng)
        self.playouts += search.playouts
        self.steps += search.steps + search.chain_applied
        return best

    def _chained(self, search: _Search) -> Choice | None:
        """With ``chain_limit``, the answer of a chain search (chain_search.py), else None."""
        if search.budget.chain_limit <= 0 or search.request.secret or search.request.real_time:
            return None
        return chain_choice(search, self.chain)

    def _searched(self, search: _Search, choices: list[Choice], rng: random.Random) -> Choice:
        """The ordinary search's answer: candidates, then halving or UCB1."""
        if self.budget.prerank > 0 and len(choices) > self.budget.width:
            candidates = search.preranked(choices)
        else:
            candidates = self.candidates(choices, rng)
        if self.budget.halving:
            return search.halving(candidates)
        return search.ucb(candidates)

    def budget_for(self, view: SeatView, request: Request | None = None) -> Budget:
        """``budget``, or for a ``scalable`` agent ``scaled`` by the game's optional
        ``GENERIC_BUDGET_SCALE`` (shared out over the table, ``table_scale``), ``for_kind``
        by its ``GENERIC_REQUEST_SCALE`` for ``request``'s kind, with ``own_follow`` by its
        ``GENERIC_OWN_FOLLOW`` for that kind,
        and ``chained`` if it declares ``GENERIC_CHAINS`` (judging the ends at once if it
        also declares ``GENERIC_CHAIN_STANDING``) (game/core/ruleset.py)."""
        if not self.scalable:
            return self.budget
        depth, scale = table_scale(int(declared(view.info, BUDGET_SCALE, 1)),
                                   len(view.info.names))
        budget = scaled(deeper(self.budget, depth), scale)
        if request is not None:
            kinds = declared(view.info, REQUEST_SCALE, {})
            budget = for_kind(budget, int(kinds.get(request.kind, 1)))
            follow = int(declared(view.info, OWN_FOLLOW, {}).get(request.kind, 0))
            if follow > budget.own_follow:
                budget = replace(budget, own_follow=follow)
        if not declared(view.info, CHAINS, False):
            return budget
        return chained(budget, bool(declared(view.info, CHAIN_STANDING, False)))

    def candidates(self, choices: list[Choice], rng: random.Random) -> list[Choice]:
        """The choices worth searching: all, or ``width`` of them drawn at random (in their
        listed order) when there are more."""
        if len(choices) <= self.budget.width:
            return choices
        keep = sorted(rng.sample(range(len(choices)), self.budget.width))
        return [choices[i] for i in keep]


class _Search:
    """One decision's search: the budget spent so far and the playouts."""

    def __init__(self, agent: GenericAgent, view: SeatView, request: Request,
                 rng: random.Random) -> None:
        self.budget, self.view, self.request, self.rng = (agent.budget_for(view, request), view,
                                                          request, rng)
        self.players = len(view.info.names)
        found = evaluator_for(view.info)
        self.evaluate = Standing(found.base, self.budget.rivals, self.budget.pairs, found.seats)
        self.mast = Mast(self.budget.greed) if self.budget.greed > 0 else None
        self.playouts = self.steps = self.chain_applied = 0
        self.pool: list[Choice] = []
        self.plans: dict[int, list[Choice]] = {}

    def spent(self) -> bool:
        """True once the playout or step budget is used up."""
        return self.playouts >= self.budget.playouts or self.steps >= self.budget.steps

    def preranked(self, choices: list[Choice]) -> list[Choice]:
        """``width`` candidates from a long list: the best half of them by one step of
        look-ahead among up to ``prerank`` sampled choices (each applied at once in the same
        sampled world; ties in the random order they were drawn), the rest drawn at random
        from the others; in listed order."""
        width, seat = self.budget.width, self.view.seat
        tried = self.rng.sample(range(len(choices)), min(self.budget.prerank, len(choices)))
        if self.budget.prerank_depth > 0:
            return self._deep_preranked(choices, tried)
        world = self.rng.getrandbits(63)
        states = []
        for index in tried:
            state: Any = self.view.info.clone(dice=StreamDice(world))
            rng = random.Random(world)
            self.steps += play_root(state, seat, choices[index], False, rng)
            self.steps += self.follow(state, rng, choices[index])
            states.append(state)
        order = ranked_states(states, seat, self.players, self.evaluate)
        return self._filled(choices, [tried[i] for i in order[:max(1, width // 2)]])

    def _deep_preranked(self, choices: list[Choice], tried: list[int]) -> list[Choice]:
        """``preranked`` by short greedy playouts of ``prerank_depth`` decisions."""
        budget, seat = self.budget, self.view.seat
        totals = [0.0] * len(tried)
        for _ in range(budget.prerank_worlds):
            world = self.rng.getrandbits(63)
            for slot, index in enumerate(tried):
                rng = random.Random(world)
                state: Any = self.view.info.clone(dice=StreamDice(world))
                used = play_root(state, seat, choices[index], self.request.real_time, rng)
                used += self.follow(state, rng, choices[index])
                run = play_greedy(state, budget.prerank_depth, rng, budget.probes,
                                  self.evaluate, self.players, budget.probe_share,
                                  budget.forced_free)
                self.steps += used + run.applied
                totals[slot] += value(run.state, seat, self.players, self.evaluate)
        order = sorted(range(len(tried)), key=lambda s: -totals[s])
        keep = budget.prerank_keep or max(1, budget.width // 2)
        return self._filled(choices, [tried[s] for s in order[:keep]])

    def _filled(self, choices: list[Choice], best: list[int]) -> list[Choice]:
        """The choices at indices ``best`` and, up to ``width``, others drawn at random; in
        listed order."""
        kept = set(best)
        rest = [i for i in range(len(choices)) if i not in kept]
        picked = best + self.rng.sample(rest, min(self.budget.width - len(best), len(rest)))
        return [choices[i] for i in sorted(picked)]

    def ucb(self, candidates: list[Choice]) -> Choice:
        """UCB1 over the candidates; the most visited wins (ties: the better mean)."""
        totals = [0.0] * len(candidates)
        visits = [0] * len(candidates)
        while not self.spent():
            index = _ucb_pick(totals, visits, self.playouts)
            totals[index] += self.playout(candidates[index], self.rng.getrandbits(63))
            visits[index] += 1
        best = max(range(len(candidates)),
                   key=lambda i: (visits[i], totals[i] / max(visits[i], 1), -i))
        return candidates[best]

    def halving(self, candidates: list[Any],
                play: Callable[[Any, int], float] | None = None) -> Any:
        """Sequential halving: each round plays every remaining candidate in the same
        sampled worlds (by ``play``, default ``playout``), then keeps the better half
        (ties: listed order)."""
        play = play or self.playout
        alive = list(range(len(candidates)))
        totals = [0.0] * len(candidates)
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        while len(alive) > 1 and not self.spent():
            worlds = max(1, self.budget.playouts // (rounds * len(alive)))
            self.pool = [candidates[i] for i in alive]
            for _ in range(worlds):
                world = self.rng.getrandbits(63)
                for index in alive:
                    totals[index] += play(candidates[index], world)
            alive.sort(key=lambda i: -totals[i])
            keep = (len(alive) + 1) // 2 if self.budget.halve_up else len(alive) // 2
            alive = sorted(alive[:max(1, keep)])
        return candidates[max(alive, key=lambda i: (totals[i], -i))]

    def playout(self, choice: Choice, world: int) -> float:
        """Play ``choice`` in the world seeded by ``world``; the seat's value at the end."""
        rng = random.Random(world)
        state: Any = self.view.info.clone(dice=StreamDice(world))
        seat = self.view.seat
        used = play_root(state, seat, choice, self.request.real_time, rng)
        if self.budget.mirror and self.request.secret:
            used += self._mirrored(state, rng)
        used += self.follow(state, rng, choice)
        self.playouts += 1
        if self.budget.probes > 1:
            run = play_greedy(state, self.budget.depth, rng, self.budget.probes,
                              self.evaluate, self.players, self.budget.probe_share,
                              self.budget.forced_free)
            self.steps += max(used + run.applied, 1)
            return value(run.state, seat, self.players, self.evaluate)
        moves: list[tuple[int, Choice]] | None = [] if self.mast else None
        used += play_out(state, self.budget.depth, rng, self.mast or uniform, moves)
        self.steps += max(used, 1)
        if self.mast is None or moves is None:
            return value(state, seat, self.players, self.evaluate)
        values = [value(state, p, self.players, self.evaluate) for p in range(self.players)]
        self.mast.learn(moves, values)
        return values[seat]

    def follow(self, state: Any, rng: random.Random, root: Choice) -> int:
        """With ``own_follow``, play the seat's own next decisions in ``state`` after
        ``root`` by its plan in this decision (follow.py); the ``apply`` calls spent."""
        if self.budget.own_follow <= 0:
            return 0
        # Keyed by identity: every root choice is one of this request's own objects, and
        # a game's choices need not be hashable.
        plan = self.plans.setdefault(id(root), [])
        return follow_own(state, self.view.seat, rng, self.budget.own_follow,
                          self.budget.own_probes, self.evaluate, self.players, plan)

    def _mirrored(self, state: Any, rng: random.Random) -> int:
        """Answer the other seats' pending secret requests of this kind from the pool."""
        used = 0
        for request in list(state.pending()):
            if (request.player == self.view.seat or not request.secret
                    or request.kind != self.request.kind):
                continue
            legal = request.legal_choices()
            mine = [c for c in self.pool if c in legal]
            if mine:
                state.apply(request.player, rng.choice(mine))
                used += 1
        return used


def _ucb_pick(totals: list[float], visits: list[int], playouts: int) -> int:
    """Each candidate once, then the highest UCB1 score (ties: the earliest)."""
    for index, count in enumerate(visits):
        if count == 0:
            return index
    log_n = math.log(playouts)
    scores = [totals[i] / visits[i] + EXPLORATION * math.sqrt(log_n / visits[i])
              for i in range(len(visits))]
    return scores.index(max(scores))
