"""MetalKrushers' tutorial words: which lesson each step of the combat example brings up.

Played on the rules alone (no screen): every request of B gets its action lesson, the events
bring the info lessons in the order they happen, every lesson written is used, and each one
names only what the example really does.
"""

from __future__ import annotations

import re

from game.games.metalkrushers.rules import combat_example as book
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.ui.tutorial import lessons
from game.ui.tutorial.lesson import Lesson

ORDER = [
    "Design B: the Duelist", "Initiative: A 6, C 4, you 2", "Facing and arcs",
    "Move: one more step", "Stop with the free turn", "The free turn",
    "C comes in on your right", "A moves last", "A attacks: Reflex Facing?", "Too slow",
    "A's shield blocks you", "Parry C's large slice", "Keep your left slice free",
    "The to-hit sum", "C strikes with both weapons", "Term by term: a hit",
    "The parry pays off", "Damage", "Your strike", "A critical hit!", "Into the shield",
    "The critical hit chart", "That is the whole example"]
"""Every lesson of the turn in the order the player meets it (after the two intro ones)."""


def lessons_of_the_turn() -> list[tuple[Lesson, bool]]:
    """Play the example with the book's choices and note each lesson met, with whether it
    came with one of B's requests (True) or with an event (False)."""
    match = book.new_match()
    met: list[tuple[Lesson, bool]] = []
    turn = 1

    def saw(events: list) -> None:
        nonlocal turn
        for event in events:
            if isinstance(event, ev.TurnStarted):
                turn = event.turn
            lesson = lessons.for_event(event, turn)
            if lesson is not None:
                met.append((lesson, False))

    saw(match.events)
    while match.pending() and match.state.turn <= 1:
        request = match.pending()[0]
        if request.player == book.PLAYER_SEAT:
            lesson = lessons.for_request(request, match.state)
            assert lesson is not None, f"no lesson for B's {request.kind}"
            met.append((lesson, True))
        saw(match.submit(request.player, book.book_choices(match.state, request)[0]))
    return met


def test_the_turn_brings_every_lesson_in_order():
    # given the example played with the book's choices
    # when the lessons met are listed
    met = lessons_of_the_turn()
    # then they come in the order of the turn, and the last is the finale
    assert [lesson.title for lesson, _ in met] == ORDER
    assert met[-1][0] is lessons.FINALE


def test_every_request_of_b_is_an_action_lesson_and_every_event_an_info_one():
    # given the lessons met in the turn
    # when each is checked against how it came up
    # then B's requests bring lessons saying what to do, events bring lessons to read
    for lesson, asked in lessons_of_the_turn():
        assert lesson.is_action == asked, lesson.title


def test_every_lesson_written_is_met():
    # given every Lesson defined in the lessons module (the intro's included)
    written = {id(v) for v in vars(lessons).values() if isinstance(v, Lesson)}
    written |= {id(x) for x in lessons.INTRO}
    # when the turn is played
    met = {id(lesson) for lesson, _ in lessons_of_the_turn()} | {id(x) for x in lessons.INTRO}
    # then none is left unused
    assert written == met


def test_other_seats_requests_and_later_turns_bring_no_lesson():
    # given the example at turn 2 (the finale is up) and A's plan in turn 1
    match = book.new_match()
    while match.state.turn <= 1:
        request = match.pending()[0]
        if request.kind == "plan" and request.krusher == book.A:
            # then A's own request brings no lesson
            assert lessons.for_request(request, match.state) is None
        match.submit(request.player, book.book_choices(match.state, request)[0])
    # and nothing after the example's turn does
    assert lessons.for_request(match.pending()[0], match.state) is None
    assert lessons.for_event(ev.OrderSet((1, 2, 3), (3, 2, 1), ("A", "B", "C"),
                                         ("C", "B", "A")), 2) is None


def test_the_words_stay_plain():
    # given every lesson's words
    for lesson in [*lessons.INTRO, *(lesson for lesson, _ in lessons_of_the_turn())]:
        words = f"{lesson.title}. {lesson.rule} {lesson.why} {lesson.do}"
        # then no rulebook page, step letter or code name reaches the player
        assert not re.search(r"\bpage \d|\bstep [A-H]\b|[a-z]_[a-z]|\bRF\b|\bAB\b|\bEV\b|"
                             r"\bIM\b", words), lesson.title
