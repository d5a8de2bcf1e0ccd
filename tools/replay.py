"""Print the event log of a Hexbrawl replay file or of the game's own save file.

Usage: python tools/replay.py FILE

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
    from game.tiled import load_arena

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


def main(argv: list[str] | None = None) -> int:
    """Play the replay and print one line per event; 1 with a message if it cannot."""
    parser = argparse.ArgumentParser(description="Print a Hexbrawl replay's event log "
                                                 "(a replay file or a game save).")
    parser.add_argument("file", help="a replay .json file, or a save such as autosave.json")
    args = parser.parse_args(argv)
    try:
        match = play(read_replay(args.file), arena_loader=_load_map)
    except (ReplayError, ValueError) as error:
        print(f"replay: {error}", file=sys.stderr)
        return 1
    try:
        for line in match.log():
            print(line)
    except BrokenPipeError:       # piped into head or less that quit early
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
