"""Meatbot requests: the decisions a jock is asked to make."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from game.core.dice import draw_below
from game.core.match import Choice, IllegalChoice, ListRequest, Request, refuse_wrong_types
from game.core.records import quick_init
from game.games.meatbot.rules.bots import (
    MAX_MASSACRE,
    MIN_MASSACRE,
    fit_problems,
    nearest_massacre,
    pool_room,
)
from game.games.meatbot.rules.choices import Build, Eat, Pick
from game.games.meatbot.rules.devourables import DEVOURABLES


@quick_init
@dataclass(frozen=True, slots=True)
class PickRequest(Request):
    """Secretly pick dice (d4, d6, d10, d12 counts within the limits and Massacre) or eat."""

    massacre: int = 2
    limits: tuple[int, int, int, int] = (0, 0, 0, 0)
    edible: tuple[int, ...] = ()

    def legal_choices(self) -> list[Choice]:
        """Every legal pick (fewest dice first), then every item the bot may eat."""
        picks = legal_picks(self.massacre, self.limits)
        if not self.edible:
            return list(picks)
        return [*picks, *(Eat(uid) for uid in self.edible)]

    def random_choice(self, rng: random.Random) -> Choice:
        """The choice ``rng.choice(self.legal_choices())`` would draw, without listing
        every pick."""
        picks = legal_picks(self.massacre, self.limits)
        index = draw_below(rng, len(picks) + len(self.edible))
        return picks[index] if index < len(picks) else Eat(self.edible[index - len(picks)])

    def renumbered(self, rid: int) -> PickRequest:
        """The same request under id ``rid``."""
        return PickRequest(rid, self.player, self.kind, self.prompt, self.massacre, self.limits,
                           self.edible, secret=self.secret, real_time=self.real_time)

    def validate(self, choice: Choice) -> None:
        """Check counts against each limit and the Massacre total, or the item to eat."""
        if picks_by_id(self.massacre, self.limits).get(id(choice), _NOT_LISTED) is choice:
            return                      # one of the listed picks itself: legal as it is
        refuse_wrong_types(self, choice)
        if isinstance(choice, Eat):
            if choice.item not in self.edible:
                raise IllegalChoice(self, choice, f"item {choice.item} is not within reach "
                                    f"(edible: {list(self.edible) or 'none'})")
            return
        if not isinstance(choice, Pick):
            raise IllegalChoice(self, choice, "the pick phase needs a Pick or an Eat")
        counts = (choice.d4, choice.d6, choice.d10, choice.d12)
        for label, count, limit in zip(("d4", "d6", "d10", "d12"), counts, self.limits,
                                       strict=True):
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise IllegalChoice(self, choice, f"{label} count must be a whole number >= 0")
            if count > limit:
                raise IllegalChoice(self, choice, f"at most {limit} {label} allowed, not {count}")
        if choice.total > self.massacre:
            raise IllegalChoice(self, choice, f"{choice.total} dice is more than Massacre "
                                f"{self.massacre}")


@lru_cache(maxsize=512)
def legal_picks(massacre: int, limits: tuple[int, int, int, int]) -> tuple[Pick, ...]:
    """Every pick within the four limits and Massacre, fewest dice first."""
    l4, l6, l10, l12 = limits
    m = massacre
    picks = [Pick(a, b, c, d)
             for a in range(min(l4, m) + 1)
             for b in range(min(l6, m - a) + 1)
             for c in range(min(l10, m - a - b) + 1)
             for d in range(min(l12, m - a - b - c) + 1)]
    picks.sort(key=lambda p: p.total)
    return tuple(picks)


_NOT_LISTED = object()
"""What ``picks_by_id`` finds for a choice that is not one of its picks (None could be a
choice, so it cannot mean "not found")."""


@lru_cache(maxsize=512)
def picks_by_id(massacre: int, limits: tuple[int, int, int, int]) -> dict[int, Pick]:
    """``legal_picks`` keyed by object id: a pick handed out by ``legal_choices`` is found
    in one look-up instead of a walk through a few hundred. The dict holds every pick, so no
    id in it can be taken by another object while it lives."""
    return {id(pick): pick for pick in legal_picks(massacre, limits)}


@quick_init
@dataclass(frozen=True, slots=True)
class BuildRequest(Request):
    """Fill the bot's Stomachs in secret before the first round (``budget`` Stomachs).

    Under a Single Measure (``points`` set) the answer also chooses the jock's Massacre
    (2-10), and Massacre plus the Stomachs filled may not exceed the points.
    ``validate`` accepts any devourables that fit, repeats and spare room included.
    ``legal_choices`` cannot list all of those (hundreds of thousands at ten Stomachs), so
    it lists the representative ones, the way MetalKrushers lists one armour spread per
    loadout: each set of different devourables that leaves no room for one more (a few
    hundred at four Stomachs, a few thousand at ten), for every Massacre the points allow.
    """

    budget: int = 0
    massacre: int = 2
    points: int | None = None

    def legal_choices(self) -> list[Choice]:
        """Every full build of different devourables (for each Massacre the points allow),
        in a stable order."""
        if self.points is None:
            return list(full_builds(self.budget))
        return list(measured_builds(self.budget, self.points))

    def massacres(self) -> range:
        """The Massacres a Single Measure's points allow (just the set one without)."""
        if self.points is None:
            return range(self.massacre, self.massacre + 1)
        return range(MIN_MASSACRE, nearest_massacre(self.points, MAX_MASSACRE) + 1)

    def room(self, massacre: int) -> int:
        """The Stomachs that may be filled with Massacre ``massacre``."""
        if self.points is None:
            return self.budget
        return pool_room(self.points, massacre, self.budget)

    def validate(self, choice: Choice) -> None:
        """Check the Massacre (set, or within the points) and that the devourables are
        known and fit."""
        refuse_wrong_types(self, choice)
        if not isinstance(choice, Build):
            raise IllegalChoice(self, choice, "building takes a Build")
        if not isinstance(choice.devourables, tuple):
            raise IllegalChoice(self, choice, "devourables must be a tuple of names")
        massacre = choice.massacre
        if self.points is None and massacre not in (None, self.massacre):
            raise IllegalChoice(self, choice, f"this jock's Massacre is {self.massacre}")
        if self.points is not None and (isinstance(massacre, bool) or
                                        not isinstance(massacre, int) or
                                        massacre not in self.massacres()):
            raise IllegalChoice(self, choice, f"choose a Massacre of {MIN_MASSACRE}-"
                                f"{self.massacres()[-1]} within the {self.points} points")
        room = self.room(self.massacre if massacre is None else massacre)
        found = fit_problems("the build", choice.devourables, room)
        if found:
            raise IllegalChoice(self, choice, found[0])


