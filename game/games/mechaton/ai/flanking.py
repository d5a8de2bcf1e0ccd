"""The hard agent's step g: move first to a hex where the target is out of its cover.

A target in cover is hit only on 6s, an exposed one on 5s and 6s: the same attack does
twice the damage from the right side. The normal agent attacks first whenever it can; the
hard agent weighs attacking from here and then moving against moving first to the hex
where the shot plus the hex itself is worth most (the attack must stay at the band it was
named at and in sight).
"""

from __future__ import annotations

from game.core.hexes import Hex
from game.core.match import Choice, Request
from game.games.mechaton.ai.odds import expected_hits, fixed
from game.games.mechaton.ai.reading import can_attack, defence_dist, hex_value, hit_value
from game.games.mechaton.ai.tactics import best_spot, go_frame, move
from game.games.mechaton.rules.choices import MoveTo, Order
from game.games.mechaton.rules.state import MechatonState
from game.games.mechaton.rules.terrain import covers, destinations


def shot_from(state: MechatonState, at: Hex) -> float:
    """Score the running go's attack would take if made from ``at`` (0 if it could not)."""
    frame = go_frame(state)
    if frame.aim is None or frame.attack is None:
        return 0.0
    me, victim = state.mechs[frame.uid], state.mechs[frame.aim]
    if victim.hex is None or not victim.alive:
        return 0.0
    if can_attack(state, me, at, victim.hex) != frame.band:
        return 0.0
    defence = fixed(victim.defence) if victim.defence is not None else defence_dist(victim)
    in_cover = bool(covers(state, victim.hex, at))
    hits = expected_hits(fixed(frame.attack), defence, in_cover, best_spot(victim))
    return hits * hit_value(state, victim)


def move_worth(state: MechatonState, seat: int, request: Request, choice: Choice,
               caution: float) -> float:
    """A move's worth: the hex (``tactics.move``), plus the shot from there when the
    attack is still to come."""
    assert isinstance(choice, MoveTo)
    value = move(state, seat, request, choice, caution)
    if "attack" in go_frame(state).plan:
        value += shot_from(state, choice.at)
    return value


def order_choice(state: MechatonState, caution: float) -> Choice:
    """Attack first (then the best hex in reach), or move first to the hex where the shot
    plus the hex is best."""
    frame = go_frame(state)
    me = state.mechs[frame.uid]
    assert me.hex is not None
    reach = destinations(state, me.hex, frame.move or 0, frame.green)
    guard = fixed(me.defence or 0)
    hexes = {h: hex_value(state, me, h, guard, caution) for h in reach}
    attack_first = shot_from(state, me.hex) + max(hexes.values(), default=0.0)
    move_first = max((v + shot_from(state, h) for h, v in hexes.items()), default=0.0)
    return Order(attack_first >= move_first)
