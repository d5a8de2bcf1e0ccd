"""The game-UI contract, run over every registered game UI (as the core's contract runs over
every ruleset): every request kind its ruleset emits in random legal play has a prompt,
every event type has a log line and a presenter (an animation or the explicit none), and its
screens render at 1280x720 and 800x600 with no two widgets overlapping."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import random
import time
from itertools import combinations

import pygame
import pytest

from game.core.events import Event
from game.core.match import Request
from game.core.ruleset import ruleset_module
from game.ui.anim import Presenter
from game.ui.battle.controller import BattleFlow
from game.ui.battle.prompt import Prompt
from game.ui.games import GAME_UIS, available_game_uis, game_ui, game_ui_names
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.game_chooser import GameChooserScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import PacedApp, StepClock, headless_app

SIZES = ((1280, 720), (800, 600))
SEEDS = (1, 2, 3)
MAX_CHOICES = 600
NAMES = game_ui_names()


def protocol_names() -> set[str]:
    """Every name the GameUI base class declares (attributes and methods)."""
    from game.ui.games import GameUI

    members = {name for name in vars(GameUI) if not name.startswith("_")}
    return members | set(GameUI.__annotations__)


@pytest.mark.parametrize("name", NAMES)
def test_every_game_ui_offers_the_whole_protocol(name):
    from game.ui.games import GameUI

    ui = game_ui(name)
    assert isinstance(ui, GameUI) and name == ui.NAME
    assert sorted(n for n in protocol_names() if not hasattr(ui, n)) == []
    assert ui.RULES_PAGE.is_file()


def test_the_protocol_check_would_notice_a_missing_name():
    assert {"prompt_for", "presenter", "TITLE", "draw_card"} <= protocol_names()


def random_play(ui, seed: int) -> tuple[list[Request], list[Event], tuple[str, ...]]:
    """Every request and event of one match of uniformly random legal choices (cut off
    after MAX_CHOICES)."""
    session = ui.demo_session(seed)
    try:
        match = session.match
        rng = random.Random(seed)
        requests: list[Request] = []
        for _ in range(MAX_CHOICES):
            pending = match.pending()
            if match.is_over or not pending:
                break
            requests += pending
            request = rng.choice(pending)
            match.submit(request.player, rng.choice(request.legal_choices()))
        return requests, list(match.events), tuple(match.state.names)
    finally:
        session.close()


@pytest.fixture(scope="module", params=NAMES)
def played(request):
    ui = game_ui(request.param)
    runs = [random_play(ui, seed) for seed in SEEDS]
    requests = [r for run in runs for r in run[0]]
    events = [e for run in runs for e in run[1]]
    return ui, requests, events, runs[0][2]


def test_every_request_kind_seen_in_random_play_has_a_prompt(played):
    ui, requests, _, _ = played
    # given the request kinds random legal play met
    kinds = {r.kind for r in requests}
    assert kinds, "random play asked nothing"
    # then the game UI declares each
    assert kinds <= set(ui.REQUEST_KINDS)


@pytest.mark.parametrize("name", NAMES)
def test_each_request_kind_gets_its_prompt_in_the_match_that_asked_it(name):
    # given random legal play of the game, a battle flow caught up at each new request kind
    ui = game_ui(name)
    made: set[str] = set()
    for seed in SEEDS:
        session = ui.demo_session(seed)
        try:
            match, rng = session.match, random.Random(seed)
            for _ in range(MAX_CHOICES):
                pending = match.pending()
                if match.is_over or not pending:
                    break
                fresh = [r for r in pending if r.kind not in made]
                if fresh:
                    flow = BattleFlow(session, lambda *_: None)
                    for request in fresh:
                        # then the game's prompt for it opens on that very match
                        prompt = ui.prompt_for(request, flow)
                        assert isinstance(prompt, Prompt) and prompt.request is request
                        assert isinstance(prompt.state(), tuple), request.kind
                        made.add(request.kind)
                request = rng.choice(pending)
                match.submit(request.player, rng.choice(request.legal_choices()))
        finally:
            session.close()
    # (kinds random play never reaches are checked per game: tests/ui/games, test_*_prompts)
    assert made


def test_every_event_seen_has_a_log_line_and_a_presenter(played):
    ui, _, events, names = played
    assert events
    for event in events:
        line = event.log_line(names)
        assert isinstance(line, str) and line and line != type(event).__name__, event
        assert isinstance(ui.presenter(event), Presenter), event


def ruleset_event_types(name: str) -> list[type]:
    """Every Event subclass the ruleset's package defines."""
    package = ruleset_module(name)
    found: set[type] = set()
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        module = importlib.import_module(info.name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, Event) and value is not Event and \
                    value.__module__.startswith(package.__name__):
                found.add(value)
    return sorted(found, key=lambda cls: cls.__name__)


