"""Replays: setup + seed + choices as versioned JSON, played back to the same events.

The same format serves save files, bug reports and tutorials::

    {"format": "hexbrawl-replay", "version": 3, "ruleset": "meatbot",
     "setup": {...}, "seed": 7, "choices": [[0, {"type": "Pick", ...}], ...]}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.match import (
    ArenaLoader,
    IllegalChoice,
    Match,
    decode_choice,
    encode_choice,
    ruleset_module,
    start_match,
)

FORMAT = "hexbrawl-replay"
VERSION = 3
"""Raised whenever a rules change makes old choice records play out differently (2: the
Meatbot rulebook audit moved the Hyperheal's expel choice to the start of the round; 3: Meatbot
Move comes back the moment a Lock or pin ends, and biters are asked "let go?")."""


class ReplayError(ValueError):
    """A replay file that cannot be read or played back, with the reason in plain words."""


@dataclass(frozen=True)
class Replay:
    """A recorded match: everything needed to play it again exactly."""

    ruleset: str
    setup: Mapping[str, Any]
    seed: int
    choices: tuple[tuple[int, dict[str, Any]], ...]

    def to_json(self) -> dict[str, Any]:
        """The replay as a JSON-able dict."""
        return {"format": FORMAT, "version": VERSION, "ruleset": self.ruleset,
                "setup": dict(self.setup), "seed": self.seed,
                "choices": [[player, choice] for player, choice in self.choices]}

    def dumps(self) -> str:
        """The replay as JSON text."""
        return json.dumps(self.to_json(), indent=1)


def record(match: Match) -> Replay:
    """The replay of a match started with ``start_match`` (its setup, seed and choices)."""
    if match.seed is None:
        raise ReplayError("this match has no seed, so it cannot be replayed")
    choices = tuple((player, encode_choice(choice)) for player, choice in match.choices)
    return Replay(match.ruleset, match.setup, match.seed, choices)


def from_json(data: Any, source: str = "replay") -> Replay:
    """Check a parsed replay dict and turn it into a ``Replay``; ReplayError if it is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"{source} is not a Hexbrawl replay (no \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if version != VERSION:
        raise ReplayError(f"{source} was written by replay format version {version!r}; this "
                          f"build reads only version {VERSION}. Play it with the build that "
                          "wrote it.")
    for key, kind in (("ruleset", str), ("setup", dict), ("seed", int), ("choices", list)):
        if not isinstance(data.get(key), kind):
            raise ReplayError(f"{source}: field {key!r} is missing or not a {kind.__name__}")
    choices = []
    for index, entry in enumerate(data["choices"]):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and isinstance(entry[1], dict)):
            raise ReplayError(f"{source}: choice {index} should be [player, {{...}}], "
                              f"not {entry!r}")
        choices.append((entry[0], entry[1]))
    return Replay(data["ruleset"], data["setup"], data["seed"], tuple(choices))


def loads(text: str, source: str = "replay") -> Replay:
    """Parse replay JSON text; ReplayError if it is not valid."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ReplayError(f"{source} is not valid JSON: {error}") from None
    return from_json(data, source)


def load(path: str | Path) -> Replay:
    """Read a replay file; ReplayError if it is missing or not valid."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ReplayError(f"cannot read replay {path}: {error.strerror}") from None
    return loads(text, str(path))


def save(replay: Replay, path: str | Path) -> None:
    """Write a replay file."""
    Path(path).write_text(replay.dumps(), encoding="utf-8")


def play(replay: Replay, arena_loader: ArenaLoader | None = None) -> Match:
    """Play a replay from the start; ReplayError if its setup or a choice does not fit."""
    try:
        module = ruleset_module(replay.ruleset)
        match = start_match(replay.ruleset, replay.setup, replay.seed,
                            arena_loader=arena_loader)
    except (ValueError, KeyError, TypeError) as error:
        raise ReplayError(f"the replay's setup cannot start a match: {error}") from None
    for index, (player, data) in enumerate(replay.choices):
        try:
            match.submit(player, decode_choice(data, module.CHOICE_TYPES))
        except (IllegalChoice, ValueError) as error:
            raise ReplayError(f"choice {index} of the replay does not fit the match: "
                              f"{error}") from None
    return match
