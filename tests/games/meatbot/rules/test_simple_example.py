"""The rulebook's Simple Example, round by round with its dice.

Red (seat 0) and Nina (seat 1): basic bots, Massacre 2, ten hexes apart on a straight line.
Known slips in the book (see the rules README): by the rules Red ends round 4 on 14 Meat, not
15 (he takes 2 in round 1, 2 in round 3 and 2 in round 4), and in round 2 the bots end 3 hexes
apart, not 2, when Nina steps 2 toward Red and Red moves 5.
"""

from game.core.hexes import Hex, distance
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Attack, Pick, Step, Stop
from tests.games.meatbot.rules.helpers import make_match, meat, pick_all, resolved

RED, NINA = 0, 1
W, E = Hex(-1, 0), Hex(1, 0)


def _step(match, seat, delta):
    bot = match.state.bots[seat]
    return match.submit(seat, Step(bot.hex + delta))


def test_simple_example_round_by_round():
    dice = [
        (6, 3), (10, 8), (10, 5), (10, 9), (2, 2),   # round 1 + coin flip: Nina moves first
        (4, 3), (6, 6), (6, 5), (10, 6),             # round 2 (different Moves: no flip)
        (4, 3), (10, 8), (10, 10), (10, 9),          # round 3
        (10, 9), (12, 9), (10, 5), (10, 6), (2, 1),  # round 4 + coin flip
    ]
    match = make_match([Hex(-5, 0), Hex(5, 0)], dice)
    log = match.events

    # Round 1: Red d6 + d10, Nina 2d10.
    pick_all(match, {RED: Pick(d6=1, d10=1), NINA: Pick(d10=2)})
    assert [e.defend for e in log if isinstance(e, ev.DefenseRaised)] == [5, 2]
    start = len(log)
    match.submit(NINA, Attack("plib", RED))     # her 9
    match.submit(RED, Attack("plib", NINA))     # his 8
    match.submit(NINA, Attack("plib", RED))     # her 5 equals his Defend 5: a hit
    assert resolved(log[start:]) == [(NINA, 9), (RED, 8), (NINA, 5)]
    assert meat(match) == [18, 19]
    assert match.pending()[0].player == NINA    # the coin flip says Nina moves first
    _step(match, NINA, W)
    _step(match, RED, W)
    _step(match, NINA, W)
    _step(match, RED, W)
    assert distance(match.state.bots[RED].hex, match.state.bots[NINA].hex) == 10

    # Round 2: Red d4 + d6, Nina d10 + d6; her 6 cannot beat his Defend 8.
    pick_all(match, {RED: Pick(d4=1, d6=1), NINA: Pick(d6=1, d10=1)})
    assert [e.defend for e in log if isinstance(e, ev.DefenseRaised)][-2:] == [8, 7]
    start = len(log)
    match.submit(NINA, Attack("plib", RED))
    assert [e.missed for e in log[start:] if isinstance(e, ev.AttackResolved)] == [(RED,)]
    assert meat(match) == [18, 19]
    assert match.pending()[0].player == NINA    # Move 2 goes before Move 5
    _step(match, NINA, W)
    _step(match, NINA, W)
    for _ in range(5):
        _step(match, RED, E)
    assert distance(match.state.bots[RED].hex, match.state.bots[NINA].hex) == 3  # book: 2

    # Round 3: Nina 2d10 (10, 9), Red d4 + d10 (3, 8).
    pick_all(match, {NINA: Pick(d10=2), RED: Pick(d4=1, d10=1)})
    start = len(log)
    match.submit(NINA, Attack("plib", RED))
    match.submit(NINA, Attack("plib", RED))
    match.submit(RED, Attack("plib", NINA))
    assert resolved(log[start:]) == [(NINA, 10), (NINA, 9), (RED, 8)]
    assert meat(match) == [16, 18]
    _step(match, NINA, E)
    _step(match, NINA, E)
    for _ in range(4):
        _step(match, RED, E)
    match.submit(RED, Stop())
    assert distance(match.state.bots[RED].hex, match.state.bots[NINA].hex) == 1

    # Round 4: Red d10 + d12 (9, 9: the grandstand fails), Nina 2d10 (5, 6).
    pick_all(match, {RED: Pick(d10=1, d12=1), NINA: Pick(d10=2)})
    assert [e.success for e in log if isinstance(e, ev.GrandstandRolled)] == [False]
    start = len(log)
    match.submit(RED, Attack("claws", NINA))
    match.submit(NINA, Attack("plib", RED))
    match.submit(NINA, Attack("claws", RED))
    assert resolved(log[start:]) == [(RED, 9), (NINA, 6), (NINA, 5)]
    match.submit(RED, Stop())
    match.submit(NINA, Stop())
    assert meat(match) == [14, 17]              # book: Red 15 (a slip)
    assert match.state.round == 5 and not match.is_over
