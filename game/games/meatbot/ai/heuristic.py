"""The normal AI: a heuristic player that scores every legal choice and takes the best.

It picks dice by weighing expected damage dealt, damage kept off by Defend, the worth of
moving and the odds of a grandstand; spends attack dice on the best target (kills first,
then the most damage, focus on the weakest), aims blasts and sprays where they catch the
most foes, walks to the hex with the best offence-minus-threat, and keeps out of shells.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import areas
from game.core.hexes import distance
from game.core.match import Choice, Request
from game.games.meatbot.ai import letgo, scoring
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import (
    HyperhealOrder,
    MoveTiming,
    OncoOrder,
    Pick,
    Release,
    RipFree,
    Step,
    Stop,
)
from game.games.meatbot.rules.state import MeatbotState


def choose(state: MeatbotState, seat: int, request: Request) -> Choice:
    """The heuristic's choice for ``request`` (always one of its legal choices)."""
    let_go = letgo.choose(state, seat, request)
    if let_go is not None:
        return let_go
    ranked = rank(state, seat, request)
    return ranked[0][1]


def rank(state: MeatbotState, seat: int, request: Request,
         plan: scoring.PickPlan | None = None) -> list[tuple[float, Choice]]:
    """Legal choices with scores, best first (ties keep the core's order). A Pick request
    may be given the seat's ``PickPlan`` if the caller already has it."""
    choices = request.legal_choices()
    scorer = SCORERS.get(request.kind)
    if scorer is None or len(choices) == 1:
        return [(0.0, c) for c in choices]
    if plan is not None and request.kind == "pick":
        scores = [plan.score(c) if isinstance(c, Pick) else plan.eat_worth(c) for c in choices]
    else:
        scores = scorer(state, state.bots[seat], choices, request)
    order = sorted(range(len(choices)), key=lambda i: -scores[i])
    return [(scores[i], choices[i]) for i in order]


# -- the Pick phase ----------------------------------------------------------------------------

def score_picks(state: MeatbotState, bot: Bot, choices: list[Choice], request: Request
                ) -> list[float]:
    """Scores for every pick (and eating) at the start of a round."""
    plan = scoring.PickPlan(state, bot)
    return [plan.score(c) if isinstance(c, Pick) else plan.eat_worth(c) for c in choices]


# -- attack dice and grandstands ---------------------------------------------------------------

def score_attacks(state: MeatbotState, bot: Bot, choices: list[Choice], request: Request
                  ) -> list[float]:
    """Scores for spending one attack die (its value is the die being allocated now)."""
    die = getattr(request, "die", 0) or current_die(state, bot.seat)
    near = scoring.near_bots(state)
    return [scoring.attack_worth(state, bot, die, c, near) for c in choices]


def score_grandstands(state: MeatbotState, bot: Bot, choices: list[Choice], request: Request
                      ) -> list[float]:
    """Scores for a successful grandstand."""
    return [scoring.grandstand_worth(state, bot, c) for c in choices]


def current_die(state: MeatbotState, seat: int) -> int:
    """The value of the die ``seat`` is allocating in the open step."""
    if state.step:
        for index, (who, value) in enumerate(state.step):
            if who == seat and index not in state.step_choices:
                return value
    return 1


# -- movement and the small decisions ---------------------------------------------------------

def score_moves(state: MeatbotState, bot: Bot, choices: list[Choice], request: Request
                ) -> list[float]:
    """Step toward the best hex in reach; stop when there; let go or rip free when useful."""
    left = state.move_left.get(bot.seat, 0)
    outlook = tx.Outlook(state, bot)
    goal, worth, _ = outlook.best_spot(left)
    here = outlook.worth(bot.hex)
    blocked = {b.hex for b in state.bots if b.active and b.seat != bot.seat}
    to_goal = areas.reach(state.arena, goal, left + 1, blocked)
    scores = []
    for choice in choices:
        if isinstance(choice, Step):
            scores.append(-to_goal.get(choice.to, 99) + (0.5 if goal != bot.hex else -99))
        elif isinstance(choice, Stop):
            scores.append(0.0 if goal == bot.hex else -50.0)
        elif isinstance(choice, Release):
            victim = _held(state, bot)
            keep = victim is not None and distance(goal, victim.hex) <= 1
            scores.append(-60.0 if keep or worth - here < 1.5 else 1.0)
        elif isinstance(choice, RipFree):
            scores.append(1.0 if worth - here > 3.0 and bot.meat > 9 else -60.0)
        else:
            scores.append(-99.0)
    return scores


def _held(state: MeatbotState, bot: Bot) -> Bot | None:
    for bond in state.bonds:
        if bond.kind == "lock" and bond.a == bot.seat and bond.b is not None:
            return state.bots[bond.b]
    return None


def score_onco(state: MeatbotState, bot: Bot, choices: list[Choice], request: Request
               ) -> list[float]:
    """Lower the victim's Defend while it is above 1 (every later die hits more), else harm."""
    return [{"defend": 3.0, "damage": 1.0, "move": 0.5, "birp": 0.2}[c.effect]
            if isinstance(c, OncoOrder) else 0.0 for c in choices]


def score_heal(state: MeatbotState, bot: Bot, choices: list[Choice], request: Request
               ) -> list[float]:
    """Expel an onco-round when one is lodged (it would hurt every round), else heal."""
    return [1.0 if isinstance(c, HyperhealOrder) and c.expel is not None else 0.5
            for c in choices]


def score_timing(state: MeatbotState, bot: Bot, choices: list[Choice], request: Request
                 ) -> list[float]:
    """With a Nerve Lace, move after the others: they show their hand first."""
    return [1.0 if isinstance(c, MoveTiming) and c.after else 0.0 for c in choices]


SCORERS: dict[str, Callable[[MeatbotState, Bot, list[Choice], Request], list[float]]] = {
    "pick": score_picks, "attack": score_attacks, "grandstand": score_grandstands,
    "move": score_moves, "onco": score_onco, "hyperheal": score_heal, "timing": score_timing,
}

__all__ = ["choose", "rank", "current_die", "SCORERS"]
