"""Tournament screens driven through the real loop: set-up, hub, gnaw, shop, champion, resume."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.arena import open_arena
from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.measure import TwinMeasure
from game.games.meatbot.rules.tournament import Tournament, new_tournament
from game.games.meatbot.rules.tournament_fans import MatchOutcome, SeatOutcome
from game.games.meatbot.rules.tournament_fighters import Fighter, Seat
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.scenes.tournament_champion import TournamentChampionScene
from game.games.meatbot.ui.scenes.tournament_gnaw import TournamentGnawScene
from game.games.meatbot.ui.scenes.tournament_hub import TournamentHubScene
from game.games.meatbot.ui.scenes.tournament_menu import TournamentMenuScene
from game.games.meatbot.ui.scenes.tournament_setup import Entrant, TournamentSetupScene
from game.games.meatbot.ui.scenes.tournament_shop import TournamentShopScene
from game.maps.tiled import ArenaEntry
from game.ui.scenes.handoff import HandOffScene
from tests.ui.conftest import press


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


class FakeBouts:
    """A match runner that ends every bout at once: the first seat wins unless told."""

    def __init__(self, seed: int = 1) -> None:
        self.rng = random.Random(seed)
        self.fought: list[tuple[int, ...]] = []
        self.winner_seat: int | None = 0

    def __call__(self, app, tournament: Tournament, fixture, on_over) -> None:
        self.fought.append(fixture.fighters)
        winner = self.winner_seat
        seats = tuple(SeatOutcome(1 if s == winner else self.rng.randint(0, 1),
                                  1 if s == winner else 0, s != winner,
                                  tournament.fighters[f].devourables)
                      for s, f in enumerate(fixture.fighters))
        on_over(MatchOutcome(winner, seats, "test", 3))


def entries() -> list[ArenaEntry]:
    arena = open_arena(5, spawns=[Hex(-3, 0), Hex(3, 0), Hex(0, -3), Hex(0, 3), Hex(3, -3)],
                       name="Pit")
    return [ArenaEntry(Path("maps/pit.tmx"), arena, None)]


def pump(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame()


def test_an_all_ai_tournament_runs_from_setup_to_champion(app):
    # given the set-up form with four AI fighters in a Battle Royale
    bouts = FakeBouts()
    menu = TournamentMenuScene(runner=bouts)
    app.push(menu)
    setup = TournamentSetupScene(entries(), runner=bouts, seed=5)
    app.push(setup)
    pump(app)
    setup.entrants = [Entrant(n, True, "normal", i) for i, n in enumerate("ABCD")]
    setup._set_format(1)
    # when Start is pressed, then every AI builds and the hub opens, saved
    setup.start_button.activate()
    pump(app)
    hub = app.top
    assert isinstance(hub, TournamentHubScene)
    assert store.load_tournament().format == "royale"
    assert all(TwinMeasure(3, 5).check(f.build()) == [] for f in hub.tournament.fighters)
    # when Enter fights bout after bout, then the AIs gnaw and shop by themselves
    for _ in range(12):
        if not isinstance(app.top, TournamentHubScene):
            break
        press(pygame.K_RETURN)
        pump(app, 2)
    # then after four matches the champion is crowned and the save says so
    assert isinstance(app.top, TournamentChampionScene)
    assert len(bouts.fought) == 4 and store.load_tournament().phase == "over"
    assert app.top.tournament.champion() == bouts.fought[-1][0]
    press(pygame.K_ESCAPE)
    pump(app, 2)
    assert app.top is menu and menu.saved is not None and menu.saved.phase == "over"


def human_cup(humans: int = 1) -> Tournament:
    fighters = [Fighter(name, 3, (dv.ACID_SPRAY, dv.ELME), colour=i,
                        seat=Seat("human" if i < humans else "ai", "normal"))
                for i, name in enumerate(["Red", "Nina", "Jet"])]
    return new_tournament("Cup", "royale", TwinMeasure(3, 3), fighters, "maps/x.tmx", 2,
                          shuffle=False)


def test_a_human_winner_gnaws_then_shops_and_banks(app):
    bouts = FakeBouts()
    hub = TournamentHubScene(human_cup(), bouts)
    app.push(hub)
    pump(app)
    # when Red (human, seat 0) wins the first bout
    press(pygame.K_RETURN)
    pump(app, 2)
    # then he chooses his bite
    gnaw = app.top
    assert isinstance(gnaw, TournamentGnawScene) and gnaw.options
    press(pygame.K_RETURN)
    pump(app, 2)
    assert len(hub.tournament.fighters[0].devourables) == 3
    # then he shops: buys one point of Massacre and banks the rest with Esc
    shop = app.top
    assert isinstance(shop, TournamentShopScene)
    before = hub.tournament.fighters[0].fan_points
    press(pygame.K_m)
    press(pygame.K_ESCAPE)
    pump(app, 2)
    red = hub.tournament.fighters[0]
    assert red.massacre == 4 and red.fan_points == before - 1
    assert app.top is hub and store.load_tournament().fighters[0].massacre == 4


def test_several_humans_shop_behind_a_hand_off_screen(app):
    bouts = FakeBouts()
    hub = TournamentHubScene(human_cup(humans=2), bouts)
    app.push(hub)
    pump(app)
    press(pygame.K_RETURN)
    pump(app, 2)
    press(pygame.K_ESCAPE)  # Red takes nothing
    pump(app, 2)
    assert isinstance(app.top, HandOffScene) and app.top.player_name == "Red"
    press(pygame.K_RETURN)
    pump(app, 2)
    assert isinstance(app.top, TournamentShopScene)


def test_resume_from_the_menu_carries_on_where_it_stopped(app):
    bouts = FakeBouts()
    t = human_cup(humans=0)
    store.save_tournament(t)
    hub = TournamentHubScene(t, bouts)
    app.push(TournamentMenuScene(runner=bouts))
    app.push(hub)
    press(pygame.K_RETURN)
    pump(app, 3)
    press(pygame.K_ESCAPE)  # save and leave
    pump(app, 2)
    menu = app.top
    assert isinstance(menu, TournamentMenuScene)
    assert menu.resume_button.enabled and menu.saved is not None
    assert len(menu.saved.history) == 1
    menu.resume_button.activate()
    pump(app)
    resumed = app.top
    assert isinstance(resumed, TournamentHubScene)
    assert resumed.tournament.next_fixture() == t.next_fixture()


def test_a_corrupt_save_is_reported_and_kept(app, home):
    (home / store.SAVE_NAME).write_text("{ not json", encoding="utf-8")
    menu = TournamentMenuScene()
    app.push(menu)
    pump(app)
    assert not menu.resume_button.enabled
    assert "broken JSON" in menu.problem and "broken JSON" in menu.resume_button.tooltip
    assert (home / store.SAVE_NAME).read_text(encoding="utf-8") == "{ not json"


def test_the_setup_form_refuses_duplicate_names(app):
    setup = TournamentSetupScene(entries(), seed=1)
    app.push(setup)
    pump(app)
    setup._edit(1, name="red")
    assert not setup.start_button.enabled and "share a name" in setup.message


def test_a_human_builds_under_the_twin_measure_before_the_first_bout(app):
    setup = TournamentSetupScene(entries(), runner=FakeBouts(), seed=2)
    app.push(setup)
    pump(app)
    setup.entrants = [Entrant("Red", False, "normal", 0), Entrant("Nina", True, "hard", 1)]
    setup.rebuild()
    setup.start_button.activate()
    pump(app)
    shop = app.top
    # then the shop offers the measure's 5 Stomachs and no Massacre
    assert isinstance(shop, TournamentShopScene) and shop.draft.points_left == 5
    press(pygame.K_m)
    press(pygame.K_RETURN)  # buys the first devourable in the list
    press(pygame.K_ESCAPE)  # asks first
    press(pygame.K_RIGHT)
    press(pygame.K_RETURN)  # finish
    pump(app, 2)
    hub = app.top
    assert isinstance(hub, TournamentHubScene)
    red = hub.tournament.fighters[0]
    assert red.massacre == 3 and red.devourables == (sorted(dv.DEVOURABLES)[0],)
    assert red.fan_points == 0


def start_one_human_build(app) -> TournamentShopScene:
    setup = TournamentSetupScene(entries(), runner=FakeBouts(), seed=2)
    app.push(setup)
    pump(app)
    setup.entrants = [Entrant("Red", False, "normal", 0), Entrant("Nina", True, "hard", 1)]
    setup.rebuild()
    setup.start_button.activate()
    pump(app)
    shop = app.top
    assert isinstance(shop, TournamentShopScene)
    return shop


def test_esc_in_a_starting_build_asks_and_never_throws_points_away(app):
    # given Red's starting build with all 5 build points unspent
    shop = start_one_human_build(app)
    assert shop.draft.points_left == 5
    # when Esc is pressed, then the shop stays and asks, with Keep building chosen
    press(pygame.K_ESCAPE)
    pump(app)
    assert app.top is shop and shop.confirm is not None and shop.confirm.focus == 0
    assert "lose 5" in shop.finish_button.label
    # when Esc is pressed again, then the question closes and the points are all still there
    press(pygame.K_ESCAPE)
    pump(app)
    assert app.top is shop and shop.confirm is None and shop.draft.points_left == 5
    # when Enter is pressed on the question's default, then too the build carries on
    shop.form.focus_on(shop.done_button)
    press(pygame.K_RETURN)  # Done with points left: asks again
    press(pygame.K_RETURN)  # Keep building
    pump(app)
    assert app.top is shop and shop.confirm is None and not shop.finished


def test_finishing_a_starting_build_with_points_left_needs_the_players_yes(app):
    # given Red's starting build with points unspent and the question open
    shop = start_one_human_build(app)
    press(pygame.K_ESCAPE)
    pump(app)
    assert shop.confirm is not None
    # when Finish is chosen
    press(pygame.K_RIGHT)
    press(pygame.K_RETURN)
    pump(app, 2)
    # then the build is handed over as it stood and the tournament begins
    hub = app.top
    assert isinstance(hub, TournamentHubScene)
    assert hub.tournament.fighters[0].devourables == ()


def test_every_fighter_row_shows_its_choices_uncut(app, monkeypatch):
    # given the set-up form with a human fighter, noting every selector value cut short
    import game.ui.widget_steppers as steppers
    from game.ui.text import text

    original, shown = steppers.fit_text, []

    def recording_fit(content, size, colour, width, bold=False, smallest=None):
        fits = text(content, smallest or size, colour, bold).get_width() <= width
        shown.append(content if fits else f"{content} (cut)")
        return original(content, size, colour, width, bold, smallest)

    monkeypatch.setattr(steppers, "fit_text", recording_fit)
    app.push(TournamentSetupScene(entries(), seed=1))
    # when it is drawn
    pump(app)
    # then "Human", "AI" and the levels are written out in full
    assert "Human" in shown and not [s for s in shown if s.endswith("(cut)")]
