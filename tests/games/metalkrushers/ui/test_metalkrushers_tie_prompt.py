"""Team Play's tie question (which of the tied Krushers moves first) gets a prompt that
names each Krusher and says what choosing it does."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.hexes import Hex
from game.games.metalkrushers.rules import TEMPLATES
from game.games.metalkrushers.rules.choices import MoveNext
from game.games.metalkrushers.ui.board import KrusherBoard
from game.games.metalkrushers.ui.prompts import ChoicePrompt, describe
from game.ui.games import game_ui
from tests.games.metalkrushers.rules.helpers import DUELIST, make_match
from tests.ui.fakes.sessions import as_session


def test_the_tie_prompt_names_each_tied_krusher(app):
    # given team 0's two Standard Krushers tie for the movement order
    match = make_match([DUELIST, DUELIST, TEMPLATES["Pit Boss"], TEMPLATES["Skirmisher"]],
                       [Hex(-3, 0), Hex(-3, 1), Hex(3, 0), Hex(3, -1)], [0, 0, 3, 3], [5, 2],
                       scenario="team", seats=[0, 0, 1, 1])
    request = match.pending()[0]
    assert request.kind == "tie"
    # when its leader is asked
    board = KrusherBoard.of(as_session(match), request.player)
    flow = SimpleNamespace(board=board, sender=lambda r: (lambda c: None),
                           session=as_session(match))
    prompt = game_ui("metalkrushers").prompt_for(request, flow)
    assert isinstance(prompt, ChoicePrompt) and prompt.choices == [MoveNext(1), MoveNext(2)]
    prompt.draw_panel(pygame.Surface((1280, 720)), flow, pygame.Rect(0, 570, 950, 150), [])
    # then each option names its Krusher and says it moves first of the tied ones
    label, lines = describe(board.view, request, MoveNext(2))
    assert label == "B first" and "B moves first" in lines[0]
