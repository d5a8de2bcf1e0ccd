"""Headless AI matches of any registered ruleset, and a strength report (for the simulator).

``run_match(ruleset, setup_json, agents, seed)`` plays one match with the given agents (or
level names from game/ai/registry.py) in seat order; ``strength(ruleset, levels, matches,
seed)`` plays a series on the ruleset's sample set-ups with the seats rotating, and reports
wins, draws and decision times per level. Only the ruleset seam is used.

While several real-time requests race (Dice Bot's grabs), who answers first is decided by
``Pacer``: when every racing agent says how quickly it answers (``real_time_pace``, the
seconds the window waits between its answers), the one whose answer lands first, on a clock
simulated from the seed; otherwise one drawn from the seed (``next_request``), every seat
still racing as likely to be first, as at a table of equally quick players. Either way the
same seed gives the same order.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import Agent, SeatView, information_state_of
from game.ai.generic.playout import winners_of
from game.ai.registry import make_agent
from game.ai.safe import SafeSeat
from game.core.match import ArenaLoader, Match, Request, start_match
from game.core.ruleset import ruleset_module

MAX_DECISIONS = 200_000
"""A match still going after this many decisions is a ruleset bug, not a long game."""


@dataclass
class MatchRun:
    """How one headless match went."""

    result: Any
    winners: tuple[int, ...]
    decisions: int
    decision_ms: list[list[float]]
    failures: list[int]
    match: Match
    cpu_ms: list[list[float]] = field(default_factory=list)


def run_match(ruleset: str, setup_json: Mapping[str, Any], agents: Sequence[Agent | str],
              seed: int, arena_loader: ArenaLoader | None = None,
              timed: bool = True, keep_events: bool = True) -> MatchRun:
    """Play a match of ``ruleset`` from ``setup_json`` and ``seed`` to its end; ``agents``
    (objects, or level names made with seeds from ``seed``) sit in seat order, each behind a
    ``SafeSeat``. When several requests are pending, the first is answered first, or among
    racing real-time requests one drawn from the seed (``next_request``): the arrival order.
    ``timed=False`` leaves the clocks unread (no decision times: a throughput run);
    ``keep_events=False`` lets the rules skip the log (``Match.mute_events``) when nobody
    reads the match's events."""
    match = start_match(ruleset, setup_json, seed, arena_loader=arena_loader)
    if not keep_events:
        match.mute_events()
    made = [_agent(ruleset, agent, seed * 16 + i) for i, agent in enumerate(agents)]
    seats = [SafeSeat(agent, seed * 101 + i) for i, agent in enumerate(made)]
    timings: list[list[float]] = [[] for _ in seats]
    cpu: list[list[float]] = [[] for _ in seats]
    pacer = Pacer([getattr(agent, "real_time_pace", None) for agent in made], seed)
    hide = information_state_of(match.state, ruleset)
    state_now = lambda: match.state  # noqa: E731 - one closure for every decision's view
    state, choices, pending = match.state, match.choices, match.pending
    play = [seat.play for seat in seats]
    # A view nobody looked into still reads the live state on first use, exactly as a
    # fresh one would: a seat's view is made anew only after an agent used it.
    views = [SeatView(seat, state_now, hide) for seat in range(len(seats))]
    while not state.is_over:
        if len(choices) >= MAX_DECISIONS:
            raise RuntimeError(f"{ruleset} match (seed {seed}) still going after "
                               f"{MAX_DECISIONS} decisions")
        asked = pending()
        request = asked[0]
        if len(asked) > 1 or request.real_time or pacer.clock:
            request = pacer.next(asked)     # several at once, or a race (else Pacer.next's
                                            # common case: the one request, nobody racing)
        view = views[request.player]
        if not view.untouched:
            view = views[request.player] = SeatView(request.player, state_now, hide)
        if not timed:
            play[request.player](match, view, request)
            continue
        start, start_cpu = time.perf_counter(), time.process_time()
        choice = seats[request.player].choose(view, request)
        timings[request.player].append((time.perf_counter() - start) * 1000)
        cpu[request.player].append((time.process_time() - start_cpu) * 1000)
        match.submit(request.player, choice)
    return MatchRun(match.result, winners_of(match.result), len(match.choices), timings,
                    [seat.failures for seat in seats], match, cpu)


def next_request(pending: Sequence[Request], arrivals: random.Random) -> Request:
    """The request answered next: the first pending one, or, while real-time requests race,
    one of them drawn from ``arrivals``. Always taking the lowest seat would let it fill its
    whole sheet before the next seat grabbed once (and leave the last seat no choice)."""
    racing = [request for request in pending if request.real_time]
    return arrivals.choice(racing) if racing else pending[0]


