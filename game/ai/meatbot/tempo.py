"""The tempo of a duel: who moves last, and so who chooses the range of the next exchange.

Attacks come before movement in a Meatbot round, and the bot with the lower current Move
moves first; the faster one answers and so picks the gap both bots start the next round at.
In a mirror that gap is what decides a race: a bot ahead on Meat wins far more often trading
1-point plib shots (a lead lasts) than 3-point Gougers blows, and a bot behind wants the reverse.
Out of contact the same choice decides who may strike at all next round.

``NextRange`` prices a pair of picks by the race after this round's blows *at the range the
last mover will choose*: the d4s of each pick give the chance that each bot moves last
(``last_mover_odds``), and each bot may end its move on any hex its base Move reaches, which
gives the ranges (weapon classes) it can choose between. A tie on Move (the bots alternate
steps) keeps the range as it is. Every count is fixed by the arena and the two bots, never by
the clock.
"""

from __future__ import annotations

from game.ai.meatbot.pickgame import Duel, typical_pick
from game.ai.meatbot.race import after_round, race_table
from game.core import areas
from game.core.hexes import distance
from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot.bots import Bot
from game.rulesets.meatbot.choices import Pick
from game.rulesets.meatbot.movement import bond_penalty
from game.rulesets.meatbot.state import MeatbotState

FOE_SHREWD = 1.0
"""How far the foe, when it moves last, is taken to choose the range that is worst for me
(1) rather than simply closing in (0)."""

NOBODY, ME, FOE = 0, 1, 2
"""Who pays a die a round to hold a range (the other side would close in)."""

Spread = tuple[float, ...]
Faces = tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]


def base_move(state: MeatbotState, bot: Bot) -> int:
    """The bot's Move this round before any d4 is rolled (bonds, trips and tackles counted)."""
    return max(0, bot.base_move - bond_penalty(state, bot) - bot.move_drop)


def move_spread(base: int, d4: int) -> dict[int, float]:
    """The distribution of current Move with ``d4`` d4s rolled on top of ``base``."""
    spread = {base: 1.0}
    for _ in range(d4):
        nxt: dict[int, float] = {}
        for value, p in spread.items():
            for face in range(1, 5):
                nxt[value + face] = nxt.get(value + face, 0.0) + p / 4
        spread = nxt
    return spread


def last_mover_odds(state: MeatbotState, me: Bot, my_d4: int, foe: Bot,
                    their_d4: int) -> tuple[float, float, float]:
    """(I move last, we alternate, the foe moves last) for these counts of d4. A Nerve Lace
    bot tied with one without moves after it; otherwise a tie means alternating steps."""
    mine = move_spread(base_move(state, me), my_d4)
    theirs = move_spread(base_move(state, foe), their_d4)
    me_last = tie = 0.0
    for a, p in mine.items():
        for b, q in theirs.items():
            if a > b:
                me_last += p * q
            elif a == b:
                tie += p * q
    foe_last = max(0.0, 1.0 - me_last - tie)
    laced, foe_laced = me.has(dv.NERVE_LACE), foe.has(dv.NERVE_LACE)
    if laced and not foe_laced:
        return me_last + tie, 0.0, foe_last
    if foe_laced and not laced:
        return me_last, 0.0, foe_last + tie
    return me_last, tie, foe_last


