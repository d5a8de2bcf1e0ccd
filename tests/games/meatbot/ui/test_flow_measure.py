"""The Single Measure in a one-off match: the form offers both measures and the rulebook's
presets, humans split their pool in the build screen, AIs split theirs, and the match starts
with every bot's Massacre plus filled Stomachs inside the pool."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.devourables import stomachs_used
from game.games.meatbot.ui.scenes import measure_flow
from game.games.meatbot.ui.scenes.build import BuildScene
from game.games.meatbot.ui.scenes.measure_flow import (
    SingleMeasureFlow,
    measure_problems,
    new_measured_session,
    single_split,
)
from game.games.meatbot.ui.scenes.new_match import new_match_scene as NewMatchScene
from game.games.meatbot.ui.scenes.setup_flow import SeatDraft
from game.ui.scene import Scene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import poll_until_bought, post, press
from tests.ui.test_flow_forms import arena_entry

ROOT = Path(__file__).resolve().parents[4]
DUEL = "maps/duel_pit.tmx"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    monkeypatch.chdir(ROOT)
    return tmp_path


@pytest.fixture
def form(app):
    app.push(TitleScene())
    scene = NewMatchScene([arena_entry("Duel", 2), arena_entry("Quad", 4)])
    app.push(scene)
    app.frame()
    return scene


def click(widget) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=widget.rect.center, button=1)


def pool_spent(session, index: int) -> int:
    """Massacre plus the Stomachs the bot filled (AI seats buy in the match's shop, so the
    shop is let run first)."""
    poll_until_bought(session)
    bot = session.match.state.setup.bots[index]
    return bot.massacre + stomachs_used(bot.devourables)


# -- the form ------------------------------------------------------------------------------

def single(form) -> bool:
    """True when the form is set to the Single Measure."""
    return form.setup.options["measure"] == "single"


def test_the_form_offers_twin_and_single_with_the_beginner_presets(app, form):
    # given the form, then it starts on the Twin Measure with Massacre and Stomachs shown
    shown = form.option_widgets
    assert shown["measure"].options == ["Twin", "Single"] and not single(form)
    assert "massacre" in shown and "stomachs" in shown and "points" not in shown
    # and the rulebook's four beginner suggestions are offered side by side
    labels = [button.label for button in form.preset_buttons]
    assert labels == ["Dice first: M5 S3", "Gear first: M3 S5", "Single: 7 points",
                      "Single: 8 points"]
    # when the "8 points" preset is clicked
    click(form.preset_buttons[3])
    app.frame()
    # then the form switches to a Single Measure of 8 points, with a points stepper instead
    shown = form.option_widgets
    assert single(form) and form.setup.options["points"] == 8
    assert "points" in shown and "massacre" not in shown
    assert shown["points"] in form.form.widgets
    # when a Twin preset is clicked, then it is back to Twin with that pair
    click(form.preset_buttons[0])
    app.frame()
    options = form.setup.options
    assert not single(form) and (options["massacre"], options["stomachs"]) == (5, 3)


def test_the_measure_switch_and_points_work_from_the_keyboard(app, form):
    # when the Measure switch is focused and Right pressed, then Single is chosen
    form.form.focus_on(form.option_widgets["measure"])
    press(pygame.K_RIGHT)
    app.frame()
    assert single(form) and form.setup.options["points"] == measure_flow.DEFAULT_POINTS
    # when the points stepper is stepped down past its floor, then it stops at 2
    form.form.focus_on(form.option_widgets["points"])
    for _ in range(30):
        press(pygame.K_LEFT)
    app.frame()
    assert form.setup.options["points"] == 2 and form.start_button.enabled


@pytest.mark.parametrize(("points", "fine"), [(2, True), (7, True), (20, True), (1, False),
                                              (21, False)])
def test_a_single_pool_must_afford_the_lowest_massacre(points, fine):
    assert (measure_problems("single", points) == []) is fine
    assert measure_problems("twin", points) == []


@settings(max_examples=50, deadline=None)
@given(points=st.integers(2, 20), aim=st.integers(0, 12))
def test_a_split_never_spends_more_than_the_pool(points, aim):
    massacre, stomachs = single_split(points, aim)
    assert 2 <= massacre <= 10 and 0 <= stomachs <= dv.BASIC_STOMACHS
    assert massacre + stomachs <= points


@pytest.mark.parametrize(("points", "split"), [(7, (5, 2)), (8, (5, 3)), (3, (3, 0)),
                                               (2, (2, 0)), (20, (5, 10))])
def test_the_ai_aims_for_massacre_five_and_spends_the_rest(points, split):
    assert single_split(points) == split


# -- the build screen ----------------------------------------------------------------------

def test_in_the_build_screen_massacre_and_stomachs_share_the_pool(app):
    # given Nina's shop under a Single Measure of 7 points, starting at Massacre 5
    built: list[tuple[str, ...]] = []
    shop = BuildScene(SeatDraft("Nina"), 0, 5, 0, built.append, points=7)
    app.push(shop)
    app.frame()
    assert shop.shop.budget == 2 and shop.massacre_box in shop.form.widgets
    assert "7 points" in shop.subtitle()
    # when Massacre is lowered to 3 with the keyboard
    shop.form.focus_on(shop.massacre_box)
    press(pygame.K_LEFT)
    press(pygame.K_LEFT)
    app.frame()
    # then four Stomachs are free, and a Bonespear Flinger (5) still does not fit
    assert shop.massacre == 3 and shop.shop.budget == 4
    assert "needs 5 Stomachs" in shop.shop.why_not_add(dv.BONESPEAR)
    # when a Boom Launcher (3) and Gougers (1) fill them
    for kind in (dv.BOOM, dv.GOUGERS):
        shop.items.choose(shop.kinds.index(kind))
        assert shop.add_selected()
    # then Massacre can no longer rise past what the filled Stomachs leave
    assert shop.shop.used == 4
    assert shop.massacre_box.high == 3
    assert shop.massacre_box.set(5) is False and shop.massacre == 3
    # when Ready is pressed, then the build goes out
    click(shop.ready_button)
    app.frame()
    assert built == [(dv.BOOM, dv.GOUGERS)]


def test_a_twin_build_screen_has_no_massacre_stepper(app):
    shop = BuildScene(SeatDraft("Nina"), 0, 5, 3, lambda build: None)
    app.push(shop)
    app.frame()
    assert shop.massacre_box not in shop.form.widgets
    shop.massacre_box.set(2)
    assert shop.massacre == 5 and shop.shop.budget == 3


# -- starting the match --------------------------------------------------------------------

def test_a_single_measure_match_keeps_every_bot_within_its_pool(app, home):
    from game.ui.scenes.battle import BattleScene

    # given one human and two AIs under a Single Measure of 8 points on a four-spawn map
    app.push(TitleScene())
    seats = [SeatDraft("Nina", "human", colour=0), SeatDraft("Red", "ai", colour=1),
             SeatDraft("Jet", "ai", "hard", colour=2)]
    SingleMeasureFlow(app, "maps/scrapyard.tmx", seats, 8, seed=3).start()
    shop = app.top
    assert isinstance(shop, BuildScene) and shop.points == 8
    # when Nina drops to Massacre 2 and fills six Stomachs, then is ready
    shop.massacre_box.set(2)
    for kind in (dv.BONESPEAR, dv.GOUGERS):
        assert shop.shop.add(kind)
    shop.ready()
    app.frame()
    # then the battle starts with Nina's own split and each AI's, all inside the pool
    battle = app.top
    assert isinstance(battle, BattleScene)
    session = battle.session
    bots = session.match.setup["bots"]
    assert bots[0]["massacre"] == 2 and bots[0]["devourables"] == [dv.BONESPEAR, dv.GOUGERS]
    # and each AI brings the points to the match and splits them in its shop: Massacre 5
    assert [(bot["points"], bot["devourables"]) for bot in bots[1:]] == [(8, None), (8, None)]
    assert all(pool_spent(session, i) <= 8 for i in range(3))
    assert [state.massacre for state in session.match.state.bots] == [2, 5, 5]
    session.close()


def test_an_all_ai_single_match_starts_from_the_form(app, home):
    from game.ui.scenes.battle import BattleScene

    # given the real form with both seats on AI and the "7 points" preset
    app.push(TitleScene())
    form = NewMatchScene()
    app.push(form)
    app.frame()
    form.edit_seat(0, kind="ai")
    click(form.preset_buttons[2])
    app.frame()
    assert single(form) and form.start_button.label == "Start match"
    # when Start is pressed
    assert form.start()
    app.frame()
    # then the match runs with Massacre 5 and at most 2 Stomachs for each bot
    session = app.top.session
    assert isinstance(app.top, BattleScene)
    for index, bot in enumerate(session.match.setup["bots"]):
        assert bot["points"] == 7 and pool_spent(session, index) <= 7
    assert [bot.massacre for bot in session.match.state.bots] == [5, 5]
    session.close()


def test_the_flow_hands_each_seats_split_to_the_start(app, monkeypatch):
    # given a flow whose start is recorded instead of run
    started: list = []
    monkeypatch.setattr(measure_flow, "start_measured_battle",
                        lambda path, seats, plans, seed=None, points=None:
                        started.append(plans) or Scene())
    app.push(TitleScene())
    seats = [SeatDraft("Nina", "human", colour=0), SeatDraft("Red", "ai", colour=1)]
    flow = SingleMeasureFlow(app, DUEL, seats, 7)
    flow.start()
    # when Nina raises Massacre to 7 (nothing left for Stomachs) and is ready
    app.top.massacre_box.set(7)
    assert app.top.shop.budget == 0
    app.top.ready()
    # then the start gets Nina's split, and none for the AI, which splits in the match
    assert started == [[(7, 0), None]]


def test_a_build_over_its_own_budget_is_refused(home):
    from game.ui.session import SeatConfig

    seats = [SeatConfig("Nina", build=(dv.BONESPEAR,)), SeatConfig("Red", build=())]
    with pytest.raises(ValueError, match="allows 2"):
        new_measured_session(DUEL, seats, [(5, 2), (5, 2)], seed=1)


@pytest.mark.parametrize(("kinds", "secret"), [(("human", "ai"), False),
                                               (("human", "human"), True)])
def test_builds_are_secret_exactly_when_humans_share_the_screen(home, kinds, secret):
    from game.ui.session import SeatConfig

    seats = [SeatConfig(f"Bot {i}", kind, colour=i) for i, kind in enumerate(kinds)]
    session = new_measured_session(DUEL, seats, [(5, 2), (3, 4)], seed=2)
    assert session.match.setup["secret_builds"] is secret
    assert [bot["massacre"] for bot in session.match.setup["bots"]] == [5, 3]
    session.close()
