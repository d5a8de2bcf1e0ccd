"""The rulebook's worked combat example, step by step (Krushers A, B and C).

The fragment starts in the middle of a turn: A has attacked B already (that part of the text
is missing), B has made its Reflex Facing roll, A's shield blocks B, and B's right medium
slice was declared to parry C. We play that missing part in the plainest way (B's Reflex
Facing fails, A's medium thrust misses) so the turn reaches the fragment in the same state,
then check every roll of "C vs. B" and "B vs. A" against the book.

One difference of presentation only: by our ruling a parry names the enemy weapon when it
is declared, so B names C's large slice during A vs. B; the book lets B name it at C vs. B
step D. The effect on C's roll is the same -2.
"""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.metalkrushers.rules import Build
from game.games.metalkrushers.rules.choices import NoParry, Parry, Reflex, Strike, UseShield
from game.games.metalkrushers.rules.combat_events import AttackRolled, DamageDealt
from tests.games.metalkrushers.rules.helpers import answer, kinds, make_match, stop_all

A_BUILD = Build("Standard", "weapon-and-shield", "medium shield", "medium thrust",
                (25, 15, 8, 4, 8, 15))
B_BUILD = Build("Standard", "weapon-and-weapon", "medium slice", "medium slice",
                (25, 15, 8, 4, 8, 15))
C_BUILD = Build("Light", "weapon-and-weapon", "small thrust", "large slice",
                (15, 8, 5, 4, 5, 8))
A, B, C = 1, 2, 3
LEFT, RIGHT = 0, 1

DICE = [
    6, 2, 4,        # initiative: A 6, B 2, C 4 -> combat order A, C, B
    2,              # A vs. B, step A: B's Reflex Facing roll fails
    1, 1,           # A vs. B, step F: A's medium thrust misses
    4, 5,           # C vs. B, step F: small thrust, natural 9
    3, 4,           # C vs. B, step F: large slice, natural 7
    5,              # C vs. B, step G: small thrust damage roll
    6, 6,           # B vs. A, step F: medium slice, natural 12
    4,              # B vs. A, step G: damage roll
    5,              # B vs. A, step H: critical hit chart
    1, 2, 3,        # next turn's initiative
]


def the_example():
    # given A facing B face to face, and C at B's right-front facing B
    match = make_match([A_BUILD, B_BUILD, C_BUILD], [Hex(0, 0), Hex(1, 0), Hex(1, -1)],
                       [0, 3, 5], DICE)
    # and nobody moves
    stop_all(match)
    return match


def play_a_vs_b(match) -> None:
    """The missing first part: A attacks B with its thrust; the declarations are made."""
    answer(match, Strike((0, B)))                       # A: its thrust at B
    answer(match, Reflex(2))                             # A: B tries Reflex Facing (fails)
    answer(match, UseShield("block", B))                 # C: A's shield blocks B for the turn
    answer(match, Parry(RIGHT, C, RIGHT))                # D: B's right slice parries C's large
    answer(match, NoParry())                             # D: B's left slice stays free


def test_the_initiative_order_is_a_then_c_then_b():
    match = the_example()
    assert match.state.combat_order == [A, C, B]


def test_a_vs_b_sets_up_the_declarations_the_fragment_starts_from():
    # given the example turn, when A attacks B
    match = the_example()
    play_a_vs_b(match)
    # then B has made its Reflex Facing roll, A blocks B, B's right slice parries C's slice
    state = match.state
    b, a = state.krusher(B), state.krusher(A)
    assert b.reflex_tried and b.facing == 3
    assert a.shield_use == ("block", B, -1)
    assert b.parries == {RIGHT: (C, RIGHT)}
    # and C's slot is next, asking C for its attacks
    request = match.pending()[0]
    assert (request.kind, request.krusher) == ("plan", C)


