"""The rulebook's example turn (Arty, Bashy and Carver) as a short match: arena, armies,
dice and every side's choices. The tutorial plays it.

Three armies of three mechs, two stations each. Sam (seat 0, the player) fields Bashy,
Carver and Dozer; Vince defends with Arty, Ward and Keep; Mitch holds the south with Rook,
Pike and Lance. Turn 1 is the book's turn: Arty (initiative 1) fires at Carver (8), who
has not gone yet, so combat order brings her go forward; she spots Arty, walks 6 hexes,
misses and seizes Vince's station; Bashy (4) hits Arty behind a heap of bricks with the
spot die and rolls 2, 3, 6: one hit, the ECM pack. We add one go the book leaves out:
Dozer (5) finishes Arty in the open, so a mech falls too. The clock starts at 2 so that
one turn reaches doomsday: the end of turn tick takes it to 1, and Sam, now leading, ticks
it to 0 and win 24 to 20 to 18.

``BOOK_DICE`` are the results in the order the rules roll them; a match from ``new_match``
plays out as told. ``book_choices`` is what each side does for any request of the turn.
"""

from __future__ import annotations

from typing import Any

from game.core.arena import Arena, Cell
from game.core.dice import ScriptedDice
from game.core.hexes import Hex, ring, spiral
from game.core.match import Choice, Match, Request, start_match
from game.games.mechaton.rules.choices import (
    Assign,
    LosePart,
    MoveTo,
    Order,
    PickInitiative,
    SpotTarget,
    Target,
    TickClock,
    UseSpot,
)
from game.games.mechaton.rules.setup import arena_to_json

YOU, VINCE, MITCH = 0, 1, 2
PLAYERS = ("Sam", "Vince", "Mitch")
CLOCK = 2
"""The doomsday clock's start (a real match starts at 11): one turn reaches doomsday."""
RADIUS = 12

ARTY_START, ARTY_END = Hex(0, 0), Hex(1, 0)
CARVER_START, CARVER_END = Hex(-8, 0), Hex(-4, 2)
BASHY_START, BASHY_END = Hex(10, 0), Hex(5, 0)
DOZER_AT = Hex(-2, -6)
BRICKS = Hex(2, 0)
"""A heap of bricks right beside Arty's end hex, on his line to Bashy (not to Dozer)."""
SEIZED = Hex(-4, 3)
"""Vince's station next to Carver's end hex."""

ARMIES: dict[int, tuple[tuple[str, tuple[tuple[str, str], ...], Hex], ...]] = {
    YOU: (("Bashy", (("hth", "crane arm"), ("spot", "spotlights"), ("defence", "tough shell"),
                     ("direct", "assault rifle")), BASHY_START),
          ("Carver", (("move", "legs"), ("spot", "radar"), ("defence", "ECM pod"),
                      ("direct", "rocket pods")), CARVER_START),
          ("Dozer", (("move", "treads"), ("defence", "armour plates"), ("direct", "chaingun"),
                     ("artillery", "cannon")), DOZER_AT)),
    VINCE: (("Arty", (("defence", "ECM pack"), ("direct", "rocket pods")), ARTY_START),
            ("Ward", (("move", "legs"), ("defence", "shield"), ("direct", "laser blaster"),
                      ("artillery", "mortar")), Hex(5, -7)),
            ("Keep", (("move", "wheels"), ("defence", "armour plates"),
                      ("direct", "assault rifle"), ("artillery", "cannon")), Hex(-2, 4))),
    MITCH: (("Rook", (("move", "legs"), ("defence", "shield"), ("direct", "chaingun"),
                      ("artillery", "missiles")), Hex(-7, 11)),
            ("Pike", (("move", "jumpjets"), ("defence", "armour plates"),
                      ("direct", "laser blaster"), ("artillery", "cannon")), Hex(0, 10)),
            ("Lance", (("move", "wheels"), ("defence", "ECM pod"), ("direct", "rocket pods"),
                       ("artillery", "mortar")), Hex(6, 5))),
}
"""Each army: (mech, its attachments as (kind, name), its starting hex)."""

STATIONS = {YOU: (Hex(10, -3), Hex(9, 2)), VINCE: (SEIZED, Hex(3, -7)),
            MITCH: (Hex(-3, 11), Hex(3, 8))}
COVER = (BRICKS, Hex(-7, 5), Hex(-6, 5), Hex(-8, 6), Hex(7, 3), Hex(8, 3), Hex(-5, -5),
         Hex(-6, -4), Hex(8, -8), Hex(9, -8))
WALLS = (Hex(-3, -2), Hex(-2, -3), Hex(3, 4), Hex(2, 5), Hex(5, -3), Hex(6, -4))

