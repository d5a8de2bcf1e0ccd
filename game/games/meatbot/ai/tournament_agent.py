"""AI choices between tournament matches: spending Fan Points and gnawing a loser.

Easy spends at random. Normal and hard follow one plan: get the jock to a workable Massacre
first (dice are the engine), then buy the gadget with the best worth per point, and bank when a
clearly better gadget is within a match's reach (as the rulebook's Red does for his Bonespear).
When gnawing, they take the most valuable bite, and prefer to weaken the strongest loser.
Deterministic for a given seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.tournament_fighters import (
    Fighter,
    Gnaw,
    ShopOrder,
    affordable,
    can_raise_massacre,
    order_problems,
)

# Rough worth of each devourable to a bot of middling Massacre (weapons and Defend lead).
WORTH: dict[str, float] = {
    dv.BONESPEAR: 9.0, dv.BOOM: 7.0, dv.ONCO: 7.0, dv.CHITIN: 4.5, dv.GOUGERS: 3.0,
    dv.ACID_SPRAY: 3.0, dv.UP_DOWN: 3.0, dv.HYPERHEAL: 3.0, dv.LOCKJAW: 2.5,
    dv.AGGRO_PUMP: 2.0, dv.EXTRA_MEAT: 1.5, dv.ELME: 1.5, dv.TWITCHY: 1.5, dv.NERVE_LACE: 1.5,
    dv.ENDURANCE: 1.0, dv.CRANE: 1.0, dv.HYPERSNACK: 1.0,
}
FIRST_MASSACRE = 5
"""Below this, a point on Massacre beats any gadget."""
MOST_USEFUL_MASSACRE = 8
"""Above this a basic bot has few dice left to pick."""
SAVING_REACH = 2
"""Bank for a gadget at most this many points away..."""
SAVING_MARGIN = 1.25
"""...when it is worth this much more than the best gadget affordable now."""
GOOD_BUY = 2.5
"""Gadgets worth less than this lose to a point of Massacre (up to MOST_USEFUL_MASSACRE)."""
TASTE = (0.85, 1.15)
"""Each normal or hard agent weighs every gadget by its own factor in this range (drawn from
its seed)..."""
FAVOURITES = (dv.BONESPEAR, dv.BOOM, dv.ONCO, dv.CHITIN)
"""...and sets its heart on one of these strong gadgets (also drawn from its seed), so AI
jocks do not all build the same bot."""
FAVOURITE_BONUS = 1.2
"""A favourite is worth this much more than the most valuable gadget."""


def worth(kind: str) -> float:
    """How much the agents value one devourable."""
    return WORTH.get(kind, 1.0)


class TournamentAgent:
    """Spending and gnawing choices for one AI seat's fighter."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.allow_massacre = True
        self.may_bank = True
        taste = random.Random(f"taste-{seed}")  # its own stream: the easy agent's stays as it was
        self.taste = {kind: worth(kind) * taste.uniform(*TASTE) for kind in sorted(WORTH)}
        self.favourite = taste.choice(FAVOURITES)
        self.taste[self.favourite] = FAVOURITE_BONUS * max(WORTH.values())
        """What this agent thinks each devourable is worth when shopping."""

    def likes(self, kind: str) -> float:
        """How much this agent wants ``kind`` when shopping (its taste over ``worth``)."""
        return self.taste.get(kind, worth(kind))

    # -- spending -------------------------------------------------------------------------------
    def shop(self, fighter: Fighter, allow_massacre: bool = True,
             may_bank: bool = True) -> ShopOrder:
        """An order the fighter can afford (an empty order banks everything).

        For a starting build under a measure, ``allow_massacre`` is False when Massacre is
        fixed, and ``may_bank`` False because unspent build points are simply lost.
        """
        self.allow_massacre, self.may_bank = allow_massacre, may_bank
        order = self._random_order(fighter) if self.level == "easy" else self._plan(fighter)
        return order if not order_problems(fighter, order) else ShopOrder()

    def _can_raise(self, fighter: Fighter) -> bool:
        return self.allow_massacre and can_raise_massacre(fighter)

    def _random_order(self, fighter: Fighter) -> ShopOrder:
        massacre, bought, current = 0, [], fighter
        while current.fan_points and self.rng.random() < 0.8:
            options = affordable(current)
            if self._can_raise(current) and (not options or self.rng.random() < 0.5):
                massacre += 1
                current = _after(current, massacre_step=1)
            elif options:
                kind = self.rng.choice(options)
                bought.append(kind)
                current = _after(current, kind=kind)
            else:
                break
        return ShopOrder(massacre, tuple(bought))

    def _plan(self, fighter: Fighter) -> ShopOrder:
        massacre, bought, current = 0, [], fighter
        while current.fan_points:
            step = self._next_step(current)
            if step is None:
                break
            if step == "massacre":
                massacre += 1
                current = _after(current, massacre_step=1)
            else:
                bought.append(step)
                current = _after(current, kind=step)
        return ShopOrder(massacre, tuple(bought))

    def _next_step(self, fighter: Fighter) -> str | None:
        """'massacre', a devourable to buy, or None to bank the rest."""
        if self._can_raise(fighter) and fighter.massacre < FIRST_MASSACRE:
            return "massacre"
        best = max(affordable(fighter), key=self.likes, default=None)
        dream = self._dream(fighter) if self.may_bank else None
        if dream is not None and \
                self.likes(dream) >= SAVING_MARGIN * (self.likes(best) if best else 0):
            return None
        if best is not None and self.likes(best) >= GOOD_BUY:
            return best
        if self._can_raise(fighter) and fighter.massacre < MOST_USEFUL_MASSACRE:
            return "massacre"
        return best

    def _dream(self, fighter: Fighter) -> str | None:
        """A gadget worth saving for: fits the bot, just out of reach of the points."""
        reachable = [k for k, d in dv.DEVOURABLES.items()
                     if d.stomachs <= fighter.stomachs_free
                     and 0 < d.stomachs - fighter.fan_points <= SAVING_REACH]
        return max(reachable, key=self.likes, default=None)

    # -- gnawing --------------------------------------------------------------------------------
    def gnaw(self, fighters: Sequence[Fighter], options: Sequence[Gnaw]) -> Gnaw | None:
        """The bite to take (None if there is nothing to take)."""
        if not options:
            return None
        if self.level == "easy":
            return self.rng.choice(list(options))
        return max(options, key=lambda g: (worth(g.kind), fighters[g.loser].fans_earned,
                                           -g.loser))


def _after(fighter: Fighter, massacre_step: int = 0, kind: str | None = None) -> Fighter:
    """The fighter as if it had already paid for one step (used while planning)."""
    from dataclasses import replace

    cost = massacre_step + (dv.DEVOURABLES[kind].stomachs if kind else 0)
    kinds = (*fighter.devourables, kind) if kind else fighter.devourables
    return replace(fighter, massacre=fighter.massacre + massacre_step, devourables=kinds,
                   fan_points=fighter.fan_points - cost)
