"""How well each game's ``evaluate`` predicts who wins: the figure its standing is tuned by.

    python tools/eval_quality.py --ruleset mechaton --matches 12 --seed 1
    python tools/eval_quality.py --ruleset all --matches 12 --seed 1 --save /tmp/eq.json
    python tools/eval_quality.py --ruleset meatbot --load /tmp/eq.json

Plays matches between the game's own agents (``--seats``, default two ``normal`` seats;
``--players`` for Dice Bot's four-player table) on its shipped arenas in turn (Dice Bot on
its sample table), keeps each match's set-up, seed, choices and winners, then replays every
match and, at up to ``--samples`` evenly spaced decisions, asks each evaluation for every
seat's standing. A standing is read as the chance that seat wins: the report gives, per
fifth of the match (by decisions) and overall, the Brier score (mean squared gap between the
standing and the outcome, 1 for a win and 0 for a loss, 1/n each for a draw; lower is
better; always saying 1/n scores (n-1)/n^2, 0.25 for two seats) and the accuracy (how often
the seat with the highest standing won; draws left out), for the game's ``evaluate``
(``own``) and the health share the generic agent falls back on (``health``), and the cost
of one call in microseconds of processor time. Every match counts the same, however long.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.generic.standing import health_share  # noqa: E402
from game.ai.play_any import run_match  # noqa: E402
from game.core.match import Match, decode_choice, encode_choice, start_match  # noqa: E402
from game.core.ruleset import ruleset_module, ruleset_names  # noqa: E402

STAGES = 5
"""The report splits each match into this many equal stretches of decisions."""

Evaluate = Callable[[Any, int], float]


@dataclass
class Played:
    """One finished match, enough to replay it: set-up, seed, choices, the winning seats."""

    ruleset: str
    setup: dict[str, Any]
    seed: int
    choices: list[tuple[int, dict[str, Any]]]
    winners: tuple[int, ...]
    players: int

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {"ruleset": self.ruleset, "setup": self.setup, "seed": self.seed,
                "choices": [[p, c] for p, c in self.choices], "winners": list(self.winners),
                "players": self.players}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Played:
        """The inverse of ``to_json``."""
        return Played(data["ruleset"], data["setup"], data["seed"],
                      [(p, c) for p, c in data["choices"]], tuple(data["winners"]),
                      data["players"])


def arena_loader() -> Any:
    """game.maps.tiled's loader, imported late (it is only needed for shipped arenas)."""
    from game.maps.tiled import load_arena

    return load_arena


def shipped_arenas(ruleset: str, players: int) -> list[str]:
    """The shipped arenas whose ``rulesets`` property lists ``ruleset`` and with a spawn for
    every player (none for a game whose set-up names no arena: Dice Bot plays at a table)."""
    from game.core.ruleset import ruleset_module

    if "arena" not in ruleset_module(ruleset).sample_setup_json(players, 0):
        return []
    load = arena_loader()
    found = []
    for path in sorted((ROOT / "maps").glob("*.tmx")):
        arena = load(str(path))
        if ruleset in arena.rulesets and len(arena.spawns) >= players:
            found.append(str(path.relative_to(ROOT)))
    return found


def setup_for(ruleset: str, players: int, seed: int, index: int) -> dict[str, Any]:
    """Match ``index``'s set-up: the game's sample set-up, moved onto the shipped arenas in
    turn (the sample's own when none fits)."""
    data = dict(ruleset_module(ruleset).sample_setup_json(players, seed + index))
    arenas = shipped_arenas(ruleset, players)
    if arenas:
        data["arena"] = {"path": arenas[index % len(arenas)]}
        data.pop("turn_limit", None)
    return data


def play(ruleset: str, seats: Sequence[str], matches: int, seed: int) -> list[Played]:
    """Play ``matches`` matches of the levels ``seats`` (rotating through the seats)."""
    played = []
    for index in range(matches):
        shift = index % len(seats)
        order = list(seats[shift:]) + list(seats[:shift])
        setup = setup_for(ruleset, len(seats), seed, index)
        run = run_match(ruleset, setup, order, seed * 1_000_003 + index, arena_loader())
        played.append(Played(ruleset, setup, seed * 1_000_003 + index,
                             [(p, encode_choice(c)) for p, c in run.match.choices],
                             run.winners, len(seats)))
        print(f"  {ruleset} match {index + 1}/{matches}: {run.decisions} decisions, "
              f"winners {run.winners}", file=sys.stderr)
    return played


def snapshots(record: Played, samples: int) -> list[tuple[float, Match]]:
    """(fraction of the match gone, a clone of the match) at up to ``samples`` evenly spaced
    decisions, replayed from the record."""
    match = start_match(record.ruleset, record.setup, record.seed, arena_loader=arena_loader())
    types = ruleset_module(record.ruleset).CHOICE_TYPES
    total = len(record.choices)
    wanted = {round(i * (total - 1) / max(samples - 1, 1)) for i in range(samples)}
    taken = []
    for step, (player, data) in enumerate(record.choices):
        if step in wanted:
            taken.append((step / total, match.clone()))
        match.submit(player, decode_choice(data, types))
    return taken


