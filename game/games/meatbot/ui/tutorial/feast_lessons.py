"""What lesson 2 says: the build shop, an Organ Peel, eating the torn-off part and the end
of a match, in our own words. Anchors as in ``lessons.py``. No pygame here."""

from __future__ import annotations

from typing import Any

from game.core.match import Request
from game.games.meatbot.rules import board_events as bev
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Stop
from game.games.meatbot.rules.feast_example import NINA, RED
from game.ui.tutorial.lesson import Lesson

INTRO = (
    Lesson("Lesson 2: shop, feast, finish",
           "A short match with fixed dice. You are Red again, this time with an empty bot; "
           "Nina stands right next to you with a layer of Chitin (+1 Defend).",
           "You will fill your bot in the shop, tear Nina's Chitin off, eat it and finish "
           "her. Your own moves are marked in amber.", "red"),
)

SHOP = Lesson(
    "The build shop",
    "A bot left empty is filled before round 1, in secret. Each devourable costs the "
    "Stomachs on its button; a bot has 10. Gougers (1) are claws that deal 3 and can tear "
    "parts off; an Extra Meat (1) adds 2 Meat.",
    "Two cheap parts leave 8 Stomachs free: whatever you tear off and eat needs room too.",
    do="Buy Gougers and Extra Meat (click them), then Ready.")

BUILT = Lesson(
    "Built",
    "Once every build is in, the bots are equipped and their sheets show it.",
    "Your sheet now lists Gougers and the Extra Meat: 22 Meat instead of 20.", "sheet")

PICK_ALL_IN = Lesson(
    "Round 1: all in",
    "Nina is next to you, so claws reach her. A d12 is a grandstand: on a 12, Gougers can "
    "peel a devourable off the bot they hit.",
    "Three d10 for Gougers hits and a d12 for the peel. No d6: with 22 Meat, Red can take "
    "a few scratches.",
    do="Add three d10 and one d12 (keys 3, 3, 3 and 4), then Ready.")

NINA_DEFEND = Lesson(
    "Her Chitin counts",
    "Nina's Defend is 5 this round: 2 for every bot, 1 for her Chitin and 2 from her d6.",
    "Any of your d10 that shows 5 or more hits her.", "nina")

PEEL = Lesson(
    "Organ Peel",
    "Your 12 goes first. The Gougers' grandstand tears a devourable off a bot next to you "
    "and drops it on an open hex beside that bot.",
    "Peeled off, her Chitin stops protecting her. Dropped on the marked hex, next to both "
    "bots, it is one step away for Red's meal.",
    do="Choose Organ Peel, click Nina, then click the marked hex to drop the Chitin.")

GOUGE = Lesson(
    "Gougers",
    "Gougers are claws with Damage 3: they reach the hex next to you.",
    "Each of your dice beats her Defend, so each one takes 3 Meat.",
    do="Choose Gougers, then click Nina.")

TORN_OFF = Lesson(
    "On the floor",
    "A torn-off devourable works for nobody. It lies there until a bot eats it.",
    "Nina has lost her Chitin for good, unless she eats it back first.", "nina")

STEP_ON = Lesson(
    "Stand on your meal",
    "To eat a torn-off devourable your bot has to stand on its hex (Crane Whip Arms reach "
    "2 hexes).",
    "One step puts Red on the Chitin and still next to Nina.",
    "red", do="Step onto the Chitin: click the marked hex.")

STAY = Lesson(
    "Stay on it",
    "You may stop before your Move runs out.",
    "Red keeps his place on the Chitin for next round's meal.",
    "red", do="Stop here.")

EAT = Lesson(
    "Round 2: eat",
    "Instead of picking dice, a bot standing on a torn-off part may spend the round eating "
    "it: no dice, no d6 for Defend, no moving.",
    "It goes down at the round's end if Red still stands on it and has room (the Chitin "
    "needs 3 of his 8 free Stomachs). Nina gets free swings meanwhile: eat when you can "
    "afford it.",
    do="Eat the Chitin (its Eat button, or E).")

SWALLOWED = Lesson(
    "Swallowed",
    "An eaten part has to be digested: it works from Red's next match, not this one.",
    "For now the point is that Nina can never get her Chitin back.", "log")

FINISH = Lesson(
    "Round 3: finish her",
    "A bot collapses when its Meat reaches 0.",
    "Nina has 11 Meat left and no Chitin. Four Gougers hits deal 12.",
    do="Add four d10 (key 3 four times), then Ready.")

COLLAPSE = Lesson(
    "Collapse",
    "At 0 Meat Nina collapses: her bot leaves play and can no longer act or be hit.",
    "Her last dice never come up.", "nina")

FINALE = Lesson(
    "How a match ends",
    "A match ends when at most one bot still stands: the last one wins. If the last bots "
    "fall at the same moment it is a draw, and so is a match that reaches its round limit.",
    "In a tournament the winner may then gnaw a part off the loser. That is the whole "
    "tutorial: New match starts a real fight, and F1 brings the rules up at any time.",
    "log")


def for_request(request: Request, state: Any, want: Any) -> Lesson | None:
    """The action lesson for Red's ``request`` (``want``: the answer the script expects)."""
    kind, round_no = request.kind, state.round
    if kind == "build":
        return SHOP
    if kind == "pick":
        return {1: PICK_ALL_IN, 2: EAT, 3: FINISH}.get(round_no)
    if kind == "grandstand":
        return PEEL
    if kind == "attack":
        return GOUGE
    if kind == "move":
        return STAY if isinstance(want, Stop) else STEP_ON
    return None


def for_event(event: Any, round_no: int) -> Lesson | None:
    """The info lesson an event brings up (None for most events)."""
    if isinstance(event, ev.BotBuilt) and event.player == RED:
        return BUILT
    if isinstance(event, ev.DefenseRaised) and event.player == NINA and round_no == 1:
        return NINA_DEFEND
    if isinstance(event, bev.DevourableDropped):
        return TORN_OFF
    if isinstance(event, bev.DevourableEaten):
        return SWALLOWED
    if isinstance(event, bev.BotCollapsed) and event.player == NINA:
        return COLLAPSE
    if isinstance(event, bev.MatchEnded):
        return FINALE
    return None
