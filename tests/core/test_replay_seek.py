"""Seeking in a replay lands on exactly the state a straight replay reaches, in every game."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.replay import Replay, play, record
from game.core.replay_seek import SNAPSHOT_GAP, ReplayCursor, counted_progress
from game.core.ruleset import ruleset_names
from tests.contract.helpers import play_random, sample_match


def finished_replay(name: str, seed: int) -> Replay:
    match = sample_match(name, seed)
    play_random(match, random.Random(seed))
    return record(match)


def straight(replay: Replay, index: int) -> Match:
    return play(Replay(replay.ruleset, replay.setup, replay.seed, replay.choices[:index],
                       replay.rules_version))


def digest(match: Match) -> tuple:
    seats = range(len(match.state.names))
    return (tuple(match.log()), match.view_for(None), tuple(match.view_for(s) for s in seats),
            tuple(match.pending()), match.is_over)


@pytest.mark.parametrize("name", ruleset_names())
def test_seeking_to_every_round_start_equals_playing_there(name):
    # given a finished random match of the game and a cursor over its replay
    replay = finished_replay(name, 11)
    cursor = ReplayCursor(replay)
    assert cursor.marks, "a game that counts rounds or turns gives marks"
    # when seeking to the start of every round (backwards, so each seek starts afresh)
    for mark in reversed(cursor.marks):
        # then the state equals the straight replay's at that point
        assert digest(cursor.seek(mark.index)) == digest(straight(replay, mark.index))


@pytest.mark.parametrize("name", ruleset_names())
def test_seeking_anywhere_and_stepping_equals_playing_there(name):
    replay = finished_replay(name, 5)
    cursor = ReplayCursor(replay)
    rng = random.Random(3)
    for index in [cursor.length, 0, *rng.sample(range(cursor.length), 6)]:
        assert digest(cursor.seek(index)) == digest(straight(replay, index))
    assert digest(cursor.seek(cursor.length)) == digest(cursor.final)


def test_a_seek_replays_at_most_one_round_or_the_snapshot_gap():
    replay = finished_replay("meatbot", 2)
    cursor = ReplayCursor(replay)
    keys = sorted(cursor._snapshots)
    starts = {mark.index for mark in cursor.marks}
    gaps = [after - before for before, after in zip(keys, keys[1:], strict=False)
            if after not in starts]
    assert all(gap <= SNAPSHOT_GAP for gap in gaps)
    assert starts <= set(keys) | {0}


def test_marks_follow_the_games_rounds_and_move_between_them():
    cursor = ReplayCursor(finished_replay("meatbot", 4))
    labels = [mark.label for mark in cursor.marks]
    assert labels[0].startswith("round") and len(set(labels)) == len(labels)
    second = cursor.marks[1].index
    assert cursor.next_mark(0, 1) == cursor.marks[0].index or cursor.marks[0].index == 0
    assert cursor.next_mark(second, -1) == cursor.marks[0].index
    assert cursor.mark_at(second) == cursor.marks[1]
    assert counted_progress(object()) is None
