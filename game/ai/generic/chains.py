"""Chains of one seat's decisions, searched by their ends (any game).

Some games ask one seat for several decisions in a row with no die rolled in between: a
MetalKrusher walks by single steps (forward, back, turn, stop), each its own request. A
playout from one step rarely reaches the blows the walk is for, so every step would be judged
by closeness alone, blind to the pose it leads to. Here the search instead finds the *ends*
of the chain: it tries the steps on clones, breadth first, and every state where the seat's
turn to decide passes on (another seat's request, another kind of request, a die rolled,
the match over) is an end, each distinct end kept once with the first path found to it.
chain_search.py then judges the ends by playing on from them and walks the path to the best.

A state *continues* the chain when its first pending request is again the seat's own, of the
same kind, neither secret nor real time, and no die was rolled since the chain's state
before it (``CountingDice`` counts the rolls of a clone). States are told apart by what the
seat can see through the seam (``chain_key``): its view's units (uid, hex, facing, health,
alive) and its pending request (kind and legal choices). Two chain states alike in both are
one node (the first reached, breadth first: usually the one with the most left to spend),
a simplification a game with hidden differences between such states would pay for. The
cost is a count of ``apply`` calls, never time, so a seed still gives the same match.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from game.ai.generic.dice import CountingDice
from game.core.match import Choice, Request
from game.core.ruleset import units_of


def own_request(state: Any, seat: int) -> Request | None:
    """The first pending request if it is ``seat``'s, else None."""
    pending: list[Request] = state.pending()
    if not pending or pending[0].player != seat:
        return None
    return pending[0]


def continues(state: Any, seat: int, kind: str, rolls: int) -> bool:
    """True if ``state`` (whose dice had rolled ``rolls`` times before the last step) asks
    ``seat`` again for a ``kind`` decision with a choice to make, open and turn-based,
    and no die was rolled by the step."""
    if state.is_over or getattr(state.dice, "rolls", rolls) != rolls:
        return False
    request = own_request(state, seat)
    return (request is not None and request.kind == kind and not request.secret
            and not request.real_time)


def chain_key(state: Any, seat: int) -> Hashable:
    """What the seat can see of a state, as a key: its view's units and the first pending
    request's player, kind and legal choices."""
    units = tuple((u.uid, u.owner, u.hex, u.facing, u.health, u.alive)
                  for u in units_of(state.view_for(seat)))
    pending = state.pending()
    if not pending:
        return units, None
    first = pending[0]
    return units, (first.player, first.kind, tuple(first.legal_choices()))


@dataclass
class ChainEnd:
    """One distinct end of a chain: the ``path`` of choices from the root request to it,
    the chain state its last step was taken in (``before``, no die rolled up to there) and
    the ``state`` the enumeration reached (its dice: the enumeration's)."""

    path: tuple[Choice, ...]
    before: Any
    state: Any
    rolled: bool = False

    def reached(self, dice: Any) -> Any:
        """The end played in a world with ``dice``: the last step taken again from a clone
        of ``before`` with those dice (so a die the step rolls is that world's)."""
        state = self.before.clone(dice=dice)
        state.apply(state.pending()[0].player, self.path[-1])
        return state


@dataclass
class Chain:
    """What ``enumerate_ends`` found: the distinct ends, the chain states passed through
    (``inner``, the root included) and the ``apply`` calls spent."""

    ends: list[ChainEnd] = field(default_factory=list)
    inner: int = 0
    applied: int = 0
    chained: bool = True
    """False when the request is a single decision (no choice leads on to the chain)."""
    complete: bool = True
    """False when the count budget ran out before every chain state was expanded."""


PROBES = 3
"""Choices tried to tell whether a request starts a chain at all."""


