"""Each game's ``evaluate`` (who is ahead, for the generic agent): bounds, sharing out,
determinism over random play, and given / when / then cases where one seat is clearly ahead."""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest

from game.core.hexes import Hex
from game.core.match import Match, start_match
from game.core.ruleset import ruleset_module
from game.games.dicebot.rules import standing as dicebot
from game.games.meatbot.rules import standing as meatbot
from game.games.meatbot.rules.bots import Item
from game.games.mechaton.rules import standing as mechaton
from game.games.metalkrushers.rules import standing as metalkrushers

GAMES = ("meatbot", "mechaton", "metalkrushers", "dicebot")


def sample(name: str, players: int = 2, seed: int = 1) -> Match:
    """A fresh match of ``name`` on its sample set-up."""
    return start_match(name, ruleset_module(name).sample_setup_json(players, seed), seed)


def random_states(name: str, players: int, seed: int, every: int = 7):
    """States met along one random legal match (every ``every`` decisions, and the end)."""
    match, rng = sample(name, players, seed), random.Random(seed)
    step = 0
    while not match.is_over:
        if step % every == 0:
            yield match.state
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
        step += 1
    yield match.state


def sides(state, players: int) -> list[list[int]]:
    """Seats grouped by who shares a result (MetalKrushers' teams; otherwise one a seat)."""
    krushers = getattr(state, "krushers", None)
    if krushers is None:
        return [[seat] for seat in range(players)]
    teams: dict[int, set[int]] = {}
    for k in krushers:
        teams.setdefault(k.team, set()).add(k.seat)
    return [sorted(seats) for _, seats in sorted(teams.items())]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", GAMES)
