"""Which weapon cards a robot can pay for with the parts it holds, and if not, why in the
player's words ("needs 2 claws, you have 1"): the hand dims those cards and the card choice
says why. Logic only (the rules core's ``ways_to_pay``), no drawing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.games.dicebot.rules.battle import ways_to_pay
from game.games.dicebot.rules.cards import CARDS
from game.games.dicebot.rules.parts import FACES, SPRING

PLURALS = {"battery": "batteries", "armor": "armor"}


def part_words(part: str, count: int) -> str:
    """"1 claw", "2 claws", "2 batteries", "2 armor"."""
    return f"{count} {part if count == 1 else PLURALS.get(part, part + 's')}"


def payable(card: str, body: Sequence[str], head: str | None) -> bool:
    """True if the robot can pay for ``card``: with its body and head parts, or with a
    spring head's trick standing in for one missing part."""
    if ways_to_pay(card, list(body), head):
        return True
    return head == SPRING and bool(ways_to_pay(card, list(body), None, spring=True))


def missing(card: str, body: Sequence[str], head: str | None) -> list[tuple[str, int, int]]:
    """(part, needed, held) for every part of ``card``'s cost the robot holds too few of
    (the head counts as a part of its type)."""
    held = Counter(body) + Counter([head] if head else [])
    cost = Counter(CARDS[card].cost)
    return [(part, cost[part], held[part]) for part in sorted(cost) if held[part] < cost[part]]


def why_unpayable(card: str, body: Sequence[str], head: str | None) -> str:
    """Why the robot cannot pay for ``card`` ("" when it can): "needs 2 claws, you have 1"."""
    if payable(card, body, head):
        return ""
    return "; ".join(f"needs {part_words(part, needed)}, you have {held}"
                     for part, needed, held in missing(card, body, head))


def parts_wanted(hand: Sequence[str]) -> str:
    """The parts the cards of ``hand`` cost between them, most wanted first: "4 claws, 3
    batteries, 1 spring" ("" for an empty hand)."""
    wanted = Counter(part for card in hand for part in CARDS[card].cost)
    order = sorted(wanted, key=lambda part: (-wanted[part], FACES.index(part)))
    return ", ".join(part_words(part, wanted[part]) for part in order)
