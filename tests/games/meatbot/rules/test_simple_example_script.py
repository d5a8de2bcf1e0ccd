"""The tutorial's script of the Simple Example (game.games.meatbot.rules.simple_example): both
sides answering with the book's choices reproduce the book round by round, event by event.

The book's slips (rules README): Red ends round 4 on 14 Meat (the book says 15); round 2 ends
3 hexes apart (the book says 2); round 3's gap before Red closes in is 5 (the book says 4).
"""

from __future__ import annotations

import pytest

from game.core.dice import DiceError
from game.core.hexes import distance
from game.core.match import IllegalChoice
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import simple_example as book
from game.games.meatbot.rules.choices import Pick


def play_round(match) -> list:
    """Answer every request with the book's choice until the next round starts."""
    start, round_no = len(match.events), match.state.round
    while match.state.round == round_no and not match.is_over:
        request = match.pending()[0]
        choices = book.book_choices(match.state, request)
        assert choices, f"the script has no answer for {request.kind} in round {round_no}"
        match.submit(request.player, choices[0])
    return match.events[start:]


def gap(match) -> int:
    return distance(match.state.bots[0].hex, match.state.bots[1].hex)


def story(events) -> list[tuple]:
    """The round told as the book tells it: dice, Defend, grandstands, shots, damage."""
    out: list[tuple] = []
    for e in events:
        if isinstance(e, ev.DiceRevealed):
            out.append(("dice", e.player, e.d4, e.d6, e.d10, e.d12))
        elif isinstance(e, ev.DefenseRaised):
            out.append(("defend", e.player, e.defend))
        elif isinstance(e, ev.GrandstandRolled):
            out.append(("grandstand", e.player, e.value, e.success))
        elif isinstance(e, ev.AttackResolved):
            out.append(("shot", e.player, e.die, e.target, bool(e.missed)))
        elif isinstance(e, ev.BotDamaged):
            out.append(("hurt", e.player, e.amount, e.meat))
        elif isinstance(e, ev.MoveOrderSet):
            out.append(("order", e.groups, e.moves))
    return out


def test_the_script_plays_the_book_event_by_event():
    # given the example's match with the book's dice
    match = book.new_match()
    assert gap(match) == 10 and [b.meat for b in match.state.bots] == [20, 20]

    # when round 1 is played by the script, then: Red d6 3 + d10 8, Nina 9 and 5;
    # Defend 5 and 2; Nina's 9, Red's 8, Nina's 5 (equal to Defend: a hit); tied Moves,
    # the coin sends Nina first; they stay 10 apart
    told = story(play_round(match))
    assert [t for t in told if t[0] in ("dice", "defend", "shot", "hurt", "order")] == [
        ("dice", 0, (), (3,), (8,), ()), ("dice", 1, (), (), (5, 9), ()),
        ("defend", 0, 5), ("defend", 1, 2),
        ("shot", 1, 9, 0, False), ("hurt", 0, 1, 19),
        ("shot", 0, 8, 1, False), ("hurt", 1, 1, 19),
        ("shot", 1, 5, 0, False), ("hurt", 0, 1, 18),
        ("order", ((1, 0),), (2,))]
    assert gap(match) == 10

    # round 2: Defend 8 and 7; Nina's 6 misses; Nina (Move 2) goes before Red (Move 5)
    told = story(play_round(match))
    assert [t for t in told if t[0] in ("defend", "shot", "hurt", "order")] == [
        ("defend", 0, 8), ("defend", 1, 7), ("shot", 1, 6, 0, True),
        ("order", ((1,), (0,)), (2, 5))]
    assert gap(match) == 3                       # the book says 2

    # round 3: Nina's 10 and 9 then Red's 8 all hit; Red closes to touching
    told = story(play_round(match))
    assert [t for t in told if t[0] in ("shot", "hurt")] == [
        ("shot", 1, 10, 0, False), ("hurt", 0, 1, 17),
        ("shot", 1, 9, 0, False), ("hurt", 0, 1, 16),
        ("shot", 0, 8, 1, False), ("hurt", 1, 1, 18)]
    assert gap(match) == 1

    # round 4: Red's grandstand 9 fails; his 9 hits first, Nina's 6 and 5 both hit
    told = story(play_round(match))
    assert [t for t in told if t[0] in ("dice", "grandstand", "shot", "hurt")] == [
        ("dice", 0, (), (), (9,), (9,)), ("dice", 1, (), (), (5, 6), ()),
        ("grandstand", 0, 9, False),
        ("shot", 0, 9, 1, False), ("hurt", 1, 1, 17),
        ("shot", 1, 6, 0, False), ("hurt", 0, 1, 15),
        ("shot", 1, 5, 0, False), ("hurt", 0, 1, 14)]
    assert [b.meat for b in match.state.bots] == [14, 17]   # the book says Red 15
    assert gap(match) == 1 and match.state.round == 5 and not match.is_over


def test_the_script_says_nothing_after_round_four_and_the_dice_are_spent():
    # given the example played to its end
    match = book.new_match()
    for _ in range(book.ROUNDS):
        play_round(match)
    # then the script has no answer for round 5, and rolling more would run out of dice
    request = match.pending()[0]
    assert book.book_choices(match.state, request) == ()
    match.submit(0, Pick(d10=1))
    with pytest.raises(DiceError):
        match.submit(1, Pick(d10=1))


def test_an_off_script_choice_is_still_judged_by_the_rules():
    # given round 1's pick
    match = book.new_match()
    request = match.pending()[0]
    # when Red asks for three dice with Massacre 2, then the rules refuse it
    with pytest.raises(IllegalChoice):
        match.submit(request.player, Pick(d6=1, d10=2))
    assert match.state.round == 1 and len(match.choices) == 0
