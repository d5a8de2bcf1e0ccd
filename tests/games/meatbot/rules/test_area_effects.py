"""Area effects as ruled: explosion (ground zero and ring), cone, ray; friend or foe."""

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import AcidStream, Blast, Pick, Spray
from tests.games.meatbot.rules.helpers import build, duel, meat, of_type

A = Hex(0, 0)
GZ, RING = Hex(4, 0), Hex(5, 0)


def _boom(roll, defends):
    """Red fires a Boom Launcher (roll) at Nina on ground zero, Jet beside her."""
    builds = [build("Red", dv.BOOM), build("Nina", dv.TWITCHY), build("Jet", dv.TWITCHY)]
    dice = [(10, roll), *[(6, d) for d in defends]]
    picks = {0: Pick(d10=1), 1: Pick(d6=1), 2: Pick(d6=1)}
    match = duel([A, GZ, RING], dice, picks, builds)
    match.submit(0, Blast(dv.BOOM, GZ))
    return match


def test_explosion_at_or_above_defend_does_full_damage_and_one_less_around():
    match = _boom(8, [4, 4])          # Defend 6 for both
    assert meat(match) == [20, 18, 19]


def test_explosion_below_defend_at_ground_zero_still_does_one_less():
    match = _boom(5, [4, 1])          # Nina Defend 6 (> 5), Jet Defend 3
    assert meat(match) == [20, 19, 19]


def test_explosion_below_defend_in_the_ring_does_nothing():
    match = _boom(5, [1, 4])          # Nina Defend 3, Jet Defend 6 (> 5)
    assert meat(match) == [20, 18, 20]
    hexes = of_type(match.events, ev.AttackResolved)[0].hexes
    assert len(hexes) == 7 and GZ in hexes


def test_explosion_hits_friend_or_foe_including_the_firer():
    builds = [build("Red", dv.BOOM), build("Nina")]
    match = duel([A, Hex(1, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()}, builds)
    match.submit(0, Blast(dv.BOOM, Hex(1, 0)))
    assert meat(match) == [19, 18]


def test_cone_hits_every_bot_inside_whose_defend_the_roll_meets():
    builds = [build("Red", dv.ACID_SPRAY), build("Nina"), build("Jet", dv.TWITCHY),
              build("Oz")]
    dice = [(10, 5), (6, 6)]
    picks = {0: Pick(d10=1), 1: Pick(), 2: Pick(d6=1), 3: Pick()}
    # Cone east from A: (1,0) (2,-1) (3,-2) (2,0) (3,-1) (3,0). Oz is outside it.
    match = duel([A, Hex(1, 0), Hex(3, -1), Hex(0, 2)], dice, picks, builds)
    match.submit(0, Spray(0))
    assert meat(match) == [20, 18, 20, 20]
    resolved = of_type(match.events, ev.AttackResolved)[0]
    assert resolved.missed == (2,) and len(resolved.hexes) == 6


def test_cone_is_clipped_by_walls_and_sight():
    builds = [build("Red", dv.ACID_SPRAY), build("Nina")]
    match = duel([A, Hex(2, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()}, builds,
                 walls=[Hex(1, 0), Hex(2, -1)])
    match.submit(0, Spray(0))
    resolved = of_type(match.events, ev.AttackResolved)[0]
    assert Hex(1, 0) not in resolved.hexes and meat(match) == [20, 20]


def test_acid_stream_ray_stops_at_a_wall_and_lowers_defend():
    builds = [build("Red", dv.ACID_SPRAY), build("Nina", dv.TWITCHY), build("Jet")]
    dice = [(12, 12), (6, 6), (6, 6)]
    picks = {0: Pick(d12=1), 1: Pick(d6=2), 2: Pick()}
    match = duel([A, Hex(2, 0), Hex(4, 0)], dice, picks, builds, walls=[Hex(3, 0)])
    match.submit(0, AcidStream(0))
    resolved = of_type(match.events, ev.AttackResolved)[0]
    assert resolved.hexes == (Hex(1, 0), Hex(2, 0))
    assert meat(match) == [20, 18, 20]              # Defend 8 does not stop a grandstand
    assert match.state.bots[1].defend == 8 - 3


def test_up_down_shell_lands_next_round_ignoring_defend():
    builds = [build("Red", dv.UP_DOWN), build("Nina", dv.TWITCHY), build("Jet")]
    match = duel([A, GZ, RING], [(10, 1)], {0: Pick(d10=1), 1: Pick(), 2: Pick()}, builds)
    assert Blast(dv.UP_DOWN, GZ) in match.pending()[0].legal_choices()
    match.submit(0, Blast(dv.UP_DOWN, GZ))           # even a 1 places a shell
    assert meat(match) == [20, 20, 20]
    from tests.games.meatbot.rules.helpers import pick_all, stop_all_moves

    stop_all_moves(match)
    pick_all(match, {0: Pick(), 1: Pick(d6=2), 2: Pick()})
    landed = of_type(match.events, ev.ShellLanded)[0]
    assert landed.at == GZ and meat(match) == [20, 17, 18]
    order = [type(e).__name__ for e in match.events]
    assert order.index("DefenseRaised") < order.index("ShellLanded")
