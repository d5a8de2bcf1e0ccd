"""The wire names a game, never a module path: the client finds the game's package itself."""

from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.core.ruleset import ruleset_names
from game.net.codec import CodecError, Decoder, encode
from game.net.rooms import Room, Seat
from tests.contract.helpers import sample_match


@pytest.mark.parametrize("name", ruleset_names())
def test_a_games_decoder_rebuilds_its_views_from_the_name_alone(name):
    # given a match of the game, when its first view goes over the wire and back
    match = sample_match(name, 3)
    view = match.state.view_for(0)
    back = Decoder.for_game(name).decode(json.loads(json.dumps(encode(view))))
    # then the view is rebuilt exactly
    assert back == view


@pytest.mark.parametrize("name", ["nosuchgame", "game.games.meatbot.rules", "", 7])
def test_a_decoder_for_an_unknown_game_is_refused(name):
    with pytest.raises(CodecError, match="unknown game"):
        Decoder.for_game(name)


def test_a_decoder_allows_only_the_named_games_classes():
    # given a Meatbot view on the wire, when a Dice Bot decoder reads it, then it is refused
    match: Match = sample_match("meatbot", 3)
    tagged = encode(match.state.view_for(0))
    with pytest.raises(CodecError, match="not allowed"):
        Decoder.for_game("dicebot").decode(tagged)


def test_the_welcome_names_the_game_and_no_package():
    match = sample_match("mechaton", 5)
    room = Room("ABCD", match, [Seat("human") for _ in match.state.names])
    welcome = json.loads(room.welcome([0]))
    assert welcome["ruleset"] == "mechaton"
    assert "package" not in welcome
    # core classes (the arena record) may be named on the wire; a game's package never is
    assert not any("game.games" in str(value) for value in welcome.values())
