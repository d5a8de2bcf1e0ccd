"""Why a strong player loses at the four-seat Dice Bot table: one level against three others,
match by match (docs/ai.md, "Fourth pass: the four-seat Dice Bot table").

    python tools/dicebot/table.py --subject normal --seeds 100-149 --order first
    python tools/dicebot/table.py --subject oracle@32 --seeds 100-102 --out oracle.jsonl
    python tools/dicebot/table.py --load normal.jsonl oracle.jsonl

Matches follow ``game.ai.play_any.strength`` (rotations of four on
``sample_setup_json(4, seed + rotation)``, the subject in every seat, the same match seeds), so
``--order fair`` with a registry level plays exactly the matches of ``tools/simulate.py``.
``--order first`` answers racing grabs lowest seat first (play_any before issue 12's fourth
pass). Each match is a JSON line: the subject's seat, draft, winners, medals, every melee's
survivors, damage dealt seat to seat, the cards each seat's parts could pay for when each
battle began. The summary splits wins by seat and draft, melee survival, how matches were lost.

Two agents exist only here, as yardsticks: ``oracle@N`` sees every hand and the deck order,
``honest@N`` guesses the hidden cards as the hard agent does; both know the others play at
random and play every candidate card, head ability and target to the melee's end N times
(own later answers by the normal policy, the others' at random), scored as the hard agent
scores a finished melee; grabs, payments and discards are the normal agent's.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.base import Agent, observe  # noqa: E402
from game.ai.generic.levels import GENERIC  # noqa: E402
from game.ai.generic.playout import winners_of  # noqa: E402
from game.ai.generic.search import GenericAgent  # noqa: E402
from game.ai.play_any import next_request, wilson  # noqa: E402
from game.ai.registry import make_agent  # noqa: E402
from game.ai.safe import SafeSeat  # noqa: E402
from game.core.dice import SeededDice  # noqa: E402
from game.core.match import Choice, Match, Request, start_match  # noqa: E402
from game.games.dicebot.ai import heuristic  # noqa: E402
from game.games.dicebot.ai.search import SEARCHED, determinize, evaluate  # noqa: E402
from game.games.dicebot.rules.battle_events import AttackResolved, MeleeEnded  # noqa: E402
from game.games.dicebot.rules.setup import sample_setup_json  # noqa: E402
from game.games.dicebot.rules.standing import plan  # noqa: E402

SEATS = 4
STEP_LIMIT = 2000


class Yardstick:
    """``oracle@N`` / ``honest@N`` (module docstring): not an agent to ship, a measure of what
    the table allows."""

    def __init__(self, seed: int, match: Match, playouts: int, honest: bool) -> None:
        self.rng, self.match = random.Random(seed), match
        self.playouts, self.honest = playouts, honest

    def choose(self, view: Any, request: Request) -> Choice:
        """The candidate whose melee-long playouts score best (the normal answer on ties)."""
        seat, legal = view.seat, request.legal_choices()
        if request.kind not in SEARCHED or len(legal) < 2:
            return heuristic.choose(view.info, seat, request)
        totals = [0.0] * len(legal)
        for _ in range(self.playouts):
            world_seed = self.rng.randrange(1 << 30)
            for index, choice in enumerate(legal):
                world = (determinize(view.info, seat, random.Random(world_seed)) if self.honest
                         else self.match.state.clone(dice=SeededDice(world_seed)))
                totals[index] += _play_melee(world, seat, choice, random.Random(world_seed))
        preferred = heuristic.choose(view.info, seat, request)
        return legal[max(range(len(legal)),
                         key=lambda i: (round(totals[i], 6), legal[i] == preferred))]


def _play_melee(state: Any, seat: int, choice: Choice, rng: random.Random) -> float:
    melee, medals = state.melee, list(state.medals)
    state.apply(seat, choice)
    for _ in range(STEP_LIMIT):
        if state.over or state.melee != melee:
            break
        request = next_request(state.pending(), rng)
        answer = (heuristic.choose(state, seat, request) if request.player == seat
                  else rng.choice(request.legal_choices()))
        state.apply(request.player, answer)
    return evaluate(state, seat, melee, medals)


def _agent(level: str, seed: int, match: Match) -> Agent:
    if level.startswith("generic["):
        return _generic_variant(level, seed)
    kind, _, playouts = level.partition("@")
    if kind in ("oracle", "honest"):
        return Yardstick(seed, match, int(playouts or 8), kind == "honest")
    return make_agent("dicebot", level, seed)


def _generic_variant(level: str, seed: int) -> Agent:
    """``generic[depth=30,playouts=12]``: the default generic agent with budget fields
    changed (``steps`` follows as in ``levels.with_playouts``)."""
    changes: dict[str, Any] = {}
    for item in level[len("generic["):-1].split(","):
        key, _, value = item.partition("=")
        default = getattr(GENERIC, key)
        changes[key] = type(default)(float(value)) if not isinstance(default, bool) \
            else value == "1"
    budget = replace(GENERIC, **changes)
    steps = budget.playouts * (budget.depth * max(budget.probes, 1) + 2) + budget.prerank
    return GenericAgent(seed, replace(budget, steps=max(steps, budget.steps)), level)


def play(setup: dict[str, Any], levels: list[str], seed: int, order: str
         ) -> tuple[Match, list[list[int]], list[int]]:
    """One match as ``play_any.run_match`` plays it (``order`` "first": racing grabs lowest
    seat first); also the cards each seat could pay for when each battle began, and how
    often each seat's agent failed (``SafeSeat`` then answered at random)."""
    match = start_match("dicebot", setup, seed)
    seats = [SafeSeat(_agent(level, seed * 16 + i, match), seed * 101 + i)
             for i, level in enumerate(levels)]
    arrivals, payable = random.Random(seed * 7 + 3), []
    while not match.is_over:
        pending = match.pending()
        request = pending[0] if order == "first" else next_request(pending, arrivals)
        phase = match.state.phase
        match.submit(request.player,
                     seats[request.player].choose(observe(match, request.player), request))
        if phase == "grab" and match.state.phase != "grab":
            state = match.state
            payable.append([plan(list(state.body[s]) + [h for h in [state.head[s]] if h],
                                 list(state.hands[s]))[0] for s in range(state.n)])
    return match, payable, [seat.failures for seat in seats]


