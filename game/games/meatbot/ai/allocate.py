"""The hard AI's attack dice: each die on the blow that most improves its races.

Once the dice are out every Defend is known, so a single-target blow's effect is certain: it
hits for the weapon's damage or does nothing. For every legal blow the agent copies the target,
applies the damage, and reads the chance to win its race against that foe (``stands``) before
and after; the blow with the biggest gain is made (a kill is worth the whole race). A foe out
of every reach is a race nobody can win yet, so the dice go to the foes actually in the fight
instead of the weakest one across the arena. Blasts, sprays and the other special uses of a
die keep the heuristic's pricing: when the heuristic's favourite is not a single-target blow,
it is played as is. The work is one race table per (target, damage) pair, a count fixed by the
legal choices, so a seed always gives the same match.
"""

from __future__ import annotations

from game.core.match import Choice, Request
from game.games.meatbot.ai import heuristic, stands
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import Attack
from game.games.meatbot.rules.state import MeatbotState

PLAIN = frozenset({"plib", "claws", "bite", dv.GOUGERS})
"""Single-target weapons whose only effect is their damage (a Bonespear also knocks back, an
onco-round lodges, a Lock holds: the heuristic prices those)."""


FELL = 1.0
"""Added to a blow that fells its target: the race against one foe barely moves when that
foe was nearly down already, but felling it takes its dice out of the fight for good (and
with several foes the others' races all get easier)."""


def choose_attack(state: MeatbotState, seat: int, request: Request) -> Choice:
    """The blow with the best race gain, or the heuristic's choice when its favourite is not
    a plain single-target blow."""
    ranked = heuristic.rank(state, seat, request)
    favourite = ranked[0][1]
    if not isinstance(favourite, Attack) or favourite.weapon not in PLAIN:
        return favourite
    me = state.bots[seat]
    die = getattr(request, "die", 0) or heuristic.current_die(state, seat)
    order = {id(choice): i for i, (_, choice) in enumerate(ranked)}
    gains: dict[tuple[int, int], float] = {}
    best, best_key = favourite, (blow_gain(state, me, die, favourite, gains), 0.0)
    for _, choice in ranked[1:]:
        if not isinstance(choice, Attack) or choice.weapon not in PLAIN:
            continue
        key = (blow_gain(state, me, die, choice, gains), -order[id(choice)])
        if key > best_key:
            best, best_key = choice, key
    return best


def blow_gain(state: MeatbotState, me: Bot, die: int, choice: Attack,
              memo: dict[tuple[int, int], float]) -> float:
    """How much a blow raises my chance to win the race against its target (remembered per
    target and damage)."""
    target = state.bots[choice.target]
    damage = tx.SINGLE.get(choice.weapon, (1, None))[0] if die >= target.defend else 0
    key = (target.seat, damage)
    found = memo.get(key)
    if found is None:
        before = stands.race_value(state, me, target)
        after = target.clone()
        after.damage += damage
        felled = FELL if damage and after.meat <= 0 else 0.0
        found = memo[key] = stands.race_value(state, me, after) - before + felled
    return found
