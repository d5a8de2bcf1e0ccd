"""The shown table applies every event of whole seeded AI games and ends where the rules
core ends: hit points, medals, sheets, hands and who still fights."""

from __future__ import annotations

import pytest

from game.core.match import start_match
from game.games.dicebot.ai.play import play_game
from game.games.dicebot.rules.setup import DicebotSetup, setup_to_json
from game.games.dicebot.ui.table.board import TableBoard
from tests.ui.fakes.sessions import as_session

GAMES = ((2, 0), (3, 1), (4, 2), (5, 0), (6, 0), (4, 9))
"""(players, seed): easy AI games, the first five ending in a sudden death match."""


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_board_replays_a_whole_ai_game_to_the_cores_end(players, seed):
    # given a whole game played by AIs
    match = play_game(("easy",) * players, seed, melee_limit=8).match
    state = match.state
    # when a board applies every event from the start
    board = TableBoard(state.names)
    for event in match.events:
        board.apply(event)
    # then it ends exactly where the core ends
    assert [r.hit_points for r in board.robots] == state.hp
    assert [r.medals for r in board.robots] == state.medals
    assert [r.fighting for r in board.robots] == state.alive
    assert [r.body for r in board.robots] == state.body
    assert [r.head for r in board.robots] == state.head
    assert board.over and board.winners == state.result.winners
    assert board.upto == len(match.events)


def test_the_sudden_death_games_fight_one():
    names = {type(e).__name__ for players, seed in GAMES[:5]
             for e in play_game(("easy",) * players, seed, melee_limit=8).match.events}
    assert "SuddenDeathBegan" in names


def test_board_follows_the_core_at_every_event_of_a_game():
    # given a game replayed choice by choice
    record = play_game(("normal",) * 3, 4, melee_limit=4).match
    match = start_match("dicebot", record.setup, record.seed)
    board = TableBoard.of(as_session(match), 0)
    for seat, choice in record.choices:
        for event in match.submit(seat, choice):
            board.apply(event)
        # then after each choice's events the board matches the core
        state = match.state
        assert [r.hit_points for r in board.robots] == state.hp
        assert [len(r.body) for r in board.robots] == [len(b) for b in state.body]
        assert [r.hand_size for r in board.robots] == [len(h) for h in state.hands]
        assert [r.chosen for r in board.robots] == [s in state.chosen for s in range(3)]
        assert sorted(board.junkyard) == sorted(state.junkyard)


def test_grabbed_die_lands_on_the_sheet():
    # given a fresh game whose junkyard is rolled
    match = start_match("dicebot", setup_to_json(DicebotSetup(("A", "B"))), 3)
    for request in match.pending():
        match.submit(request.player, request.legal_choices()[0])
    board = TableBoard.of(as_session(match), 0)
    grab = next(r for r in match.pending() if r.player == 1)
    die = grab.legal_choices()[0].die
    face = board.junkyard[die]
    # when B grabs a die
    for event in match.submit(1, grab.legal_choices()[0]):
        board.apply(event)
    # then it sits on B's body and has left the junkyard
    assert board.robots[1].body == [face] and die not in board.junkyard


def test_a_fresh_board_shows_no_more_than_the_old_one_had_shown():
    # given a board that has shown the game up to a grab
    match = start_match("dicebot", setup_to_json(DicebotSetup(("A", "B"))), 3)
    for request in match.pending():
        match.submit(request.player, request.legal_choices()[0])
    old = TableBoard.of(as_session(match), 0)
    request = match.pending()[0]
    match.submit(request.player, request.legal_choices()[0])
    # when a new board is made before the grab's event was shown
    new = TableBoard.of(as_session(match), 0)
    new.carry_over(old, match.events)
    # then it still shows the sheet without the new die, until the event is applied
    assert new.upto == old.upto and all(r.body == [] for r in new.robots)
    new.apply(match.events[new.upto])
    assert sum(len(r.body) for r in new.robots) == 1


def test_own_hand_shows_only_to_its_viewer():
    match = start_match("dicebot", setup_to_json(DicebotSetup(("A", "B", "C"))), 5)
    assert len(TableBoard.of(as_session(match), 1).hand()) == 6
    assert TableBoard.of(as_session(match), None).hand() == ()


def test_the_played_cards_leave_the_table_when_the_round_ends():
    from game.games.dicebot.rules import events as ev
    from tests.games.dicebot.rules.helpers import BODY_ALL, battle, choose, hand, resolve

    # given a scripted round: Ada's Left Hook against Bo's Zap Prod, every attack resolved
    plain = BODY_ALL + ("battery",)
    match = battle([plain, plain], [hand(), hand("Zap Prod")])
    choose(match, {0: "Left Hook", 1: "Zap Prod"})
    resolve(match)
    ended = next(k for k, e in enumerate(match.events) if isinstance(e, ev.RoundEnded))
    board = TableBoard.of(as_session(match), 0)
    board.replay(match.events[:ended])
    assert [r.weapon.card for r in board.robots] == ["Left Hook", "Zap Prod"]
    # when the board shows the end of the round
    board.apply(match.events[ended])
    # then no played card lies on the table any more
    assert [r.weapon for r in board.robots] == [None, None]
    assert not any(r.chosen for r in board.robots)
    assert board.phase == "round over"


def test_the_next_melees_hand_waits_until_its_deal_is_shown():
    from game.games.dicebot.rules import events as ev
    from game.games.dicebot.rules import first_melee as book

    # given the tutorial's melee played to its end: the core has already dealt melee 2
    match = book.new_match()
    while match.state.melee == 1:
        request = match.pending()[0]
        match.submit(request.player, book.book_choices(match.state, request)[0])
    ended = next(k for k, e in enumerate(match.events) if isinstance(e, ev.MeleeEnded))
    # when the screen still shows the last attacks of melee 1
    board = TableBoard.of(as_session(match), book.BOLT)
    board.replay(match.events[:ended])
    # then no hand is shown (not the cards of a melee not yet begun on screen)
    assert board.hand() == ()
    # when the new melee's deal has been shown, then its six cards are the hand
    board.replay(match.events)
    assert len(board.hand()) == 6
