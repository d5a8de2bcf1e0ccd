"""The battle screen's look for a new player: every Krusher's front is a shape (an arrowhead
through its front hexside), the data sheet sits in the side panel (never over the arena),
and the movement order says who moves after you and whether it can reach your rear."""

from __future__ import annotations

import pygame
import pytest

from game.core.hexes import neighbour
from game.core.match import start_match
from game.games.metalkrushers.rules.build import TEMPLATES
from game.games.metalkrushers.rules.choices import Move
from game.games.metalkrushers.rules.events import KrusherMoved
from game.games.metalkrushers.ui import layout, side_panel
from game.games.metalkrushers.ui.battle_painter import NOSE_FILL
from game.games.metalkrushers.ui.order import after_you, can_reach_rear, movement_lines
from game.games.metalkrushers.ui.session_setup import MatchPlan
from game.ui.games import game_ui
from game.ui.render.projection import Projection
from game.ui.saves import load_arena_file
from game.ui.session import SeatConfig
from tests.games.metalkrushers.ui.test_metalkrushers_flow import close_session, prompt_of, run_until
from tests.ui.conftest import move_mouse


@pytest.fixture
def moving(app):
    """Nina's first movement prompt of the close duel, on screen."""
    session = close_session(humans=1)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    run_until(app, lambda: prompt_of(scene, "build"))
    scene.flow.prompt.confirm()
    run_until(app, lambda: prompt_of(scene, "move") and scene.flow.prompt.seat == 0)
    yield scene
    session.close()


def test_given_the_arena_then_each_krusher_shows_an_arrowhead_on_its_front(app, moving):
    scene = moving
    app.frame()
    for k in scene.flow.board.view.krushers:
        x, y = scene.screen_of(k.hex)
        ax, ay = scene.screen_of(neighbour(k.hex, k.facing))
        bx, by = scene.screen_of(neighbour(k.hex, k.facing + 3))
        ux, uy = (ax - x) / 2, (ay - y) / 2
        nose = (round(x + ux * 0.62 - uy * 0.18), round(y + uy * 0.62 + ux * 0.18))
        back = (round(x - ux * 0.62 + uy * 0.18), round(y - uy * 0.62 - ux * 0.18))
        frame = app.screen
        assert tuple(frame.get_at(nose))[:3] == NOSE_FILL, k.name
        assert tuple(frame.get_at(back))[:3] != NOSE_FILL, k.name
        assert (bx, by) != (ax, ay)


def nose_at(scene, h, facing) -> tuple[int, int]:
    """The pixel of the arrowhead of a Krusher on ``h`` facing ``facing``."""
    x, y = scene.screen_of(h)
    ax, ay = scene.screen_of(neighbour(h, facing))
    ux, uy = (ax - x) / 2, (ay - y) / 2
    return round(x + ux * 0.62 - uy * 0.18), round(y + uy * 0.62 + ux * 0.18)


def test_a_step_being_shown_takes_the_arrowhead_along(app, moving):
    # given Nina's Krusher about to step forward, the rules' view not yet caught up (as while
    # a walk is shown, or a tutorial's lesson holds the screen)
    scene = moving
    k = scene.flow.board.view.krusher(1)
    ahead = neighbour(k.hex, k.facing)
    # when the board shows the step
    scene.flow.board.apply(KrusherMoved(k.seat, k.uid, k.name, k.hex, ahead, k.facing, 1,
                                        k.mp - 1))
    app.frame()
    # then the arrowhead is drawn on the hex it stepped to, not where it stood
    assert tuple(app.screen.get_at(nose_at(scene, ahead, k.facing)))[:3] == NOSE_FILL
    assert tuple(app.screen.get_at(nose_at(scene, k.hex, k.facing)))[:3] != NOSE_FILL


