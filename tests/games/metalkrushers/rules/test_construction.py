"""Construction: the chassis, program, weapon and shield tables, armour limits, the balance
check, and building Krushers through requests (secret when several seats build)."""

from __future__ import annotations

import pytest

from game.core.hexes import Hex
from game.core.match import IllegalChoice
from game.games.metalkrushers.rules import TEMPLATES, Build, sample_setup_json
from game.games.metalkrushers.rules.build import Rules, even_armour, legal_builds, problems
from game.games.metalkrushers.rules.data import (
    CHASSIS,
    Shield,
    Weapon,
    critical_points,
    parse_item,
)
from game.games.metalkrushers.rules.setup import Options, setup_from_json
from tests.games.metalkrushers.rules.helpers import DUELIST, kinds, make_match

ARENA_RULES = Rules()
OPEN = Rules(balance=False)
EVERYTHING = Rules(new_chassis=True, new_programs=True, new_shields=True, balance=False)


def build(chassis="Standard", program="weapon-and-weapon", left="medium slice",
          right="medium slice", armour=None) -> Build:
    return Build(chassis, program, left, right, armour or even_armour(chassis))


# -- the tables --------------------------------------------------------------------------

@pytest.mark.parametrize("name, max_side, total, reflex, movement", [
    ("Bantam", 5, 15, 3, 8), ("Light", 15, 45, 3, 7), ("Standard", 25, 75, 2, 6),
    ("Heavy", 35, 105, 1, 5), ("Monster", 45, 135, 1, 4)])
def test_the_chassis_chart(name, max_side, total, reflex, movement):
    c = CHASSIS[name]
    assert (c.max_side, c.total, c.reflex, c.movement) == (max_side, total, reflex, movement)


@pytest.mark.parametrize("code, damage, parry, crit, im, to_hit", [
    ("small thrust", -3, -1, 10, 1, 0), ("medium slice", 0, -2, 11, 0, 0),
    ("large impact", 3, -3, 12, -1, 0), ("wt. large thrust", 2, -3, 10, -2, 0),
    ("imp. small impact", -1, -1, 12, 1, 1), ("wt. small slice", -1, -1, 11, 0, 0)])
def test_the_weapon_table(code, damage, parry, crit, im, to_hit):
    weapon = parse_item(code)
    assert isinstance(weapon, Weapon) and weapon.code == code
    assert (weapon.damage_bonus, weapon.parry, weapon.critical_from, weapon.im,
            weapon.to_hit_bonus) == (damage, parry, crit, im, to_hit)


@pytest.mark.parametrize("size, im, ap", [("tiny", 2, 5), ("small", 1, 15), ("medium", 0, 25),
                                          ("large", -1, 35), ("huge", -2, 45)])
def test_the_shield_chart_and_spiked_shields_at_half_armour(size, im, ap):
    plain, spiked = parse_item(f"{size} shield"), parse_item(f"spiked {size} shield")
    assert isinstance(plain, Shield) and (plain.im, plain.armour) == (im, ap)
    assert isinstance(spiked, Shield) and spiked.spiked and spiked.armour == ap // 2


@pytest.mark.parametrize("roll, small, medium, large", [
    (1, (1, False), (1, False), (2, False)), (2, (1, False), (1, False), (2, False)),
    (3, (1, False), (2, False), (3, False)), (4, (1, False), (2, False), (3, False)),
    (5, (2, False), (3, False), (4, False)), (6, (3, True), (4, True), (5, True))])
def test_the_critical_hit_chart(roll, small, medium, large):
    assert [critical_points(s, roll) for s in ("small", "medium", "large")] == \
        [small, medium, large]


def test_a_bad_item_code_is_explained():
    with pytest.raises(ValueError, match="a weapon is"):
        parse_item("medium banana")
    with pytest.raises(ValueError, match="a shield is"):
        parse_item("giant shield")


# -- limits and the balance check ------------------------------------------------------

def test_every_template_is_legal_in_its_scenario():
    for name, template in TEMPLATES.items():
        rules = Rules(pick_up=template.program == "flexible")
        assert problems(template, rules) == [], name


def test_armour_must_stay_within_the_side_maximum_and_add_up_to_the_total():
    too_much = build(armour=(26, 15, 8, 3, 8, 15))
    assert any("F armour 26 is outside 0-25" in p for p in problems(too_much, ARENA_RULES))
    short = build(armour=(25, 15, 8, 3, 8, 15))
    assert any("add up to the chassis total 75, not 74" in p
               for p in problems(short, ARENA_RULES))
    assert problems(build(armour=(25, 25, 0, 0, 0, 25)), ARENA_RULES) == []


def test_the_arena_rules_balance_check_needs_a_total_im_of_zero():
    # given two large weapons (IM -1 each)
    heavy_handed = build(left="large slice", right="large thrust")
    # then the Arena Rules refuse it and Open Combat allows it
    assert problems(heavy_handed, ARENA_RULES) == ["Armament Balance: the total IM must be 0, "
                                                   "not -2"]
    assert problems(heavy_handed, OPEN) == []
    # and a large weapon balanced by a small shield passes
    assert problems(build(program="weapon-and-shield", left="small shield",
                          right="large thrust"), ARENA_RULES) == []


