"""The quick reference (F3 in a match): opens over every game's battle, shows that game's
turn order and numbers whole at 1280x720 and 800x600, closes again, and changes nothing."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.ui.battle.key_tag import key_tag_words
from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.quick_ref import QuickRefScene, quick_sections
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.text import font
from tests.ui.conftest import headless_app, press


def battle(app, game):
    """A running battle of ``game`` (one human seat) on top of ``app``."""
    session = game_ui(game).demo_session(3, humans=1)
    session.autosave_enabled = False
    scene = game_ui(game).battle_scene(session)
    app.push(scene)
    app.frame()
    return scene


def snapshot(scene):
    """Everything the match is: the full view and the log."""
    match = scene.session.match
    return repr(match.view_for(None)), tuple(match.log()), repr(match.pending())


@pytest.mark.parametrize("game", game_ui_names())
def test_f3_opens_the_games_quick_reference_and_f3_closes_it(app, game):
    # given a battle of the game on screen
    scene = battle(app, game)
    # when F3 is pressed
    press(pygame.K_F3)
    app.frame()
    # then that game's quick reference is on top
    assert isinstance(app.top, QuickRefScene)
    assert app.top.game == game
    # when F3 is pressed again, the battle is back
    press(pygame.K_F3)
    app.frame()
    assert app.top is scene
    scene.session.close()


@pytest.mark.parametrize("game", game_ui_names())
def test_esc_closes_the_quick_reference_without_leaving_the_battle(app, game):
    # given the quick reference open over a battle
    scene = battle(app, game)
    scene.open_quick_ref()
    # when Esc is pressed
    press(pygame.K_ESCAPE)
    app.frame()
    # then the battle is on top again (no "leave the match?" question)
    assert app.top is scene
    scene.session.close()


@pytest.mark.parametrize("game", game_ui_names())
def test_drawing_the_quick_reference_changes_nothing_in_the_match(app, game):
    # given the quick reference open over a battle
    scene = battle(app, game)
    scene.open_quick_ref()
    before = snapshot(scene)
    # when it is drawn many times
    for _ in range(5):
        app.top.draw(app.screen, 0.5)
    # then the match is just as it was
    assert snapshot(scene) == before
    scene.session.close()


@pytest.mark.parametrize("game", game_ui_names())
def test_each_game_gives_a_turn_order_and_numbers(game):
    # given the game's quick reference content
    sections = quick_sections(game)
    # then it has a turn order first and some numbers, no block empty
    assert len(sections) >= 2
    assert "order" in sections[0][0].lower()
    assert all(heading and lines and all(line.strip() for line in lines)
               for heading, lines in sections)
    assert any(any(ch.isdigit() for ch in line) for _, lines in sections for line in lines)


@pytest.mark.parametrize("window", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("game", game_ui_names())
def test_the_quick_reference_fits_the_window_with_readable_text(game, window):
    # given a window of that size showing the quick reference
    app = headless_app(window)
    try:
        quick = QuickRefScene(game)
        app.push(quick)
        # then every line shows whole, and the smallest text is 9 window pixels or more
        assert quick.fits(app.screen.get_size())
        body, _ = quick.layout(app.screen.get_size())
        assert font(body).get_height() * app.scale >= 9
    finally:
        pygame.quit()


@pytest.mark.parametrize("game", game_ui_names())
def test_the_rules_keys_page_names_the_quick_reference_key(app, game):
    # given the rules reference of the game
    rules = RulesHelpScene(game)
    app.push(rules)
    # then its key lines name F3 for the quick reference
    assert any(line.startswith("F3:") and "Quick reference" in line
               for line in rules._key_lines())



@pytest.mark.parametrize("game", game_ui_names())
def test_a_rebound_key_opens_it_and_the_battle_header_names_that_key(app, game):
    # given the quick reference moved to F4 in the settings, and a battle on screen
    bindings = {**app.settings.key_bindings, "quick_ref": "f4"}
    app.apply_settings(replace(app.settings, key_bindings=bindings))
    scene = battle(app, game)
    # then the battle header's key tag names F4
    assert "F4 quick ref" in key_tag_words(scene.flow.keys)
    # when F4 is pressed the quick reference opens; F3 does nothing now
    press(pygame.K_F3)
    app.frame()
    assert app.top is scene
    press(pygame.K_F4)
    app.frame()
    assert isinstance(app.top, QuickRefScene)
    scene.session.close()