class Recorder(pygame.Surface):
    """A frame that remembers where each text line was put."""

    def __init__(self, size: tuple[int, int], names: dict[int, str]) -> None:
        super().__init__(size)
        self.names = names
        self.lines: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # noqa: D102 - pygame's own
        if id(source) in self.names:
            self.lines.append((self.names[id(source)], pygame.Rect(dest, source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


def test_given_a_krusher_shown_then_its_sheet_is_in_the_side_panel_not_on_the_map(
        app, moving, monkeypatch):
    scene = moving
    names: dict[int, str] = {}
    for module in (layout, side_panel):
        real = module.text

        def spy(content, size, colour, bold=False, real=real):
            found = real(content, size, colour, bold)
            names[id(found)] = content
            return found
        monkeypatch.setattr(module, "text", spy)
    frame = Recorder(app.screen.get_size(), names)
    scene.painter.frame.backdrop = frame  # the painter paints its regions on the kept frame
    scene.painter.frame.forget()
    scene.draw(pygame.Surface(app.screen.get_size()), 1.0)
    sheet = [rect for words, rect in frame.lines if words.startswith("Internal Linkage")]
    assert sheet, "the data sheet was not drawn"
    assert all(scene.sidebar_area().contains(rect) for rect in sheet)
    assert not any(scene.viewport().colliderect(rect) for rect in sheet)


def duel_at(starts):
    """Two Bulwarks at ``starts`` facing each other's way; the match at the first move."""
    seats = [SeatConfig("Nina", "human", "easy", 0), SeatConfig("Red", "ai", "easy", 1)]
    plan = MatchPlan(seats=seats, starts=starts, facings=[0, 3])
    match = start_match("metalkrushers", plan.setup_json(), 11, arena_loader=load_arena_file)
    while match.pending()[0].kind == "build":
        match.submit(match.pending()[0].player, TEMPLATES["Bulwark"])
    return match


def test_given_red_moves_after_nina_close_by_then_the_order_warns_of_her_rear():
    match = duel_at([(4, 8), (5, 8)])
    view = match.view_for(0)
    nina, red = view.krusher(1), view.krusher(2)
    assert view.move_order == (1, 2)  # seed 11: Nina rolls lower and moves first
    assert can_reach_rear(view, red, nina)
    assert after_you(view, nina, 1) == "Then: Red (moves after you, can reach your rear)"
    words = [w for w, _ in movement_lines(view, 0, 1)]
    assert words[:3] == ["Movement order", "1. Nina (you) - moving", "2. Red"]
    assert "Then: Red (moves after you, can reach your rear)" in words


def test_given_red_far_away_then_it_moves_after_nina_but_cannot_reach_her_rear():
    match = duel_at([(2, 8), (10, 8)])
    view = match.view_for(0)
    nina, red = view.krusher(1), view.krusher(2)
    assert view.move_order == (1, 2)
    assert not can_reach_rear(view, red, nina)
    assert after_you(view, nina, 1) == "Then: Red (moves after you)"


def test_given_nina_has_moved_and_red_moved_then_nobody_moves_after_her():
    match = duel_at([(2, 8), (10, 8)])
    match.submit(0, Move("stop"))
    match.submit(0, Move("stop"))
    view = match.view_for(0)
    assert after_you(view, view.krusher(1), 2) == "Then: Red (moves after you)"
    assert after_you(view, view.krusher(1), 0) == "Nobody moves after you."
    words = [w for w, _ in movement_lines(view, 0, 2)]
    assert words[1:3] == ["1. Nina (you) - done", "2. Red - moving"]


def test_given_combat_then_the_order_card_says_who_strikes_now():
    from game.games.metalkrushers.ui.order import combat_lines

    match = duel_at([(4, 8), (5, 8)])
    for player in (0, 0, 1, 1):  # both stop, no turn
        match.submit(player, Move("stop"))
    view = match.view_for(0)
    assert view.phase == "combat" and view.combat_order == (2, 1)
    assert [w for w, _ in combat_lines(view, 0)] == [
        "Combat order", "1. Red - striking", "2. Nina (you)"]


def test_given_a_bulwark_then_its_sheet_lists_every_side_in_the_ruling_order():
    # given Nina's Bulwark (front 35, left-front 25, left-rear 10, rear 5, right-rear 10,
    # right-front 20)
    nina = duel_at([(4, 8), (5, 8)]).view_for(0).krusher(1)
    # when its data sheet is written
    lines = [words for words, _ in side_panel.sheet_lines(nina)]
    # then armour goes round from the front: F, RF, RR, B, LR, LF
    assert "Armour F35 RF20 RR10 B5 LR10 LF25" in lines
    # and so do the Evade and attack bonus rows
    ruling = ["F", "RF", "RR", "B", "LR", "LF"]
    rows = [w for w in lines if w.startswith(("Evade ", "Left AB ", "Right AB "))]
    assert any(w.startswith("Evade ") for w in rows)
    assert any(" AB " in w for w in rows)
    for row in rows:
        sides = [part.rstrip("+-0123456789") for part in row.split(" ")[-6:]
                 if part[:1].isupper() and part[-1].isdigit()]
        assert sides == sorted(sides, key=ruling.index), row


def test_given_the_mouse_rests_on_a_krusher_then_the_hex_tooltip_leaves_its_arcs_in_sight(
        app, moving):
    scene = moving
    red = scene.flow.board.view.krusher(2)
    # when the mouse rests on Red, whose arcs are drawn on the six hexes round it
    move_mouse(scene.screen_of(red.hex))
    for _ in range(40):
        app.frame()
    tips = scene.tooltips
    words = tips.current()
    assert words and "Floor" in words
    # then the floor's tooltip goes beside that ring of hexes, not over it
    proj = Projection(scene.arena.layout, scene.camera)
    corners = [p for side in range(6) for p in proj.corners(neighbour(red.hex, side))]
    xs, ys = zip(*corners, strict=True)
    ring = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(-4, -4)
    size = tips._shown[1].get_size()
    box = pygame.Rect(tips.place(size, app.screen.get_rect()), size)
    assert not box.colliderect(ring), (box, ring)
    assert scene.viewport().contains(box)
