"""The normal Dice Bot policy: a score for every legal choice of every request kind.

The core idea is the *plan*: which cards of the hand the robot's parts can pay for, taken
greedily from the best value per part. A die is worth what it adds to the plan; a card is
worth its expected damage and dodging plus the plan left after paying for it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from game.core.match import Choice, Request
from game.games.dicebot.rules.active import PAID
from game.games.dicebot.rules.attacks import enemies
from game.games.dicebot.rules.battle import ways_to_pay
from game.games.dicebot.rules.cards import (
    ALL,
    CARDS,
    CHOICE,
    JAM,
    LEFT,
    OVERHEAT,
    RIGHT,
    SCRAP,
    UNERRING,
)
from game.games.dicebot.rules.choices import Discard, Pass, Pay, UseHead
from game.games.dicebot.rules.parts import (
    ARMOR,
    BATTERY,
    CAMERA,
    CHIP,
    CLAW,
    HAND_SIZE,
    SPRING,
)
from game.games.dicebot.rules.state import DicebotState

HEAD_BONUS = {SPRING: 1.2, CHIP: 0.8, CAMERA: 1.0, ARMOR: 1.6, BATTERY: 1.4, CLAW: 1.3}
"""What a head part's ability is worth on top of the part itself (plan units)."""
ALL_SHARE = 0.5
"""What an "all" card's hit on each enemy beyond the first is worth, against the first."""
SPEED_WORTH = 0.6
"""What a point of speed is worth: a faster card dodges the enemies' slower attacks (at 0.12,
normal beat easy in 85% of 600 three-player games; docs/ai.md has the figures)."""
KILL_WORTH = 4.0
"""What a card that can destroy a robot it hits (its damage at least that robot's hit
points) is worth on top of its value, per such robot, times its chance to hit: a destroyed
robot earns no medal this melee and attacks no more."""
MEDAL_WORTH = 1.5
"""What hitting a robot is worth per medal it holds, times the chance to hit: the robot
nearest its third medal is the one to stop."""
SPECIAL_BONUS = {UNERRING: 0.6, SCRAP: 0.4, JAM: 0.5, OVERHEAT: -0.7, "": 0.0}


def card_value(name: str, foes: int) -> float:
    """A weapon's rough worth against ``foes`` enemies: expected damage (hit chance grows
    with speed), what its speed dodges, and its special."""
    card = CARDS[name]
    # Hitting every enemy is worth less than the sum: it also weakens the rivals of our
    # rivals, who share the medals (measured: half a target per extra enemy plays better).
    targets = 1 + ALL_SHARE * (foes - 1) if card.target == ALL else 1
    return (card.damage * targets * hit_chance(name) + SPEED_WORTH * card.speed
            + SPECIAL_BONUS[card.special])


def hit_chance(name: str) -> float:
    """A rough chance that the weapon hits: higher with speed, and when aimed at will."""
    card = CARDS[name]
    return min(1.0, 0.25 + 0.08 * card.speed + (0.15 if card.target == CHOICE else 0.0))


def plan(parts: Iterable[str], hand: Sequence[str], foes: int) -> float:
    """The value of the hand's cards these parts can pay for, best value per part first."""
    pool = Counter(parts)
    ranked = sorted(hand, key=lambda c: (-card_value(c, foes) / len(CARDS[c].cost), c))
    total = 0.0
    for name in ranked:
        cost = Counter(CARDS[name].cost)
        if all(pool[p] >= k for p, k in cost.items()):
            pool -= cost
            total += card_value(name, foes)
    return total


def need(hand: Sequence[str]) -> Counter[str]:
    """How many parts of each type the hand's costs ask for."""
    return Counter(part for name in hand for part in CARDS[name].cost)


def foes_of(state: DicebotState, seat: int) -> int:
    """Enemies still fighting."""
    return max(1, len(enemies(state, seat)))


def sheet(state: DicebotState, seat: int) -> list[str]:
    """Every part on ``seat``'s sheet, head included."""
    head = state.head[seat]
    return list(state.body[seat]) + ([head] if head else [])


# -- grabbing ---------------------------------------------------------------------------------

