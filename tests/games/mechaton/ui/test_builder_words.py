"""The army builder says what each part gives (its die, its range, its use) and shows every
part name whole, at both window sizes (issue 29: "missile rac")."""

from __future__ import annotations

import pygame
import pytest

from game.games.mechaton.rules.parts import CATALOGUE, all_parts
from game.games.mechaton.ui.battle.builder import army_width
from game.games.mechaton.ui.battle.builder_info import LIST_SIZE, army_lines, draw_info
from game.games.mechaton.ui.battle.part_words import kind_words, part_use
from game.ui.text import text
from tests.games.mechaton.ui.driver import battle, make_app, prompt_kind, run_until

SIZES = ((1280, 720), (800, 600))


@pytest.fixture(params=SIZES, ids=("large", "small"))
def builder(request):
    """The builder prompt of a one-human battle in a window of each size."""
    app = make_app(request.param)
    scene = battle(app, 1, seed=11)
    assert run_until(app, lambda: prompt_kind(scene) == "build")
    yield scene
    scene.session.close()
    pygame.quit()


def _fits(label: str, rect: pygame.Rect) -> bool:
    """True if a button draws ``label`` whole (it tries its size, then 5 points smaller)."""
    return any(text(label, size, (0, 0, 0)).get_width() <= rect.width - 8 for size in (18, 14))


def test_every_part_name_fits_its_button_and_the_army_list(builder):
    prompt, area = builder.flow.prompt, builder.bottom_area()
    box = prompt.area(area)
    list_width = army_width(box) - 14 - 54 - 6
    for code, names in CATALOGUE.items():
        prompt.parts[0] = code
        for index, name in enumerate(names):
            prompt.names[0] = index
            # the slot's kind and its name each fit their button
            buttons = {b.label: b for b in prompt.buttons(builder.flow, area)}
            assert _fits(name, buttons[name].rect), (name, buttons[name].rect)
            kind = next(label for label in buttons if label.startswith("1:"))
            assert _fits(kind, buttons[kind].rect), kind
            # and in the army list the name is wrapped, never cut
            lines = army_lines("Mech", (name, name), 1, list_width)
            assert " ".join(lines) == f"{name}, {name}, 1 rocket"
            assert all(text(line, LIST_SIZE, (0, 0, 0)).get_width() <= list_width
                       for line in lines), lines


def test_each_kind_of_part_names_its_die_and_what_it_does():
    for code in all_parts(True):
        words, use = kind_words(code), part_use(code)
        assert "d6" in words and use
    assert "2-10 hexes" in part_use("direct") and "11 or more" in part_use("artillery")
    assert "the next hex" in part_use("hth") and "cover" in part_use("move")
    assert "initiative" in part_use("")


def test_the_builder_shows_the_extra_dice_and_points_per_asset(builder, monkeypatch):
    from game.games.mechaton.ui.battle import builder_info

    shown: list[str] = []

    def remember(words, size, colour, bold=False):
        shown.append(words)
        return text(words, size, colour, bold)

    monkeypatch.setattr(builder_info, "text", remember)
    # when a mech with legs and a gun is on the builder
    draw_info(pygame.Surface((900, 400)), pygame.Rect(0, 0, 900, 400), ("move", "direct"),
              builder.flow.prompt.request, builder.flow.board.view)
    # then it says the dice every mech gets, and how points per asset are worked out
    said = " ".join(shown)
    assert "2 white d6" in said and "3 initiative d10s" in said
    assert "Points per asset" in said and "1 mech and 2 attachments" in said
