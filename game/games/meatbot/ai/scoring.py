"""What a single choice is worth to the heuristic, in rough units of enemy Meat."""

from __future__ import annotations

from game.core import areas
from game.core.hexes import Hex, distance, neighbours
from game.core.match import Choice
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import (
    AcidStream,
    Attack,
    BiRP,
    Blast,
    Clusterbang,
    Eat,
    Hurl,
    LawyerNoise,
    MasterMunch,
    OrganPeel,
    Pick,
    Puke,
    ShotgunWedding,
    Spray,
    SumoRide,
    Swallow,
    Tackle,
    Trip,
    WrenchFree,
)
from game.games.meatbot.rules.grandstands import grandstand_choices
from game.games.meatbot.rules.item_ids import UNSEEN
from game.games.meatbot.rules.movement import current_move
from game.games.meatbot.rules.state import MeatbotState

KILL_BONUS = 10.0
HURT_SELF = 1.5
MOVE_WEIGHT = 0.7

UNSEEN_WORTH = 1.0
"""What one of a hidden build's unseen devourables is worth when none is known to be left."""


def item_worth(target: Bot, uid: int) -> float:
    """What taking devourable ``uid`` off ``target`` is worth (``UNSEEN``: the mean of its
    unseen ones in this world, which a sampled world deals; 0 when it is gone)."""
    if uid == UNSEEN:
        unseen = [tx.ITEM_WORTH.get(i.kind, 1.0) for i in target.items
                  if i.uid not in target.revealed]
        return sum(unseen) / len(unseen) if unseen else UNSEEN_WORTH
    item = target.item(uid)
    return tx.ITEM_WORTH.get(item.kind, 1.0) if item else 0.0


def harm(state: MeatbotState, me: Bot, seat: int, amount: float) -> float:
    """Worth of ``amount`` damage landing on ``seat``: good on foes, bad on ourselves."""
    target = state.bots[seat]
    if seat == me.seat:
        return -HURT_SELF * amount - (KILL_BONUS * 2 if amount >= target.meat else 0)
    focus = 1.0 + 0.5 * (1 - target.meat / max(1, target.max_meat))
    return amount * focus + (KILL_BONUS if amount >= target.meat else 0.0)


# -- attack dice -------------------------------------------------------------------------------

def near_bots(state: MeatbotState) -> set[Hex]:
    """Hexes on or next to a bot in the fight (the only places a blast can matter)."""
    return {h for b in state.bots if b.active for h in (b.hex, *neighbours(b.hex))}


def attack_worth(state: MeatbotState, me: Bot, die: int, choice: Choice,
                 near: set[Hex] | None = None) -> float:
    """Worth of spending an attack die showing ``die`` on ``choice`` (``near``: the result
    of ``near_bots``, to skip blasts that can hit nobody)."""
    if isinstance(choice, Blast) and near is not None and choice.at not in near:
        return -0.2 if choice.weapon == dv.BOOM else 0.0
    if isinstance(choice, Attack):
        return _single_worth(state, me, die, choice)
    if isinstance(choice, Blast) and choice.weapon == dv.UP_DOWN:
        return _shell_worth(state, me, choice)
    if isinstance(choice, Blast):
        return _boom_worth(state, me, die, choice) - 0.2
    if isinstance(choice, Spray):
        cone = areas.cone(state.arena, me.hex, choice.direction)
        return sum(harm(state, me, b.seat, 2) for b in state.bots
                   if b.active and b.hex in cone and die >= b.defend)
    if isinstance(choice, Swallow):
        entry = state.floor.get(choice.item)
        return 0.8 * tx.ITEM_WORTH.get(entry[0].kind, 1.0) if entry else 0.0
    if isinstance(choice, WrenchFree):
        return _wrench_worth(state, me)
    if isinstance(choice, Puke):
        return puke_worth(state, me, choice)
    return 0.0