def enumerate_ends(info: Any, seat: int, request: Request, limit: int) -> Chain:
    """The ends of the chain ``request`` starts in ``info``, breadth first within ``limit``
    ``apply`` calls; ``chained`` False (after at most ``PROBES`` tries) when no choice of
    ``request`` leads to another request of the chain. No die is rolled inside a chain, so
    the enumeration's dice are fixed (a step that rolls ends it, and is replayed in each
    sampled world: ``ChainEnd.reached``)."""
    root = info.clone(dice=CountingDice(0))
    found = Chain(inner=1)
    if not _chains_at_all(root, seat, request, found):
        found.chained = False
        return found
    seen: set[Hashable] = {chain_key(root, seat)}
    ends: dict[Hashable, ChainEnd] = {}
    frontier: list[tuple[Any, tuple[Choice, ...]]] = [(root, ())]
    while frontier and found.complete:
        following: list[tuple[Any, tuple[Choice, ...]]] = []
        for state, path in frontier:
            if not _expand(state, path, seat, request.kind, limit, seen, ends, following,
                           found):
                found.complete = False
                break
        frontier = following
    found.ends = list(ends.values())
    return found


def _chains_at_all(root: Any, seat: int, request: Request, found: Chain) -> bool:
    """True if one of up to ``PROBES`` choices (the first, the last, then others in order)
    leads on to another request of the chain."""
    choices = request.legal_choices()
    order = [0, len(choices) - 1, *range(1, len(choices) - 1)][:PROBES]
    for index in dict.fromkeys(order):
        trial = root.clone()
        trial.apply(seat, choices[index])
        found.applied += 1
        if continues(trial, seat, request.kind, root.dice.rolls):
            return True
    return False


def _expand(state: Any, path: tuple[Choice, ...], seat: int, kind: str, limit: int,
            seen: set[Hashable], ends: dict[Hashable, ChainEnd],
            following: list[tuple[Any, tuple[Choice, ...]]], found: Chain) -> bool:
    """Try every choice of ``state``'s request: new chain states go to ``following``, new
    ends to ``ends``. False when the budget ran out first."""
    request = own_request(state, seat)
    assert request is not None
    for choice in request.legal_choices():
        if found.applied >= limit:
            return False
        trial = state.clone()
        trial.apply(seat, choice)
        found.applied += 1
        step = (*path, choice)
        if continues(trial, seat, kind, state.dice.rolls):
            key = chain_key(trial, seat)
            if key not in seen:
                seen.add(key)
                found.inner += 1
                following.append((trial, step))
            continue
        rolled = trial.dice.rolls != state.dice.rolls
        end_key = (chain_key(state, seat), choice) if rolled else chain_key(trial, seat)
        if end_key not in ends:
            ends[end_key] = ChainEnd(step, state, trial, rolled)
    return True


class ChainMemory:
    """The path chosen at a chain's first request, followed at its later requests while the
    seat's state is the one the path expected (``chain_key``); else forgotten."""

    def __init__(self) -> None:
        self.steps: list[tuple[Hashable, Choice]] = []

    def remember(self, root: Any, seat: int, path: tuple[Choice, ...]) -> None:
        """Keep the rest of ``path`` (its first step is being answered now), each step with
        the key of the state it is to be taken in."""
        self.steps = []
        state = root.clone(dice=CountingDice(0))
        for index, choice in enumerate(path[:-1]):
            state.apply(seat, choice)
            self.steps.append((chain_key(state, seat), path[index + 1]))

    def next_step(self, info: Any, seat: int, request: Request) -> Choice | None:
        """The remembered step for this state, if the path expected it and it is legal."""
        if not self.steps:
            return None
        key, choice = self.steps[0]
        if chain_key(info, seat) != key or choice not in request.legal_choices():
            self.steps = []
            return None
        self.steps.pop(0)
        return choice


def sample_ends(ends: list[ChainEnd], count: int, nearest: list[int],
                rng: random.Random) -> list[int]:
    """Up to ``count`` end indices: the first half of ``nearest`` (ends listed best first by
    some cheap order) and the rest drawn at random from the others; in listed order."""
    if len(ends) <= count:
        return list(range(len(ends)))
    best = nearest[:count // 2]
    taken = set(best)
    rest = [i for i in range(len(ends)) if i not in taken]
    return sorted(best + rng.sample(rest, count - len(best)))