class NextRange:
    """The ranges each bot could choose for the next round, with a race table for each.

    A range is the pair of weapon sets (mine on the foe, the foe's on me) that a gap and line
    of sight allow; its race table is read after this round's blows. Ranges where neither bot
    could hurt the other are left out of the choice (nobody wins by hiding, ``race``)."""

    def __init__(self, state: MeatbotState, me: Bot, foe: Bot) -> None:
        self.state, self.me, self.foe = state, me, foe
        self.my_meat = Duel(state, foe, me).target_meat
        self.foe_meat = Duel(state, me, foe).target_meat
        self._duels: dict[Faces, tuple[Duel, Duel]] = {}
        self._tables: dict[tuple[Faces, int], object] = {}
        self._seen: dict[tuple[Spread, Spread], dict[tuple[Faces, int], float]] = {}
        self.current = self._range(me.hex, foe.hex)
        self.mine = self._choices(me, foe, moving_me=True)
        self.theirs = self._choices(foe, me, moving_me=False)
        self.nearest = self._nearest(foe, me)
        self._wanted = {(self.current, NOBODY), (self.nearest, NOBODY)}
        self._wanted |= {(k, NOBODY if k == self.nearest else ME) for k in self.mine}
        self._wanted |= {(k, NOBODY if k == self.nearest else FOE) for k in self.theirs}

    def _range(self, at: object, foe_at: object) -> Faces:
        moved, foe = self.me.clone(), self.foe.clone()
        moved.hex, foe.hex = at, foe_at
        out, inc = Duel(self.state, moved, foe), Duel(self.state, foe, moved)
        key = (tuple(out.faces), tuple(inc.faces))
        self._duels.setdefault(key, (out, inc))
        return key

    def _table(self, key: Faces, taxed: int) -> object:
        """The race at range ``key``, the bot ``taxed`` (if any) giving up an attack die a
        round for the d4 that keeps it moving last."""
        found = self._tables.get((key, taxed))
        if found is None:
            out, inc = self._duels[key]
            mine, theirs = typical_pick(self.me), typical_pick(self.foe)
            my_d10 = max(0, mine.d10 - 1) if taxed == ME else mine.d10
            their_d10 = max(0, theirs.d10 - 1) if taxed == FOE else theirs.d10
            dealt = out.race_spread(my_d10, theirs.d6)
            taken = inc.race_spread(their_d10, mine.d6)
            found = self._tables[(key, taxed)] = race_table(dealt, taken, self.my_meat,
                                                            self.foe_meat)
        return found

    def _reach(self, mover: Bot, other: Bot) -> dict[object, int]:
        steps = max(1, base_move(self.state, mover))
        return areas.reach(self.state.arena, mover.hex, steps, {other.hex})

    def _choices(self, mover: Bot, other: Bot, moving_me: bool) -> list[Faces]:
        found: dict[Faces, None] = {}
        for h in sorted(self._reach(mover, other)):
            key = self._range(h, other.hex) if moving_me else self._range(other.hex, h)
            if key[0] or key[1]:
                found[key] = None
        return list(found)

    def _nearest(self, mover: Bot, other: Bot) -> Faces:
        """The range the foe reaches by simply closing in as far as it can."""
        reach = self._reach(mover, other)
        end = min(reach, key=lambda h: (distance(h, other.hex), reach[h], h))
        return self._range(other.hex, end)

    def value(self, key: Faces, dealt: Spread, taken: Spread, taxed: int = NOBODY) -> float:
        """My chance to win racing at range ``key`` after this round's blows."""
        return after_round(self._table(key, taxed), dealt, taken, self.my_meat,
                           self.foe_meat)

    def _values(self, dealt: Spread, taken: Spread) -> dict[tuple[Faces, int], float]:
        found = self._seen.get((dealt, taken))
        if found is None:
            found = self._seen[(dealt, taken)] = {
                key: self.value(key[0], dealt, taken, key[1]) for key in self._wanted}
        return found

    def chance(self, mine: Pick, theirs: Pick, dealt: Spread, taken: Spread) -> float:
        """My chance to win after this round's blows, the next range chosen by whoever
        moves last (the foe's choice: ``FOE_SHREWD`` of the worst for me, the rest its
        plain approach)."""
        me_last, tie, foe_last = last_mover_odds(self.state, self.me, mine.d4, self.foe,
                                                 theirs.d4)
        values = self._values(dealt, taken)
        here = values[(self.current, NOBODY)]
        plain = values[(self.nearest, NOBODY)]
        best = max((values[(k, NOBODY if k == self.nearest else ME)] for k in self.mine),
                   default=here)
        worst = min((values[(k, NOBODY if k == self.nearest else FOE)] for k in self.theirs),
                    default=here)
        foe_choice = FOE_SHREWD * worst + (1 - FOE_SHREWD) * plain
        return me_last * best + tie * here + foe_last * foe_choice

