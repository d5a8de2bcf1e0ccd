"""Letting go of a Lock during a blind step (issue 29): while another bot still allocates
its die of the same value, the let-go is a secret answer like the die itself. It shows
nobody anything until the step's reveal, where the Lock ends before the step's dice."""

from __future__ import annotations

from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Attack, Pass, Pick, Release, WrenchFree
from game.games.meatbot.rules.determinize import information_state
from tests.games.meatbot.rules.helpers import meat, of_type
from tests.games.meatbot.rules.test_bond_ends import NINA, RED, locked


def blind_step_of_fives():
    """Red's 10 locked Nina; Red and Nina each rolled a 5, so they allocate it blind."""
    match = locked([(10, 10), (10, 5), (10, 5)], picks={RED: Pick(d10=2), NINA: Pick(d10=1)})
    assert {r.player for r in match.pending()} == {RED, NINA}
    assert all(r.secret for r in match.pending())
    return match


def nina_request(match):
    """Nina's pending request."""
    return next(r for r in match.pending() if r.player == NINA)


def test_a_secret_let_go_shows_nothing_to_the_bot_still_allocating():
    # given the blind step of 5s, and a copy in which Red passes instead
    match = blind_step_of_fives()
    passed = match.clone()
    passed.submit(RED, Pass())
    # when Red lets go as his 5 comes up
    events = match.submit(RED, Release())
    # then nothing breaks yet: Nina sees the Lock, may still wrench free, and her view and
    # information state are those of the copy where Red passed
    assert of_type(events, ev.BondBroken) == []
    assert [b.kind for b in match.state.bonds] == ["lock"]
    assert WrenchFree() in nina_request(match).legal_choices()
    assert repr(match.view_for(NINA)) == repr(passed.view_for(NINA))
    assert repr(information_state(match.state, NINA).view_for(NINA)) == \
        repr(information_state(passed.state, NINA).view_for(NINA))
    assert information_state(match.state, NINA).step_releases == set()


def test_the_bot_that_let_go_in_secret_spends_its_die_as_if_free():
    # given the blind step of 5s
    match = blind_step_of_fives()
    # when Red lets go
    match.submit(RED, Release())
    # then his same die is still his to spend, with no second let-go and his Lock usable
    red = next(r for r in match.pending() if r.player == RED)
    assert (red.kind, red.die, red.secret) == ("attack", 5, True)
    assert Release() not in red.legal_choices()
    assert Attack("lock", NINA) in red.legal_choices()


def test_the_secret_let_go_takes_effect_at_the_reveal_before_the_dice():
    # given Red let go in secret, then passed his 5
    match = blind_step_of_fives()
    match.submit(RED, Release())
    match.submit(RED, Pass())
    # when Nina, who still saw the Lock, wrenches free
    events = match.submit(NINA, WrenchFree())
    # then at the reveal the Lock ends first, so her wrench finds nothing and costs no Meat
    assert of_type(events, ev.BondBroken)[0].reason == "let go"
    assert ev.DieLost(NINA, 5, "no Lock holds it any more") in events
    assert match.state.bonds == []
    assert meat(match) == [20, 19]


def test_letting_go_once_nobody_else_allocates_is_open_and_at_once():
    # given Nina has already allocated her 5 (Red's is the only die left in the step)
    match = blind_step_of_fives()
    match.submit(NINA, Pass())
    # when Red lets go
    events = match.submit(RED, Release())
    # then the Lock ends at once, in the open
    assert of_type(events, ev.BondBroken)[0].reason == "let go"
    assert match.state.bonds == []


def test_a_let_go_at_once_changes_the_bots_next_die_of_the_same_step():
    # given Red's Lock holds Nina and Red has two 5s to spend in one (open) step
    match = locked([(10, 10), (10, 5), (10, 5)], picks={RED: Pick(d10=3), NINA: Pick()})
    first = match.pending()[0]
    assert (first.player, first.die, first.secret) == (RED, 5, False)
    assert Release() in first.legal_choices()
    assert Attack("lock", NINA) not in first.legal_choices()
    # when he lets go with the first of them
    match.submit(RED, Release())
    # then his second 5 is spent with the Lock gone: nothing to let go, Nina lockable again
    second = match.pending()[0]
    assert (second.player, second.die) == (RED, 5)
    assert Release() not in second.legal_choices()
    assert Attack("lock", NINA) in second.legal_choices()
