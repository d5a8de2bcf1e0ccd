"""MetalKrushers played through the battle screen's prompts: construction from a template,
a turn of movement by keys and an attack declared with its to-hit terms shown first; and
two humans building behind the hand-off."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import start_match
from game.games.metalkrushers.rules.build import TEMPLATES
from game.games.metalkrushers.rules.choices import Move, Strike
from game.games.metalkrushers.ui.prompts import describe
from game.games.metalkrushers.ui.session_setup import MatchPlan
from game.ui.games import game_ui
from game.ui.saves import load_arena_file
from game.ui.scenes.handoff import HandOffScene
from game.ui.session import MatchSession, SeatConfig
from tests.ui.conftest import let_ai_think, post, press


class StandStill:
    """A test opponent: builds the first template offered, never moves, never attacks,
    declares nothing."""

    level = "test"

    def choose(self, view, request):
        """Stop, no attack, no declaration, else the first listed choice."""
        choices = request.legal_choices()
        for wanted in (Move("stop"), Strike((0, 0))):
            if wanted in choices:
                return wanted
        return choices[0]


def close_session(humans: int) -> MatchSession:
    """A duel with the two Krushers face to face in the standard arena's middle."""
    seats = [SeatConfig(name, "human" if i < humans else "ai", "easy", i)
             for i, name in enumerate(("Nina", "Red"))]
    plan = MatchPlan(seats=seats, starts=[(4, 8), (5, 8)], facings=[0, 3])
    match = start_match("metalkrushers", plan.setup_json(), 11, arena_loader=load_arena_file)
    session = MatchSession(match, seats, plan.arena_path,
                           agent_factory=lambda level, seed: StandStill())
    session.autosave_enabled = False
    return session


def run_until(app, ready, frames: int = 2000) -> None:
    """Run frames until ``ready()``."""
    for _ in range(frames):
        app.frame()
        if ready():
            return
        let_ai_think(app)
    raise AssertionError("never got there")


def prompt_of(scene, kind: str):
    """The open prompt if it is of ``kind``."""
    prompt = scene.flow.prompt
    return prompt if prompt is not None and prompt.request.kind == kind else None


def events_named(session, name: str) -> list:
    return [e for e in session.match.events if type(e).__name__ == name]


@pytest.fixture
def duel(app):
    session = close_session(humans=1)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    yield scene
    session.close()


def test_build_from_a_template_then_move_and_attack_through_the_prompts(app, duel):
    scene, session = duel, duel.session
    # given construction: the sheet opens on the first template
    run_until(app, lambda: prompt_of(scene, "build"))
    # when the player picks the second template (key 2) and builds (Enter)
    press(pygame.K_2)
    press(pygame.K_RETURN)
    run_until(app, lambda: prompt_of(scene, "move"))
    # then Nina's Krusher is the Bulwark
    built = {e.krusher: e for e in events_named(session, "KrusherBuilt")}
    assert session.match.state.krusher(1).build == TEMPLATES["Bulwark"]
    assert len(built) == 2
    # when Nina turns right then left (1 MP each) by keys, and stops
    mp = scene.flow.prompt.request.mp_left
    press(pygame.K_d)
    run_until(app, lambda: prompt_of(scene, "move") and
              scene.flow.prompt.request.mp_left == mp - 1)
    press(pygame.K_a)
    run_until(app, lambda: prompt_of(scene, "move") and
              scene.flow.prompt.request.mp_left == mp - 2)
    turns = [e for e in events_named(session, "KrusherTurned") if e.krusher == 1]
    assert [e.mp_left for e in turns] == [mp - 1, mp - 2]
    # when Nina stops (one Enter), her movement ends with no free turn asked for
    press(pygame.K_RETURN)
    # then combat: Nina plans her attacks with the to-hit terms shown before any roll
    run_until(app, lambda: prompt_of(scene, "plan"))
    prompt = scene.flow.prompt
    both = prompt.choices.index(Strike((0, 2)))
    prompt.select(both)
    label, lines = describe(scene.flow.board.view, prompt.request, prompt.choices[both])
    terms = scene.flow.board.view.attack_terms(1, 1, 2)
    assert all(f"   {t.text()}" in lines for t in terms) and terms
    hit, crit = scene.flow.board.view.odds(1, 1, 2)
    assert f"hit {round(hit * 100)}%, critical {round(crit * 100)}%" in " ".join(lines)
    assert not events_named(session, "AttackRolled")
    press(pygame.K_RETURN)
    # when Nina's declarations come (her shield, her parries), she takes the first option
    declared = []
    for _ in range(3000):
        app.frame()
        prompt = scene.flow.prompt
        if events_named(session, "AttackRolled"):
            break
        if prompt is not None and prompt.request.kind in ("shield", "parry"):
            declared.append(describe(scene.flow.board.view, prompt.request,
                                     prompt.choices[0])[0])
            press(pygame.K_RETURN)
            app.frame()
    assert declared[0] == "Shield free"
    attack = events_named(session, "AttackRolled")[0]
    assert (attack.krusher, attack.victim, attack.hand) == (1, 2, 1)
    assert [value for _, value in attack.terms] == [t.value for t in terms]


def test_the_construction_sheet_edits_armour_and_shows_the_balance(app, duel):
    scene = duel
    run_until(app, lambda: prompt_of(scene, "build"))
    prompt = scene.flow.prompt
    app.frame()
    # when a point moves from the front to the rear by the sheet's buttons
    before = prompt.build.armour
    prompt.add_armour(0, -1)
    assert prompt.problems()  # 74 of 75 points spread: not yet legal
    prompt.add_armour(3, 1)
    assert prompt.build.armour == (before[0] - 1, *before[1:3], before[3] + 1, *before[4:])
    assert prompt.problems() == []
    # and a click on the chassis arrow changes the chassis (a fresh even spread)
    app.frame()
    arrow = prompt.hits[1][0]
    post(pygame.MOUSEBUTTONDOWN, pos=arrow.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=arrow.center, button=1)
    app.frame()
    assert prompt.build.chassis != "Standard" and prompt.problems() == []


def test_two_humans_build_behind_the_hand_off(app):
    session = close_session(humans=2)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    try:
        seen, opened = [], None
        for _ in range(400):
            app.frame()
            if isinstance(app.top, HandOffScene):
                seen.append(app.top.player_name)
                press(pygame.K_RETURN)
            elif prompt_of(scene, "build") and scene.flow.prompt is not opened:
                opened = scene.flow.prompt
                assert scene.flow.is_private(opened.request)
                seen.append(f"build {opened.seat}")
                opened.confirm()
            elif scene.flow.prompt is not None and scene.flow.prompt.request.kind != "build":
                break
        assert seen[:4] == ["Nina", "build 0", "Red", "build 1"]
        assert len(events_named(session, "KrusherBuilt")) == 2
        # then once built, declarations are public: no hand-off before them
        assert not scene.flow.is_private(scene.flow.prompt.request)
    finally:
        session.close()
