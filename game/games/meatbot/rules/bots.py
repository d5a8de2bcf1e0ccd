"""Meatjocks and their meatbots: the build a player brings and the bot's state in a match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.devourables import DEVOURABLES


class Item(NamedTuple):
    """One devourable in a bot or on the floor; ``ammo`` is None for unlimited."""

    uid: int
    kind: str
    ammo: int | None


MIN_MASSACRE, MAX_MASSACRE = 2, 10
MIN_POINTS, MAX_POINTS = MIN_MASSACRE, MAX_MASSACRE + dv.BASIC_STOMACHS
"""A Single Measure's pool: at least the lowest Massacre, at most the highest plus ten
Stomachs."""


def pool_room(points: int, massacre: int, stomachs: int = dv.BASIC_STOMACHS) -> int:
    """The Stomachs a Single Measure of ``points`` leaves once Massacre ``massacre`` is paid
    for (never more than ``stomachs``, never below none)."""
    return max(0, min(stomachs, points - massacre))


def nearest_massacre(points: int, aim: int) -> int:
    """The Massacre nearest ``aim`` that a pool of ``points`` allows."""
    return max(MIN_MASSACRE, min(aim, MAX_MASSACRE, points))


@dataclass(frozen=True, slots=True)
class BotBuild:
    """What a player brings: the jock's name and Massacre, the bot's devourables.

    ``devourables`` None means the bot is bought in the match itself: its seat answers a
    secret "build" request before the first round, within ``stomachs`` (the match's budget;
    the rulebook's full ten by default). A build given here must fit the budget too.
    ``points`` is a Single Measure's pool: Massacre plus the Stomachs filled may not exceed
    it, and a bot bought in the match then chooses its Massacre in the shop as well.
    """

    name: str
    massacre: int = 2
    devourables: tuple[str, ...] | None = ()
    stomachs: int = dv.BASIC_STOMACHS
    points: int | None = None

    @property
    def built(self) -> bool:
        """True once the devourables are chosen."""
        return self.devourables is not None

    def problems(self) -> list[str]:
        """Why this build is not allowed (empty when it is fine)."""
        found = []
        if not MIN_MASSACRE <= self.massacre <= MAX_MASSACRE:
            found.append(f"{self.name}: Massacre must be {MIN_MASSACRE}-{MAX_MASSACRE}, "
                         f"not {self.massacre}")
        if not 0 <= self.stomachs <= dv.BASIC_STOMACHS:
            found.append(f"{self.name}: a Stomachs budget must be 0-{dv.BASIC_STOMACHS}, "
                         f"not {self.stomachs}")
        if self.points is not None and not MIN_POINTS <= self.points <= MAX_POINTS:
            found.append(f"{self.name}: a Single Measure needs {MIN_POINTS}-{MAX_POINTS} "
                         f"points, not {self.points}")
        if self.devourables is not None:
            if self.points is not None and self.massacre > self.points:
                found.append(f"{self.name}: Massacre {self.massacre} is more than the "
                             f"{self.points} points of its measure")
            found += fit_problems(self.name, self.devourables, self.budget(self.massacre))
        return found

    def budget(self, massacre: int) -> int:
        """The Stomachs this bot may fill with Massacre ``massacre``: its budget, and under a
        Single Measure no more than the pool leaves."""
        if self.points is None:
            return self.stomachs
        return pool_room(self.points, massacre, self.stomachs)


def fit_problems(name: str, devourables: tuple[str, ...], budget: int) -> list[str]:
    """Why ``devourables`` cannot fill a bot with ``budget`` Stomachs (empty when they can)."""
    unknown = [k for k in devourables if not isinstance(k, str) or k not in DEVOURABLES]
    if unknown:
        return [f"{name}: unknown devourables {unknown}"]
    used = dv.stomachs_used(devourables)
    if used > budget:
        return [f"{name}: devourables fill {used} Stomachs, only {budget} fit"]
    return []


def _less(raw: int, loss: int) -> int:
    """A base stat ``raw`` less onco losses ``loss``, never below 1 (nor above ``raw``)."""
    return max(min(raw, 1), raw - loss) if loss else raw


class Bot:
    """A meatbot in a match: mutable, cheap to clone. Derived stats are computed live.

    How many working devourables of each kind the bot has is cached (``kind_counts``); the
    cache notices a new ``items`` list or a change in its length by itself, and code that
    swaps items in place (same length, another kind) calls ``items_changed``.
    """

    __slots__ = ("seat", "name", "massacre", "items", "digesting", "arriving", "hex", "spawn",
                 "damage", "standing", "ejected", "move_loss", "defend_loss", "slugs",
                 "revealed", "d4", "d6", "d10", "d12", "eating", "defend_drop", "move_drop",
                 "move_drop_next", "last_hit_by", "felled_by", "heals_spent",
                 "_kinds", "_kinds_of", "_kinds_len", "_max_meat")

    def __init__(self, seat: int, build: BotBuild, spawn: Hex, items: list[Item]) -> None:
        self.seat = seat
        self.name = build.name
        self.massacre = build.massacre
        self.items = items
        self.digesting: list[Item] = []
        self.arriving: list[Item] = []
        self.hex = spawn
        self.spawn = spawn
        self.damage = 0
        self.standing = True
        self.ejected = False
        self.move_loss = 0
        self.defend_loss = 0
        self.slugs: list[int] = []
        self.revealed: set[int] = set()
        self.move_drop_next = 0
        self.last_hit_by: int | None = None
        self.felled_by: int | None = None
        self._kinds: dict[str, int] = {}
        self._kinds_of: list[Item] | None = None
        self._kinds_len = -1
        self._max_meat = dv.BASIC_MEAT
        self.clear_round()

    def clear_round(self) -> None:
        """Forget this round's dice and temporary changes."""
        self.d4: tuple[int, ...] = ()
        self.d6: tuple[int, ...] = ()
        self.d10: tuple[int, ...] = ()
        self.d12: tuple[int, ...] = ()
        self.eating: int | None = None
        self.defend_drop = 0
        self.move_drop = 0
        self.heals_spent = 0

    def clone(self) -> Bot:
        """An independent copy (every slot written out: this runs thousands of times per AI
        decision; a test checks that no slot is forgotten)."""
        other = Bot.__new__(Bot)
        other.seat, other.name, other.massacre = self.seat, self.name, self.massacre
        other.items = items = list(self.items)
        other.digesting, other.arriving = list(self.digesting), list(self.arriving)
        other.hex, other.spawn, other.damage = self.hex, self.spawn, self.damage
        other.standing, other.ejected = self.standing, self.ejected
        other.move_loss, other.defend_loss = self.move_loss, self.defend_loss
        other.slugs, other.revealed = list(self.slugs), set(self.revealed)
        other.d4, other.d6, other.d10, other.d12 = self.d4, self.d6, self.d10, self.d12
        other.eating, other.defend_drop = self.eating, self.defend_drop
        other.move_drop, other.move_drop_next = self.move_drop, self.move_drop_next
        other.last_hit_by, other.felled_by = self.last_hit_by, self.felled_by
        other.heals_spent = self.heals_spent
        # The counts dict is never mutated, only replaced, so the copy may share it.
        other._kinds, other._kinds_len = self._kinds, self._kinds_len
        other._kinds_of = items if self._kinds_of is self.items else None
        other._max_meat = self._max_meat
        return other

    # -- devourables ------------------------------------------------------------------------
    def kind_counts(self) -> dict[str, int]:
        """How many working devourables of each kind the bot has (do not mutate)."""
        if self._kinds_of is not self.items or self._kinds_len != len(self.items):
            self._recount()
        return self._kinds

    def _recount(self) -> None:
        """Refresh the cached counts and what follows from them."""
        items = self.items
        counts: dict[str, int] = {}
        for item in items:
            counts[item.kind] = counts.get(item.kind, 0) + 1
        self._kinds = counts
        self._max_meat = dv.BASIC_MEAT + 2 * counts.get(dv.EXTRA_MEAT, 0)
        # Marked fresh last, so that a reader in another thread never sees a half update.
        self._kinds_of, self._kinds_len = items, len(items)

    def items_changed(self) -> None:
        """Forget the cached counts (call after changing ``items`` in place)."""
        self._kinds_of = None

    def count(self, kind: str) -> int:
        """How many working devourables of ``kind`` the bot has."""
        if self._kinds_of is not self.items or self._kinds_len != len(self.items):
            self._recount()
        return self._kinds.get(kind, 0)

    def has(self, kind: str) -> bool:
        """True if the bot has a working ``kind``."""
        if self._kinds_of is not self.items or self._kinds_len != len(self.items):
            self._recount()
        return kind in self._kinds

    def loaded(self, kind: str) -> Item | None:
        """The first working ``kind`` with ammo left (None if all are empty or missing)."""
        if kind not in self.kind_counts():
            return None
        for item in self.items:
            if item.kind == kind and (item.ammo is None or item.ammo > 0):
                return item
        return None

    def item(self, uid: int) -> Item | None:
        """The working devourable with id ``uid``."""
        for item in self.items:
            if item.uid == uid:
                return item
        return None

    def spend(self, item: Item) -> None:
        """Use one shot of ``item``'s ammo."""
        index = self.items.index(item)
        self.items[index] = item._replace(ammo=(item.ammo or 0) - 1)   # same kind: counts stay

    @property
    def stomachs_free(self) -> int:
        """Stomachs not filled by working, digesting or arriving devourables."""
        kinds = [i.kind for i in (*self.items, *self.digesting, *self.arriving)]
        return dv.BASIC_STOMACHS - dv.stomachs_used(kinds)

    # -- stats -------------------------------------------------------------------------------
    @property
    def base_move(self) -> int:
        """Move before dice: 2 plus ELMEs, less onco losses (never below 1)."""
        return _less(dv.BASIC_MOVE + self.count(dv.ELME), self.move_loss)

    @property
    def base_defend(self) -> int:
        """Defend before dice: 2 plus Chitin layers, less onco losses (never below 1)."""
        return _less(dv.BASIC_DEFEND + self.count(dv.CHITIN), self.defend_loss)

    @property
    def max_meat(self) -> int:
        """20 Meat plus 2 per Extra Meat."""
        if self._kinds_of is not self.items or self._kinds_len != len(self.items):
            self._recount()
        return self._max_meat

    @property
    def meat(self) -> int:
        """Meat left (the bot collapses at 0)."""
        if self._kinds_of is not self.items or self._kinds_len != len(self.items):
            self._recount()
        return self._max_meat - self.damage

    @property
    def defend(self) -> int:
        """Current Defend: base plus the best d6 this round, less Acid Stream (never below 0)."""
        best = max(self.d6) if self.d6 else 0
        return max(0, self.base_defend + best - self.defend_drop)

    def limits(self, move_penalty: int = 0) -> tuple[int, int, int, int]:
        """Most d4, d6, d10 and d12 the bot may pick (each also capped by Massacre).

        ``move_penalty`` lowers base Move first (a Lock or a pin to another bot).
        """
        m = self.massacre
        counts = self.kind_counts()     # base Move and Defend read from it straight away
        d4 = m if dv.ENDURANCE in counts else min(m, max(0, _less(
            dv.BASIC_MOVE + counts.get(dv.ELME, 0), self.move_loss) - move_penalty))
        d6 = m if dv.TWITCHY in counts else min(m, _less(
            dv.BASIC_DEFEND + counts.get(dv.CHITIN, 0), self.defend_loss))
        d10 = m if dv.AGGRO_PUMP in counts else min(m, dv.BASIC_ATTACK)
        return d4, d6, d10, m

    def claw_reach(self) -> int:
        """Range of claws and Gougers (2 with Crane Whip Arms)."""
        return dv.CRANE_RANGE if self.has(dv.CRANE) else dv.CLAW_RANGE

    @property
    def active(self) -> bool:
        """True while the bot is in the fight."""
        return self.standing and not self.ejected
