"""The reach overlay while picking and the reasons given when aiming out of reach (issue 14,
item 2): the pick prompt shows its own reach with the Move its d4s could give, an enemy's
when pointed at, the panel carries a legend, and an aim at a bot out of sight names the wall.
"""

from __future__ import annotations

import pygame

from game.core.hexes import Hex
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.reach import reach_of
from game.games.meatbot.ui.battle.prompts import AimPrompt, PickPrompt
from game.games.meatbot.ui.render.pick_panel import draw_pick_panel
from game.games.meatbot.ui.render.reach_overlay import LEGEND_TIP, card_lines
from game.ui.palette import team_style
from tests.games.meatbot.rules.helpers import duel, make_match

NINA, RED, JET = 0, 1, 2
WALL = Hex(1, 0)
STARTS = (Hex(0, 0), Hex(3, 0), Hex(0, 3))
"""Nina at the origin; Red behind the wall east of her; Jet in the open."""


def pick_prompt() -> PickPrompt:
    match = make_match(list(STARTS), walls=[WALL], names=("Nina", "Red", "Jet"))
    request = next(r for r in match.pending() if r.player == NINA)
    return PickPrompt(request, lambda _choice: None, match.state.bots[NINA], match)


def test_the_pick_prompt_shows_its_own_reach_with_the_move_its_d4s_could_give():
    prompt = pick_prompt()
    assert prompt.reach_seat == NINA and prompt.reach().move == 2
    # when a d4 is added, the Move considered grows by its best roll
    prompt.change(0, 1)
    assert prompt.reach().move == 6
    assert prompt.marks_state() == (NINA, 1)
    # and Red, behind the wall, is reached only after moving
    assert prompt.reach().hits_now(RED) == () and "Plib" in prompt.reach().hits_after_move(RED)


def test_pointing_at_an_enemy_shows_its_reach_and_pointing_away_shows_ours_again():
    prompt = pick_prompt()
    prompt.hover(STARTS[JET])
    assert prompt.reach_seat == JET and prompt.reach().seat == JET
    assert prompt.marks_state()[0] == JET and prompt.state()[-1] == JET
    assert prompt.explains_pointer  # the overlay explains: no map tooltip over it
    prompt.hover(Hex(-2, 0))
    assert prompt.reach_seat == NINA
    prompt.hover(STARTS[NINA])  # our own bot: still ours
    assert prompt.reach_seat == NINA


def test_a_mouse_move_within_the_same_hex_does_not_look_the_bots_up_again():
    # given a pick prompt whose match counts the views it hands out
    prompt = pick_prompt()
    match = prompt.match
    asked = []
    real = match.view_for
    match.view_for = lambda seat: asked.append(seat) or real(seat)
    # when the pointer moves onto Jet and then within Jet's hex
    prompt.hover(STARTS[JET])
    prompt.hover(STARTS[JET])
    prompt.hover(STARTS[JET])
    # then the bots were looked up once, and Jet's reach is shown
    assert len(asked) == 1 and prompt.reach_seat == JET
    # and once the match moves on (an event), the same hex is looked up again
    red = next(r for r in match.pending() if r.player == RED)
    events = len(match.events)
    match.submit(RED, next(c for c in red.legal_choices() if isinstance(c, Pick)))
    assert len(match.events) > events
    prompt.hover(STARTS[JET])
    assert len(asked) == 2

def test_the_cards_say_who_hits_whom_and_what_threatens_the_picker():
    prompt = pick_prompt()
    reach = prompt.reach()
    threats = prompt.threats()
    assert threats == {JET: ("Plib",)}
    assert card_lines(reach, JET, threats[JET], NINA) == [
        ("now", "you hit: Plib"), ("move", "after moving: Claws"), ("threat", "hits you: Plib")]
    assert ("wall", "wall at 1,0 blocks sight") in card_lines(reach, RED, (), NINA)
    jet = reach_of(prompt.match.state.arena, prompt.match.view_for(NINA), JET, move=0)
    assert card_lines(jet, NINA, (), NINA)[0] == ("now", "hits you: Plib")


def test_the_pick_panel_carries_the_reach_legend(app):
    prompt = pick_prompt()
    surface = pygame.Surface((950, 150))
    area = surface.get_rect()
    style = team_style(0, False)
    plain = draw_pick_panel(surface, prompt, area, style)
    tips = draw_pick_panel(surface, prompt, area, style, legend=("Your reach", style.colour))
    assert LEGEND_TIP not in [words for _, words in plain]
    assert LEGEND_TIP in [words for _, words in tips]
    assert any("Keys: 1-4 add" in words for _, words in tips)
    narrow = pygame.Surface((694, 150))  # the compact layout (a large UI scale)
    compact = draw_pick_panel(narrow, prompt, narrow.get_rect(), style,
                              legend=("Your reach", style.colour))
    assert LEGEND_TIP in [words for _, words in compact]


def aim_prompt(starts: tuple[Hex, ...], walls: list[Hex]) -> AimPrompt:
    picks = {0: Pick(d10=1), 1: Pick(d6=1), 2: Pick()}
    match = duel(list(starts), [8, 1], picks, walls=walls)
    return AimPrompt(match.pending()[0], lambda _choice: None, match, starts[0],
                     lambda seat: match.state.bots[seat].hex)


def test_pointing_at_a_bot_behind_a_wall_names_the_wall():
    prompt = aim_prompt(STARTS, [WALL])
    prompt.choose_action(next(a for a in prompt.actions if a.key == "Attack:plib"))
    prompt.click(STARTS[RED])
    assert prompt.hovered == []
    assert prompt.refusal.startswith("Wall at (1,0) blocks the line from")
    assert prompt.explains_pointer
    prompt.hover(STARTS[JET])
    assert prompt.refusal == "" and prompt.hovered


def test_pointing_at_a_bot_too_far_for_the_weapon_says_how_far():
    prompt = aim_prompt((Hex(0, 0), Hex(0, 1), Hex(-4, 0)), [])
    prompt.choose_action(next(a for a in prompt.actions if a.key == "Attack:claws"))
    prompt.hover(Hex(-4, 0))
    assert "is 4 hexes away; Claws & Teeth reaches 1 hex." in prompt.refusal
    prompt.hover(Hex(-3, 3))  # an empty hex: nothing to explain
    assert prompt.refusal == ""
