"""Every battle prompt of the card table answers a legal choice by mouse and by keys, and
refuses what is not allowed (nothing is sent)."""

from __future__ import annotations

import pygame
import pytest

from game.games.dicebot.rules.choices import Discard, Pass, PlayCard, Target, UseHead
from game.games.dicebot.ui import table
from game.games.dicebot.ui.table.prompts import PROMPTS
from tests.games.dicebot.ui.table.situations import keydown, prompt_with_outbox


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def buttons_of(prompt, scene):
    return prompt.buttons(scene.flow, scene.bottom_area())


def test_every_battle_request_kind_has_a_prompt():
    assert set(PROMPTS) == set(table.REQUEST_KINDS)
    assert {"card", "ability", "discard", "pay", "target", "brace", "chip"} == \
        set(table.REQUEST_KINDS)


# -- the secret card ---------------------------------------------------------------------------
def test_card_clicked_twice_in_the_hand_is_played():
    prompt, scene, sent = prompt_with_outbox("card")
    hand = scene.flow.board.hand()
    geo = scene.geometry()
    # when the last card of the fanned hand is clicked once
    assert prompt.click_at(scene, geo.hand[-1].center)
    # then it is selected (raised) but not yet played
    assert sent == [] and prompt.choices[prompt.selected] == PlayCard(hand[-1])
    # when it is clicked again (where it now sits, raised)
    raised = geo.hand_rect(len(hand) - 1, prompt.raised())
    assert prompt.click_at(scene, raised.center)
    # then it is played
    assert sent == [PlayCard(hand[-1])]


def test_card_chosen_with_keys():
    prompt, scene, sent = prompt_with_outbox("card")
    legal = prompt.request.legal_choices()
    prompt.key(scene, keydown(pygame.K_RIGHT), None)
    prompt.key(scene, keydown(pygame.K_RETURN), None)
    assert sent == [legal[1 % len(legal)]]


def test_card_play_button_plays_the_selection():
    prompt, scene, sent = prompt_with_outbox("card")
    prompt.key(scene, keydown(pygame.K_2), None)
    play = buttons_of(prompt, scene)[-1]
    assert play.label.startswith("Play")
    play.action()
    assert sent == [prompt.request.legal_choices()[1]]


def test_card_refuses_a_missing_option_and_clicks_off_the_hand():
    prompt, scene, sent = prompt_with_outbox("card")
    legal = prompt.request.legal_choices()
    # given more number keys than options
    prompt.key(scene, keydown(pygame.K_9), None)
    if len(legal) < 9:
        assert prompt.note
    # a click on the empty floor is not the prompt's; a card not in the rules' list is refused
    assert not prompt.click_at(scene, scene.viewport().topleft)
    assert not prompt.answer(PlayCard("No Such Card"))
    assert sent == [] and prompt.note


# -- head abilities: the chip step, the window, bracing -------------------------------------------
@pytest.mark.parametrize("kind", ["ability", "chip", "brace"])
def test_head_prompt_uses_or_passes_by_keys(kind):
    prompt, scene, sent = prompt_with_outbox(kind)
    prompt.key(scene, keydown(pygame.K_u), None)
    prompt.key(scene, keydown(pygame.K_p), None)
    use = next(c for c in prompt.request.legal_choices() if isinstance(c, UseHead))
    assert sent == [use, Pass()]


@pytest.mark.parametrize("kind", ["ability", "chip", "brace"])
def test_head_prompt_answers_by_its_buttons(kind):
    prompt, scene, sent = prompt_with_outbox(kind)
    for button in buttons_of(prompt, scene):
        button.action()
    assert sorted(map(repr, sent)) == sorted(map(repr, prompt.request.legal_choices()))


def test_head_prompt_refuses_another_ability():
    prompt, scene, sent = prompt_with_outbox("ability")
    head = next(c.ability for c in prompt.choices if isinstance(c, UseHead))
    other = next(p for p in ("spring", "chip", "camera") if p != head)
    assert not prompt.answer(UseHead(other))
    assert sent == [] and prompt.note


def test_ability_window_says_whose_turn_and_other_heads():
    prompt, scene, _ = prompt_with_outbox("ability")
    lines = prompt.lines(scene.flow)
    assert "your turn" in lines[0] or "answer" in lines[0]
    assert lines[1].startswith("Other heads") and "No time limit" in lines[1]


