"""What Mechaton's tutorial says at each step of the rulebook's example turn, in our own words.

Info lessons hold the match until read (they come with events: the reveal of initiative,
Arty's shot at Carver, the spot die, a station seized, Arty wrecked, the clock); action
lessons sit beside the player's open prompt (Carver's, Bashy's and Dozer's goes, the extra
tick). ``anchor`` names a mech (the callout points at it), or the shell's "panel",
"sidebar", "sheet", "log" or "board". No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.core.match import Request
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules import example_turn as book
from game.ui.tutorial import Lesson

INTRO = (
    Lesson("The rulebook's example turn",
           "This is the example turn from the Mechaton rulebook (Arty, Bashy and Carver), "
           "played for real in a three-way match. The dice are fixed to the example's, and "
           "Vince and Mitch are played by the tutorial.",
           "You are Sam, with Bashy, Carver and Dozer. Each step says what the rules do and "
           "why the choice is a good one; your own moves are marked in amber.", "board"),
    Lesson("Every part is a die",
           "A mech rolls two white dice, plus dice for its parts: green for a move part, "
           "yellow for a spotting part, blue for a defence part, two red for a weapon, at "
           "that weapon's range only. White dice do any job; a coloured die does its own.",
           "Carver has legs, radar, an ECM pod and rocket pods, so she rolls a die for every "
           "job. Bashy has no move part: he has to walk on a white die.", "Carver"),
    Lesson("Fewer parts, more points",
           "Score is what you hold (mechs and stations) times your points per asset. "
           "Points per starts at 5: one less for the most mechs or parts, one more for the "
           "fewest. A mech with an empty slot rolls an extra initiative die instead.",
           "Vince took only 10 parts (Arty has just two), so each asset is worth 6 to him: "
           "30 points. You and Mitch have 12 parts: 4 each, 20 points. Catch up by wrecking "
           "his mechs and taking his stations.", "sidebar"),
    Lesson("Set up for the example",
           "Vince defends and you attack first, as in lesson 1. The pieces stand where the "
           "example needs them, not where a deployment by the book would put them.",
           "Arty and Carver are 8 hexes apart: direct fire range, which is 2 to 10 hexes.",
           "Arty"),
)

FINALE = Lesson(
    "Doomsday: you win",
    "At 0 the match ends and the highest score wins. You hold 3 mechs and 3 stations at 4 "
    "each: 24, to Mitch's 20 and Vince's 18.",
    "That was initiative and combat order, dice to jobs, the spot die, cover, a station "
    "and a mech changing the scores, and the clock. A real match starts the clock at 11. "
    "New match starts one; F1 has the rules, F3 the quick reference.", "sidebar")

ACTIONS: dict[tuple[str, str], Lesson] = {
    ("Carver", "target"): Lesson(
        "Carver's go comes early",
        "Arty attacks Carver, who has not gone yet and so has no defence number. She goes "
        "now instead of on 8: up to setting her defence, then his shot lands, he finishes "
        "his go, and she finishes hers.",
        "First she names a target. Arty is the one shooting at her, 8 hexes off: her "
        "rocket pods reach.", "Carver", do="Attack Arty: click him or his button."),
    ("Carver", "spot"): Lesson(
        "Spot Arty",
        "A mech may spot another within 10 hexes. At the end of its go it leaves a spot die "
        "beside it; the next mech to hit that target may roll that many damage dice "
        "instead of the usual number.",
        "Bashy shoots at Arty later this turn. Carver's spot sets him up.", "Carver",
        do="Spot Arty: click him or his button."),
    ("Carver", "assign"): Lesson(
        "Dice to jobs",
        "Red attacks, blue defends, green moves, yellow spots, white does anything. "
        "Defence and spot count one less than the die. A job with no die does not happen.",
        "Her roll fits her parts: the blue 5 makes defence 4, the red 2 attacks, the green 6 "
        "moves, the yellow 4 makes spot 3. The white 1s are spare.", "Carver",
        do="Put the blue 5 on Defence, a red 2 on Attack, the green 6 on Move and the "
           "yellow 4 on Spot (drag, or click a die then a box), then Commit."),
    ("Carver", "order"): Lesson(
        "Carver picks up her go",
        "Arty has finished. A mech with an attack and a move chooses which comes first.",
        "Moving first takes her to Vince's station, and Arty will still be in range.",
        "Carver", do="Choose Move first."),
    ("Carver", "move"): Lesson(
        "Walk to the station",
        "A mech moves up to its move number in hexes. Heaps of bricks can only be crossed "
        "by a mech that rolled a green die.",
        "Six hexes bring her next to Vince's station. The only mech next to a station at "
        "the end of its go seizes it.", "Carver", do="Click the marked hex by the station."),
    ("Bashy", "target"): Lesson(
        "Back to initiative order: Bashy, 4",
        "Carver's 8 is spent, so the turn goes on from the lowest number left.",
        "Arty is 9 hexes from Bashy: direct fire, his assault rifle. Arty has a spot die on "
        "him and only defence 3.", "Bashy", do="Attack Arty."),
    ("Bashy", "spot"): Lesson(
        "Not spotting",
        "Spotting costs a yellow or white die of this go.",
        "Bashy needs his dice to attack, defend and move.", "Bashy",
        do="Choose Not spotting."),
    ("Bashy", "assign"): Lesson(
        "A white die walks",
        "No green die? A white one can move you.",
        "The red 5 beats Arty's 3. The white 5 moves him 5, and the blue 2 gives defence 1. "
        "The white 1 and red 3 are spare.", "Bashy",
        do="Put the red 5 on Attack, the white 5 on Move and the blue 2 on Defence, then "
           "Commit."),
    ("Bashy", "order"): Lesson(
        "Shoot, then walk",
        "Attack first or move first: your choice.",
        "Arty is in range now; after the walk he might not be.", "Bashy",
        do="Choose Attack first."),
    ("Bashy", "use_spot"): Lesson(
        "A hit: use the spot die",
        "A hit rolls damage dice: one per point the attack beats the defence by (5 - 3 = 2), "
        "or the number on a spot die beside the target (3). A spot die is used up.",
        "Three dice beat two, and Arty is in cover, where only 6s hit.", "Arty",
        do="Choose Roll spot die (3)."),
    ("Bashy", "move"): Lesson(
        "Close in",
        "Bashy rolled no green die, so heaps of bricks block his way.",
        "Five hexes west bring him toward Arty and Vince's side of the field.", "Bashy",
        do="Click the marked hex."),
    ("Dozer", "target"): Lesson(
        "Dozer, 5: finish Arty",
        "Cover is judged from each attacker. Arty's bricks lie east of him; Dozer is to "
        "the north-west, so Arty is in the open to him.",
        "Arty has rocket pods and two white dice left: three hits wreck him.", "Dozer",
        do="Attack Arty."),
    ("Dozer", "spot"): Lesson(
        "Not spotting",
        "Spotting needs a yellow die or a white one, and a spot die only helps attacks that "
        "come after it this turn.",
        "Dozer has no spotting part, and your other mechs have had their goes.", "Dozer",
        do="Choose Not spotting."),
    ("Dozer", "assign"): Lesson(
        "You need not use every die",
        "A job left empty just does not happen: no move die, no move.",
        "The red 6 beats Arty's 3 by three: three damage dice. The blue 4 gives defence 3. "
        "Dozer stays where he can see Arty.", "Dozer",
        do="Put the red 6 on Attack and the blue 4 on Defence, leave Move empty, then "
           "Commit."),
}

TICK = Lesson(
    "End it now?",
    "After the end-of-turn tick, each player from the highest score down may tick the clock "
    "once more. At 0 the scores are final.",
    "You lead 24 to 20 to 18, and the clock is at 1: tick it and you win.", "sidebar",
    do="Choose Tick once more.")


def for_request(request: Request, state: Any) -> Lesson | None:
    """The action lesson for one of the player's requests (None if the example says
    nothing about it)."""
    if request.kind == "tick":
        return TICK
    uid = getattr(request, "mech", -1)
    if uid < 0:
        return None
    return ACTIONS.get((state.mechs[uid].name, request.kind))


INITIATIVE = Lesson(
    "Initiative: lowest goes first",
    "Every mech rolls its d10s; one with several picks one in secret. Goes run from 1 up, "
    "and equal numbers roll off.",
    "Arty rolled three dice and chose his 1: Arty, then Bashy 4, Dozer 5, ... Carver 8. "
    "Going first means showing your defence before anyone else.", "sidebar")

ARTY_ROLLS = Lesson(
    "Arty's go",
    "A go: name a target (and a mech to spot), roll, put dice on jobs, show your defence, "
    "then attack and move in either order.",
    "Arty names Carver, 8 hexes off. He keeps the blue 4 (defence 3), the red 6 to attack "
    "and a white 1 to move, and attacks first.", "Arty")

ARTY_HITS = Lesson(
    "6 beats 4: two damage dice",
    "An attack hits if it beats the defence (equal misses). Each damage die of 5 or 6 "
    "takes a part off a mech in the open; in cover only 6s do.",
    "6 - 4 = 2 dice: 1 and 4. No hits. Carver waits while Arty finishes his go.", "Carver")

CARVER_SPOTS = Lesson(
    "The spot die",
    "Carver's 2 misses Arty's 3. At the end of her go her spot die, 3, goes beside Arty.",
    "The miss does not matter: the spot and the station were her job.", "Arty")

STATION = Lesson(
    "A station changes hands",
    "Losing a station costs its owner his points per asset, and the mech's owner gains "
    "hers.",
    "Vince drops from 30 to 24; you climb from 20 to 24.", "sidebar")

COVER = Lesson(
    "In cover, only 6s hit",
    "A target is in cover when a heap of bricks, a wall or a mech lies right beside it "
    "on the side of the attacker. A 6 hits it, a 5 knocks 3 bricks off the cover.",
    "2, 3, 6: one hit. Vince chooses what Arty loses: the ECM pack, and its blue die.",
    "Arty")

WRECKED = Lesson(
    "A mech falls",
    "Each hit takes a part; with no parts left a white die; with no white dice left the "
    "mech is rubble, which stays as cover and blocks the way. Its owner loses his points "
    "per asset.",
    "5, 6, 6 in the open: the rocket pods and both white dice. Vince drops to 18.", "Arty")

THE_REST = Lesson(
    "The rest of the turn",
    "Every mech still gets its go.",
    "Vince's and Mitch's other mechs have nothing worth shooting: they keep the blue die "
    "for defence and hold still.", "sidebar")

CLOCK = Lesson(
    "The doomsday clock",
    "When every mech has gone, defence and spot dice come off and the clock ticks down one. "
    "A real match starts it at 11; this lesson at 2.",
    "Now it stands at 1.", "sidebar")


def for_event(event: Any, notes: dict[str, Any]) -> Lesson | None:
    """The info lesson an event brings up (None for most events); ``notes`` remembers the
    lessons already given for events that come more than once."""
    lesson = _lesson_of(event)
    if lesson is None or lesson.title in notes:
        return None
    notes[lesson.title] = True
    return lesson


def _lesson_of(event: Any) -> Lesson | None:
    name = getattr(event, "name", "")
    if isinstance(event, ev.InitiativeRevealed):
        return INITIATIVE
    if isinstance(event, ev.DiceAssigned) and name == "Arty":
        return ARTY_ROLLS
    if isinstance(event, ev.DamageRolled) and event.victim_name == "Carver":
        return ARTY_HITS
    if isinstance(event, ev.SpotPlaced) and name == "Carver":
        return CARVER_SPOTS
    if isinstance(event, ev.StationSeized):
        return STATION
    if isinstance(event, ev.PartLost) and event.label == "ECM pack":
        return COVER
    if isinstance(event, ev.MechWrecked):
        return WRECKED
    if isinstance(event, ev.GoStarted) and name in book.BYSTANDERS:
        return THE_REST
    if isinstance(event, ev.ClockTicked) and event.player is None:
        return CLOCK
    if isinstance(event, ev.GameEnded):
        return FINALE
    return None
