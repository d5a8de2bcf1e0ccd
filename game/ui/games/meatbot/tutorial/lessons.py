"""What the tutorial says at each step of the Simple Example, in our own words.

A ``Lesson`` (the shared tutorial's) is one callout: a title, the rule at work, why the
book's choice is a good one, and (for the player's own decisions) what to do. Info lessons
stop the match until read (they come with events: the reveal, a shot, a failed grandstand,
a round's end); action lessons sit next to the open prompt while Red decides. ``anchor``
says what the callout points at: "red", "nina", "panel" (the bottom panel), "sheet" (the
data sheet) or "log". No pygame here: the shared tutorial's overlay draws these.
"""

from __future__ import annotations

from typing import Any

from game.core.match import Request
from game.rulesets.meatbot import events as ev
from game.rulesets.meatbot.simple_example import NINA, RED
from game.ui.tutorial.lesson import Lesson

INTRO = (
    Lesson("The rulebook's first match",
           "This is the Simple Example from the Meatbot Massacre rulebook, played for real. "
           "The dice are fixed to the book's rolls, and Nina is played by the tutorial, making "
           "the book's choices.",
           "You are Red, on the left. Each step says what the rules do and why the book's Red "
           "plays as he does. Your own moves are marked in amber.", "red"),
    Lesson("Two plain bots",
           "Both bots come straight from the vat: Move 2, Defend 2, Attack 4, 20 Meat, no "
           "devourables. Each has a plib gun (1 damage, reaches 10 hexes) and claws (1 damage, "
           "only the next hex). Both jocks have Massacre 2: two dice a round.",
           "Your bot's numbers are on the data sheet here; click a bot to see its sheet.",
           "sheet"),
    Lesson("Ten hexes apart",
           "Nina starts ten hexes to the east, on open floor with walls only round the edge. "
           "Range is counted in hexes, so the plib gun just reaches her.",
           "Close up, claws and grandstands come into play; far off, only the plib gun.",
           "nina"),
)

FINALE = Lesson(
    "That is the whole example",
    "After four rounds Red has 14 Meat and Nina 17. A match goes on until only one bot "
    "still stands; the next lesson shows the build shop, eating and how a match ends.",
    "You have seen secret picks, Defend, attacks from the highest die down, grandstands and "
    "the move order. Start a real match from New match; F1 brings the rules up at any time.",
    "log")

PICKS = {
    1: Lesson("Round 1: pick two dice",
              "Each round begins with a secret pick, at most Massacre dice. A d4 adds Move, "
              "a d6 adds Defend (only your best d6 counts), a d10 is one attack, a d12 a "
              "grandstand.",
              "Nina is far off, so the book's Red covers himself with a d6 and fires one shot "
              "with a d10: steady, and nothing wasted.",
              do="Add one d6 and one d10 (+ buttons or keys 2 and 3), then Ready."),
    2: Lesson("Round 2: run in",
              "Grandstands roll a d12 and work only on a 12, but then ignore Defend. The "
              "claws' grandstands (trip, tackle) need the target right next to you.",
              "Red is behind, so he wants to get close for a grandstand: a d4 for extra "
              "Move, a d6 to stay safe on the way. No attack this round.",
              do="Add one d4 and one d6, then Ready."),
    3: Lesson("Round 3: close the gap",
              "Move dice are rolled with the others; their total is added to this round's "
              "Move.",
              "Nina is 3 hexes away. Red needs a d4 to reach her, and spends his second die "
              "on a d10 so the gap in Meat does not grow too much.",
              do="Add one d4 and one d10, then Ready."),
    4: Lesson("Round 4: go for the tackle",
              "A claws tackle (on a 12) deals 3 damage and takes 3 off both bots' Move next "
              "round; a trip deals 2 and takes 2 off the target's Move this round. Either "
              "needs the target next to you.",
              "Red stands next to Nina, so he gambles a d12 on a grandstand and keeps a d10 "
              "for an ordinary hit.",
              do="Add one d10 and one d12, then Ready."),
}

ATTACKS = {
    1: Lesson("Your 8: shoot back",
              "When a die's turn comes you choose a weapon and a target it can reach. A hit "
              "needs the die to be at least the target's Defend this round.",
              "Nina is 10 hexes away with Defend 2: only the plib gun reaches, and an 8 is "
              "sure to hit.",
              do="Choose the plib gun, then click Nina."),
    3: Lesson("Your 8 fires third",
              "Dice go from the highest down, whoever rolled them.",
              "Nina's Defend is still 2 and she is in plib range: an easy hit.",
              do="Choose the plib gun, then click Nina."),
    4: Lesson("Your 9 goes first",
              "Your 9 outranks both of Nina's dice, so it resolves before them.",
              "She is next to you now, so claws work as well as the plib gun: 1 damage "
              "either way against her Defend 2.",
              do="Choose the claws or the plib gun, then click Nina."),
}

