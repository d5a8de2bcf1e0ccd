"""Tournament fighters: a jock and bot kept across matches, their spending and gnawing.

Between matches a fighter spends Fan Points one for one: a point raises Massacre by one, and a
devourable costs as many points as the Stomachs it fills. Points not spent are banked. A fighter
may also throw devourables away (no refund) to make room. The winner of a match may gnaw one
devourable off one loser, if it fits in the winner's Stomachs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import BotBuild
from game.games.meatbot.rules.measure import MAX_MASSACRE, MIN_MASSACRE, Measure, TwinMeasure

SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("easy", "normal", "hard")


class SpendError(ValueError):
    """A shop order or a gnaw that the rules do not allow; nothing was changed."""


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a fighter: a human at this computer or an AI of some level."""

    kind: str = "human"
    level: str = "normal"

    @property
    def is_ai(self) -> bool:
        """True for an AI seat."""
        return self.kind == "ai"


@dataclass(frozen=True, slots=True)
class Fighter:
    """A tournament entrant. ``fan_points`` is the unspent (banked) balance; ``fans_earned``
    counts every point ever gained, for the standings; ``colour`` is a team index."""

    name: str
    massacre: int
    devourables: tuple[str, ...] = ()
    fan_points: int = 0
    fans_earned: int = 0
    seat: Seat = Seat()
    colour: int = 0

    def build(self) -> BotBuild:
        """The build this fighter brings to its next match."""
        return BotBuild(self.name, self.massacre, self.devourables)

    @property
    def stomachs_used(self) -> int:
        """Stomachs its devourables fill."""
        return dv.stomachs_used(self.devourables)

    @property
    def stomachs_free(self) -> int:
        """Stomachs still empty."""
        return dv.BASIC_STOMACHS - self.stomachs_used

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {"name": self.name, "massacre": self.massacre,
                "devourables": list(self.devourables), "fan_points": self.fan_points,
                "fans_earned": self.fans_earned, "seat": self.seat.kind,
                "level": self.seat.level, "colour": self.colour}


def fighter_from_json(data: Mapping[str, Any]) -> Fighter:
    """A fighter from ``Fighter.to_json`` (KeyError/TypeError/ValueError if malformed)."""
    fighter = Fighter(str(data["name"]), int(data["massacre"]),
                      tuple(str(k) for k in data.get("devourables", ())),
                      int(data.get("fan_points", 0)), int(data.get("fans_earned", 0)),
                      Seat(str(data.get("seat", "human")), str(data.get("level", "normal"))),
                      int(data.get("colour", 0)))
    problems = fighter.build().problems()
    if fighter.fan_points < 0 or fighter.seat.kind not in SEAT_KINDS:
        problems.append(f"{fighter.name}: bad fan points or seat")
    if problems:
        raise ValueError("; ".join(problems))
    return fighter


# -- spending ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ShopOrder:
    """One fighter's spending between matches: Massacre steps, devourables bought, devourables
    thrown away first to make room. An empty order banks every point."""

    massacre: int = 0
    buy: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()

    @property
    def cost(self) -> int:
        """Fan Points the order spends."""
        return self.massacre + sum(dv.DEVOURABLES[k].stomachs for k in self.buy
                                   if k in dv.DEVOURABLES)


def order_problems(fighter: Fighter, order: ShopOrder) -> list[str]:
    """Why ``fighter`` cannot place ``order`` (empty when it can)."""
    found = []
    unknown = sorted({k for k in (*order.buy, *order.discard) if k not in dv.DEVOURABLES})
    if unknown:
        return [f"unknown devourables {unknown}"]
    if order.massacre < 0:
        found.append("Massacre cannot be sold back")
    if fighter.massacre + order.massacre > MAX_MASSACRE:
        found.append(f"Massacre would be {fighter.massacre + order.massacre}, the most is "
                     f"{MAX_MASSACRE}")
    missing = Counter(order.discard) - Counter(fighter.devourables)
    if missing:
        found.append(f"{fighter.name} has no {', '.join(sorted(missing))} to throw away")
    if order.cost > fighter.fan_points:
        found.append(f"the order costs {order.cost} Fan Points, {fighter.name} has "
                     f"{fighter.fan_points}")
    kept = list((Counter(fighter.devourables) - Counter(order.discard)).elements())
    filled = dv.stomachs_used([*kept, *order.buy])
    if filled > dv.BASIC_STOMACHS:
        found.append(f"that fills {filled} Stomachs, only {dv.BASIC_STOMACHS} fit")
    return found


