"""Play AI-only matches of any game headless and print a JSON summary (one line per row).

    python tools/simulate.py --ruleset mechaton --map mechaton_killing_ground \\
        --seats generic,normal --matches 4
    python tools/simulate.py --ruleset metalkrushers --maps all --players all \\
        --seats hard,normal --builds both --matches 12 --seed 11 --table

Matches go through game.ai.play_any with levels from game/ai/registry.py (``random``,
``generic``, ``generic@N`` and the game's own ``easy``/``normal``/``hard``), seats rotating.
A row (tools/simulate_rows.py) is an arena (``--map``/``--maps``; without them the
ruleset's sample set-ups), a table size (``--players``: a list or 'all'; the levels fill the
seats in turn) and a build mode (``--builds``: ``own``, ``same`` or ``both``); each prints
a JSON line with wins, draws, each level's even share and wall-clock and processor time per
decision, or a Markdown row with ``--table``. A row the game would not start (Team Play on
an arena with too few spawns for the table) is left out and named on stderr with the game's
reason.

A game may bring its own part as ``tools/<game>/simulate.py``; this tool knows none by
name. Such a module may offer (all optional):

- ``add_arguments(parser)``: its own flags;
- ``LEVELS`` and ``main(args)``: when every seat is one of its ``LEVELS``, its ``main`` runs
  the matches instead, once per table size and build mode (``args.labels`` filled to the
  table, ``args.builds_mode``, ``args.table_head``; Meatbot's: builds, round limits,
  Markdown rows; see tools/meatbot/simulate.py), with ``DEFAULT_MAP`` when no map is named;
- ``OWN_FLAGS`` (used only by its own ``main``) and ``ARENA_FLAGS`` (used by its
  ``arena_setup``): given to a run that would ignore them, they are refused by name;
- ``arena_setup(args, path, players, rotation, builds)``: the set-up play_any plays on an
  arena for a rotation of the seats (else the ruleset's sample set-up with that arena);
- ``HAS_BUILDS``: true when ``--builds`` means something (else one row per table size);
- ``table_sizes(path)``: the table sizes ``--players all`` plays (else two up to the
  arena's player count);
- ``table_setup(args, players, rotation)``: for a game played at a table (no arena), the
  set-up play_any plays for a rotation (else the ruleset's sample set-up as it is);
- ``keeps_events(args)`` and ``report(args, events)``: one more JSON line after the matches,
  from every match's events (Dice Bot's deck report).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from functools import cache
from multiprocessing import get_context
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.registry import levels as registry_levels  # noqa: E402
from game.core.arena import Arena  # noqa: E402
from game.core.ruleset import ruleset_module, ruleset_names  # noqa: E402
from tools.simulate_rows import (  # noqa: E402
    BUILD_MODES,
    Row,
    arena_name,
    rows_of,
    table_head,
    table_row,
)


def game_tool(ruleset: str) -> ModuleType | None:
    """The game's own simulator module (tools/<ruleset>/simulate.py), if it has one."""
    if not (ROOT / "tools" / ruleset / "simulate.py").is_file():
        return None
    return importlib.import_module(f"tools.{ruleset}.simulate")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line, with the chosen game's own flags; refuses what would be ignored."""
    argv = list(sys.argv[1:] if argv is None else argv)
    names = ruleset_names()
    first = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    first.add_argument("--ruleset", default=names[0], choices=names)
    tool = game_tool(first.parse_known_args(argv)[0].ruleset)
    parser = base_parser(names)
    if tool is not None and hasattr(tool, "add_arguments"):
        tool.add_arguments(parser)
    args = parser.parse_args(argv)
    args.labels = [s.strip() for s in args.seats.split(",") if s.strip()]
    known = registry_levels(args.ruleset)
    unknown = [s for s in args.labels if s not in known and not s.startswith("generic@")]
    if unknown or len(args.labels) < 2:
        parser.error(f"--seats needs 2+ levels from {sorted(known)}; got {args.seats!r}")
    own = getattr(tool, "LEVELS", ())
    args.any_game = not (own and hasattr(tool, "main") and all(s in own for s in args.labels))
    spec = args.maps or args.map
    chosen = map_paths(spec, args.ruleset) if spec else []
    if chosen and not plays_on_arenas(args.ruleset):
        parser.error(f"{args.ruleset} has no hex arena; leave out --map/--maps")
    missing = [path for path in chosen if not (ROOT / path).is_file() and
               not Path(path).is_file()]
    if missing:
        parser.error(f"no such arena: {', '.join(missing)} (names are maps/*.tmx without "
                     "the folder and ending, e.g. duel_pit)")
    if args.players is not None and not valid_players(args.players):
        parser.error(f"--players takes 'all' or table sizes of 2 or more, e.g. 2,4; got "
                     f"{args.players!r}")
    args.map_list = chosen or ([None] if args.any_game else [tool.DEFAULT_MAP])  # type: ignore[union-attr]
    unused = flags_unused(args, argv, tool)
    if unused:
        parser.error("; ".join(unused))
    return args


