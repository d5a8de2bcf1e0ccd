"""tools/simulate.py plays any level of any game, Meatbot included, on shipped arenas."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import simulate  # noqa: E402


def test_given_meatbot_with_generic_when_parsed_then_it_goes_through_play_any_on_the_arena():
    args = simulate.parse_args(["--ruleset", "meatbot", "--seats", "generic,random",
                                "--map", "duel_pit"])
    assert args.any_game
    assert args.map_list == ["maps/duel_pit.tmx"]


def test_given_meatbots_own_levels_when_parsed_then_its_own_simulator_keeps_duel_pit():
    args = simulate.parse_args(["--seats", "normal,easy"])
    assert not args.any_game
    assert args.map_list == ["maps/duel_pit.tmx"]


def test_given_another_game_without_a_map_when_parsed_then_sample_set_ups_are_played():
    args = simulate.parse_args(["--ruleset", "mechaton", "--seats", "generic,normal"])
    assert args.any_game and args.map_list == [None]


def test_given_all_maps_for_mechaton_when_parsed_then_only_its_arenas_are_listed():
    args = simulate.parse_args(["--ruleset", "mechaton", "--seats", "generic,random",
                                "--maps", "all"])
    assert "maps/mechaton_killing_ground.tmx" in args.map_list
    assert "maps/krusher_arena.tmx" not in args.map_list


@pytest.mark.parametrize("argv", [
    ["--ruleset", "dicebot", "--seats", "generic,random", "--map", "duel_pit"],
    ["--ruleset", "meatbot", "--seats", "generic,wizard"],
    ["--ruleset", "mechaton", "--seats", "generic"],
])
def test_given_bad_arguments_when_parsed_then_the_parser_refuses(argv):
    with pytest.raises(SystemExit):
        simulate.parse_args(argv)


def test_given_a_shipped_arena_when_krusher_set_ups_are_made_then_the_default_limit_applies():
    args = simulate.parse_args(["--ruleset", "metalkrushers", "--seats", "generic,random",
                                "--map", "krusher_arena"])
    setup = simulate.arena_setups(args, args.map_list[0])(0)
    assert setup["arena"] == {"path": "maps/krusher_arena.tmx"}
    assert "turn_limit" not in setup


def test_given_generic_against_random_on_duel_pit_when_simulated_then_json_has_cpu_times(
        capsys):
    assert simulate.main(["--ruleset", "meatbot", "--seats", "generic@2,random",
                          "--map", "duel_pit", "--matches", "2", "--seed", "3"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["matches"] == 2 and summary["map"] == "maps/duel_pit.tmx"
    assert sum(summary["wins"].values()) + summary["draws"] == 2
    assert summary["decision_cpu_ms"]["generic@2"]["count"] > 0
    assert summary["decision_cpu_ms"]["random"]["p95"] >= 0


@pytest.mark.parametrize("extra", [["--mirror-builds"], ["--stomachs", "4"],
                                   ["--massacre", "5"],
                                   ["--round-limit", "50"]])
def test_given_a_flag_play_any_would_ignore_when_parsed_then_it_is_refused_by_name(extra,
                                                                                  capsys):
    with pytest.raises(SystemExit):
        simulate.parse_args(["--ruleset", "mechaton", "--seats", "generic,random", *extra])
    assert extra[0] in capsys.readouterr().err


def test_given_meatbot_on_an_arena_through_play_any_then_massacre_and_round_limit_apply():
    args = simulate.parse_args(["--ruleset", "meatbot", "--seats", "generic,random",
                                "--map", "duel_pit", "--massacre", "4", "--round-limit", "50",
                                "--workers", "1"])
    assert args.any_game and args.massacre == 4 and args.round_limit == 50


def test_given_dice_bot_when_parsed_then_its_own_flag_is_offered_and_no_other_games():
    # given the simulator, then Dice Bot's deck report is a flag of Dice Bot's only
    assert simulate.parse_args(["--ruleset", "dicebot", "--seats", "normal,random",
                                "--deck-report"]).deck_report
    with pytest.raises(SystemExit):
        simulate.parse_args(["--ruleset", "mechaton", "--seats", "normal,random",
                             "--deck-report"])


def test_the_shared_simulator_finds_a_games_own_by_its_name_only():
    # given the shared tool, then the games' own parts are found under tools/
    assert simulate.game_tool("meatbot").DEFAULT_MAP == "maps/duel_pit.tmx"
    assert hasattr(simulate.game_tool("dicebot"), "report")
    assert hasattr(simulate.game_tool("mechaton"), "table_sizes")
    # and its code (its docstring's examples aside) names no game
    source = (ROOT / "tools" / "simulate.py").read_text()
    code = source.split('"""', 2)[2].lower()
    assert not [name for name in ("meatbot", "mechaton", "metalkrushers", "dicebot",
                                  "dice bot") if name in code]


