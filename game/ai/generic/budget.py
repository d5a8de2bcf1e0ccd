"""The generic agent's budget: what one decision may cost, in counts (``Budget``), and how a
game's optional hints (game/core/ruleset.py) reshape it for its table and request kinds
(``for_game``): a bigger budget where decisions are cheap, shared out over a bigger table,
more playouts for a decisive request kind, the seat's own follow-up, chain search."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.ai.generic.standing import declared
from game.core.match import Request
from game.games import GAMES, spec


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
"""A game's optional ``SPEC.tuning`` knob that lets a game with cheap
decisions give the default generic agent a bigger budget."""


REQUEST_SCALE = "GENERIC_REQUEST_SCALE"
"""A game's optional ``SPEC.tuning`` knob: request kinds mapped to a budget
scale, for a game whose decisions of one kind (few, cheap and decisive) deserve more search."""


OWN_FOLLOW = "GENERIC_OWN_FOLLOW"
"""A game's optional ``SPEC.tuning`` knob: request kind -> how many of the
seat's own next decisions a choice of that kind is judged after (``own_follow``), for a game
whose decisions come in runs whose worth depends on each other."""


CHAINS = "GENERIC_CHAINS"
"""A game's optional ``SPEC.tuning`` knob that lets a game whose seats make
chains of decisions (a walk by single steps) have the default agent judge the chains' ends."""
CHAIN_LIMIT = 3000
"""``chain_limit`` for a game that declares ``GENERIC_CHAINS``."""
CHAIN_STANDING = "GENERIC_CHAIN_STANDING"
"""A game's optional ``SPEC.tuning`` knob that has chain ends judged by the
game's standing right at them (``chain_at_once``)."""


def tuning(info: Any, name: str, default: Any) -> Any:
    """The knob ``name`` of the game ``info`` belongs to: from a registered game's
    ``SPEC.tuning`` (game/games/<name>/__init__.py), from a test game's own rules module
    (``declared``), else ``default``."""
    where = type(info).__module__
    for game in GAMES:
        found = spec(game)
        if where == found.rules or where.startswith(found.rules + "."):
            return found.tuning.get(name, default)
    return declared(info, name, default)


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


def for_game(base: Budget, info: Any, request: Request | None = None) -> Budget:
    """``base`` shaped by the hints of the game ``info`` (an information state) belongs to:
    ``scaled`` by its ``GENERIC_BUDGET_SCALE`` (shared out over the table, ``table_scale``,
    ``deeper``), ``for_kind`` by its ``GENERIC_REQUEST_SCALE`` for ``request``'s kind, with
    ``own_follow`` by its ``GENERIC_OWN_FOLLOW`` for that kind, and ``chained`` if it
    declares ``GENERIC_CHAINS`` (judging the ends at once if it also declares
    ``GENERIC_CHAIN_STANDING``)."""
    depth, scale = table_scale(int(tuning(info, BUDGET_SCALE, 1)),
                               len(info.names))
    budget = scaled(deeper(base, depth), scale)
    if request is not None:
        kinds = tuning(info, REQUEST_SCALE, {})
        budget = for_kind(budget, int(kinds.get(request.kind, 1)))
        follow = int(tuning(info, OWN_FOLLOW, {}).get(request.kind, 0))
        if follow > budget.own_follow:
            budget = replace(budget, own_follow=follow)
    if not tuning(info, CHAINS, False):
        return budget
    return chained(budget, bool(tuning(info, CHAIN_STANDING, False)))