BOOK_DICE: tuple[int, ...] = (
    7, 3,                         # Sam and Mitch (20 each) roll off: Sam attacks first
    4, 8, 5,                      # initiative: Bashy 4, Carver 8, Dozer 5
    1, 7, 9,                      # Arty's three dice (two empty slots): he goes on the 1
    6, 7, 9, 10, 10,              # Ward 6, Keep 7, Rook 9, Pike 10, Lance 10
    3, 6,                         # Pike and Lance roll off: Pike first
    2, 1, 4, 6, 3,                # Arty: white, white, blue, red, red (at direct fire)
    1, 1, 6, 5, 4, 2, 1,          # Carver: white, white, green, blue, yellow, red, red
    1, 4,                         # Arty's 6 against her 4: two damage dice, no hit
    5, 1, 2, 5, 3,                # Bashy: white, white, blue, red, red
    2, 3, 6,                      # the spot die's three damage dice: one hit (the 6)
    2, 3, 1, 4, 6, 2,             # Dozer: white, white, green, blue, red, red
    5, 6, 6,                      # Arty in the open: three hits, and he is rubble
    3, 2, 4, 5,                   # Ward, Keep, Rook, Pike, Lance: white, white, green, blue
    2, 2, 3, 4,
    1, 4, 2, 3,
    4, 1, 3, 5,
    2, 5, 1, 2,
)
"""Every roll of the match, in the order the rules ask for it."""

BYSTANDERS = ("Ward", "Keep", "Rook", "Pike", "Lance")
"""Mechs with nothing in reach this turn: no target, no spot, the blue die on defence."""


def arena() -> Arena:
    """A round field with a rim of walls, a few heaps of bricks and short walls."""
    cells = {h: Cell("floor") for h in spiral(Hex(0, 0), RADIUS)}
    cells.update({h: Cell("wall") for h in ring(Hex(0, 0), RADIUS)})
    cells.update({h: Cell("cover") for h in COVER})
    cells.update({h: Cell("wall") for h in WALLS})
    size = 2 * RADIUS + 1
    return Arena("The rulebook's example turn", size, size, cells,
                 (BASHY_START, ARTY_START, Hex(0, 10)))


def setup_json() -> dict[str, Any]:
    """The example's set-up: the armies built and every piece placed (fixed deployment)."""
    return {
        "arena": arena_to_json(arena()),
        "players": list(PLAYERS),
        "armies": [[{"name": name, "parts": [k for k, _ in parts], "rockets": 0,
                     "labels": [n for _, n in parts]} for name, parts, _ in ARMIES[seat]]
                   for seat in range(len(PLAYERS))],
        "options": {"deployment": "fixed", "clock": CLOCK},
        "starts": [[[at.q, at.r] for _, _, at in ARMIES[seat]] for seat in range(len(PLAYERS))],
        "station_hexes": [[[h.q, h.r] for h in STATIONS[seat]] for seat in range(len(PLAYERS))],
    }


def new_match() -> Match:
    """A match that rolls the book's dice (DiceError if played past the example)."""
    return start_match("mechaton", setup_json(), seed=0, dice=ScriptedDice(BOOK_DICE))


def _uid(state: Any, name: str) -> int:
    return int(next(m.uid for m in state.mechs if m.name == name))


def _script(state: Any) -> dict[tuple[str, str], tuple[Choice, ...]]:
    """(mech, request kind) -> the example's answers, for the turn's named mechs."""
    arty, carver = _uid(state, "Arty"), _uid(state, "Carver")
    return {
        ("Arty", "initiative"): (PickInitiative(1),),
        ("Arty", "target"): (Target(carver),),
        ("Arty", "spot"): (SpotTarget(None),),
        ("Arty", "assign"): (Assign(defence=2, attack=3, move=1),),
        ("Arty", "order"): (Order(attack_first=True),),
        ("Arty", "move"): (MoveTo(ARTY_END),),
        ("Arty", "lose"): (LosePart("defence", "ECM pack"),),
        ("Carver", "target"): (Target(arty),),
        ("Carver", "spot"): (SpotTarget(arty),),
        ("Carver", "assign"): (Assign(defence=3, attack=5, move=2, spot=4),),
        ("Carver", "order"): (Order(attack_first=False),),
        ("Carver", "move"): (MoveTo(CARVER_END),),
        ("Bashy", "target"): (Target(arty),),
        ("Bashy", "spot"): (SpotTarget(None),),
        ("Bashy", "assign"): (Assign(defence=2, attack=3, move=0),),
        ("Bashy", "order"): (Order(attack_first=True),),
        ("Bashy", "use_spot"): (UseSpot(0),),
        ("Bashy", "move"): (MoveTo(BASHY_END),),
        ("Dozer", "target"): (Target(arty),),
        ("Dozer", "spot"): (SpotTarget(None),),
        ("Dozer", "assign"): (Assign(defence=3, attack=4),),
    }


def book_choices(state: Any, request: Request) -> tuple[Choice, ...]:
    """What the example's side does for ``request`` (the first is the example's own; any
    other listed choice leads to the same outcome); empty when the example does not say."""
    if state.turn != 1:
        return ()
    if request.kind == "tick":
        return (TickClock(request.player == YOU),)
    uid = getattr(request, "mech", -1)
    if uid < 0:
        return ()
    name = state.mechs[uid].name
    if name in BYSTANDERS:
        return _bystander(state, request)
    return _script(state).get((name, request.kind), ())


def _bystander(state: Any, request: Request) -> tuple[Choice, ...]:
    """A mech with nothing in reach: no target, no spot, its blue die (after two white and
    a green) on defence."""
    answers: dict[str, Choice] = {"target": Target(None), "spot": SpotTarget(None),
                                  "assign": Assign(defence=3)}
    answer = answers.get(request.kind)
    return () if answer is None else (answer,)
