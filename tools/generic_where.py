"""Where the generic agent loses to a game's own agent: hybrid seats and decision agreement.

    python tools/generic_where.py --ruleset meatbot --maps duel_pit,royale --matches 4 --seed 11
    python tools/generic_where.py --ruleset meatbot --maps duel_pit --hand-over pick
    python tools/generic_where.py --ruleset metalkrushers --maps duel_pit --hand-over move
    python tools/generic_where.py --ruleset mechaton --maps scrapyard --seats 4 --hand-over tick
    python tools/generic_where.py --ruleset mechaton --maps mechaton_crossroads --seats 5 \
        --against random --hand-to normal --hand-over assign --matches 5 --seed 5

Plays the generic agent (``--level``, default ``generic``) against ``--against`` (default
``normal``; with ``--seats N`` one hybrid seat against N - 1 of them) with the seats rotating
over a shared set-up, as tools/simulate.py does. With
``--hand-over KIND[,KIND]`` the generic seat lets another level's agent (``--hand-to``,
default ``--against``; say, the normal agent at a table of random players) answer every
request of those kinds (its own instance, seeded apart): if handing one kind over turns losses into
wins, that kind is where the search loses. Without it, it also asks that agent what it would
have chosen at every generic decision with a choice and prints, per request kind, how often
the two agreed and the most frequent disagreements. Processor time of the generic seat's own
decisions is reported (median, p95, max).
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.play_any import run_match  # noqa: E402
from game.ai.registry import make_agent  # noqa: E402
from game.core.ruleset import ruleset_names  # noqa: E402
from tools.simulate import arena_setups  # noqa: E402


class Tally:
    """Agreement per request kind, the commonest disagreements, the generic seat's times."""

    def __init__(self) -> None:
        self.agreed: collections.Counter[str] = collections.Counter()
        self.asked: collections.Counter[str] = collections.Counter()
        self.differ: collections.Counter[tuple[str, str, str]] = collections.Counter()
        self.cpu_ms: list[float] = []


class HybridSeat:
    """The generic agent, with ``other`` answering the ``handed`` request kinds."""

    def __init__(self, generic: Any, other: Any, handed: set[str], tally: Tally) -> None:
        self.generic, self.other, self.handed, self.tally = generic, other, handed, tally
        self.level = "hybrid"

    def choose(self, view: Any, request: Any) -> Any:
        """The other agent's answer for a handed kind, else the generic agent's (compared)."""
        if request.kind in self.handed:
            return self.other.choose(view, request)
        start = time.process_time()
        mine = self.generic.choose(view, request)
        self.tally.cpu_ms.append((time.process_time() - start) * 1000)
        if not self.handed and len(request.legal_choices()) > 1:
            theirs = self.other.choose(view, request)
            self.tally.asked[request.kind] += 1
            self.tally.agreed[request.kind] += mine == theirs
            if mine != theirs:
                self.tally.differ[(request.kind, repr(mine), repr(theirs))] += 1
        return mine


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", default="meatbot", choices=ruleset_names())
    parser.add_argument("--maps", required=True, help="comma-separated arena names")
    parser.add_argument("--level", default="generic")
    parser.add_argument("--against", default="normal")
    parser.add_argument("--hand-over", default="", help="request kinds the other agent answers")
    parser.add_argument("--hand-to", default="",
                        help="the level that answers the handed kinds and is compared "
                             "(default: --against)")
    parser.add_argument("--matches", type=int, default=4, help="per arena")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--massacre", type=int, default=5)
    parser.add_argument("--round-limit", type=int, default=100)
    parser.add_argument("--top", type=int, default=8, help="disagreements listed")
    parser.add_argument("--seats", type=int, default=2,
                        help="players at the table: the hybrid seat and the rest --against")
    args = parser.parse_args(argv)
    if args.seats < 2:
        parser.error("--seats must be at least 2")
    args.labels = ["generic"] + [args.against] * (args.seats - 1)
    args.hand_to = args.hand_to or args.against
    return args


def play(args: argparse.Namespace, tally: Tally) -> tuple[int, int, int]:
    """(won, drawn, played) by the hybrid seat over every arena."""
    from game.maps.tiled import load_arena

    handed = {k for k in args.hand_over.split(",") if k}
    won = drawn = played = 0
    for name in args.maps.split(","):
        setup_for = arena_setups(args, f"maps/{name}.tmx")
        for index in range(args.matches):
            rotation, shift = divmod(index, args.seats)
            seed = args.seed * 16 + index
            seat = HybridSeat(make_agent(args.ruleset, args.level, seed),
                              make_agent(args.ruleset, args.hand_to, seed + 7), handed, tally)
            order: list[Any] = [args.against] * args.seats
            order[shift] = seat
            run = run_match(args.ruleset, setup_for(rotation), order,
                            args.seed * 1_000_003 + rotation, load_arena)
            won += order.index(seat) in run.winners
            drawn += not run.winners
            played += 1
    return won, drawn, played


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    tally = Tally()
    won, drawn, played = play(args, tally)
    times = sorted(tally.cpu_ms) or [0.0]
    print(json.dumps({"ruleset": args.ruleset, "maps": args.maps, "seed": args.seed,
                      "seats": args.seats, "hand_over": args.hand_over, "hand_to": args.hand_to,
                      "won": won, "drawn": drawn,
                      "played": played, "cpu_ms": {
                          "median": round(times[len(times) // 2], 1),
                          "p95": round(times[int(0.95 * (len(times) - 1))], 1),
                          "max": round(times[-1], 1)}}))
    for kind, asked in tally.asked.items():
        print(f"{kind}: agreed {tally.agreed[kind]} of {asked}")
    for (kind, mine, theirs), count in tally.differ.most_common(args.top):
        print(f"  {count} x {kind}: generic {mine}, {args.hand_to} {theirs}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
