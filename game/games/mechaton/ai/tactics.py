"""The normal agent's judgement of each Mechaton decision, as a score per legal choice.

``score(state, seat, request, choice)`` rates one choice (higher is better); the agent takes
the best. Everything is read from the information state, so no hidden number is used.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.hexes import Hex, distance
from game.core.match import Choice, Request
from game.games.mechaton.ai.odds import best_of, expected_hits, fixed, pool
from game.games.mechaton.ai.reading import (
    THREAT_WEIGHT,
    attack_dist,
    can_attack,
    defence_dist,
    enemies,
    hex_value,
    hit_value,
    leading,
    threat_on,
)
from game.games.mechaton.rules.choices import (
    ChooseCover,
    LosePart,
    MoveTo,
    Order,
    PickInitiative,
    PlaceMech,
    PlaceStation,
    SpotTarget,
    Target,
    TickClock,
    UseSpot,
)
from game.games.mechaton.rules.combat import attack_problem
from game.games.mechaton.rules.frames import Frame
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.state import MechatonState
from game.games.mechaton.rules.terrain import band, covers

ROCKET_COST = 0.4
"""Score a 1-shot rocket is kept for (spent only when it adds more than this)."""
PART_WORTH = {"direct": 5.0, "defence": 4.0, "move": 3.0, "artillery": 2.5, "hth": 2.0,
              "spot": 1.5}
"""How much the normal agent wants to keep each attachment (lowest is lost first)."""
LATER_THREAT = 0.5
"""Weight of foes still to go: they may well attack someone else."""


def go_frame(state: MechatonState) -> Frame:
    """The go running now."""
    return state.frames[-1]


def mech_of(state: MechatonState, request: Request) -> Mech:
    """The mech a request is about."""
    return state.mechs[getattr(request, "mech", -1)]


def foes_to_come(state: MechatonState, seat: int) -> list[Mech]:
    """Enemy mechs that have not had their go this turn."""
    return [m for m in enemies(state, seat) if not m.started]


def shelter(state: MechatonState, victim: Mech, shooter: Mech) -> bool:
    """True if ``victim`` is in cover as seen from ``shooter``."""
    assert victim.hex is not None and shooter.hex is not None
    return bool(covers(state, victim.hex, shooter.hex))


def best_spot(victim: Mech) -> int:
    """The biggest spot die lying next to ``victim``."""
    return max((v for _, v in victim.spots), default=0)


# -- per kind ------------------------------------------------------------------------------

def initiative(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """Go late: the foes' defence numbers and positions are known by then."""
    assert isinstance(choice, PickInitiative)
    return choice.value


