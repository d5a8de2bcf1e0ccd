"""Property: in random play full of Locks and pins, the Move a bot is offered always equals the
Move it has with the bonds it has now (less the steps it already took this phase), and every
bot that could still move is in the movement order."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex, spiral
from game.core.match import Match
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import movement as mo
from tests.games.meatbot.rules.fuzz import random_choice

BONDERS = (dv.LOCKJAW, dv.BONESPEAR)
EXTRAS = (dv.ELME, dv.NERVE_LACE, dv.UP_DOWN, dv.CHITIN, dv.ENDURANCE)


def bond_heavy_match(seed: int) -> Match:
    """2-4 bots close together on a small arena, each with a Lockjaw or a Bonespear (or
    both) and maybe an ELME, a Nerve Lace, an Up Down..."""
    rng = random.Random(seed)
    hexes = spiral(Hex(0, 0), 3)
    walls = rng.sample(hexes[7:], rng.randint(0, 5))
    count = rng.randint(2, 4)
    starts = rng.sample([h for h in hexes[:19] if h not in walls], count)
    builds = []
    for index in range(count):
        kinds = [k for k in BONDERS if rng.random() < 0.7] or [rng.choice(BONDERS)]
        for extra in rng.sample(EXTRAS, rng.randint(0, 2)):
            if dv.stomachs_used([*kinds, extra]) <= dv.BASIC_STOMACHS:
                kinds.append(extra)
        builds.append(BotBuild(f"Bot{index}", rng.randint(2, 6), tuple(kinds)))
    setup = MeatbotSetup(open_arena(3, walls=walls), tuple(builds), tuple(starts),
                         round_limit=12)
    state, opening = new_state(setup, SeededDice(seed))
    return Match(state, "meatbot", opening=opening)


def steps_this_round(match: Match, seat: int) -> int:
    """Steps ``seat`` took itself (not being dragged) since the round began."""
    steps = 0
    for event in reversed(match.events):
        if isinstance(event, ev.RoundStarted):
            break
        if isinstance(event, ev.BotMoved) and event.player == seat:
            steps += 1
    return steps


def check_offered_move(match: Match) -> None:
    """Every pending step request offers exactly the Move the bot has with its bonds now."""
    state = match.state
    for request in match.pending():
        if request.kind != "move":
            continue
        bot = state.bots[request.player]
        expected = max(0, mo.current_move(state, bot) - steps_this_round(match, bot.seat))
        assert request.moves_left == expected, (request, state.bonds)
        if expected == 0 or mo.step_targets(state, bot) == []:
            assert not any(type(c).__name__ == "Step" for c in request.legal_choices())
    if state.phase == "move":
        in_order = {seat for group in state.move_groups for seat in group}
        for bot in state.bots:
            could = bot.active and bot.eating is None and bot.seat not in state.move_done
            left = mo.current_move(state, bot) - steps_this_round(match, bot.seat)
            if could and left > 0:
                assert bot.seat in in_order, f"{bot.name} has Move {left} but no turn"


def play(seed: int) -> Match:
    """One random match, checked after every choice."""
    match = bond_heavy_match(seed)
    rng = random.Random(seed)
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, random_choice(rng, request))
        check_offered_move(match)
    return match


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_offered_move_always_matches_the_bonds_the_bot_has_now(seed: int):
    play(seed)


def test_the_random_matches_do_end_bonds_in_the_middle_of_the_movement_phase():
    # the property above is only worth something if bonds really end while bots move
    ended = 0
    for seed in range(12):
        match = play(seed)
        phase_events = [e for e in match.events if isinstance(e, ev.MoveRegained)]
        ended += len(phase_events)
    assert ended >= 2