def test_standings_lie_in_zero_one_share_out_and_repeat(name, players):
    evaluate = ruleset_module(name).evaluate
    for seed in (1, 2):
        for state in random_states(name, players, seed):
            values = [evaluate(state, seat) for seat in range(players)]
            assert all(0.0 <= v <= 1.0 for v in values)
            assert sum(values[group[0]] for group in sides(state, players)) == \
                pytest.approx(1.0)
            assert values == [evaluate(state, seat) for seat in range(players)]
            assert values == [evaluate(state.clone(), seat) for seat in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", GAMES)
def test_every_seat_read_at_once_reads_as_seat_by_seat(name, players):
    # given states along a random match, when every seat's standing is read at once
    # (what the generic agent's multi-seat standing asks for), then there is one reading a
    # seat and each is the seat's own evaluate
    module = ruleset_module(name)
    for state in random_states(name, players, seed=3, every=11):
        every = module.evaluate_seats(state)
        assert len(every) == players
        assert every == [module.evaluate(state, seat) for seat in range(players)]


@pytest.mark.parametrize("name", GAMES)
def test_a_fresh_even_match_is_even(name):
    # given two seats with the same kind of start (builds may differ: each is measured
    # against itself where that is the rule's point)
    state = sample(name).state
    if name == "meatbot":
        state.bots[1].items = list(state.bots[0].items)
        state.bots[1].massacre = state.bots[0].massacre
    if name == "mechaton":
        state = _mechaton_even()
    evaluate = ruleset_module(name).evaluate
    assert evaluate(state, 0) == pytest.approx(0.5)
    assert evaluate(state, 1) == pytest.approx(0.5)


def _copy_mech(mech, owner: int):
    copy = mech.clone()
    copy.owner = owner
    return copy


# -- Meatbot: the Meat race -------------------------------------------------------------

def test_meatbot_the_bot_with_more_meat_left_is_ahead():
    state = sample("meatbot").state
    # when seat 1's bot has taken 12 damage and seat 0's 2
    state.bots[0].damage, state.bots[1].damage = 2, 12
    # then seat 0 stands far better
    assert meatbot.evaluate(state, 0) > 0.8
    assert meatbot.evaluate(state, 1) < 0.2


def test_meatbot_a_fallen_bot_is_worth_nothing():
    state = sample("meatbot", players=3).state
    state.bots[2].standing = False
    assert meatbot.evaluate(state, 2) == 0.0
    assert meatbot.evaluate(state, 0) + meatbot.evaluate(state, 1) == pytest.approx(1.0)


def test_meatbot_a_heavier_weapon_counts_for_a_little():
    state = sample("meatbot").state
    state.bots[1].items = list(state.bots[0].items)
    state.bots[1].massacre = state.bots[0].massacre
    # when seat 0 deals more damage a hit (Gougers) at the same Meat
    state.bots[0].items = [*state.bots[0].items, Item(999, "Gougers", None)]
    # then it is ahead, but by far less than a Meat lead would give
    assert 0.5 < meatbot.evaluate(state, 0) < 0.7


# -- Mechaton: the score at the clock -------------------------------------------------------

def _mechaton_even():
    """Two copies of seat 0's army, off the field (where a mech stands is weighed against
    the stations, and two copies cannot stand on the same hexes)."""
    state = sample("mechaton").state
    state.points_per = (5, 5)
    state.mechs = [m for m in state.mechs if m.owner == 0]
    state.mechs += [_copy_mech(m, owner=1) for m in state.mechs]
    for mech in state.mechs:
        mech.hex = None
    return state


def test_mechaton_a_lead_in_assets_is_ahead_and_firms_up_as_the_clock_runs_down():
    state = _mechaton_even()
    # given seat 1 has lost a mech (rubble)
    next(m for m in state.mechs if m.owner == 1).white = 0
    state.clock = 11
    early = mechaton.evaluate(state, 0)
    state.clock = 1
    late = mechaton.evaluate(state, 0)
    # then seat 0 is ahead, and more surely with one tick left
    assert 0.5 < early < late < 1.0


def test_mechaton_points_per_asset_weigh_the_assets():
    state = _mechaton_even()
    # when seat 1 scores 7 an asset and seat 0 only 3
    state.points_per = (3, 7)
    assert mechaton.evaluate(state, 1) > mechaton.evaluate(state, 0)


def test_mechaton_the_short_games_satellite_holder_is_ahead():
    stations = [SimpleNamespace(satellite=True, owner=2, hex=None)]
    state = SimpleNamespace(options=SimpleNamespace(short_game=True), stations=stations,
                            names=("A", "B", "C"), mechs=[], clock=8)
    assert mechaton.satellite_standing(state, 2) == 1.0
    assert mechaton.satellite_standing(state, 0) == 0.0
    stations[0].owner = None
    assert mechaton.satellite_standing(state, 0) == pytest.approx(1 / 3)
    # a mech beside the unheld satellite makes its owner the likelier holder at doomsday
    stations[0].hex = Hex(0, 0)
    state.mechs = [SimpleNamespace(alive=True, hex=Hex(1, 0), owner=0)]
    assert mechaton.satellite_standing(state, 0) > 1 / 3 > mechaton.satellite_standing(state, 1)
    state.options.short_game = False
    assert mechaton.satellite_standing(state, 0) is None


# -- MetalKrushers: toughness left against the build ----------------------------------------

def test_metalkrushers_a_heavier_build_is_not_ahead_before_a_blow():
    state = sample("metalkrushers", seed=4).state
    heavy, light = state.krushers
    # given one Krusher built with 10 more armour on every side, untouched
    heavy.armour = [a + 10 for a in heavy.armour]
    heavy.build = replace(heavy.build, armour=tuple(heavy.armour))
    # then neither side is ahead: each is measured against its own build
    assert metalkrushers.evaluate(state, heavy.seat) == pytest.approx(0.5)


def test_metalkrushers_any_armour_or_shield_lost_counts_and_linkage_counts_most():
    state = sample("metalkrushers", seed=7).state      # Krusher 1 carries a shield
    other, hurt = state.krushers
    strongest = hurt.armour.index(max(hurt.armour))
    hurt.armour[strongest] -= 3
    armour_hit = metalkrushers.evaluate(state, hurt.seat)
    assert armour_hit < 0.5
    hurt.armour[strongest] += 3
    hurt.il -= 3
    assert metalkrushers.evaluate(state, hurt.seat) < armour_hit
    hurt.il += 3
    assert hurt.shield_ap > 0
    hurt.shield_ap -= 5
    assert metalkrushers.evaluate(state, hurt.seat) < 0.5


def test_metalkrushers_lost_linkage_and_armour_put_a_side_behind():
    state = sample("metalkrushers").state
    hurt = state.krushers[1]
    # when Krusher 1 has lost 6 Linkage and its weakest side's armour
    hurt.il -= 6
    weakest = hurt.armour.index(min(hurt.armour))
    hurt.armour[weakest] = 0
    # then its side stands worse, and a defeated Krusher's side worst of all
    assert metalkrushers.evaluate(state, hurt.seat) < 0.4
    hurt.defeated = True
    assert metalkrushers.evaluate(state, hurt.seat) == 0.0
    assert metalkrushers.evaluate(state, state.krushers[0].seat) == 1.0


def test_metalkrushers_team_mates_share_one_standing():
    state = start_match("metalkrushers", ruleset_module("metalkrushers").sample_setup_json(
        2, 3, scenario="team"), 3).state
    by_team: dict[int, set[float]] = {}
    state.krushers[0].il -= 5
    for k in state.krushers:
        by_team.setdefault(k.team, set()).add(metalkrushers.evaluate(state, k.seat))
    assert all(len(values) == 1 for values in by_team.values())
    hurt_team = state.krushers[0].team
    assert by_team[hurt_team].pop() < 0.5


# -- Dice Bot: medals and the melee ----------------------------------------------------------

def test_dicebot_medals_put_a_seat_ahead():
    state = sample("dicebot", players=4).state
    state.medals = [2, 0, 1, 0]
    values = [dicebot.evaluate(state, s) for s in range(4)]
    assert values[0] > values[2] > values[1] == values[3]


def test_dicebot_a_fallen_robot_loses_its_chance_of_a_medal():
    state = sample("dicebot").state
    state.medals = [1, 1]
    state.alive = [True, False]
    assert dicebot.evaluate(state, 0) > 0.8


def test_dicebot_hit_points_count_for_less_as_the_melee_ends():
    state = sample("dicebot").state
    state.hp = [6, 2]
    state.body = [["x"] * 6, ["x"] * 6]
    state.round = 0
    early = dicebot.evaluate(state, 1)
    state.round = 5
    late = dicebot.evaluate(state, 1)
    assert early < late < 0.5


def test_dicebot_sudden_death_counts_only_its_fighters():
    state = sample("dicebot", players=3).state
    state.medals = [3, 3, 1]
    state.sudden, state.players = True, (0, 1)
    assert dicebot.evaluate(state, 2) == 0.0
    assert dicebot.evaluate(state, 0) == pytest.approx(0.5)


# -- Dice Bot: what the parts can pay for --------------------------------------------------

def test_dicebot_plan_pays_the_most_power_per_part_first():
    # given a claw and a battery, and a hand of a one-claw hook and a claw-and-battery saw
    parts, hand = ["claw", "battery"], ["Buzz Saw", "Left Hook"]
    # when the plan pays greedily, then the hook (more power per part) takes the claw
    assert dicebot.plan(parts, hand) == (1, dicebot.POWER["Left Hook"])
    # and with a second claw both are paid
    assert dicebot.plan(parts + ["claw"], hand) == (
        2, dicebot.POWER["Left Hook"] + dicebot.POWER["Buzz Saw"])


def test_dicebot_an_empty_sheet_is_unarmed_and_a_full_plan_is_armed():
    state = sample("dicebot").state
    state.hands[0] = ["Left Hook", "Right Hook", "Bash Plate", "Zap Prod", "Spring Jab",
                      "Flash Bulb"]
    state.body[0], state.head[0] = [], None
    assert dicebot.armament(state, 0) == 0.0
    state.body[0] = ["claw", "claw", "armor", "battery", "spring", "camera"]
    assert dicebot.armament(state, 0) == pytest.approx(1.0)


def test_dicebot_parts_that_pay_for_the_hand_put_a_seat_ahead():
    # given two robots with the same hand and as many parts, only seat 0's parts fit it
    state = sample("dicebot").state
    hand = ["Left Hook", "Laser Eye", "Bash Plate", "Arc Lance", "Static Pulse", "Pogo Stomp"]
    state.hands = [list(hand), list(hand)]
    state.body = [["claw", "camera", "camera", "armor"], ["spring", "spring", "spring", "spring"]]
    # then seat 0 stands better
    assert dicebot.evaluate(state, 0) > 0.5 > dicebot.evaluate(state, 1)


def test_dicebot_a_grab_the_hand_needs_is_worth_more_than_one_it_does_not():
    # given a robot in the scavenge whose hand wants cameras, none of which it holds
    state = sample("dicebot").state
    state.hands[0] = ["Laser Eye", "Flash Bulb", "Rivet Gun", "Homing Dart", "Laser Eye",
                      "Flash Bulb"]
    state.body[0] = ["claw", "claw"]
    # when it takes a camera instead of a third claw
    camera, claw = state.clone(), state.clone()
    camera.body[0].append("camera")
    claw.body[0].append("claw")
    # then the camera is worth more
    assert dicebot.evaluate(camera, 0) > dicebot.evaluate(claw, 0)


def test_dicebot_armament_is_the_same_whatever_the_order_of_hand_and_parts():
    state = sample("dicebot").state
    state.body[0] = ["battery", "claw", "chip", "armor", "battery", "camera"]
    before = dicebot.armament(state, 0)
    state.body[0].reverse()
    state.hands[0].reverse()
    assert dicebot.armament(state, 0) == before
    assert 0.0 <= before <= 1.0
