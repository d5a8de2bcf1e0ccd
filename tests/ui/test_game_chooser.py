"""The title's game chooser: a card per registered game UI; plugging in a game is one
registry line and its package; F1 shows the rules of the game on screen."""

from __future__ import annotations

import pygame

from game.ui import games, navigator
from game.ui.scenes.game_chooser import GameChooserScene
from game.ui.scenes.new_match import NewMatchScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene, game_modes
from tests.ui.conftest import post, press


def open_chooser(app) -> GameChooserScene:
    app.push(TitleScene())
    app.frame()
    press(pygame.K_RETURN)  # New match
    app.frame()
    chooser = app.top
    assert isinstance(chooser, GameChooserScene)
    return chooser


def meatbot_alone(monkeypatch) -> None:
    """A registry holding Meatbot only (the other games' lines taken out)."""
    monkeypatch.setattr(games, "GAME_UIS", {"meatbot": games.GAME_UIS["meatbot"]})


def test_with_meatbot_alone_one_card_leads_to_its_new_match(app, monkeypatch, tutorials_met):
    meatbot_alone(monkeypatch)
    chooser = open_chooser(app)
    assert [game.TITLE for game in chooser.games] == ["Meatbot Massacre"]
    post(pygame.MOUSEBUTTONDOWN, pos=chooser.card_rect(0).center, button=1)
    app.frame()
    assert isinstance(app.top, NewMatchScene)


def test_a_second_game_is_one_registry_line_and_gets_its_own_card(app, monkeypatch):
    # given a second game UI registered by one line
    meatbot_alone(monkeypatch)
    monkeypatch.setitem(games.GAME_UIS, "grab", "tests.ui.fakes.grab_ui")
    chooser = open_chooser(app)
    # then the chooser shows both cards side by side, in registry order
    assert [game.NAME for game in chooser.games] == ["meatbot", "grab"]
    assert chooser.card_rect(0).right < chooser.card_rect(1).left
    # when Right and Enter choose the second, then its own New match opens
    press(pygame.K_RIGHT)
    app.frame()
    assert navigator.current_game(app) == "grab"
    press(pygame.K_RETURN)
    app.frame()
    assert not isinstance(app.top, NewMatchScene | GameChooserScene)


def test_f1_on_the_chooser_shows_the_focused_games_rules(app):
    open_chooser(app)
    press(pygame.K_F1)
    app.frame()
    rules = app.top
    assert isinstance(rules, RulesHelpScene) and rules.game == "meatbot"
    assert rules.game_ui().TITLE == "Meatbot Massacre" and rules.pages


def test_f1_on_the_chooser_follows_the_focus_and_esc_forgets_it(app):
    # given the chooser with the second card focused
    chooser = open_chooser(app)
    press(pygame.K_RIGHT)
    app.frame()
    second = chooser.games[1].NAME
    assert navigator.current_game(app) == second
    # when Esc goes back to the title without choosing
    press(pygame.K_ESCAPE)
    app.frame()
    # then the title belongs to no game: nothing was played, so F1 is not the focused card's
    assert isinstance(app.top, TitleScene)
    assert navigator.current_game(app) != second


def test_a_games_own_mode_shows_its_rules_whatever_card_was_focused(app):
    # given a look at the second game's card on the chooser, then Esc
    chooser = open_chooser(app)
    press(pygame.K_RIGHT)
    app.frame()
    assert chooser.games[1].NAME != "meatbot"
    press(pygame.K_ESCAPE)
    app.frame()
    # when one of Meatbot's own modes from the title (its tournament) is open and F1 pressed
    label, _tip, factory = next(mode for mode in game_modes() if "ournament" in mode[0])
    app.push(factory())
    app.frame()
    press(pygame.K_F1)
    app.frame()
    # then the rules shown are Meatbot's
    rules = app.top
    assert isinstance(rules, RulesHelpScene), label
    assert rules.game_ui().NAME == "meatbot"
