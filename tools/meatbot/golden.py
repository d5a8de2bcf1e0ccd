"""Golden check for the Meatbot rules core: one digest of everything many seeded matches do.

    python tools/meatbot/golden.py --matches 300            # prints the digest and the time taken
    python tools/meatbot/golden.py --matches 300 --per-match > after.txt   # one digest per match

Each match gets a random arena (open hexagons with random walls, plus the shipped maps when
``--maps`` is given), 2-8 bots with random builds from the devourables table, a random
Massacre and sometimes secret builds. Choices come from a seeded ``random.Random`` over
``legal_choices()``. The digest covers every event's repr, every pending request (its repr
and its legal choice list), the acting seat's view, movement destinations, the error text of
an illegal choice now and then, and what a clone plays while the original waits (so a clone
that shares state with its original changes the digest). Speed work on the rules must leave
the digest unchanged; tests/games/meatbot/rules/test_golden.py checks a smaller run.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.arena import Arena, open_arena  # noqa: E402
from game.core.dice import SeededDice  # noqa: E402
from game.core.hexes import Hex, spiral  # noqa: E402
from game.core.match import IllegalChoice, Request  # noqa: E402
from game.games.meatbot.rules.bots import BotBuild  # noqa: E402
from game.games.meatbot.rules.choices import Pass, Step  # noqa: E402
from game.games.meatbot.rules.devourables import BASIC_STOMACHS, DEVOURABLES  # noqa: E402
from game.games.meatbot.rules.setup import MeatbotSetup  # noqa: E402
from game.games.meatbot.rules.state import MeatbotState, new_state  # noqa: E402

ROUND_LIMIT = 25
CLONE_EVERY = 37          # decisions between clone checks
CLONE_STEPS = 6           # decisions the clone plays on its own


def random_arena(rng: random.Random) -> Arena:
    """An open hexagon of radius 3-6 with up to an eighth of its hexes walled."""
    radius = rng.randint(3, 6)
    hexes = spiral(Hex(0, 0), radius)
    walls = rng.sample(hexes, rng.randint(0, len(hexes) // 8))
    return open_arena(radius, walls=walls)


def random_build(rng: random.Random, name: str) -> BotBuild:
    """Massacre 2-10 and random devourables filling up to 10 Stomachs."""
    kinds = sorted(DEVOURABLES)
    chosen: list[str] = []
    room = rng.randint(0, BASIC_STOMACHS)
    for _ in range(12):
        kind = rng.choice(kinds)
        if DEVOURABLES[kind].stomachs <= room:
            chosen.append(kind)
            room -= DEVOURABLES[kind].stomachs
    return BotBuild(name, rng.randint(2, 10), tuple(chosen))


def random_setup(rng: random.Random, maps: list[Arena]) -> MeatbotSetup:
    """A random arena (a shipped map now and then), 2-8 bots, random starts and builds."""
    arena = rng.choice(maps) if maps and rng.random() < 0.4 else random_arena(rng)
    open_hexes = arena.open_hexes()
    count = rng.randint(2, min(8, len(open_hexes)))
    starts = tuple(rng.sample(open_hexes, count))
    bots = tuple(random_build(rng, f"Bot{i}") for i in range(count))
    return MeatbotSetup(arena, bots, starts, round_limit=ROUND_LIMIT,
                        secret_builds=rng.random() < 0.3)


def pick_choice(rng: random.Random, request: Request, choices: list[Any]) -> Any:
    """A random legal choice, nudged toward rolling and aiming so that matches end."""
    if request.kind == "pick":
        picks = [c for c in choices if getattr(c, "d10", 0) or getattr(c, "d12", 0)]
        if picks and rng.random() < 0.7:
            return rng.choice(picks)
    if request.kind in ("attack", "grandstand"):
        aimed = [c for c in choices if hasattr(c, "target")]
        if aimed and rng.random() < 0.7:
            return rng.choice(aimed)
    return rng.choice(choices)


class Recorder:
    """Feeds everything observable into one hash."""

    def __init__(self) -> None:
        self.hash = hashlib.sha256()
        self.decisions = 0

    def add(self, *parts: object) -> None:
        """Hash the reprs of ``parts``."""
        for part in parts:
            self.hash.update(repr(part).encode())
            self.hash.update(b"\x00")

    def requests(self, state: MeatbotState) -> list[tuple[Request, list[Any]]]:
        """The pending requests with their choice lists, all hashed."""
        found = []
        for request in state.pending():
            choices = request.legal_choices()
            self.add(request, choices)
            found.append((request, choices))
        return found


def illegal_probe(recorder: Recorder, request: Request) -> None:
    """Hash the error an obviously illegal choice gets (or that it was accepted)."""
    for probe in (Pass(), Step(Hex(99, 99))):
        try:
            request.validate(probe)
            recorder.add("accepted", probe)
        except IllegalChoice as error:
            recorder.add(str(error))


def decide(recorder: Recorder, state: MeatbotState, rng: random.Random, deep: bool) -> None:
    """Hash what is pending, answer one request and hash the events that follow."""
    request, choices = recorder.requests(state)[0]
    if deep:
        recorder.add(state.view_for(request.player))
        if request.kind == "move":
            recorder.add(sorted(state.destinations(request.player).items()))
        if recorder.decisions % 5 == 0:
            illegal_probe(recorder, request)
    choice = pick_choice(rng, request, choices)
    request.validate(choice)
    recorder.add(choice, state.apply(request.player, choice))
    recorder.decisions += 1


def clone_check(recorder: Recorder, state: MeatbotState, rng: random.Random) -> None:
    """Play a clone a few decisions ahead with its own choices (the original must not care)."""
    twin = state.clone()
    twin_rng = random.Random(rng.random())
    for _ in range(CLONE_STEPS):
        if twin.is_over:
            break
        decide(recorder, twin, twin_rng, deep=False)
    recorder.add("clone done", twin.result)


def play(recorder: Recorder, seed: int, maps: list[Arena]) -> None:
    """One seeded random match, hashed from its opening to its result."""
    rng = random.Random(seed)
    setup = random_setup(rng, maps)
    state, opening = new_state(setup, SeededDice(seed))
    recorder.add(seed, opening)
    while not state.is_over:
        if recorder.decisions % CLONE_EVERY == 0:
            clone_check(recorder, state, rng)
        decide(recorder, state, rng, deep=True)
    recorder.add(state.result, state.pending())


def shipped_maps() -> list[Arena]:
    """The arenas in maps/ (loaded with pytmx)."""
    from game.maps.tiled import list_arenas

    return [entry.arena for entry in list_arenas(str(ROOT / "maps")) if entry.arena is not None]


def digest(matches: int, first: int = 0, maps: list[Arena] | None = None) -> str:
    """The hex digest of matches ``first`` .. ``first + matches - 1``."""
    recorder = Recorder()
    for seed in range(first, first + matches):
        play(recorder, seed, maps or [])
    return recorder.hash.hexdigest()


def match_digests(matches: int, first: int = 0, maps: list[Arena] | None = None) -> list[str]:
    """One digest per match, each played on its own (so a rules change shows which matches
    it touches: compare two runs line by line)."""
    found = []
    for seed in range(first, first + matches):
        recorder = Recorder()
        play(recorder, seed, maps or [])
        found.append(recorder.hash.hexdigest())
    return found


def main(argv: list[str] | None = None) -> None:
    """Print the digest (and how long it took)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--maps", action="store_true", help="also play on the shipped maps")
    parser.add_argument("--per-match", action="store_true",
                        help="print each match's own digest (seed, digest) instead")
    args = parser.parse_args(argv)
    if args.per_match:
        digests = match_digests(args.matches, args.first,
                                shipped_maps() if args.maps else None)
        for seed, found in enumerate(digests, args.first):
            print(seed, found)
        return
    started = time.perf_counter()
    result = digest(args.matches, args.first, shipped_maps() if args.maps else None)
    print(f"{result}  ({args.matches} matches, maps={args.maps}, "
          f"{time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
