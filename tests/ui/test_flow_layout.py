"""Lists stay inside their boxes: the arena picker's cards never reach the key hint bar, and
every Rules help section shows in the list, at the usual window sizes; every game's New match
widgets never overlap, whatever the seat count; every results row sits above the buttons."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.arena import open_arena
from game.core.hexes import Hex
from game.games.meatbot.ui.scenes.results import ResultsScene
from game.maps.tiled import ArenaEntry
from game.ui.app import MIN_CANVAS
from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.arena_picker import ArenaPicker
from game.ui.scenes.new_match import NOTE_LINES, NOTE_STEP, NewMatchScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets import ListBox, Row
from tests.ui.conftest import post

SIZES = [(1280, 720), (800, 600)]


def resize(app, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.frame()
    assert app.screen.get_size() == canvas_for(size)


def canvas_for(size: tuple[int, int]) -> tuple[int, int]:
    """The logical screen a window of ``size`` gets: never smaller than the 1280x720 design."""
    shrink = min(1.0, size[0] / MIN_CANVAS[0], size[1] / MIN_CANVAS[1])
    return (round(size[0] / shrink), round(size[1] / shrink))


def many_entries(count: int) -> list[ArenaEntry]:
    spawns = [Hex(-2, 0), Hex(2, 0)]
    return [ArenaEntry(Path(f"a{i}.tmx"), open_arena(3, spawns=spawns, name=f"Arena {i}"), None)
            for i in range(count)]


def strip_below_list(picker: ArenaPicker, surface: pygame.Surface) -> bytes:
    """The pixels under the card column, from the list box's bottom to the window's."""
    size = surface.get_size()
    area = picker.list_area(size)
    strip = pygame.Rect(area.x, area.bottom, area.width, size[1] - area.bottom)
    return pygame.image.tobytes(surface.subsurface(strip), "RGB")


@pytest.mark.parametrize("size", SIZES)
def test_arena_cards_never_draw_over_the_key_hint_bar(app, size):
    # given the picker with far more arenas than fit, and the same picker with none
    app.push(TitleScene())
    crowded = ArenaPicker(many_entries(12))
    app.push(crowded)
    resize(app, size)
    size = app.screen.get_size()  # the logical screen the scenes lay out for
    empty = ArenaPicker([])
    empty.attach(app)
    blank = pygame.Surface(size)
    empty.draw(blank, 0.0)
    # when it is drawn at the top and again scrolled to the last card
    for last in (False, True):
        if last:
            crowded.selected = len(crowded.entries) - 1
            crowded._keep_selected_visible()
        drawn = pygame.Surface(size)
        crowded.draw(drawn, 0.0)
        # then below the list box the card column looks exactly as if there were no cards
        assert strip_below_list(crowded, drawn) == strip_below_list(empty, blank)
    # and the selected (last) card lies wholly inside the list box
    area = crowded.list_area(size)
    assert area.contains(crowded.card_rect(crowded.selected, size))


def test_a_click_on_the_hint_bar_does_not_pick_a_hidden_card(app):
    app.push(TitleScene())
    picker = ArenaPicker(many_entries(12))
    app.push(picker)
    app.frame()
    width, height = app.screen.get_size()
    assert picker.card_at((60, height - 10)) is None
    assert picker.card_at((60, picker.list_area((width, height)).y + 20)) == 0


@pytest.mark.parametrize("size", SIZES)
def test_every_rules_section_row_fits_in_the_list(app, size):
    # given Rules help at this window size
    app.push(TitleScene())
    scene = RulesHelpScene()
    app.push(scene)
    resize(app, size)
    box = scene.index.rect
    # then every section's row, the last ("Keys") included, is inside the list box unscrolled
    assert scene.index.rows[-1].title == "Keys"
    assert scene.index.scroll == 0
    for index in range(len(scene.index.rows)):
        assert box.contains(scene.index.row_rect(index)), (size, index)
    assert scene.index.content_height() <= box.height


@settings(max_examples=40, deadline=None)
@given(rows=st.integers(1, 40), height=st.integers(60, 500), pick=st.data())
def test_a_chosen_list_row_is_always_shown_whole(rows, height, pick):
    # given a list box of any length in a box of any height
    box = ListBox([Row(f"row {i}") for i in range(rows)], row_height=40)
    box.rect = pygame.Rect(10, 10, 200, height)
    # when rows are chosen in any order
    for index in pick.draw(st.lists(st.integers(0, rows - 1), min_size=1, max_size=6)):
        box.choose(index)
        # then the chosen row is wholly inside the box's drawing area
        assert box.rect.inflate(-4, -4).contains(box.row_rect(index))
        assert 0 <= box.scroll <= max(0, box.content_height() - box.rect.height)


def eight_spawn_entry() -> ArenaEntry:
    spawns = [Hex(q, 0) for q in range(-4, 4)]
    return ArenaEntry(Path("huge.tmx"), open_arena(6, spawns=spawns, name="Huge"), None)


FORM_CASES = [(name, seats, options) for name in game_ui_names() for seats in (2, 5, 8)
              for options in ([{}] if name != "meatbot" else
                              [{"measure": "twin"}, {"measure": "single"}])]
FORM_CASES += [("metalkrushers", 8, {"scenario": "team"}), ("mechaton", 3, {"short_game": True})]


@pytest.mark.parametrize(("name", "seats", "options"), FORM_CASES)
def test_new_match_widgets_never_overlap(app, name, seats, options):
    # given a game's New match form at 1280x720 with this many seats (as many as it takes)
    app.push(TitleScene())
    form = NewMatchScene(game_ui(name).new_match_scene().hook, [eight_spawn_entry()])
    app.push(form)
    for key, value in options.items():
        form.set_option(key, value)
    while len(form.setup.seats) < seats and form.add_button.enabled:
        form.add_seat()
    app.frame()
    # when every interactive widget's rect and the note lines' band are gathered
    rects = [widget.rect for widget in form.form.widgets]
    band = pygame.Rect(form.back_button.rect.x, form.note_y, form.start_button.rect.right
                       - form.back_button.rect.x, NOTE_LINES * NOTE_STEP)
    # then no two of them overlap, every one is tall enough to read, and all lie on screen
    # above the key hint bar
    for i, rect in enumerate([*rects, band]):
        assert rect.height >= 24 and rect.collidelistall([*rects, band][i + 1:]) == []
    usable = pygame.Rect(0, 0, app.screen.get_width(), app.screen.get_height() - 34)
    assert all(usable.contains(rect) for rect in [*rects, band])


def eight_bot_session(winner: int = 7) -> SimpleNamespace:
    """A stand-in for a finished eight-bot match: just what the results screen reads."""
    bots = [SimpleNamespace(name=f"Bot {i}", ejected=False, standing=i == winner, meat=i)
            for i in range(8)]
    seats = [SimpleNamespace(kind="ai", level="normal", colour=i, build=("Shell Pod",))
             for i in range(8)]
    result = SimpleNamespace(winner=winner, rounds=9, reason="last bot standing", stats=[])
    view = SimpleNamespace(bots=bots)
    return SimpleNamespace(result=result, view_for=lambda player: view, seats=seats,
                           names=[b.name for b in bots], arena=None)


def test_results_with_eight_bots_show_every_row_above_the_buttons(app):
    # given the results of an eight-bot match
    app.push(TitleScene())
    results = ResultsScene(eight_bot_session())
    app.push(results)
    app.frame()
    # when the rows are laid out, then every one lies inside the table, above the buttons
    table = results.table_rect()
    buttons_top = min(b.rect.top for b in (results.rematch_button, results.new_button,
                                           results.title_button))
    assert table.bottom <= buttons_top
    for index in range(len(results.rows)):
        row = results.row_rect(index)
        assert table.contains(row) and row.bottom <= buttons_top
    # and the rows do not overlap one another
    assert results.row_rect(7).top >= results.row_rect(6).bottom
