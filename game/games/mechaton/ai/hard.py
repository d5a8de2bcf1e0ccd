"""The hard Mechaton agent: expectimax over its own dice before it commits to a target.

Naming a target (step b) and a spot target (step c) decides which dice a go rolls and what
they can buy. For each option the agent draws ``ROLLS`` rolls of the dice that option
would bring (a count, never a clock, so a seed always plays the same match), finds the best
assignment of each roll with the heuristic's tables (expected hits, the mean of ``hit_odds``,
threats, hexes), and keeps the option with the best average: a chance node over the roll,
a max node over the assignment. Everything is read from the information state.

With ``foresight`` (the default) it also reads the foes still to go: a defence die is
worth only what it saves from the foes whose best target this mech would be at that
defence (``foresight.guarded_threat``), and hexes are judged with twice the normal agent's
caution (``foresight.CAUTION``). With the same army as the normal agent, these are what
win (docs/ai.md has the figures).

Its army is the lean plan (two attachments a mech, as few mechs as allowed), which we
measured to beat the balanced one (docs/ai.md): fewer attachments earn more points per
asset. Every other decision is the heuristic's.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.match import Choice, Request
from game.games.mechaton.ai.armies import LEAN, army_size, build_choice
from game.games.mechaton.ai.assigning import AssignTables
from game.games.mechaton.ai.flanking import move_worth, order_choice
from game.games.mechaton.ai.foresight import CAUTION, ForesightTables, foresight_assignment
from game.games.mechaton.ai.normal import heuristic_choice
from game.games.mechaton.ai.tactics import SCORERS, go_frame
from game.games.mechaton.rules.choices import SpotTarget, Target
from game.games.mechaton.rules.dicepool import dice_to_roll
from game.games.mechaton.rules.mechs import Die
from game.games.mechaton.rules.requests import AssignRequest, BuildRequest
from game.games.mechaton.rules.state import MechatonState
from game.games.mechaton.rules.terrain import band

ROLLS = 12
"""Rolls drawn per option (the search budget, counted in rolls)."""
OPTIONS = 4
"""Options searched per decision, the heuristic's best first."""


class HardAgent:
    """Hard: lean army; expectimax over its own roll for targets and spots; foresight
    about the foes still to go for its defence and its moves."""

    level = "hard"
    plan = LEAN

    def __init__(self, seed: int, rolls: int = ROLLS, foresight: bool = True) -> None:
        self.rng = random.Random(seed)
        self.rolls = rolls
        self.foresight = foresight

    def choose(self, view: Any, request: Request) -> Choice:
        """Search steps b and c; everything else by the heuristic."""
        if isinstance(request, BuildRequest):
            return build_choice(request, self.plan, army_size(request))
        if request.kind in ("target", "spot") and len(request.legal_choices()) > 1:
            return self._search(view.info, view.seat, request)
        if isinstance(request, AssignRequest) and self.foresight:
            return foresight_assignment(view.info, view.seat, request)
        if request.kind == "move" and self.foresight:
            choices = request.legal_choices()
            return max(choices, key=lambda c: move_worth(view.info, view.seat, request, c,
                                                         CAUTION))
        if request.kind == "order" and self.foresight:
            return order_choice(view.info, CAUTION)
        return heuristic_choice(view.info, view.seat, request)

    def _search(self, info: MechatonState, seat: int, request: Request) -> Choice:
        scorer = SCORERS[request.kind]
        scored = sorted(((scorer(info, seat, request, c), i, c)
                         for i, c in enumerate(request.legal_choices())),
                        key=lambda x: (-x[0], x[1]))
        if request.kind == "spot":
            if scored[0][0] <= 0:
                return SpotTarget(None)
            # a spot die by a friend helps only the foes: never searched
            scored = [x for x in scored if x[2].mech is None
                      or info.mechs[x[2].mech].owner != seat]
        ranked = [c for _, _, c in scored[:OPTIONS]]
        moves: dict[int, float] | None = None
        best, best_value = ranked[0], float("-inf")
        # common random numbers: every option draws its rolls from the same seed, so
        # options rolling the same dice are compared on the same rolls
        draw = self.rng.getrandbits(32)
        for choice in ranked:
            value, moves = self._expected(info, seat, request, choice, moves,
                                          random.Random(draw))
            if value > best_value:
                best, best_value = choice, value
        return best

    def _expected(self, info: MechatonState, seat: int, request: Request, choice: Choice,
                  moves: dict[int, float] | None,
                  rng: random.Random) -> tuple[float, dict[int, float]]:
        """The mean over ``rolls`` draws of the best assignment's worth after ``choice``."""
        state = _after(info, choice)
        frame = go_frame(state)
        mech = state.mechs[frame.uid]
        wanted = dice_to_roll(mech, frame.band if frame.aim is not None else None,
                              frame.spotted is not None, frame.rocket,
                              state.options.double_weapons)
        rolls = [tuple(Die(c, s, rng.randint(1, s)) for c, s in wanted)
                 for _ in range(self.rolls)]
        # every die told apart (no twins), so each roll may use any of them
        apart = tuple(Die(c, s, i + 1) for i, (c, s) in enumerate(wanted))
        ask = AssignRequest(0, seat, "assign", "", mech=mech.uid, dice=apart,
                            attacking=frame.aim is not None,
                            spotting=frame.spotted is not None)
        tables = (ForesightTables if self.foresight else AssignTables)(state, seat, ask, moves)
        choices = ask.legal_choices()
        total = sum(tables.best(choices, roll) for roll in rolls)
        return total / len(rolls), tables.moves()


def _after(info: MechatonState, choice: Choice) -> MechatonState:
    """A copy of ``info`` with the step b or c choice noted on the running go."""
    state = info.clone()
    frame = go_frame(state)
    if isinstance(choice, Target):
        frame.aim, frame.rocket = choice.mech, choice.rocket
        if choice.mech is not None:
            me, victim = state.mechs[frame.uid], state.mechs[choice.mech]
            assert me.hex is not None and victim.hex is not None
            frame.band = band(me.hex, victim.hex, state.options.direct_range)
    elif isinstance(choice, SpotTarget):
        frame.spotted = choice.mech
    frame.green = frame.green or any(
        c == "green" for c, _ in dice_to_roll(state.mechs[frame.uid], None, False, False,
                                              False))
    return state
