"""The simultaneous pick as a matrix game, with payoffs worked out in closed form.

For each pair of picks (mine, a foe's) the payoff is the expected result of the round's
attack phase over every way the dice can fall: the damage each side deals (capped at the
Meat the other has left), the chance each side collapses, plus the worth of the Move dice
(the best hex each can reach) and of the grandstand dice. The attack dice are summed
exactly: for each Defend the target might roll, the damage of one die face is the best
weapon for that face, and the dice add up by convolution.
"""

from __future__ import annotations

from functools import lru_cache

from game.core import areas
from game.core.hexes import distance
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.ai.race import after_round, race_table
from game.games.meatbot.ai.scoring import MOVE_WEIGHT, PickPlan
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.state import MeatbotState

COLLAPSE = 15.0
"""Worth of knocking the foe out this round, beyond the Meat it had left."""

Spread = tuple[tuple[int, float], ...]


class Duel:
    """Everything about one attacker facing one target this round."""

    def __init__(self, state: MeatbotState, attacker: Bot, target: Bot) -> None:
        self.faces = _face_options(state, attacker, target)
        self.target_meat = target.meat + (1 if target.has(dv.HYPERHEAL) and target.damage else 0)
        self.base_defend = max(0, target.base_defend - target.defend_drop)
        self.heals = sum(1 for item in target.items if item.kind == dv.HYPERHEAL)
        self._cache: dict[tuple[int, int], tuple[float, float]] = {}
        self._dists: dict[tuple[int, int], tuple[float, ...]] = {}

    def outcome(self, dice: int, defence_dice: int) -> tuple[float, float]:
        """(expected damage capped at the target's Meat, chance it collapses)."""
        key = (dice, defence_dice)
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = self._outcome(dice, defence_dice)
        return found

    def spread_of(self, dice: int, defence_dice: int) -> tuple[float, ...]:
        """Distribution of the total damage (index = damage; the last entry gathers every
        total at or above the target's Meat)."""
        key = (dice, defence_dice)
        found = self._dists.get(key)
        if found is None:
            found = self._dists[key] = self._spread_of(dice, defence_dice)
        return found

    def race_spread(self, dice: int, defence_dice: int) -> tuple[float, ...]:
        """The damage that sticks in a round of the race after this one: the target's
        Hyperheals mend that much first (a blow that fells it still fells it)."""
        spread = self.spread_of(dice, defence_dice)
        if not HEAL_IN_RACE or not self.heals:
            return spread
        return healed(spread, self.heals)

    def _spread_of(self, dice: int, defence_dice: int) -> tuple[float, ...]:
        meat = max(1, self.target_meat)
        total = [0.0] * (meat + 1)
        if dice == 0 or not self.faces:
            total[0] = 1.0
            return tuple(total)
        for defend, chance in tx.defend_spread(self.base_defend, defence_dice):
            face_damage = tuple(max((hit if face >= defend else miss)
                                    for hit, miss in self.faces) for face in range(1, 11))
            for amount, p in enumerate(_sum_of(face_damage, dice)):
                total[min(amount, meat)] += chance * p
        return tuple(total)

    def _outcome(self, dice: int, defence_dice: int) -> tuple[float, float]:
        if dice == 0 or not self.faces:
            return 0.0, 0.0
        spread = tx.defend_spread(self.base_defend, defence_dice)
        damage = kill = 0.0
        meat = self.target_meat
        for defend, chance in spread:
            face_damage = tuple(max((hit if face >= defend else miss)
                                    for hit, miss in self.faces) for face in range(1, 11))
            dist = _sum_of(face_damage, dice)
            damage += chance * sum(p * min(total, meat) for total, p in enumerate(dist))
            kill += chance * sum(p for total, p in enumerate(dist) if total >= meat)
        return damage, kill


HEAL_IN_RACE = True
"""Count the target's Hyperheal in every round of the race after this one."""