MOVES = {
    1: Lesson("Move: turn by turn",
              "The slowest bot moves first. Bots with the same Move take turns one hex at a "
              "time, and a coin flip says who starts.",
              "Both have Move 2 and the coin sent Nina first. The book's Red backs off a hex "
              "each time she comes on, keeping the gap at 10.",
              "red", do="Step west, to the marked hex."),
    2: Lesson("Move: the fast one moves last",
              "Your d4 came up 3: Move 5 against Nina's 2. The slower bot has to commit "
              "first, and the faster one answers.",
              "Nina has walked toward you. Now Red charges straight at her, to end the round "
              "a few hexes from her.",
              "red", do="Walk 5 hexes east: click the marked hex."),
    3: Lesson("Move: get in her face",
              "Again you move last: Move 5 against her 2.",
              "Nina backed away, but four steps bring Red right next to her, where claws and "
              "grandstands work. Stop there.",
              "red", do="Walk east until you touch Nina, then Stop here."),
    4: Lesson("Move: hold your ground",
              "You may always stop before your Move runs out.",
              "Red stays beside Nina to try his grandstand again next round.",
              "red", do="Stop here: don't move."),
}


def for_request(request: Request, round_no: int) -> Lesson | None:
    """The action lesson for one of Red's requests in round ``round_no`` (None if the
    example says nothing about it)."""
    table = {"pick": PICKS, "attack": ATTACKS, "move": MOVES}.get(request.kind, {})
    return table.get(round_no)


def for_event(event: Any, round_no: int) -> Lesson | None:
    """The info lesson an event brings up in round ``round_no`` (None for most events)."""
    if isinstance(event, ev.DefenseRaised) and event.player == RED:
        return DEFENDS.get(round_no)
    if isinstance(event, ev.AttackResolved) and event.player == NINA:
        return SHOTS.get((round_no, event.die))
    if isinstance(event, ev.GrandstandRolled) and event.player == RED:
        return GRANDSTAND
    if isinstance(event, ev.RoundEnded):
        return FINALE if event.round >= 4 else ROUND_ENDS.get(event.round)
    return None


DEFENDS = {
    1: Lesson("Defense: Defend 5",
              "Right after the reveal, each bot adds its best d6 to its base Defend for "
              "this round.",
              "Your 3 lifts Defend from 2 to 5. Nina took no d6, so she stays on 2.", "red"),
    2: Lesson("Defense: Defend 8",
              "Your 6 makes Defend 8. Nina also took a d6 and rolled 5: Defend 7.",
              "Only her d10 can hurt you, and it needs an 8 or better.", "red"),
}

SHOTS = {
    (1, 9): Lesson("Highest die first",
                   "Attack dice resolve from the highest value down. A shot lands when the "
                   "die is at least the target's Defend.",
                   "Nina's 9 beats your 5: her plib gun takes 1 Meat.", "nina"),
    (1, 5): Lesson("Equal is enough",
                   "A die that only matches the Defend still hits.",
                   "Nina's 5 equals your 5, so one more Meat goes. The d6 still forced her "
                   "to roll well.", "nina"),
    (2, 6): Lesson("Too high to hit",
                   "Her only attack this round is a 6.",
                   "Against your Defend 8 it misses: the d6 paid off.", "nina"),
    (3, 10): Lesson("Nina unloads",
                    "Neither of you took a d6 this round, so both stay on Defend 2.",
                    "Her 10 and 9 both beat it: 2 Meat off you before your 8 comes up.",
                    "nina"),
    (4, 6): Lesson("Easy to hit",
                   "With no d6 your Defend is the base 2.",
                   "Nina's 6 and 5 both land. That is the price of betting on a grandstand.",
                   "nina"),
}

GRANDSTAND = Lesson("The grandstand fails",
                    "Successful grandstands resolve before every attack, but only a 12 "
                    "succeeds.",
                    "Red's d12 shows 9: nothing happens, and the attacks go on.", "red")

ROUND_ENDS = {
    1: Lesson("Round 1 is over",
              "Damage comes off Meat; at 0 a bot collapses.",
              "You have 18 Meat, Nina 19. The log on the right keeps every roll and hit.",
              "log"),
    2: Lesson("Round 2 is over",
              "Meat is unchanged: 18 against 19.",
              "Red is now close enough to get next to Nina next round.", "log"),
    3: Lesson("Round 3 is over",
              "You have 16 Meat, Nina 18.",
              "Red stands beside her: next round his grandstand can reach.", "log"),
}
