"""Print the event log of a Hexbrawl replay file or of the game's own save file.

Usage: python tools/replay.py [--summary] [--to-history] FILE

--summary prints only a short summary (game, rules version, arena, seats, length, result);
--to-history also keeps the match in the user folder's history (HEXBRAWL_HOME, as the game
does), where the Replays screen lists it, and prints the summary and where it went.

FILE is either a replay ("format": "hexbrawl-replay") or a save the game wrote, such as
$HEXBRAWL_HOME/autosave.json ("format": "hexbrawl-save", with the replay inside under
"replay"). A file that cannot be read or played gives one line on stderr and exit code 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.replay import Replay, ReplayError, from_json, play  # noqa: E402

SAVE_FORMAT = "hexbrawl-save"


def _load_map(path: str) -> Any:
    """Load a Tiled arena named by a replay; saves name shipped maps relative to the game's
    folder, so a relative path missing from the working folder is tried from there."""
    from game.maps.tiled import load_arena

    candidate = Path(path)
    if not candidate.is_absolute() and not candidate.exists():
        candidate = ROOT / candidate
    return load_arena(candidate)


def read_replay(path: str | Path) -> Replay:
    """The replay in ``path``, unwrapped from a save file if it is one; ReplayError (with the
    reason in words) if the file is missing, not JSON, or neither kind of document."""
    source = str(path)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as error:
        raise ReplayError(f"cannot read {source}: {error.strerror}") from None
    except UnicodeDecodeError:
        raise ReplayError(f"{source} is not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise ReplayError(f"{source} is not valid JSON (line {error.lineno}, column "
                          f"{error.colno}: {error.msg})") from None
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        if "replay" not in data:
            raise ReplayError(f"{source} is a Hexbrawl save without a \"replay\" inside")
        return from_json(data["replay"], f"the replay inside {source}")
    return from_json(data, source)


def save_facts(path: str | Path) -> dict[str, Any]:
    """The seats, arena path and options of a game save (empty for a bare replay)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("format") == SAVE_FORMAT else {}


def to_history(path: str, replay: Replay, match: Any) -> Path:
    """Keep the match in the history; OSError if it cannot be written."""
    from game.ui import history

    facts = save_facts(path)
    seats = facts.get("seats") or history.plain_seats(match)
    arena = match.setup.get("arena")
    arena_path = facts.get("arena_path") or (arena.get("path", "") if isinstance(arena, dict)
                                             else "")
    data = history.entry_json(match, seats, str(arena_path), facts.get("options") or {},
                              None, replay)
    return history.write_entry(data)


def main(argv: list[str] | None = None) -> int:
    """Play the replay and print one line per event; 1 with a message if it cannot."""
    parser = argparse.ArgumentParser(description="Print a Hexbrawl replay's event log "
                                                 "(a replay file or a game save).")
    parser.add_argument("file", help="a replay .json file, or a save such as autosave.json")
    parser.add_argument("--summary", action="store_true",
                        help="print a short summary instead of the event log")
    parser.add_argument("--to-history", action="store_true",
                        help="keep the match in the game's history (Replays on the title)")
    args = parser.parse_args(argv)
    try:
        replay = read_replay(args.file)
        match = play(replay, arena_loader=_load_map)
    except (ReplayError, ValueError) as error:
        print(f"replay: {error}", file=sys.stderr)
        return 1
    if args.summary or args.to_history:
        from game.ui.history import summary_lines

        print("\n".join(summary_lines(replay, match)))
    if args.to_history:
        try:
            print(f"Kept in the history as {to_history(args.file, replay, match)}")
        except OSError as error:
            print(f"replay: could not write the history: {error.strerror}", file=sys.stderr)
            return 1
    if args.summary or args.to_history:
        return 0
    try:
        for line in match.log():
            print(line)
    except BrokenPipeError:       # piped into head or less that quit early
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
