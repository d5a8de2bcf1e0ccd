"""Remapped keys in battle (synthetic key events): the new key works, the old one is gone,
and the screen's hints name the key in force."""

from __future__ import annotations

import pygame
import pytest

from game.games.meatbot.ui.battle.prompts import AimPrompt, MovePrompt, PickPrompt
from game.games.meatbot.ui.battle.staging import stage
from game.ui.scenes.battle import BattleScene
from game.ui.settings import rebind_key


def down(scene: BattleScene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                          scancode=0))


def up(scene: BattleScene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="",
                                          scancode=0))


def hold(scene: BattleScene, code: int, seconds: float = 0.1) -> tuple[int, int]:
    """Hold a key for a moment; how far the map slid meanwhile."""
    before = scene.camera.origin
    down(scene, code)
    scene.update(seconds)
    up(scene, code)
    after = scene.camera.origin
    return after[0] - before[0], after[1] - before[1]


def rebind(app, action: str, key_name: str) -> None:
    app.apply_settings(rebind_key(app.settings, action, key_name))


@pytest.fixture
def staged(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    scenes: list[BattleScene] = []

    def make(kind: str) -> BattleScene:
        scene = stage(app, "maps/royale.tmx", 4, kind)
        scene.camera.zoom_at(scene.viewport().center, 3)  # zoomed in, so panning has room
        scenes.append(scene)
        return scene

    yield make
    for scene in scenes:
        scene.session.close()


def test_the_default_pan_keys_and_the_arrows_pan(staged):
    scene = staged("pick")
    # when A or the left arrow is held, then the map slides right (the view goes left)
    assert hold(scene, pygame.K_a)[0] > 0
    assert hold(scene, pygame.K_LEFT)[0] > 0
    # and W slides it down
    assert hold(scene, pygame.K_w)[1] > 0


def test_pan_left_rebound_to_j_pans_with_j_and_not_with_a(app, staged):
    scene = staged("pick")
    # given pan_left moved from A to J
    rebind(app, "pan_left", "j")
    # then J pans left and A does nothing at all
    assert hold(scene, pygame.K_j)[0] > 0
    assert hold(scene, pygame.K_a) == (0, 0)


def test_after_rebinding_toggle_log_the_old_key_does_nothing(app, staged):
    scene = staged("pick")
    shown = scene.show_log
    rebind(app, "toggle_log", "k")
    # when the old key L is pressed, then the log stays as it was
    down(scene, pygame.K_l)
    assert scene.show_log == shown
    # and the new key K toggles it
    down(scene, pygame.K_k)
    assert scene.show_log != shown


def test_zoom_and_undo_follow_their_bindings(app, staged):
    scene = staged("pick")
    prompt = scene.flow.prompt
    assert isinstance(prompt, PickPrompt)
    rebind(app, "undo", "u")
    down(scene, pygame.K_3)
    # when the old Backspace is pressed, nothing is undone; U undoes
    down(scene, pygame.K_BACKSPACE)
    assert prompt.counts[2] == 1
    down(scene, pygame.K_u)
    assert prompt.counts[2] == 0
    rebind(app, "zoom_out", "o")
    zoom = scene.camera.zoom
    down(scene, pygame.K_MINUS)
    assert scene.camera.zoom == zoom
    down(scene, pygame.K_o)
    assert scene.camera.zoom < zoom


def test_pan_down_on_s_pans_while_moving_and_does_not_stop(staged):
    scene = staged("move")
    made = len(scene.session.match.choices)
    # when S (the default pan_down) is held while a move is asked for
    slid = hold(scene, pygame.K_s)
    # then the map slid and the bot did not stop
    assert slid[1] < 0
    assert len(scene.session.match.choices) == made
    assert isinstance(scene.flow.prompt, MovePrompt)


def test_stop_moving_rebound_stops_with_its_key_and_the_button_names_it(app, staged):
    scene = staged("move")
    rebind(app, "meatbot.stop_moving", "z")
    scene._refresh_buttons()
    stop = next(b for b in scene.buttons if b.label == "Stop here")
    # then the button and its tooltip name Z
    assert stop.hotkey == "Z" and "(Z or Space)" in stop.tooltip
    made = len(scene.session.match.choices)
    # when the old X is pressed nothing happens; Z stops without panning
    down(scene, pygame.K_x)
    assert len(scene.session.match.choices) == made
    assert hold(scene, pygame.K_z) == (0, 0)
    assert type(scene.session.match.choices[made][1]).__name__ == "Stop"


def test_the_pick_panel_names_the_bound_ready_key(app, staged):
    scene = staged("pick")
    rebind(app, "confirm", "k")
    scene._refresh_buttons()
    ready = next(b for b in scene.buttons if b.label == "Ready")
    assert ready.hotkey == "K" and "(K)" in ready.tooltip
    # and Return no longer readies the pick, K does
    made = len(scene.session.match.choices)
    down(scene, pygame.K_RETURN)
    assert len(scene.session.match.choices) == made
    down(scene, pygame.K_k)
    assert len(scene.session.match.choices) == made + 1


def press_shifted(scene: BattleScene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=pygame.KMOD_SHIFT,
                                          unicode="", scancode=0))


def test_a_rebound_number_key_adds_that_die_and_the_old_digit_does_nothing(app, staged):
    scene = staged("pick")
    prompt = scene.flow.prompt
    assert isinstance(prompt, PickPrompt)
    # given the d6 key (number 2) moved to Q
    rebind(app, "meatbot.number_2", "q")
    scene._refresh_buttons()
    # when 2 is pressed, then no die is added
    down(scene, pygame.K_2)
    assert prompt.counts == [0, 0, 0, 0]
    # when Q is pressed, then a d6 is added; Shift+Q takes it away again
    down(scene, pygame.K_q)
    assert prompt.counts == [0, 1, 0, 0]
    press_shifted(scene, pygame.K_q)
    assert prompt.counts == [0, 0, 0, 0]
    # and the d6 button names Q as its key
    add_d6 = next(b for b in scene.buttons if b.label == "+" and "d6" in b.tooltip)
    assert add_d6.hotkey == "Q" and "key Q" in add_d6.tooltip


def test_a_rebound_weapon_key_chooses_that_weapon_and_the_old_digit_does_not(app, staged):
    scene = staged("attack")
    prompt = scene.flow.prompt
    assert isinstance(prompt, AimPrompt)
    usable = [(n, action) for n, (_, _, action) in enumerate(prompt.slots, 1)
              if action is not None]
    assert len(usable) >= 2
    (_, first), (number, second) = usable[0], usable[1]
    prompt.choose_action(first)
    # given that weapon's number key moved to K
    rebind(app, f"meatbot.number_{number}", "k")
    scene._refresh_buttons()
    # when its old digit is pressed, then the choice stays; when K is, it is chosen
    down(scene, getattr(pygame, f"K_{number}"))
    assert prompt.action is first
    down(scene, pygame.K_k)
    assert prompt.action is second
    assert any(b.hotkey == "K" and b.label == prompt.slots[number - 1][1]
               for b in scene.buttons)


def test_the_hovered_hex_follows_the_map_sliding_under_a_resting_pointer(staged):
    # given the pointer resting over the map, its hex hovered
    scene = staged("pick")
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.viewport().center,
                                          rel=(0, 0), buttons=(0, 0, 0)))
    before = scene.hover
    assert before is not None
    # when the map is panned by keys (no mouse motion at all)
    hold(scene, pygame.K_LEFT, 0.5)
    # then the hovered hex is the one now under the pointer (its tooltip and outline too)
    assert scene.hover != before
    assert scene.hover == scene.hex_at(scene.viewport().center)
