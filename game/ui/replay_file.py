"""Shareable replays: one file that plays on another machine (docs/replays.md).

Export writes a history entry's facts and replay, naming the game, its rules version and the
arena; a map from the player's own folder travels inside the file. Import checks everything
before it writes anything: a file of another rules version, of a game this build does not
have, or a damaged one is refused by name and reason (``ImportRefused``) and the history is
left as it was. An accepted file's map goes into the player's maps folder and the match
into the history.
"""

from __future__ import annotations

import hashlib
import tempfile
from pathlib import Path
from typing import Any

from game.core.replay import ReplayError, check_rules_version, from_json, play
from game.core.ruleset import RULESETS, ruleset_module
from game.ui import history, storage
from game.ui.battle.seats import seat_from_json, seat_to_json
from game.ui.saves import load_arena_file, portable
from game.ui.user_maps import user_maps_dir

FORMAT = "hexbrawl-shared-replay"
VERSION = 1
SUFFIX = ".hexreplay.json"
FACTS = ("title", "arena", "seats", "names", "result", "finished", "date", "length",
         "progress", "options")


class ImportRefused(ValueError):
    """A replay file that cannot be imported; ``name`` is its file name, ``reason`` why."""

    def __init__(self, path: Path | str, reason: str) -> None:
        self.name = Path(path).name
        self.reason = reason
        super().__init__(f"{self.name} was not imported: {reason}.")


def export_entry(data: dict[str, Any], target: Path | str) -> Path:
    """Write a history entry's content as a shareable file at ``target``; OSError if it
    cannot be written."""
    replay = data["replay"]
    shared = {"format": FORMAT, "game": data["game"],
              "rules_version": replay.get("rules_version"),
              **{key: data[key] for key in FACTS if key in data},
              "arena_file": embedded_arena(str(data.get("arena_path", ""))),
              "replay": replay}
    path = Path(target)
    storage.write_json(path, shared, VERSION)
    return path


def export_name(data: dict[str, Any]) -> str:
    """A file name for an exported entry: its game, date and a short digest."""
    stamp = str(data.get("date", "")).replace(":", "").replace("-", "")[:13] or "match"
    digest = hashlib.sha1(str(data.get("replay")).encode()).hexdigest()[:6]
    return f"{data.get('game', 'match')}-{stamp}-{digest}{SUFFIX}"


def exports_dir() -> Path:
    """Where the Replays screen puts exported files (and looks for files to import)."""
    return storage.user_data_dir() / "shared replays"


def embedded_arena(arena_path: str) -> dict[str, Any] | None:
    """The map file's text when the arena is not one the game ships (None: shipped, none, or
    it cannot be read, in which case the file names the arena only)."""
    if not arena_path or not Path(arena_path).is_absolute() or \
            not Path(portable(arena_path)).is_absolute():
        return None
    try:
        text = Path(arena_path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    return {"file": Path(arena_path).name, "text": text}


def read_shared(path: Path | str) -> dict[str, Any]:
    """A shared file's content, checked as far as it can be without writing anything:
    ImportRefused naming the file and why."""
    try:
        data = storage.read_json(path)
    except storage.StoredFileError as error:
        raise ImportRefused(path, error.reason) from None
    if data.get("format") == history.FORMAT:
        data = {**data, "format": FORMAT, "version": VERSION}
    if data.get("format") != FORMAT:
        raise ImportRefused(path, "it is not a Hexbrawl replay")
    if data.get("version") != VERSION:
        raise ImportRefused(path, f"it is in replay file format {data.get('version')!r}; "
                                  f"this version reads format {VERSION}")
    game = data.get("game")
    if not isinstance(game, str) or game not in RULESETS:
        raise ImportRefused(path, f"it is a match of '{game}', a game this version does not "
                                  "have")
    try:
        replay = from_json(data.get("replay"), "the replay")
        check_rules_version(replay, ruleset_module(game))
    except ReplayError as error:
        raise ImportRefused(path, str(error)) from None
    if replay.ruleset != game:
        raise ImportRefused(path, "its replay is of another game than it says")
    return data


def import_file(path: Path | str) -> Path:
    """Import a shared replay into the history; returns the new entry's file. Nothing is
    written unless the replay plays back in full (ImportRefused otherwise)."""
    data = read_shared(path)
    replay_data = dict(data["replay"])
    arena = _arena_of(path, data, replay_data)
    replay = from_json(replay_data)
    try:
        match = play(replay, arena_loader=lambda name: _loader(name, arena))
    except (ReplayError, ValueError, KeyError, TypeError, OSError) as error:
        raise ImportRefused(path, f"its match cannot be played back ({error})") from None
    arena_path = _place_arena(arena, replay_data) if arena is not None else \
        _setup_arena_path(replay_data)
    entry = history.entry_json(match, _seats(data, match), arena_path,
                               data.get("options") or {}, None, from_json(replay_data))
    try:
        return history.write_entry(entry)
    except OSError as error:
        raise ImportRefused(path, f"the history could not be written "
                                  f"({storage.reason_for(error)})") from None


def _seats(data: dict[str, Any], match: Any) -> list[dict[str, Any]]:
    """The file's seats when they are whole and one per player, else plain human seats."""
    seats = data.get("seats")
    try:
        checked = [seat_to_json(seat_from_json(seat)) for seat in seats or ()]
    except (ValueError, KeyError, TypeError):
        checked = []
    if len(checked) != len(match.state.names):
        return history.plain_seats(match)
    return checked


def _arena_of(path: Path | str, data: dict[str, Any],
              replay_data: dict[str, Any]) -> dict[str, Any] | None:
    """The embedded map, checked for shape (None: the replay names a shipped map)."""
    arena = data.get("arena_file")
    if arena is None:
        return None
    if not (isinstance(arena, dict) and isinstance(arena.get("file"), str)
            and isinstance(arena.get("text"), str)):
        raise ImportRefused(path, "its embedded map is damaged")
    return arena


def _loader(name: str, arena: dict[str, Any] | None) -> Any:
    """Load the replay's map: the embedded one (from a scratch copy) or a shipped one."""
    if arena is None:
        return load_arena_file(name)

    folder = user_maps_dir()
    with tempfile.NamedTemporaryFile("w", suffix=".tmx", dir=folder, delete=False,
                                     encoding="utf-8", prefix=".import-") as scratch:
        scratch.write(arena["text"])
    try:
        return load_arena_file(scratch.name)
    finally:
        Path(scratch.name).unlink(missing_ok=True)


def _place_arena(arena: dict[str, Any], replay_data: dict[str, Any]) -> str:
    """Put the embedded map in the player's maps folder (the same text is kept once) and
    point the replay's set-up at it; returns its path."""
    digest = hashlib.sha1(arena["text"].encode()).hexdigest()[:8]
    stem = Path(Path(arena["file"]).name).stem or "arena"
    target = user_maps_dir() / f"{stem}-shared-{digest}.tmx"
    if not target.exists():
        storage.atomic_write_text(target, arena["text"])
    setup = dict(replay_data["setup"])
    setup["arena"] = {**dict(setup.get("arena") or {}), "path": str(target)}
    replay_data["setup"] = setup
    return str(target)


def _setup_arena_path(replay_data: dict[str, Any]) -> str:
    arena = replay_data["setup"].get("arena")
    return str(arena.get("path", "")) if isinstance(arena, dict) else ""
