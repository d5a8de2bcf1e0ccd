"""Grandstands in a duel, priced by the race they leave behind.

A natural 12 resolves before every attack die, ignores Defend and can do what no attack die
can: an Organ Peel tears the foe's Gougers off, so every blow it lands afterwards does 1
instead of 3. The heuristic prices such a move at a flat few Meat; in a duel its true worth is
the change in the chance to win the race (``race``) from the position it leaves. ``Stand``
models the grandstands whose effect on a duel is plain (damage, a devourable torn off, the
pilot ejected) on copies of the two bots, so that the pick game can weigh a d12 exactly and
the hard agent can choose the move a 12 buys.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.match import Choice
from game.games.meatbot.ai.pickgame import EXTRA_SCALE, Duel, PickGame, typical_pick
from game.games.meatbot.ai.race import DRAW, after_round, race_table
from game.games.meatbot.ai.scoring import MOVE_WEIGHT, PickPlan
from game.games.meatbot.rules import grandstands as gs
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import (
    BiRP,
    Hurl,
    MasterMunch,
    OrganPeel,
    Pick,
    ShotgunWedding,
    Tackle,
    Trip,
)
from game.games.meatbot.rules.item_ids import UNSEEN
from game.games.meatbot.rules.state import MeatbotState

DAMAGE: dict[type, int] = {Trip: gs.TRIP_DAMAGE, Tackle: gs.TACKLE_DAMAGE,
                           Hurl: gs.HURL_DAMAGE, ShotgunWedding: gs.WEDDING_DAMAGE}
"""Damage of the single-target grandstands modelled by their damage alone."""


@dataclass(frozen=True)
class Stand:
    """One grandstand's effect on the foe: damage dealt and the devourable torn off (if any);
    ``eject``: the pilot is thrown out (the match is won)."""

    choice: Choice
    damage: int = 0
    item: int | None = None
    eject: bool = False

    def apply(self, foe: Bot) -> Bot:
        """A copy of ``foe`` after this grandstand."""
        after = foe.clone()
        after.damage += self.damage
        if self.item is not None:
            after.items = [i for i in after.items if i.uid != self.item]
        return after


def modelled(choice: Choice, foe: Bot) -> Stand | None:
    """The ``Stand`` of a grandstand choice aimed at ``foe``, or None when it is not one
    whose effect on a duel we model."""
    if getattr(choice, "target", None) != foe.seat:
        return None
    if type(choice) in DAMAGE:
        return Stand(choice, damage=DAMAGE[type(choice)])
    if isinstance(choice, OrganPeel | MasterMunch):
        return Stand(choice, item=_taken(choice.item, foe))
    if isinstance(choice, BiRP):
        if choice.item < 0 and choice.item != UNSEEN:
            return Stand(choice, eject=True)
        return Stand(choice, item=_taken(choice.item, foe))
    return None


def _taken(uid: int, foe: Bot) -> int | None:
    """The devourable a choice naming ``uid`` takes off ``foe`` in this world (``UNSEEN``:
    its first unseen one, if any)."""
    if uid != UNSEEN:
        return uid
    return next((i.uid for i in foe.items if i.uid not in foe.revealed), None)


def race_value(state: MeatbotState, me: Bot, foe: Bot) -> float:
    """My chance to win the slugging race against ``foe`` from these two bots, each making
    its usual pick (one Defend die, the rest attack)."""
    if foe.meat <= 0:
        return 1.0 if me.meat > 0 else DRAW
    if me.meat <= 0:
        return 0.0
    mine, theirs = typical_pick(me), typical_pick(foe)
    out, inc = Duel(state, me, foe), Duel(state, foe, me)
    table = race_table(out.race_spread(mine.d10, theirs.d6), inc.race_spread(theirs.d10, mine.d6),
                       inc.target_meat, out.target_meat)
    return float(table[inc.target_meat, out.target_meat])


def best_stand(state: MeatbotState, me: Bot, foe: Bot,
               choices: list[Choice] | None = None) -> tuple[Stand | None, float]:
    """The modelled grandstand (among ``choices``, by default every one ``me`` could make on
    ``foe`` now) that leaves the best race, and that race's value (None, and the race as it
    stands, when none helps)."""
    if choices is None:
        choices = gs.grandstand_choices(state, me)
    best, value = None, race_value(state, me, foe)
    seen: dict[tuple[int, int | None, bool], float] = {}
    for choice in choices:
        stand = modelled(choice, foe)
        if stand is None:
            continue
        key = (stand.damage, stand.item, stand.eject)
        if key not in seen:
            seen[key] = 1.0 if stand.eject else race_value(state, me, stand.apply(foe))
        if seen[key] > value + 1e-9:
            best, value = stand, seen[key]
    return best, value


def stand_chance(pick_d12: int) -> float:
    """Chance that at least one of ``pick_d12`` d12s shows a 12."""
    return 1.0 - (11 / 12) ** pick_d12


class StandGame(PickGame):
    """The pick game with grandstands priced exactly: a pick with d12s succeeds with the
    chance of a 12, and then its best modelled grandstand (``best_stand``) resolves before
    the attack dice, changing both this round's blows and the race after it."""

    def __init__(self, state: MeatbotState, me: Bot, foe: Bot, my_plan: PickPlan | None = None,
                 foe_plan: PickPlan | None = None) -> None:
        super().__init__(state, me, foe, my_plan, foe_plan)
        self.state, self.me, self.foe = state, me, foe
        self.my_stand = best_stand(state, me, foe)[0]
        self.their_stand = best_stand(state, foe, me)[0]
        self._variants: dict[tuple[bool, bool], _Variant] = {}

    def payoff(self, mine: Pick, theirs: Pick) -> float:
        """Expected worth for me of this pair of picks, grandstands included."""
        p = stand_chance(mine.d12) if self.my_stand else 0.0
        q = stand_chance(theirs.d12) if self.their_stand else 0.0
        chance = 0.0
        for mine_lands, weight_a in ((False, 1 - p), (True, p)):
            for theirs_lands, weight_b in ((False, 1 - q), (True, q)):
                if weight_a * weight_b > 0:
                    variant = self._variant(mine_lands, theirs_lands)
                    chance += weight_a * weight_b * variant.chance(mine, theirs)
        extras = (_move_extras(self.my_plan, mine, self.my_stand)
                  - _move_extras(self.foe_plan, theirs, self.their_stand))
        return chance + EXTRA_SCALE * extras

    def _variant(self, mine_lands: bool, theirs_lands: bool) -> _Variant:
        key = (mine_lands, theirs_lands)
        found = self._variants.get(key)
        if found is None:
            me, foe = self.me, self.foe
            if mine_lands and self.my_stand is not None:
                foe = self.my_stand.apply(foe)
            if theirs_lands and self.their_stand is not None:
                me = self.their_stand.apply(me)
            ejected = ((mine_lands and self.my_stand is not None and self.my_stand.eject),
                       (theirs_lands and self.their_stand is not None
                        and self.their_stand.eject))
            found = self._variants[key] = _Variant(self.state, me, foe, ejected)
        return found