def record(args: argparse.Namespace, seed: int, index: int) -> dict[str, Any]:
    """Match ``index`` of ``seed``'s series, as a JSON-able dict."""
    rotation, shift = divmod(index, SEATS)
    levels = [args.subject] + [args.others] * (SEATS - 1)
    seat = (SEATS - shift) % SEATS
    setup = sample_setup_json(SEATS, seed + rotation)
    match, payable, failures = play(setup, levels[shift:] + levels[:shift],
                                    seed * 1_000_003 + rotation, args.order)
    dealt = [[0] * SEATS for _ in range(SEATS)]
    melees = []
    for event in match.events:
        if isinstance(event, AttackResolved):
            dealt[event.player][event.target] += event.damage
        elif isinstance(event, MeleeEnded):
            melees.append({"survivors": list(event.survivors), "sudden": event.sudden})
    winners = list(winners_of(match.result))
    return {"seed": seed, "index": index, "subject": args.subject, "order": args.order,
            "draft": setup["draft"], "seat": seat, "winners": winners, "won": seat in winners,
            "medals": list(match.state.medals), "melees": melees, "dealt": dealt,
            "payable": payable, "failures": failures[seat]}


def _rate(values: list[bool]) -> str:
    low, high = wilson(sum(values), len(values))
    return f"{sum(values)}/{len(values)} ({sum(values) / max(len(values), 1):.0%}; " \
           f"{low:.0%}-{high:.0%})"


def _rates(groups: dict[Any, list[bool]]) -> str:
    return ", ".join(f"{key} {_rate(values)}" for key, values in sorted(groups.items()))


