"""What one player may see: the whole arena once construction is over; before that, only
their own designs.

A ``MatchView`` is a *board* for game.games.metalkrushers.rules.odds and .facing: its
Krushers carry the same attributes as the state's, so the UI and AI compute arcs, to-hit
sums and chances exactly as the rules do (``view.attack_terms``, ``view.odds``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.arena import Arena
from game.core.hexes import Hex
from game.core.ruleset import UnitView
from game.games.metalkrushers.rules import odds as od
from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.data import INTERNAL_LINKAGE, Item
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.programs import PROGRAMS, Program

if TYPE_CHECKING:
    from game.games.metalkrushers.rules.state import KrusherResult, KrusherState


@dataclass(frozen=True, slots=True)
class KrusherView:
    """One Krusher as a player sees it. ``hidden``: another seat's design during secret
    construction (hands, armour and build are blanked). Armour is kept in SIDES order (F,
    LF, LR, B, RR, RF; ``data.armour_by_side`` lists it for players); ``shield_ap``, ``armour``
    and ``il`` include the damage marked this turn, which takes effect when the turn ends
    (``turn_shield_ap`` is the shield's armour as the turn began, what its guard reads);
    ``shield_use`` / ``parries`` / ``oust`` are this turn's declarations."""

    uid: int
    seat: int
    team: int
    name: str
    hex: Hex
    facing: int
    build: Build | None
    hidden: bool
    chassis: str
    program: Program
    hands: tuple[Item | None, ...]
    armour: tuple[int, ...]
    max_armour: int
    shield_ap: int
    turn_shield_ap: int
    il: int
    defeated: bool
    im: int
    score: int
    mp: int
    moved: bool
    free_turn: bool
    arming: bool
    attacked: bool
    reflex_tried: bool
    used: frozenset[int]
    shield_use: tuple[str, int, int] | None
    parries: Mapping[int, tuple[int, int]]
    oust: tuple[int, int] | None
    oust_failed_on: bool
    saved: bool

    @property
    def active(self) -> bool:
        """Still in the fight."""
        return not self.defeated


@dataclass(frozen=True, slots=True)
class MatchView:
    """The match from one seat (None: a spectator who sees no secrets)."""

    seat: int | None
    scenario: str
    turn: int
    phase: str
    step: str
    krushers: tuple[KrusherView, ...]
    arena: Arena
    move_order: tuple[int, ...]
    combat_order: tuple[int, ...]
    attacker: int
    defender: int
    over: bool
    result: KrusherResult | None

    def krusher(self, uid: int) -> KrusherView:
        """The Krusher with this uid."""
        return self.krushers[uid - 1]

    def units(self) -> tuple[UnitView, ...]:
        """Every Krusher as a shared-code unit (facing 0-5, health = Internal Linkage)."""
        return tuple(UnitView(k.uid, k.seat, k.hex, k.facing, max(k.il, 0), INTERNAL_LINKAGE,
                              k.name, not k.defeated) for k in self.krushers)

    def attack_terms(self, attacker: int, hand: int, defender: int) -> tuple[od.Term, ...]:
        """The to-hit modifiers of that attack as things stand."""
        return od.attack_terms(self, self.krusher(attacker), hand, self.krusher(defender))

    def odds(self, attacker: int, hand: int, defender: int) -> tuple[float, float]:
        """(chance to hit, chance of a critical) of that attack as things stand."""
        return od.odds(self, self.krusher(attacker), hand, self.krusher(defender))


def view_for(state: KrusherState, seat: int | None) -> MatchView:
    """Build the view of ``state`` for ``seat``."""
    building = state.phase == "build"
    krushers = tuple(_krusher_view(k, building and k.seat != seat) for k in state.krushers)
    attacker = defender = 0
    if state.phase == "combat" and state.combat_index < len(state.combat_order):
        attacker = state.combat_order[state.combat_index]
        if state.step != "plan" and state.pair_index < len(state.pairs):
            defender = state.pairs[state.pair_index]
    return MatchView(seat, state.setup.scenario, state.turn, state.phase, state.step, krushers,
                     state.arena, tuple(state.move_order), tuple(state.combat_order),
                     attacker, defender, state.over, state.result_)


def fixed_parts(state: KrusherState) -> dict[str, object]:
    """What every view of the match carries unchanged from start to end, by name: the arena
    (everyone sees it). The online server sends it once instead of in every view."""
    return {"arena": state.arena}


def _krusher_view(k: Krusher, hidden: bool) -> KrusherView:
    return KrusherView(
        k.uid, k.seat, k.team, k.name, k.hex, k.facing, None if hidden else k.build,
        hidden, "" if hidden else k.chassis,
        PROGRAMS["weapon-and-weapon"] if hidden else k.program, (None, None) if hidden
        else tuple(k.hands), (0,) * 6 if hidden else tuple(k.armour),
        0 if hidden else k.max_armour, 0 if hidden else k.shield_ap,
        0 if hidden else k.turn_shield_ap, k.il, k.defeated,
        0 if hidden else k.im, k.score, k.mp, k.moved, k.free_turn, k.arming, k.attacked,
        k.reflex_tried, frozenset(k.used), k.shield_use, dict(k.parries), k.oust,
        k.oust_failed_on, k.saved)
