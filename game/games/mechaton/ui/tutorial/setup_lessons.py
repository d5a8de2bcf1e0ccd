"""What Mechaton's first lesson says while Sam builds an army and the armies deploy, in our
own words (the lesson: ``setup_lesson.py``; its match: game/games/mechaton/rules/example_setup).

Action lessons sit beside the builder or the deployment prompt; info lessons come with
events (the points per asset, Vince's first placements, the attackers' turn, the last
mech). ``anchor`` names a mech or the shell's "panel", "sidebar", "board". No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.core.match import Request
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.example_setup import MECHS, VINCE
from game.ui.tutorial import Lesson

INTRO = (
    Lesson("Before the first turn",
           "Every Mechaton player builds an army of mechs in secret, then the armies and "
           "their stations go onto the field in the rulebook's order.",
           "You are Sam. Vince and Mitch have built theirs: three mechs each. Build yours, "
           "then deploy it; the tutorial plays the other two.", "board"),
)

FINALE = Lesson(
    "Ready for the first turn",
    "Every piece is on the field. Each turn starts with initiative; the doomsday clock "
    "stands at 11.",
    "The next lesson plays the rulebook's example turn, with the pieces set where that "
    "example needs them.", "sidebar")

BUILDS = {
    0: Lesson("Your first mech: every part is a die",
              "A mech has four slots. A move part gives a green die, a spotting part a "
              "yellow, a defence part a blue, a weapon two red at its range (hand to hand, "
              "direct fire up to 10 hexes, or artillery beyond). Every mech also rolls two "
              "white dice.",
              "A coloured die only does its own job, so a mix of parts gives every job a "
              "die and leaves the white dice free for whatever is short.", "panel",
              do="Click each slot until all four hold a part (say a crane arm, spotlights, "
                 "a tough shell, an assault rifle), name it if you like, then Add mech."),
    1: Lesson("Empty slots and initiative",
              "A slot left empty gives an extra initiative die instead: more choice of "
              "when the mech goes. A mech with no weapon for direct fire or artillery rolls "
              "a green d8 to move.",
              "For this lesson, load all four slots again: a second fighter.", "panel",
              do="Fill all four slots, then Add mech."),
    2: Lesson("One weapon per range",
              "A mech may carry one weapon for each range, and no more than two of each "
              "support part.",
              "A third fully loaded mech rounds out the army.", "panel",
              do="Fill all four slots, then Add mech."),
    MECHS: Lesson("Points per asset",
                  "Your score is your assets (mechs and stations) times your points per "
                  "asset. It starts at 5: one less for the most mechs or parts, one more "
                  "for the fewest; everyone tied bumps.",
                  "Your 12 parts tie Mitch's for the most: 4 points per asset. Vince took "
                  "only 10, so he gets 6: fewer parts, more points.", "panel",
                  do="Finish army."),
}

PLACES = {
    "primary": Lesson("Your first mech goes in harm's way",
                      "The lowest score attacks first. Its first mech goes outside the "
                      "defender's perimeter, 9 or 10 hexes from one of his mechs, in sight "
                      "and out of cover. The lit hexes are the legal ones.",
                      "It opens the fight: no other attacking mech may then stand closer "
                      "to Vince's pieces.", "board", do="Click a lit hex (the ringed one "
                      "faces Arty)."),
    "attacker": Lesson("The attackers take turns",
                       "Sam and Mitch place one mech each in turn, none closer to Vince's "
                       "mechs and stations than your first one.",
                       "Keep your mechs near each other so they can help.", "board",
                       do="Click a lit hex."),
    "att_station": Lesson("Your stations",
                          "An attacker's stations go outside the perimeter and more than "
                          "10 hexes from both of Vince's front mechs.",
                          "A station counts like a mech for the score: put it where Vince "
                          "has a long way to go to seize it.", "board",
                          do="Click a lit hex."),
}


def for_request(request: Request, state: Any) -> Lesson | None:
    """The action lesson for one of Sam's requests."""
    if request.kind == "build":
        return BUILDS.get(min(getattr(request, "mechs", 0), MECHS))
    if request.kind == "deploy" and getattr(state, "deploy_steps", None):
        return PLACES.get(state.deploy_steps[0][0])
    return None


ROLES = Lesson(
    "Defender and attackers",
    "The highest score defends: Vince, on 30. The lowest is the primary attacker: you and "
    "Mitch tie on 20, and the roll-off went your way.",
    "The defender sets up first and the attackers come at him.", "sidebar")

PERIMETER = Lesson(
    "Vince's perimeter",
    "The defender puts his stations anywhere, then two mechs within direct fire range of "
    "a station. The ring they make around his stations is his perimeter.",
    "Placed well forward, they keep the attackers' stations far off.", "Arty")

LAST = Lesson(
    "The defender's other mechs",
    "Once every attacker's piece is down, the defender places the rest of his mechs, more "
    "than 10 hexes from every enemy station.",
    "Vince's last mech stays back, near his own stations.", "board")


def for_event(event: Any, notes: dict[str, Any]) -> Lesson | None:
    """The info lesson an event brings up, once each."""
    lesson = _lesson_of(event, notes)
    if lesson is None or lesson.title in notes:
        return None
    notes[lesson.title] = True
    return lesson


def _lesson_of(event: Any, notes: dict[str, Any]) -> Lesson | None:
    if isinstance(event, ev.PointsPerSet):
        return ROLES
    if isinstance(event, ev.MechPlaced) and event.player == VINCE:
        notes["vince_mechs"] = notes.get("vince_mechs", 0) + 1
        return {2: PERIMETER, MECHS: LAST}.get(notes["vince_mechs"])
    if isinstance(event, ev.TurnStarted):
        return FINALE
    return None