def target(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """Expected score taken off the target, less the rocket's worth."""
    assert isinstance(choice, Target)
    if choice.mech is None:
        return 0.0
    me, victim = mech_of(state, request), state.mechs[choice.mech]
    assert me.hex is not None and victim.hex is not None
    at_band = band(me.hex, victim.hex, state.options.direct_range)
    hits = expected_hits(attack_dist(state, me, at_band, choice.rocket), defence_dist(victim),
                         shelter(state, victim, me), best_spot(victim))
    return hits * hit_value(state, victim) - (ROCKET_COST if choice.rocket else 0.0)


def spot(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """What the spot die could add to friends still to go (spotting a friend helps foes)."""
    assert isinstance(choice, SpotTarget)
    if choice.mech is None:
        return 0.0
    me, spotted = mech_of(state, request), state.mechs[choice.mech]
    if spotted.owner == seat:
        return -1.0
    number = best_of(pool([6] * me.count("spot"), 0 if me.count("spot") else 1), 1)
    mean = sum(v * p for v, p in number)
    return spot_gain(state, seat, spotted, round(mean), exclude=me.uid)


def spot_gain(state: MechatonState, seat: int, spotted: Mech, number: int,
              exclude: int) -> float:
    """Score a spot die of ``number`` by ``spotted`` adds for the best friend still to go
    (other than ``exclude``) that can attack it."""
    best = 0.0
    for friend in state.live():
        if friend.owner != seat or friend.started or friend.uid == exclude:
            continue
        assert friend.hex is not None and spotted.hex is not None
        at_band = can_attack(state, friend, friend.hex, spotted.hex)
        if at_band is None:
            continue
        attack, defence = attack_dist(state, friend, at_band), defence_dist(spotted)
        cover = shelter(state, spotted, friend)
        gain = expected_hits(attack, defence, cover, number) - \
            expected_hits(attack, defence, cover, best_spot(spotted))
        best = max(best, gain)
    return best * hit_value(state, spotted)


def order(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """Attack first while the target is in reach, else move first."""
    assert isinstance(choice, Order)
    frame, me = go_frame(state), mech_of(state, request)
    assert frame.aim is not None
    can_now = not attack_problem(state, me, state.mechs[frame.aim], frame.band)
    return 1.0 if choice.attack_first == can_now else 0.0


def move(state: MechatonState, seat: int, request: Request, choice: Choice,
         caution: float = THREAT_WEIGHT) -> float:
    """The hex's worth (danger weighed by ``caution``); if the attack is still to come, it
    must stay possible."""
    assert isinstance(choice, MoveTo)
    frame, me = go_frame(state), mech_of(state, request)
    value = hex_value(state, me, choice.at, fixed(me.defence or 0), caution)
    if "attack" in frame.plan and frame.aim is not None:
        victim = state.mechs[frame.aim]
        assert victim.hex is not None
        if can_attack(state, me, choice.at, victim.hex) != frame.band:
            value -= 100.0
    return value


def use_spot(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """More damage dice is better; keep the spot die when it is no better."""
    assert isinstance(choice, UseSpot) and state.attack is not None
    attack = state.attack
    if choice.spot is None:
        return attack.attack - attack.defence + 0.5
    return state.mechs[attack.victim].spots[choice.spot][1]


def cover(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """Let the 5s fall on an enemy mech, else on something that cannot be hurt, else on
    bricks; never on a friend if it can be helped."""
    assert isinstance(choice, ChooseCover)
    there = state.mech_at(choice.at)
    if there is not None and there.alive:
        return 3.0 if there.owner != seat else -3.0
    if there is not None or state.arena.blocks_sight(choice.at):
        return 2.0
    return 1.0


def lose(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """Give up the attachment the mech misses least (a spare copy counts for less)."""
    assert isinstance(choice, LosePart)
    me = state.mechs[state.losses[0][0]]
    worth = PART_WORTH.get(choice.part, 1.0)
    if me.count(choice.part) > 1:
        worth *= 0.6
    return -worth


def tick(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """Hurry doomsday while ahead (the short game: while holding the satellite)."""
    assert isinstance(choice, TickClock)
    return 1.0 if choice.tick == leading(state, seat) else 0.0


def deploy(state: MechatonState, seat: int, request: Request, choice: Choice) -> float:
    """Stations in a huddle by cover; defenders' mechs by their stations, attackers' as
    near the enemy stations as the rules let them."""
    if isinstance(choice, PlaceStation):
        own = [s.hex for s in state.stations if s.owner == seat and s.hex is not None]
        return _cover_next_to(state, choice.at) - 0.3 * min(
            (distance(choice.at, h) for h in own), default=0)
    assert isinstance(choice, PlaceMech)
    first = min(c.mech for c in request.legal_choices() if isinstance(c, PlaceMech))
    if choice.mech != first:
        return -1000.0
    goal = [s.hex for s in state.stations if s.hex is not None
            and (s.owner == seat) == (seat == state.defender)]
    return _cover_next_to(state, choice.at) - 0.5 * min(
        (distance(choice.at, h) for h in goal), default=0)


def _cover_next_to(state: MechatonState, at: Hex) -> float:
    from game.core.hexes import neighbours

    return sum(1.0 for n in neighbours(at) if state.bricks.get(n, 0) >= 2)


def threat_now(state: MechatonState, me: Mech, defence: int) -> float:
    """Expected score lost this turn at defence ``defence``: the attack that brought this
    go forward (its number is known) and, at half weight, the foes still to go."""
    frame = go_frame(state)
    assert me.hex is not None
    hits = 0.0
    if frame.attacker is not None and len(state.frames) >= 2:
        shooter = state.mechs[frame.attacker]
        number = state.frames[-2].attack or 0
        hits += expected_hits(fixed(number), fixed(defence), shelter(state, me, shooter),
                              best_spot(me))
    hits += LATER_THREAT * threat_on(state, me, me.hex, fixed(defence),
                                     foes_to_come(state, me.owner))
    return hits * hit_value(state, me)


SCORERS: dict[str, Callable[[MechatonState, int, Request, Choice], float]] = {
    "initiative": initiative, "target": target, "spot": spot, "order": order, "move": move,
    "use_spot": use_spot, "cover": cover, "lose": lose, "tick": tick, "deploy": deploy,
}
"""The scorer of each request kind but ``build`` and ``assign`` (see ``assigning``)."""


