"""The random MetalKrushers agent: any legal choice, with a seeded random armour spread; when
walking it mostly takes a step or turn that closes in on the nearest enemy (a walk drawn
uniformly never meets anyone on a big arena, and every match ran out of turns), and once
there it mostly turns to face it, attacks with every hand it can and keeps its weapons and
shield for attacking rather than parrying (drawn uniformly, most attack plans leave a hand
idle and most answers parry, so nearly every duel still ran out of turns).

It is the easy level, so it slips as a beginner would (docs/ai.md, fifth pass): next to an
enemy it often stops where it stands instead of turning to face it (``FORGETS_TO_FACE``), it
mostly forgets to try Reflex Facing (``SKIPS_REFLEX``), and now and then it leaves a weapon
idle when it could strike (``FULL_ATTACK``). Striking with every hand every turn while
normal parried, it took 18 of 160 Duelist and Skirmisher mirror duels off the normal level
before these slips, 3 with them."""

from __future__ import annotations

import random

from game.core.hexes import distance, nearest_direction, neighbour
from game.core.match import Choice, Request
from game.games.metalkrushers.ai.seat import KrusherSeatView
from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.choices import Move, NoParry, Reflex, Strike, UseShield
from game.games.metalkrushers.rules.data import CHASSIS
from game.games.metalkrushers.rules.requests import BuildRequest
from game.games.metalkrushers.rules.state import KrusherState

CLOSE_IN = 0.9
"""How often a walking Krusher takes a step or turn toward the nearest enemy when one is on
offer (else any legal choice)."""
FIGHT = 0.9
"""How often a Krusher declines to parry or to spend its shield when it may (else any legal
choice)."""
FULL_ATTACK = 0.6
"""How often it attacks with as many hands as it can (else any legal attack plan, which
often leaves a hand idle)."""
FORGETS_TO_FACE = 0.5
"""How often, at each step or turn while next to an enemy, it stops where it stands (and
lets its free turn go) instead of turning to face the enemy."""
SKIPS_REFLEX = 0.7
"""How often it lets a Reflex Facing go untried (else it tries one at random)."""


def random_armour(rng: random.Random, chassis: str) -> tuple[int, ...]:
    """A random legal spread of the chassis' armour over the six sides."""
    c = CHASSIS[chassis]
    armour = [0] * 6
    for _ in range(c.total):
        side = rng.choice([s for s in range(6) if armour[s] < c.max_side])
        armour[side] += 1
    return tuple(armour)


class RandomAgent:
    """Random: a uniformly random legal choice (a random loadout and armour spread for
    construction)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: KrusherSeatView, request: Request) -> Choice:
        """A random legal choice (mostly closing in while walking), with the slips above."""
        if request.kind == "reflex" and self.rng.random() < SKIPS_REFLEX:
            return Reflex(None)
        if request.kind == "move":
            walk = self._walk(view.info, request)
            if walk is not None:
                return walk
        if request.kind in FIERCE and self.rng.random() < FIERCE[request.kind]:
            fierce = fiercest(request.legal_choices())
            if fierce:
                return self.rng.choice(fierce)
        choice = self.rng.choice(request.legal_choices())
        if isinstance(request, BuildRequest) and isinstance(choice, Build):
            return Build(choice.chassis, choice.program, choice.left, choice.right,
                         random_armour(self.rng, choice.chassis))
        return choice

    def _walk(self, state: KrusherState, request: Request) -> Choice | None:
        """A stop next to an enemy (``FORGETS_TO_FACE``), else mostly a step or turn closing
        in; None: any legal choice."""
        if next_to_enemy(state, request) and Move("stop") in request.legal_choices() \
                and self.rng.random() < FORGETS_TO_FACE:
            return Move("stop")
        if self.rng.random() < CLOSE_IN:
            closer = closing_in(state, request)
            if closer:
                return self.rng.choice(closer)
        return None


FIERCE = {"plan": FULL_ATTACK, "parry": FIGHT, "shield": FIGHT}
"""The requests where the agent mostly plays ``fiercest``, with how often it does."""


def next_to_enemy(state: KrusherState, request: Request) -> bool:
    """Whether the Krusher ``request`` is about stands next to an active enemy."""
    k = state.krusher(request.krusher)  # type: ignore[attr-defined]
    return any(e.active and e.team != k.team and distance(k.hex, e.hex) <= 1
               for e in state.krushers)


def fiercest(choices: list[Choice]) -> list[Choice]:
    """Of a request's choices, the attack plans striking with the most hands, or the answers
    that keep every hand and the shield free to attack (no parry, shield left unused)."""
    strikes = [c for c in choices if isinstance(c, Strike)]
    if strikes:
        most = max(sum(1 for t in c.targets if t) for c in strikes)
        return [c for c in strikes if sum(1 for t in c.targets if t) == most] if most else []
    return [c for c in choices if isinstance(c, NoParry)
            or (isinstance(c, UseShield) and c.use == "none")]


def closing_in(state: KrusherState, request: Request) -> list[Choice]:
    """The walking actions on offer that bring the Krusher nearer the nearest enemy (a step)
    or face it more squarely (a turn); next to one, only turns toward it (standing still
    once it faces it)."""
    k = state.krusher(request.krusher)  # type: ignore[attr-defined]
    enemies = [e.hex for e in state.krushers if e.active and e.team != k.team]
    if not enemies:
        return []
    target = min(enemies, key=lambda h: distance(k.hex, h))
    gap = distance(k.hex, target)
    ahead = nearest_direction(k.hex, target)
    found: list[Choice] = []
    for choice in request.legal_choices():
        if not isinstance(choice, Move):
            continue
        if choice.action == "forward" and gap > 1 \
                and distance(neighbour(k.hex, k.facing), target) < gap:
            found.append(choice)
        if choice.action == "stop" and gap <= 1 and k.facing == ahead:
            found.append(choice)
        turned = {"left": k.facing + 1, "right": k.facing - 1}.get(choice.action)
        if turned is not None and _off(turned, ahead) < _off(k.facing, ahead):
            found.append(choice)
    return found


def _off(facing: int, ahead: int) -> int:
    """Hexsides between ``facing`` and the direction ``ahead`` (0 to 3)."""
    turn = (facing - ahead) % 6
    return min(turn, 6 - turn)
