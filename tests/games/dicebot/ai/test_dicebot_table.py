"""tools/dicebot/table.py records the four-seat Dice Bot table match by match."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT))

from game.ai.play_any import run_match  # noqa: E402
from game.games.dicebot.rules.setup import sample_setup_json  # noqa: E402
from tools.dicebot import table as dicebot_table  # noqa: E402


def _args(subject: str, order: str = "fair") -> argparse.Namespace:
    return argparse.Namespace(subject=subject, others="random", order=order)


def test_given_the_fair_order_when_a_match_is_recorded_then_it_is_play_anys_match():
    row = dicebot_table.record(_args("normal"), seed=5, index=1)
    levels = ["random", "random", "random", "normal"]     # rotation 0, shifted once
    run = run_match("dicebot", sample_setup_json(4, 5), levels, 5 * 1_000_003)
    assert row["seat"] == 3
    assert row["winners"] == list(run.winners)
    assert row["medals"] == list(run.match.state.medals)
    assert row["failures"] == 0


def test_given_a_recorded_match_when_summarised_then_every_melee_and_battle_is_counted():
    row = dicebot_table.record(_args("normal", "first"), seed=6, index=0)
    battles = sum(not melee["sudden"] for melee in row["melees"])
    assert len(row["payable"]) >= battles >= 1
    assert all(0 <= count <= 6 for counts in row["payable"] for count in counts)
    text = "\n".join(dicebot_table.summary([json.loads(json.dumps(row))]))
    assert text.startswith("normal (first): won ")
    assert "melees survived" in text and "endings" in text


def test_given_the_honest_yardstick_when_it_plays_then_it_answers_legally_to_the_end():
    row = dicebot_table.record(_args("honest@2"), seed=7, index=0)
    assert row["melees"] and row["seat"] == 0
    assert row["failures"] == 0