def valid_players(spec: str) -> bool:
    """Whether ``--players`` is 'all' or a list of whole numbers of 2 or more."""
    words = [w.strip() for w in spec.split(",")]
    return spec.strip() == "all" or all(w.isdigit() and int(w) >= 2 for w in words)


def base_parser(names: list[str]) -> argparse.ArgumentParser:
    """The flags every game has."""
    # No abbreviations: a flag is refused by its full name when the run would ignore it.
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], allow_abbrev=False)
    parser.add_argument("--ruleset", default=names[0], choices=names,
                        help="the game (default: the first registered); a game's own "
                        "simulator (tools/<game>/simulate.py) plays its own levels, "
                        "game.ai.play_any every other (game.ai.registry: e.g. "
                        "normal,hard,generic,random,generic@N)")
    parser.add_argument("--map", default=None, help="a Tiled .tmx arena (name or path)")
    parser.add_argument("--maps", default=None,
                        help="'all' (every shipped arena of the game) or a comma-separated "
                        "list of arena names or paths; one summary line each (overrides --map)")
    parser.add_argument("--seats", default="normal,easy",
                        help="comma-separated AI levels, one per seat (game.ai.registry)")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1,
                        help="processes sharing each row's matches (the same report as on one)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON (the "
                        "default; kept for the documented command lines)")
    parser.add_argument("--players", default=None,
                        help="table sizes: a number, a comma-separated list or 'all' (every "
                        "size the game offers on each arena); the --seats levels fill the "
                        "seats in turn (default: one seat per level)")
    parser.add_argument("--builds", default=None, choices=BUILD_MODES,
                        help="'own': each level builds its own bots; 'same': every seat "
                        "fields the same build (drawn per rotation); 'both': a row each "
                        "(default: the game's sample builds, as before)")
    parser.add_argument("--table", action="store_true",
                        help="print Markdown table rows instead of JSON")
    return parser


def flags_unused(args: argparse.Namespace, argv: list[str],
                 tool: ModuleType | None) -> list[str]:
    """Why flags given would be ignored by this run (so they are refused, not dropped): one
    sentence per kind of reason, naming the flags."""
    if not args.any_game:
        return []
    given = {word.split("=")[0] for word in argv if word.startswith("--")}
    why = []
    own = [flag for flag in getattr(tool, "OWN_FLAGS", ()) if flag in given]
    if own:
        why.append(f"{', '.join(own)}: only for {args.ruleset}'s own simulator, which plays "
                   "its own levels; these seats go through game.ai.play_any")
    arena = [flag for flag in getattr(tool, "ARENA_FLAGS", ()) if flag in given]
    if arena and args.map_list == [None]:
        why.append(f"{', '.join(arena)}: these set an arena's match; name one with --map or "
                   "--maps")
    return why


def plays_on_arenas(ruleset: str) -> bool:
    """Whether ``ruleset``'s set-up names an arena (a card game's plays at a table)."""
    return "arena" in ruleset_module(ruleset).sample_setup_json(2, 0)


def map_paths(spec: str, ruleset: str | None = None) -> list[str]:
    """The arena files named by ``--maps``: 'all' (every shipped arena whose ``rulesets``
    property lists ``ruleset``, by default the first registered) or a list of names
    (``duel_pit``) or paths."""
    ruleset = ruleset or ruleset_names()[0]
    if spec.strip() == "all":
        return [str(p.relative_to(ROOT)) for p in sorted((ROOT / "maps").glob("*.tmx"))
                if ruleset in load(str(p)).rulesets]
    return [name if name.endswith(".tmx") else f"maps/{name}.tmx"
            for name in (n.strip() for n in spec.split(",")) if name]


@cache
def load(path: str) -> Arena:
    """The arena at ``path`` (loaded once per process)."""
    from game.maps.tiled import load_arena

    return load_arena(path)


def arena_setups(args: argparse.Namespace, path: str | None, players: int | None = None,
                 builds: str | None = None) -> Any:
    """``rotation -> set-up`` for play_any (every match of a seat rotation plays the same
    one, game.ai.play_any.strength) with ``players`` seats (default: one per level): the game
    tool's ``arena_setup(args, path, players, rotation, builds)`` on the arena at ``path``
    when it has one, else the ruleset's sample set-up moved onto it (a sample's short turn
    limit dropped for the game's default); without an arena the game tool's
    ``table_setup(args, players, rotation)`` when it has one, else None (the sample set-ups
    as they are)."""
    players = players or len(args.labels)
    tool = game_tool(args.ruleset)
    if path is None:
        if tool is not None and hasattr(tool, "table_setup"):
            return lambda rotation: tool.table_setup(args, players, rotation)
        return None
    if tool is not None and hasattr(tool, "arena_setup"):
        return lambda rotation: tool.arena_setup(args, path, players, rotation, builds)
    sample = ruleset_module(args.ruleset).sample_setup_json

    def setup(rotation: int) -> dict[str, Any]:
        data = dict(sample(players, args.seed + rotation), arena={"path": path})
        data.pop("turn_limit", None)
        return data

    return setup