class Pacer:
    """Who answers next (see the module docstring): the first pending request, or among
    racing real-time ones the earliest on a simulated clock when every racing seat has a
    pace (each answer lands pace x 0.8-1.2 after the last; the clocks restart with every
    race), else one drawn at random. Its draws come from the match seed."""

    def __init__(self, paces: Sequence[float | None], seed: int) -> None:
        self.paces = list(paces)
        self.seed = seed
        self._rng: random.Random | None = None
        self.clock: dict[int, float] = {}

    @property
    def rng(self) -> random.Random:
        """The draws' random stream, seeded on first use (most matches never race)."""
        if self._rng is None:
            self._rng = random.Random(self.seed * 7 + 3)
        return self._rng

    def next(self, pending: Sequence[Request]) -> Request:
        """The request answered next."""
        if len(pending) == 1 and not pending[0].real_time and not self.clock:
            return pending[0]           # the common case: one request, nobody racing
        racing = [request for request in pending if request.real_time]
        if not racing:
            if self.clock:
                self.clock = {}
            return pending[0]
        if any(self.paces[request.player] is None for request in racing):
            return next_request(pending, self.rng)
        if not self.clock:
            self.clock = {seat: self._step(seat) for seat, pace in enumerate(self.paces)
                          if pace is not None}
        first = min(racing, key=lambda request: (self.clock[request.player], request.player))
        self.clock[first.player] += self._step(first.player)
        return first

    def _step(self, seat: int) -> float:
        return float(self.paces[seat]) * self.rng.uniform(0.8, 1.2)  # type: ignore[arg-type]


def _agent(ruleset: str, agent: Agent | str, seed: int) -> Agent:
    return make_agent(ruleset, agent, seed) if isinstance(agent, str) else agent


@dataclass
class Strength:
    """A series' tally per level: wins, draws (shared by every seat), decision times (ms)."""

    ruleset: str
    levels: list[str]
    matches: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    decision_cpu_ms: dict[str, list[float]] = field(default_factory=dict)
    fair_share: dict[str, float] = field(default_factory=dict)
    """Per level, the sum over matches of its share of the seats (divide by ``matches``)."""

    def win_rate(self, level: str) -> float:
        """Share of matches ``level`` won (a level in several seats: any of them)."""
        return self.wins.get(level, 0) / self.matches if self.matches else 0.0

    def even_share(self, level: str) -> float:
        """The share of matches ``level`` would win if every seat were as good: its average
        share of the seats (a half for two levels at a table of two or four)."""
        return self.fair_share.get(level, 0.0) / self.matches if self.matches else 0.0

    def interval(self, level: str) -> tuple[float, float]:
        """The 95% Wilson interval of ``level``'s win rate."""
        return wilson(self.wins.get(level, 0), self.matches)

    def to_json(self) -> dict[str, Any]:
        """The report as a JSON-able dict (the simulator's summary for any ruleset)."""
        return {"ruleset": self.ruleset, "matches": self.matches, "levels": self.levels,
                "wins": dict(self.wins), "draws": self.draws,
                "win_rate_95": {level: [round(x, 3) for x in self.interval(level)]
                                for level in dict.fromkeys(self.levels)},
                "fair_share": {level: round(self.even_share(level), 3)
                               for level in dict.fromkeys(self.levels)},
                "decision_ms": {level: {"median": round(_median(times), 3),
                                        "p95": round(_p95(times), 3),
                                        "max": round(max(times, default=0.0), 3),
                                        "count": len(times)}
                                for level, times in self.decision_ms.items()},
                "decision_cpu_ms": {level: _spread(times)
                                    for level, times in self.decision_cpu_ms.items()}}

    def lines(self) -> list[str]:
        """The report in words, one line per level, then the draws."""
        out = [f"{self.ruleset}: {self.matches} matches, levels rotating through the seats"]
        for level in dict.fromkeys(self.levels):
            times = self.decision_ms.get(level, [])
            out.append(f"  {level}: won {self.wins.get(level, 0)} "
                       f"({100 * self.win_rate(level):.1f}%); decision ms median "
                       f"{_median(times):.2f}, p95 {_p95(times):.1f}, max "
                       f"{max(times, default=0.0):.1f} over {len(times)} decisions")
        out.append(f"  draws: {self.draws} ({100 * self.draws / max(self.matches, 1):.1f}%)")
        return out


