"""The tutorial's script of the rulebook's combat example plays the worked example exactly.

The worked-example test (test_worked_example.py) sets Krushers A, B and C in the book's places
and plays the turn by hand. The script starts earlier: B is designed from the Duelist template
and the three walk into those places. These tests check that it is the same example (same
builds, same dice) and that its turn produces the very same combat, roll for roll.
"""

from __future__ import annotations

from game.core.match import Match
from game.games.metalkrushers.rules import combat_events as ce
from game.games.metalkrushers.rules import combat_example as book
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.rules.build import TEMPLATES
from game.games.metalkrushers.rules.choices import NoParry, Strike
from tests.games.metalkrushers.rules import test_worked_example as worked
from tests.games.metalkrushers.rules.helpers import answer

COMBAT_EVENTS = (ce.ReflexRolled, ce.ShieldDeclared, ce.ParryDeclared, ce.AttackRolled,
                 ce.DamageDealt)


def play_book_turn(match: Match, source: str = "state") -> list:
    """Answer every request of turn 1 with the book's choice (judged on the rules state, or
    on the asked seat's own view); the events of the whole turn."""
    events = list(match.events)
    while match.pending() and match.state.turn <= 1:
        request = match.pending()[0]
        seen = match.state if source == "state" else match.view_for(request.player)
        choices = book.book_choices(seen, request)
        assert choices, f"the book has no answer to {request}"
        events += match.submit(request.player, choices[0])
    return events


def worked_example_events() -> list:
    """The worked-example test's turn, played as that test plays it."""
    match = worked.the_example()
    events = list(match.events)
    worked.play_a_vs_b(match)
    events = match.events[len(events):]
    events += answer(match, Strike((book.B, book.B)))
    events += answer(match, NoParry())
    events += answer(match, Strike((book.A, 0)))
    return events


def test_the_script_is_the_worked_example():
    # given the worked example's Krushers and dice
    # when the script's Krushers and dice are compared with them
    # then A and C are the same builds, B's template is the book's B, and the dice agree
    assert book.A_BUILD == worked.A_BUILD
    assert TEMPLATES[book.TEMPLATE] == worked.B_BUILD
    assert book.C_BUILD == worked.C_BUILD
    assert [value for _, value in book.BOOK_DICE] == worked.DICE


def test_b_is_designed_from_the_template():
    # given the example's match, which opens on B's design
    match = book.new_match()
    request = match.pending()[0]
    assert (request.kind, request.player, request.krusher) == ("build", book.PLAYER_SEAT, book.B)
    # when the book's choice is taken
    choice = book.book_choices(match.state, request)
    # then it is the Duelist template, and the turn begins once it is built
    assert choice == (TEMPLATES["Duelist"],)
    match.submit(request.player, choice[0])
    assert match.state.turn == 1 and match.state.move_order == [book.B, book.C, book.A]
    assert match.state.combat_order == [book.A, book.C, book.B]


def test_the_walks_end_in_the_book_places():
    # given the example's match with B built
    match = book.new_match()
    match.submit(book.PLAYER_SEAT, TEMPLATES["Duelist"])
    # when every Krusher makes the book's moves
    events = []
    while match.state.phase == "move":
        request = match.pending()[0]
        events += match.submit(request.player, book.book_choices(match.state, request)[0])
    # then each stands where the worked example sets it, facing the same way
    poses = [(k.hex, k.facing) for k in match.state.krushers]
    assert poses == list(zip(book.PLACES, book.FACINGS, strict=True))
    starts = worked.the_example().state.krushers
    assert poses == [(k.hex, k.facing) for k in starts]
    # and B walked two hexes, then turned to face A with its free turn (4 MP left over)
    b_moves = [e for e in events if getattr(e, "krusher", 0) == book.B]
    assert [type(e).__name__ for e in b_moves] == ["KrusherMoved", "KrusherMoved",
                                                   "KrusherTurned", "MovementEnded"]
    assert b_moves[2].free and b_moves[2].facing == 3 and b_moves[2].mp_left == 4


def test_the_book_answers_only_what_it_means_and_each_answer_is_legal():
    # given the example's match
    match = book.new_match()
    # when it is played through the turn with the book's choices
    while match.pending() and match.state.turn <= 1:
        request = match.pending()[0]
        choices = book.book_choices(match.state, request)
        # then each is one legal answer
        assert len(choices) == 1
        request.validate(choices[0])
        match.submit(request.player, choices[0])
    # and once the next turn begins the book says nothing more
    assert match.state.turn == 2
    assert book.book_choices(match.state, match.pending()[0]) == ()


def test_the_turn_plays_the_worked_example_roll_for_roll():
    # given the worked example played by hand and the script played by the book's choices
    expected = [e for e in worked_example_events() if isinstance(e, COMBAT_EVENTS)]
    # when the script's turn is played
    played = [e for e in play_book_turn(book.new_match()) if isinstance(e, COMBAT_EVENTS)]
    # then every reflex roll, declaration, attack and damage roll is the same
    assert played == expected
    rolls = [(sum(e.dice), e.total, e.hit, e.critical) for e in played
             if isinstance(e, ce.AttackRolled)]
    assert rolls == [(2, 2, False, False), (9, 10, True, False), (7, 6, False, False),
                     (12, 11, True, True)]


def test_the_seats_views_give_the_same_answers_as_the_state():
    # given the example's match, each request judged on the asked seat's own view
    events = play_book_turn(book.new_match(), source="view")
    # when the turn is over
    # then it played the same turn as the rules state's answers
    assert [e for e in events if isinstance(e, COMBAT_EVENTS)] == \
        [e for e in play_book_turn(book.new_match()) if isinstance(e, COMBAT_EVENTS)]


def test_the_marks_after_the_turn_are_the_books():
    # given the example's match
    match = book.new_match()
    # when the turn is played
    events = play_book_turn(match)
    # then B's right-front armour is down 2, A's shield 4 and A's front armour 3
    b, a = match.state.krusher(book.B), match.state.krusher(book.A)
    assert b.armour[5] == 13 and a.shield_ap == 21 and a.armour[0] == 22
    # and nobody lost Internal Linkage: the turn ended and the next one began
    assert {k.il for k in match.state.krushers} == {16}
    assert any(isinstance(e, ev.TurnStarted) and e.turn == 2 for e in events)