def puke_worth(state: MeatbotState, me: Bot, choice: Puke) -> float:
    """Throwing up a spent weapon (no ammo left) is worth a die when a torn-off devourable
    lies within two hexes that does not fit the Stomachs now but would after (eaten, it
    works from the next match). Anything else thrown up is a loss."""
    item = me.item(choice.item)
    if item is None or item.ammo is None or item.ammo > 0:
        return -5.0
    room = me.stomachs_free + dv.DEVOURABLES[item.kind].stomachs
    wanted = [tx.ITEM_WORTH.get(floor.kind, 1.0) for floor, at in state.floor.values()
              if distance(at, me.hex) <= 2
              and me.stomachs_free < dv.DEVOURABLES[floor.kind].stomachs <= room]
    return 0.1 * max(wanted) if wanted else -5.0


def _single_worth(state: MeatbotState, me: Bot, die: int, choice: Attack) -> float:
    target = state.bots[choice.target]
    weapon = choice.weapon
    if die < target.defend:
        return -3.0 if weapon == dv.BONESPEAR else 0.0
    damage = {"lock": 1}.get(weapon, tx.SINGLE.get(weapon, (1, None))[0])
    value = harm(state, me, target.seat, damage)
    if weapon == dv.ONCO:
        value += 1.5
    elif weapon == "lock":
        value += 0.4 if me.has(dv.GOUGERS) else -0.3
    return value


_BLASTS: dict[tuple[int, Hex], tuple[object, frozenset[Hex]]] = {}


def blast_area(state: MeatbotState, at: Hex) -> frozenset[Hex]:
    """The explosion hexes around ``at`` (remembered per arena)."""
    key = (id(state.arena), at)
    entry = _BLASTS.get(key)
    if entry is None or entry[0] is not state.arena:
        entry = _BLASTS[key] = (state.arena, areas.explosion(state.arena, at))
    return entry[1]


def _boom_worth(state: MeatbotState, me: Bot, die: int, choice: Blast) -> float:
    hexes = blast_area(state, choice.at)
    total = 0.0
    for bot in state.bots:
        if not bot.active or bot.hex not in hexes:
            continue
        centre = bot.hex == choice.at
        amount = 2 if centre else 1
        if die < bot.defend:
            amount = amount - 1 if centre else 0
        if amount:
            total += harm(state, me, bot.seat, amount)
    return total


def _shell_worth(state: MeatbotState, me: Bot, choice: Blast) -> float:
    total = 0.0
    for bot in state.bots:
        if not bot.active:
            continue
        gap = distance(bot.hex, choice.at)
        if bot.seat == me.seat:
            total -= 1.0 if gap <= 1 else 0.0
        elif gap == 0:
            total += 1.2
        elif gap == 1:
            total += 0.5
    return total


def _wrench_worth(state: MeatbotState, me: Bot) -> float:
    biters = [state.bots[b.a] for b in state.bonds if b.kind == "lock" and b.b == me.seat]
    pain = sum(max((d for _, d, r in tx.weapons(b) if r <= 2), default=1) for b in biters)
    return -6.0 + 1.5 * pain if me.meat > 8 else -99.0


# -- grandstands -------------------------------------------------------------------------------

def grandstand_worth(state: MeatbotState, me: Bot, choice: Choice) -> float:
    """Worth of a successful grandstand."""
    target = getattr(choice, "target", None)
    if isinstance(choice, Trip):
        return harm(state, me, choice.target, 2) + 0.5
    if isinstance(choice, Tackle):
        return harm(state, me, choice.target, 3) + 0.2
    if isinstance(choice, AcidStream):
        ray = areas.ray(state.arena, me.hex, choice.direction)
        return sum(harm(state, me, b.seat, 2) + 1.0 for b in state.bots
                   if b.active and b.hex in ray)
    if isinstance(choice, ShotgunWedding):
        return harm(state, me, choice.target, 6) + 1.0
    if isinstance(choice, Hurl):
        return harm(state, me, choice.target, 3) + 0.5
    if isinstance(choice, OrganPeel | MasterMunch):
        worth = item_worth(state.bots[choice.target], choice.item)
        return worth * (2 if isinstance(choice, MasterMunch) else 1)
    if isinstance(choice, BiRP):
        if choice.item < 0 and choice.item != UNSEEN:
            return 30.0
        return item_worth(state.bots[choice.target], choice.item)
    if isinstance(choice, Clusterbang):
        kinds = [i.kind for i in (me.item(choice.first), me.item(choice.second)) if i]
        return harm(state, me, choice.target, sum(dv.DEVOURABLES[k].damage for k in kinds))
    if isinstance(choice, LawyerNoise):
        return harm(state, me, choice.target, 8) + 0.05 * choice.distance
    if isinstance(choice, SumoRide):
        return harm(state, me, choice.target, me.count(dv.EXTRA_MEAT)) + 0.3
    return 0.0 if target is None else 0.1