def healed(spread: tuple[float, ...], heals: int) -> tuple[float, ...]:
    """``spread`` with ``heals`` taken off every total below the last entry (the last entry,
    a blow that fells the target, stays where it is)."""
    kill = len(spread) - 1
    out = [0.0] * len(spread)
    for amount, p in enumerate(spread):
        out[kill if amount == kill else max(0, amount - heals)] += p
    return tuple(out)


def _face_options(state: MeatbotState, attacker: Bot, target: Bot) -> list[tuple[int, int]]:
    """(damage on a hit, damage on a miss) of every way one attack die can hurt the target."""
    gap = distance(attacker.hex, target.hex)
    if not tx.sees(state, attacker.hex, target.hex):
        return []
    options = [(damage, 0) for _, damage, reach in tx.weapons(attacker) if gap <= reach]
    if attacker.loaded(dv.BOOM) is not None and gap <= dv.DEVOURABLES[dv.BOOM].range:
        options.append((2, 1))
    if attacker.has(dv.ACID_SPRAY) and any(
            target.hex in areas.cone(state.arena, attacker.hex, d) for d in range(6)):
        options.append((2, 0))
    return options


@lru_cache(maxsize=4096)
def _sum_of(face_damage: tuple[int, ...], dice: int) -> tuple[float, ...]:
    """Distribution of the total damage of ``dice`` dice (index = total)."""
    one = [0.0] * (max(face_damage) + 1)
    for value in face_damage:
        one[value] += 0.1
    dist = [1.0]
    for _ in range(dice):
        nxt = [0.0] * (len(dist) + len(one) - 1)
        for a, pa in enumerate(dist):
            if pa:
                for b, pb in enumerate(one):
                    nxt[a + b] += pa * pb
        dist = nxt
    return tuple(dist)


EXTRA_SCALE = 0.01
"""Win chance per point of Meat near an even race, to weigh Move and grandstand dice."""


class PickGame:
    """Payoffs of my picks against one foe's picks (zero-sum from my side): the chance to
    win the duel after this round's attacks, from the exact damage distributions."""

    def __init__(self, state: MeatbotState, me: Bot, foe: Bot, my_plan: PickPlan | None = None,
                 foe_plan: PickPlan | None = None) -> None:
        self.out = Duel(state, me, foe)
        self.inc = Duel(state, foe, me)
        self.my_plan = my_plan or PickPlan(state, me)
        self.foe_plan = foe_plan or PickPlan(state, foe)
        self.my_meat = self.inc.target_meat
        self.foe_meat = self.out.target_meat
        mine, theirs = typical_pick(me), typical_pick(foe)
        self.race = race_table(self.out.race_spread(mine.d10, theirs.d6),
                               self.inc.race_spread(theirs.d10, mine.d6),
                               self.my_meat, self.foe_meat)

    def payoff(self, mine: Pick, theirs: Pick) -> float:
        """Expected worth for me of this pair of picks."""
        dealt = self.out.spread_of(mine.d10, theirs.d6)
        taken = self.inc.spread_of(theirs.d10, mine.d6)
        chance = after_round(self.race, dealt, taken, self.my_meat, self.foe_meat)
        extras = _extras(self.my_plan, mine) - _extras(self.foe_plan, theirs)
        return chance + EXTRA_SCALE * extras


def _extras(plan: PickPlan, pick: Pick) -> float:
    """The worth of a pick's Move and grandstand dice."""
    moves = plan.moves.get(pick.d4, plan.moves[max(plan.moves)])
    return MOVE_WEIGHT * (moves - plan.moves[0]) + (1 - (11 / 12) ** pick.d12) * plan.grand


def typical_pick(bot: Bot) -> Pick:
    """The pick a bot slugging it out makes most rounds: one Defend die (if it may), the rest
    attack dice."""
    _, d6_most, d10_most, _ = bot.limits()
    d6 = min(1, d6_most)
    return Pick(d6=d6, d10=max(0, min(d10_most, bot.massacre - d6)))


def as_pick(choice: object) -> Pick:
    """Eating counts as picking no dice at all."""
    return choice if isinstance(choice, Pick) else Pick()
