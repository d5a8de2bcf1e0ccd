"""Requests kept for a phase's next ask (random play speed): a pick request is worked out
once per pick phase, and only for the phase it was made in."""

from __future__ import annotations

import dataclasses

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import BotBuild, Item
from game.games.meatbot.rules.choices import Pick
from tests.games.meatbot.rules.helpers import make_match

RED, NINA = 0, 1


def picking_duel():
    """Red and Nina, bots with no devourables and Massacre 5, three hexes apart, both
    about to pick."""
    match = make_match([Hex(0, 0), Hex(3, 0)],
                       builds=[BotBuild("Red", 5), BotBuild("Nina", 5)])
    assert [r.player for r in match.pending()] == [RED, NINA]
    return match


def test_after_one_secret_pick_the_other_request_is_the_same_but_for_a_fresh_id():
    # given both bots asked for their secret picks
    match = picking_duel()
    first_nina = match.pending()[NINA]
    last_id = max(r.id for r in match.pending())
    # when Red answers
    match.submit(RED, Pick(d10=2))
    # then Nina is asked the same under the next id, as a request made afresh would be
    again = match.pending()
    assert [r.player for r in again] == [NINA]
    assert again[0].id == last_id + 1
    assert again[0] == dataclasses.replace(first_nina, id=last_id + 1)


def test_a_clone_changed_in_the_pick_phase_works_its_requests_out_afresh():
    # given the pick phase, asked once, and a copy whose Nina gains an ELME (one more d4)
    match = picking_duel()
    before = match.pending()[NINA].limits
    twin = match.clone()
    nina = twin.state.bots[NINA]
    nina.items = [*nina.items, Item(99, dv.ELME, None)]
    twin.state._pending = None
    # when the copy asks for Nina's pick
    after = next(r for r in twin.pending() if r.player == NINA).limits
    # then its limits count the ELME; the original's do not change
    assert after[0] == before[0] + 1
    assert match.pending()[NINA].limits == before


def test_the_next_pick_phase_works_its_requests_out_afresh():
    # given a round's picks answered (no dice) and the round played out up to the next
    # round's picks, not asked for yet
    match = picking_duel()
    first = match.pending()[NINA]
    match.submit(RED, Pick())
    match.submit(NINA, Pick())
    while match.state.phase != "pick":
        request = match.pending()[0]
        match.submit(request.player, request.legal_choices()[-1])
    # when Nina has gained an ELME by then
    nina = match.state.bots[NINA]
    nina.items = [*nina.items, Item(99, dv.ELME, None)]
    # then her new request counts it: nothing of the last phase's requests is kept
    assert match.state.round == 2
    assert match.pending()[NINA].limits[0] == first.limits[0] + 1
