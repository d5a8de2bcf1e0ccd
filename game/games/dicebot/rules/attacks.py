"""Resolving the weapons: fastest first, equal speeds at the same moment; targets around the
ring; a hit needs the defender's speed at most the attacker's (an unpaid card is hit by
everything); armor may brace as damage comes; specials after each attack.

Each speed step: choice-target weapons choose (in secret when several aim at once), then
every robot with an armor head about to take more damage than its armor still stops may
brace (player order), then the step's attacks resolve in player order.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.core.match import Choice
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.active import DISCARDED, PAID
from game.games.dicebot.rules.cards import ALL, CARDS, CHOICE, JAM, LEFT, OVERHEAT, SCRAP, UNERRING
from game.games.dicebot.rules.choices import UseHead
from game.games.dicebot.rules.parts import ARMOR, ARMOR_PREVENTS

if TYPE_CHECKING:
    from game.games.dicebot.rules.state import DicebotState

Hit = tuple[int, bool, int | None]
"""(target seat, hit?, the defender's speed or None when its card was discarded)."""


def begin(state: DicebotState) -> None:
    """Group the paid weapons by speed, fastest first, and start the first step."""
    paid = {s: a for s, a in state.active.items() if a.status == PAID}
    speeds = sorted({a.speed for a in paid.values()}, reverse=True)
    state.steps = [[s for s in sorted(paid) if paid[s].speed == v] for v in speeds]
    next_step(state)


def next_step(state: DicebotState) -> None:
    """The next speed step (jammed weapons drop out); an empty step ends the round."""
    state.step = []
    while state.steps and not state.step:
        state.step = [s for s in state.steps.pop(0) if s not in state.jammed]
    state.phase, state.targets = "target", {}


def enemies(state: DicebotState, seat: int) -> list[int]:
    """The other robots still in the melee, around the ring starting at ``seat``'s left."""
    ring = ((seat + k) % state.n for k in range(1, state.n))
    return [s for s in ring if state.alive[s]]


def choosers(state: DicebotState) -> list[int]:
    """Seats of this step whose choice-target weapon has more than one possible target."""
    return [s for s in state.step if CARDS[state.active[s].card].target == CHOICE
            and len(enemies(state, s)) > 1]


def targets_of(state: DicebotState, seat: int) -> list[int]:
    """Whom ``seat``'s weapon attacks: left is the next robot clockwise, right the previous."""
    around = enemies(state, seat)
    kind = CARDS[state.active[seat].card].target
    if kind == ALL:
        return around
    if kind == CHOICE:
        return [state.targets.get(seat, around[0])]
    return [around[0] if kind == LEFT else around[-1]]


def hits(state: DicebotState, seat: int) -> list[Hit]:
    """Each target of ``seat``'s weapon, whether it is hit, and its defending speed."""
    attack = state.active[seat]
    unerring = CARDS[attack.card].special == UNERRING
    found = []
    for target in targets_of(state, seat):
        defence = state.active[target]
        speed = defence.speed if defence.status == PAID else None
        found.append((target, unerring or speed is None or speed <= attack.speed, speed))
    return found


def incoming(state: DicebotState) -> Counter[int]:
    """Damage each robot is about to take in this step (before armor)."""
    total: Counter[int] = Counter()
    for seat in state.step:
        for target, hit, _ in hits(state, seat):
            total[target] += state.active[seat].damage if hit else 0
        if CARDS[state.active[seat].card].special == OVERHEAT:
            total[seat] += 1
    return total


def waiting(state: DicebotState) -> bool:
    """True while a target or a brace answer is missing."""
    if state.phase == "target":
        return any(s not in state.targets for s in choosers(state))
    return bool(state.queue)


def advance(state: DicebotState) -> bool:
    """Run the step on; True once the last step has resolved (the round is over)."""
    if state.phase == "target":
        if not state.step:
            return True
        damage = incoming(state)
        state.queue = [s for s in state.fighting() if state.head[s] == ARMOR
                       and damage[s] > state.shields.get(s, 0)]
        state.phase = "brace"
        return False
    resolve_step(state)
    next_step(state)
    return not state.step


def brace(state: DicebotState, seat: int, choice: Choice) -> None:
    """An armor head's answer as damage comes: discard it to stop 2, or keep it."""
    state.queue.remove(seat)
    if isinstance(choice, UseHead):
        state.head[seat] = None
        state.shields[seat] = state.shields.get(seat, 0) + ARMOR_PREVENTS
        state.out.append(ev.AbilityUsed(seat, ARMOR))
    else:
        state.out.append(ev.AbilityPassed(seat))


def damage(state: DicebotState, seat: int, amount: int) -> tuple[int, int]:
    """Deal ``amount`` to ``seat`` through its armor; returns (dealt, prevented)."""
    prevented = min(state.shields.get(seat, 0), amount)
    if prevented:
        state.shields[seat] -= prevented
    dealt = amount - prevented
    state.hp[seat] = max(0, state.hp[seat] - dealt)
    return dealt, prevented


def resolve_step(state: DicebotState) -> None:
    """Every attack of this step, in player order, each with its special."""
    later = {s for step in state.steps for s in step}
    for seat in state.step:
        attack = state.active[seat]
        special = CARDS[attack.card].special
        for target, hit, speed in hits(state, seat):
            if not hit:
                state.out.append(ev.AttackDodged(seat, target, attack.card, attack.speed,
                                                 speed or 0))
                continue
            dealt, prevented = damage(state, target, attack.damage)
            state.out.append(ev.AttackResolved(seat, target, attack.card, attack.speed, dealt,
                                               prevented, state.hp[target]))
            after_hit(state, seat, target, special, later)
        if special == OVERHEAT:
            dealt, prevented = damage(state, seat, 1)
            state.out.append(ev.Overheated(seat, dealt, prevented, state.hp[seat]))


def after_hit(state: DicebotState, seat: int, target: int, special: str,
              later: set[int]) -> None:
    """A hit's special: scrap knocks the head off; jam stops a slower weapon."""
    if special == SCRAP and state.head[target] is not None:
        state.out.append(ev.HeadScrapped(seat, target, str(state.head[target])))
        state.head[target] = None
    elif special == JAM and target in later and target not in state.jammed:
        state.jammed.add(target)
        state.out.append(ev.AttackJammed(seat, target))


def clear_table(state: DicebotState) -> None:
    """The round's attacks are over: its weapons go to the discard pile (a discarded one is
    there already), and everyone is told the table is clear."""
    played = tuple((seat, state.active[seat].card) for seat in sorted(state.active))
    for seat in sorted(state.active):
        if state.active[seat].status != DISCARDED:
            state.discard.append(state.active[seat].card)
    state.active = {}
    state.out.append(ev.RoundEnded(state.melee, state.round, played))
