"""What Dice Bot Mega Fun's tutorial says at each step of its first melee, in our own words.

The melee is ``game.games.dicebot.rules.first_melee``: Bolt (the player), Clank on his left and
Whirr on his right. A ``Lesson`` is one callout: a title, the rule at work, why the script's
choice is a good one, what it points at, and (for the player's own decisions) what to do.
Info lessons hold the match until read (they come with events); action lessons sit beside
the open prompt. ``anchor`` names what the callout points at: "yard" (the junkyard),
"sheet" (Bolt's robot sheet), "hand" (his cards), "bolt", "clank", "whirr" (a robot in the
ring), "panel" or "log". No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.match import Request
from game.games.dicebot.rules import battle_events as bev
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.first_melee import BOLT, CLANK, PLANS, WHIRR, sheet_of, without
from game.games.dicebot.rules.parts import BODY_SPACES
from game.ui.tutorial.lesson import Lesson

INTRO = (
    Lesson("Your first melee",
           "Robots fight in a ring. Each melee starts in the junkyard, where everyone grabs "
           "parts dice to build a robot; then the robots battle with weapon cards. A robot "
           "still standing at the end earns a medal, and three medals win the game.",
           "You are Bolt. Clank sits on your left and Whirr on your right; the tutorial "
           "plays them both. The dice and the cards are fixed, so this melee always goes "
           "the same way.", "bolt"),
    Lesson("Six weapon cards",
           "Every card shows its cost in parts, its speed, its damage and whom it attacks. "
           "You pay for a card with parts from your robot only when you play it.",
           "Seven parts pay for about three cards, so plan now: the Pogo Stomp needs a "
           "spring and an armor, the Laser Eye two cameras, the Shock Wave a battery and an "
           "armor.", "hand"),
)

READY = Lesson("Roll into the junkyard",
               "When everyone is ready, all the parts dice are rolled into one heap in the "
               "middle. Any die is anyone's: you are not limited to the ones you rolled.",
               "Once the dice land, everybody grabs at the same time. In this lesson the "
               "others wait for you while you read.",
               "panel", do="Roll your dice (the button, or Enter).")

FINALE = Lesson(
    "Your first medal",
    "A melee ends after six rounds, or as soon as one robot or none is left. Every robot "
    "still standing earns a medal; the first to three medals wins the game.",
    "Bolt is the last one standing. The next melee would start afresh: full hit points, "
    "empty sheets, six new cards. Start a real game from New match; F1 shows the rules.",
    "bolt")


def for_request(request: Request, info: Any) -> Lesson | None:
    """The action lesson for one of Bolt's requests (None if the script says nothing).
    ``info`` is the state or Bolt's view."""
    if request.player != BOLT or info.melee != 1:
        return None
    if request.kind == "ready":
        return READY
    if request.kind == "grab":
        return grab_lesson(*sheet_of(info, BOLT))
    if request.kind == "card":
        return CARD_CHOICES.get(info.round)
    if request.kind == "ability":
        return ABILITY_CHOICES.get(info.round)
    return None


def grab_lesson(body: Sequence[str], head: str | None) -> Lesson | None:
    """The grab lesson for a sheet holding ``body`` and ``head``: what is still missing."""
    plan_body, _ = PLANS[BOLT]
    if len(body) >= BODY_SPACES:
        return None if head is not None else HEAD_GRAB
    missing = sorted(set(without(plan_body, body)))
    parts = " or ".join([", ".join(missing[:-1]), missing[-1]] if len(missing) > 1
                        else missing)
    do = f"Click a lit die: {parts}."
    if not body:
        return Lesson("Grab for the body",
                      "Six body spaces fill first, the head space last, and a part once "
                      "placed never moves.",
                      f"Grab what your three cards cost: {counted(plan_body)}.", "yard",
                      do=do)
    return Lesson(f"Body space {len(body) + 1} of 6",
                  "A die somebody else takes is gone: in a real match, be quick.",
                  f"Still missing: {counted(without(plan_body, body))}.", "yard", do=do)


NUMBERS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def counted(parts: Sequence[str]) -> str:
    """Parts in words, each type once with its count: "a spring, two armors and a camera"."""
    order = list(dict.fromkeys(parts))
    words = [f"{NUMBERS[parts.count(p)]} {p}{'s' if parts.count(p) > 1 else ''}"
             for p in order]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


