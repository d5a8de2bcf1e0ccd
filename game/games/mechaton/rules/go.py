"""A mech's go, steps a to i, on a stack of frames (combat order pushes the target's go)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.hexes import distance
from game.core.match import Choice
from game.games.mechaton.rules import combat
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import Assign, MoveTo, Order, SpotTarget, Target
from game.games.mechaton.rules.dicepool import roll_dice, spot_choices, target_choices
from game.games.mechaton.rules.frames import Frame
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.reasons import no_spot_reason, no_target_reason
from game.games.mechaton.rules.terrain import band, destinations
from game.games.mechaton.rules.turn import end_turn

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState


def step(state: MechatonState) -> bool:
    """Run the go on top of the stack one step (or start the next in initiative order);
    False while a decision is awaited."""
    if not state.frames:
        while state.order:
            uid = state.order.pop(0)
            if state.mechs[uid].alive and not state.mechs[uid].started:
                state.frames.append(Frame(uid))
                return True

        end_turn(state)
        return True
    frame = state.frames[-1]
    mech = state.mechs[frame.uid]
    if not mech.alive:
        _finish(state, frame, mech, quietly=True)
        return True
    return STEPS[frame.step](state, frame, mech)


def _start(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    mech.started = True
    state.emit(ev.GoStarted(mech.owner, mech.uid, mech.name, frame.attacker is not None))
    frame.step = "target"
    return True


def _ask_or_take(state: MechatonState, kind: str, mech: Mech, options: list[Choice]) -> bool:
    """Ask the owner, unless there is only one choice: then take it at once."""
    if len(options) == 1:
        take(state, options[0])
        return True
    state.ask = (kind, mech.owner, mech.uid)
    return False


def _target(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    options = list(target_choices(state, mech))
    if len(options) == 1:
        _take_target(state, frame, mech, options[0], no_target_reason(state, mech))
        return True
    return _ask_or_take(state, "target", mech, options)


def _spot(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    options = list(spot_choices(state, mech))
    if len(options) == 1:
        _take_spot(state, frame, mech, options[0], no_spot_reason(state, mech))
        return True
    return _ask_or_take(state, "spot", mech, options)


def _roll(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    if frame.rocket:
        mech.rockets -= 1
    frame.dice = roll_dice(state, mech, frame)
    frame.green = any(d.colour == "green" for d in frame.dice)
    state.emit(ev.DiceRolled(mech.owner, mech.uid, mech.name, frame.dice))
    frame.step = "assign"
    return True


def _assign(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    state.ask = ("assign", mech.owner, mech.uid)
    return False


def _defence(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    mech.defence = frame.defence
    state.emit(ev.DefenceSet(mech.owner, mech.uid, mech.name, frame.defence))
    frame.step = "under_attack"
    return True


def _under_attack(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    """Step f: an interrupted mech now takes the attack that brought its go forward."""
    if frame.attacker is None:
        frame.step = "order"
        return True
    attacker = state.frames[-2]
    assert attacker.uid == frame.attacker and attacker.attack is not None
    assert mech.defence is not None
    state.attack = combat.Attack(attacker.uid, mech.uid, attacker.attack, mech.defence)
    frame.step = "pause"
    return True


def _pause(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    """After step f: wait until the attacker has finished its go."""
    state.frames.pop()
    frame.step = "resume"
    state.frames[-1].follower = frame
    state.emit(ev.GoPaused(mech.owner, mech.uid, mech.name))
    return True


def _resume(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    state.emit(ev.GoResumed(mech.owner, mech.uid, mech.name))
    frame.step = "order"
    return True


def _order(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    """Step g: attack then move, or move then attack (asked only when both are possible)."""
    attacking = frame.attack is not None and frame.aim is not None
    moving = bool(frame.move)
    frame.step = "act"
    if attacking and moving:
        state.ask = ("order", mech.owner, mech.uid)
        return False
    frame.plan = ["attack"] if attacking else ["move"] if moving else []
    return True


def _act(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    if not frame.plan:
        frame.step = "spot_place"
        return True
    action = frame.plan.pop(0)
    if action == "attack":
        combat.begin_attack(state, frame)
        return True
    assert frame.move is not None and mech.hex is not None
    if len(destinations(state, mech.hex, frame.move, frame.green)) > 1:
        state.ask = ("move", mech.owner, mech.uid)
        return False
    return True


def _spot_place(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    """Step h: the spot die goes next to the spotting target."""
    frame.step = "seize"
    if frame.spot is not None and frame.spotted is not None:
        spotted = state.mechs[frame.spotted]
        if spotted.alive:
            spotted.spots.append((mech.uid, frame.spot))
            state.emit(ev.SpotPlaced(mech.owner, mech.uid, mech.name, spotted.uid,
                                     spotted.name, frame.spot))
    return True


def _seize(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    """Step i: a station with this mech alone next to it becomes this player's."""
    frame.step = "end"
    assert mech.hex is not None
    for station in state.stations:
        if station.hex is None or station.owner == mech.owner \
                or distance(station.hex, mech.hex) > 1:
            continue
        near = [m for m in state.live() if m.hex is not None
                and distance(m.hex, station.hex) <= 1]
        if len(near) == 1:
            previous, station.owner = station.owner, mech.owner
            state.stats[mech.owner].seized += 1
            state.emit(ev.StationSeized(mech.owner, mech.uid, mech.name, station.index,
                                        station.hex, previous))
            state.emit(ev.ScoresChanged(state.scores()))
    return True


