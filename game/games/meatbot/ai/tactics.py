"""Numbers the AI reasons with: hit odds, weapon reach, threat and the worth of a hex.

Everything here reads a Meatbot state that holds no secrets (an information state or a
determinization of one), never the live match.
"""

from __future__ import annotations

from functools import lru_cache

from game.core import areas
from game.core.hexes import Hex, distance
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.state import MeatbotState

# weapon -> (damage, range or None for the claw reach); only weapons the bot can use count
SINGLE: dict[str, tuple[int, str | None]] = {
    "plib": (1, None), "claws": (1, None), dv.GOUGERS: (3, dv.GOUGERS),
    "bite": (2, dv.LOCKJAW), dv.BONESPEAR: (6, dv.BONESPEAR), dv.ONCO: (1, dv.ONCO),
}

ITEM_WORTH: dict[str, float] = {
    dv.BONESPEAR: 5.0, dv.BOOM: 4.0, dv.ONCO: 4.0, dv.HYPERHEAL: 3.5, dv.CHITIN: 3.0,
    dv.GOUGERS: 3.0, dv.AGGRO_PUMP: 2.5, dv.ACID_SPRAY: 2.0, dv.UP_DOWN: 2.0,
    dv.LOCKJAW: 1.5, dv.EXTRA_MEAT: 1.5, dv.ELME: 1.5, dv.TWITCHY: 1.5, dv.ENDURANCE: 1.0,
    dv.NERVE_LACE: 1.0, dv.CRANE: 1.0, dv.HYPERSNACK: 1.0,
}


APPROACH = 0.2
"""Worth of one step closer to the nearest foe (so bots out of reach close in, never camp)."""
THREAT_WEIGHT = 0.8
"""How much the damage the foes could deal on a hex counts against standing there."""
FAR = 200
"""More steps than any arena needs."""


def hit_odds(needed: float) -> float:
    """Chance a d10 shows at least ``needed``."""
    return min(1.0, max(0.0, (11 - needed) / 10))


@lru_cache(maxsize=64)
def defend_spread(base: int, d6: int) -> tuple[tuple[int, float], ...]:
    """(Defend, probability) pairs for a base Defend plus the best of ``d6`` d6s."""
    if d6 <= 0:
        return ((base, 1.0),)
    return tuple((base + top, (top / 6) ** d6 - ((top - 1) / 6) ** d6) for top in range(1, 7))


def odds_against(spread: tuple[tuple[int, float], ...], roll: int) -> float:
    """Chance that ``roll`` meets a Defend drawn from ``spread``."""
    return sum(p for value, p in spread if roll >= value)


def hit_chance(spread: tuple[tuple[int, float], ...]) -> float:
    """Chance a d10 meets a Defend drawn from ``spread``."""
    return sum(p * hit_odds(value) for value, p in spread)


def likely_defend(state: MeatbotState, bot: Bot) -> tuple[tuple[int, float], ...]:
    """What the bot's Defend will likely be this round (exact once the dice are out)."""
    if bot.d6 or state.phase not in ("onco", "pick"):
        return ((bot.defend, 1.0),)
    guess = min(bot.limits()[1], 1)
    return defend_spread(max(0, bot.base_defend - bot.defend_drop), guess)


def enemies(state: MeatbotState, seat: int) -> list[Bot]:
    """Every other bot still in the fight (every other bot is a foe)."""
    return [b for b in state.bots if b.active and b.seat != seat]


def reach_of(bot: Bot, weapon: str) -> int:
    """How far a single-target weapon reaches for this bot."""
    if weapon in ("claws", dv.GOUGERS):
        return bot.claw_reach()
    if weapon == "plib":
        return dv.PLIB_RANGE
    if weapon == "bite":
        return 1
    return dv.DEVOURABLES[weapon].range


def weapons(bot: Bot) -> list[tuple[str, int, int]]:
    """(weapon, damage, reach) of every single-target weapon the bot can fire now."""
    found = []
    for weapon, (damage, need) in SINGLE.items():
        if need is None or bot.loaded(need) is not None:
            found.append((weapon, damage, reach_of(bot, weapon)))
    return found


def sees(state: MeatbotState, a: Hex, b: Hex) -> bool:
    """Line of sight (walls block, bots do not)."""
    return areas.visible(state.arena, a, b)


def per_die(bot: Bot, at: Hex, target: Hex, state: MeatbotState,
            spread: tuple[tuple[int, float], ...]) -> float:
    """Expected damage of one attack die from ``at`` on a bot at ``target`` with that Defend."""
    gap = distance(at, target)
    if gap > dv.PLIB_RANGE + 0 and not bot.has(dv.UP_DOWN):
        return 0.0
    if not sees(state, at, target):
        return 0.0
    odds = hit_chance(spread)
    best = 0.0
    for _, damage, reach in weapons(bot):
        if gap <= reach:
            best = max(best, damage * odds)
    if bot.loaded(dv.BOOM) is not None and gap <= dv.DEVOURABLES[dv.BOOM].range:
        best = max(best, 1 + odds)
    if bot.has(dv.ACID_SPRAY) and gap <= 3:
        best = max(best, 2 * odds * 0.8)
    if bot.has(dv.UP_DOWN):
        best = max(best, 0.6)
    return best


