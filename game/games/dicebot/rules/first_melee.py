"""The tutorial's first melee as data: three robots, their dice, a stacked deck and every
choice, built round the rulebook's speed example (a speed-8 card aimed right hits a robot
whose card is 8 or slower; a faster one dodges it).

Bolt (seat 0, the player), Clank (seat 1, Bolt's left) and Whirr (seat 2, Bolt's right)
scavenge a junkyard whose 21 dice hold exactly the parts their plans need, so whoever grabs
first, each ends with the sheet of ``PLANS``. Then three rounds:

1. the example: Bolt's Pogo Stomp (8, aimed right) hits Whirr's Bash Plate (6), and
   Clank's Right Hook (5) at Bolt is dodged; the Pogo's overheat costs Bolt 1;
2. abilities: Bolt's camera makes his Laser Eye 8, equal to Whirr's Pogo Stomp, so it hits;
   Whirr answers with its battery; Clank cannot pay for its Mega Drill, is hit by
   everything and destroyed at the end of the round;
3. Bolt's Shock Wave and Whirr's Buzz Saw land at the same moment: Whirr still attacks in
   the round it falls, and Bolt, last robot standing, earns a medal.

``new_match`` starts it; ``book_choices`` says what the script does for any request of the
melee (the player's expected answers, and the scripted robots'). The next melee's junkyard
has no dice scripted: rolling it raises DiceError.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.core.dice import ScriptedDice
from game.core.match import Choice, Match, Request, start_match
from game.games.dicebot.rules.cards import standard_deck
from game.games.dicebot.rules.choices import Grab, Pass, PlayCard, Ready, UseHead
from game.games.dicebot.rules.parts import (
    ARMOR,
    BATTERY,
    BODY_SPACES,
    CAMERA,
    CHIP,
    CLAW,
    FACES,
    SPRING,
)
from game.games.dicebot.rules.setup import DicebotSetup, setup_to_json

BOLT, CLANK, WHIRR = 0, 1, 2
NAMES = ("Bolt", "Clank", "Whirr")
PLAYER = BOLT
ROUNDS = 3
"""The melee lasts three rounds: by the end of the third only Bolt stands."""

PLANS: tuple[tuple[tuple[str, ...], str], ...] = (
    ((SPRING, ARMOR, CAMERA, CAMERA, BATTERY, ARMOR), CAMERA),
    ((CLAW, CLAW, CHIP, SPRING, SPRING, BATTERY), CAMERA),
    ((ARMOR, SPRING, ARMOR, CLAW, BATTERY, CHIP), BATTERY),
)
"""Each robot's six body parts (the order a scripted robot grabs them in) and its head."""

JUNKYARD: tuple[str, ...] = (
    CLAW, CAMERA, SPRING, ARMOR, BATTERY, CHIP, SPRING,       # rolled by Bolt
    ARMOR, CAMERA, BATTERY, CLAW, SPRING, CAMERA, ARMOR,      # rolled by Clank
    BATTERY, SPRING, CHIP, CLAW, CAMERA, BATTERY, ARMOR,      # rolled by Whirr
)
"""The faces the 21 parts dice show, by die id: exactly the parts of the three plans, mixed
so that what Bolt needs lies among everybody's dice."""

HANDS: tuple[tuple[str, ...], ...] = (
    ("Pogo Stomp", "Laser Eye", "Shock Wave", "Mega Drill", "Hyper Spring",
     "Overdrive Cannon"),
    ("Right Hook", "Mega Drill", "Left Hook", "Zap Prod", "Scrap Grabber", "Spring Jab"),
    ("Bash Plate", "Pogo Stomp", "Buzz Saw", "Arc Lance", "Rivet Gun", "Static Pulse"),
)
"""The six cards each robot is dealt."""

