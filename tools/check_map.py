"""Check Tiled arenas the way the game loads them.

Usage: .venv/bin/python tools/check_map.py [PATH ...]   (default: every map in maps/)
       .venv/bin/python tools/check_map.py --limits     (the limits every map must keep)

Prints "OK <path>: <name>, <cols>x<rows>, <n> spawns" for each good map and the
MapError line (file, place, problem, fix) for each broken one. A game listed in the map's
``rulesets`` may check more (a ruleset module's optional ``arena_problems(arena)``:
MetalKrushers checks its spawns' facing and team). Exits 1 if any
map is broken, so it works in scripts and CI. The limits are the game's own
(game/maps/map_limits.py): a map that passes here loads in the game.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.ruleset import RULESETS, ruleset_module  # noqa: E402
from game.maps.map_limits import summary  # noqa: E402
from game.maps.tiled import MAPS_DIR, MapError, load_arena, map_files  # noqa: E402


def check(path: Path) -> tuple[bool, str]:
    """Load one map; return whether it is good and the line to print."""
    try:
        arena = load_arena(path)
    except MapError as error:
        return False, str(error)
    found = [f"{path} [spawns, {name}]: {problem}" for name in arena.rulesets
             if name in RULESETS
             for problem in getattr(ruleset_module(name), "arena_problems", _none)(arena)]
    if found:
        return False, "\n".join(found)
    return True, (f"OK {path}: {arena.name}, {arena.cols}x{arena.rows}, "
                  f"{len(arena.spawns)} spawns")


def _none(arena: object) -> list[str]:
    """No game-specific checks."""
    return []


def main(argv: list[str]) -> int:
    """Check every path given (or every shipped map); 1 if any is broken."""
    if argv[1:] == ["--limits"]:
        print(f"Limits: {summary()}.")
        return 0
    paths = [Path(a) for a in argv[1:]] or map_files(MAPS_DIR)
    if not paths:
        print(f"no .tmx, .tmj or .json maps found in {MAPS_DIR}", file=sys.stderr)
        return 1
    all_good = True
    for path in paths:
        good, line = check(path)
        print(line)
        all_good = all_good and good
    return 0 if all_good else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
