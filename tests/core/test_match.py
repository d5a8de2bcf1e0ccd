"""The generic match driver: validate before applying, the choice codec, the registry."""

import pytest

from game.core.hexes import Hex
from game.core.match import (
    IllegalChoice,
    ListRequest,
    decode_choice,
    encode_choice,
    ruleset_module,
    start_match,
)
from game.games.meatbot.rules.choices import CHOICE_TYPES, Attack, BiRP, Blast, Pick, Stop
from tests.games.meatbot.rules.fuzz import random_setup_json


def _match():
    return start_match("meatbot", random_setup_json(3), seed=5)


def test_list_request_validates_membership():
    request = ListRequest(1, 0, "move", "go", (Stop(),))
    request.validate(Stop())
    with pytest.raises(IllegalChoice, match="request 1 \\(move\\) for player 0"):
        request.validate(Pick())


class CountedStop(Stop):
    """A Stop that counts its comparisons."""

    compared = 0

    def __eq__(self, other: object) -> bool:
        CountedStop.compared += 1
        return isinstance(other, Stop)

    __hash__ = Stop.__hash__


def test_given_the_very_choice_a_request_listed_then_it_validates_without_comparing_fields():
    # given a request listing many choices, the one picked last
    listed_choices = tuple(CountedStop() for _ in range(20))
    request = ListRequest(1, 0, "move", "go", listed_choices)
    CountedStop.compared = 0
    # when the very object it listed comes back
    request.validate(listed_choices[-1])
    # then it is accepted without one field-by-field comparison
    assert CountedStop.compared == 0
    # and an equal choice made afresh is still checked and accepted, a stranger refused
    request.validate(Stop())
    with pytest.raises(IllegalChoice):
        request.validate(Pick())


def test_illegal_choice_changes_nothing_and_names_the_reason():
    match = _match()
    before = (match.pending(), len(match.events), match.view_for(None))
    massacre = match.pending()[0].massacre
    with pytest.raises(IllegalChoice, match=f"is more than Massacre {massacre}"):
        match.submit(0, Pick(d10=1, d12=massacre))
    assert (match.pending(), len(match.events), match.view_for(None)) == before
    assert match.choices == []


def test_submitting_out_of_turn_is_refused():
    match = _match()
    players = {r.player for r in match.pending()}
    absent = next(p for p in range(10) if p not in players)
    with pytest.raises(IllegalChoice, match=f"player {absent} has no decision"):
        match.submit(absent, Pick())


def test_secret_picks_give_no_events_until_the_last_one():
    match = _match()
    requests = match.pending()
    assert len(requests) >= 2 and all(r.kind == "pick" for r in requests)
    first = match.submit(requests[0].player, Pick())
    assert [type(e).__name__ for e in first] == ["PickMade"]


@pytest.mark.parametrize("choice", [Pick(1, 0, 2, 0), Attack("plib", 3),
                                    Blast("Up Down", Hex(2, -1)), BiRP(1),
                                    BiRP(1, 4, Hex(0, 1)), Stop()])
def test_choices_round_trip_through_json(choice):
    assert decode_choice(encode_choice(choice), CHOICE_TYPES) == choice


def test_decoding_rejects_unknown_or_malformed_choices():
    with pytest.raises(ValueError, match="unknown choice type"):
        decode_choice({"type": "Fly"}, CHOICE_TYPES)
    with pytest.raises(ValueError, match="does not fit"):
        decode_choice({"type": "Step", "to": "north"}, CHOICE_TYPES)


def test_registry_names_known_rulesets():
    assert ruleset_module("meatbot").NAME == "meatbot"
    with pytest.raises(ValueError, match="known: .*meatbot"):
        ruleset_module("chess")


def test_clone_is_independent():
    match = _match()
    copy = match.clone()
    request = copy.pending()[0]
    copy.submit(request.player, Pick())
    assert len(copy.choices) == 1 and match.choices == []
    assert len(match.pending()) == len(copy.pending()) + 1


class _Counting:
    """A rules state that notes every time its pending requests are worked out."""

    def __init__(self, state, asked):
        self._state, self._asked = state, asked

    def pending(self):
        self._asked.append(1)
        return self._state.pending()

    def __getattr__(self, name):
        return getattr(self._state, name)


def test_given_a_driver_asking_then_submitting_the_rules_work_out_each_choices_requests_once():
    # given a match whose state counts how often its pending requests are worked out
    match = _match()
    asked = []
    match.state = _Counting(match.state, asked)
    # when a driver asks what is pending, then submits an answer to it, three times over
    for _ in range(3):
        request = match.pending()[0]
        match.submit(request.player, request.legal_choices()[0])
    # then the rules worked the requests out once per choice, not once per look
    assert len(asked) == 3
    # and a caller changing the list it was given changes nothing in the match
    match.pending().clear()
    assert match.pending() and len(asked) == 4


def test_given_a_choice_with_a_field_of_the_wrong_kind_then_it_is_refused_by_field():
    # given the first request, when answered with a string where a number belongs
    match = _match()
    request = match.pending()[0]
    with pytest.raises(IllegalChoice, match="d10='1' is not a whole number"):
        match.submit(request.player, Pick(d10="1"))
    # and a bool is not taken for a number either
    with pytest.raises(IllegalChoice, match="d12=True is not a whole number"):
        match.submit(request.player, Pick(d12=True))
    assert match.choices == []
