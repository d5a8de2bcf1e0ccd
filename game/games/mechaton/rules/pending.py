"""Which requests are pending, with their legal choices, for a ``MechatonState``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.match import Choice, ListRequest, Request
from game.games.mechaton.rules import combat, deploy
from game.games.mechaton.rules.choices import MoveTo, Order, PickInitiative, TickClock
from game.games.mechaton.rules.dicepool import spot_choices, target_choices
from game.games.mechaton.rules.parts import MAX_ATTACHMENTS
from game.games.mechaton.rules.requests import AssignRequest, BuildRequest, MechRequest
from game.games.mechaton.rules.terrain import destinations
from game.games.mechaton.rules.turn import choosing

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState


def requests(state: MechatonState) -> list[Request]:
    """The requests pending now (several at once in the secret build and initiative)."""
    if state.phase == "build":
        return [_build_request(state, s) for s in range(len(state.names))
                if s not in state.finished]
    if state.phase == "initiative" and state.ask is None:
        return [_initiative_request(state, uid) for uid in _first_per_player(state)]
    if state.ask is None:
        return []
    kind, player, uid = state.ask
    return [_ASKS[kind](state, player, uid)]


def _first_per_player(state: MechatonState) -> list[int]:
    """The mech each player chooses for next (a player answers one request at a time, and
    ``take_initiative`` gives the choice to that player's first mech still choosing)."""
    seen: set[int] = set()
    found = []
    for uid in choosing(state):
        owner = state.mechs[uid].owner
        if owner not in seen:
            seen.add(owner)
            found.append(uid)
    return found


def _build_request(state: MechatonState, seat: int) -> Request:
    army = state.army(seat)
    low, high = state.setup.mech_limits()
    rockets_left = state.options.rockets - army.rockets
    ask = (f"{state.names[seat]}: your army is full ({high} mechs): finish it."
           if len(army.mechs) >= high else
           f"{state.names[seat]}: build mech {len(army.mechs) + 1} of your army in secret "
           f"({low}-{high} mechs), or finish.")
    return BuildRequest(
        state.next_id(), seat, "build", ask, secret=True,
        default_name=f"{state.names[seat]} {len(army.mechs) + 1}"[:24],
        mechs=len(army.mechs), most=high,
        can_finish=len(army.mechs) >= low and rockets_left == 0, rockets_left=rockets_left,
        exact=MAX_ATTACHMENTS if state.options.short_game else None,
        split=state.options.split_weapons, double=state.options.double_weapons)


def _initiative_request(state: MechatonState, uid: int) -> Request:
    mech = state.mechs[uid]
    values = sorted(set(mech.initiative))
    return MechRequest(state.next_id(), mech.owner, "initiative",
                       f"{mech.name}: go on which of its initiative dice? Lower numbers "
                       f"go earlier ({', '.join(map(str, mech.initiative))})",
                       tuple(PickInitiative(v) for v in values), secret=True, mech=uid)


def _mech_request(state: MechatonState, kind: str, uid: int, prompt: str,
                  choices: list[Choice]) -> Request:
    mech = state.mechs[uid]
    return MechRequest(state.next_id(), mech.owner, kind, f"{mech.name}: {prompt}",
                       tuple(choices), mech=uid)


def _deploy(state: MechatonState, player: int, uid: int) -> Request:
    kind, _ = state.deploy_steps[0]
    what = {"def_station": "place a station", "def_perimeter":
            "place a mech within direct fire range of one of your stations",
            "primary": "place a mech outside the perimeter, just within direct fire range of "
                       "a defending mech and exposed to it",
            "attacker": "place a mech no closer to the defender than your first one",
            "att_station": "place a station outside the perimeter, out of the defending "
                           "mechs' direct fire range",
            "def_rest": "place a mech out of direct fire range of enemy stations"}[kind]
    return ListRequest(state.next_id(), player, "deploy",
                       f"{state.names[player]}: {what}. {_left_to_place(state, player)}",
                       tuple(deploy.deploy_choices(state)))


def _left_to_place(state: MechatonState, player: int) -> str:
    """How many of the player's stations and mechs are still to be placed, this one
    included: "Left to place: 2 stations, 4 mechs"."""
    kinds = [kind for kind, seat in state.deploy_steps if seat == player]
    stations = sum(1 for kind in kinds if kind.endswith("station"))
    mechs = len(kinds) - stations
    counts = [f"{n} {word}{'s' if n != 1 else ''}"
              for n, word in ((stations, "station"), (mechs, "mech")) if n]
    return f"Left to place: {', '.join(counts)}."


def _target(state: MechatonState, player: int, uid: int) -> Request:
    mech = state.mechs[uid]
    return _mech_request(state, "target", uid, "attack which enemy? (or no attack)",
                         list(target_choices(state, mech)))


def _spot(state: MechatonState, player: int, uid: int) -> Request:
    mech = state.mechs[uid]
    return _mech_request(state, "spot", uid, "spot a mech (your spot die helps later "
                         "attacks on it), or spot nobody?", list(spot_choices(state, mech)))


def _assign(state: MechatonState, player: int, uid: int) -> Request:
    frame = state.frames[-1]
    mech = state.mechs[uid]
    return AssignRequest(state.next_id(), player, "assign",
                         f"{mech.name}: put your rolled dice on defence, attack, move and spot.",
                         mech=uid, dice=frame.dice, attacking=frame.aim is not None,
                         spotting=frame.spotted is not None)


def _order(state: MechatonState, player: int, uid: int) -> Request:
    return _mech_request(state, "order", uid, "attack first, or move first?",
                         [Order(True), Order(False)])


def _move(state: MechatonState, player: int, uid: int) -> Request:
    frame, mech = state.frames[-1], state.mechs[uid]
    assert mech.hex is not None and frame.move is not None
    reach = destinations(state, mech.hex, frame.move, frame.green)
    hexes = "hex" if frame.move == 1 else "hexes"
    return _mech_request(state, "move", uid, f"move up to {frame.move} {hexes}, or stay put.",
                         [MoveTo(h) for h in sorted(reach, key=lambda h: (h.r, h.q))])


def _use_spot(state: MechatonState, player: int, uid: int) -> Request:
    return _mech_request(state, "use_spot", uid, "a hit! Roll damage dice for the difference, or "
                         "use a spot die next to the target?", combat.spot_choices(state))


def _cover(state: MechatonState, player: int, uid: int) -> Request:
    return _mech_request(state, "cover", uid, "two covers shield you: which one takes the 5s?",
                         combat.cover_choices(state))


def _lose(state: MechatonState, player: int, uid: int) -> Request:
    return _mech_request(state, "lose", uid, "a hit! Which attachment do you lose?",
                         combat.loss_choices(state))


def _tick(state: MechatonState, player: int, uid: int) -> Request:
    return ListRequest(state.next_id(), player, "tick",
                       f"{state.names[player]}: the doomsday clock is at {state.clock}. "
                       "Tick it down once more?", (TickClock(True), TickClock(False)))


_ASKS = {"deploy": _deploy, "target": _target, "spot": _spot, "assign": _assign,
         "order": _order, "move": _move, "use_spot": _use_spot, "cover": _cover,
         "lose": _lose, "tick": _tick}
