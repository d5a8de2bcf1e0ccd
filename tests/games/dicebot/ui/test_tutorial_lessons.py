"""The tutorial's words against its script: every decision of Bolt's in the melee has an
action lesson saying what to do, the events bring up their lessons in the story's order,
and a wrong answer gets a hint."""

from __future__ import annotations

from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules import first_melee as book
from game.games.dicebot.ui.tutorial import lessons


def walk() -> tuple[list[tuple[str, str]], list[str]]:
    """Play the melee by the script, grabbing as the tutorial paces it (Bolt, then each
    robot once, and again); returns Bolt's requests with their lesson titles, and the
    titles events bring up, in order."""
    match = book.new_match()
    asked: list[tuple[str, str]] = []
    told: list[str] = []
    round_no, turn, melee = 0, 0, 1
    told += [lesson.title for lesson in (lessons.for_event(e, 0) for e in match.events)
             if lesson is not None]
    while match.state.melee == 1:
        requests = match.pending()
        request = requests[0]
        if request.kind == "grab":
            request = next((r for r in requests if r.player == turn % 3), request)
            turn += 1
        if request.player == book.BOLT:
            lesson = lessons.for_request(request, match.view_for(book.BOLT))
            assert lesson is not None and lesson.is_action, request.kind
            asked.append((request.kind, lesson.title))
        for event in match.submit(request.player, book.book_choices(match.state, request)[0]):
            if isinstance(event, ev.RoundBegan):
                round_no = event.round
            elif isinstance(event, ev.MeleeBegan):
                melee = event.melee
            lesson = lessons.for_event(event, round_no, melee)
            once = lesson is lessons.FIRST_RIVAL_GRAB and lesson.title in told
            if lesson is not None and not once:
                told.append(lesson.title)
    return asked, told


def test_every_decision_of_bolts_has_an_action_lesson():
    # when the melee is played by the script
    asked, _ = walk()
    # then Bolt is told what to do at every step: ready, seven grabs (the body then the
    # head), and each round's card and ability window
    assert [kind for kind, _ in asked] == ["ready", *["grab"] * 7, "card", "ability",
                                           "card", "ability", "card"]
    titles = [title for _, title in asked]
    assert titles[1] == "Grab for the body" and titles[7] == "The head comes last"
    assert titles[2:7] == [f"Body space {n} of 6" for n in range(2, 7)]


def test_the_events_tell_the_story_in_order():
    # when the melee is played by the script
    _, told = walk()
    # then the lessons come in the order the story happens, each once (the rivals' grabs
    # are told about once), ending with the medal; nothing is told about the next melee
    assert told == [
        "Your first melee", "Six weapon cards", "The others grab too", "Every robot is built",
        "Paying with parts", "The rulebook's example", "Overheat", "Dodged!",
        "Round 1 is over",
        "Whirr answers", "Clank cannot pay", "Equal speeds hit", "Wide open",
        "A robot is destroyed",
        "A falling robot still strikes", "Your first medal"]


def test_a_grab_lesson_lists_what_is_still_missing():
    # given Bolt with a spring and a camera on his body
    lesson = lessons.grab_lesson(["spring", "camera"], None)
    # then the lesson names the parts still needed, and only those
    assert lesson is not None
    assert lesson.why.endswith("two armors, a camera and a battery.")
    assert lesson.do == "Click a lit die: armor, battery or camera."


def test_a_wrong_answer_gets_the_lessons_hint():
    # given Bolt's first card choice
    match = book.new_match()
    while match.pending()[0].kind != "card":
        requests = match.pending()
        match.submit(requests[0].player, book.book_choices(match.state, requests[0])[0])
    request = next(r for r in match.pending() if r.player == book.BOLT)
    # then the hint says what to play
    assert "Pogo Stomp" in lessons.hint_for(request, match.state)
