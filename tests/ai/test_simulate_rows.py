"""tools/simulate.py's rows: table sizes, build modes and the Markdown table."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.ai.play_any import MatchRun, Strength, _tally, level_winners, seat_orders

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import simulate  # noqa: E402


def test_given_two_levels_at_three_seats_then_each_holds_every_seat_and_half_the_seats():
    orders = seat_orders(["hard", "normal"], 3)
    assert orders == [["hard", "normal", "hard"], ["normal", "hard", "normal"]]
    for seat in range(3):
        assert sorted(order[seat] for order in orders) == ["hard", "normal"]


def test_given_one_seat_per_level_then_the_seatings_are_the_plain_rotations():
    assert seat_orders(["a", "b", "c"], 3) == [["a", "b", "c"], ["b", "c", "a"],
                                               ["c", "a", "b"]]


def test_given_a_level_in_two_winning_seats_when_tallied_then_it_wins_once():
    report = Strength("metalkrushers", ["hard", "normal"])
    run = MatchRun(None, (0, 2), 0, [[], [], [], []], [0] * 4, None, [[], [], [], []])
    _tally(report, ["hard", "normal", "hard", "normal"], run)
    assert report.wins == {"hard": 1, "normal": 0}
    assert report.even_share("hard") == 0.5


def test_given_a_tie_at_the_top_between_seats_of_one_level_then_that_level_wins():
    tied = SimpleNamespace(winner=None, scores=(7, 3, 7, 2))
    assert level_winners(["normal", "easy", "normal", "easy"], tied, ()) == (0, 2)
    # but a tie between levels stays a draw, and a real winner is kept
    assert level_winners(["normal", "easy", "easy", "normal"], tied, ()) == ()
    assert level_winners(["normal", "easy"], SimpleNamespace(scores=(1, 5)), (1,)) == (1,)


def test_given_a_draw_left_to_seats_of_one_level_then_that_level_wins():
    # given MetalKrushers matches ended by the turn limit (a draw, no scores)
    hards_left = SimpleNamespace(standing=(0, 2))
    mixed = SimpleNamespace(standing=(0, 1, 2))
    order = ["hard", "normal", "hard", "normal"]
    # then two hard Krushers left beat the normal ones that fell
    assert level_winners(order, hards_left, ()) == (0, 2)
    # but a draw shared across levels, or with nobody left, stays a draw
    assert level_winners(order, mixed, ()) == ()
    assert level_winners(order, SimpleNamespace(standing=()), ()) == ()
    # and with one level in every seat a draw is a draw
    assert level_winners(["easy"] * 4, hards_left, ()) == ()


@pytest.mark.parametrize("spec", ["1", "two", "2,x", "0,3"])
def test_given_a_bad_table_size_when_parsed_then_it_is_refused(spec, capsys):
    with pytest.raises(SystemExit):
        simulate.parse_args(["--ruleset", "metalkrushers", "--seats", "hard,normal",
                             "--players", spec])
    assert "--players" in capsys.readouterr().err


def test_given_all_sizes_and_both_modes_on_the_scrapyard_then_every_row_is_listed():
    args = simulate.parse_args(["--ruleset", "metalkrushers", "--seats", "hard,normal",
                                "--map", "scrapyard", "--players", "all", "--builds", "both"])
    rows = simulate.rows_of(args, simulate.game_tool("metalkrushers"), simulate.load)
    assert [(r.players, r.builds) for r in rows] == [(2, "own"), (2, "same"), (3, "own"),
                                                    (3, "same"), (4, "own"), (4, "same")]


def test_given_krushers_when_set_up_by_mode_then_own_leaves_designs_and_same_shares_one():
    args = simulate.parse_args(["--ruleset", "metalkrushers", "--seats", "hard,normal",
                                "--map", "krusher_arena", "--players", "4"])
    path = args.map_list[0]
    own = simulate.arena_setups(args, path, 4, "own")(0)["krushers"]
    assert [k["build"] for k in own] == [None] * 4
    designs = {k["build"] for r in range(6)
               for k in simulate.arena_setups(args, path, 4, "same")(r)["krushers"]
               if r == 0}
    assert len(designs) == 1 and None not in designs
    drawn = {simulate.arena_setups(args, path, 4, "same")(r)["krushers"][0]["build"]
             for r in range(12)}
    assert len(drawn) > 1  # a fresh design each rotation


def test_given_mechaton_when_set_up_the_same_then_every_army_has_the_same_mechs():
    args = simulate.parse_args(["--ruleset", "mechaton", "--seats", "hard,normal",
                                "--map", "mechaton_crossroads", "--players", "4"])
    armies = simulate.arena_setups(args, args.map_list[0], 4, "same")(1)["armies"]
    parts = [[m["parts"] for m in army] for army in armies]
    assert all(p == parts[0] for p in parts)
    names = {m["name"] for army in armies for m in army}
    assert len(names) == sum(len(a) for a in armies)  # every mech named apart
    assert simulate.arena_setups(args, args.map_list[0], 4, "own")(1)["armies"] == [None] * 4


def test_given_mechaton_arenas_then_each_offers_the_player_counts_its_stations_hold():
    tool = simulate.game_tool("mechaton")
    assert tool.table_sizes("maps/mechaton_killing_ground.tmx") == [2]
    assert tool.table_sizes("maps/mechaton_satellite_crash.tmx") == [3]
    # and an arena for more players than the game takes offers none beyond five
    assert all(2 <= n <= 5 for n in tool.table_sizes("maps/standard_arena.tmx"))


def test_given_meatbot_through_play_any_when_set_up_the_same_then_bots_share_devourables():
    args = simulate.parse_args(["--ruleset", "meatbot", "--seats", "generic,random",
                                "--map", "scrapyard", "--players", "3"])
    bots = simulate.arena_setups(args, args.map_list[0], 3, "same")(2)["bots"]
    assert bots[0]["devourables"] and all(b["devourables"] == bots[0]["devourables"]
                                          for b in bots)
    own = simulate.arena_setups(args, args.map_list[0], 3, "own")(2)["bots"]
    assert [b["devourables"] for b in own] == [None] * 3


def test_given_dice_bot_at_two_table_sizes_when_tabled_then_a_head_and_a_row_each(capsys):
    assert simulate.main(["--ruleset", "dicebot", "--seats", "random,random", "--players",
                          "2,3", "--builds", "both", "--matches", "2", "--table"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("| arena | seats | builds | matches | random won")
    rows = lines[2:]
    assert [row.split(" | ")[1:3] for row in rows] == [["2", "no builds"], ["3", "no builds"]]
    assert all(" | 2 | " in row for row in rows)


def test_given_meatbots_own_levels_at_three_seats_when_same_builds_then_they_are_mirrored(
        capsys):
    assert simulate.main(["--seats", "normal,easy", "--map", "scrapyard", "--players", "3",
                          "--matches", "2", "--table", "--builds", "same"]) == 0
    out = capsys.readouterr().out
    assert "| scrapyard | normal,easy,normal (mirror builds) | 2 |" in out


def test_given_the_team_scenario_when_krushers_are_set_up_then_each_seat_fields_two():
    args = simulate.parse_args(["--ruleset", "metalkrushers", "--seats", "hard,normal",
                                "--map", "krusher_team_arena", "--scenario", "team"])
    setup = simulate.arena_setups(args, args.map_list[0], 2, "own")(0)
    assert setup["scenario"] == "team"
    assert [k["seat"] for k in setup["krushers"]] == [0, 0, 1, 1]


def test_given_a_scenario_without_an_arena_when_parsed_then_it_is_refused(capsys):
    with pytest.raises(SystemExit):
        simulate.parse_args(["--ruleset", "metalkrushers", "--seats", "hard,normal",
                             "--scenario", "team"])
    assert "--scenario" in capsys.readouterr().err