@pytest.mark.parametrize("name", NAMES)
def test_every_event_type_of_the_ruleset_has_a_log_line_and_a_presenter(name):
    types = ruleset_event_types(name)
    assert types
    assert [cls.__name__ for cls in types if cls.log_line is Event.log_line] == []
    assert [cls.__name__ for cls in types if not game_ui(name).presents(cls)] == []


# -- screens ----------------------------------------------------------------------------------
@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request, monkeypatch, tmp_path):
    """An app in a window of each size, laid out as a player gets it (a window smaller
    than the 1280x720 design draws the design scaled down)."""
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    made = headless_app(request.param)
    assert made.window.get_size() == request.param  # the canvas may be the design, scaled
    yield made
    pygame.quit()


def widget_rects(scene) -> list[pygame.Rect]:
    """The interactive widgets a scene shows: its form's widgets and its buttons."""
    rects = [w.rect for w in getattr(getattr(scene, "form", None), "widgets", [])]
    rects += [b.rect for b in getattr(scene, "buttons", [])]
    return [pygame.Rect(r) for r in rects]


def assert_laid_out(app, scene) -> None:
    rects = widget_rects(scene)
    screen = app.screen.get_rect()
    for a, b in combinations(rects, 2):
        assert not a.colliderect(b), (type(scene).__name__, a, b)
    assert all(screen.contains(r) for r in rects), (type(scene).__name__, rects)
    scene.draw(app.screen, 0.0)


def test_the_chooser_offers_a_card_per_game_and_fits(sized_app):
    app = sized_app
    app.push(TitleScene())
    chooser = GameChooserScene()
    app.push(chooser)
    app.frame()
    assert [g.NAME for g in chooser.games] == NAMES
    cards = [chooser.card_rect(i) for i in range(len(chooser.games))]
    screen = app.screen.get_rect()
    for a, b in combinations(cards, 2):
        assert not a.colliderect(b)
    assert all(screen.contains(card) for card in cards)
    assert_laid_out(app, chooser)


def test_a_game_whose_ui_package_is_missing_is_not_offered(monkeypatch):
    monkeypatch.setitem(GAME_UIS, "nosuchgame", "game.ui.games.nosuchgame")
    offered = [ui.NAME for ui in available_game_uis()]
    assert "nosuchgame" not in offered and offered == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_the_game_screens_render_without_overlap(sized_app, name):
    app = sized_app
    ui = game_ui(name)
    app.push(TitleScene())
    # the New match form
    form = ui.new_match_scene()
    app.push(form)
    app.frame()
    assert_laid_out(app, form)
    app.pop()
    # the rules reference
    rules = RulesHelpScene(name)
    app.push(rules)
    app.frame()
    assert rules.pages and ui.TITLE
    assert_laid_out(app, rules)
    app.pop()
    # a battle with a local human being asked
    session = ui.demo_session(4, humans=1)
    try:
        battle = ui.battle_scene(session)
        assert isinstance(battle, BattleScene)
        app.push(battle)
        for _ in range(400):
            app.frame()
            if battle.flow.prompt is not None:
                break
        assert battle.flow.prompt is not None
        assert battle.buttons
        assert_laid_out(app, battle)
    finally:
        session.close()


@pytest.mark.parametrize("name", NAMES)
def test_the_battle_fits_a_canvas_of_800x600_pixels(monkeypatch, tmp_path, name):
    # given an app drawing 800x600 pixel for pixel (no scaled-down design)
    from game.ui import app as app_module

    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    monkeypatch.setattr(app_module, "MIN_CANVAS", (800, 600), raising=False)
    app_module.init_pygame()
    app = PacedApp(pygame.display.set_mode((800, 600)), clock=StepClock())
    session = game_ui(name).demo_session(5, humans=1)
    try:
        battle = game_ui(name).battle_scene(session)
        app.push(battle)
        for _ in range(400):
            app.frame()
            if battle.flow.prompt is not None:
                break
            time.sleep(0.0005)  # a real frame leaves the AI threads time to think
        # then the prompt's buttons fit and do not overlap
        assert app.screen.get_size() == (800, 600) and battle.buttons
        assert_laid_out(app, battle)
    finally:
        session.close()
        pygame.quit()