def grab_score(state: DicebotState, seat: int, face: str, head: bool) -> float:
    """What taking a die showing ``face`` is worth to ``seat`` now."""
    hand, foes = state.hands[seat], foes_of(state, seat)
    parts = sheet(state, seat)
    gain = plan(parts + [face], hand, foes) - plan(parts, hand, foes)
    wanted = need(hand)[face] - Counter(parts)[face]
    score = gain + 0.15 * max(0, wanted) + 0.02 * (face not in parts)
    return score + (HEAD_BONUS[face] if head else 0.0)


def best_grab(state: DicebotState, seat: int, request: Request) -> Choice:
    """The die worth most (lowest id among equal faces, so answers are repeatable)."""
    head = getattr(request, "space", "body") == "head"
    scores = {face: grab_score(state, seat, face, head)
              for face in {face for face, _ in state.junkyard.values()}}
    return max(request.legal_choices(),
               key=lambda g: (scores[state.junkyard[g.die][0]], -g.die))


# -- the weapon -------------------------------------------------------------------------------

def pay_leftover(body: Sequence[str], head: str | None, card: str,
                 option: Pay) -> list[str]:
    """The parts left on the sheet after paying for ``card`` with ``option``."""
    left = list(body)
    spent = list(CARDS[card].cost)
    if option.wild is not None:
        spent.remove(option.wild)
    if option.head and head is not None:
        spent.remove(head)
        head = None
    for part in spent:
        left.remove(part)
    return left + ([head] if head else [])


def best_leftover(state: DicebotState, seat: int, card: str, hand: Sequence[str]) -> float:
    """The plan left after the best way to pay for ``card`` (None: it cannot be paid)."""
    body, head, foes = state.body[seat], state.head[seat], foes_of(state, seat)
    options = ways_to_pay(card, body, head)
    return max((plan(pay_leftover(body, head, card, o), hand, foes) for o in options),
               default=-1.0)


def card_score(state: DicebotState, seat: int, card: str) -> float:
    """This round's worth of laying ``card``: paid, its value plus the plan it leaves (less
    so as the melee runs out of rounds); unpaid, a heavy loss (hit by everything)."""
    rest = list(state.hands[seat])
    rest.remove(card)
    foes = foes_of(state, seat)
    future = max(0, HAND_SIZE - state.round) / HAND_SIZE
    left = best_leftover(state, seat, card, rest)
    if left >= 0:
        return card_value(card, foes) + aim_bonus(state, seat, card) + future * left
    head = state.head[seat]
    rescue = 2.0 if head == CLAW else 0.0
    if head == SPRING and ways_to_pay(card, state.body[seat], None, True):
        rescue = card_value(card, foes)
    return -4.0 + rescue - 0.1 * card_value(card, foes) + future * plan(
        sheet(state, seat), rest, foes)


def aim_bonus(state: DicebotState, seat: int, card: str) -> float:
    """What ``card``'s hit is worth beyond its damage, by whom it would hit (its left or right
    neighbour, every enemy, or, aimed at will, the weakest): ``KILL_WORTH`` for each robot
    it could destroy, ``MEDAL_WORTH`` for each medal they hold, times its chance to hit."""
    around = enemies(state, seat)
    if not around:
        return 0.0
    weapon = CARDS[card]
    hit = {LEFT: around[:1], RIGHT: around[-1:], ALL: around}.get(
        weapon.target, [min(around, key=lambda s: state.hp[s])])
    return hit_chance(card) * sum(KILL_WORTH * (state.hp[s] <= weapon.damage)
                                       + MEDAL_WORTH * state.medals[s] for s in hit)


def best_card(state: DicebotState, seat: int, request: Request) -> Choice:
    """The card with the best ``card_score``."""
    return max(request.legal_choices(),
               key=lambda c: (card_score(state, seat, c.card), c.card))


def best_pay(state: DicebotState, seat: int, request: Request) -> Choice:
    """The payment leaving the best plan (keeping the head when equal)."""
    card = getattr(request, "card", "")
    body, head, foes = state.body[seat], state.head[seat], foes_of(state, seat)
    hand = state.hands[seat]

    def worth(option: Pay) -> tuple[float, bool]:
        left = pay_leftover(body, head, card, option)
        return plan(left, hand, foes), not option.head

    return max(request.legal_choices(), key=worth)


