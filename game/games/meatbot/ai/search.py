"""The hard AI: treats the secret pick as a matrix game and solves it.

At each Pick phase it lists its own best dozen picks and each foe's likely picks (the
heuristic's ranking from that foe's seat, using only what this seat knows, turned into a
prior). For every pair it works out the round exactly over all dice (``pickgame``): the
spread of damage each side deals, and from it the chance to win the duel afterwards, with
grandstand dice priced by the race they leave (``stands``). In a
duel, regret matching finds the equilibrium of that table and the agent plays the pick that
does best against a blend of the equilibrium and the prior (safe against a clever foe,
sharp against a predictable one). With several foes it plays that duel game against the one
foe in the fight, if only one is, and otherwise takes the heuristic's pick (sampling every
foe's hidden pick with ``determinize`` was measured worse; see docs/ai.md). In a duel it
moves by the race from each reachable hex (``duelmove``); attack dice go to the blow that
most improves a race (``allocate``) and a 12 to the grandstand that does (``stands``). Every
other decision uses the heuristic (``heuristic``); its build is the strongest we measured
(``builds.HARD_PREFERENCE``).

Sampled playouts of the round were tried first and measured worse than the heuristic (dice
noise hides differences of about one Meat between picks; see docs/ai.md), so the payoffs are
computed in closed form instead of sampled.
"""

from __future__ import annotations

import math
import random

import numpy as np

from game.ai.base import SeatView
from game.core.match import Choice, Request
from game.games.meatbot.ai import allocate, builds, duelmove, heuristic, stands
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.ai.pickgame import Duel, as_pick
from game.games.meatbot.ai.scoring import PickPlan
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.state import MeatbotState

MY_CANDIDATES = 12
FOE_CANDIDATES = 12
PRIOR_TEMPERATURE = 0.5
"""How sharply the foe model trusts the heuristic's ranking (Meat-ish units)."""
BLEND = 0.5
"""Weight of the prior against the equilibrium when answering a duel's payoff table."""


class SearchAgent:
    """Hard: solves the simultaneous pick as a matrix game (see the module docstring)."""

    level = "hard"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, request: Request) -> Choice:
        """Solve the pick; buy the strongest build we measured; play the rest with the
        heuristic."""
        if request.kind == "build":
            return builds.preferred_answer(request, builds.HARD_PREFERENCE)
        if request.kind == "pick":
            return self._pick(view.info, view.seat, request)
        if request.kind == "move":
            return duelmove.choose_move(view.info, view.seat, request)
        if request.kind == "attack":
            return allocate.choose_attack(view.info, view.seat, request)
        if request.kind == "grandstand":
            return self._grandstand(view.info, view.seat, request)
        return heuristic.choose(view.info, view.seat, request)

    # -- the pick --------------------------------------------------------------------------
    def _pick(self, info: MeatbotState, seat: int, request: Request) -> Choice:
        plans = Plans(info)
        ranked = heuristic.rank(info, seat, request, plans[seat])
        mine = with_stands([c for _, c in ranked if isinstance(c, Pick)][:MY_CANDIDATES],
                           request.legal_choices())
        if len(mine) <= 1:
            return ranked[0][1]
        foes = foe_models(info, seat, plans)
        if not foes:
            return mine[0]
        if len(foes) == 1:
            return self._duel_pick(info, seat, mine, foes[0], plans)
        return self._crowd_pick(info, seat, mine, foes, plans)

    def _duel_pick(self, info: MeatbotState, seat: int, mine: list[Pick],
                   foe: tuple[int, list[Choice], list[float]], plans: Plans) -> Choice:
        foe_seat, theirs, prior = foe
        game = stands.StandGame(info, info.bots[seat], info.bots[foe_seat], plans[seat],
                                plans[foe_seat])
        table = [[game.payoff(pick, as_pick(guess)) for guess in theirs] for pick in mine]
        equilibrium = regret_matching(table)
        blend = [BLEND * p + (1 - BLEND) * q for p, q in zip(prior, equilibrium, strict=True)]
        worth = [sum(row[j] * blend[j] for j in range(len(blend))) for row in table]
        return mine[max(range(len(mine)), key=lambda i: (worth[i], -i))]

    def _crowd_pick(self, info: MeatbotState, seat: int, mine: list[Pick],
                    foes: list[tuple[int, list[Choice], list[float]]], plans: Plans) -> Choice:
        """With several foes: the duel game against the one foe in the fight (the only one
        that can hurt me or that I can hurt this round), else the heuristic's pick."""
        me = info.bots[seat]
        engaged = [foe for foe in foes if in_the_fight(info, me, info.bots[foe[0]])]
        if len(engaged) == 1:
            return self._duel_pick(info, seat, mine, engaged[0], plans)
        return mine[0]

    def _grandstand(self, info: MeatbotState, seat: int, request: Request) -> Choice:
        """The modelled grandstand that most improves my race against its target (with
        several foes, each foe's race alone); the heuristic's choice when none helps."""
        me, legal = info.bots[seat], request.legal_choices()
        best, gain = None, 1e-9
        for foe in tx.enemies(info, seat):
            stand, value = stands.best_stand(info, me, foe, legal)
            if stand is None:
                continue
            improvement = value - stands.race_value(info, me, foe)
            if improvement > gain:
                best, gain = stand.choice, improvement
        return best if best is not None else heuristic.choose(info, seat, request)


