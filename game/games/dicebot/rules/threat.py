"""Who can hurt whom for the rest of a melee: the expected damage around the table, for the
standing (standing.py) of a search that stops before the melee ends.

Every robot still fighting is read by the weapons its parts can pay for (``plan_cards``): how
many of the rounds left it will fight armed, the damage those weapons aim at each enemy
(left and right by the ring, every enemy, or one of its choice in even shares) and how fast
they are (a fast weapon dodges). A round without a paid weapon is a round every attack aimed
at the robot hits, so an unpayable card costs the same whenever it is played: the round it
is played in is counted unarmed until the round ends (the card laid face down, or revealed
and not yet paid, still counts as held). A robot's chance to stand at the end of the melee
is its hit points against the damage it can expect from the others in the rounds left. In
battle a weapon still in hand counts for less than one fired (``HELD_WEIGHT``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from game.games.dicebot.rules.active import PAID, UNPAID
from game.games.dicebot.rules.cards import ALL, CARDS, CHOICE, LEFT
from game.games.dicebot.rules.parts import ARMOR, ARMOR_PREVENTS, HAND_SIZE, SHEET_SPACES
from game.games.dicebot.rules.state import DicebotState

UNBUILT_ARMS = 0.5
"""During the scavenge, the share of armed rounds an empty sheet is expected to reach
(shared out over its empty spaces)."""
SPREAD = 1.2
"""How uncertain the damage still to come is (hit points, on a logistic curve)."""
HELD_WEIGHT = 0.25
"""In battle, what a round the hand can still pay a weapon for counts as, against a round
fought with a paid weapon (1): a weapon held may never be fired (the robot falls first, the
melee ends, a hit scraps the head that paid for it), and one fired now has already struck
and dodged. So laying a card the parts cannot pay, to keep a payable one for later, looks
as costly as it is (measured in docs/ai.md, "Fifth pass: the four-seat Dice Bot table")."""


def held_rounds(state: DicebotState, payable: int, future: int) -> float:
    """The armed rounds ``payable`` weapons in hand are worth over ``future`` rounds: all of
    them during the scavenge (nothing is fired yet), ``HELD_WEIGHT`` each in battle."""
    later = float(min(payable, future))
    return later if state.phase in ("ready", "grab") else HELD_WEIGHT * later


@dataclass(frozen=True)
class Outlook:
    """One robot for the rest of the melee: rounds left (the one under way included), rounds
    it can expect to fight armed, and the weapons it can pay for (this round's first)."""

    rounds: int
    armed: float
    weapons: tuple[tuple[str, int, int], ...]
    """(card, speed, damage) of every weapon counted."""

    @property
    def share(self) -> float:
        """The share of the rounds left it fights armed."""
        return self.armed / self.rounds if self.rounds else 0.0

    def hit_chance(self) -> float:
        """How often an attack lands while it is armed (its weapons' speed dodges some)."""
        if not self.weapons:
            return 1.0
        speed = sum(w[1] for w in self.weapons) / len(self.weapons)
        return min(1.0, max(0.1, 1.1 - 0.1 * speed))


RANK: dict[str, tuple[float, str]] = {
    name: (-(card.damage + 0.2 * card.speed) / len(card.cost), name)
    for name, card in CARDS.items()}
"""Payment order: most damage-and-speed per part first (ties by name)."""


COSTS: dict[str, Counter[str]] = {name: Counter(card.cost) for name, card in CARDS.items()}
"""Every design's cost as a count of part types."""


def pay_greedily(parts: list[str] | tuple[str, ...], hand: list[str] | tuple[str, ...],
                 rank: Mapping[str, tuple[float, str]]) -> tuple[str, ...]:
    """The cards of ``hand`` that ``parts`` can pay for, each paid in ``rank`` order (lowest
    first) while the parts left cover its whole cost."""
    pool = Counter(parts)
    paid = []
    for name in sorted(hand, key=rank.__getitem__):
        cost = COSTS[name]
        if all(pool[part] >= k for part, k in cost.items()):
            pool -= cost
            paid.append(name)
    return tuple(paid)


@lru_cache(maxsize=1 << 16)
def _plan_sorted(parts: tuple[str, ...], hand: tuple[str, ...]) -> tuple[str, ...]:
    return pay_greedily(parts, hand, RANK)


def plan_cards(parts: list[str], hand: list[str]) -> tuple[str, ...]:
    """The cards of ``hand`` that ``parts`` can pay for, paid greedily by most damage and
    speed per part (a pure function of the two multisets, so it is cached)."""
    return _plan_sorted(tuple(sorted(parts)), tuple(sorted(hand)))


@dataclass(frozen=True)
class Arms:
    """What a robot fights the rest of the melee with, the round under way read by its own
    card: laid face down, or revealed and still to pay, it counts as held (in ``hand``);
    paid, that round is armed with it (``now``); refused, that round is unarmed."""

    parts: list[str]
    """Its body parts and head part."""
    hand: list[str]
    """The cards it may still pay for in a later round."""
    now: str | None
    """The card paid for this round, if any."""
    rounds: int
    """Rounds left, the one under way included (at least 1)."""
    future: int
    """Rounds left in which a card of ``hand`` can still be played."""


def arms_of(state: DicebotState, seat: int) -> Arms:
    """``seat``'s ``Arms`` (see there)."""
    rounds = max(1, rounds_left(state))
    head = state.head[seat]
    parts = state.body[seat] + [head] if head else list(state.body[seat])
    hand, now, future = list(state.hands[seat]), None, rounds
    if seat in state.chosen:
        hand.append(state.chosen[seat])
    elif seat in state.active:
        active = state.active[seat]
        if active.status == PAID:
            now, future = active.card, rounds - 1
        elif active.status == UNPAID and still_to_pay(state, seat):
            hand.append(active.card)
        else:
            future = rounds - 1
    return Arms(parts, hand, now, rounds, future)


def rounds_left(state: DicebotState) -> int:
    """Battle rounds still to fight in this melee, the one under way included."""
    return max(0, HAND_SIZE - max(state.round - 1, 0))


def outlook(state: DicebotState, seat: int) -> Outlook:
    """How ``seat``'s robot is armed for the rounds left (see the module docstring)."""
    arms = arms_of(state, seat)
    now = [] if arms.now is None else [
        (arms.now, state.active[seat].speed, state.active[seat].damage)]
    paid = plan_cards(arms.parts, arms.hand)
    armed = len(now) + held_rounds(state, len(paid), arms.future)
    if state.phase in ("ready", "grab"):
        filled = len(state.body[seat]) + (state.head[seat] is not None)
        armed = min(arms.rounds, armed + arms.rounds * UNBUILT_ARMS * (SHEET_SPACES - filled)
                    / SHEET_SPACES)
    weapons = tuple(now) + tuple((c, CARDS[c].speed, CARDS[c].damage) for c in paid)
    return Outlook(arms.rounds, float(armed), weapons)


def still_to_pay(state: DicebotState, seat: int) -> bool:
    """True while ``seat``'s revealed card may still be paid for (the ability window, or
    the payments with ``seat`` not yet asked)."""
    return state.phase == "window" or (state.phase == "pay" and seat in state.queue)


def aim(state: DicebotState, seat: int, card: str, target: int) -> float:
    """The share of ``card``'s attacks from ``seat`` that go at ``target`` (0 to 1)."""
    kind = CARDS[card].target
    ring = [(seat + k) % state.n for k in range(1, state.n)]
    around = [s for s in ring if state.alive[s]]
    if target not in around:
        return 0.0
    if kind == ALL:
        return 1.0
    if kind == CHOICE:
        return 1.0 / len(around)
    return 1.0 if target == (around[0] if kind == LEFT else around[-1]) else 0.0


def pressure(state: DicebotState, seat: int, outlooks: dict[int, Outlook]) -> float:
    """The damage the other robots can be expected to aim at ``seat`` in one round."""
    total = 0.0
    for other, look in outlooks.items():
        if other == seat or not look.weapons:
            continue
        aimed = sum(damage * aim(state, other, card, seat)
                    for card, _, damage in look.weapons) / len(look.weapons)
        total += look.share * aimed
    return total


def standing_chance(state: DicebotState, seat: int, outlooks: dict[int, Outlook]) -> float:
    """``seat``'s chance, roughly, to be standing when this melee ends (0 once fallen):
    its hit points (and an unused armor head) against the damage it can expect."""
    if not state.alive[seat]:
        return 0.0
    look = outlooks[seat]
    if rounds_left(state) == 0:
        return 1.0 if state.hp[seat] > 0 else 0.0
    per_round = pressure(state, seat, outlooks)
    unarmed = look.rounds - look.armed
    expected = per_round * (look.armed * look.hit_chance() + unarmed)
    guard = state.shields.get(seat, 0) + (ARMOR_PREVENTS if state.head[seat] == ARMOR else 0)
    margin = state.hp[seat] + guard - 0.5 - expected
    return 1.0 / (1.0 + math.exp(-margin / SPREAD))


def outlooks_of(state: DicebotState) -> dict[int, Outlook]:
    """Every fighting robot's ``outlook``."""
    return {s: outlook(state, s) for s in range(state.n) if state.alive[s]}
