"""Step d for the normal agent: give the rolled dice to defence, attack, move and spot so
that the expected score gained (damage dealt, a better hex, a spot for friends) less the
expected score lost (hits from the known attacker and foes still to go) is highest."""

from __future__ import annotations

from game.core import areas
from game.games.mechaton.ai.odds import expected_hits, fixed
from game.games.mechaton.ai.reading import THREAT_WEIGHT, defence_dist, hex_value, hit_value
from game.games.mechaton.ai.tactics import best_spot, go_frame, shelter, spot_gain, threat_now
from game.games.mechaton.rules.choices import Assign
from game.games.mechaton.rules.mechs import Die, Mech
from game.games.mechaton.rules.requests import AssignRequest
from game.games.mechaton.rules.state import MechatonState
from game.games.mechaton.rules.terrain import blocked_for

MOVES_KEPT = 32
"""Move tables remembered per arena (in the arena's memo, shared by state copies)."""


def _field_key(state: MechatonState, me: Mech, green: bool,
               caution: float) -> tuple[object, ...]:
    """Everything a move table depends on: the mech, the field, the scores and how much
    danger counts."""
    mechs = tuple((m.uid, m.owner, m.hex, m.white, tuple(m.parts), m.defence, m.started)
                  for m in state.mechs)
    return ("ai.moves", me.uid, green, caution, mechs, tuple(s.owner for s in state.stations),
            tuple(sorted(state.bricks.items())), state.points_per)


class AssignTables:
    """The worth of each die value at each use for one go, worked out once per request."""

    caution = THREAT_WEIGHT
    """How much danger at a hex counts against moving there (``reading.hex_value``)."""

    def __init__(self, state: MechatonState, seat: int, request: AssignRequest,
                 moves: dict[int, float] | None = None) -> None:
        self.state, self.seat, self.request = state, seat, request
        self.me: Mech = state.mechs[request.mech]
        self.frame = go_frame(state)
        self._cache: dict[tuple[str, int | None], float] = {}
        self._moves = moves

    def value(self, choice: Assign, dice: tuple[Die, ...] | None = None) -> float:
        """The whole assignment's worth (``dice``: another roll of the same go)."""
        dice = self.request.dice if dice is None else dice

        def number(index: int | None, less: int = 0) -> int | None:
            return None if index is None else max(0, dice[index].value - less)

        return (self.use("defence", number(choice.defence, 1) or 0)
                + self.use("attack", number(choice.attack))
                + self.use("move", number(choice.move))
                + self.use("spot", number(choice.spot, 1)))

    def best(self, choices: list[Assign], dice: tuple[Die, ...]) -> float:
        """The worth of the best of ``choices`` for this roll (fast: per-die tables)."""
        rows = []
        for kind, less in (("defence", 1), ("attack", 0), ("move", 0), ("spot", 1)):
            empty = self.use(kind, 0 if kind == "defence" else None)
            rows.append([self.use(kind, max(0, d.value - less)) for d in dice] + [empty])
        last = len(dice)
        d_row, a_row, m_row, s_row = rows
        return max(d_row[last if c.defence is None else c.defence]
                   + a_row[last if c.attack is None else c.attack]
                   + m_row[last if c.move is None else c.move]
                   + s_row[last if c.spot is None else c.spot] for c in choices)

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
        return spot_gain(self.state, self.seat, spotted, number, exclude=self.me.uid)

    def moves(self) -> dict[int, float]:
        """For each move number, the best hex within reach (its worth over staying);
        remembered for the same mech on the same field, as steps b to d share it."""
        if self._moves is None:
            key = _field_key(self.state, self.me, self.frame.green, self.caution)
            kept = self.state.cache.setdefault("ai.moves", {})
            found = kept.get(key)
            if found is None:
                found = self._best_by_steps()
                if len(kept) >= MOVES_KEPT:
                    kept.pop(next(iter(kept)))
                kept[key] = found
            self._moves = found
        return self._moves

    def _best_by_steps(self) -> dict[int, float]:
        state, me = self.state, self.me
        assert me.hex is not None
        most = max((d.sides for d in self.request.dice if d.colour in ("green", "white")),
                   default=0)
        reach = areas.reach(state.arena, me.hex, most,
                            blocked_for(state, me.hex, self.frame.green))
        guard = defence_dist(me)
        here = hex_value(state, me, me.hex, guard, self.caution)
        best_at = [0.0] * (most + 1)
        for h, steps in reach.items():
            gain = hex_value(state, me, h, guard, self.caution) - here if h != me.hex else 0.0
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