HEAD_GRAB = Lesson(
    "The head comes last",
    "With the body full, the next die goes on the head. A head part pays like any part, or "
    "is thrown away once for its ability: a camera gives +2 speed for one round.",
    "Speed decides who hits and who dodges: a strong head for your plan.",
    "sheet", do="Click a lit camera.")

CARD_CHOICES = {
    1: Lesson("Round 1: choose in secret",
              "Every robot lays one card face down; all are turned over together. The "
              "fastest card strikes first, and a card only hits a robot whose own card is "
              "no faster.",
              "The Pogo Stomp has speed 8, faster than any other card in the deck. It "
              "attacks to your right: Whirr. Your spring and armor pay for it.",
              "hand", do="Play the Pogo Stomp: click it twice, or select it and press Enter."),
    2: Lesson("Round 2: the Laser Eye",
              "A card aimed right always attacks your right-hand neighbour. The Laser Eye "
              "costs two cameras: speed 6, 2 damage.",
              "Whirr is hurt, and your body still holds both cameras. Your camera head is "
              "still there too, in case Whirr turns out to be faster.",
              "hand", do="Play the Laser Eye."),
    3: Lesson("Round 3: finish it",
              "Only a card you can pay for will attack. Your sheet holds a battery and an "
              "armor: exactly the Shock Wave, which hits every enemy at speed 6 for 2.",
              "Whirr is down to 2 hit points. Your other cards need parts you never "
              "grabbed.", "hand", do="Play the Shock Wave."),
}

ABILITY_CHOICES = {
    1: Lesson("The reveal: keep your camera",
              "The cards are turned over: Clank's Right Hook (speed 5) aims at you, Whirr's "
              "Bash Plate (6) at Clank. Now each robot in turn may throw away its head part "
              "for its ability; a camera adds 2 to this round's speed.",
              "Nothing on the table is faster than your 8, so the camera would be wasted. "
              "Keep it for a round where it matters.",
              "sheet", do="Keep the camera: Pass (P)."),
    2: Lesson("Whirr is faster: use the camera",
              "Whirr shows its own Pogo Stomp: speed 8 against your 6, so it would dodge your "
              "Laser Eye. (Clank shows a Mega Drill.) Throwing away your camera makes the "
              "Laser Eye 8.",
              "Cards of equal speed hit each other: at 8 against Whirr's 8 your laser lands. "
              "This is the round the camera was saved for.",
              "sheet", do="Use the camera (U)."),
}


def for_event(event: Any, round_no: int, melee: int = 1) -> Lesson | None:
    """The info lesson an event brings up in round ``round_no`` of melee ``melee`` (None
    for most events, and for every event after the first melee). The introduction comes
    with the melee's start and the deal (so the table behind it is set); the rivals' grabs
    all bring up the same lesson, which the tutorial shows once."""
    if melee != 1:
        return None
    if isinstance(event, ev.MeleeBegan):
        return INTRO[0]
    if isinstance(event, ev.CardsDealt) and event.player == WHIRR:
        return INTRO[1]
    if isinstance(event, ev.DieGrabbed):
        return FIRST_RIVAL_GRAB if event.player != BOLT else None
    if isinstance(event, ev.ScavengeEnded):
        return BUILT
    if isinstance(event, (ev.AbilityUsed, ev.PaymentMade, ev.PaymentRefused,
                          ev.Overheated, ev.RobotDestroyed)):
        return ON_TABLE.get((round_no, type(event), getattr(event, "player", -1)))
    if isinstance(event, (ev.AttackResolved, ev.AttackDodged)):
        return ATTACKS.get((round_no, event.player, event.target))
    if isinstance(event, ev.RoundEnded):
        return ROUND_ENDS.get(round_no)
    if isinstance(event, ev.MedalAwarded) and event.player == BOLT:
        return FINALE
    return None


FIRST_RIVAL_GRAB = Lesson(
    "The others grab too",
    "Clank and Whirr are building their own robots from the same heap. Whatever they take "
    "is gone for you.",
    "The heap holds enough of what you need today; in a real match, grab the rare parts "
    "first.", "yard")

