"""The hard AI's movement in a duel: every hex it can reach, judged by the race from there.

For each reachable end hex the agent works out the damage spreads both bots would trade from
there next round (the weapons each could bring to bear at that gap, with line of sight, and
each side's usual pick) and reads the chance to win that race (``race``). A bot ahead on Meat
learns to prefer small blows (a lead lasts longer), one behind seeks the big ones; a hex from
which nobody can hurt anybody is worth nothing (``race.STALEMATE``), so it never hides.
Among hexes that race the same, the heuristic's liking for the hex breaks the tie (it also
makes a bot out of reach close in). Bonds (Locks, pins) are left to the heuristic.

Where the foe will stand is modelled (``reply``): the normal agent's hex search run from its
seat. When it moves after me, each of my end hexes is judged against its modelled answer;
when our Moves tie and we step in turn, my whole line of steps is searched against its
step-by-step answers (``reply.StepSearch``), which finds, for one, the sidestep that keeps a
content foe standing (it stops) before slipping out of claw reach.
"""

from __future__ import annotations

from game.core import areas
from game.core.hexes import Hex, distance
from game.core.match import Choice, Request
from game.games.meatbot.ai import heuristic
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.ai.pickgame import Duel, typical_pick
from game.games.meatbot.ai.race import race_table
from game.games.meatbot.ai.reply import ReplyModel, StepSearch, foe_turns
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import Step, Stop
from game.games.meatbot.rules.state import MeatbotState

TIE_BREAK = 0.002
"""Weight of the heuristic's hex worth beside the race (win-chance units per Meat-ish)."""


def choose_move(state: MeatbotState, seat: int, request: Request) -> Choice:
    """The step toward (or the stop on) the hex with the best race, in a duel; otherwise the
    heuristic's choice."""
    me = state.bots[seat]
    foes = tx.enemies(state, seat)
    choices = request.legal_choices()
    if state.bonds or not all(isinstance(c, Step | Stop) for c in choices) or not foes:
        return heuristic.choose(state, seat, request)
    left = state.move_left.get(seat, 0)
    if len(foes) == 1 and 0 < left <= SEARCH_DEPTH and \
            foe_turns(state, me, foes[0]) == "alternate":
        return searched_step(state, me, foes[0], left, choices)
    if len(foes) == 1:
        goal = best_hex(state, me, foes[0], left)
    else:
        weight = CROWD_THREAT_WEIGHT if others_fighting(state, seat) else tx.THREAT_WEIGHT
        goal = tx.Outlook(state, me, weight).best_spot(left)[0]
    return step_toward(state, seat, choices, goal)


CROWD_THREAT_WEIGHT = 4.0
"""With several foes of which two are fighting each other, how much the damage the foes could
deal on a hex counts against it (five times the heuristic's weight): keep out of their reach
and let them wear each other down. When no two foes fight, the usual weight, so the bot closes
in (four such bots would otherwise wait for each other forever)."""


def others_fighting(state: MeatbotState, seat: int) -> bool:
    """True if two of the other bots could hurt each other with an attack die this round."""
    others = tx.enemies(state, seat)
    return any(Duel(state, a, b).faces or Duel(state, b, a).faces
               for i, a in enumerate(others) for b in others[i + 1:])


SEARCH_DEPTH = 2
"""With tied Moves (a step each in turn), my whole line of steps is searched against the
modelled foe when I have at most this many steps left (else my end hex is, as below)."""


def searched_step(state: MeatbotState, me: Bot, foe: Bot, left: int,
                  choices: list[Choice]) -> Choice:
    """The first step of my best line against the modelled foe when we step in turn."""
    judge, outlook = RaceJudge(state, me, foe), tx.Outlook(state, me)
    search = StepSearch(ReplyModel(state, me, foe),
                        lambda mine, theirs: judge.value(mine, theirs)
                        + TIE_BREAK * outlook.worth(mine))
    step = search.best_step(left)[0]
    wanted = Stop if step is None else Step
    return next((c for c in choices if isinstance(c, wanted)
                 and (step is None or c.to == step)), choices[0])


def step_toward(state: MeatbotState, seat: int, choices: list[Choice], goal: Hex) -> Choice:
    """The step that brings the bot nearest ``goal`` (the stop when it is there)."""
    me = state.bots[seat]
    if goal == me.hex:
        return next((c for c in choices if isinstance(c, Stop)), choices[0])
    blocked = {b.hex for b in state.bots if b.active and b.seat != seat}
    to_goal = areas.reach(state.arena, goal, state.move_left.get(seat, 0) + 1, blocked)
    steps = [c for c in choices if isinstance(c, Step)]
    if not steps:
        return choices[0]
    return min(steps, key=lambda c: (to_goal.get(c.to, 99), c.to))


