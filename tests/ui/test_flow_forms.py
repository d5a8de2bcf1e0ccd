"""Meatbot's New match form (the shared frame with Meatbot's options): which arenas it offers,
what it refuses, and how it is edited."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.arena import open_arena
from game.core.hexes import Hex
from game.games.meatbot.ui.scenes import setup_flow as flow
from game.games.meatbot.ui.scenes.new_match import new_match_scene as NewMatchScene
from game.maps.tiled import ArenaEntry, MapError
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import post, press


def arena_entry(name: str, spawns: int, rulesets: tuple[str, ...] = ()) -> ArenaEntry:
    points = [Hex(-3, 0), Hex(3, 0), Hex(0, -3), Hex(0, 3), Hex(3, -3), Hex(-3, 3)][:spawns]
    arena = open_arena(4, spawns=points, name=name)
    if rulesets:
        arena = type(arena)(**{**arena.__dict__, "rulesets": rulesets})
    return ArenaEntry(Path(f"{name.lower()}.tmx"), arena, None)


def broken_entry() -> ArenaEntry:
    error = MapError("cracked.tmx", "layer 'spawns'", "only one spawn point", "add another")
    return ArenaEntry(Path("cracked.tmx"), None, error)


@pytest.fixture
def entries() -> list[ArenaEntry]:
    return [arena_entry("Duel", 2), arena_entry("Quad", 4), broken_entry(),
            arena_entry("Mechs", 6, ("mechaton",))]


def type_text(content: str) -> None:
    post(pygame.TEXTINPUT, text=content)


def test_seat_checks_name_every_problem():
    from game.ui.match_setup import SeatChoice
    from game.ui.setup_seats import seat_problems

    # given seats with an empty name, a clash of names and a clash of colours
    seats = [SeatChoice("Nina", colour=0), SeatChoice("nina", colour=0),
             SeatChoice("  ", colour=2)]
    # when checked
    problems = seat_problems(seats, (2, 8))
    # then each problem is named
    text = " ".join(problems)
    assert "Seat 3 needs a name" in text
    assert "Nina" in text and "names must differ" in text
    assert "share a colour" in text


def test_an_arena_with_too_few_spawns_is_not_offered_and_a_broken_one_cannot_start(app,
                                                                                    entries):
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    form.add_seat()
    # then with three seats the two-spawn map is gone, and choosing the broken one is refused
    assert "Duel" not in [row.title for row in form.arena_list.rows]
    form.setup.arena = "cracked.tmx"
    assert any("broken" in problem for problem in form.problems())


def test_the_list_offers_maps_with_enough_spawns_and_lists_broken_ones(app, entries):
    # given the form with its two default seats
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    titles = [row.title for row in form.arena_list.rows]
    # then both good meatbot maps and the broken one are listed; the mechaton map is not
    assert titles == ["Duel", "Quad", "cracked.tmx"]
    assert form.arena_list.rows[2].enabled is False
    assert "only one spawn point" in form.arena_list.rows[2].tooltip
    # when a third seat is added, then the duel map drops out of the list
    form.add_seat()
    app.frame()
    assert [row.title for row in form.arena_list.rows] == ["Quad", "cracked.tmx"]
    assert form.selected_entry().arena.name == "Quad"


def test_choosing_the_broken_map_disables_start_with_the_reason(app, entries):
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    # when the broken map is clicked
    post(pygame.MOUSEBUTTONDOWN, pos=form.arena_list.row_rect(2).center, button=1)
    app.frame()
    # then Start is greyed and says why; pressing it does nothing
    assert form.start_button.enabled is False
    assert "broken" in form.start_button.tooltip and "only one spawn" in form.start_button.tooltip
    assert form.start() is False and app.top is form


def test_typing_a_name_and_a_name_clash(app, entries):
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    name_field = form.seat_rows[1][1]
    # when the second seat's name is clicked, cleared and retyped as the first seat's name
    post(pygame.MOUSEBUTTONDOWN, pos=name_field.rect.center, button=1)
    app.frame()
    for _ in range(len("Blue")):
        press(pygame.K_BACKSPACE)
    type_text("red")
    app.frame()
    # then the draft changed and Start is refused because of the clash
    assert form.setup.seats[1].name == "red"
    assert form.start_button.enabled is False
    assert "names must differ" in form.start_button.tooltip
    # when one letter is added, then the clash is gone
    type_text("2")
    app.frame()
    assert form.setup.seats[1].name == "red2" and form.start_button.enabled


def test_every_seats_default_name_is_its_colour(app, entries):
    from game.ui.palette import NORMAL_NAMES

    # given the form with its default seats, and three seats added
    app.push(TitleScene())
    form = NewMatchScene(entries + [arena_entry("Big", 6)])
    app.push(form)
    app.frame()
    for _ in range(3):
        form.add_seat()
    # then every seat is named after the colour it is drawn in
    assert [s.name.lower() for s in form.setup.seats] == \
        [NORMAL_NAMES[s.colour] for s in form.setup.seats]
    # when a seat changes colour, then a colour-named seat takes the new colour's name
    form.seat_rows[1][0].nudge(1)
    assert form.setup.seats[1].name.lower() == NORMAL_NAMES[form.setup.seats[1].colour]
    # and a name the player typed is kept
    form.edit_seat(2, name="Bella")
    form.seat_rows[2][0].nudge(1)
    assert form.setup.seats[2].name == "Bella"


def test_presets_and_steppers(app, entries):
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    # when the second beginner preset is clicked
    post(pygame.MOUSEBUTTONDOWN, pos=form.preset_buttons[1].rect.center, button=1)
    app.frame()
    options = form.setup.options
    assert (options["massacre"], options["stomachs"]) == (3, 5)
    # when the Massacre stepper is focused and Right pressed twice, then it goes up by two
    form.form.focus_on(form.option_widgets["massacre"])
    press(pygame.K_RIGHT)
    press(pygame.K_RIGHT)
    app.frame()
    assert form.setup.options["massacre"] == 5
    # and it never passes 10
    for _ in range(12):
        press(pygame.K_RIGHT)
    app.frame()
    assert form.setup.options["massacre"] == 10


def test_seats_are_added_up_to_eight_and_removed_down_to_two(app, entries):
    many = [*entries, arena_entry("Big", 6), ArenaEntry(Path("huge.tmx"), open_arena(
        6, spawns=[Hex(q, 0) for q in range(-4, 4)], name="Huge"), None)]
    app.push(TitleScene())
    form = NewMatchScene(many)
    app.push(form)
    for _ in range(10):
        post(pygame.MOUSEBUTTONDOWN, pos=form.add_button.rect.center, button=1)
        app.frame()
    assert len(form.setup.seats) == 8 and form.add_button.enabled is False
    assert len({seat.colour for seat in form.setup.seats}) == 8
    assert [row.title for row in form.arena_list.rows] == ["cracked.tmx", "Huge"]
    for _ in range(10):
        form.remove_seat(0)
    assert len(form.setup.seats) == 2


def test_switching_a_seat_to_human_greys_its_level(app, entries):
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    kind, level = form.seat_rows[1][2], form.seat_rows[1][3]
    assert level.enabled
    post(pygame.MOUSEBUTTONDOWN, pos=kind.rect.center, button=1)
    app.frame()
    assert form.setup.seats[1].kind == "human" and level.enabled is False
    assert form.start_button.label == "Build bots"


def test_esc_goes_back_to_the_title(app, entries):
    app.push(TitleScene())
    app.push(NewMatchScene(entries))
    app.frame()
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, TitleScene)


def test_the_form_follows_a_window_resize(app, entries):
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    wide = form.start_button.rect.right
    # when the window grows, then the widgets are laid out across it
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    app.frame()
    assert app.screen.get_size() == (1600, 900)
    assert wide < form.start_button.rect.right <= 1600
    assert form.back_button.rect.bottom <= 900


def test_a_map_that_breaks_at_start_shows_the_map_error(tmp_path):
    from game.ui.scenes.map_error import MapErrorScene

    broken = tmp_path / "gone.tmx"
    broken.write_text('<?xml version="1.0"?>\n<map orientation="hexa')
    scene = flow.start_battle_scene(str(broken), flow.autoplay_seats(2), seed=1)
    assert isinstance(scene, MapErrorScene)
    assert isinstance(scene.error, MapError)


def test_the_form_remembers_the_last_set_up_in_the_settings(app, entries):
    from game.ui.settings_stored import load_settings, settings_from_dict

    # given a form changed to three seats (the third a hard AI), Massacre 4, a named jock
    app.push(TitleScene())
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    form.add_seat()
    form.edit_seat(2, level="hard")
    form.edit_seat(0, name="Bella")
    form.set_option("massacre", 4)
    chosen = form.setup.arena
    # when the match is started (all AI would go straight in: keep one human, build flow)
    assert form.start()
    # then the settings hold the set-up, on disk too
    stored = app.settings.last_setups["meatbot"]
    assert stored["options"]["massacre"] == 4 and len(stored["seats"]) == 3
    assert settings_from_dict(app.settings.to_dict()) == app.settings
    if app.persist_settings:
        assert load_settings()[0].last_setups["meatbot"] == stored
    # and the next New match form starts from it
    again = NewMatchScene(entries)
    app.push(again)
    app.frame()
    assert [s.name for s in again.setup.seats] == ["Bella", "Blue", "Yellow"]
    assert again.setup.seats[2].level == "hard" and again.setup.options["massacre"] == 4
    assert again.setup.arena == chosen


def test_a_stored_set_up_that_no_longer_fits_is_ignored_part_by_part(app, entries):
    from dataclasses import replace

    bad = {"seats": [{"name": "Solo", "kind": "human", "level": "normal", "colour": 0}],
           "options": {"massacre": 99, "stomachs": 2, "measure": "nonsense", "points": "7"}}
    app.settings = replace(app.settings, last_setups={"meatbot": bad})
    form = NewMatchScene(entries)
    app.push(form)
    app.frame()
    options = form.setup.options
    assert len(form.setup.seats) == 2 and options["massacre"] == flow.DEFAULT_MASSACRE
    assert options["stomachs"] == 2 and options["measure"] == "twin"
