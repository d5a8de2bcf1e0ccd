"""Play one AI-only Dice Bot game headless, pacing the real-time scavenge by level.

In the scavenge every seat still building has a grab pending at once; each seat's next grab
lands ``GRAB_DELAY[level]`` seconds (times a seeded jitter of 0.8-1.2) after its last one,
and the earliest lands first — the same order the UI's clock would give. Time is simulated,
never measured, so a seed always plays the same game.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from game.core.match import Match, Request, start_match
from game.games.dicebot.ai import AGENTS, GRAB_DELAY, Agent
from game.games.dicebot.ai.view import observe
from game.games.dicebot.rules.setup import REAL_TIME, DicebotSetup, setup_to_json

Factories = Mapping[str, Callable[[int], Agent]]

GAME_MELEE_LIMIT = 12
"""Simulated games stop without a winner after this many melees."""


@dataclass
class GameRecord:
    """A finished game: the match (events, choices), each seat's level and the seconds
    each decision took per level (measured for the report only)."""

    match: Match
    levels: tuple[str, ...]
    seconds: dict[str, list[float]] = field(default_factory=dict)


def pick_request(pending: list[Request], clock: dict[int, float]) -> Request:
    """The request answered next: among real-time grabs, the seat whose clock is earliest
    (lowest seat on a tie); otherwise the first pending."""
    grabs = [r for r in pending if r.real_time]
    if not grabs:
        return pending[0]
    return min(grabs, key=lambda r: (clock.get(r.player, 0.0), r.player))


def play_game(levels: tuple[str, ...], seed: int, melee_limit: int = GAME_MELEE_LIMIT,
              draft: str = REAL_TIME, factories: Factories = AGENTS) -> GameRecord:
    """Play a game with one agent per level (seat order) from ``seed``; ``factories``
    makes each level's agent from a seed (tests pass cheaper hard agents)."""
    setup = DicebotSetup(tuple(f"{lv.title()} {i + 1}" for i, lv in enumerate(levels)),
                         draft, melee_limit)
    match = start_match("dicebot", setup_to_json(setup), seed)
    agents = [factories[level](seed * 101 + seat) for seat, level in enumerate(levels)]
    jitter = random.Random(seed * 7 + 3)
    clock: dict[int, float] = {}
    record = GameRecord(match, levels)
    phase = ""
    while not match.is_over:
        if match.state.phase == "grab" and phase != "grab":
            clock = {s: GRAB_DELAY[lv] * jitter.uniform(0.8, 1.2)
                     for s, lv in enumerate(levels)}
        phase = match.state.phase
        request = pick_request(match.pending(), clock)
        seat = request.player
        started = time.perf_counter()
        choice = agents[seat].choose(observe(match, seat), request)
        record.seconds.setdefault(levels[seat], []).append(time.perf_counter() - started)
        if request.real_time:
            clock[seat] += GRAB_DELAY[levels[seat]] * jitter.uniform(0.8, 1.2)
        match.submit(seat, choice)
    return record