def with_stands(mine: list[Pick], legal: list[Choice]) -> list[Pick]:
    """My candidate picks plus, for the best one, the legal picks that trade one of its dice
    (or two attack dice) for grandstand dice: the heuristic prices a 12 too low to rank them,
    the pick game prices it exactly (``stands``)."""
    if not mine:
        return mine
    top = mine[0]
    base = (top.d4, top.d6, top.d10, top.d12)
    wanted = {(top.d4, top.d6, top.d10 - 2, top.d12 + 2)}
    for i in range(3):
        swapped = list(base)
        swapped[i] -= 1
        swapped[3] += 1
        wanted.add(tuple(swapped))
    extra = [c for c in legal if isinstance(c, Pick) and c not in mine
             and (c.d4, c.d6, c.d10, c.d12) in wanted]
    return mine + extra


def in_the_fight(info: MeatbotState, me: Bot, foe: Bot) -> bool:
    """True if either bot could hurt the other with an attack die this round."""
    return bool(Duel(info, me, foe).faces or Duel(info, foe, me).faces)


class Plans(dict[int, PickPlan]):
    """Each seat's ``PickPlan`` for one decision, made on first use."""

    def __init__(self, info: MeatbotState) -> None:
        super().__init__()
        self.info = info

    def __missing__(self, seat: int) -> PickPlan:
        plan = self[seat] = PickPlan(self.info, self.info.bots[seat])
        return plan


def foe_models(info: MeatbotState, seat: int, plans: Plans
               ) -> list[tuple[int, list[Choice], list[float]]]:
    """For each foe still to pick: its likely picks (the heuristic's best few, seen from its
    own seat with what we know) and how likely each is."""
    models = []
    for request in info.pending():
        if request.player == seat or request.kind != "pick":
            continue
        ranked = heuristic.rank(info, request.player, request, plans[request.player])
        ranked = ranked[:FOE_CANDIDATES]
        top = ranked[0][0]
        weights = [math.exp((score - top) / PRIOR_TEMPERATURE) for score, _ in ranked]
        total = sum(weights)
        models.append((request.player, [c for _, c in ranked], [w / total for w in weights]))
    return models


def regret_matching(table: list[list[float]], rounds: int = 300) -> list[float]:
    """The column player's equilibrium mix in the zero-sum game ``table`` (row's payoffs),
    by regret matching with regrets floored at zero (regret matching+), averaged."""
    payoff = np.asarray(table, dtype=float)
    rows, cols = payoff.shape
    regret_r, regret_c = np.zeros(rows), np.zeros(cols)
    total_c = np.zeros(cols)
    for _ in range(rounds):
        mix_r, mix_c = _positive_mix(regret_r), _positive_mix(regret_c)
        value_r = payoff @ mix_c
        value_c = -(mix_r @ payoff)
        regret_r = np.maximum(0.0, regret_r + value_r - value_r @ mix_r)
        regret_c = np.maximum(0.0, regret_c + value_c - value_c @ mix_c)
        total_c += mix_c
    return [float(t) for t in total_c / total_c.sum()]


def _positive_mix(regrets: np.ndarray) -> np.ndarray:
    positive = regrets.sum()
    if positive <= 0:
        return np.full(len(regrets), 1.0 / len(regrets))
    return regrets / positive
