"""The rulebook's Simple Example as data: its arena, bots, dice and each side's choices.

Red (seat 0) and Nina (seat 1) pilot basic bots with Massacre 2, ten hexes apart on an open
floor. ``BOOK_DICE`` are the results the book reports, in the order the rules roll them
(each bot's dice by seat, then the coin flips of tied Moves), so a match started by
``new_match`` comes out as the book tells it, round by round. ``book_choices`` says what
the book's side does for any request of the four rounds; the tutorial uses it to play Nina
and to check the player's Red. Two slips of the book are kept as the rules give them (see
the rules README): Red ends on 14 Meat, and round 2 ends 3 hexes apart.
"""

from __future__ import annotations

from typing import Any

from game.core.arena import open_arena
from game.core.dice import ScriptedDice
from game.core.hexes import Hex, distance, ring
from game.core.match import Choice, Match, Request, start_match
from game.games.meatbot.rules.choices import Attack, Pick, Step, Stop
from game.games.meatbot.rules.setup import arena_to_json

RED, NINA = 0, 1
NAMES = ("Red", "Nina")
ROUNDS = 4
"""The example tells four rounds; nothing is scripted after them."""
STARTS = (Hex(-5, 0), Hex(5, 0))
WEST, EAST = Hex(-1, 0), Hex(1, 0)
ARENA_RADIUS = 8

BOOK_DICE: tuple[tuple[int, int], ...] = (
    (6, 3), (10, 8), (10, 5), (10, 9), (2, 2),   # round 1; the coin sends Nina first
    (4, 3), (6, 6), (6, 5), (10, 6),             # round 2 (Moves differ: no coin)
    (4, 3), (10, 8), (10, 10), (10, 9),          # round 3
    (10, 9), (12, 9), (10, 5), (10, 6), (2, 1),  # round 4; the coin sends Red first
)
"""(sides, result) of every roll of the four rounds, in the order the rules ask."""

BOOK_PICKS: dict[int, tuple[Pick, ...]] = {
    RED: (Pick(d6=1, d10=1), Pick(d4=1, d6=1), Pick(d4=1, d10=1), Pick(d10=1, d12=1)),
    NINA: (Pick(d10=2), Pick(d6=1, d10=1), Pick(d10=2), Pick(d10=2)),
}
"""Each side's dice, round by round."""


def setup_json() -> dict[str, Any]:
    """The example's set-up: a walled hexagon of floor, two basic bots with Massacre 2."""
    walls = ring(Hex(0, 0), ARENA_RADIUS)
    arena = open_arena(ARENA_RADIUS, walls=walls, spawns=STARTS, name="The Simple Example")
    return {"arena": arena_to_json(arena),
            "bots": [{"name": name, "massacre": 2, "devourables": []} for name in NAMES],
            "starts": [[h.q, h.r] for h in STARTS], "secret_builds": False}


def new_match() -> Match:
    """A match that rolls the book's dice (and raises DiceError if played past round 4)."""
    return start_match("meatbot", setup_json(), seed=0, dice=ScriptedDice(BOOK_DICE))


def book_choices(state: Any, request: Request) -> tuple[Choice, ...]:
    """What the book's side does for ``request`` (the first is the book's own; any other
    listed choice leads to the same outcome); empty when the example does not say (after
    round 4, or a request it never meets)."""
    round_no, seat = state.round, request.player
    if not 1 <= round_no <= ROUNDS:
        return ()
    if request.kind == "pick":
        return (BOOK_PICKS[seat][round_no - 1],)
    if request.kind == "attack":
        shots = (Attack("plib", 1 - seat), Attack("claws", 1 - seat))
        legal = request.legal_choices()
        return tuple(shot for shot in shots if shot in legal)
    if request.kind == "move":
        return (book_move(state, seat),)
    return ()


def book_move(state: Any, seat: int) -> Choice:
    """The book's next movement answer: round 1 Nina closes in while Red backs off; round 2
    both close in; round 3 Nina edges away and Red closes to touching; round 4 both stay."""
    here, there = state.bots[seat].hex, state.bots[1 - seat].hex
    toward = WEST if seat == NINA else EAST
    away = EAST if seat == NINA else WEST
    way = {1: toward if seat == NINA else away, 2: toward,
           3: away if seat == NINA else toward}.get(state.round)
    if way is None or (state.round == 3 and seat == RED and distance(here, there) <= 1):
        return Stop()
    return Step(here + way)
