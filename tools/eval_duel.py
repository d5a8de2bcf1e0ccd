"""The generic agent against itself with another evaluation: does a better ``evaluate`` win?

    python tools/eval_duel.py --ruleset metalkrushers --against old_standing:evaluate \\
        --matches 16 --seed 1

Seats alternate between the generic agent reading the game's own ``evaluate`` (``own``) and
the same agent reading ``--against`` ("module:function", or ``health`` for the health-share
fallback), on the game's shipped arenas in turn (tools/eval_quality.py's set-ups); with
``--players 4`` two seats each. Prints wins per side and draws. The swap reaches into
game/ai/generic/standing.py's lookup (its cache and ``_lookup``) for the duration of each
decision: a measuring tool, not a way to configure the agent.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from eval_quality import arena_loader, setup_for  # noqa: E402

from game.ai.generic import standing  # noqa: E402
from game.ai.generic.levels import generic  # noqa: E402
from game.ai.play_any import run_match  # noqa: E402
from game.core.ruleset import ruleset_module  # noqa: E402


class WithEvaluate:
    """The generic agent, deciding with ``evaluate`` as the game's evaluation."""

    def __init__(self, seed: int, evaluate: Any, label: str) -> None:
        self.agent, self.evaluate, self.level = generic(seed), evaluate, label

    def choose(self, view: Any, request: Any) -> Any:
        """The generic agent's choice, with the evaluation swapped in while it decides."""
        saved = standing._lookup
        standing._BY_CLASS.clear()
        standing._lookup = lambda where: self.evaluate  # type: ignore[assignment]
        try:
            return self.agent.choose(view, request)
        finally:
            standing._lookup = saved
            standing._BY_CLASS.clear()


def named(spec: str, ruleset: str) -> Any:
    """``own``, ``health`` or a "module:function" evaluation."""
    if spec == "own":
        return ruleset_module(ruleset).evaluate
    if spec == "health":
        return standing.health_share
    module, _, attribute = spec.partition(":")
    return getattr(importlib.import_module(module), attribute)


def main(argv: list[str] | None = None) -> int:
    """Play the duels and print the tally."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", required=True)
    parser.add_argument("--against", default="health")
    parser.add_argument("--matches", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    sides = {"own": named("own", args.ruleset), args.against: named(args.against, args.ruleset)}
    names = list(sides)
    wins = {name: 0 for name in names}
    draws = 0
    for index in range(args.matches):
        labels = [names[(seat + index) % 2] for seat in range(args.players)]
        seed = args.seed * 1_000_003 + index
        agents = [WithEvaluate(seed * 16 + s, sides[label], label)
                  for s, label in enumerate(labels)]
        run = run_match(args.ruleset, setup_for(args.ruleset, args.players, args.seed, index),
                        agents, seed, arena_loader())
        draws += not run.winners
        for label in {labels[s] for s in run.winners}:
            wins[label] += 1
        print(f"  match {index + 1}: seats {labels}, winners {run.winners}", file=sys.stderr)
    print(f"{args.ruleset}: {args.matches} matches, {args.players} seats; "
          + ", ".join(f"{name} won {wins[name]}" for name in names) + f", draws {draws}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
