"""Mechaton AI-vs-AI matches: seeded, headless, with win counts and decision timings.

``run(arena_path, players, levels, matches)`` plays ``matches`` seeded matches (seat
levels rotating from match to match, so no level keeps the better seats) and returns a
``Report`` (tests use it; ``army`` makes every seat build one plan). The measurements go
through the shared simulator, which offers every arena at each player count ``offered``
lists, with each level's own army or one army for every seat::

    python tools/simulate.py --ruleset mechaton --maps all --players all \
        --seats hard,normal --builds both --matches 8 --table
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.match import Match, start_match
from game.games.mechaton.ai.seat import observe
from game.games.mechaton.rules.parts import SIZES
from game.games.mechaton.rules.state import MechatonState

CHOICE_LIMIT = 20000
"""A match still running after this many choices is stopped and counted as unfinished."""


@dataclass
class MatchRecord:
    """One match: seat levels, the winner's seat (None: a draw or unfinished), whether
    doomsday came, turns played, final scores, and every decision's time by level (ms)."""

    levels: tuple[str, ...]
    winner: int | None
    doomsday: bool
    turns: int
    scores: tuple[int, ...]
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    failures: int = 0


@dataclass
class Report:
    """What ``run`` measured over many matches."""

    arena: str
    players: int
    short_game: bool
    records: list[MatchRecord]

    def wins(self, level: str) -> int:
        """Matches won by a seat of ``level``."""
        return sum(1 for r in self.records if r.winner is not None
                   and r.levels[r.winner] == level)

    @property
    def draws(self) -> int:
        """Matches nobody won (a tie at the top, or unfinished)."""
        return sum(1 for r in self.records if r.winner is None)

    @property
    def doomsdays(self) -> int:
        """Matches that reached doomsday."""
        return sum(1 for r in self.records if r.doomsday)

    def times(self, level: str, cpu: bool = False) -> list[float]:
        """Every decision time (ms) of ``level``'s seats: wall clock, or (``cpu``) the
        thread's processor time, which a busy machine does not inflate."""
        return [t for r in self.records for t in (r.cpu if cpu else r.times).get(level, [])]

    def fair_share(self, level: str) -> float:
        """The share of matches ``level`` would win if every seat were equal."""
        return statistics.fmean(r.levels.count(level) / len(r.levels) for r in self.records)

    def summary(self, levels: Sequence[str]) -> str:
        """Several lines of plain text."""
        n = len(self.records)
        kind = "short game" if self.short_game else f"{self.players} players"
        lines = [f"{self.arena} ({kind}), {n} matches: {self.doomsdays} reached doomsday, "
                 f"{self.draws} drawn, mean turns "
                 f"{statistics.fmean(r.turns for r in self.records):.1f}"]
        for level in dict.fromkeys(levels):
            times, cpu = self.times(level), self.times(level, cpu=True)
            lines.append(f"  {level:>7}: {self.wins(level)}/{n} wins "
                         f"({100 * self.wins(level) / max(1, n):.0f}%, fair share "
                         f"{100 * self.fair_share(level):.0f}%); {len(times)} decisions, "
                         f"wall mean {mean_ms(times):.1f} ms p95 {p95_ms(times):.1f} ms, "
                         f"cpu mean {mean_ms(cpu):.1f} ms p95 {p95_ms(cpu):.1f} ms")
        return "\n".join(lines)


def mean_ms(times: Sequence[float]) -> float:
    """Mean of ``times`` (0 when empty)."""
    return statistics.fmean(times) if times else 0.0


def p95_ms(times: Sequence[float]) -> float:
    """95th percentile of ``times`` (0 when empty)."""
    if not times:
        return 0.0
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def setup_json(arena_path: str | Path, players: int, short_game: bool = False,
               deployment: str = "map", **more: Any) -> dict[str, Any]:
    """A set-up with every army left to be built (the agents build them); ``more`` adds
    match options (``clock``, ``rockets``, ``split_weapons``...)."""
    options: dict[str, Any] = {"deployment": deployment, **more}
    if short_game:
        options["short_game"] = True
    return {"arena": {"path": str(arena_path)},
            "players": [f"P{s + 1}" for s in range(players)],
            "armies": [None] * players, "options": options}


def play_match(setup: dict[str, Any], levels: Sequence[str], seed: int,
               make: Callable[[str, int], Any] | None = None,
               loader: Callable[[str], Any] | None = None, army: str | None = None) -> MatchRecord:
    """One seeded match with an agent of ``levels[s]`` in seat ``s`` (``army``: every agent
    builds this plan of ``armies.PLANS`` instead of its own)."""
    from game.games.mechaton.ai import make_agent
    from game.games.mechaton.ai.armies import PLANS

    make = make or make_agent
    agents = [make(level, seed * 31 + s) for s, level in enumerate(levels)]
    if army is not None:
        for agent in agents:
            agent.plan = PLANS[army]
    match = start_match("mechaton", setup, seed, arena_loader=loader or _loader())
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    failures = 0
    for _ in range(CHOICE_LIMIT):
        if match.is_over:
            break
        request = match.pending()[0]
        start, start_cpu = time.perf_counter(), time.thread_time()
        choice = agents[request.player].choose(observe(match, request.player), request)
        times[levels[request.player]].append((time.perf_counter() - start) * 1000)
        cpu[levels[request.player]].append((time.thread_time() - start_cpu) * 1000)
        try:
            match.submit(request.player, choice)
        except ValueError:
            failures += 1
            match.submit(request.player, request.legal_choices()[0])
    return _record(match, tuple(levels), times, cpu, failures)


def _record(match: Match, levels: tuple[str, ...], times: dict[str, list[float]],
            cpu: dict[str, list[float]], failures: int) -> MatchRecord:
    state = match.state
    assert isinstance(state, MechatonState)
    result = match.result
    winner = result.winner if result is not None else None
    return MatchRecord(levels, winner, match.is_over, state.turn, state.scores(), times, cpu,
                       failures)


def run(arena_path: str | Path, players: int, levels: Sequence[str], matches: int,
        seed: int = 1, short_game: bool = False, deployment: str = "map",
        army: str | None = None, **options: Any) -> Report:
    """``matches`` seeded matches; match ``i`` seats ``levels`` rotated by ``i``
    (``army``: every seat builds that plan; ``options``: more match options, as
    ``setup_json`` takes them)."""
    setup = setup_json(arena_path, players, short_game, deployment, **options)
    records = []
    for i in range(matches):
        seats = tuple(levels[(s + i) % len(levels)] for s in range(players))
        records.append(play_match(setup, seats, seed + i, army=army))
    return Report(Path(arena_path).stem, players, short_game, records)


def offered(arena: Any) -> list[tuple[int, bool]]:
    """(players, short game) pairs an arena offers: counts whose stations it holds one hex
    each, or, for a single-station arena, the 3-player short game around its satellite."""
    found = [(p, False) for p in range(2, arena.max_players + 1)
             if p in SIZES and len(arena.stations) >= SIZES[p][0] * p]
    if len(arena.stations) == 1 and arena.max_players >= 3:
        found.append((3, True))
    return found


def _loader() -> Callable[[str], Any]:
    from game.maps.tiled import load_arena

    return load_arena
