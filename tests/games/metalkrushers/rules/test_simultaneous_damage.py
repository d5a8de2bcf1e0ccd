"""Combat is simultaneous: the damage of a turn takes effect when the turn ends (ruling 7).

A shield knocked to 0 during the turn still gives its Evade and still blocks until the turn
ends; a side emptied during the turn, or a Krusher at 0 Internal Linkage, still counts until
then; and the end of the turn leaves the same record whichever attack came first.
"""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.metalkrushers.rules import TEMPLATES, Build
from game.games.metalkrushers.rules.choices import Reflex, Strike, UseShield
from game.games.metalkrushers.rules.combat import plan_choices, shield_choices
from game.games.metalkrushers.rules.combat_events import AttackRolled, DamageDealt
from game.games.metalkrushers.rules.facing import FRONT, LEFT_FRONT, evade, shield_blocks
from game.games.metalkrushers.rules.setup import Options
from tests.games.metalkrushers.rules.helpers import (
    DUELIST,
    answer,
    make_match,
    passive,
    stop_all,
)

D, B, C = 1, 2, 3
# D (a Bulwark: medium shield in the left hand) faces east; B stands at its front, facing
# it; C at its left-front, facing it. Initiative: D 1, B 6, C 4 -> combat B, C, D.
STARTS, FACINGS = [Hex(0, 0), Hex(1, 0), Hex(1, -1)], [0, 3, 4]
INITIATIVE = [1, 6, 4]
NAMES = ("D", "B", "C")


def shield_match(dice: list[int], shield_ap: int = 2):
    """D's shield has ``shield_ap`` points left as the turn begins; nobody moves."""
    match = make_match([TEMPLATES["Bulwark"], DUELIST, DUELIST], STARTS, FACINGS,
                       INITIATIVE + dice, names=NAMES)
    d = match.state.krusher(D)
    d.shield_ap = d.turn_shield_ap = shield_ap
    stop_all(match)
    return match


def declare_nothing(match) -> list:
    """Answer every Reflex Facing, shield and parry question of this attack passively."""
    events: list = []
    while match.pending() and match.pending()[0].kind in ("reflex", "shield", "parry"):
        events += answer(match, passive(match.pending()[0]))
    return events


def b_attacks_d_who_blocks_b(match) -> list:
    """B's left slice attacks D; D raises its shield to block B."""
    events = answer(match, Strike((D, 0)))
    events += answer(match, Reflex(None))
    events += answer(match, UseShield("block", B))
    return events + declare_nothing(match)


def c_attacks_d(match) -> list:
    """C's left slice attacks D; nobody declares anything."""
    return answer(match, Strike((D, 0))) + declare_nothing(match)


def test_a_shield_knocked_to_zero_still_gives_its_evade_until_the_turn_ends():
    # given D's shield has 2 points left and D blocks B, whose slice hits for 5
    match = shield_match([5, 4, 5,      # B: 2d6 9 +2 -2 -1 = 8 hits; damage 5
                          4, 4, 1,      # C: 2d6 8, hits; damage 1
                          1, 2, 3])     # next turn's initiative
    events = b_attacks_d_who_blocks_b(match)
    dealt = next(e for e in events if isinstance(e, DamageDealt))
    assert (dealt.to_shield, dealt.shield_left, dealt.to_armour) == (2, 0, 3)
    # when C attacks D later in the same turn
    roll = next(e for e in c_attacks_d(match) if isinstance(e, AttackRolled))
    # then the emptied shield still guards D's left-front against C
    assert roll.terms == (("C's front AB", 2), ("D's left-front EV", -1),
                          ("D's shield EV", -1))
    # and once the turn is over the damage has taken effect: no shield Evade any more
    answer(match, Strike((0, 0)))                          # D's slot: no attack
    d = match.state.krusher(D)
    assert match.state.turn == 2
    assert evade(d, FRONT) == (-2, 0) and evade(d, LEFT_FRONT) == (-1, 0)


def test_a_shield_knocked_to_zero_still_blocks_until_the_turn_ends():
    # given D's shield is emptied blocking B
    match = shield_match([5, 4, 5, 1, 2, 3])
    b_attacks_d_who_blocks_b(match)
    d = match.state.krusher(D)
    assert d.shield_ap == 0
    # then its block on B still stands for the rest of the turn
    assert shield_blocks(d, B, FRONT)
    # and when the turn is over the shield is gone: no block, nothing to raise
    answer(match, Strike((0, 0)))                          # C's slot: no attack
    answer(match, Strike((0, 0)))                          # D's slot: no attack
    assert match.state.turn == 2 and d.shield_use is None
    assert not shield_blocks(d, B, FRONT)
    assert shield_choices(match.state, d, match.state.krusher(B)) == []


