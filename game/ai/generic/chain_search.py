"""Answering a request that starts or continues a chain of the seat's own decisions by
judging the chain's ends (chains.py finds them).

Up to ``chain_sample`` ends are looked at (the best half by the standing right at the end,
closeness breaking ties, and the rest drawn at random); with more than two seats fewer
(``chain_sample`` * 2 / seats, at least ``width``), since a playout there walks every other
seat and values every pair. A list longer than ``width`` is pre-ranked by one greedy
playout of ``chain_depth`` decisions from each end in one shared world; the best three
quarters of ``width`` and others drawn at random go on to sequential halving (search.py),
every playout starting from the end (its last step taken again with the world's dice). The
request is answered with the first step of the path to the best end, and with
``chain_follow`` the rest of the path is remembered (``ChainMemory``) and walked while the
state is the one it expected. Everything is counted: ``chain_limit`` ``apply`` calls for
finding the ends, the search's own ``steps`` and ``playouts`` for judging them. With
``chain_at_once`` (a game's ``GENERIC_CHAIN_STANDING``) no playout is played: the end best by
the standing right at it (closeness to the enemy breaking ties) is taken.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.ai.generic.chains import ChainEnd, ChainMemory, enumerate_ends, sample_ends
from game.ai.generic.dice import StreamDice
from game.ai.generic.greedy import play_greedy
from game.ai.generic.playout import ranked_states, value
from game.core.match import Choice

if TYPE_CHECKING:
    from game.ai.generic.search import _Search


def chain_choice(search: _Search, memory: ChainMemory) -> Choice | None:
    """The first step toward the best end of the chain the request starts, or the next
    step of a remembered path; None when the request is a single decision (no chain), so
    the ordinary search decides. ``search.chain_applied`` counts the ends' finding."""
    seat, request, budget = search.view.seat, search.request, search.budget
    remembered = memory.next_step(search.view.info, seat, request)
    if remembered is not None:
        return remembered
    chain = enumerate_ends(search.view.info, seat, request, budget.chain_limit)
    search.chain_applied += chain.applied
    if not chain.chained or not chain.ends:
        return None
    best = _best_end(search, chain.ends)
    if budget.chain_follow:
        memory.remember(search.view.info, seat, best.path)
        search.chain_applied += len(best.path) - 1
    return best.path[0]


def _best_end(search: _Search, ends: list[ChainEnd]) -> ChainEnd:
    """The end the search judges best (see the module docstring)."""
    if len(ends) == 1:
        return ends[0]
    budget, seat = search.budget, search.view.seat
    order = ranked_states([end.state for end in ends], seat, search.players, search.evaluate)
    if budget.chain_at_once:
        return ends[order[0]]
    count = max(budget.width, budget.chain_sample * 2 // max(2, search.players))
    looked = [ends[i] for i in sample_ends(ends, count, order, search.rng)]
    if len(looked) > budget.width:
        looked = _preranked(search, looked)
    best: ChainEnd = search.halving(looked, lambda end, world: _played(search, end, world, True))
    return best


def _preranked(search: _Search, ends: list[ChainEnd]) -> list[ChainEnd]:
    """``width`` of ``ends``: the best three quarters by one playout each in one shared
    world, the rest drawn at random from the others; in listed order."""
    world = search.rng.getrandbits(63)
    values = [_played(search, end, world, False) for end in ends]
    order = sorted(range(len(ends)), key=lambda i: -values[i])
    keep = max(1, search.budget.width * 3 // 4)
    best = order[:keep]
    rest = order[keep:]
    picked = best + search.rng.sample(rest, min(search.budget.width - keep, len(rest)))
    return [ends[i] for i in sorted(picked)]


def _played(search: _Search, end: ChainEnd, world: int, counted: bool) -> float:
    """The seat's value after a greedy playout of ``chain_depth`` decisions from ``end`` in
    the world seeded by ``world`` (``counted``: as one of the search's playouts)."""
    budget, seat = search.budget, search.view.seat
    rng = random.Random(world)
    state: Any = end.reached(StreamDice(world))
    run = play_greedy(state, budget.chain_depth or budget.depth, rng, budget.probes,
                      search.evaluate, search.players, budget.probe_share, budget.forced_free)
    search.steps += 1 + run.applied
    search.playouts += counted
    return value(run.state, seat, search.players, search.evaluate)