def best_hex(state: MeatbotState, me: Bot, foe: Bot, steps: int) -> Hex:
    """The reachable hex (within ``steps``) with the best race against ``foe``; when the foe
    still has Move left, against its modelled reply (``reply.ReplyModel``: the normal agent's
    own hex search from the foe's seat), blended by ``MODEL_WEIGHT`` with its most harmful
    reply.

    The work is bounded by counts, not time: my candidates are the ``PER_CLASS`` hexes the
    heuristic likes best for each gap and line of sight to the foe (all the race looks at);
    each costs one play-out of the model (a hex search per foe step at most) and, unless the
    model is fully trusted, every hex the foe can reach (the race is remembered per gap and
    sight, so each pair costs a distance and a cached sight check)."""
    judge = RaceJudge(state, me, foe)
    mine = _candidates(state, me, foe, steps)
    model = ReplyModel(state, me, foe)
    modelled = MODEL_WEIGHT > 0 and model.left > 0
    replies = _replies(state, me, foe) if not modelled or MODEL_WEIGHT < 1 else []
    best, best_value = me.hex, float("-inf")
    for h, worth, steps_to in mine:
        race = min(judge.value(h, g) for g in replies if g != h) if replies else 0.0
        if modelled:
            likely = judge.value(*model.play_out(h, steps))
            race = MODEL_WEIGHT * likely + (1 - MODEL_WEIGHT) * race
        value = race + TIE_BREAK * worth - 1e-6 * steps_to
        if value > best_value + 1e-12:
            best, best_value = h, value
    return best


PER_CLASS = 2
"""My candidate hexes kept for each (gap, line of sight) to the foe."""
MODEL_WEIGHT = 1.0
"""Trust in the modelled foe reply against the worst case (1: the model alone). Against the
normal agent the model is exact; 0 gives the conservative minimax of the first pass."""


def _candidates(state: MeatbotState, me: Bot, foe: Bot, steps: int
                ) -> list[tuple[Hex, float, int]]:
    """(hex, heuristic worth, steps) of my candidate end hexes, nearest first."""
    blocked = {b.hex for b in state.bots if b.active and b.seat != me.seat}
    reach = areas.reach(state.arena, me.hex, max(0, steps), blocked)
    outlook = tx.Outlook(state, me)
    classes: dict[tuple[int, bool], list[tuple[float, Hex]]] = {}
    for h in reach:
        key = (distance(h, foe.hex), tx.sees(state, h, foe.hex))
        classes.setdefault(key, []).append((outlook.worth(h) - 0.01 * reach[h], h))
    kept = [(h, w, reach[h]) for group in classes.values()
            for w, h in sorted(group, key=lambda e: (-e[0], e[1]))[:PER_CLASS]]
    return sorted(kept, key=lambda e: (e[2], e[0]))


def _replies(state: MeatbotState, me: Bot, foe: Bot) -> list[Hex]:
    """Every hex the foe may end its movement on (only where it stands once it has moved)."""
    left = 0 if foe.seat in state.move_done else state.move_left.get(foe.seat, 0)
    if left <= 0:
        return [foe.hex]
    return sorted(areas.reach(state.arena, foe.hex, left, {me.hex}))


HEAL_IN_MOVE = False
"""Count each Hyperheal in the race that judges a hex (every round of it mends 1 Meat, as in
the pick game's race). Off: measured no better in the identical-build duels (docs/ai.md,
"Fifth pass on issue 10"); ``tools/meatbot/ablate_hard.py --variants move-heal`` turns it on."""


class RaceJudge:
    """The chance to win the race against one foe with both bots on given hexes (remembered
    by gap and line of sight, all that the weapons care about)."""

    def __init__(self, state: MeatbotState, me: Bot, foe: Bot) -> None:
        self.state, self.me, self.foe = state, me, foe
        self.mine, self.theirs = typical_pick(me), typical_pick(foe)
        self.cones = me.has(dv.ACID_SPRAY) or foe.has(dv.ACID_SPRAY)
        self._by_gap: dict[tuple[int, bool], float] = {}
        self._by_faces: dict[tuple[object, object], float] = {}

    def value(self, at: Hex, foe_at: Hex) -> float:
        """Win chance of the race with me on ``at`` and the foe on ``foe_at``."""
        gap_key = (distance(at, foe_at), tx.sees(self.state, at, foe_at))
        if not self.cones and gap_key in self._by_gap:
            return self._by_gap[gap_key]
        moved, foe = self.me.clone(), self.foe.clone()
        moved.hex, foe.hex = at, foe_at
        out, inc = Duel(self.state, moved, foe), Duel(self.state, foe, moved)
        key = (tuple(out.faces), tuple(inc.faces))
        found = self._by_faces.get(key)
        if found is None:
            spread = Duel.race_spread if HEAL_IN_MOVE else Duel.spread_of
            table = race_table(spread(out, self.mine.d10, self.theirs.d6),
                               spread(inc, self.theirs.d10, self.mine.d6),
                               inc.target_meat, out.target_meat)
            found = self._by_faces[key] = float(table[inc.target_meat, out.target_meat])
        self._by_gap[gap_key] = found
        return found
