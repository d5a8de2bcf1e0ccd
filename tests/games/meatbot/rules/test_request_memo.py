"""What the rules keep for the next requests (random play speed): a pick request is worked
out once per pick phase, and only for the phase it was made in; the mover found after a
choice is used only by the requests built next."""

from __future__ import annotations

import dataclasses

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules.bots import BotBuild, Item
from game.games.meatbot.rules.choices import Pick, Stop
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


def moving_duel():
    """Red and Nina in Movement, both with Move left (no dice picked: base Move 2 each)."""
    match = picking_duel()
    match.submit(RED, Pick())
    match.submit(NINA, Pick())
    assert match.pending()[0].kind == "move"
    return match


def test_the_mover_found_after_a_choice_is_the_one_asked_to_step():
    # given Movement under way
    match = moving_duel()
    first = match.pending()[0].player
    # when the bot asked stops
    match.submit(first, Stop())
    # then the other bot is asked next, as a fresh look at the turn order says
    state = match.state
    asked = match.pending()[0].player
    assert asked != first
    assert asked == mo.next_mover(state.clone())


def test_a_turn_changed_outside_the_rules_is_worked_out_afresh_once_requests_were_built():
    # given Movement under way, its request built
    match = moving_duel()
    state = match.state
    first = state.pending()[0].player
    # when a test (or a planner on a copy) stops that bot by hand and drops the requests
    state.move_done.add(first)
    state._pending = None
    # then the requests are built for the other bot
    assert [r.player for r in state.pending()] == [1 - first]
