"""The Combat Phase: each Krusher in initiative order picks its attacks, then every attack
it makes on one defender runs through steps A to H.

A: the defender may try Reflex Facing; B: the defender's shield, C: the attacker's shield
(block one enemy or parry one enemy weapon for the turn); D: the defender's, E: the
attacker's weapon parries; F-H: attack, damage and critical rolls (game.rulesets.
metalkrushers.damage). Declarations hold for the rest of the turn.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from game.core.match import Choice, Request
from game.games.metalkrushers.rules import combat_events as ce
from game.games.metalkrushers.rules.choices import NoParry, Parry, Reflex, Strike, UseShield
from game.games.metalkrushers.rules.damage import resolve_attacks
from game.games.metalkrushers.rules.data import CHASSIS, PROJECTOR, Weapon
from game.games.metalkrushers.rules.facing import (
    attack_item,
    shield_covers,
    shield_guards,
    shield_hand,
    shield_parries,
    side_towards,
)
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import in_reach, null_field
from game.games.metalkrushers.rules.requests import KrusherRequest
from game.games.metalkrushers.rules.turns import end_turn

if TYPE_CHECKING:
    from game.games.metalkrushers.rules.state import KrusherState

STEPS = ("plan", "A", "B", "C", "D", "E", "roll")
REFLEX_TARGET = 4


def attacker(state: KrusherState) -> Krusher | None:
    """The Krusher whose combat slot it is (arming Krushers only evade)."""
    while state.combat_index < len(state.combat_order):
        k = state.krusher(state.combat_order[state.combat_index])
        if k.active and not k.arming:
            return k
        state.combat_index += 1
    return None


def defender(state: KrusherState) -> Krusher:
    """The Krusher being attacked in the current steps A-H."""
    return state.krusher(state.pairs[state.pair_index])


def requests(state: KrusherState) -> list[Request]:
    """The combat decision due now (none when the current step needs no choice)."""
    x = attacker(state)
    if x is None:
        return []
    found: tuple[Krusher, str, str, list[Choice]] | None
    if state.step == "plan":
        found = (x, "plan", f"{x.name}: choose a target for each hand (0: no attack).",
                 plan_choices(state, x))
    else:
        found = _step_request(state, x, defender(state))
    if found is None or len(found[3]) < 2:
        return []
    k, kind, prompt, choices = found
    enemy = 0 if k is x and state.step == "plan" else (defender(state) if k is x else x).uid
    return [KrusherRequest(state.next_id(), k.seat, kind, prompt, tuple(choices), krusher=k.uid,
                           enemy=enemy)]


def _step_request(state: KrusherState, x: Krusher,
                  d: Krusher) -> tuple[Krusher, str, str, list[Choice]] | None:
    step = state.step
    if step == "A":
        return d, "reflex", f"{d.name}: {x.name} attacks. Try Reflex Facing?", \
            reflex_choices(state, d)
    if step in ("B", "C"):
        k, other = (d, x) if step == "B" else (x, d)
        return k, "shield", f"{k.name}: use your shield against {other.name}?", \
            shield_choices(state, k, other)
    if step in ("D", "E") and not state.declined:
        k = d if step == "D" else x
        return k, "parry", f"{k.name}: declare a weapon parry?", parry_choices(state, k)
    return None


def plan_choices(state: KrusherState, x: Krusher) -> list[Choice]:
    """Every way ``x`` can spread its attacks: a target (or 0) per hand."""
    per_hand = []
    for hand in (0, 1):
        options = [0]
        usable = attack_item(x, hand) is not None and hand not in x.parries \
            and hand not in x.used and (hand != shield_hand(x) or x.shield_use is None)
        if usable:
            options += [d.uid for d in state.krushers
                        if in_reach(state, x, hand, d)
                        and (x.oust is None or d.uid == x.oust[0])]
        per_hand.append(options)
    return [Strike(t) for t in product(*per_hand)]


def reflex_choices(state: KrusherState, d: Krusher) -> list[Choice]:
    """No attempt, or an attempt to turn to each facing within the chassis' Reflex Facing."""
    if d.attacked or d.reflex_tried or d.arming or d.oust is not None:
        return []
    reach = CHASSIS[d.chassis].reflex
    facings = sorted({(d.facing + s) % 6 for s in range(-reach, reach + 1)} - {d.facing})
    return [Reflex(None), *(Reflex(f) for f in facings)]


def shield_choices(state: KrusherState, k: Krusher, other: Krusher) -> list[Choice]:
    """Leave the shield free, block ``other`` (while the shield guards), or parry an enemy
    weapon still to strike."""
    if shield_hand(k) is None or k.shield_use is not None or k.arming or not shield_parries(k):
        return []
    found: list[Choice] = [UseShield("none")]
    if side_towards(k, other.hex) in shield_covers(k) and shield_guards(k):
        found.append(UseShield("block", other.uid))
    found += [UseShield("parry", e.uid, h) for e, h in _threats(state, k, projectors=True)]
    return found


def parry_choices(state: KrusherState, k: Krusher) -> list[Choice]:
    """Each free melee weapon of ``k`` against each enemy weapon still to strike."""
    if k.arming:
        return []
    busy = set(state.plan) if k is attacker(state) else set()
    hands = [h for h in (0, 1) if isinstance(k.hands[h], Weapon)
             and k.hands[h].kind != PROJECTOR and h not in k.parries  # type: ignore[union-attr]
             and h not in k.used and h not in busy]
    threats = _threats(state, k, projectors=False)
    found: list[Choice] = [Parry(h, e.uid, eh) for h in hands for e, eh in threats]
    return [NoParry(), *found] if found else []


