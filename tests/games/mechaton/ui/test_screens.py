"""Mechaton's screens: New match starts what the form says, the board follows events as
they play, combat order is named in the header, and the results list every player."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.core.hexes import Hex
from game.core.match import start_match
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.sample import sample_setup_json
from game.games.mechaton.rules.view import GoView
from game.games.mechaton.ui.battle.board import MechatonBoard
from game.games.mechaton.ui.battle.prompts import combat_order_note
from game.games.mechaton.ui.scenes.new_match import new_match_scene as NewMatchScene
from game.games.mechaton.ui.scenes.results import ResultsScene, player_rows
from game.ui.games import game_ui
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.title import TitleScene


def played_out(seed: int):
    """A demo match (two random AIs) played to its end with random legal choices."""
    session = game_ui("mechaton").demo_session(seed)
    rng = random.Random(seed)
    match = session.match
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    return session


def test_new_match_starts_the_short_game_it_was_set_to(app):
    app.push(TitleScene())
    form = NewMatchScene()
    app.push(form)
    app.frame()
    # when Short game is switched on and Start pressed
    toggle = form.option_widgets["short_game"]
    toggle.flip()
    assert len(form.setup.seats) == 3 and form.add_button.enabled is False
    form.start()
    app.frame()
    # then the battle plays the short game for three on the satellite arena
    battle = app.top
    assert isinstance(battle, BattleScene)
    state = battle.session.match.state
    try:
        assert state.options.short_game and len(state.names) == 3
        assert "satellite" in battle.session.arena_path
        assert state.setup.mech_limits() == (2, 2) and state.clock == 8
    finally:
        battle.session.close()


def deployed():
    """A 2-player match on the sample field, armies given and deployed from the map."""
    return start_match("mechaton", sample_setup_json(2, 4), 4)


def test_the_board_moves_pieces_as_events_play():
    board = MechatonBoard.of(deployed().view_for(None))
    mech = next(m for m in board.view.mechs if m.hex is not None)
    start = mech.hex
    end = Hex(start.q + 1, start.r)
    board.apply(ev.MechMoved(mech.owner, mech.uid, mech.name, (start, end)))
    assert board.mech(mech.uid).hex == end and board.units[mech.uid].hex == end
    part = board.mech(mech.uid).parts[0]
    board.apply(ev.PartLost(mech.owner, mech.uid, mech.name, part, 2))
    assert len(board.mech(mech.uid).parts) == len(mech.parts) - 1
    board.apply(ev.MechWrecked(mech.owner, mech.uid, mech.name, end))
    assert not board.mech(mech.uid).alive
    board.apply(ev.ScoresChanged((7, 9)))
    assert board.view.scores == (7, 9)


def test_combat_order_is_named_while_a_go_runs_forward():
    view = deployed().view_for(None)
    a, b = view.mechs[0], view.mechs[-1]
    go = GoView(b.uid, "assign", None, "", False, None, (), 0, None, None, None, (a.uid,),
                (a.uid, b.uid))
    note = combat_order_note(replace(view, go=go))
    assert b.name in note and a.name in note and "combat order" in note
    assert combat_order_note(replace(view, go=replace(go, stack=(b.uid,)))) == ""


def test_the_results_list_every_player_with_the_final_scores(app):
    session = played_out(5)
    try:
        result = session.match.result
        rows = player_rows(session)
        assert [row["cells"][2] for row in rows] == [str(s) for s in result.scores]
        assert sum(row["winner"] for row in rows) == (0 if result.winner is None else 1)
        scene = ResultsScene(session)
        app.push(scene)
        app.frame()
        assert scene.big.endswith("wins!") or scene.big == "A tie!"
        screen = app.screen.get_rect()
        assert all(screen.contains(b.rect) for b in scene.form.widgets)
        pygame.display.get_surface()
    finally:
        session.close()


def test_a_saved_match_continues_where_it_was(tmp_path, monkeypatch):
    from game.ui.session import MatchSession

    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = game_ui("mechaton").demo_session(6)
    rng = random.Random(6)
    for _ in range(60):
        request = session.match.pending()[0]
        session.match.submit(request.player, rng.choice(request.legal_choices()))
    path = session.save(tmp_path / "mechaton.json")
    session.close()
    loaded = MatchSession.load(path)
    try:
        assert loaded.match.ruleset == "mechaton"
        assert loaded.match.choices == session.match.choices
        assert loaded.match.view_for(None) == session.match.view_for(None)
    finally:
        loaded.close()