def _move_extras(plan: PickPlan, pick: Pick, stand: Stand | None) -> float:
    """The worth of a pick's Move dice (and of its grandstand dice when no modelled stand
    prices them)."""
    moves = plan.moves.get(pick.d4, plan.moves[max(plan.moves)])
    grand = 0.0 if stand is not None else stand_chance(pick.d12) * plan.grand
    return MOVE_WEIGHT * (moves - plan.moves[0]) + grand


class _Variant:
    """The round's blows and the race after it, once the grandstands (if any) are done."""

    def __init__(self, state: MeatbotState, me: Bot, foe: Bot,
                 ejected: tuple[bool, bool]) -> None:
        self.fixed: float | None = None
        if ejected[0] or ejected[1] or me.meat <= 0 or foe.meat <= 0:
            i_win = ejected[0] or (foe.meat <= 0 and not ejected[1])
            they_win = ejected[1] or (me.meat <= 0 and not ejected[0])
            self.fixed = DRAW if i_win and they_win else 1.0 if i_win else 0.0
            return
        self.out, self.inc = Duel(state, me, foe), Duel(state, foe, me)
        self.my_meat, self.foe_meat = self.inc.target_meat, self.out.target_meat
        mine, theirs = typical_pick(me), typical_pick(foe)
        self.race = race_table(self.out.race_spread(mine.d10, theirs.d6),
                               self.inc.race_spread(theirs.d10, mine.d6),
                               self.my_meat, self.foe_meat)

    def chance(self, mine: Pick, theirs: Pick) -> float:
        """My chance to win after this round's attack dice."""
        if self.fixed is not None:
            return self.fixed
        dealt = self.out.spread_of(mine.d10, theirs.d6)
        taken = self.inc.spread_of(theirs.d10, mine.d6)
        return after_round(self.race, dealt, taken, self.my_meat, self.foe_meat)