@lru_cache(maxsize=16)
def measured_builds(budget: int, points: int) -> tuple[Build, ...]:
    """Under a Single Measure: every full build for every Massacre the points allow (made
    once per pool: at 20 points there are about 40,000, and a search asks for them often)."""
    return tuple(Build(build.devourables, massacre)
                 for massacre in range(MIN_MASSACRE, nearest_massacre(points, MAX_MASSACRE) + 1)
                 for build in full_builds(pool_room(points, massacre, budget)))


@lru_cache(maxsize=16)
def full_builds(budget: int) -> tuple[Build, ...]:
    """Each set of different devourables within ``budget`` Stomachs with no room left for
    another one it lacks (the empty build when nothing fits), names sorted."""
    kinds = sorted(DEVOURABLES)
    found: list[Build] = []

    def extend(index: int, chosen: tuple[str, ...], room: int) -> None:
        if index == len(kinds):
            if all(k in chosen or DEVOURABLES[k].stomachs > room for k in kinds):
                found.append(Build(chosen))
            return
        kind = kinds[index]
        if DEVOURABLES[kind].stomachs <= room:
            extend(index + 1, (*chosen, kind), room - DEVOURABLES[kind].stomachs)
        extend(index + 1, chosen, room)

    extend(0, (), max(0, budget))
    return tuple(found)


@quick_init
@dataclass(frozen=True, slots=True)
class DieRequest(ListRequest):
    """Spend one rolled die: an attack d10 ("attack") or a natural 12 ("grandstand")."""

    die: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class MoveRequest(ListRequest):
    """Take one step (or stop, let go, rip free) with ``moves_left`` hexes still to go."""

    moves_left: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class TargetRequest(ListRequest):
    """A decision about another bot: an onco-round's order (``target`` carries the round)."""

    target: int = -1


def list_request(rid: int, player: int, kind: str, prompt: str,
                 choices: list[Choice]) -> ListRequest:
    """A request with a fixed list of choices."""
    return ListRequest(rid, player, kind, prompt, tuple(choices))
