"""Starting a Mechaton match in the window: seats, arena, options and the set-up JSON.

Every army is built in the match (``build`` requests: secret, so the hand-off screen goes up
between humans); AI seats build theirs through the same requests.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.match import start_match
from game.ui.battle.seats import SeatConfig
from game.ui.saves import load_arena_file, portable
from game.ui.session import MatchSession

DEFAULT_ARENA = "maps/mechaton_killing_ground.tmx"
SHORT_ARENA = "maps/mechaton_satellite_crash.tmx"


@dataclass(frozen=True)
class MatchOptions:
    """What the New match form sets besides seats and arena."""

    split_weapons: bool = False
    double_weapons: bool = False
    rockets: int = 0
    short_game: bool = False
    quick_deploy: bool = False

    def to_json(self) -> dict[str, Any]:
        """The ruleset's ``options`` object."""
        data: dict[str, Any] = {"split_weapons": self.split_weapons,
                                "double_weapons": self.double_weapons,
                                "rockets": self.rockets, "short_game": self.short_game,
                                "deployment": "map" if self.quick_deploy or self.short_game
                                else "rulebook"}
        return data


def setup_json(arena_path: str | Path, seats: list[SeatConfig],
               options: MatchOptions) -> dict[str, Any]:
    """The set-up JSON of a match with every army built in the match."""
    return {"arena": {"path": portable(arena_path)},
            "players": [seat.name for seat in seats],
            "armies": [None for _ in seats], "options": options.to_json()}


def new_session(arena_path: str | Path, seats: list[SeatConfig], options: MatchOptions,
                seed: int) -> MatchSession:
    """A started match with its seats (AI seats play game/games/mechaton/ai's level, through the AI
    registry, as they do when the match is continued from a save)."""
    data = setup_json(arena_path, seats, options)
    match = start_match("mechaton", data, seed, arena_loader=load_arena_file)
    session = MatchSession(match, seats, data["arena"]["path"], options.to_json())
    session.events.extend(match.events)
    return session