def test_c_vs_b():
    match = the_example()
    play_a_vs_b(match)
    # when C attacks B with both weapons
    events = answer(match, Strike((B, B)))
    # then A: B has already made its RF; B, C: nobody has a shield to declare; D: B's free
    # left slice may still parry, and B declines
    assert match.pending()[0].kind == "parry"
    events = answer(match, NoParry())
    # and E: C has no free weapon, so the attacks roll at once
    rolls = [e for e in events if isinstance(e, AttackRolled)]
    thrust, slice_ = rolls
    # F: small thrust: 9 +2 (C's front AB) -1 (B's right-front EV) = 10, a hit, no critical
    assert sum(thrust.dice) == 9
    assert thrust.terms == (("C's front AB", 2), ("B's right-front EV", -1))
    assert (thrust.total, thrust.hit, thrust.critical) == (10, True, False)
    # F: large slice: 7 +2 -1 -2 (B's medium slice parry) = 6, a miss
    assert sum(slice_.dice) == 7
    assert slice_.terms == (("C's front AB", 2), ("B's right-front EV", -1),
                            ("B's medium slice parry", -2))
    assert (slice_.total, slice_.hit) == (6, False)
    # G: the thrust does 1d-3: a 5 puts 2 points on B's right-front armour
    damage = [e for e in events if isinstance(e, DamageDealt)]
    assert len(damage) == 1
    assert (damage[0].die, damage[0].total, damage[0].side) == (5, 2, "right-front")
    assert (damage[0].to_armour, damage[0].armour_left) == (2, 13)
    # H: no critical hit
    assert not any(e.critical for e in damage)
    assert kinds(events).index("AttackRolled") < kinds(events).index("DamageDealt")


def test_b_vs_a():
    match = the_example()
    play_a_vs_b(match)
    answer(match, Strike((B, B)))
    answer(match, NoParry())
    # when B attacks A with its free left slice (its right one parries)
    request = match.pending()[0]
    assert request.legal_choices() == [Strike((0, 0)), Strike((A, 0))]
    events = answer(match, Strike((A, 0)))
    # then A: A has already attacked, no RF; B: A's block stands; C, D, E: nothing to declare
    roll = next(e for e in events if isinstance(e, AttackRolled))
    # F: 12 +2 (B's front AB) -3 (A's front and shield EV) = 11, a hit and a critical
    assert roll.dice == (6, 6)
    assert roll.terms == (("B's front AB", 2), ("A's front EV", -2), ("A's shield EV", -1))
    assert (roll.total, roll.hit, roll.critical) == (11, True, True)
    normal, critical = [e for e in events if isinstance(e, DamageDealt)]
    # G: 1d: a 4 goes to A's blocking shield
    assert (normal.die, normal.total, normal.to_shield, normal.shield_left) == (4, 4, 4, 21)
    assert normal.to_armour == 0
    # H: a medium weapon's critical, chart roll 5: 3 points on A's front armour
    assert critical.critical and (critical.die, critical.total) == (5, 3)
    assert (critical.side, critical.to_armour, critical.armour_left) == ("front", 3, 22)
    assert critical.to_shield == 0
    # and B was last in the order: the turn is over and the next begins
    assert "TurnStarted" in kinds(events)
    state = match.state
    assert state.turn == 2 and state.krusher(A).il == 16


def test_the_log_tells_every_roll_with_its_modifiers():
    match = the_example()
    play_a_vs_b(match)
    answer(match, Strike((B, B)))
    answer(match, NoParry())
    answer(match, Strike((A, 0)))
    log = "\n".join(match.log())
    assert "2d6 9 [4, 5], +2 (C's front AB), -1 (B's right-front EV) = 10, a hit" in log
    assert "+2 (C's front AB), -1 (B's right-front EV), -2 (B's medium slice parry) = 6, " \
           "a miss" in log
    assert "1d6 5, -3 (small thrust) = 2: 2 to right-front armour" in log
    assert "= 11, a critical hit!" in log
    assert "chart 1d6 5 gives 3: 3 to front armour" in log

