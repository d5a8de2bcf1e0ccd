"""The hard agent's attack dice (``allocate``): each die on the blow that most improves a race."""

from __future__ import annotations

from game.ai.base import SeatView
from game.core.arena import open_arena
from game.core.hexes import Hex
from game.games.meatbot.ai import allocate, make_agent
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import Attack, Pick

KIT = (dv.HYPERHEAL, dv.GOUGERS, dv.CRANE)


class Tens:
    """Dice that show 10 on a d10 and 1 on anything else."""

    def roll(self, sides: int) -> int:
        return 10 if sides == 10 else 1


def attack_step(foe_meat=(2, 20)):
    """Me (seat 0) next to two foes with the given Meat, one attack die showing 10."""
    arena = open_arena(5, spawns=[Hex(0, 0), Hex(1, 0), Hex(0, 1)])
    setup = MeatbotSetup(arena, tuple(BotBuild(f"B{i}", 5, KIT) for i in range(3)))
    state = new_state(setup, Tens())[0]
    for bot, meat in zip(state.bots[1:], foe_meat, strict=True):
        bot.damage = bot.max_meat - meat
    state.apply(0, Pick(d10=1))
    state.apply(1, Pick(d6=1))
    state.apply(2, Pick(d6=1))
    request = state.pending()[0]
    assert (request.player, request.kind) == (0, "attack")
    return state, request


def test_given_a_foe_one_blow_from_falling_when_hard_allocates_then_it_kills():
    state, request = attack_step(foe_meat=(2, 20))  # Hyperheal makes it 3 before the blows
    assert state.bots[1].meat == 3
    choice = make_agent("hard", 1).choose(SeatView(0, lambda: state), request)
    assert choice == Attack(dv.GOUGERS, 1)


def test_given_the_same_position_when_hard_allocates_twice_then_the_choice_is_the_same():
    state, request = attack_step(foe_meat=(12, 9))
    first = make_agent("hard", 1).choose(SeatView(0, lambda: state), request)
    again = make_agent("hard", 2).choose(SeatView(0, lambda: state), request)
    assert first == again
    assert first in request.legal_choices()


def test_given_a_blow_when_priced_then_each_target_and_damage_is_worked_out_once():
    state, request = attack_step(foe_meat=(12, 9))
    memo: dict = {}
    me = state.bots[0]
    for choice in request.legal_choices():
        if isinstance(choice, Attack) and choice.weapon in allocate.PLAIN:
            allocate.blow_gain(state, me, 10, choice, memo)
    # Gougers (3) and claws or plib (1) on each of the two foes: four races, no more
    assert sorted(memo) == [(1, 1), (1, 3), (2, 1), (2, 3)]
    assert memo[(1, 3)] > memo[(1, 1)] >= 0  # 13 Meat and 14 both take five Gouger hits
