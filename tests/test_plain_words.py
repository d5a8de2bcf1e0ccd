"""Reasons put together deep down reach the player in plain words (issue 30 item 8)."""

from __future__ import annotations

import pytest

from game.plain_words import GENERIC, plain_reason

CASES = [
    ("the replay's setup cannot start a match: malformed metalkrushers setup: "
     "KeyError('seats')",
     "the match cannot be set up: the entry 'seats' is missing"),
    ("malformed mechaton setup: MapError('maps/x.tmx [map]: file not found. Fix: check it')",
     "the match cannot be set up: its arena maps/x.tmx cannot be loaded (file not found)"),
    ("value [[[1]]] does not fit <class 'str'>", GENERIC),
    ("malformed dicebot setup: TypeError(\"'NoneType' object is not iterable\")",
     "the match cannot be set up: " + GENERIC),
    ("seat kind must be 'human' or 'ai', not {'a': {'b': 1}}",
     "seat kind must be 'human' or 'ai', not an object"),
    ("choice 0 should be [player, {...}], not [[[]]]",
     "choice 0 should be [player, {...}], not a list"),
    ("a seat must be an object, not None", "a seat must be an object, not null"),
    ("/home/x/autosave.json: field 'round' should be a whole number, not True",
     "field 'round' should be a whole number, not true"),
    ("[Errno 28] No space left on device", "No space left on device"),
    ("the file is not UTF-8 text", "the file is not UTF-8 text"),
]


@pytest.mark.parametrize("reason,plain", CASES)
def test_a_reason_is_put_in_plain_words(reason, plain):
    assert plain_reason(reason) == plain


def test_a_long_quoted_value_is_cut():
    shown = plain_reason("draft must be one of real_time, snake, not '" + "x" * 500 + "'")
    assert len(shown) < 100 and shown.endswith("\u2026'")


def test_plain_words_stay_as_they_are():
    for _, plain in CASES:
        assert plain_reason(plain) == plain
