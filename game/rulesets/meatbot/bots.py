"""Meatjocks and their meatbots: the build a player brings and the bot's state in a match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.core.hexes import Hex
from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot.devourables import DEVOURABLES


class Item(NamedTuple):
    """One devourable in a bot or on the floor; ``ammo`` is None for unlimited."""

    uid: int
    kind: str
    ammo: int | None


@dataclass(frozen=True, slots=True)
class BotBuild:
    """What a player brings: the jock's name and Massacre, the bot's devourables."""

    name: str
    massacre: int = 2
    devourables: tuple[str, ...] = ()

    def problems(self) -> list[str]:
        """Why this build is not allowed (empty when it is fine)."""
        found = []
        if not 2 <= self.massacre <= 10:
            found.append(f"{self.name}: Massacre must be 2-10, not {self.massacre}")
        unknown = [k for k in self.devourables if k not in DEVOURABLES]
        if unknown:
            found.append(f"{self.name}: unknown devourables {unknown}")
        elif dv.stomachs_used(self.devourables) > dv.BASIC_STOMACHS:
            found.append(f"{self.name}: devourables fill {dv.stomachs_used(self.devourables)} "
                         f"Stomachs, only {dv.BASIC_STOMACHS} fit")
        return found


class Bot:
    """A meatbot in a match: mutable, cheap to clone. Derived stats are computed live."""

    __slots__ = ("seat", "name", "massacre", "items", "digesting", "arriving", "hex", "spawn",
                 "damage", "standing", "ejected", "move_loss", "defend_loss", "slugs",
                 "revealed", "d4", "d6", "d10", "d12", "eating", "defend_drop", "move_drop",
                 "move_drop_next", "last_hit_by", "felled_by", "heals_spent")

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
        """An independent copy."""
        other = Bot.__new__(Bot)
        for name in Bot.__slots__:
            setattr(other, name, getattr(self, name))
        other.items = list(self.items)
        other.digesting = list(self.digesting)
        other.arriving = list(self.arriving)
        other.slugs = list(self.slugs)
        other.revealed = set(self.revealed)
        return other

    # -- devourables ------------------------------------------------------------------------
    def count(self, kind: str) -> int:
        """How many working devourables of ``kind`` the bot has."""
        return sum(1 for item in self.items if item.kind == kind)

    def has(self, kind: str) -> bool:
        """True if the bot has a working ``kind``."""
        return any(item.kind == kind for item in self.items)

    def loaded(self, kind: str) -> Item | None:
        """The first working ``kind`` with ammo left (None if all are empty or missing)."""
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
        self.items[index] = item._replace(ammo=(item.ammo or 0) - 1)

    @property
    def stomachs_free(self) -> int:
        """Stomachs not filled by working, digesting or arriving devourables."""
        kinds = [i.kind for i in (*self.items, *self.digesting, *self.arriving)]
        return dv.BASIC_STOMACHS - dv.stomachs_used(kinds)

    # -- stats -------------------------------------------------------------------------------
    @property
    def base_move(self) -> int:
        """Move before dice: 2 plus ELMEs, less onco losses (never below 1)."""
        raw = dv.BASIC_MOVE + self.count(dv.ELME)
        return max(min(raw, 1), raw - self.move_loss)

    @property
    def base_defend(self) -> int:
        """Defend before dice: 2 plus Chitin layers, less onco losses (never below 1)."""
        raw = dv.BASIC_DEFEND + self.count(dv.CHITIN)
        return max(min(raw, 1), raw - self.defend_loss)

    @property
    def max_meat(self) -> int:
        """20 Meat plus 2 per Extra Meat."""
        return dv.BASIC_MEAT + 2 * self.count(dv.EXTRA_MEAT)

    @property
    def meat(self) -> int:
        """Meat left (the bot collapses at 0)."""
        return self.max_meat - self.damage

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
        d4 = m if self.has(dv.ENDURANCE) else min(m, max(0, self.base_move - move_penalty))
        d6 = m if self.has(dv.TWITCHY) else min(m, self.base_defend)
        d10 = m if self.has(dv.AGGRO_PUMP) else min(m, dv.BASIC_ATTACK)
        return d4, d6, d10, m

    def claw_reach(self) -> int:
        """Range of claws and Gougers (2 with Crane Whip Arms)."""
        return dv.CRANE_RANGE if self.has(dv.CRANE) else dv.CLAW_RANGE

    @property
    def active(self) -> bool:
        """True while the bot is in the fight."""
        return self.standing and not self.ejected
