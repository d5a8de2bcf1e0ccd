"""Replays: setup + seed + choices as versioned JSON, played back to the same events.

The same format serves save files, bug reports and tutorials::

    {"format": "hexbrawl-replay", "version": 3, "ruleset": "meatbot", "rules_version": 3,
     "setup": {...}, "seed": 7, "choices": [[0, {"type": "Pick", ...}], ...]}

``version`` is the file format's; ``rules_version`` is the game's own ``RULES_VERSION``
(game/core/ruleset.py), so one game's rule change refuses only that game's old records.
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
"""The file format's version. Until format 3 it was also raised for rule changes (2: the
Meatbot rulebook audit moved the Hyperheal's expel choice to the start of the round; 3: Meatbot
Move comes back the moment a Lock or pin ends, and biters are asked "let go?"); since then a
rule change raises the game's own ``RULES_VERSION`` instead."""

UNRECORDED_RULES_VERSION = "UNRECORDED_RULES_VERSION"
"""The optional ruleset attribute naming the rules version of a replay written before replays
recorded one (default 1: Meatbot's is 3, the format's version when the field was added)."""


class ReplayError(ValueError):
    """A replay file that cannot be read or played back, with the reason in plain words."""


@dataclass(frozen=True)
class Replay:
    """A recorded match: everything needed to play it again exactly."""

    ruleset: str
    setup: Mapping[str, Any]
    seed: int
    choices: tuple[tuple[int, dict[str, Any]], ...]
    rules_version: int | None = None
    """The game's ``RULES_VERSION`` when the match was played (None: the file did not say)."""

    def to_json(self) -> dict[str, Any]:
        """The replay as a JSON-able dict."""
        written = {"format": FORMAT, "version": VERSION, "ruleset": self.ruleset}
        if self.rules_version is not None:
            written["rules_version"] = self.rules_version
        return {**written, "setup": dict(self.setup), "seed": self.seed,
                "choices": [[player, choice] for player, choice in self.choices]}

    def dumps(self) -> str:
        """The replay as JSON text."""
        return json.dumps(self.to_json(), indent=1)


def record(match: Match) -> Replay:
    """The replay of a match started with ``start_match`` (its setup, seed and choices)."""
    if match.seed is None:
        raise ReplayError("this match has no seed, so it cannot be replayed")
    choices = tuple((player, encode_choice(choice)) for player, choice in match.choices)
    rules_version = int(ruleset_module(match.ruleset).RULES_VERSION)
    return Replay(match.ruleset, match.setup, match.seed, choices, rules_version)


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
    rules_version = data.get("rules_version")
    if rules_version is not None and (not isinstance(rules_version, int)
                                      or isinstance(rules_version, bool)):
        raise ReplayError(f"{source}: field 'rules_version' should be a whole number, "
                          f"not {rules_version!r}")
    return Replay(data["ruleset"], data["setup"], data["seed"], tuple(choices), rules_version)


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


def check_rules_version(replay: Replay, module: Any) -> None:
    """ReplayError naming the game and both versions unless ``replay`` was played under the
    rules this build has: the same choices under other rules would make another match."""
    wrote = replay.rules_version
    if wrote is None:
        wrote = int(getattr(module, UNRECORDED_RULES_VERSION, 1))
    if wrote != module.RULES_VERSION:
        raise ReplayError(f"this {module.TITLE} match was played under rules version {wrote}; "
                          f"this build plays version {module.RULES_VERSION}, where its "
                          "choices would make another match. Play it with the build that "
                          "wrote it.")


def play(replay: Replay, arena_loader: ArenaLoader | None = None) -> Match:
    """Play a replay from the start; ReplayError if its setup or a choice does not fit."""
    try:
        module = ruleset_module(replay.ruleset)
    except ValueError as error:
        raise ReplayError(f"the replay's setup cannot start a match: {error}") from None
    check_rules_version(replay, module)
    try:
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