def _end(state: MechatonState, frame: Frame, mech: Mech) -> bool:
    _finish(state, frame, mech, quietly=False)
    return True


def _finish(state: MechatonState, frame: Frame, mech: Mech, quietly: bool) -> None:
    """Close the go; an interrupted mech waiting on this one picks up its own."""
    state.frames.pop()
    mech.done = True
    if not quietly:
        state.emit(ev.GoEnded(mech.owner, mech.uid, mech.name))
    if frame.follower is not None:
        state.frames.append(frame.follower)


STEPS: dict[str, Callable[[MechatonState, Frame, Mech], bool]] = {
    "start": _start, "target": _target, "spot": _spot, "roll": _roll, "assign": _assign,
    "defence": _defence, "under_attack": _under_attack, "pause": _pause, "resume": _resume,
    "order": _order, "act": _act, "spot_place": _spot_place, "seize": _seize, "end": _end,
}


def take(state: MechatonState, choice: Choice) -> None:
    """Apply a step b, c, d or g choice (or a move) for the mech on top of the stack."""
    frame = state.frames[-1]
    mech = state.mechs[frame.uid]
    if isinstance(choice, Target):
        _take_target(state, frame, mech, choice)
    elif isinstance(choice, SpotTarget):
        _take_spot(state, frame, mech, choice)
    elif isinstance(choice, Assign):
        _take_assign(state, frame, mech, choice)
    elif isinstance(choice, Order):
        frame.plan = ["attack", "move"] if choice.attack_first else ["move", "attack"]
    elif isinstance(choice, MoveTo):
        assert mech.hex is not None and frame.move is not None
        path = destinations(state, mech.hex, frame.move, frame.green)[choice.at]
        if len(path) > 1:
            mech.hex = choice.at
            state.emit(ev.MechMoved(mech.owner, mech.uid, mech.name, tuple(path)))


def _take_spot(state: MechatonState, frame: Frame, mech: Mech, choice: SpotTarget,
               why: str = "") -> None:
    frame.spotted = choice.mech
    name = state.mechs[choice.mech].name if choice.mech is not None else ""
    state.emit(ev.SpotNamed(mech.owner, mech.uid, mech.name, choice.mech, name, why))
    frame.step = "roll"


def _take_target(state: MechatonState, frame: Frame, mech: Mech, choice: Target,
                 why: str = "") -> None:
    frame.aim, frame.rocket = choice.mech, choice.rocket
    name = ""
    if choice.mech is not None:
        victim = state.mechs[choice.mech]
        assert mech.hex is not None and victim.hex is not None
        frame.band = band(mech.hex, victim.hex, state.options.direct_range)
        name = victim.name
    state.emit(ev.TargetNamed(mech.owner, mech.uid, mech.name, choice.mech, name, frame.band,
                              choice.rocket, why))
    frame.step = "spot"


def _take_assign(state: MechatonState, frame: Frame, mech: Mech, choice: Assign) -> None:
    def value(index: int | None, less: int = 0) -> int | None:
        return None if index is None else max(0, frame.dice[index].value - less)

    defence = value(choice.defence, 1)
    frame.defence = defence or 0
    frame.attack, frame.move = value(choice.attack), value(choice.move)
    frame.spot = value(choice.spot, 1)
    state.emit(ev.DiceAssigned(mech.owner, mech.uid, mech.name, defence, frame.attack,
                               frame.move, frame.spot))
    frame.step = "defence"
