"""Movement: slowest first, no passing through bots, eaters sit still, reachable hexes."""

from game.core.hexes import Hex
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Pick, Step
from tests.games.meatbot.rules.helpers import duel, of_type

A, B = Hex(0, 0), Hex(2, 0)


def test_the_slowest_bot_moves_first_then_the_next():
    match = duel([A, B, Hex(-3, 0)], [(4, 4), (4, 1)], {0: Pick(d4=1), 1: Pick(d4=1),
                                                          2: Pick()})
    order = of_type(match.events, ev.MoveOrderSet)[-1]
    assert order.groups == ((2,), (1,), (0,)) and order.moves == (2, 3, 6)
    assert match.pending()[0].player == 2


def test_no_stepping_onto_or_through_bots():
    match = duel([A, Hex(1, 0)], [(2, 1)], {0: Pick(), 1: Pick()})
    request = match.pending()[0]
    mover, other = match.state.bots[request.player], match.state.bots[1 - request.player]
    assert Step(other.hex) not in request.legal_choices()
    reach = match.state.destinations(mover.seat)
    assert other.hex not in reach and mover.hex in reach
    assert all(len(path) - 1 <= 2 for path in reach.values())


def test_destinations_route_around_walls_and_bots():
    walls = [Hex(1, -1), Hex(1, 0)]
    match = duel([A, Hex(-1, 1)], [(4, 4), (4, 4), (2, 1)], {0: Pick(d4=2), 1: Pick()},
                 walls=walls)
    reach = match.state.destinations(0)
    assert Hex(2, 0) in reach and all(h not in reach for h in walls)
    path = reach[Hex(2, 0)]
    assert path[0] == A and path[-1] == Hex(2, 0)
    assert not set(path) & {*walls, Hex(-1, 1)}


def test_a_bot_that_eats_does_not_move():
    from game.games.meatbot.rules.bots import Item
    from game.games.meatbot.rules.choices import Eat
    from tests.games.meatbot.rules.helpers import make_match, pick_all

    match = make_match([A, B])
    match.state.floor[50] = (Item(50, "Chitin", None), A)
    match.state.advance()
    pick_all(match, {0: Eat(50), 1: Pick()})
    assert of_type(match.events, ev.MoveOrderSet)[-1].groups == ((1,),)