def attack_dice(bot: Bot) -> int:
    """How many attack dice a bot can throw at most."""
    return bot.limits()[2]


def threat_at(state: MeatbotState, me: Bot, at: Hex, my_spread: tuple[tuple[int, float], ...]
              ) -> float:
    """Expected damage the foes could do to ``me`` standing on ``at`` in one attack phase."""
    foes = enemies(state, me.seat)
    share = 1.0 / max(1, len(foes))
    total = 0.0
    for foe in foes:
        weight = share if len(foes) > 1 else 1.0
        total += weight * attack_dice(foe) * per_die(foe, foe.hex, at, state, my_spread)
    return total


class Outlook:
    """How good each hex is for one bot to end its movement on, worked out once per state:
    the best damage it could deal from there next round, less the damage the foes could
    deal to it there, less shells about to land."""

    def __init__(self, state: MeatbotState, me: Bot, threat_weight: float = THREAT_WEIGHT
                 ) -> None:
        self.state = state
        self.me = me
        self.threat_weight = threat_weight
        my_odds = hit_chance(defend_spread(me.base_defend, min(1, me.limits()[1])))
        foes = enemies(state, me.seat)
        share = 1.0 / len(foes) if len(foes) > 1 else 1.0
        self.foes = []
        for foe in foes:
            odds = hit_chance(defend_spread(foe.base_defend, min(1, foe.limits()[1])))
            focus = 1.0 + 0.5 * (1 - foe.meat / max(1, foe.max_meat))
            self.foes.append((foe.hex, _reaches(me, odds, focus), _reaches(foe, my_odds, 1.0),
                              share * attack_dice(foe)))
        self.walks = [walk_distances(state, foe.hex) for foe in foes]
        self.my_dice = attack_dice(me)
        self.claw = me.claw_reach()
        self.shells = [h for _, h in state.shells_next]

    def worth(self, at: Hex) -> float:
        """Offence minus threat (and shells) for standing on ``at``."""
        state = self.state
        offence = threat = 0.0
        near = False
        for foe_hex, mine, theirs, their_dice in self.foes:
            gap = distance(at, foe_hex)
            if gap > 0 and not sees(state, at, foe_hex):
                gap = 99
            near = near or gap <= self.claw
            offence = max(offence, _best(mine, gap))
            threat += their_dice * _best(theirs, gap)
        value = offence * self.my_dice + (0.25 if near else 0.0) - self.threat_weight * threat
        value -= APPROACH * min((w.get(at, 2 * FAR) for w in self.walks), default=0)
        return value - 1.5 * sum(3 if h == at else 2 if distance(h, at) == 1 else 0
                                 for h in self.shells)

    def best_spot(self, steps: int) -> tuple[Hex, float, dict[Hex, int]]:
        """The best hex within ``steps`` moves (staying put wins ties), its worth, the reach."""
        me, state = self.me, self.state
        blocked = {b.hex for b in state.bots if b.active and b.seat != me.seat}
        reach = areas.reach(state.arena, me.hex, max(0, steps), blocked)
        best, worth = me.hex, self.worth(me.hex)
        for h in sorted(reach, key=lambda h: (reach[h], h)):
            value = self.worth(h) - 0.01 * reach[h]
            if value > worth + 1e-9:
                best, worth = h, value
        return best, worth, reach


def walk_distances(state: MeatbotState, start: Hex) -> dict[Hex, int]:
    """Steps from ``start`` to every hex a bot could walk to, ignoring bots (cached per
    arena)."""
    cache = areas.memo(state.arena)
    key = ("walk", start)
    found = cache.get(key)
    if found is None:
        found = cache[key] = areas.reach(state.arena, start, FAR)
    return found  # type: ignore[return-value]


def _reaches(bot: Bot, odds: float, focus: float) -> list[tuple[int, float]]:
    """(reach, expected damage per die) of everything the bot can hit a foe with."""
    found = [(reach, damage * odds * focus) for _, damage, reach in weapons(bot)]
    if bot.loaded(dv.BOOM) is not None:
        found.append((dv.DEVOURABLES[dv.BOOM].range, (1 + odds) * focus))
    if bot.has(dv.ACID_SPRAY):
        found.append((3, 1.6 * odds * focus))
    if bot.has(dv.UP_DOWN):
        found.append((999, 0.6 * focus))
    return found


def _best(options: list[tuple[int, float]], gap: int) -> float:
    best = 0.0
    for reach, value in options:
        if gap <= reach and value > best:
            best = value
    return best


def best_spot(state: MeatbotState, me: Bot, steps: int) -> tuple[Hex, float, dict[Hex, int]]:
    """The best hex within ``steps`` moves, its worth and the reachable hexes."""
    return Outlook(state, me).best_spot(steps)