def summary(records: list[dict[str, Any]]) -> list[str]:
    """Wins (by seat and draft), melee survival, damage, payable cards, how matches ended."""
    first = records[0]
    lines = [f"{first['subject']} ({first['order']}): won {_rate([r['won'] for r in records])}"]
    for key in ("seat", "draft"):
        groups: dict[Any, list[bool]] = defaultdict(list)
        for r in records:
            groups[r[key]].append(r["won"])
        lines.append(f"  by {key}: " + _rates(groups))
    grouped: dict[int, list[bool]] = defaultdict(list)
    for r in records:
        if r["draft"] == "real_time":
            grouped[r["seat"]].append(r["won"])
    lines.append("  real-time draft by seat: " + _rates(grouped))
    lines += _melees(records) + _payable(records) + [_endings(records)]
    return lines


def _melees(records: list[dict[str, Any]]) -> list[str]:
    mine, theirs, dealt, taken, melees = [], [], 0, 0, 0
    for r in records:
        seat, others = r["seat"], [s for s in range(SEATS) if s != r["seat"]]
        for melee in (m for m in r["melees"] if not m["sudden"]):
            mine.append(seat in melee["survivors"])
            theirs += [s in melee["survivors"] for s in others]
        melees += max(1, sum(not m["sudden"] for m in r["melees"]))
        dealt += sum(r["dealt"][seat][s] for s in others)
        taken += sum(r["dealt"][s][seat] for s in others)
    return [f"  melees survived: subject {sum(mine) / len(mine):.1%} of {len(mine)}, each other "
            f"seat {sum(theirs) / len(theirs):.1%}; damage a melee dealt {dealt / melees:.2f}, "
            f"taken {taken / melees:.2f}"]


def _payable(records: list[dict[str, Any]]) -> list[str]:
    by_seat: dict[tuple[str, int], list[int]] = defaultdict(list)
    others: list[int] = []
    for r in records:
        for counts in r["payable"]:
            by_seat[(r["draft"], r["seat"])].append(counts[r["seat"]])
            others += [counts[s] for s in range(SEATS) if s != r["seat"]]
    means = ", ".join(f"{draft} seat {seat} {sum(v) / len(v):.2f}"
                      for (draft, seat), v in sorted(by_seat.items()))
    return [f"  payable cards when battle began: {means}; "
            f"other seats {sum(others) / max(len(others), 1):.2f}"]


def _endings(records: list[dict[str, Any]]) -> str:
    ends: Counter[str] = Counter()
    for r in records:
        sudden = any(m["sudden"] for m in r["melees"])
        if not r["winners"]:
            ends["no winner (melee limit)"] += 1
        elif r["won"]:
            ends["won in sudden death" if sudden else "won outright"] += 1
        elif sudden and r["medals"][r["seat"]] >= 3:
            ends["lost in sudden death"] += 1
        else:
            ends[f"lost outright holding {r['medals'][r['seat']]} medals"] += 1
    return "  endings: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))


def _seeds(text: str) -> Iterable[int]:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main(argv: list[str] | None = None) -> None:
    """Play (or ``--load``) the series and print the summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--subject", default="normal")
    parser.add_argument("--others", default="random")
    parser.add_argument("--seeds", default="5-7", help="first-last; 24 matches each")
    parser.add_argument("--matches", type=int, default=24)
    parser.add_argument("--order", choices=("fair", "first"), default="fair")
    parser.add_argument("--out", help="append every match as a JSON line")
    parser.add_argument("--load", nargs="*", help="summarise saved JSON lines instead")
    args = parser.parse_args(argv)
    if args.load:
        for path in args.load:
            with open(path) as saved:
                print("\n".join(summary([json.loads(line) for line in saved])))
        return
    records = []
    for seed in _seeds(args.seeds):
        for index in range(args.matches):
            records.append(record(args, seed, index))
            if args.out:
                with open(args.out, "a") as out:
                    out.write(json.dumps(records[-1]) + "\n")
    print("\n".join(summary(records)))


if __name__ == "__main__":
    main()