# -- discarding after a chip ----------------------------------------------------------------------
def test_discard_picked_by_clicks_then_confirmed():
    prompt, scene, sent = prompt_with_outbox("discard")
    hand = scene.flow.board.hand()
    geo = scene.geometry()
    for index in range(prompt.count):
        assert prompt.click_at(scene, geo.hand_rect(index, prompt.raised()).center)
    buttons_of(prompt, scene)[0].action()
    assert sent == [Discard(tuple(sorted(hand[:prompt.count])))]
    assert sent[0] in prompt.request.legal_choices()


def test_discard_by_keys_refuses_too_few_and_too_many():
    prompt, scene, sent = prompt_with_outbox("discard")
    hand = scene.flow.board.hand()
    prompt.key(scene, keydown(pygame.K_RETURN), None)
    assert sent == [] and "exactly" in prompt.note
    for k in range(prompt.count + 1):  # one too many: the last is refused
        prompt.key(scene, keydown(pygame.K_1 + k), None)
    assert len(prompt.picked) == prompt.count and "exactly" in prompt.note
    prompt.key(scene, keydown(pygame.K_RETURN), None)
    assert sent == [Discard(tuple(sorted(hand[:prompt.count])))]


# -- paying ---------------------------------------------------------------------------------------
def test_pay_chosen_by_keys_and_by_buttons():
    prompt, scene, sent = prompt_with_outbox("pay")
    legal = prompt.request.legal_choices()
    assert len(legal) > 1
    prompt.key(scene, keydown(pygame.K_RIGHT), None)
    prompt.key(scene, keydown(pygame.K_RETURN), None)
    buttons_of(prompt, scene)[0].action()
    assert sent == [legal[1], legal[0]]
    assert not prompt.answer(Pass())


# -- targets --------------------------------------------------------------------------------------
def test_target_chosen_by_clicking_a_robot():
    prompt, scene, sent = prompt_with_outbox("target")
    geo = scene.geometry()
    seat = prompt.request.legal_choices()[-1].target
    assert prompt.click_at(scene, geo.robots[seat].center)
    assert sent == [Target(seat)]


def test_target_refuses_yourself_and_a_wreck():
    # given a choice of target once a robot of the four has been destroyed
    prompt, scene, sent = prompt_with_outbox(
        "target", where=lambda r: len(r.legal_choices()) == 2)
    geo = scene.geometry()
    # when the player clicks their own robot, then the wreck
    assert prompt.click_at(scene, geo.robots[prompt.seat].center)
    assert sent == [] and "yourself" in prompt.note
    fair = {c.target for c in prompt.request.legal_choices()}
    wreck = next(s for s in geo.robots if s not in fair and s != prompt.seat)
    assert prompt.click_at(scene, geo.robots[wreck].center)
    # then nothing is sent
    assert sent == [] and "cannot be attacked" in prompt.note


def test_target_chosen_by_keys_and_buttons():
    prompt, scene, sent = prompt_with_outbox("target")
    legal = prompt.request.legal_choices()
    prompt.key(scene, keydown(pygame.K_1), None)
    prompt.key(scene, keydown(pygame.K_RETURN), None)
    buttons = buttons_of(prompt, scene)
    assert [b.label for b in buttons] == [scene.session.names[c.target] for c in legal]
    buttons[-1].action()
    assert sent == [legal[0], legal[-1]]


def test_the_card_prompt_starts_on_a_card_the_robot_can_pay_for():
    from types import SimpleNamespace

    from game.games.dicebot.ui.table.prompts import CardPrompt

    # given a hand whose first card needs a camera the robot lacks, the second a claw it has
    request = SimpleNamespace(player=0, prompt="Choose a weapon.", legal_choices=lambda: [
        PlayCard("Flash Bulb"), PlayCard("Left Hook")])
    prompt = CardPrompt(request, [].append)
    robot = SimpleNamespace(body=["claw", "battery"], head=None)
    flow = SimpleNamespace(board=SimpleNamespace(robots={0: robot}))
    # when the prompt first meets the board, then the payable card is the one selected
    prompt._default_to_payable(flow)
    assert prompt.choices[prompt.selected] == PlayCard("Left Hook")
    # and a choice the player made before the board was first seen is kept
    chosen = CardPrompt(request, [].append)
    chosen.select(1)
    chosen.select(0)
    chosen._default_to_payable(flow) if not chosen._defaulted else None
    assert chosen.choices[chosen.selected] == PlayCard("Flash Bulb")