def c_roll_and_record(b_first: bool) -> tuple[AttackRolled, tuple[int, int, int, int]]:
    """D's shield at 2 blocks B, whose slice hits for 5; C hits D's left-front for 1. Returns
    C's attack roll and D's record (shield, front, left-front, Linkage) when the turn ends."""
    b_attack, c_attack = [5, 4, 5], [4, 4, 1]
    dice = (b_attack + c_attack) if b_first else (c_attack + b_attack)
    initiative = [1, 6, 4] if b_first else [1, 4, 6]
    match = make_match([TEMPLATES["Bulwark"], DUELIST, DUELIST], STARTS, FACINGS,
                       initiative + dice + [1, 2, 3], names=NAMES)
    d = match.state.krusher(D)
    d.shield_ap = d.turn_shield_ap = 2
    stop_all(match)
    events: list = []
    for attacker in ((B, C) if b_first else (C, B)):
        events += answer(match, Strike((D, 0)))
        events += answer(match, Reflex(None))
        if attacker == B:
            events += answer(match, UseShield("block", B))
        events += declare_nothing(match)
    answer(match, Strike((0, 0)))
    c_roll = next(e for e in events if isinstance(e, AttackRolled) and e.krusher == C)
    return c_roll, (d.shield_ap, d.armour[FRONT], d.armour[LEFT_FRONT], d.il)


def test_the_turns_damage_comes_out_the_same_whichever_attack_comes_first():
    # when B empties D's shield before C attacks, or after
    b_first = c_roll_and_record(b_first=True)
    c_first = c_roll_and_record(b_first=False)
    # then C faces the same shield Evade either way, and D ends the turn with the same record
    assert b_first[0].terms == c_first[0].terms
    assert ("D's shield EV", -1) in b_first[0].terms
    assert b_first[1] == c_first[1] == (0, 35 - 3, 25 - 1, 16)


def test_a_krusher_whose_side_and_linkage_are_gone_fights_on_until_the_turn_ends():
    # given D with 2 armour on its front and 3 Internal Linkage; B strikes first, for 6
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0)], [0, 3],
                       [1, 6, 5, 4, 6, 4, 4, 3, 1, 1], names=NAMES)
    d = match.state.krusher(D)
    d.armour[FRONT], d.il = 2, 3
    stop_all(match)
    answer(match, Strike((0, D)))
    events = declare_nothing(match)
    dealt = next(e for e in events if isinstance(e, DamageDealt))
    # then 2 are marked on the front armour and the rest takes all its Linkage
    assert (dealt.to_armour, dealt.to_linkage, dealt.linkage_left) == (2, 3, 0)
    # and D still strikes back in its slot, and is defeated only when the turn ends
    assert not d.defeated and match.pending()[0].krusher == D
    events = answer(match, Strike((B, 0)))
    events += declare_nothing(match)
    assert any(isinstance(e, DamageDealt) and e.krusher == D for e in events)
    assert d.defeated and "KrusherDefeated" in [type(e).__name__ for e in events]


SPIKED = Build("Standard", "weapon-and-shield bash", "spiked medium shield", "medium slice",
               (25, 15, 8, 4, 8, 15))
BASH_RULES = Options(new_programs=True, new_shields=True)


def test_a_spiked_shield_at_zero_keeps_only_its_parry_and_bash():
    # given a spiked shield worn down to 0 armour points (D), facing B
    match = make_match([SPIKED, DUELIST], [Hex(0, 0), Hex(1, 0)], [0, 3], [1, 6],
                       options=BASH_RULES, names=NAMES)
    d, b = match.state.krusher(D), match.state.krusher(B)
    d.shield_ap = d.turn_shield_ap = 0
    stop_all(match)
    # then it gives no Evade on the sides it guards
    assert evade(d, FRONT) == (-2, 0) and evade(d, LEFT_FRONT) == (-1, 0)
    # and when B attacks, D may parry with it but no longer block
    answer(match, Strike((D, 0)))
    answer(match, Reflex(None))
    offered = match.pending()[0].legal_choices()
    assert UseShield("block", B) not in offered
    assert UseShield("parry", B, 0) in offered
    assert shield_choices(match.state, d, b) == offered
    # and it can still bash
    d.shield_use = None
    assert Strike((B, 0)) in plan_choices(match.state, d)


def test_a_spiked_shield_with_armour_left_still_guards_and_blocks():
    match = make_match([SPIKED, DUELIST], [Hex(0, 0), Hex(1, 0)], [0, 3], [1, 6],
                       options=BASH_RULES, names=NAMES)
    d, b = match.state.krusher(D), match.state.krusher(B)
    assert d.shield_ap == 12
    assert evade(d, FRONT) == (-2, -1)
    assert UseShield("block", B) in shield_choices(match.state, d, b)