def unplayable(ruleset: str, setup_for: Any) -> str | None:
    """Why the game would not start a match from a row's set-up (Team Play asks two spawns
    a seat, more than some arenas have at their largest tables), or None when it would."""
    if setup_for is None:
        return None
    try:
        ruleset_module(ruleset).setup_from_json(setup_for(0), load)
    except ValueError as refused:
        return str(refused)
    return None


def playable_rows(args: argparse.Namespace, tool: ModuleType | None) -> list[Row]:
    """The rows of the run the game would start; each one left out is named on stderr
    with the game's reason (``--players all`` with Team Play reaches tables an arena's
    spawns cannot seat)."""
    rows = []
    for row in rows_of(args, tool, load):
        reason = unplayable(args.ruleset,
                            arena_setups(args, row.path, row.players, row.builds))
        if reason is None:
            rows.append(row)
        else:
            print(f"left out: {arena_name(row.path)} at {row.players} seats ({reason})",
                  file=sys.stderr, flush=True)
    return rows


def simulate_any(args: argparse.Namespace) -> int:
    """Levels of any game through game.ai.play_any, one JSON line (or ``--table`` row) per
    arena, table size and build mode the game would start (``playable_rows``), plus the game
    tool's ``report`` as a last line when it keeps events. With ``--workers N`` each row's
    matches are shared out over N processes (the same matches, seeds and report as on
    one)."""
    tool = game_tool(args.ruleset)
    events: list[Any] = []
    keeps = tool is not None and hasattr(tool, "keeps_events") and tool.keeps_events(args)
    if args.table:
        print(table_head(args.labels), flush=True)
    for row in playable_rows(args, tool):
        started = time.perf_counter()
        report, row_events = play_row(args, row, keeps)
        events.extend(row_events)
        if args.table:
            print(table_row(row, report), flush=True)
            continue
        print(json.dumps({**report.to_json(), "map": row.path or "sample set-ups",
                          "players": row.players, "builds": row.builds,
                          "workers": args.workers,
                          "load_average": [round(x, 2) for x in os.getloadavg()],
                          "seconds": round(time.perf_counter() - started, 1)}), flush=True)
    if keeps:
        print(json.dumps(tool.report(args, events)), flush=True)  # type: ignore[union-attr]
    return 0


def play_row(args: argparse.Namespace, row: Row, keeps: bool) -> tuple[Any, list[Any]]:
    """A row's report and (when ``keeps``) every match's events, played on ``args.workers``
    processes, each a contiguous share of the match indices."""
    from game.ai.play_any import merged

    workers = max(1, min(args.workers, args.matches))
    if workers == 1:
        return play_share((args, row, range(args.matches), keeps))
    step = -(-args.matches // workers)
    jobs = [(args, row, range(start, min(start + step, args.matches)), keeps)
            for start in range(0, args.matches, step)]
    with get_context("spawn").Pool(len(jobs)) as pool:
        parts = pool.map(play_share, jobs)
    return merged([report for report, _ in parts]), [e for _, part in parts for e in part]


def play_share(job: tuple[argparse.Namespace, Row, range, bool]) -> tuple[Any, list[Any]]:
    """One worker's share of a row: its match indices played through play_any, with every
    arena loaded once per process (``load``)."""
    from game.ai.play_any import strength

    args, row, indices, keeps = job
    events: list[Any] = []
    keep = (lambda run: events.append(run.match.events)) if keeps else None
    report = strength(args.ruleset, args.labels, args.matches, args.seed,
                      setup_for=arena_setups(args, row.path, row.players, row.builds),
                      arena_loader=load, on_match=keep, players=row.players, only=indices)
    return report, events


def simulate_own(args: argparse.Namespace) -> int:
    """The game's own simulator (its ``main``), once per table size and build mode: the
    levels fill the seats in turn, ``args.builds`` names the row's mode, and a table's head
    is printed once (``args.table_head``)."""
    tool = game_tool(args.ruleset)
    labels = list(args.labels)
    for index, row in enumerate(rows_of(args, tool, load)):
        args.map_list = [row.path]
        args.labels = [labels[seat % len(labels)] for seat in range(row.players)]
        args.base_labels = labels
        args.builds_mode = row.builds
        args.table_head = index == 0
        code = int(tool.main(args))  # type: ignore[union-attr]
        if code:
            return code
    return 0


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the matches."""
    args = parse_args(argv)
    return simulate_any(args) if args.any_game else simulate_own(args)


if __name__ == "__main__":
    raise SystemExit(main())