@dataclass
class Tally:
    """Brier score and accuracy, summed per stage (each match weighted equally)."""

    brier: list[float]
    hits: list[float]
    weight: list[float]
    decided: list[float]
    calls: int = 0
    seconds: float = 0.0

    @staticmethod
    def empty() -> Tally:
        """No matches yet."""
        return Tally([0.0] * STAGES, [0.0] * STAGES, [0.0] * STAGES, [0.0] * STAGES)

    def line(self, name: str) -> str:
        """One report line: Brier and accuracy per stage, then overall, and the cost."""
        cells = []
        for stage in range(STAGES):
            brier = self.brier[stage] / max(self.weight[stage], 1e-9)
            acc = self.hits[stage] / max(self.decided[stage], 1e-9)
            cells.append(f"{brier:.3f}/{100 * acc:3.0f}%")
        brier = sum(self.brier) / max(sum(self.weight), 1e-9)
        acc = sum(self.hits) / max(sum(self.decided), 1e-9)
        cost = 1e6 * self.seconds / max(self.calls, 1)
        return (f"  {name:<7} {'  '.join(cells)}  | all {brier:.3f} / {100 * acc:.0f}%"
                f"  | {cost:.0f} us/call")

    def summary(self) -> dict[str, Any]:
        """The figures as a JSON-able dict."""
        pairs = zip(self.brier, self.weight, strict=True)
        hits = zip(self.hits, self.decided, strict=True)
        return {"brier": [round(b / max(w, 1e-9), 4) for b, w in pairs],
                "accuracy": [round(h / max(d, 1e-9), 4) for h, d in hits],
                "brier_all": round(sum(self.brier) / max(sum(self.weight), 1e-9), 4),
                "accuracy_all": round(sum(self.hits) / max(sum(self.decided), 1e-9), 4),
                "us_per_call": round(1e6 * self.seconds / max(self.calls, 1), 1)}


def score(records: Sequence[Played], evaluators: dict[str, Evaluate],
          samples: int) -> dict[str, Tally]:
    """Replay ``records`` and tally every evaluator over the same snapshots."""
    tallies = {name: Tally.empty() for name in evaluators}
    for record in records:
        shots = snapshots(record, samples)
        counts = [0] * STAGES
        for fraction, _ in shots:
            counts[min(int(fraction * STAGES), STAGES - 1)] += 1
        for fraction, match in shots:
            stage = min(int(fraction * STAGES), STAGES - 1)
            for name, evaluate in evaluators.items():
                _tally(tallies[name], evaluate, match.state, record, stage,
                       1.0 / counts[stage])
    return tallies


def _tally(tally: Tally, evaluate: Evaluate, state: Any, record: Played, stage: int,
           weight: float) -> None:
    n = record.players
    start = time.process_time()     # processor time: steadier than the wall on a busy machine
    values = [evaluate(state, seat) for seat in range(n)]
    tally.seconds += time.process_time() - start
    tally.calls += n
    truth = [(1.0 if seat in record.winners else 0.0) if record.winners else 1.0 / n
             for seat in range(n)]
    tally.brier[stage] += weight * sum((v - t) ** 2 for v, t in zip(values, truth, strict=True)) / n
    tally.weight[stage] += weight
    if record.winners:
        best = max(values)
        top = [seat for seat in range(n) if values[seat] == best]
        tally.hits[stage] += weight * sum(seat in record.winners for seat in top) / len(top)
        tally.decided[stage] += weight


def evaluators_for(ruleset: str, extra: Sequence[str]) -> dict[str, Evaluate]:
    """``own`` (the game's evaluate, if any), ``health`` and any extras, each
    "[label=]module:function"."""
    found: dict[str, Evaluate] = {}
    own = getattr(ruleset_module(ruleset), "evaluate", None)
    if own is not None:
        found["own"] = own
    found["health"] = health_share
    for spec in extra:
        label, _, path = spec.rpartition("=")
        module, _, attribute = path.partition(":")
        found[label or attribute] = getattr(importlib.import_module(module), attribute)
    return found


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", default="all",
                        help=f"one of {', '.join(ruleset_names())}, or all")
    parser.add_argument("--seats", default="normal,normal",
                        help="comma-separated levels, one per seat (game.ai.registry)")
    parser.add_argument("--players", type=int, default=0,
                        help="this many seats of the first level in --seats (e.g. 4 for a "
                        "four-player Dice Bot table)")
    parser.add_argument("--matches", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=40,
                        help="snapshots per match (evenly spaced decisions)")
    parser.add_argument("--save", default=None, help="write the played matches to this JSON")
    parser.add_argument("--load", default=None,
                        help="score the matches in this JSON instead of playing new ones")
    parser.add_argument("--extra", action="append", default=[],
                        help="another evaluation to score, as [label=]module:function "
                        "(e.g. old=old_standing:evaluate, with its folder on PYTHONPATH)")
    parser.add_argument("--json", action="store_true", help="print JSON lines instead")
    args = parser.parse_args(argv)
    args.levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    if args.players:
        args.levels = [args.levels[0]] * args.players
    args.rulesets = ruleset_names() if args.ruleset == "all" else [args.ruleset]
    return args


def main(argv: list[str] | None = None) -> int:
    """Play (or load), score and print the figures for each chosen ruleset."""
    args = parse_args(argv)
    if args.load:
        records = [Played.from_json(d) for d in json.loads(Path(args.load).read_text())]
    else:
        records = [r for ruleset in args.rulesets
                   for r in play(ruleset, args.levels, args.matches, args.seed)]
        if args.save:
            Path(args.save).write_text(json.dumps([r.to_json() for r in records]))
    for ruleset in args.rulesets:
        mine = [r for r in records if r.ruleset == ruleset]
        if not mine:
            continue
        tallies = score(mine, evaluators_for(ruleset, args.extra), args.samples)
        if args.json:
            print(json.dumps({"ruleset": ruleset, "matches": len(mine),
                              "draws": sum(not r.winners for r in mine),
                              **{k: t.summary() for k, t in tallies.items()}}))
            continue
        print(f"{ruleset}: {len(mine)} matches ({sum(not r.winners for r in mine)} drawn), "
              f"{mine[0].players} seats; Brier/accuracy per fifth of the match")
        for name, tally in tallies.items():
            print(tally.line(name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
