"""Game set-up: the players (seated clockwise in a ring, seat 0 first in player order), the
draft style, a melee limit and optionally a stacked deck; to and from JSON."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.games.dicebot.rules.cards import deck_problems

MIN_PLAYERS, MAX_PLAYERS = 2, 6
REAL_TIME, SNAKE = "real_time", "snake"
DRAFTS = (REAL_TIME, SNAKE)
DEFAULT_MELEE_LIMIT = 30


@dataclass(frozen=True)
class DicebotSetup:
    """Everything a game starts from (with the dice, everything it will ever do).

    ``draft``: "real_time" (everyone grabs at once, first come first served) or "snake"
    (one grab at a time: seat 0 to the last seat, then back). ``melee_limit`` ends a game
    that nobody wins in that many melees, without a winner. ``deck``: a stacked deck (card
    names, top first) used unshuffled — for tutorials and tests; empty for ours, shuffled.
    """

    names: tuple[str, ...]
    draft: str = REAL_TIME
    melee_limit: int = DEFAULT_MELEE_LIMIT
    deck: tuple[str, ...] = ()

    @property
    def players(self) -> int:
        """How many seats."""
        return len(self.names)

    def problems(self) -> list[str]:
        """Why this set-up cannot start a game (empty when it can)."""
        found = []
        if not MIN_PLAYERS <= len(self.names) <= MAX_PLAYERS:
            found.append(f"Dice Bot needs {MIN_PLAYERS}-{MAX_PLAYERS} players, "
                         f"not {len(self.names)}")
        if self.draft not in DRAFTS:
            found.append(f"draft must be one of {', '.join(DRAFTS)}, not {self.draft!r}")
        if self.melee_limit < 1:
            found.append("melee_limit must be at least 1")
        if self.deck:
            found += deck_problems(self.deck)
        return found


def setup_to_json(setup: DicebotSetup) -> dict[str, Any]:
    """A JSON-able dict for a set-up."""
    return {"players": [{"name": name} for name in setup.names], "draft": setup.draft,
            "melee_limit": setup.melee_limit, "deck": list(setup.deck)}


def setup_from_json(data: Mapping[str, Any], arena_loader: Any = None) -> DicebotSetup:
    """The set-up a dict from ``setup_to_json`` describes; ValueError naming the problem.
    (There is no hex board, so ``arena_loader`` is not used.)"""
    try:
        names = tuple(str(p["name"]) for p in data["players"])
        setup = DicebotSetup(names, str(data.get("draft", REAL_TIME)),
                             int(data.get("melee_limit", DEFAULT_MELEE_LIMIT)),
                             tuple(str(c) for c in data.get("deck", ())))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"malformed dicebot setup: {error!r}") from None
    problems = setup.problems()
    if problems:
        raise ValueError("; ".join(problems))
    return setup


SAMPLE_MELEE_LIMIT = 4
"""Sample games stop after four melees, so random play ends in a few hundred decisions."""


def sample_setup_json(players: int, seed: int) -> dict[str, Any]:
    """A small, quick game for ``players`` seats, varied by ``seed`` (real time or snake)."""
    rng = random.Random(seed)
    draft = rng.choice(DRAFTS)
    names = tuple(f"Bot {i + 1}" for i in range(players))
    return setup_to_json(DicebotSetup(names, draft, SAMPLE_MELEE_LIMIT))
