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
  (``StreamDice``, one stream per die size) and, when the game offers ``sample_world``
  (game/core/ruleset.py), has it deal a sample of what the seat cannot see (the cards in
  other hands), from the same world seed (``world``). Other seats' hidden answers to
  simultaneous secret requests are missing from that state, so their requests are still
  pending and get answered in the playout; for a real-time request a random number of other
  seats answer first.
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
The budget and the hints below that reshape it for a game live in budget.py (``for_game``).

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
from typing import Any

from game.ai.base import SeatView
from game.ai.generic.budget import Budget, for_game
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
WORLD_SALT = 0x5EED_F00D
"""Keeps a world's sample of hidden facts apart from its dice, both drawn from the seed."""


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
        """``budget``, or for a ``scalable`` agent the budget the game's optional hints give
        it at this table and request (``budget.for_game``)."""
        if not self.scalable:
            return self.budget
        return for_game(self.budget, view.info, request)

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
        self.sampler = declared(view.info, "sample_world", None)

    def world(self, seed: int) -> Any:
        """The state one playout starts from: the information state with dice from ``seed``
        and, when the game samples worlds, its hidden facts dealt from ``seed`` as well (so
        every candidate played in this world meets the same hands and the same dice)."""
        state: Any = self.view.info.clone(dice=StreamDice(seed))
        if self.sampler is not None:
            state = self.sampler(state, self.view.seat, random.Random(seed ^ WORLD_SALT))
        return state

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
            state = self.world(world)
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
                state = self.world(world)
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
        state = self.world(world)
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
