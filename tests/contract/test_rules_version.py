"""Contract: a replay records its game's rules version, and one played under other rules is
refused by name and reason — for every registered ruleset, each game on its own."""

from __future__ import annotations

import random

import pytest

from game.core import replay
from game.core.ruleset import ruleset_module
from tests.contract.helpers import every_ruleset, play_random, sample_match


def finished_record(name: str) -> dict:
    """The JSON of a random match of ``name``, played to its end."""
    match = sample_match(name, 11)
    play_random(match, random.Random(11))
    return replay.record(match).to_json()


@every_ruleset
def test_a_replay_names_the_rules_it_was_played_under(name):
    # given a finished match of the game
    data = finished_record(name)
    # then its replay carries the game's own rules version, and reads back the same
    assert data["rules_version"] == ruleset_module(name).RULES_VERSION
    assert replay.from_json(data).rules_version == data["rules_version"]


@every_ruleset
def test_a_replay_of_other_rules_is_refused_naming_the_game_and_both_versions(name,
                                                                              monkeypatch):
    # given a replay recorded under the game's current rules
    data = finished_record(name)
    module = ruleset_module(name)
    # when the rules move on by one version
    monkeypatch.setattr(module, "RULES_VERSION", module.RULES_VERSION + 1)
    # then playing it back is refused, saying which game and which versions
    with pytest.raises(replay.ReplayError) as refused:
        replay.play(replay.from_json(data))
    message = str(refused.value)
    assert module.TITLE in message
    assert str(data["rules_version"]) in message and str(module.RULES_VERSION) in message


@every_ruleset
def test_a_replay_from_before_rules_versions_is_read_as_the_games_unrecorded_one(name,
                                                                               monkeypatch):
    # given a replay without the field, as replays were written before it existed
    data = finished_record(name)
    del data["rules_version"]
    module = ruleset_module(name)
    unrecorded = getattr(module, replay.UNRECORDED_RULES_VERSION, 1)
    # when the game is still at that version, then it plays back
    monkeypatch.setattr(module, "RULES_VERSION", unrecorded)
    assert replay.play(replay.from_json(data)).is_over
    # and when the game has moved past it, then it is refused
    monkeypatch.setattr(module, "RULES_VERSION", unrecorded + 1)
    with pytest.raises(replay.ReplayError, match="rules version"):
        replay.play(replay.from_json(data))


def test_a_rules_version_that_is_not_a_whole_number_is_refused():
    data = finished_record("meatbot")
    data["rules_version"] = "3"
    with pytest.raises(replay.ReplayError, match="rules_version"):
        replay.from_json(data, "odd.json")
