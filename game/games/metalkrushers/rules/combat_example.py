"""The rulebook's combat example (Krushers A, B and C) as one scripted turn.

The fragment tells only the end of a turn: C attacks B, then B attacks A. We play the whole
turn so a new player meets every part of it: B is designed from the Duelist template (the
book's B exactly), the three walk into the book's places (B first, with the free turn at the
end of its walk), and combat runs A, C, B as the book has it. The part the book leaves out
(A's attack on B) is played as the worked-example test plays it: B tries Reflex Facing toward
C and fails, A's shield blocks B, B's right slice parries C's large slice, and A's thrust
misses.

``BOOK_DICE`` are the rolls in the order the rules ask for them, so ``new_match`` comes out as
the book tells it; ``book_choices`` says what the book's side does for any request of that
turn (the tutorial uses it to play A and C and to check the player's B).
"""

from __future__ import annotations

from typing import Any

from game.core.arena import Arena, Cell
from game.core.dice import ScriptedDice
from game.core.hexes import Hex, ring, spiral
from game.core.match import Choice, Match, Request, start_match
from game.games.metalkrushers.rules.arenas import arena_to_json
from game.games.metalkrushers.rules.build import TEMPLATES, Build
from game.games.metalkrushers.rules.choices import Move, NoParry, Parry, Reflex, Strike, UseShield
from game.games.metalkrushers.rules.setup import build_to_json

A, B, C = 1, 2, 3
"""The Krushers' uids (each on its own seat: 0, 1, 2)."""
PLAYER_SEAT = 1
"""The player is B."""
LEFT, RIGHT = 0, 1
NAMES = ("A", "B", "C")
SEATS = ("Player A", "Player B", "Player C")
TEMPLATE = "Duelist"
"""B's design: the template that is the book's B (two medium slices on a Standard)."""
A_BUILD = Build("Standard", "weapon-and-shield", "medium shield", "medium thrust",
                (25, 15, 8, 4, 8, 15))
C_BUILD = TEMPLATES["Skirmisher"]
ARENA_RADIUS = 5

STARTS = (Hex(0, 0), Hex(1, 2), Hex(3, -3))
START_FACINGS = (0, 2, 4)
"""A already stands in its place facing east; B comes from the south-east heading
north-west, C from the north-east heading south-west."""
PLACES = (Hex(0, 0), Hex(1, 0), Hex(1, -1))
FACINGS = (0, 3, 5)
"""The book's places: A and B face to face, C at B's right-front facing B."""

BOOK_DICE: tuple[tuple[int, int], ...] = (
    (6, 6), (6, 2), (6, 4),   # initiative: A 6, B 2, C 4 (moves B, C, A; combat A, C, B)
    (6, 2),                   # A vs. B: B's Reflex Facing roll fails
    (6, 1), (6, 1),           # A vs. B: A's medium thrust misses
    (6, 4), (6, 5),           # C vs. B: small thrust, natural 9
    (6, 3), (6, 4),           # C vs. B: large slice, natural 7
    (6, 5),                   # C vs. B: the small thrust's damage
    (6, 6), (6, 6),           # B vs. A: medium slice, natural 12
    (6, 4),                   # B vs. A: damage
    (6, 5),                   # B vs. A: the critical hit chart
    (6, 1), (6, 2), (6, 3),   # turn 2's initiative (nothing is scripted after it)
)
"""(sides, result) of every roll of the example turn, in the order the rules ask."""

PLANS = {A: Strike((0, B)), C: Strike((B, B)), B: Strike((A, 0))}
"""Each Krusher's attacks (a target per hand; 0: that hand does not attack)."""
REFLEX = Reflex(2)
"""B tries to turn one hexside right, to face C (north-west)."""
BLOCK = UseShield("block", B)
PARRY = Parry(RIGHT, C, RIGHT)
"""B's right slice parries C's large slice (C's right hand) for the turn."""


def arena() -> Arena:
    """A round arena like the standard one: a wall rim, null fields along it, floor within."""
    cells = {h: Cell("floor") for h in spiral(Hex(0, 0), ARENA_RADIUS)}
    cells.update({h: Cell("null") for h in ring(Hex(0, 0), ARENA_RADIUS - 1)})
    cells.update({h: Cell("wall") for h in ring(Hex(0, 0), ARENA_RADIUS)})
    return Arena(name="The combat example", cols=2 * ARENA_RADIUS + 1,
                 rows=2 * ARENA_RADIUS + 1, cells=cells, spawns=STARTS,
                 rulesets=("metalkrushers",))


def setup_json() -> dict[str, Any]:
    """The example's set-up: an Arena Rules match of three, each for itself; A and C come
    built, B is designed in the match."""
    builds = (build_to_json(A_BUILD), None, build_to_json(C_BUILD))
    return {"scenario": "duel", "arena": arena_to_json(arena()),
            "seats": list(SEATS),
            "krushers": [{"name": name, "seat": seat, "team": seat, "build": build}
                         for seat, (name, build) in enumerate(zip(NAMES, builds, strict=True))],
            "starts": [[h.q, h.r] for h in STARTS], "facings": list(START_FACINGS),
            "turn_limit": 10}


def new_match() -> Match:
    """A match that rolls the book's dice (and raises DiceError if played past them)."""
    return start_match("metalkrushers", setup_json(), seed=0, dice=ScriptedDice(BOOK_DICE))


def book_choices(state: Any, request: Request) -> tuple[Choice, ...]:
    """What the book's side does for ``request`` (a rules state or a seat's view will do):
    empty when the example does not say (after its turn, or a request it never meets)."""
    if getattr(state, "turn", 0) > 1:
        return ()
    uid = getattr(request, "krusher", 0)
    if request.kind == "build":
        return (TEMPLATES[TEMPLATE],) if uid == B else ()
    if request.kind == "move":
        return (book_move(state.krusher(uid), request),)
    if request.kind == "plan":
        return (PLANS[uid],)
    if request.kind == "reflex" and uid == B:
        return (REFLEX,)
    if request.kind == "shield" and uid == A:
        return (BLOCK,)
    if request.kind == "parry":
        return (NoParry(),) if state.krusher(uid).parries or uid != B else (PARRY,)
    return ()


def book_move(krusher: Any, request: Request) -> Choice:
    """The next step of ``krusher``'s walk to its place: straight ahead until there, then
    stop, and the free turn toward its facing in the example."""
    place, facing = PLACES[krusher.uid - 1], FACINGS[krusher.uid - 1]
    if krusher.hex != place:
        return Move("forward")
    if not getattr(request, "free", False):
        return Move("stop")
    turn = {0: "stop", 1: "left", 5: "right"}
    return Move(turn[(facing - krusher.facing) % 6])
