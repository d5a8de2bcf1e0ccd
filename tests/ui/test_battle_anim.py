"""Event animations: every event type has a look and a duration, plays in order, can be
skipped and sped up, and draws without error over the battle map."""

from __future__ import annotations

import pygame
import pytest

from game.core.arena import open_arena
from game.core.events import Event
from game.core.match import start_match
from game.games.meatbot.rules import events as ev
from game.games.meatbot.ui.battle.board import Board
from game.games.meatbot.ui.presenters import (
    DURATIONS,
    LANDS_AT_END,
    NOT_ANIMATED,
    duration_of,
    presenter,
)
from game.games.meatbot.ui.render.effects import EffectPainter, unit_overrides
from game.ui.anim import SPEEDS, Animation, Animator, Presenter
from game.ui.camera import Camera
from game.ui.palette import team_style
from game.ui.render.hexmap import WorldRect
from game.ui.render.projection import Projection
from tests.games.meatbot.rules.fuzz import random_choice, random_setup_json

MOVED_BY_OVERRIDE = {ev.BotMoved}
EVENT_TYPES = [getattr(ev, name) for name in ev.__all__]


@pytest.mark.parametrize("cls", EVENT_TYPES, ids=lambda c: c.__name__)
def test_every_event_type_has_a_duration_and_a_look(cls):
    drawer = getattr(EffectPainter, f"_{cls.__name__}", None)
    if cls in NOT_ANIMATED:
        return
    assert cls in DURATIONS, f"{cls.__name__} has no duration"
    assert drawer is not None or cls in MOVED_BY_OVERRIDE, f"{cls.__name__} has no animation"


def test_events_play_one_at_a_time_in_order_and_tab_skips_the_rest():
    # given three queued events and an animator recording starts and finishes
    queue = [ev.RoundStarted(1), ev.BotDamaged(0, 2, 18, 1), ev.BotCollapsed(0, 1)]
    log: list[tuple[str, str]] = []
    animator = Animator(lambda e: log.append(("start", type(e).__name__)),
                        lambda e: log.append(("end", type(e).__name__)), presenter=presenter)
    source = iter(queue)
    # when the first one plays for half its time
    animator.feed(lambda: next(source, None))
    animator.update(duration_of(queue[0]) / 2)
    # then only it has started
    assert log == [("start", "RoundStarted")]
    # when Tab skips, then all finish in order at once
    animator.skip()
    animator.feed(lambda: next(source, None))
    assert [name for kind, name in log if kind == "end"] == [
        "RoundStarted", "BotDamaged", "BotCollapsed"]
    assert not animator.busy


def test_speed_cycles_one_two_four_and_shortens_the_playing():
    animator = Animator(lambda e: None, lambda e: None, presenter=presenter)
    assert [animator.cycle_speed() for _ in SPEEDS] == [2, 4, 1]
    animator.speed = 4
    animator.play(ev.RoundStarted(2))
    assert animator.busy
    animator.update(duration_of(ev.RoundStarted(2)) / 4 + 1e-6)
    assert not animator.busy


def countdown_first(event: Event) -> Presenter:
    """RoundStarted is a 3 s countdown on the wall clock; everything else Meatbot's own."""
    if isinstance(event, ev.RoundStarted):
        return Presenter(3.0, on_wall_clock=True)
    return presenter(event)


def test_an_animation_on_the_wall_clock_ignores_the_speed_and_tab():
    # given a countdown playing at 4x
    animator = Animator(lambda e: None, lambda e: None, speed=4, presenter=countdown_first)
    animator.play(ev.RoundStarted(1))
    # when a quarter of its time goes by and Tab is pressed
    animator.update(3.0 / 4 + 1e-6)
    animator.skip()
    # then it still plays, and ends after its three seconds of the clock
    assert animator.busy and not animator.skipping
    animator.update(3.0 - 3.0 / 4)
    assert not animator.busy


def test_skipping_stops_at_an_animation_on_the_wall_clock():
    # given an ordinary event playing, a countdown and another event queued behind it
    finished: list[str] = []
    animator = Animator(lambda e: None, lambda e: finished.append(type(e).__name__),
                        presenter=countdown_first)
    source = iter([ev.BotDamaged(0, 2, 18, 1), ev.RoundStarted(2), ev.BotCollapsed(0, 1)])
    animator.feed(lambda: next(source, None))
    # when Tab skips
    animator.skip()
    animator.feed(lambda: next(source, None))
    # then the first event finished, the countdown plays in full, and skipping is over
    assert finished == ["BotDamaged"] and animator.busy and not animator.skipping
    assert animator.current is not None and animator.current.duration == 3.0
    animator.update(3.0)
    animator.feed(lambda: next(source, None))
    assert finished == ["BotDamaged", "RoundStarted"] and animator.busy


def test_moves_land_on_the_board_when_their_slide_ends():
    assert ev.BotMoved in LANDS_AT_END and ev.BotKnockedBack in LANDS_AT_END
    assert ev.BotDamaged not in LANDS_AT_END


@pytest.fixture
def canvas():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((960, 640))
    yield surface
    pygame.quit()


def random_events(seed: int) -> tuple[list[Event], object]:
    import random

    rng = random.Random(seed)
    match = start_match("meatbot", random_setup_json(seed, round_limit=12), seed)
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, random_choice(rng, request))
    return match.events, match


def test_every_event_of_random_matches_draws_at_every_stage(canvas):
    drawn: set[str] = set()
    for seed in range(8):
        events, match = random_events(seed)
        view = match.view_for(None)
        board = Board.from_view(view)
        styles = [team_style(i) for i in range(len(board.bots))]
        painter = EffectPainter(styles)
        arena = open_arena(8)
        camera = Camera(WorldRect(-600, -600, 1200, 1200), canvas.get_size())
        proj = Projection(arena.layout, camera)
        for event in events:
            for t in (0.0, 0.3, 0.6, 0.95):
                anim = Animation(event, 1.0, t)
                unit_overrides(anim, proj, board)
                painter.draw(canvas, proj, anim, board)
            board.apply(event)
            assert event.log_line(match.state.names)
            drawn.add(type(event).__name__)
    assert len(drawn) >= 18, sorted(drawn)