def test_given_meatbot_through_play_any_with_stomachs_then_every_agent_buys_its_bot():
    # given the generic agent on an arena, with and without a Stomachs budget
    buying = simulate.parse_args(["--ruleset", "meatbot", "--seats", "generic,normal",
                                  "--map", "duel_pit", "--stomachs", "4"])
    basic = simulate.parse_args(["--ruleset", "meatbot", "--seats", "generic,normal",
                                 "--map", "duel_pit"])
    # then with one the bots are left to buy in the match's shop, without one they are basic
    bots = simulate.arena_setups(buying, buying.map_list[0])(0)["bots"]
    assert [(b["devourables"], b["stomachs"]) for b in bots] == [(None, 4), (None, 4)]
    assert [b["devourables"] for b in simulate.arena_setups(basic, basic.map_list[0])(0)
            ["bots"]] == [[], []]


def test_given_an_unknown_arena_when_parsed_then_it_is_refused_by_name(capsys):
    with pytest.raises(SystemExit):
        simulate.parse_args(["--seats", "normal,easy", "--maps", "duel_pit,nowhere"])
    assert "nowhere" in capsys.readouterr().err


def test_given_dice_bot_then_its_games_are_played_at_the_new_match_melee_limit():
    # given Dice Bot through the shared simulator, with and without --melee-limit
    from game.games.dicebot.rules.setup import DEFAULT_MELEE_LIMIT

    default = simulate.parse_args(["--ruleset", "dicebot", "--seats", "normal,easy"])
    short = simulate.parse_args(["--ruleset", "dicebot", "--seats", "normal,easy",
                                 "--melee-limit", "4"])
    # when the set-up of a three-player rotation is asked for
    # then it is the sample table at the limit a New match starts with, or the one given
    first = simulate.arena_setups(default, None, 3)(0)
    assert first["melee_limit"] == DEFAULT_MELEE_LIMIT and len(first["players"]) == 3
    assert simulate.arena_setups(short, None, 3)(1)["melee_limit"] == 4


@pytest.mark.parametrize("ruleset", ["dicebot", "mechaton"])
def test_given_two_workers_when_simulated_then_the_report_is_the_one_of_one_worker(ruleset,
                                                                                  capsys):
    # given the same series played on one process and shared out over two
    common = ["--ruleset", ruleset, "--seats", "random,random", "--matches", "4", "--seed", "5"]
    assert simulate.main([*common, "--workers", "1"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert simulate.main([*common, "--workers", "2"]) == 0
    shared = json.loads(capsys.readouterr().out)
    # then the same matches were played with the same outcome; identical seat labels share
    # one tally without going above the number of matches
    assert shared["workers"] == 2 and alone["workers"] == 1
    assert (shared["wins"], shared["draws"]) == (alone["wins"], alone["draws"])
    assert shared["wins"]["random"] + shared["draws"] == 4
    assert shared["decision_cpu_ms"]["random"]["count"] == \
        alone["decision_cpu_ms"]["random"]["count"]


def test_given_team_play_at_a_table_an_arena_cannot_seat_then_it_is_named_and_left_out(
        capsys):
    # given Team Play (two Krushers a seat) asked at every table size of the Duel Pit (2
    # spawns: no table fits) and at four seats of the Krusher Arena (6 spawns: too few)
    code = simulate.main(["--ruleset", "metalkrushers", "--seats", "random,random",
                          "--scenario", "team", "--maps", "duel_pit,krusher_arena",
                          "--players", "all", "--builds", "same", "--matches", "1",
                          "--seed", "3"])
    out, err = capsys.readouterr()
    # then the run ends normally, plays only the tables the game starts, and says which not
    assert code == 0
    played = [(json.loads(line)["map"], json.loads(line)["players"]) for line in out.splitlines()]
    assert played == [("maps/krusher_arena.tmx", 2), ("maps/krusher_arena.tmx", 3)]
    assert "left out: duel_pit at 2 seats (the arena has 2 spawns for 4 Krushers)" in err
    assert "left out: krusher_arena at 4 seats" in err