def best_discard(state: DicebotState, seat: int, request: Request) -> Choice:
    """The discard keeping the hand with the best plan."""
    parts, foes = sheet(state, seat), foes_of(state, seat)

    def worth(option: Discard) -> tuple[float, float]:
        rest = list(state.hands[seat])
        for card in option.cards:
            rest.remove(card)
        return plan(parts, rest, foes), sum(card_value(c, foes) for c in rest)

    return max(request.legal_choices(), key=worth)


# -- targets and heads ------------------------------------------------------------------------

def target_score(state: DicebotState, seat: int, target: int) -> float:
    """Aim where the hit lands and hurts most: a kill first, then low hit points, leaders."""
    mine, theirs = state.active[seat], state.active.get(target)
    unerring = CARDS[mine.card].special == UNERRING
    hit = unerring or theirs is None or theirs.status != PAID or theirs.speed <= mine.speed
    if not hit:
        return -1.0 + 0.01 * state.medals[target]
    kill = 5.0 if state.hp[target] <= mine.damage else 0.0
    return kill + (7 - state.hp[target]) * 0.3 + 0.4 * state.medals[target]


def best_target(state: DicebotState, seat: int, request: Request) -> Choice:
    """The enemy with the best ``target_score``."""
    return max(request.legal_choices(),
               key=lambda t: (target_score(state, seat, t.target), -t.target))


def use_ability(state: DicebotState, seat: int) -> bool:
    """Whether to discard the head for its ability in the window (after the reveal)."""
    head, active = state.head[seat], state.active.get(seat)
    if head is None or active is None or active.status != "unpaid":
        return False
    body = state.body[seat]
    with_head = bool(ways_to_pay(active.card, body, head))
    without = bool(ways_to_pay(active.card, body, None))
    if head == SPRING:
        return not with_head and bool(ways_to_pay(active.card, body, None, True))
    if head == CLAW:
        return not with_head
    if head in (CAMERA, BATTERY) and without:
        pressed = state.hp[seat] <= 3 or state.round >= HAND_SIZE - 1
        if head == BATTERY:
            pressed = pressed or any(state.hp[e] <= active.damage + 2
                                     for e in enemies(state, seat))
        return pressed
    return False


def chip_now(state: DicebotState, seat: int) -> bool:
    """Use a chip head before choosing when fewer than two cards can be paid for."""
    hand = state.hands[seat]
    payable = [c for c in hand if ways_to_pay(c, state.body[seat], state.head[seat])]
    return len(payable) < 2 and len(hand) > 0


def brace_now(state: DicebotState, seat: int, incoming: int) -> bool:
    """Spend the armor head when the hit is big or would destroy the robot."""
    return incoming >= 2 or incoming >= state.hp[seat]


def decide_head(state: DicebotState, seat: int, request: Request) -> Choice:
    """Pass or use the head, for the "chip", "ability" and "brace" requests."""
    if request.kind == "chip":
        use = chip_now(state, seat)
    elif request.kind == "brace":
        use = brace_now(state, seat, getattr(request, "incoming", 0))
    else:
        use = use_ability(state, seat)
    legal = request.legal_choices()
    wanted = [c for c in legal if isinstance(c, UseHead)] if use else []
    return wanted[0] if wanted else next(c for c in legal if isinstance(c, Pass))


def choose(state: DicebotState, seat: int, request: Request) -> Choice:
    """The normal policy's answer to any Dice Bot request."""
    kind = request.kind
    if kind == "grab":
        return best_grab(state, seat, request)
    if kind == "card":
        return best_card(state, seat, request)
    if kind == "pay":
        return best_pay(state, seat, request)
    if kind == "discard":
        return best_discard(state, seat, request)
    if kind == "target":
        return best_target(state, seat, request)
    if kind in ("chip", "ability", "brace"):
        return decide_head(state, seat, request)
    return request.legal_choices()[0]


