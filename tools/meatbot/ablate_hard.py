"""Ablation of the hard Meatbot agent: replace one decision kind by the normal agent's.

Plays the own-build mirror (both seats with the hard agent's build, seats rotating) for each
variant on each arena, one process, and prints the hard seat's wins per row and how often the
hard agent's own choices differed from the heuristic's. Some variants change one setting instead
(``PATCHES``); ``--build normal`` plays the mirror with the normal agent's build, ``--build
hard,normal`` both, and ``--seeds`` runs several seeds. The seeds are those of
``tools/simulate.py``: ``--variants shipped --seed 1 --matches 40`` replays its
``hard,normal --mirror-builds`` rows. Results: docs/ai.md, "Fourth pass on issue 10" and
"Fifth pass on issue 10".

    python tools/meatbot/ablate_hard.py --variants shipped,pick,move --maps duel_pit \
        --matches 50 --seed 11
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.games.meatbot.ai import duelmove, heuristic, race, search, stands  # noqa: E402
from game.games.meatbot.ai.agents import HeuristicAgent  # noqa: E402
from game.games.meatbot.ai.play import play_match  # noqa: E402
from game.games.meatbot.ai.search import SearchAgent  # noqa: E402
from game.maps.tiled import load_arena  # noqa: E402

VARIANTS: dict[str, frozenset[str]] = {
    "shipped": frozenset(),
    "pick": frozenset({"pick"}),
    "move": frozenset({"move"}),
    "attack": frozenset({"attack"}),
    "grandstand": frozenset({"grandstand"}),
    "all": frozenset({"pick", "move", "attack", "grandstand"}),
    "only-pick": frozenset({"move", "attack", "grandstand"}),
    "best-response": frozenset(),
    "no-d12": frozenset(),
    "d12x1.5": frozenset(),
    "d12x2.5": frozenset(),
    "d12x0.5": frozenset(),
    "d12x0": frozenset(),
    "move-heal": frozenset(),
    "draw0": frozenset(),
}
"""Each variant: the decision kinds the hard agent hands to the heuristic."""

PATCHES: dict[str, dict[tuple[object, str], object]] = {
    "best-response": {(search, "BLEND"): 1.0, (search, "PRIOR_TEMPERATURE"): 0.01},
    "no-d12": {(search, "with_stands"): lambda mine, legal: mine},
    "d12x1.5": {(stands, "stand_chance"): lambda n: min(1.0, 1.5 * (1 - (11 / 12) ** n))},
    "d12x2.5": {(stands, "stand_chance"): lambda n: min(1.0, 2.5 * (1 - (11 / 12) ** n))},
    "d12x0.5": {(stands, "stand_chance"): lambda n: 0.5 * (1 - (11 / 12) ** n)},
    "d12x0": {(stands, "stand_chance"): lambda n: 0.0},
    "move-heal": {(duelmove, "HEAL_IN_MOVE"): True},
    "draw0": {(race, "DRAW"): 0.0, (stands, "DRAW"): 0.0},
}
"""Variants that change one of the hard agent's settings (module, name) -> value."""

DIFFERENCES: Counter[str] = Counter()
"""Per decision kind, how often the hard agent's choice differed from the heuristic's."""
DECISIONS: Counter[str] = Counter()
"""Per decision kind, how many decisions the hard agent made itself."""


MIRROR_BUILD = "hard"
"""Whose build both seats play: "hard" (the own-build mirror) or "normal"."""


def mirror_build(view: Any, request: Any) -> Any:
    """The build both seats buy (``MIRROR_BUILD``'s answer to the "build" request)."""
    builder = SearchAgent(0) if MIRROR_BUILD == "hard" else HeuristicAgent(0)
    return builder.choose(view, request)


class Ablated(SearchAgent):
    """The hard agent with some decision kinds played by the heuristic."""

    def __init__(self, seed: int, heuristic_kinds: frozenset[str]) -> None:
        super().__init__(seed)
        self.heuristic_kinds = heuristic_kinds

    def choose(self, view: Any, request: Any) -> Any:
        """The mirror's build; the heuristic's choice for an ablated kind, else the hard
        agent's."""
        if request.kind == "build":
            return mirror_build(view, request)
        normal = heuristic.choose(view.info, view.seat, request)
        if request.kind in self.heuristic_kinds:
            return normal
        mine = super().choose(view, request)
        DECISIONS[request.kind] += 1
        DIFFERENCES[request.kind] += mine != normal
        return mine


class HardBuild(HeuristicAgent):
    """The normal agent with the mirror's build (the hard agent's unless told otherwise)."""

    def choose(self, view: Any, request: Any) -> Any:
        """The mirror's build, else the normal agent's choice."""
        if request.kind == "build":
            return mirror_build(view, request)
        return super().choose(view, request)


def play_row(arena_name: str, kinds: frozenset[str], matches: int, seed: int) -> tuple[int, int]:
    """(hard wins, draws) over ``matches`` mirror matches, seats rotating."""
    arena = load_arena(f"maps/{arena_name}.tmx")
    wins = draws = 0
    for index in range(matches):
        match_seed = seed * 1_000_003 + index
        hard_seat = index % 2
        agents: list[Any] = [HardBuild(match_seed * 16), HardBuild(match_seed * 16 + 1)]
        agents[hard_seat] = Ablated(match_seed * 16 + hard_seat, kinds)
        record = play_match(arena, agents, match_seed)
        wins += record.winner == hard_seat
        draws += record.winner is None
    return wins, draws


def main() -> None:
    """Run every variant on every arena and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--maps", default="duel_pit,royale,scrapyard,standard_arena")
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--seeds", default="",
                        help="several seeds, comma-separated (instead of --seed)")
    parser.add_argument("--build", default="hard",
                        help="whose build both seats play: hard, normal or hard,normal")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")] if args.seeds else [args.seed]
    main_for(args.variants.split(","), args.maps.split(","), args.matches, seeds[0],
             builds=args.build.split(","), seeds=seeds)


def main_for(variants: list[str], arenas: list[str], matches: int, seed: int,
             builds: list[str] | None = None, seeds: list[int] | None = None) -> None:
    """Play ``matches`` mirror matches per variant, seed, build and arena; print the hard
    seat's wins per row and per variant."""
    global MIRROR_BUILD
    shipped_build = MIRROR_BUILD
    for variant in variants:
        saved = {key: getattr(*key) for key in PATCHES.get(variant, {})}
        for (module, name), value in PATCHES.get(variant, {}).items():
            setattr(module, name, value)
        race.forget_tables()  # remembered tables may hold a patched setting's values
        DIFFERENCES.clear()
        DECISIONS.clear()
        total = played = 0
        try:
            for one_seed in seeds or [seed]:
                for build in builds or [MIRROR_BUILD]:
                    MIRROR_BUILD = build
                    for arena in arenas:
                        started = time.process_time()
                        wins, draws = play_row(arena, VARIANTS[variant], matches, one_seed)
                        total, played = total + wins, played + matches
                        print(f"{variant:12} seed {one_seed} {build:6} {arena:15} hard "
                              f"{wins}/{matches} draws {draws} "
                              f"cpu {time.process_time() - started:.0f}s", flush=True)
        finally:
            MIRROR_BUILD = shipped_build
            for (module, name), value in saved.items():
                setattr(module, name, value)
            race.forget_tables()
        print(f"{variant:12} TOTAL hard {total}/{played}; differs from the heuristic: "
              + ", ".join(f"{k} {DIFFERENCES[k]}/{n}" for k, n in DECISIONS.items()), flush=True)


if __name__ == "__main__":
    main()
