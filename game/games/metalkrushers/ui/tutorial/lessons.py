"""What MetalKrushers' tutorial says at each step of the rulebook's combat example.

The player is B. Info lessons come with events (the order, a move, a roll, a declaration,
a mark of damage) and hold the match until read; action lessons sit beside B's open prompt.
``anchor`` is what the callout points at: "A", "B" or "C" (that Krusher on the board), "build"
(the Build button), or the shell's "panel", "sheet", "log", "board". No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.core.match import Request
from game.games.metalkrushers.rules import combat_events as ce
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.rules.combat_example import PLACES, A, B, C
from game.ui.tutorial.lesson import Lesson

INTRO = (
    Lesson("The rulebook's combat example",
           "This is the combat example from the MetalKrushers rulebook, played for real: one "
           "turn of three Krushers, A, B and C, each fighting for itself. The dice are fixed "
           "to the book's rolls; A and C make the book's choices.",
           "You are B. Each step says what the rules do and why B plays as it does. Your own "
           "moves are marked in amber.", "board"),
    Lesson("Your opponents",
           "A is a Standard chassis with a medium shield on its left arm and a medium thrust "
           "in its right hand. C is a Light chassis: a small thrust on the left, a large "
           "slice on the right.",
           "A is hard to hurt from the front; C is quick and carries two weapons, one of "
           "them the heaviest blade in the arena.", "board"),
)

BUILD = Lesson(
    "Design B: the Duelist",
    "A design is a chassis (armour, Reflex Facing, movement), a program (two weapons, or a "
    "weapon and a shield), what each hand holds, and armour spread over the six sides. "
    "Under the Arena Rules the initiative modifiers must add up to 0.",
    "The Duelist template is the book's B: a Standard with a medium slice in each hand and "
    "its armour thickest in front.",
    "build", do="Take the Duelist (key 1), then press Build (Enter).")

INITIATIVE = Lesson(
    "Initiative: A 6, C 4, you 2",
    "Each Krusher rolls 1d6 plus its initiative modifier (0 for all three). The lowest moves "
    "first, so the winner sees every move before making its own; combat then goes from the "
    "highest down.",
    "You move first and strike last. That costs you less than it sounds: every hit of the "
    "turn is marked as it lands but takes effect together when the turn ends.", "log")

ARCS = Lesson(
    "Facing and arcs",
    "Every Krusher has six sides. Attacks on its front take -2 (its Evade), on either front "
    "side -1, on the rear three nothing; a shield adds -1 on the front and its own side. A "
    "weapon strikes with +2 through the front, +1 through its own front side, 0 through its "
    "own rear side, and never through the back.",
    "So where you stand and face decides how hard you are to hit and whom you can hit: point "
    "at a Krusher to see its arcs. Your place is two hexes straight ahead, next to A.",
    "B", do="Step forward: W, or click the marked hex ahead.")

WALK = Lesson(
    "Move: one more step",
    "A Standard has 6 movement points. A step forward costs 1, turning one side costs 1, "
    "backing up a hex costs 2. Walls and other Krushers block the way.",
    "One more step brings you next to A. Turning on the way would only cost points.",
    "B", do="Step forward again: W, or click the marked hex ahead.")

STOP = Lesson(
    "Stop with the free turn",
    "When a Krusher stops, it may turn one side for free.",
    "You face north-west but A is due west. Turning now would cost a point; stopping first "
    "gets the same turn for nothing. Your front (Evade -2, Attack +2) then faces A, and C "
    "will meet your right-front (-1).",
    "B", do="Stop and take the free turn left: press Q (Stop, turn left).")

FREE_TURN = Lesson(
    "The free turn",
    "Only the free turn is left: one side either way, or none.",
    "Turn left to face A.",
    "B", do="Turn left: press A (Turn left, free).")

C_ARRIVES = Lesson(
    "C comes in on your right",
    "C moved second, walked up to your right-front side and took its free turn to face you.",
    "Both its weapons reach you through its front (+2); your right-front Evades only -1.",
    "C")

A_STAYS = Lesson(
    "A moves last",
    "A won initiative, so it moved after everyone else.",
    "It already faces you, front to front, its shield covering its front: it simply stays.",
    "A")

REFLEX = Lesson(
    "A attacks: Reflex Facing?",
    "Before an attack lands, the defender may try Reflex Facing once a turn, if it has not "
    "attacked yet: 1d6, and on 4 or more it turns up to its Reflex Facing (2 sides for a "
    "Standard).",
    "C has two weapons aimed at your weaker right-front; A has one. Turning one side right "
    "puts your best Evade toward C. The book's B takes the gamble.",
    "B", do="Choose Turn NW (toward C), then Confirm.")

REFLEX_FAILED = Lesson(
    "Too slow",
    "You rolled 2: the turn fails and you keep facing A.",
    "You cannot try again this turn, so C's attacks will come on your right-front.", "B")

BLOCK = Lesson(
    "A's shield blocks you",
    "A shield may block one enemy for the whole turn: that enemy's hits on the front and the "
    "shield's side go into the shield's armour (25 points) before the Krusher's.",
    "A raised its shield against you, so your blow will hit the shield first. A shield also "
    "Evades: -1 more on the sides it covers.", "A")

PARRY = Lesson(
    "Parry C's large slice",
    "A weapon may parry one enemy weapon for the whole turn: that weapon's attacks on you "
    "take the parry's modifier (a medium weapon: -2). A parrying weapon does not attack this "
    "turn.",
    "C's large slice is the worst blow coming: 1d6+2 damage, at +1 against your right-front. "
    "Your right slice takes it on; your left stays free to hit A.",
    "B", do="Choose Right parries C's right, then Confirm.")

KEEP_LEFT = Lesson(
    "Keep your left slice free",
    "You may declare more parries, or stop here.",
    "Your left slice is your only attack this turn: keep it for A.",
    "B", do="Choose No parry, then Confirm.")

A_MISSES = Lesson(
    "The to-hit sum",
    "An attack rolls 2d6 and adds the attacker's Attack Bonus on its side facing the "
    "target, the defender's Evade on its side facing the attacker, and any parry or other "
    "modifier. 7 or more hits.",
    "A rolled 1 and 1: 2, +2 for its front, -2 for your front = 2. A clear miss.", "log")

NO_PARRY_C = Lesson(
    "C strikes with both weapons",
    "Declarations hold for the whole turn: your right slice is already parrying C's large "
    "slice.",
    "Your left could parry C's small thrust, but then you would have nothing to hit A with, "
    "and a small thrust does little (1d6-3).",
    "B", do="Choose No parry, then Confirm.")

C_THRUST = Lesson(
    "Term by term: a hit",
    "C's small thrust: 9 on the dice, +2 for C's front, -1 for your right-front = 10. "
    "That is 7 or more: a hit.",
    "A thrust is a critical on a natural 10, 11 or 12 that hits; a 9 is not one.", "log")

C_SLICE = Lesson(
    "The parry pays off",
    "C's large slice: 7, +2 for C's front, -1 for your right-front, -2 for your parry = 6. "
    "One short: a miss.",
    "Without your parry that 7 would have been a hit for 1d6+2.", "log")

C_DAMAGE = Lesson(
    "Damage",
    "A small thrust does 1d6-3: C rolled 5, so 2 points. They go on the armour of your side "
    "that faces C: right-front, 15 down to 13.",
    "Damage is marked as it lands but takes effect when the turn ends. Only when a side's "
    "armour is gone do hits reach Internal Linkage (16); at 0 a Krusher is beaten.", "log")

STRIKE = Lesson(
    "Your strike",
    "In your combat slot, choose a target for each free weapon. Your right slice is "
    "parrying, so only the left can attack.",
    "C is on your right, out of your left slice's reach; A is in front: +2 for your front, "
    "-2 for A's front, -1 for its shield. You need 8 or more on the dice.",
    "B", do="Choose L: A, then Confirm.")

CRITICAL = Lesson(
    "A critical hit!",
    "You rolled 12: +2, -2, -1 makes 11, a hit. A slice is a critical on a natural 11 or "
    "12 that hits, so this is one.",
    "A critical brings a second roll, on the critical hit chart.", "log")

SHIELD_DAMAGE = Lesson(
    "Into the shield",
    "A medium slice does 1d6: you rolled 4. A's shield is blocking you, so the 4 points go "
    "into it: 25 down to 21.",
    "A's armour behind it is untouched, for now.", "A")

CRITICAL_CHART = Lesson(
    "The critical hit chart",
    "Roll 1d6; the chart gives points by the weapon's size. For a medium weapon a 5 gives 3. "
    "Critical points get past a blocking shield to the armour behind it: A's front, 25 "
    "down to 22. A 6 would have gone straight to Internal Linkage.",
    "That is why a block is no wall: a lucky critical still gets through.", "A")

FINALE = Lesson(
    "That is the whole example",
    "B was last in the combat order, so the turn is over and its marks take effect "
    "together. Nobody lost Internal Linkage: everyone fights on into turn 2.",
    "You have seen a template, facing and arcs, a move with the free turn, the to-hit sum, "
    "a parry, a shield block and a critical. Start a real match from New match; F1 brings "
    "the rules up any time.", "log")

ATTACKS = {(A, 1): A_MISSES, (C, 0): C_THRUST, (C, 1): C_SLICE, (B, 0): CRITICAL}
"""The lesson on each attack roll, by (attacker, hand)."""
DAMAGE = {(C, False): C_DAMAGE, (B, False): SHIELD_DAMAGE, (B, True): CRITICAL_CHART}
"""The lesson on each mark of damage, by (attacker, critical)."""
BY_KRUSHER: dict[tuple[type, int], Lesson] = {
    (ev.MovementEnded, C): C_ARRIVES, (ev.MovementEnded, A): A_STAYS,
    (ce.ReflexRolled, B): REFLEX_FAILED, (ce.ShieldDeclared, A): BLOCK}
"""The lesson on other events, by (event class, the Krusher it is about). A lesson holds the
screen as its event begins, so C's arrival waits for the end of its movement, when its walk
and free turn have been shown."""


def for_event(event: Any, turn: int) -> Lesson | None:
    """The info lesson ``event`` brings up in turn ``turn`` (None for most events)."""
    if isinstance(event, ev.TurnStarted):
        return FINALE if event.turn == 2 else None
    if turn != 1:
        return None
    return _first_turn_event(event)


def _first_turn_event(event: Any) -> Lesson | None:
    uid = getattr(event, "krusher", 0)
    if isinstance(event, ev.OrderSet):
        return INITIATIVE
    if isinstance(event, ce.AttackRolled):
        return ATTACKS.get((uid, event.hand))
    if isinstance(event, ce.DamageDealt):
        return DAMAGE.get((uid, event.critical))
    return BY_KRUSHER.get((type(event), uid))


def for_request(request: Request, state: Any) -> Lesson | None:
    """The action lesson for one of B's requests (``state``: the rules state or B's view);
    None past the example's turn."""
    if getattr(state, "turn", 0) > 1 or getattr(request, "krusher", 0) != B:
        return None
    if request.kind == "build":
        return BUILD
    if request.kind == "move":
        return _move_lesson(state.krusher(B), request)
    if request.kind == "parry":
        if not state.krusher(B).parries:
            return PARRY
        return NO_PARRY_C if state.krusher(C).attacked else KEEP_LEFT
    return {"reflex": REFLEX, "plan": STRIKE}.get(request.kind)


def _move_lesson(b: Any, request: Request) -> Lesson:
    if getattr(request, "free", False):
        return FREE_TURN
    if b.hex == PLACES[B - 1]:
        return STOP
    return ARCS if getattr(request, "mp_left", 0) == 6 else WALK