def _threats(state: KrusherState, k: Krusher, projectors: bool) -> list[tuple[Krusher, int]]:
    """Enemy hands that may still attack this turn (a weapon cannot parry a projector)."""
    current = state.combat_order[state.combat_index]
    later = set(state.combat_order[state.combat_index + 1:])
    found = []
    for e in state.krushers:
        if e.team == k.team or not e.active or e.arming:
            continue
        for hand in (0, 1):
            item = attack_item(e, hand)
            if item is None or (item.kind == PROJECTOR and not projectors):
                continue
            now = e.uid == current and state.step != "plan" and hand in state.plan
            if now and hand in e.used:
                continue
            if now or (e.uid in later and hand not in e.parries):
                found.append((e, hand))
    return found


# -- applying choices and running the automatic steps ---------------------------------------

def take(state: KrusherState, choice: Choice) -> None:
    """Apply the combat choice asked for in the current step."""
    x = attacker(state)
    assert x is not None
    if isinstance(choice, Strike):
        _strike(state, x, choice.targets)
    elif isinstance(choice, Reflex):
        _reflex(state, defender(state), choice.facing)
        state.step = "B"
    elif isinstance(choice, UseShield):
        k = defender(state) if state.step == "B" else x
        _use_shield(state, k, choice)
        state.step = "C" if state.step == "B" else "D"
    elif isinstance(choice, Parry):
        k = defender(state) if state.step == "D" else x
        _parry(state, k, choice)
    else:
        state.declined = True


def progress(state: KrusherState) -> None:
    """Do the next thing that needs no decision (a step with nothing to choose, the rolls,
    the next attacker, or the end of the turn)."""
    x = attacker(state)
    if x is None:
        end_turn(state)
    elif state.step == "plan":
        _next_attacker(state)
    elif state.step == "roll":
        d = defender(state)
        resolve_attacks(state, x, [h for h, t in sorted(state.plan.items()) if t == d.uid], d)
        state.pair_index += 1
        if state.pair_index < len(state.pairs):
            state.step = "A"
        else:
            _next_attacker(state)
    else:
        state.step = STEPS[STEPS.index(state.step) + 1]
        state.declined = False


def start_combat(state: KrusherState) -> None:
    """Open the Combat Phase with the first Krusher in combat order."""
    state.phase = "combat"
    state.combat_index = 0
    state.plan, state.pairs, state.pair_index, state.step = {}, [], 0, "plan"


def _next_attacker(state: KrusherState) -> None:
    state.combat_index += 1
    state.plan, state.pairs, state.pair_index, state.step = {}, [], 0, "plan"
    state.declined = False


def _strike(state: KrusherState, x: Krusher, targets: tuple[int, ...]) -> None:
    state.plan = {hand: uid for hand, uid in enumerate(targets) if uid}
    if not state.plan:
        _next_attacker(state)
        return
    x.attacked = True
    state.pairs = list(dict.fromkeys(state.plan.values()))
    state.pair_index, state.step = 0, "A"
    bash = shield_hand(x)
    if bash is not None and bash in state.plan:
        victim = state.krusher(state.plan[bash])
        x.shield_use = ("bash", victim.uid, -1)
        state.out.append(ce.ShieldDeclared(x.seat, x.uid, x.name, "bash", victim.uid,
                                           victim.name, -1, ""))


def _reflex(state: KrusherState, d: Krusher, facing: int | None) -> None:
    """1d6 (+1 Bantam, -1 Monster, -1 in a null field, -1 after a failed oust on it);
    4 or more turns the Krusher to ``facing``."""
    if facing is None:
        return
    d.reflex_tried = True
    die = state.dice.roll(6)
    chassis = CHASSIS[d.chassis]
    terms = tuple(t for t in ((chassis.name, chassis.reflex_roll),
                              ("null field", null_field(state, d)),
                              ("failed oust on it", -1 if d.oust_failed_on else 0)) if t[1])
    total = die + sum(v for _, v in terms)
    before = d.facing
    if total >= REFLEX_TARGET:
        d.facing = facing
    state.out.append(ce.ReflexRolled(d.seat, d.uid, d.name, die, terms, total,
                                     total >= REFLEX_TARGET, before, d.facing, facing))


def _use_shield(state: KrusherState, k: Krusher, choice: UseShield) -> None:
    if choice.use == "none":
        return
    k.shield_use = (choice.use, choice.enemy, choice.enemy_hand)
    enemy = state.krusher(choice.enemy)
    item = enemy.hands[choice.enemy_hand].code if choice.use == "parry" else ""  # type: ignore
    state.out.append(ce.ShieldDeclared(k.seat, k.uid, k.name, choice.use, enemy.uid,
                                       enemy.name, choice.enemy_hand, item))


def _parry(state: KrusherState, k: Krusher, choice: Parry) -> None:
    k.parries[choice.hand] = (choice.enemy, choice.enemy_hand)
    enemy = state.krusher(choice.enemy)
    state.out.append(ce.ParryDeclared(
        k.seat, k.uid, k.name, choice.hand, k.hands[choice.hand].code,  # type: ignore
        enemy.uid, enemy.name, choice.enemy_hand,
        enemy.hands[choice.enemy_hand].code))  # type: ignore[union-attr]