PLAYS: tuple[tuple[str, str, str], ...] = (
    ("Pogo Stomp", "Right Hook", "Bash Plate"),
    ("Laser Eye", "Mega Drill", "Pogo Stomp"),
    ("Shock Wave", "", "Buzz Saw"),
)
"""The card each robot lays, round by round ("": destroyed, no card)."""

ABILITIES: dict[tuple[int, int], str] = {(2, BOLT): CAMERA, (2, WHIRR): BATTERY}
"""(round, seat) -> the head ability used in that round's window; every other answer is
a pass."""


def stacked_deck() -> tuple[str, ...]:
    """The deck, top first: the hands dealt one card at a time round the table, then the
    rest of our forty cards (enough to deal the next melee without a reshuffle)."""
    dealt = [HANDS[seat][k] for k in range(len(HANDS[0])) for seat in range(len(HANDS))]
    return (*dealt, *without(standard_deck(), dealt))


def without(items: Sequence[str], taken: Sequence[str]) -> list[str]:
    """``items`` in order, less one of each of ``taken`` (a multiset difference)."""
    left = Counter(taken)
    kept = []
    for item in items:
        if left[item] > 0:
            left[item] -= 1
        else:
            kept.append(item)
    return kept


def book_dice() -> list[tuple[int, int]]:
    """(sides, result) of every roll: the junkyard's 21 parts dice, in die order."""
    return [(6, FACES.index(face) + 1) for face in JUNKYARD]


def setup_json() -> dict[str, Any]:
    """The example's set-up: three robots grabbing in real time, the stacked deck."""
    return setup_to_json(DicebotSetup(NAMES, deck=stacked_deck()))


def new_match() -> Match:
    """A match that rolls the script's junkyard (DiceError if played into a second one)."""
    return start_match("dicebot", setup_json(), seed=0, dice=ScriptedDice(book_dice()))


def book_choices(info: Any, request: Request) -> tuple[Choice, ...]:
    """What the script does for ``request`` (the first is the script's own; any other listed
    choice leads to the same outcome); empty when the script does not say (after the first
    melee, or a request it never meets). ``info`` is the state or any seat's view."""
    if info.melee != 1:
        return ()
    if request.kind == "ready":
        return (Ready(),)
    if request.kind == "grab":
        return grabs(info, request)
    if request.kind == "card" and 1 <= info.round <= ROUNDS:
        return (PlayCard(PLAYS[info.round - 1][request.player]),)
    if request.kind == "ability":
        used = ABILITIES.get((info.round, request.player))
        return (UseHead(used),) if used else (Pass(),)
    return ()


def grabs(info: Any, request: Request) -> tuple[Choice, ...]:
    """Every die in the junkyard showing a part the seat's plan still needs on the space it
    fills next (the plan's next part first, then the others, lowest die first)."""
    body, head = sheet_of(info, request.player)
    plan_body, plan_head = PLANS[request.player]
    if len(body) < BODY_SPACES:
        wanted = without(plan_body, body)
    else:
        wanted = [] if head is not None else [plan_head]
    faces = junkyard_of(info)
    order = {part: rank for rank, part in reversed(list(enumerate(wanted)))}
    legal = {choice.die for choice in request.legal_choices()}
    found = [die for die, face in faces.items() if face in order and die in legal]
    return tuple(Grab(die) for die in sorted(found, key=lambda d: (order[faces[d]], d)))


def sheet_of(info: Any, seat: int) -> tuple[Sequence[str], str | None]:
    """(body parts, head part) of ``seat`` from a state or a view."""
    robots = getattr(info, "robots", None)
    if robots is not None:
        return robots[seat].body, robots[seat].head
    return info.body[seat], info.head[seat]


def junkyard_of(info: Any) -> dict[int, str]:
    """Die id -> face of the dice still lying in the junkyard, from a state or a view."""
    yard = info.junkyard
    if isinstance(yard, dict):
        return {die: face for die, (face, _) in yard.items()}
    return {die: face for die, face, _ in yard}