BUILT = Lesson(
    "Every robot is built",
    "When the junkyard is empty the battle begins: up to six rounds, one card each per "
    "round. The parts on your sheet are what you pay with, and spent parts are gone for the "
    "rest of the melee.",
    "Your sheet holds a spring, two armors, two cameras and a battery, with a camera on the "
    "head: enough for all three of your cards.", "sheet")

ON_TABLE = {
    (1, bev.PaymentMade, BOLT): Lesson(
        "Paying with parts",
        "Once every head has been used or kept, each card is paid for from its robot's "
        "sheet. Paying is not optional: if you hold the parts, they go.",
        "Your spring and armor are spent and gone for this melee. Four body parts and the "
        "camera head are left for later rounds.", "sheet"),
    (1, bev.Overheated, BOLT): Lesson(
        "Overheat",
        "A few cards carry one small extra. The Pogo Stomp overheats: after attacking, hit "
        "or miss, its own robot takes 1 damage.",
        "That is the price of the fastest card in the deck: you are down to 5.", "bolt"),
    (2, bev.AbilityUsed, WHIRR): Lesson(
        "Whirr answers",
        "Once one robot uses its head, every other robot gets another chance to use its "
        "own, even one that kept it before. A battery adds 2 damage for the round.",
        "Whirr's Pogo Stomp now deals 3, and it is aimed at Clank, who has 3 left.",
        "whirr"),
    (2, bev.PaymentRefused, CLANK): Lesson(
        "Clank cannot pay",
        "A card its robot cannot pay for is thrown away at once. It does not attack, and a "
        "robot with no card has no speed to dodge with: every attack on it hits.",
        "The Mega Drill costs a claw, an armor and a battery, and Clank never grabbed an "
        "armor.", "clank"),
    (2, bev.RobotDestroyed, CLANK): Lesson(
        "A robot is destroyed",
        "When the round is over, every robot below 1 hit point is destroyed and out of the "
        "melee.",
        "Clank is gone. With only you and Whirr left, left and right are the same enemy. "
        "Whirr has 2 hit points, you have 5.", "clank"),
}

ATTACKS = {
    (1, BOLT, WHIRR): Lesson(
        "The rulebook's example",
        "A speed-8 card aimed right hits the robot there if its card is 8 or slower; a "
        "card of 9 or more would dodge it completely.",
        "Whirr's Bash Plate is only 6, so your Pogo Stomp lands: 1 damage.", "whirr"),
    (1, CLANK, BOLT): Lesson(
        "Dodged!",
        "The same rule protects you: a robot whose card is faster than the attacker's "
        "dodges it.",
        "Clank's Right Hook (5) was aimed at you, but your card is 8: it misses. A fast "
        "card both hits and dodges.", "bolt"),
    (2, BOLT, WHIRR): Lesson(
        "Equal speeds hit",
        "Cards of the same speed strike at the same moment, and each can hit the other.",
        "Your Laser Eye at 8 meets Whirr's 8: 2 damage. Without the camera it would have "
        "missed.", "whirr"),
    (2, WHIRR, CLANK): Lesson(
        "Wide open",
        "Clank's card was thrown away, so Whirr's Pogo Stomp hits whatever the speeds.",
        "Clank drops to 0, yet it is not destroyed until the round is over.", "clank"),
    (3, WHIRR, BOLT): Lesson(
        "A falling robot still strikes",
        "Your Shock Wave took Whirr to 0, but robots are only destroyed once every card of "
        "the round has attacked. Whirr's Buzz Saw (speed 6, aimed left: at you) strikes at "
        "the same moment.",
        "You drop to 2: close, but still standing.", "bolt"),
}

ROUND_ENDS = {
    1: Lesson("Round 1 is over",
              "The played cards go to the discard pile. Your hand shrinks by one card a "
              "round, and a melee lasts at most six rounds.",
              "You have 5 hit points, Clank 3 and Whirr 5. The log keeps every hit.",
              "log"),
}


def hint_for(request: Request, info: Any) -> str:
    """What to say when the player's answer is not the one the tutorial expects."""
    lesson = for_request(request, info)
    if lesson is None or not lesson.do:
        return "This lesson is over: finish the tutorial to go on."
    return f"Not this time. {lesson.do}"
