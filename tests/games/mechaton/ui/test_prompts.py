"""Mechaton's prompts on a deployed field: the dice assignment (colours, the -1s, what an
attack buys before committing), target naming (range and cover), and the army builder."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pygame
import pytest

from game.core.match import start_match
from game.games.mechaton.rules.choices import Assign, BuildMech, FinishArmy, PlaceMech, Target
from game.games.mechaton.rules.combat import hit_odds
from game.games.mechaton.rules.mechs import Die
from game.games.mechaton.rules.odds import best_defence_odds, hits_against
from game.games.mechaton.rules.requests import AssignRequest
from game.games.mechaton.rules.sample import sample_setup_json
from game.games.mechaton.rules.terrain import covers
from game.games.mechaton.rules.view import GoView
from game.games.mechaton.ui.battle.assign import AssignPrompt
from game.games.mechaton.ui.battle.board import MechatonBoard
from game.games.mechaton.ui.battle.builder import BuildPrompt
from game.games.mechaton.ui.battle.prompts import ChoicePrompt
from game.ui.games import game_ui
from tests.ui.fakes.sessions import as_session

DICE = (Die("white", 6, 5), Die("blue", 6, 4), Die("red", 6, 6), Die("green", 6, 3))


@pytest.fixture
def field():
    """A 2-player match deployed from the map, its state and a flow over its board."""
    match = start_match("mechaton", sample_setup_json(2, 4), 4)
    view = match.view_for(0)
    flow = SimpleNamespace(board=MechatonBoard.of(view), session=as_session(match))
    return match, flow


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def with_attack(flow, mine: int, victim: int, defence: int | None) -> None:
    """The board showing ``mine`` aiming at ``victim`` whose defence is ``defence``."""
    view = flow.board.view
    mechs = list(view.mechs)
    mechs[victim] = replace(mechs[victim], defence=defence)
    go = GoView(mine, "assign", victim, "direct", False, None, DICE, 0, None, None, None,
                (), (mine,))
    flow.board.view = replace(view, mechs=tuple(mechs), go=go)


def pair(match) -> tuple[int, int]:
    view = match.view_for(0)
    mine = next(m.uid for m in view.mechs if m.owner == 0)
    theirs = next(m.uid for m in view.mechs if m.owner == 1)
    return mine, theirs


def assign_prompt(match, flow, sent: list) -> AssignPrompt:
    mine, _ = pair(match)
    request = AssignRequest(1, 0, "assign", "assign", mech=mine, dice=DICE, attacking=True)
    return AssignPrompt(request, sent.append, flow)


def test_dice_go_only_where_their_colour_allows_and_the_minus_ones_show(field):
    match, flow = field
    sent: list = []
    prompt = assign_prompt(match, flow, sent)
    # when the green die is put on defence, it is refused with a reason
    prompt.key(None, key(pygame.K_4), None)
    prompt.key(None, key(pygame.K_d), None)
    assert prompt.slots["defence"] is None and "blue or white" in prompt.message
    # when the blue 4 goes on defence and the red 6 on attack (keys), then the numbers are 3, 6
    prompt.key(None, key(pygame.K_2), None)
    prompt.key(None, key(pygame.K_d), None)
    prompt.key(None, key(pygame.K_3), None)
    prompt.key(None, key(pygame.K_a), None)
    assert (prompt.number("defence"), prompt.number("attack")) == (3, 6)
    # then Enter sends exactly that assignment
    prompt.key(None, key(pygame.K_RETURN), None)
    assert sent == [Assign(defence=1, attack=2)]


def test_the_preview_says_hit_and_the_odds_of_each_number_of_hits(field):
    match, flow = field
    mine, theirs = pair(match)
    with_attack(flow, mine, theirs, defence=2)
    prompt = assign_prompt(match, flow, [])
    prompt.pick(2)
    prompt.put("attack")
    line = prompt.attack_line(flow.board.view)
    state = match.state
    in_cover = bool(covers(state, state.mechs[theirs].hex, state.mechs[mine].hex))
    odds = hit_odds(4, in_cover)
    assert "a hit, 4 damage dice" in line
    assert f"4: {odds[4]:.0%}" in line and f"0: {odds[0]:.0%}" in line
    with_attack(flow, mine, theirs, defence=6)
    assert "a miss" in prompt.attack_line(flow.board.view)
    # when the target has not gone yet, then its go comes first and the odds assume it
    # defends with its best blue or white die
    with_attack(flow, mine, theirs, defence=None)
    line = prompt.attack_line(flow.board.view)
    victim = flow.board.view.mechs[theirs]
    guess = hits_against(6, best_defence_odds(victim.parts.count("defence"), victim.white),
                         in_cover)
    assert "combat order" in line and f"at least one hit {1 - guess[0]:.0%}" in line
    assert f"1: {guess[1]:.0%}" in line


def test_naming_a_target_by_its_hex_with_range_and_cover_in_the_panel(field):
    match, flow = field
    mine, theirs = pair(match)
    view = flow.board.view
    request = SimpleNamespace(id=1, player=0, kind="target", prompt="target", mech=mine,
                              legal_choices=lambda: [Target(None), Target(theirs)])
    sent: list = []
    prompt = ChoicePrompt(request, sent.append, flow)
    target_hex = view.mechs[theirs].hex
    assert prompt.hex_choices() == {target_hex: Target(theirs)}
    prompt.hover(target_hex)
    assert "hexes:" in prompt.range_info() and "target" in prompt.range_info()
    prompt.key(None, key(pygame.K_1), None)
    assert prompt.click_hex(None, target_hex)
    assert sent == [Target(None), Target(theirs)]


def test_the_builder_makes_the_mech_its_slots_show_and_refuses_a_bad_one():
    session = game_ui("mechaton").demo_session(2, humans=1)
    try:
        request = next(r for r in session.match.pending() if r.kind == "build")
        flow = SimpleNamespace(board=None, session=session)
        sent: list = []
        prompt = BuildPrompt(request, sent.append, flow)
        for slot, steps in ((0, 1), (1, 6), (2, 6)):
            for _ in range(steps):
                prompt.cycle_part(slot)
        prompt.cycle_name(0)
        prompt.name = "Hopper"
        prompt.add()
        assert sent == []  # two artillery weapons break the weapon rule: nothing is sent
        assert "artillery" in prompt.message
        prompt.cycle_part(2)
        prompt.add()
        assert sent == [BuildMech("Hopper", ("move", "artillery"), 0, ("jumpjets", "cannon"))]
        prompt.finish()
        assert "not complete" in prompt.message and FinishArmy() not in sent
    finally:
        session.close()


def test_a_full_army_is_finished_by_enter_and_cannot_take_another_mech():
    session = game_ui("mechaton").demo_session(2, humans=1)
    try:
        # given Nina's army built to its most mechs
        while True:
            request = next(r for r in session.match.pending() if r.player == 0)
            if request.mechs >= request.most:
                break
            session.match.submit(0, next(c for c in request.legal_choices()
                                         if isinstance(c, BuildMech)))
        flow = SimpleNamespace(board=None, session=session)
        sent: list = []
        prompt = BuildPrompt(request, sent.append, flow)
        # then the header says so, Add mech is off and Finish army is the Enter button
        assert "army is full" in request.prompt
        labels = {b.label: b for b in prompt._panel_buttons(pygame.Rect(0, 500, 1280, 220))}
        assert not labels["Add mech (Enter)"].enabled and labels["Finish army (Enter)"].enabled
        # when Enter is pressed, then the army is finished
        prompt.key(None, key(pygame.K_RETURN), "confirm")
        assert sent == [FinishArmy()]
    finally:
        session.close()


def test_deploying_a_mech_names_the_mech_on_buttons_and_its_hexes_on_the_board(app):
    data = sample_setup_json(2, 4)
    data["options"] = {"deployment": "rulebook"}
    match = start_match("mechaton", data, 4)
    while not any(isinstance(c, PlaceMech) for c in match.pending()[0].legal_choices()):
        request = match.pending()[0]
        match.submit(request.player, request.legal_choices()[0])
    request = match.pending()[0]
    flow = SimpleNamespace(board=MechatonBoard.of(match.view_for(request.player)),
                           session=as_session(match))
    prompt = ChoicePrompt(request, [].append, flow)
    mechs = prompt.unplaced()
    # then no placement is a bare button; each mech to place is, and its hexes are lit
    assert prompt.button_choices() == []
    labels = [b.label for b in prompt.buttons(flow, pygame.Rect(0, 570, 950, 150))]
    assert labels[: len(mechs)] == [f"Place {match.state.mechs[m].name}" for m in mechs]
    lit = prompt.hex_choices()
    assert lit and all(c.mech == mechs[0] for c in lit.values())
    if len(mechs) > 1:
        prompt._choose(mechs[1])
        assert all(c.mech == mechs[1] for c in prompt.hex_choices().values())


def test_a_die_dragged_onto_a_box_goes_there(field):
    match, flow = field
    prompt = assign_prompt(match, flow, [])
    area = pygame.Rect(0, 570, 950, 150)
    scene = SimpleNamespace(bottom_area=lambda: area, mouse=None)
    # when the red die is pressed and let go over the Attack box
    red = prompt.die_rects(area)[2].center
    assert prompt.click_at(scene, red) and prompt.dragging
    assert prompt.release_at(scene, prompt.slot_rects(area)["attack"].center)
    # then it is there; a die let go over nothing stays picked up
    assert prompt.slots["attack"] == 2 and prompt.held is None
    prompt.click_at(scene, prompt.die_rects(area)[1].center)
    assert not prompt.release_at(scene, (5, 5)) and prompt.held == 1