def spend(fighter: Fighter, order: ShopOrder) -> Fighter:
    """``fighter`` after ``order``; SpendError (and no change) if the order is not allowed."""
    problems = order_problems(fighter, order)
    if problems:
        raise SpendError("; ".join(problems))
    kept = list(fighter.devourables)
    for kind in order.discard:
        kept.remove(kind)
    return replace(fighter, massacre=fighter.massacre + order.massacre,
                   devourables=(*kept, *order.buy), fan_points=fighter.fan_points - order.cost)


def affordable(fighter: Fighter) -> list[str]:
    """Devourables the fighter could buy right now (points and room), by name."""
    return [kind for kind, item in sorted(dv.DEVOURABLES.items())
            if item.stomachs <= min(fighter.fan_points, fighter.stomachs_free)]


def can_raise_massacre(fighter: Fighter) -> bool:
    """True if one more point of Massacre is allowed and paid for."""
    return fighter.fan_points >= 1 and MIN_MASSACRE <= fighter.massacre < MAX_MASSACRE


# -- gnawing -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Gnaw:
    """The winner bites ``kind`` off fighter ``loser`` (fighter indices, not match seats)."""

    loser: int
    kind: str


def gnaw_options(fighters: Sequence[Fighter], winner: int, losers: Sequence[int]) -> list[Gnaw]:
    """Every bite the winner may take: one devourable of one loser that fits its Stomachs."""
    room = fighters[winner].stomachs_free
    return [Gnaw(loser, kind) for loser in losers if loser != winner
            for kind in sorted(set(fighters[loser].devourables))
            if dv.DEVOURABLES[kind].stomachs <= room]


def apply_gnaw(fighters: Sequence[Fighter], winner: int, losers: Sequence[int],
               gnaw: Gnaw) -> list[Fighter]:
    """The fighters after the winner's bite; SpendError if the bite is not allowed."""
    if gnaw not in gnaw_options(fighters, winner, losers):
        raise SpendError(f"{fighters[winner].name} cannot gnaw {gnaw.kind} off fighter "
                         f"{gnaw.loser}")
    out = list(fighters)
    kept = list(out[gnaw.loser].devourables)
    kept.remove(gnaw.kind)
    out[gnaw.loser] = replace(out[gnaw.loser], devourables=tuple(kept))
    out[winner] = replace(out[winner], devourables=(*out[winner].devourables, gnaw.kind))
    return out


# -- starting builds ---------------------------------------------------------------------------

def budget_fighter(name: str, measure: Measure, seat: Seat = Seat(), colour: int = 0) -> Fighter:
    """A fighter about to build under ``measure``: its Fan Points stand for the build budget
    (a Twin Measure's Stomachs; a Single Measure's points beyond the lowest Massacre)."""
    massacre = measure.starting_massacre()
    budget = measure.stomach_budget(massacre) if isinstance(measure, TwinMeasure) \
        else measure.points - massacre
    return Fighter(name, massacre, (), budget, 0, seat, colour)


def massacre_for_sale(measure: Measure) -> bool:
    """True if building under ``measure`` may buy Massacre (a Single Measure)."""
    return not isinstance(measure, TwinMeasure)


def finish_build(budgeted: Fighter, order: ShopOrder, measure: Measure) -> Fighter:
    """The fighter that enters the tournament: the order paid for, no points left over;
    SpendError if the result does not fit ``measure``."""
    if order.massacre and not massacre_for_sale(measure):
        raise SpendError("a Twin Measure fixes Massacre")
    built = replace(spend(budgeted, order), fan_points=0)
    problems = measure.check(built.build())
    if problems:
        raise SpendError("; ".join(problems))
    return built
