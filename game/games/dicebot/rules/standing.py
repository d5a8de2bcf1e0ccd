"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py), for
search that stops before the end.

Dice Bot Mega Fun is won by the first to three medals, and a medal goes to every robot still
standing when a melee ends. So a seat's worth is its medals plus its chance to survive the
melee in play: its share of hit points left, counting for less the fewer rounds remain (on
the last round, merely standing is a medal), times how well armed it is, times how much
damage the others can aim at it (``THREAT_WEIGHT``, threat.py). A robot is armed by the
cards of its hand its parts can pay for (``armament``): a round without a paid weapon is a
round it strikes nobody and every attack aimed at it hits, so during the scavenge a grab is
worth what it adds to the hand's payable cards. The round under way counts by its own
weapon (paid, refused, or still held), so laying a card one cannot pay looks no better than
paying for one. Worths are raised to a power before sharing (``SHARPNESS``): two medals and
a healthy robot is much nearer the win than one medal. In a sudden death match only its
fighters count, by their chance to survive.
"""

from __future__ import annotations

from game.games.dicebot.rules import threat
from game.games.dicebot.rules.cards import ALL, CARDS, CHOICE, JAM, OVERHEAT, SCRAP, UNERRING
from game.games.dicebot.rules.parts import (
    ARMOR,
    BATTERY,
    CAMERA,
    CHIP,
    CLAW,
    HAND_SIZE,
    HIT_POINTS,
    SHEET_SPACES,
    SPRING,
)
from game.games.dicebot.rules.state import DicebotState

SHARPNESS = 4.0
"""Worths are raised to this power before sharing (fitted with tools/eval_quality.py)."""
ARMS_WEIGHT = 0.3
"""How much of the survival chance rests on the robot being armed (fitted as above)."""
THREAT_WEIGHT = 0.5
"""How much of it rests on the damage the others can aim at the robot (threat.py; measured
in docs/ai.md, "Third pass: the four-seat Dice Bot table")."""
FIREPOWER_FULL = 8.0
"""Firepower (summed card power) at which a robot counts as fully armed on that score."""
UNBUILT_ARMS = 0.5
"""During the scavenge, the armament an empty sheet is expected to reach (shared out over
its empty spaces): about what the normal agents reach (0.58), a little less."""
HEAD_POWER = {SPRING: 1.2, CHIP: 0.8, CAMERA: 1.0, ARMOR: 1.6, BATTERY: 1.4, CLAW: 1.3}
"""What a head part's ability adds to the firepower, on top of the part itself."""
SPECIAL_POWER = {UNERRING: 0.6, SCRAP: 0.4, JAM: 0.5, OVERHEAT: -0.7, "": 0.0}
"""What a card's special adds to its power (damage units)."""


def card_power(name: str) -> float:
    """A weapon's rough worth in a round: damage times a hit chance that grows with speed
    (a chosen target is easier to hit well), more for hitting everyone, plus what its speed
    dodges and its special."""
    card = CARDS[name]
    hit = min(1.0, 0.25 + 0.08 * card.speed + (0.15 if card.target == CHOICE else 0.0))
    targets = 1.5 if card.target == ALL else 1.0
    return card.damage * targets * hit + 0.12 * card.speed + SPECIAL_POWER[card.special]


POWER: dict[str, float] = {name: card_power(name) for name in CARDS}
"""Every design's ``card_power``, worked out once."""
RANK: dict[str, tuple[float, str]] = {
    name: (-POWER[name] / len(CARDS[name].cost), name) for name in CARDS}
"""Payment order of the plan: most power per part first (ties by name, to repeat)."""


def plan(parts: list[str], hand: list[str]) -> tuple[int, float]:
    """How many of ``hand``'s cards ``parts`` can pay for, and their summed power, paying
    greedily for the most power per part first."""
    paid = threat.pay_greedily(parts, hand, RANK)
    return len(paid), sum(POWER[name] for name in paid)


def armament(state: DicebotState, seat: int) -> float:
    """0-1: how well the seat's parts arm it for the rounds left, half by the share of those
    rounds it can pay a weapon for (in battle a weapon still held counts for less than one
    fired, ``threat.HELD_WEIGHT``), half by the firepower paid for (and the head's ability);
    the round under way counts by its own weapon (``threat.arms_of``)."""
    arms = threat.arms_of(state, seat)
    paid, power = plan(arms.parts, arms.hand)
    if arms.now is not None:
        power += POWER[arms.now]
    head = state.head[seat]
    if head:
        power += HEAD_POWER[head]
    armed = (arms.now is not None) + threat.held_rounds(state, paid, arms.future)
    return 0.5 * armed / arms.rounds + 0.5 * min(power / FIREPOWER_FULL, 1.0)


def survival(state: DicebotState, seat: int, looks: dict[int, threat.Outlook]) -> float:
    """The seat's chance, roughly, to be standing when this melee ends (0 once fallen);
    ``looks``: every fighting robot's ``threat.outlook``."""
    if not state.alive[seat]:
        return 0.0
    # a melee lasts a hand, a card a round; the round under way is still to be fought
    rounds_left = max(0, HAND_SIZE - max(state.round - 1, 0))
    health = max(state.hp[seat], 0) / HIT_POINTS
    chance: float = health ** (rounds_left / HAND_SIZE)
    if rounds_left == 0:
        return chance
    armed = armament(state, seat)
    if state.phase in ("ready", "grab"):
        # spaces still empty will hold some part: count them at a typical part's worth
        filled = len(state.body[seat]) + (state.head[seat] is not None)
        armed = min(1.0, armed + UNBUILT_ARMS * (SHEET_SPACES - filled) / SHEET_SPACES)
    aimed = threat.standing_chance(state, seat, looks)
    chance *= (1 - ARMS_WEIGHT) + ARMS_WEIGHT * armed
    return chance * ((1 - THREAT_WEIGHT) + THREAT_WEIGHT * aimed)


def worths(state: DicebotState) -> list[float]:
    """Medals plus the chance of one more (in sudden death: the chance to survive alone)."""
    looks = threat.outlooks_of(state)
    survive = [survival(state, s, looks) for s in range(state.n)]
    if state.sudden:
        return [survive[s] if s in state.players else 0.0 for s in range(state.n)]
    return [(state.medals[s] + survive[s]) ** SHARPNESS for s in range(state.n)]


def evaluate(state: DicebotState, player: int) -> float:
    """``player``'s share of every seat's worth (an even share when nobody has any)."""
    return evaluate_seats(state)[player]


def evaluate_seats(state: DicebotState) -> list[float]:
    """Every seat's ``evaluate`` at once (one ``worths`` instead of one per seat: the
    generic agent's multi-seat standing reads them all)."""
    values = worths(state)
    total = sum(values)
    return [value / total if total > 0 else 1.0 / state.n for value in values]
