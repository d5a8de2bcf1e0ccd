"""Print the event log of a Hexbrawl replay file.

Usage: python tools/replay.py FILE [--json]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.replay import ReplayError, load, play  # noqa: E402


def _load_map(path: str):
    """Load a Tiled arena named by a replay (only needed for replays that name a file)."""
    from game.tiled import load_arena

    return load_arena(path)


def main(argv: list[str] | None = None) -> int:
    """Play the replay and print one line per event; 1 with a message if it cannot."""
    parser = argparse.ArgumentParser(description="Print a Hexbrawl replay's event log.")
    parser.add_argument("file", help="a replay .json file")
    args = parser.parse_args(argv)
    try:
        match = play(load(args.file), arena_loader=_load_map)
    except ReplayError as error:
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
