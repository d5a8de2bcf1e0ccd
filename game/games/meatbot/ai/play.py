"""Playing whole AI matches headless (for tools/simulate.py and the tests)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.base import Agent, observe
from game.ai.safe import SafeSeat
from game.core.arena import Arena
from game.core.dice import SeededDice
from game.core.match import Match
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state


@dataclass
class MatchRecord:
    """How one AI match went: the winner's seat (None: draw), rounds, builds, timings."""

    winner: int | None
    rounds: int
    builds: list[tuple[str, ...]]
    decision_ms: list[list[float]] = field(default_factory=list)
    pick_ms: list[list[float]] = field(default_factory=list)
    failures: list[int] = field(default_factory=list)
    match: Match | None = None
    limit_reached: bool = False
    """True when the round limit ended the match with two or more bots still standing."""
    cpu_ms: list[list[float]] = field(default_factory=list)
    """Per seat, the processor time of each decision (less swayed by other jobs than the wall
    clock in ``decision_ms``)."""


def unbuilt_bots(seats: Sequence[SafeSeat], massacre: int, stomachs: int) -> tuple[BotBuild, ...]:
    """A bot per seat, left for its agent to buy in the match's shop within the budget."""
    return tuple(BotBuild(f"Bot {i + 1} ({seat.level})", massacre, None, stomachs)
                 for i, seat in enumerate(seats))


def play_match(arena: Arena, agents: Sequence[Agent], seed: int, massacre: int = 5,
               stomachs: int = 4, round_limit: int = 100, keep: bool = False,
               secret_builds: bool = False) -> MatchRecord:
    """Play one match between ``agents`` (seat order) on ``arena`` with dice from ``seed``
    (``secret_builds``: each bot's build hidden from the others)."""
    seats = [SafeSeat(agent, seed * 101 + i) for i, agent in enumerate(agents)]
    setup = MeatbotSetup(arena, unbuilt_bots(seats, massacre, stomachs),
                         round_limit=round_limit, secret_builds=secret_builds)
    state, opening = new_state(setup, SeededDice(seed))
    match = Match(state, "meatbot", opening=opening)
    if not keep:
        match.mute_events()             # the match is not handed back: nobody reads its log
    timings: list[list[float]] = [[] for _ in seats]
    pick_timings: list[list[float]] = [[] for _ in seats]
    cpu_timings: list[list[float]] = [[] for _ in seats]
    while not match.is_over:
        request = match.pending()[0]
        start_cpu = time.thread_time()  # outside the wall-clock window: it is a system call
        start = time.perf_counter()
        choice = seats[request.player].choose(observe(match, request.player), request)
        took = (time.perf_counter() - start) * 1000
        cpu_timings[request.player].append((time.thread_time() - start_cpu) * 1000)
        timings[request.player].append(took)
        if request.kind == "pick":
            pick_timings[request.player].append(took)
        match.submit(request.player, choice)
    result = match.result
    bought = match.state.setup.bots
    return MatchRecord(result.winner, result.rounds, [b.devourables or () for b in bought],
                       timings, pick_timings, [s.failures for s in seats], match if keep else None,
                       sum(1 for bot in match.state.bots if bot.active) >= 2, cpu_timings)
