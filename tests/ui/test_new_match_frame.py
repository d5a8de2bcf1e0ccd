"""The one New match frame every game uses: seats named after the colour they are drawn in,
colours that reach the match, and the last set-up remembered per game."""

from __future__ import annotations

import pytest

from game.ui import navigator
from game.ui.games import game_ui, game_ui_names
from game.ui.palette import NORMAL_NAMES, palette, use_colour_blind
from game.ui.scenes.new_match import NewMatchScene
from game.ui.scenes.title import TitleScene

NAMES = game_ui_names()


def open_form(app, name: str) -> NewMatchScene:
    app.push(TitleScene())
    form = game_ui(name).new_match_scene()
    app.push(form)
    app.frame()
    return form


@pytest.mark.parametrize("name", NAMES)
def test_every_game_uses_the_shared_frame_with_seat_colours(app, name):
    form = open_form(app, name)
    assert isinstance(form, NewMatchScene)
    # then each seat row starts with a colour, and the default seats are named after theirs
    assert all(type(row[0]).__name__ == "Swatch" for row in form.seat_rows)
    assert [(s.name, s.colour) for s in form.setup.seats] == [("Red", 0), ("Blue", 1)]


def test_with_the_colour_blind_palette_the_names_follow_its_colours(app):
    use_colour_blind(True)
    form = open_form(app, "mechaton")
    assert [s.name for s in form.setup.seats] == ["Vermilion", "Sky blue"]
    assert form.seat_rows[0][0].colours[0] == palette(True)[0]


@pytest.mark.parametrize("name", NAMES)
def test_the_chosen_colours_and_names_reach_the_match(app, name, monkeypatch):
    started = []
    monkeypatch.setattr(navigator, "go_to_battle", lambda app, scene: started.append(scene))
    # given every seat an AI, the second seat recoloured (its name follows) and one renamed
    form = open_form(app, name)
    form.edit_seat(0, kind="ai", name="Ada")
    form.seat_rows[1][0].nudge(1)
    recoloured = form.setup.seats[1]
    assert recoloured.colour == 2 and recoloured.name == NORMAL_NAMES[2].capitalize()
    # when the match starts
    assert form.start(), form.problems() or form.problem
    (battle,) = started
    try:
        # then its seats carry those names and colours
        seats = battle.session.seats
        assert [(s.name, s.colour) for s in seats] == [("Ada", 0), ("Yellow", 2)]
    finally:
        battle.session.close()


@pytest.mark.parametrize("name", NAMES)
def test_the_last_set_up_is_remembered_per_game(app, name, monkeypatch):
    started = []
    monkeypatch.setattr(navigator, "go_to_battle", lambda app, scene: started.append(scene))
    form = open_form(app, name)
    # given a set-up changed from the defaults: an AI first seat renamed, the last option's
    # value changed
    form.edit_seat(0, kind="ai", name="Ada")
    form.edit_seat(1, level="hard")
    spec = form.hook.options[-1]
    changed = changed_value(spec, form.setup.options[spec.key])
    form.set_option(spec.key, changed)
    kept = dict(form.setup.options)
    # when the match is started
    assert form.start(), form.problems() or form.problem
    started[0].session.close()
    # then the next New match of that game starts from it, and other games' do not
    again = open_form(app, name)
    assert [(s.name, s.kind, s.level) for s in again.setup.seats] == [
        ("Ada", "ai", "normal"), ("Blue", "ai", "hard")]
    assert again.setup.options == kept
    other = open_form(app, next(n for n in NAMES if n != name))
    assert other.setup.seats[0].name == "Red"


def changed_value(spec, value):
    """A different allowed value of option ``spec``."""
    values = getattr(spec, "values", None)
    if values is not None:
        return next(v for v, _ in values if v != value)
    if isinstance(value, bool):
        return not value
    return spec.high if value != spec.high else spec.low


@pytest.mark.parametrize("name", NAMES)
def test_the_section_titles_clear_the_boxes_under_them(app, name):
    from game.ui.scenes.new_match import COLUMN_LABELS_Y, SECTION_Y
    from game.ui.text import text

    form = open_form(app, name)
    title_bottom = SECTION_Y + text("ARENA", 22, (255, 255, 255), bold=True).get_height()
    labels_bottom = COLUMN_LABELS_Y + text("Colour", 18, (255, 255, 255)).get_height()
    # then the ARENA (or notes) title ends above its box, and the seat labels above the rows
    assert title_bottom < form.left_column().top
    assert title_bottom <= COLUMN_LABELS_Y
    assert labels_bottom < min(row[0].rect.top for row in form.seat_rows)


@pytest.mark.parametrize("name", NAMES)
def test_f1_on_the_form_opens_that_games_rules(app, name):
    form = open_form(app, name)
    assert navigator.scene_game(form) == name
    navigator.open_rules(app)
    assert name == app.top.game_ui().NAME