def test_programs_fix_what_the_hands_hold():
    assert any("needs shield and weapon" in p for p in problems(
        build(program="weapon-and-shield"), ARENA_RULES))
    assert any("one melee weapon in both hands" in p for p in problems(
        build(program="two-handed", left="small slice", right="medium slice"), EVERYTHING))
    assert problems(build(program="two-handed", left="", right="large slice"),
                    EVERYTHING) == []


def test_optional_chassis_programs_and_shields_need_their_rules():
    monster = build("Monster")
    assert any("Monster chassis is an optional rule" in p for p in problems(monster, OPEN))
    assert problems(monster, EVERYTHING) == []
    bash = build(program="weapon-and-shield bash", left="spiked small shield",
                 right="small slice")
    assert any("optional rule" in p for p in problems(bash, OPEN))
    assert problems(bash, EVERYTHING) == []
    # a spiked shield is only for a bash program
    assert any("needs" in p for p in problems(build(program="weapon-and-shield",
                                                    left="spiked small shield"), EVERYTHING))


def test_pick_up_krushers_are_flexible_with_empty_hands():
    pick_up = Rules(pick_up=True, balance=False)
    assert problems(TEMPLATES["Scavenger"], pick_up) == []
    assert any("flexible" in p for p in problems(DUELIST, pick_up))
    assert any("flexible" in p for p in problems(TEMPLATES["Scavenger"], OPEN))


def test_the_listed_builds_are_all_legal_and_include_the_templates():
    listed = legal_builds(ARENA_RULES)
    assert TEMPLATES["Duelist"] in listed
    assert all(problems(b, ARENA_RULES) == [] for b in listed)
    assert len(set(listed)) == len(listed) > 100


# -- building in a match -------------------------------------------------------------------

def two_unbuilt():
    return make_match([None, None], [Hex(-2, 0), Hex(2, 0)], [0, 3], [1, 2], scenario="duel")


def test_several_seats_build_in_secret_at_once():
    # given a duel with two unbuilt Krushers
    match = two_unbuilt()
    # then both seats are asked at once, blind
    requests = match.pending()
    assert [(r.kind, r.player, r.secret) for r in requests] == [("build", 0, True),
                                                                ("build", 1, True)]
    # when seat 0 builds, then seat 1 cannot see the design and the log does not tell it
    events = match.submit(0, DUELIST)
    assert kinds(events) == ["KrusherBuilt"] and "slice" not in events[0].log_line(["X", "Y"])
    hidden = match.view_for(1).krusher(1)
    assert hidden.hidden and hidden.hands == (None, None) and hidden.build is None
    assert match.view_for(0).krusher(1).build == DUELIST
    # and seat 1's build, the last one, is still answered blind
    assert [(r.player, r.secret) for r in match.pending()] == [(1, True)]
    # when seat 1 builds, then both Krushers are revealed and the first turn begins
    events = match.submit(1, TEMPLATES["Bulwark"])
    assert kinds(events)[:3] == ["KrusherBuilt", "KrusherRevealed", "KrusherRevealed"]
    assert match.view_for(1).krusher(1).build == DUELIST
    assert "TurnStarted" in kinds(events)


def test_an_illegal_build_is_refused_with_its_reasons_and_changes_nothing():
    match = two_unbuilt()
    before = match.view_for(None)
    with pytest.raises(IllegalChoice, match="Armament Balance"):
        match.submit(0, build(left="large slice", right="large slice"))
    with pytest.raises(IllegalChoice, match="optional rule"):
        match.submit(0, build("Bantam"))
    assert match.view_for(None) == before and not match.choices


def test_the_build_request_lists_the_templates_its_rules_allow():
    match = make_match([None, DUELIST], [Hex(-2, 0), Hex(2, 0)], [0, 3], [1, 2],
                       scenario="open", options=Options(new_chassis=True))
    request = match.pending()[0]
    assert request.secret  # the other seat sees no design until construction ends
    assert "Duelist" in request.templates() and "Scavenger" not in request.templates()


def test_the_scenario_decides_the_balance_check_and_the_sides():
    # given an unbalanced design (two large weapons)
    data = sample_setup_json(2, 1)
    data["krushers"][0]["build"] = {"chassis": "Standard", "program": "weapon-and-weapon",
                                    "left": "large slice", "right": "large slice",
                                    "armour": [25, 15, 8, 4, 8, 15]}
    # then the Arena Rules duel refuses it and Open Combat takes it
    with pytest.raises(ValueError, match="Armament Balance"):
        setup_from_json(data)
    data["scenario"] = "open"
    assert setup_from_json(data).scenario == "open"
    # and only Team Play puts two Krushers on one side
    data["krushers"][1]["team"] = 0
    with pytest.raises(ValueError, match="only Team Play"):
        setup_from_json(data)
