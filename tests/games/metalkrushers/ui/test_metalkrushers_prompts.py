"""Every MetalKrushers request of every scenario gets a prompt whose buttons, panel, card and
sheet draw, with a label and an explanation for each option (random legal play)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from game.core.match import start_match
from game.games.metalkrushers.ui.board import KrusherBoard
from game.games.metalkrushers.ui.prompts import ChoicePrompt, describe
from game.games.metalkrushers.ui.session_setup import TEAM_ARENA, MatchPlan
from game.ui.battle.seats import SeatConfig
from game.ui.games import game_ui
from game.ui.saves import load_arena_file
from tests.ui.fakes.sessions import as_session

AREA = pygame.Rect(0, 570, 950, 150)


def plan_for(scenario: str) -> MatchPlan:
    """Four seats of Open Combat and Pick-Up, two teams of two, or the duel."""
    players = 2 if scenario in ("duel", "team") else 4
    seats = [SeatConfig(f"P{i}", "ai", "easy", i) for i in range(players)]
    plan = MatchPlan(scenario=scenario, seats=seats, turn_limit=8)
    plan.options.update(new_chassis=True, new_programs=True, new_shields=True)
    if scenario == "team":
        plan.arena_path = TEAM_ARENA
    return plan


@pytest.mark.parametrize("scenario", ["duel", "open", "team", "pickup"])
def test_every_prompt_of_a_random_match_draws_and_explains(app, scenario):
    match = start_match("metalkrushers", plan_for(scenario).setup_json(), 5,
                        arena_loader=load_arena_file)
    ui = game_ui("metalkrushers")
    rng = random.Random(5)
    kinds = set()
    surface = pygame.Surface((1280, 720))
    while not match.is_over:
        request = rng.choice(match.pending())
        kinds.add(request.kind)
        board = KrusherBoard.of(as_session(match), request.player)
        flow = SimpleNamespace(board=board, sender=lambda r: (lambda c: None),
                               plan_walk=lambda choices: None,
                               session=as_session(match))
        prompt = ui.prompt_for(request, flow)
        assert prompt.buttons(flow, AREA)
        prompt.draw_panel(surface, flow, AREA, [])
        if isinstance(prompt, ChoicePrompt):
            for choice in prompt.choices:
                label, lines = describe(board.view, request, choice)
                assert label and lines and all(isinstance(line, str) for line in lines)
        match.submit(request.player, rng.choice(request.legal_choices()))
    assert {"build", "move"} <= kinds