def strength(ruleset: str, levels: Sequence[str], matches: int, seed: int,
             setup_for: Callable[[int], Mapping[str, Any]] | None = None,
             arena_loader: ArenaLoader | None = None,
             on_match: Callable[[MatchRun], None] | None = None,
             players: int | None = None, only: range | None = None,
             timed: bool = True) -> Strength:
    """Play ``matches`` matches between ``levels`` (rotated over the seats every match) and
    tally them; ``on_match`` sees every finished match (a game's own report).

    A table has ``players`` seats (default: one per level), filled with ``levels`` in turn
    (``seat_orders``). Matches come in rotations of ``len(levels)``: every match of rotation
    ``r`` (match ``index // len(levels)``) plays the same set-up, ``setup_for(r)`` (default:
    the ruleset's ``sample_setup_json(players, seed + r)``), with the same match seed, so the
    matches of a rotation differ only in who sits where: neither armies nor opening luck
    favour a level. ``only`` plays just those match indices of the series (a worker's share;
    ``merged`` adds the shares up to the whole series' report); ``timed=False`` reads no
    clocks (run_match). The matches keep their events only for ``on_match``."""
    seats = players or len(levels)
    if setup_for is None:
        sample = ruleset_module(ruleset).sample_setup_json
        setup_for = lambda rotation: sample(seats, seed + rotation)  # noqa: E731
    report = Strength(ruleset, list(levels))
    orders = seat_orders(levels, seats)
    made: tuple[int, Mapping[str, Any]] | None = None   # a rotation's set-up, made once
    for index in range(matches) if only is None else only:
        rotation, shift = divmod(index, len(orders))
        order = orders[shift]
        if made is None or made[0] != rotation:
            made = (rotation, setup_for(rotation))
        run = run_match(ruleset, made[1], order, seed * 1_000_003 + rotation,
                        arena_loader, timed, keep_events=on_match is not None)
        if on_match is not None:
            on_match(run)
        _tally(report, order, run)
    return report


def merged(parts: Sequence[Strength]) -> Strength:
    """One report of a series played in ``parts`` (each a share of its matches)."""
    report = Strength(parts[0].ruleset, list(parts[0].levels))
    for part in parts:
        report.matches += part.matches
        report.draws += part.draws
        for mine, theirs in ((report.wins, part.wins), (report.fair_share, part.fair_share)):
            for level, value in theirs.items():
                mine[level] = mine.get(level, 0) + value  # type: ignore[assignment]
        for mine_times, their_times in ((report.decision_ms, part.decision_ms),
                                        (report.decision_cpu_ms, part.decision_cpu_ms)):
            for level, times in their_times.items():
                mine_times.setdefault(level, []).extend(times)
    return report


def seat_orders(levels: Sequence[str], players: int) -> list[list[str]]:
    """The seatings of one rotation: ``levels`` repeated to fill ``players`` seats, shifted
    by one level per seating, so each level sits in every seat equally often and holds, on
    average, its share of the seats (two levels at three seats: 2-1, then 1-2)."""
    count = len(levels)
    return [[levels[(seat + shift) % count] for seat in range(players)]
            for shift in range(count)]


def _tally(report: Strength, order: Sequence[str], run: MatchRun) -> None:
    """Count one match: a level wins when any of its seats is among the winners."""
    winners = level_winners(order, run.result, run.winners)
    report.matches += 1
    report.draws += not winners
    for level in dict.fromkeys(order):
        won = any(order[seat] == level for seat in winners)
        report.wins[level] = report.wins.get(level, 0) + won
    for seat, level in enumerate(order):
        report.decision_ms.setdefault(level, []).extend(run.decision_ms[seat])
        report.decision_cpu_ms.setdefault(level, []).extend(run.cpu_ms[seat])
    for level in dict.fromkeys(order):
        report.fair_share[level] = report.fair_share.get(level, 0.0) + \
            order.count(level) / len(order)


def level_winners(order: Sequence[str], result: Any,
                  winners: tuple[int, ...]) -> tuple[int, ...]:
    """The winning seats for the levels' tally: the match's winners, or, when it ended in a
    draw shared by seats of one level only, those seats: a tie at the top of its ``scores``
    (two normal seats sharing the top of a four-seat table beat the easy ones), or, in a game
    whose result names the seats still ``standing`` (MetalKrushers at its turn limit), the
    seats left in the match (two hard Krushers left when the limit is reached beat the
    normal ones that fell). With one level in every seat there is nothing to decide, and a
    draw stays a draw (easy against itself counts the matches it finishes)."""
    if winners or len(set(order)) < 2:
        return winners
    shared = _sharing_the_draw(result)
    return shared if shared and len({order[seat] for seat in shared}) == 1 else ()


def _sharing_the_draw(result: Any) -> tuple[int, ...]:
    """The seats a drawn ``result`` is shared by: those at the top of its ``scores``, else
    its ``standing`` seats (none when the game names neither)."""
    scores = getattr(result, "scores", None)
    if scores:
        best = max(scores)
        return tuple(seat for seat, score in enumerate(scores) if score == best)
    return tuple(getattr(result, "standing", ()))


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% for the default ``z``) of a rate of ``successes`` in
    ``trials``; (0, 1) with no trials."""
    if trials <= 0:
        return 0.0, 1.0
    rate = successes / trials
    centre = (rate + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (z / (1 + z * z / trials)) * ((rate * (1 - rate) / trials
                                          + z * z / (4 * trials * trials)) ** 0.5)
    return max(0.0, centre - half), min(1.0, centre + half)


def _spread(times: list[float]) -> dict[str, float]:
    return {"median": round(_median(times), 3), "p95": round(_p95(times), 3),
            "max": round(max(times, default=0.0), 3), "count": len(times)}


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


def _p95(values: list[float]) -> float:
    return sorted(values)[int(0.95 * (len(values) - 1))] if values else 0.0
