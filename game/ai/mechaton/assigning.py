"""Step d for the normal agent: give the rolled dice to defence, attack, move and spot so
that the expected score gained (damage dealt, a better hex, a spot for friends) less the
expected score lost (hits from the known attacker and foes still to go) is highest."""

from __future__ import annotations

from game.ai.mechaton.odds import expected_hits, fixed
from game.ai.mechaton.reading import defence_dist, hex_value, hit_value
from game.ai.mechaton.tactics import _spot_gain, best_spot, go_frame, shelter, threat_now
from game.core import areas
from game.rulesets.mechaton.choices import Assign
from game.rulesets.mechaton.mechs import Mech
from game.rulesets.mechaton.requests import AssignRequest
from game.rulesets.mechaton.state import MechatonState
from game.rulesets.mechaton.terrain import blocked_for


class AssignTables:
    """The worth of each die value at each use for one go, worked out once per request."""

    def __init__(self, state: MechatonState, seat: int, request: AssignRequest) -> None:
        self.state, self.seat, self.request = state, seat, request
        self.me: Mech = state.mechs[request.mech]
        self.frame = go_frame(state)
        self._cache: dict[tuple[str, int | None], float] = {}
        self._moves: dict[int, float] | None = None

    def value(self, choice: Assign) -> float:
        """The whole assignment's worth."""
        dice = self.request.dice

        def number(index: int | None, less: int = 0) -> int | None:
            return None if index is None else max(0, dice[index].value - less)

        return (self.use("defence", number(choice.defence, 1) or 0)
                + self.use("attack", number(choice.attack))
                + self.use("move", number(choice.move))
                + self.use("spot", number(choice.spot, 1)))

    def use(self, kind: str, number: int | None) -> float:
        """The worth of ``number`` at one use (cached)."""
        key = (kind, number)
        if key not in self._cache:
            self._cache[key] = getattr(self, f"_{kind}")(number)
        return self._cache[key]

    def _defence(self, number: int | None) -> float:
        return -threat_now(self.state, self.me, number or 0)

    def _attack(self, number: int | None) -> float:
        if number is None or self.frame.aim is None:
            return 0.0
        victim = self.state.mechs[self.frame.aim]
        hits = expected_hits(fixed(number), defence_dist(victim),
                             shelter(self.state, victim, self.me), best_spot(victim))
        return hits * hit_value(self.state, victim)

    def _move(self, number: int | None) -> float:
        return self.moves().get(number or 0, 0.0)

    def _spot(self, number: int | None) -> float:
        if number is None or self.frame.spotted is None:
            return 0.0
        spotted = self.state.mechs[self.frame.spotted]
        if spotted.owner == self.seat:
            return -0.5
        return _spot_gain(self.state, self.seat, spotted, number, exclude=self.me.uid)

    def moves(self) -> dict[int, float]:
        """For each move number, the best hex within reach (its worth over staying)."""
        if self._moves is None:
            self._moves = self._best_by_steps()
        return self._moves

    def _best_by_steps(self) -> dict[int, float]:
        state, me = self.state, self.me
        assert me.hex is not None
        most = max((d.value for d in self.request.dice if d.colour in ("green", "white")),
                   default=0)
        reach = areas.reach(state.arena, me.hex, most,
                            blocked_for(state, me.hex, self.frame.green))
        guard = defence_dist(me)
        here = hex_value(state, me, me.hex, guard)
        best_at = [0.0] * (most + 1)
        for h, steps in reach.items():
            gain = hex_value(state, me, h, guard) - here if h != me.hex else 0.0
            best_at[steps] = max(best_at[steps], gain)
        found, running = {}, 0.0
        for steps in range(most + 1):
            running = max(running, best_at[steps])
            found[steps] = running
        return found


def choose_assignment(state: MechatonState, seat: int, request: AssignRequest) -> Assign:
    """The best legal assignment by ``AssignTables``."""
    tables = AssignTables(state, seat, request)
    choices = [c for c in request.legal_choices() if isinstance(c, Assign)]
    return max(choices, key=tables.value)