# -- picks -------------------------------------------------------------------------------------

class PickPlan:
    """Everything the pick score needs, worked out once per decision."""

    def __init__(self, state: MeatbotState, me: Bot) -> None:
        self.state = state
        self.me = me
        self.die_worth = self._die_worth()
        self.incoming = self._incoming()
        self.moves = self._move_worths()
        self.grand = max((grandstand_worth(state, me, c) for c in grandstand_choices(state, me)),
                         default=0.0)
        self.foe_meat = sum(b.meat for b in tx.enemies(state, me.seat))

    def _die_worth(self) -> float:
        """Average worth of one attack die over the ten faces."""
        state, me = self.state, self.me
        foes = [(f, tx.likely_defend(state, f)) for f in tx.enemies(state, me.seat)
                if distance(me.hex, f.hex) <= dv.PLIB_RANGE or me.has(dv.UP_DOWN)]
        total = 0.0
        for die in range(1, 11):
            best = 0.0
            for foe, spread in foes:
                best = max(best, self._face_worth(foe, spread, die))
            total += best
        return total / 10

    def _face_worth(self, foe: Bot, spread: tuple[tuple[int, float], ...], die: int) -> float:
        state, me = self.state, self.me
        if not tx.sees(state, me.hex, foe.hex):
            return 0.6 if me.has(dv.UP_DOWN) else 0.0
        odds = tx.odds_against(spread, die)
        gap = distance(me.hex, foe.hex)
        best = max((dmg * odds for _, dmg, reach in tx.weapons(me) if gap <= reach), default=0)
        if me.loaded(dv.BOOM) is not None and gap <= dv.DEVOURABLES[dv.BOOM].range:
            best = max(best, 1 + odds)
        if me.has(dv.ACID_SPRAY) and gap <= 3:
            best = max(best, 1.6 * odds)
        if me.has(dv.UP_DOWN):
            best = max(best, 0.6)
        return best

    def _incoming(self) -> dict[int, float]:
        """Expected damage taken this round for each count of defence dice."""
        state, me = self.state, self.me
        base = max(0, me.base_defend - me.defend_drop)
        found = {}
        for k in range(me.limits()[1] + 1):
            spread = tx.defend_spread(base, k)
            found[k] = tx.threat_at(state, me, me.hex, spread)
        return found

    def _move_worths(self) -> dict[int, float]:
        state, me = self.state, self.me
        base = current_move(state, me)
        most = me.limits()[0]
        outlook = tx.Outlook(state, me)
        blocked = {b.hex for b in state.bots if b.active and b.seat != me.seat}
        reach = areas.reach(state.arena, me.hex, base + int(2.5 * most + 0.5), blocked)
        best_at = [float("-inf")] * (max(reach.values()) + 1)
        for h, steps in reach.items():
            best_at[steps] = max(best_at[steps], outlook.worth(h))
        found = {}
        for k in range(most + 1):
            limit = base + int(2.5 * k + 0.5)
            found[k] = max(best_at[: limit + 1])
        return found

    def score(self, pick: Pick) -> float:
        """Expected worth of one pick this round."""
        attack = min(pick.d10 * self.die_worth, self.foe_meat + KILL_BONUS)
        defence = -self.incoming.get(pick.d6, self.incoming[max(self.incoming)])
        moves = self.moves.get(pick.d4, self.moves[max(self.moves)])
        move = MOVE_WEIGHT * (moves - self.moves[0])
        grand = (1 - (11 / 12) ** pick.d12) * self.grand
        return attack + defence + move + grand

    def eat_worth(self, choice: Choice) -> float:
        """Eating only pays off next match, so it must beat a whole round of fighting."""
        if not isinstance(choice, Eat):
            return -99.0
        entry = self.state.floor.get(choice.item)
        worth = tx.ITEM_WORTH.get(entry[0].kind, 1.0) if entry else 0.0
        return 0.3 * worth - self.incoming[0] - 1.0
