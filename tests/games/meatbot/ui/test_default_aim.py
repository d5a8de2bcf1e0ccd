"""The aim a die offers first is the best blow against the other bots, never one that hurts
only the player's own bot; Enter fires it at once, and an aim that would hurt only the
player's own bot asks to be confirmed (issue 29, items 1 and 6)."""

from __future__ import annotations

import pygame

from game.core.hexes import Hex, distance
from game.games.meatbot.rules.choices import Blast, Pick
from game.games.meatbot.rules.devourables import BOOM
from game.games.meatbot.ui.battle.prompts import AimPrompt
from game.games.meatbot.ui.battle.staging import stage
from tests.games.meatbot.rules.helpers import build, duel
from tests.ui.test_battle_keys import choose_action_by_number, key

NINA, RED = Hex(0, 0), Hex(4, 0)


def boom_prompt(sent: list) -> AimPrompt:
    """Nina (Boom Launcher, an 8 on her attack die, Defend 2) and Red four hexes east
    (Defend 3), Nina's die up, her Boom Launcher chosen."""
    match = duel((NINA, RED), [8, 1], {0: Pick(d10=1), 1: Pick(d6=1)},
                 builds=[build("Nina", BOOM), build("Red")])
    prompt = AimPrompt(match.pending()[0], sent.append, match, NINA,
                       lambda seat: match.state.bots[seat].hex)
    boom = next(a for a in prompt.actions if a.key == f"Blast:{BOOM}")
    prompt.choose_action(boom)
    return prompt


def test_the_best_aim_against_the_foe_is_preselected_and_shown():
    # given Nina's Boom Launcher chosen with Red in range
    prompt = boom_prompt([])
    # then the aim offered first is Red's own hex, and its preview shows Red losing 2 Meat
    assert prompt.aim == RED
    assert prompt.current_preview is not None and prompt.current_preview.damage == {1: 2}


def test_confirm_fires_the_preselected_aim_without_pointing_first():
    sent: list = []
    prompt = boom_prompt(sent)
    # when Nina confirms without touching the arrows, Tab or the mouse
    prompt.fire()
    # then the rocket flies at Red
    assert sent == [Blast(BOOM, RED)]


def test_tab_offers_the_best_aim_first_and_aims_that_hurt_only_yourself_last():
    prompt = boom_prompt([])
    clockwise = sorted(prompt.targets(), key=lambda h: (distance(h, NINA), h.q, h.r))
    order = prompt.tab_order(clockwise)
    # then the first is the blow on Red, and every hex beside Nina (a blast there would
    # catch her) comes after every other aim
    assert order[0] == RED
    beside = [i for i, h in enumerate(order) if distance(h, NINA) == 1]
    assert beside and min(beside) == len(order) - len(beside)


def test_an_aim_that_hurts_only_yourself_asks_before_it_fires():
    sent: list = []
    prompt = boom_prompt(sent)
    # when Nina clicks the hex beside her (the blast would hit only her)
    prompt.click(Hex(1, 0))
    # then nothing is fired yet: the blast waits as one option to confirm
    assert sent == []
    assert prompt.confirming == Blast(BOOM, Hex(1, 0))
    assert prompt.options == [[Blast(BOOM, Hex(1, 0))]]
    # and choosing that option fires it
    prompt.choose_group(prompt.options[0])
    assert sent == [Blast(BOOM, Hex(1, 0))]


def test_backing_out_of_the_question_fires_nothing_and_keeps_the_best_aim():
    sent: list = []
    prompt = boom_prompt(sent)
    prompt.click(Hex(1, 0))
    # when Nina backs out of the question
    assert prompt.cancel()
    # then nothing was fired and Confirm still fires at Red
    assert sent == [] and prompt.confirming is None
    prompt.fire()
    assert sent == [Blast(BOOM, RED)]


def test_enter_right_away_fires_a_blast_that_does_not_hurt_your_own_bot(app, tmp_path,
                                                                         monkeypatch):
    # given the staged four-bot attack with the Boom Launcher chosen by its number key
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    scene = stage(app, "maps/standard_arena.tmx", 4, "attack")
    try:
        prompt = choose_action_by_number(scene, BOOM)
        shown = prompt.current_preview
        made = len(scene.session.match.choices)
        # when Enter is pressed before any arrow or Tab
        key(scene, pygame.K_RETURN)
        # then the preselected blast is fired, as its preview showed, and it spared Nina
        seat, choice = scene.session.match.choices[made]
        assert seat == 0 and isinstance(choice, Blast) and choice.at == prompt.aim
        assert shown is not None and shown.damage.get(0, 0) == 0 and shown.damage
    finally:
        scene.session.close()
