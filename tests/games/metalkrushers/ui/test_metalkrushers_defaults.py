"""Declarations open on the best legal choice (the suggested one), with its chances shown, so
Enter alone attacks rather than passing; parries, shields and Reflex Facing say how they
change the enemy's chance to hit you."""

from __future__ import annotations

import pygame

from game.core.match import start_match
from game.games.metalkrushers.rules.build import TEMPLATES
from game.games.metalkrushers.rules.choices import Move, NoParry, Parry, Strike
from game.games.metalkrushers.ui.declare_odds import suggested
from game.games.metalkrushers.ui.prompts import ChoicePrompt, describe
from game.games.metalkrushers.ui.session_setup import MatchPlan
from game.ui.games import game_ui
from game.ui.saves import load_arena_file
from game.ui.session import MatchSession, SeatConfig
from tests.games.metalkrushers.ui.test_metalkrushers_flow import (
    close_session,
    events_named,
    prompt_of,
    run_until,
)
from tests.ui.conftest import press


def test_given_nina_plans_when_enter_is_pressed_then_she_attacks_with_the_best_strike(app):
    session = close_session(humans=1)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    try:
        run_until(app, lambda: prompt_of(scene, "build"))
        press(pygame.K_RETURN)
        run_until(app, lambda: prompt_of(scene, "move") and scene.flow.prompt.seat == 0)
        press(pygame.K_RETURN)
        run_until(app, lambda: prompt_of(scene, "plan") and scene.flow.prompt.seat == 0)
        # then the plan opens on the suggested strike, marked and with its chances
        prompt = scene.flow.prompt
        chosen = prompt.choices[prompt.selected]
        assert chosen == suggested(session, prompt.request)
        assert isinstance(chosen, Strike) and any(chosen.targets)
        assert prompt.label(scene.flow.board.view, prompt.selected).endswith("(suggested)")
        assert "hit " in " ".join(describe(scene.flow.board.view, prompt.request, chosen)[1])
        # when Enter is pressed, then that attack is made
        press(pygame.K_RETURN)
        run_until(app, lambda: any(e.krusher == 1 for e in events_named(session,
                                                                         "AttackRolled")))
    finally:
        session.close()


def parry_request():
    """Two Duelists face to face; Red attacks Nina with both blades: Nina's parry question."""
    seats = [SeatConfig("Nina", "human", "easy", 0), SeatConfig("Red", "human", "easy", 1)]
    plan = MatchPlan(seats=seats, starts=[(4, 8), (5, 8)], facings=[0, 3])
    match = start_match("metalkrushers", plan.setup_json(), 11, arena_loader=load_arena_file)
    while True:
        request = match.pending()[0]
        if request.kind == "parry" and request.player == 0:
            return match, request
        answer = {"build": TEMPLATES["Duelist"], "move": Move("stop"),
                  "plan": Strike((1, 1))}.get(request.kind)
        match.submit(request.player, answer if answer in request.legal_choices() or
                     request.kind == "build" else request.legal_choices()[0])


def test_given_a_parry_then_its_card_gives_the_enemy_chance_now_and_after_exactly():
    match, request = parry_request()
    view = match.view_for(0)
    parry = next(c for c in request.legal_choices() if isinstance(c, Parry))
    before = view.odds(parry.enemy, parry.enemy_hand, 1)[0]
    # when the parry is described
    label, lines = describe(view, request, parry)
    # then it names the parried hand, the penalty as the rules add it, and both chances
    assert label.startswith(("Left parries Red's", "Right parries Red's"))
    assert "take -2" in " ".join(lines)  # a medium blade's parry takes 2 off the roll
    match.submit(0, parry)
    after = match.view_for(0).odds(parry.enemy, parry.enemy_hand, 1)[0]
    assert after < before
    assert f"hits you {before:.0%} now, {after:.0%} with this parry" in lines[-1]


def test_given_a_parry_question_then_the_prompt_opens_on_the_suggestion():
    match, request = parry_request()
    best = suggested(MatchSession(match, [SeatConfig("A"), SeatConfig("B")], ""), request)
    prompt = ChoicePrompt(request, lambda choice: None, best)
    assert prompt.choices[prompt.selected] == best and prompt.best == prompt.selected
    no_parry = describe(match.view_for(0), request, NoParry())[1]
    assert any("hits you" in line for line in no_parry)
