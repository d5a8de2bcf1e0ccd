"""The tutorial's second lesson as data: a short match from the build shop to the end.

Red (seat 0) comes unbuilt and buys Gougers and an Extra Meat in the shop before round 1;
Nina (seat 1) comes with a layer of Chitin. They start side by side. In round 1 Red's 12
peels Nina's Chitin off onto the floor and his Gougers claw her twice; he then steps onto
the torn-off Chitin. Round 2 he spends eating it while Nina claws at him. Round 3 his four
attack dice take her last Meat and the match ends with Red the winner.

``SCRIPT_DICE`` are the results in the order the rules roll them (each bot's dice by seat,
then the coin flips of tied Moves); ``script_choices`` says what either side does for any
request of the three rounds. No rulebook example is followed: the numbers are ours.
"""

from __future__ import annotations

from typing import Any

from game.core.arena import open_arena
from game.core.dice import ScriptedDice
from game.core.hexes import Hex, ring
from game.core.match import Choice, Match, Request, start_match
from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot.choices import Attack, Build, Eat, OrganPeel, Pick, Step, Stop
from game.rulesets.meatbot.setup import arena_to_json

RED, NINA = 0, 1
NAMES = ("Red", "Nina")
ROUNDS = 3
"""The match ends in round 3; nothing is scripted after it."""
STARTS = (Hex(-1, 0), Hex(0, 0))
ARENA_RADIUS = 5
DROP = Hex(0, -1)
"""Where Red drops the peeled Chitin: next to Nina and next to himself."""
RED_BUILD = (dv.GOUGERS, dv.EXTRA_MEAT)
"""What Red buys in the shop (in any order)."""
MASSACRE = (4, 3)

SCRIPT_DICE: tuple[tuple[int, int], ...] = (
    (10, 9), (10, 8), (10, 7), (12, 12),    # round 1: Red's three d10 and his d12
    (6, 2), (10, 8), (10, 3),               # Nina's d6 and two d10
    (2, 2),                                 # tied Moves: the coin sends Nina first
    (6, 4), (10, 9), (10, 5),               # round 2: Red eats; Nina's d6 and two d10
    (10, 10), (10, 9), (10, 8), (10, 6),    # round 3: Red's four d10
    (6, 1), (10, 2), (10, 4),               # Nina's d6 and two d10
)
"""(sides, result) of every roll of the three rounds, in the order the rules ask."""

PICKS: dict[int, tuple[Pick | None, ...]] = {
    RED: (Pick(d10=3, d12=1), None, Pick(d10=4)),
    NINA: (Pick(d6=1, d10=2), Pick(d6=1, d10=2), Pick(d6=1, d10=2)),
}
"""Each side's dice, round by round (None: Red eats that round)."""


def setup_json() -> dict[str, Any]:
    """A small walled floor; Red unbuilt (he buys in the match), Nina with one Chitin."""
    walls = ring(Hex(0, 0), ARENA_RADIUS)
    arena = open_arena(ARENA_RADIUS, walls=walls, spawns=STARTS, name="The Feast")
    bots = [{"name": NAMES[RED], "massacre": MASSACRE[RED], "devourables": None},
            {"name": NAMES[NINA], "massacre": MASSACRE[NINA], "devourables": [dv.CHITIN]}]
    return {"arena": arena_to_json(arena), "bots": bots,
            "starts": [[h.q, h.r] for h in STARTS], "secret_builds": False}


def new_match() -> Match:
    """The lesson's match, rolling the script's dice (DiceError if played past round 3)."""
    return start_match("meatbot", setup_json(), seed=0, dice=ScriptedDice(SCRIPT_DICE))


def script_choices(state: Any, request: Request) -> tuple[Choice, ...]:
    """What the script's side does for ``request`` (any listed choice is accepted; the
    first is the one shown); empty when the lesson does not say."""
    round_no, seat = state.round, request.player
    if request.kind == "build":
        return (Build(RED_BUILD),) if seat == RED else ()
    if not 1 <= round_no <= ROUNDS:
        return ()
    if request.kind == "pick":
        pick = PICKS[seat][round_no - 1]
        return (pick,) if pick is not None else _eat(state)
    if request.kind in ("attack", "grandstand"):
        return _strike(state, request)
    if request.kind == "move":
        return _move(state, seat)
    return ()


def _eat(state: Any) -> tuple[Choice, ...]:
    """Red's round 2: eat the Chitin lying under him."""
    return tuple(Eat(uid) for uid, (item, _) in state.floor.items() if item.kind == dv.CHITIN)


def _strike(state: Any, request: Request) -> tuple[Choice, ...]:
    """A 12 peels Nina's Chitin onto ``DROP``; other dice claw (Red's Gougers, Nina's
    basic claws)."""
    legal = request.legal_choices()
    if request.player == NINA:
        wanted: list[Choice] = [Attack("claws", RED)]
    else:
        chitin = [item.uid for item in state.bots[NINA].items if item.kind == dv.CHITIN]
        wanted = [OrganPeel(NINA, uid, DROP) for uid in chitin]
        wanted.append(Attack(dv.GOUGERS, NINA))
    return tuple(choice for choice in wanted if choice in legal)


def _move(state: Any, seat: int) -> tuple[Choice, ...]:
    """Round 1 Red steps onto the dropped Chitin; otherwise both stay where they are."""
    if seat == RED and state.round == 1 and state.bots[RED].hex != DROP:
        return (Step(DROP),)
    return (Stop(),)


def same_build(choice: Choice, wanted: Choice) -> bool:
    """True if two builds buy the same devourables, in whatever order."""
    return (isinstance(choice, Build) and isinstance(wanted, Build)
            and sorted(choice.devourables) == sorted(wanted.devourables)
            and choice.massacre == wanted.massacre)
