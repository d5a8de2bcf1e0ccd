"""A Meatbot Massacre tournament: the same fighters over a series of matches (stdlib only).

The flow, driven by whoever holds the tournament (the UI, a test, a simulator)::

    t = new_tournament("Spring Slam", "grudge", TwinMeasure(3, 3), fighters, "maps/x.tmx", 7)
    while t.phase != "over":
        if t.phase == "match":
            fixture = t.next_fixture()          # who fights, with a seed for the match
            t.record(outcome_from_state(...))   # fans, digestion, repair, history
        elif t.phase == "gnaw":
            t.gnaw(choice)                      # from t.gnaw_options(), or None to let it be
        elif t.phase == "shop":
            t.shop(t.shop_queue[0], order)      # a ShopOrder; ShopOrder() banks everything

Bots are repaired between matches (full Meat, full ammo, onco losses gone): a fighter carries
only its Massacre, its devourables and its Fan Points from one match to the next.
Everything round-trips through tournament_json.py's ``tournament_to_json`` and
``tournament_from_json`` (versioned).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.games.meatbot.rules.measure import Measure
from game.games.meatbot.rules.tournament_fans import FanAward, MatchOutcome, fan_awards
from game.games.meatbot.rules.tournament_fighters import (
    Fighter,
    Gnaw,
    ShopOrder,
    SpendError,
    apply_gnaw,
    gnaw_options,
    spend,
)
from game.games.meatbot.rules.tournament_schedule import (
    Heat,
    bracket_champion,
    grudge_bracket,
    next_heat,
    round_name,
    royale_champion,
    royale_next,
)

FORMAT = "hexbrawl-tournament"
VERSION = 1
FORMATS = ("grudge", "royale")
FORMAT_NAMES = {"grudge": "Grudge Match", "royale": "Battle Royale"}
PHASES = ("match", "gnaw", "shop", "over")


@dataclass(frozen=True, slots=True)
class Fixture:
    """The next match: a label, the bracket place (Grudge), the fighters in seat order, a seed."""

    number: int
    stage: str
    fighters: tuple[int, ...]
    seed: int
    slot: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class FanLine:
    """One fighter's fan account for one match."""

    fighter: int
    award: FanAward
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One played match, for the history and the standings (fighter indices throughout)."""

    number: int
    stage: str
    fighters: tuple[int, ...]
    winner: int | None
    reason: str
    rounds: int
    fans: tuple[FanLine, ...]
    gained: tuple[tuple[int, str], ...] = ()
    lost: tuple[tuple[int, str], ...] = ()
    gnawed: Gnaw | None = None
    slot: tuple[int, int] | None = None


class Tournament:
    """A tournament in progress; see the module docstring for the flow."""

    def __init__(self, name: str, format: str, measure: Measure, fighters: Sequence[Fighter],
                 arena_path: str, seed: int, seeding: Sequence[int] | None = None) -> None:
        if format not in FORMATS:
            raise ValueError(f"format must be one of {FORMATS}, not {format!r}")
        if len(fighters) < 2:
            raise ValueError("a tournament needs at least two fighters")
        self.name = name
        self.format = format
        self.measure = measure
        self.fighters = list(fighters)
        self.arena_path = arena_path
        self.seed = seed
        self.seeding = tuple(seeding) if seeding is not None else tuple(range(len(fighters)))
        if sorted(self.seeding) != list(range(len(fighters))):
            raise ValueError("seeding must list every fighter once")
        self.history: list[MatchRecord] = []
        self.phase = "match"
        self.shop_queue: list[int] = []

    # -- schedule ---------------------------------------------------------------------------
    def bracket(self) -> list[list[Heat]]:
        """The Grudge bracket with every decided heat (empty for a Battle Royale)."""
        if self.format != "grudge":
            return []
        results = {r.slot: r.winner for r in self.history
                   if r.slot is not None and r.winner is not None}
        return grudge_bracket(self.seeding, results)

    def next_fixture(self) -> Fixture | None:
        """The next match to fight (None when the tournament is over)."""
        number, seed = len(self.history), self.seed * 1000 + len(self.history)
        if self.format == "grudge":
            bracket = self.bracket()
            heat = next_heat(bracket)
            if heat is None or heat.a is None or heat.b is None:
                return None
            stage = round_name(heat.round, len(bracket))
            return Fixture(number, stage, (heat.a, heat.b), seed, (heat.round, heat.index))
        index = royale_next(len(self.fighters), [r.winner for r in self.history])
        if index is None:
            return None
        total = len(self.fighters)
        stage = f"Battle {index + 1} of {total}" if index < total else f"Decider {index + 1}"
        return Fixture(number, stage, tuple(self.seeding), seed)

    def champion(self) -> int | None:
        """The tournament's winner once it is over: the bracket's final winner, or in a Battle
        Royale whoever won the last match, however the standings look (our ruling)."""
        if self.format == "grudge":
            return bracket_champion(self.bracket())
        return royale_champion(len(self.fighters), [r.winner for r in self.history])

    # -- after a match ----------------------------------------------------------------------
    def record(self, outcome: MatchOutcome) -> MatchRecord:
        """Take a finished match of the current fixture: fans, digestion, repair, history."""
        fixture = self._expect("match")
        if len(outcome.seats) != len(fixture.fighters):
            raise ValueError(f"the outcome has {len(outcome.seats)} seats, the fixture "
                             f"{len(fixture.fighters)} fighters")
        lines, gained, lost = [], [], []
        for seat, award in enumerate(fan_awards(outcome)):
            index = fixture.fighters[seat]
            fighter = self.fighters[index]
            kept = outcome.seats[seat].devourables
            gained += [(index, k) for k in (Counter(kept) - Counter(fighter.devourables))]
            lost += [(index, k) for k in (Counter(fighter.devourables) - Counter(kept))]
            after = award.settle(fighter.fan_points)
            lines.append(FanLine(index, award, fighter.fan_points, after))
            self.fighters[index] = replace(fighter, devourables=tuple(kept), fan_points=after,
                                           fans_earned=fighter.fans_earned + award.gain)
        winner = None if outcome.winner is None else fixture.fighters[outcome.winner]
        record = MatchRecord(fixture.number, fixture.stage, fixture.fighters, winner,
                             outcome.reason, outcome.rounds, tuple(lines), tuple(gained),
                             tuple(lost), None, fixture.slot)
        self.history.append(record)
        over = self.next_fixture() is None
        self.phase = "gnaw" if self.gnaw_options() and not over else "match"
        self._after_gnaw()
        return record

    def losers(self) -> list[int]:
        """The fighters the last match's winner beat."""
        last = self.history[-1] if self.history else None
        if last is None or last.winner is None:
            return []
        return [i for i in last.fighters if i != last.winner]

    def gnaw_options(self) -> list[Gnaw]:
        """What the last match's winner may bite off a loser (empty after a draw)."""
        if not self.history or self.history[-1].winner is None or self.history[-1].gnawed:
            return []
        return gnaw_options(self.fighters, self.history[-1].winner, self.losers())

    def gnawing(self) -> int | None:
        """The fighter choosing a bite, while the phase is "gnaw"."""
        return self.history[-1].winner if self.phase == "gnaw" else None

    def gnaw(self, choice: Gnaw | None) -> None:
        """The winner's bite (None: it takes nothing); SpendError if not allowed."""
        self._expect("gnaw")
        last = self.history[-1]
        if choice is not None:
            assert last.winner is not None
            self.fighters = apply_gnaw(self.fighters, last.winner, self.losers(), choice)
            self.history[-1] = replace(last, gnawed=choice)
        self.phase = "match"
        self._after_gnaw()

    def _after_gnaw(self) -> None:
        if self.phase == "gnaw":
            return
        fixture = self.next_fixture()
        if fixture is None:
            self.phase, self.shop_queue = "over", []
            return
        self.shop_queue = [i for i in fixture.fighters if self.fighters[i].fan_points > 0] \
            if self.history else []
        self.phase = "shop" if self.shop_queue else "match"

    def shop(self, fighter: int, order: ShopOrder) -> None:
        """Fighter ``fighter`` spends (an empty order banks everything); next in the queue."""
        self._expect("shop")
        if fighter != self.shop_queue[0]:
            raise SpendError(f"it is {self.fighters[self.shop_queue[0]].name}'s turn to shop")
        self.fighters[fighter] = spend(self.fighters[fighter], order)
        self.shop_queue.pop(0)
        if not self.shop_queue:
            self.phase = "match"

    def _expect(self, phase: str) -> Fixture:
        if self.phase != phase:
            raise SpendError(f"the tournament is at the {self.phase!r} step, not {phase!r}")
        fixture = self.next_fixture()
        if fixture is None:
            raise SpendError("the tournament is over")
        return fixture


