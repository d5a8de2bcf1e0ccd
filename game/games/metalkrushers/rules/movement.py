"""The Movement Phase: steps and turns with facing, the free turn, ousting and arming.

Forward one hex costs 1 MP, back one hex 2 MP (facing kept), a turn of one hexside 1 MP;
when a Krusher stops (or runs out of MP) it may turn one hexside free. Walls and other
Krushers block. Pick-Up Krushers standing on a pick-up hex may spend the turn arming.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.hexes import Hex, neighbour
from game.core.match import Choice
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.rules.choices import Arm, Move, Oust, TakeItem
from game.games.metalkrushers.rules.data import Shield, any_choices, armament_entry, parse_item
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import null_field

if TYPE_CHECKING:
    from game.games.metalkrushers.rules.state import KrusherState

OUST_COST = 2
OUST_TARGET = 4


def mover(state: KrusherState) -> Krusher | None:
    """The Krusher whose movement it is, if any."""
    while state.move_index < len(state.move_order):
        k = state.krusher(state.move_order[state.move_index])
        if k.active:
            return k
        state.move_index += 1
    return None


def occupied(state: KrusherState, h: Hex) -> Krusher | None:
    """The Krusher standing on ``h`` (defeated ones have left the arena)."""
    for k in state.krushers:
        if k.active and k.hex == h:
            return k
    return None


def free_hex(state: KrusherState, h: Hex) -> bool:
    """True if a Krusher could move onto ``h`` now."""
    return state.arena.is_open(h) and occupied(state, h) is None


def move_choices(state: KrusherState, k: Krusher) -> list[Choice]:
    """Every movement choice open to ``k`` now."""
    if k.free_turn:
        return [Move("left"), Move("right"), Move("stop")]
    found: list[Choice] = [*arm_choices(state, k)]
    if k.mp >= 1 and free_hex(state, neighbour(k.hex, k.facing)):
        found.append(Move("forward"))
    if k.mp >= 2 and free_hex(state, neighbour(k.hex, k.facing + 3)):
        found.append(Move("back"))
    if k.mp >= 1:
        found += [Move("left"), Move("right")]
    ahead = occupied(state, neighbour(k.hex, k.facing))
    if state.setup.options.ousting and k.mp >= OUST_COST and ahead is not None \
            and ahead.team != k.team:
        found.append(Oust(ahead.uid))
    found.append(Move("stop"))
    return found


def arm_choices(state: KrusherState, k: Krusher) -> list[Arm]:
    """Pick-Up: the hands ``k`` may arm from the pick-up hex it stands on, before moving."""
    if state.setup.scenario != "pickup" or k.moved or state.arena.terrain(k.hex) != "pickup":
        return []
    found = []
    for hand in (0, 1):
        other = k.armed_from[1 - hand]
        fresh = k.hands[hand] is None and other != k.hex
        again = k.rearm == hand and k.armed_from[hand] == k.hex
        if fresh or again:
            found.append(Arm(hand))
    return found


def take(state: KrusherState, k: Krusher, choice: Choice) -> None:
    """Apply one movement choice of ``k``."""
    if isinstance(choice, Arm):
        _arm(state, k, choice.hand)
    elif isinstance(choice, TakeItem):
        take_item(state, choice.item)
    elif isinstance(choice, Oust):
        _oust(state, k, state.krusher(choice.target))
    elif choice.action == "stop":
        _stop(state, k)
    elif choice.action in ("left", "right"):
        _turn(state, k, 1 if choice.action == "left" else -1)
    else:
        _step(state, k, choice.action == "forward")


def _step(state: KrusherState, k: Krusher, forward: bool) -> None:
    cost = 1 if forward else 2
    origin = k.hex
    k.hex = neighbour(k.hex, k.facing if forward else k.facing + 3)
    k.mp -= cost
    k.moved = True
    state.out.append(ev.KrusherMoved(k.seat, k.uid, k.name, origin, k.hex, k.facing, cost,
                                     k.mp))
    if k.mp == 0:
        k.free_turn = True


def _turn(state: KrusherState, k: Krusher, way: int) -> None:
    before = k.facing
    k.facing = (k.facing + way) % 6
    free = k.free_turn
    if not free:
        k.mp -= 1
        k.moved = True
    state.out.append(ev.KrusherTurned(k.seat, k.uid, k.name, before, k.facing, free, k.mp))
    if free:
        end_movement(state, k)
    elif k.mp == 0:
        k.free_turn = True


def _stop(state: KrusherState, k: Krusher) -> None:
    if k.free_turn:
        end_movement(state, k)
    else:
        k.free_turn = True


def end_movement(state: KrusherState, k: Krusher) -> None:
    """``k`` is done moving this turn; the next Krusher moves."""
    k.free_turn = False
    if not k.arming:
        k.rearm = None
    state.out.append(ev.MovementEnded(k.seat, k.uid, k.name))
    state.move_index += 1


def _oust(state: KrusherState, k: Krusher, target: Krusher) -> None:
    """1d6 + 1 per chassis step heavier than the target (- lighter), -1 in a null field;
    4 or more pushes the target one hex straight back (if free) and takes its hex."""
    die = state.dice.roll(6)
    terms = tuple(t for t in (("chassis", k.step - target.step),
                              ("null field", null_field(state, k))) if t[1])
    total = die + sum(v for _, v in terms)
    success = total >= OUST_TARGET
    k.mp -= OUST_COST
    k.moved = True
    pushed_to = None
    if success:
        beyond = neighbour(target.hex, k.facing)
        if free_hex(state, beyond):
            pushed_to, k.hex, target.hex = beyond, target.hex, beyond
        k.oust = (target.uid, +1)
    else:
        k.oust = (target.uid, -1)
        target.oust_failed_on = True
    state.out.append(ev.OustRolled(k.seat, target.seat, k.uid, k.name, target.uid,
                                   target.name, die, terms, total, success, pushed_to, k.hex))
    if success:
        k.free_turn = True
    else:
        end_movement(state, k)


def _arm(state: KrusherState, k: Krusher, hand: int) -> None:
    """Spend the turn arming ``hand``: roll the Random Armament Chart (two dice, each -1 in
    a null field)."""
    row, column = state.dice.roll(6), state.dice.roll(6)
    shift = null_field(state, k)
    entry = armament_entry(row + shift, column + shift)
    k.arming = True
    k.rearm = hand
    state.out.append(ev.ArmamentRolled(k.seat, k.uid, k.name, hand, row, column, entry, shift))
    if entry.startswith("any "):
        state.any_pick = (k.uid, hand, entry)
        return
    if entry:
        mount(state, k, hand, entry)
    end_movement(state, k)


def take_item(state: KrusherState, code: str) -> None:
    """Take the chosen item for an "any" chart result; that Krusher's movement is over."""
    assert state.any_pick is not None
    uid, hand, _ = state.any_pick
    state.any_pick = None
    k = state.krusher(uid)
    mount(state, k, hand, code)
    end_movement(state, k)


def any_pick_choices(state: KrusherState) -> list[Choice]:
    """The items an "any" chart result offers."""
    assert state.any_pick is not None
    return [TakeItem(code) for code in any_choices(state.any_pick[2],
                                                   state.setup.options.new_shields)]


def mount(state: KrusherState, k: Krusher, hand: int, code: str) -> None:
    """Put the item ``code`` in ``k``'s hand (a second shield is no use: nothing is taken)."""
    item = parse_item(code)
    if item is None or (isinstance(item, Shield) and isinstance(k.hands[1 - hand], Shield)):
        return
    replaced = k.hands[hand]
    k.hands[hand] = item
    k.armed_from[hand] = k.hex
    if isinstance(item, Shield):
        k.shield_ap = k.turn_shield_ap = item.armour
    state.out.append(ev.ItemTaken(k.seat, k.uid, k.name, hand, item.code,
                                  replaced.code if replaced else ""))
