"""Random legal play for the Dice Bot property tests: any seat count, both drafts, real-time
grabs arriving in random order."""

from __future__ import annotations

import random

from game.core.match import Match, Request, start_match
from game.games.dicebot.rules import DicebotSetup, setup_to_json
from game.games.dicebot.rules.setup import DRAFTS


def random_setup_json(seed: int, melee_limit: int = 6) -> dict:
    """2-6 players, a random draft style."""
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    names = tuple(f"Bot{i}" for i in range(players))
    return setup_to_json(DicebotSetup(names, rng.choice(DRAFTS), melee_limit))


def next_request(match: Match, rng: random.Random) -> Request:
    """The first pending request, or any of the real-time ones (who grabs first is random)."""
    pending = match.pending()
    racing = [r for r in pending if r.real_time]
    return rng.choice(racing) if racing else rng.choice(pending)


def play_random(seed: int, melee_limit: int = 6, check=None, steps: int | None = None) -> Match:
    """Random legal play from ``seed`` (to the end, or ``steps`` decisions), calling
    ``check(match)`` after every submission."""
    rng = random.Random(seed * 7919 + 3)
    match = start_match("dicebot", random_setup_json(seed, melee_limit), seed)
    made = 0
    while not match.is_over and (steps is None or made < steps):
        request = next_request(match, rng)
        match.submit(request.player, rng.choice(request.legal_choices()))
        made += 1
        if check is not None:
            check(match)
    return match
