"""Combat-phase judgements shared by the normal and hard agents: what is still coming at a
Krusher this turn, and what each declaration (Reflex Facing, shield, parry, targets) is worth.
All of it works on a rules state (an information state or a playout copy) and the exact
expected values of ``values``.
"""

from __future__ import annotations

from game.core.match import Choice
from game.games.metalkrushers.ai.values import NORMAL, Weights, attack_value, best_attacks
from game.games.metalkrushers.rules.choices import Parry, Reflex, Strike, UseShield
from game.games.metalkrushers.rules.combat import REFLEX_TARGET
from game.games.metalkrushers.rules.data import CHASSIS
from game.games.metalkrushers.rules.facing import attack_item
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import in_reach
from game.games.metalkrushers.rules.state import KrusherState


def current_uid(state: KrusherState) -> int:
    """The Krusher whose combat slot it is (0 outside combat)."""
    if state.phase != "combat" or state.combat_index >= len(state.combat_order):
        return 0
    return state.combat_order[state.combat_index]


def incoming(state: KrusherState, me: Krusher, w: Weights = NORMAL) -> float:
    """Expected worth of every enemy blow still to come at ``me`` this turn."""
    total = 0.0
    now = current_uid(state)
    later = state.combat_order[state.combat_index + 1:] if now else []
    if now and state.step != "plan":
        x = state.krusher(now)
        total += sum(attack_value(state, x, h, me, w) for h, t in state.plan.items()
                     if t == me.uid and h not in x.used)
    for uid in ([now] if now and state.step == "plan" else []) + list(later):
        e = state.krusher(uid)
        if e.team == me.team or not e.active or e.arming:
            continue
        for hand in (0, 1):
            if attack_item(e, hand) is None or hand in e.parries or hand in e.used:
                continue
            if in_reach(state, e, hand, me):
                rivals = sum(1 for o in state.krushers if in_reach(state, e, hand, o))
                total += attack_value(state, e, hand, me, w) / max(rivals, 1)
    return total


def outgoing(state: KrusherState, me: Krusher, w: Weights = NORMAL) -> float:
    """Expected worth of ``me``'s own blows still to come this turn (0 once it attacked)."""
    if me.attacked or me.arming or not me.active:
        return 0.0
    now = current_uid(state)
    if now and now != me.uid and me.uid not in state.combat_order[state.combat_index:]:
        return 0.0
    enemies = [e for e in state.krushers if e.active and e.team != me.team]
    clone = me.clone()
    clone.hands = [None if h in me.parries or h in me.used else item
                   for h, item in enumerate(me.hands)]
    return best_attacks(state, clone, enemies, w)


def standing(state: KrusherState, me: Krusher, w: Weights = NORMAL) -> float:
    """What the rest of the turn is worth to ``me``: its blows minus the blows it takes."""
    return outgoing(state, me, w) - w.guard * incoming(state, me, w)


def reflex_chance(state: KrusherState, k: Krusher) -> float:
    """The chance ``k``'s Reflex Facing roll turns it: 1d6 with its chassis' modifier, -1 in
    a null field and -1 after a failed oust on it, against the rules' target."""
    modifier = CHASSIS[k.chassis].reflex_roll - (state.arena.terrain(k.hex) == "null") \
        - bool(k.oust_failed_on)
    return sum(die + modifier >= REFLEX_TARGET for die in range(1, 7)) / 6


def declaration_worth(state: KrusherState, uid: int, choice: Choice,
                      w: Weights = NORMAL) -> float:
    """How much better the rest of the turn looks for Krusher ``uid`` after declaring
    ``choice`` (a Reflex Facing weighted by the chance its roll turns it)."""
    before = standing(state, state.krusher(uid), w)
    trial = state.clone(dice=state.dice)
    me = trial.krusher(uid)
    weight = 1.0
    if isinstance(choice, Reflex):
        if choice.facing is None:
            return 0.0
        me.facing, weight = choice.facing, reflex_chance(state, me)
    elif isinstance(choice, UseShield):
        if choice.use == "none":
            return 0.0
        me.shield_use = (choice.use, choice.enemy, choice.enemy_hand)
    elif isinstance(choice, Parry):
        me.parries[choice.hand] = (choice.enemy, choice.enemy_hand)
    else:
        return 0.0
    return weight * (standing(trial, me, w) - before)


def strike_worth(state: KrusherState, me: Krusher, choice: Strike,
                 w: Weights = NORMAL) -> float:
    """Expected worth of the attacks ``choice`` names."""
    return sum(attack_value(state, me, hand, state.krusher(uid), w)
               for hand, uid in enumerate(choice.targets) if uid)
