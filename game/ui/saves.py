"""Saved matches of any game: the file format, where the autosave lives, and loading it.

A save is the core's replay (which names its ruleset and rules version) wrapped with the
seats, the arena path and the game's own match options::

    {"format": "hexbrawl-save", "version": 1, "ruleset": "meatbot", "arena_path": ...,
     "options": {...}, "round": 3, "over": false, "seats": [...], "replay": {...}}

Continue resumes whichever game was saved. A save written before saves named their game
(Meatbot's, with "massacre" and "stomachs" at the top) still loads; a save of a game this
version has no UI for is refused by name and reason (``StoredFileError``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from game import paths
from game.core.match import Match
from game.core.replay import ReplayError, from_json, play
from game.ui import storage
from game.ui.battle.seats import SeatConfig, reason_of, seat_from_json
from game.ui.games import GAME_UIS, game_ui

SAVE_FORMAT = "hexbrawl-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"
ROOT = paths.resource_root()
SAVE_FIX = "Start a new match; this file is kept as a copy before the new one is saved."
LEGACY_OPTIONS = ("massacre", "stomachs")
"""Top-level fields of saves made before saves named their game (all Meatbot's)."""
Opened = TypeVar("Opened")


def autosave_path() -> Path:
    """Where the match is saved after every round."""
    return storage.user_data_dir() / AUTOSAVE_NAME


def load_arena_file(path: str) -> Any:
    """Load a .tmx arena; a relative path missing from the working folder is tried from the
    game's own folder (saves name shipped maps relative to it)."""
    candidate = Path(path)
    if not candidate.is_absolute() and not candidate.exists():
        candidate = ROOT / candidate
    from game.maps.tiled import load_arena  # lazy: the map reader (pytmx) is not needed to
    # show the title, which imports this module

    return load_arena(candidate)


def portable(path: str | Path) -> str:
    """A shipped map as 'maps/x.tmx' (relative to the game), anything else absolute."""
    full = Path(path).resolve()
    try:
        return full.relative_to(ROOT).as_posix()
    except ValueError:
        return str(full)


def finished_match(data: dict[str, Any]) -> bool:
    """True if a save holds a match that is over: a new save may replace it with no copy."""
    return data.get("format") == SAVE_FORMAT and data.get("over") is True


def saved_ruleset(data: dict[str, Any]) -> str:
    """The game a save belongs to (saves from before games were named are Meatbot's);
    ValueError naming it when this version has no UI for that game."""
    replay = data.get("replay")
    named = data.get("ruleset") or (replay.get("ruleset") if isinstance(replay, dict) else None)
    if named is not None and not isinstance(named, str):
        raise ValueError("it does not say which game it is a match of")
    ruleset = named or "meatbot"
    if ruleset not in GAME_UIS:
        titles = ", ".join(sorted(game_ui(name).TITLE for name in GAME_UIS))
        raise ValueError(f"it is a match of '{ruleset}', a game this version cannot play "
                         f"(it plays {titles})")
    return ruleset


def saved_options(data: dict[str, Any]) -> dict[str, Any]:
    """The game's match options from a save (old saves kept them at the top level)."""
    options = data.get("options")
    if isinstance(options, dict):
        return dict(options)
    return {name: int(data[name]) for name in LEGACY_OPTIONS if name in data}


def saved_progress(data: dict[str, Any]) -> str:
    """Where a save stands, as the title says it: the game's own words when the save has
    them, else its round (saves before ``progress`` was written), else "the last point"."""
    progress = data.get("progress")
    if isinstance(progress, str) and progress.strip():
        return progress.strip()[:40]
    round_number = data.get("round")
    if isinstance(round_number, int) and not isinstance(round_number, bool):
        return f"round {round_number}"
    return "the last point"


class SavedMatch(NamedTuple):
    """What a save holds: its match replayed to where it was, the seats, the arena's path and
    the game's match options."""

    match: Match
    seats: list[SeatConfig]
    arena_path: str
    options: dict[str, Any]


def saved_match(data: dict[str, Any], where: str) -> SavedMatch:
    """The match a save's content describes; ValueError (or KeyError, TypeError,
    ReplayError) if it does not hold together."""
    if data.get("format") != SAVE_FORMAT:
        raise ValueError(f"it is not a Hexbrawl save (no \"format\": \"{SAVE_FORMAT}\")")
    ruleset = saved_ruleset(data)
    seats = [seat_from_json(item) for item in data["seats"]]
    replay = from_json(data["replay"], where)
    if replay.ruleset != ruleset:
        raise ValueError(f"the save says {ruleset!r} but its replay is {replay.ruleset!r}")
    arena = replay.setup.get("arena")
    if isinstance(arena, dict) and "path" in arena and not isinstance(arena["path"], str):
        raise ValueError("the arena's file name is not text")
    match = play(replay, arena_loader=load_arena_file)
    if len(seats) != len(match.state.names):
        raise ValueError("the seats do not match the units in the replay")
    return SavedMatch(match, seats, str(data["arena_path"]), saved_options(data))


def load_saved(path: str | Path, open_session: Callable[[SavedMatch], Opened]) -> Opened:
    """Resume the saved match at ``path`` as ``open_session`` opens it (the battle's session
    class); StoredFileError(path, reason) if it is corrupt, too old, or of a game this
    version cannot play."""

    def decode(data: dict[str, Any]) -> Opened:
        try:
            return open_session(saved_match(data, str(path)))
        except (ReplayError, ValueError, KeyError, TypeError) as error:
            raise storage.unusable(path, reason_of(error), SAVE_FIX) from None

    # storage.load turns anything else the content provokes into StoredFileError too, and
    # remembers the file so the next autosave over it keeps a copy first.
    return storage.load(path, SAVE_VERSION, decode, SAVE_FIX)