def new_tournament(name: str, format: str, measure: Measure, fighters: Sequence[Fighter],
                   arena_path: str, seed: int, shuffle: bool = True) -> Tournament:
    """A fresh tournament; every fighter's build must fit ``measure``. ``shuffle`` draws the
    seeding from ``seed`` (otherwise fighters are seeded in the order given)."""
    problems = [p for f in fighters for p in measure.check(f.build())] + measure.problems()
    if problems:
        raise ValueError("; ".join(problems))
    seeding = list(range(len(fighters)))
    if shuffle:
        random.Random(seed).shuffle(seeding)
    return Tournament(name, format, measure, fighters, arena_path, seed, seeding)


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings table."""

    fighter: int
    played: int
    wins: int
    draws: int
    losses: int
    kills: int
    grandstands: int
    fans_earned: int
    out: bool


def standings(tournament: Tournament) -> list[Standing]:
    """Every fighter's record, best first: still in (Grudge), wins, fans earned, kills."""
    knocked_out = _eliminated(tournament)
    table = []
    for index, fighter in enumerate(tournament.fighters):
        played = [r for r in tournament.history if index in r.fighters]
        lines = [line for r in played for line in r.fans if line.fighter == index]
        wins = sum(r.winner == index for r in played)
        draws = sum(r.winner is None for r in played)
        table.append(Standing(index, len(played), wins, draws, len(played) - wins - draws,
                              sum(x.award.kills for x in lines),
                              sum(x.award.grandstands for x in lines), fighter.fans_earned,
                              index in knocked_out))
    champion = tournament.champion()
    table.sort(key=lambda s: (s.fighter != champion, s.out, -s.wins, -s.fans_earned,
                              -s.kills, tournament.fighters[s.fighter].name))
    return table


def _eliminated(tournament: Tournament) -> set[int]:
    if tournament.format != "grudge":
        return set()
    return {i for r in tournament.history if r.winner is not None and r.slot is not None
            for i in r.fighters if i != r.winner}


__all__ = ["FORMAT", "VERSION", "FORMATS", "FORMAT_NAMES", "Fixture", "FanLine", "MatchRecord",
           "Standing", "Tournament", "new_tournament", "standings"]
