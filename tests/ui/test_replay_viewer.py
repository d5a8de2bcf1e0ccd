"""The replay viewer on the battle screen: steps and seeks land on the straight replay's
states in every game, a seat's view is the only one drawn, keys drive it, and "Play from
here" starts a match of its own."""

from __future__ import annotations

import pygame
import pytest

from game.core.replay import Replay, play
from game.ui import history
from game.ui.games import game_ui
from game.ui.saves import load_arena_file
from game.ui.scenes.replay_viewer import ReplayViewerScene, open_viewer
from tests.ui.conftest import press
from tests.ui.history_helpers import played_session

GAMES = ["meatbot", "mechaton", "metalkrushers", "dicebot"]


def viewer_of(app, game: str, decisions: int | None = 120, seed: int = 3) -> ReplayViewerScene:
    entry = history.record_session(played_session(game, seed, decisions=decisions))
    viewer = open_viewer(app, history.entry_data(entry))
    app.frame()
    return viewer


def straight(viewer: ReplayViewerScene, index: int):
    replay = viewer.session.cursor.replay
    return play(Replay(replay.ruleset, replay.setup, replay.seed, replay.choices[:index],
                       replay.rules_version), arena_loader=load_arena_file)


def digest(match) -> tuple:
    seats = range(len(match.state.names))
    return (tuple(match.log()), match.view_for(None), tuple(match.view_for(s) for s in seats))


def tap(app, key: int) -> None:
    press(key)
    app.frame()


def settle(app, viewer: ReplayViewerScene) -> None:
    for _ in range(400):
        if viewer.flow.settled:
            return
        viewer.flow.skip()
        app.frame()


def shown(app, viewer: ReplayViewerScene) -> tuple:
    """What the screen has shown: the log's lines and the board's view (once drawn)."""
    for _ in range(3):
        app.frame()
    board = viewer.flow.board
    return (tuple(viewer.flow.log.lines), viewer.session.position,
            repr(getattr(board, "view", None)))


def events_shown(viewer: ReplayViewerScene) -> int:
    match = viewer.session.match
    return len(match.events) - len(viewer.session.events)


@pytest.mark.parametrize("game", GAMES)
def test_every_round_start_matches_the_straight_replay(app, game):
    # given the viewer on a recorded match
    viewer = viewer_of(app, game)
    for mark in viewer.session.cursor.marks:
        # when it jumps to a round's start
        viewer.seek(mark.index)
        app.frame()
        # then its match is the straight replay's at that point
        assert digest(viewer.session.match) == digest(straight(viewer, mark.index))


@pytest.mark.parametrize("game", GAMES)
def test_a_step_shows_one_event_and_a_step_back_undoes_it(app, game):
    viewer = viewer_of(app, game)
    for mark in viewer.session.cursor.marks[1:4]:
        viewer.seek(mark.index)
        before = [shown(app, viewer)]
        counts = [events_shown(viewer)]
        # when stepping forward event by event over a few choices
        for _ in range(6):
            viewer.step(1)
            before.append(shown(app, viewer))
            counts.append(events_shown(viewer))
        # then each step showed at most one more event, and the log says each
        assert all(b - a in (0, 1) for a, b in zip(counts, counts[1:], strict=False))
        assert counts[-1] > counts[0]
        # and stepping back retraces the very same screens
        for expected in reversed(before[:-1]):
            viewer.step(-1)
            assert shown(app, viewer)[0] == expected[0]
        assert viewer.session.position == mark.index


@pytest.mark.parametrize("game", GAMES)
def test_stepping_through_choices_reaches_the_straight_replays_states(app, game):
    viewer = viewer_of(app, game, decisions=60)
    viewer.seek(0)
    target = 25
    for _ in range(2000):
        if viewer.session.position >= target and not viewer.session.events:
            break
        viewer.step(1)
        app.frame()
    settle(app, viewer)
    assert viewer.session.position == target
    assert digest(viewer.session.match) == digest(straight(viewer, target))
    assert tuple(viewer.flow.log.lines) == tuple(viewer.session.match.log())


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_view_is_the_only_one_drawn(app, game, monkeypatch):
    ui = game_ui(game)
    asked: list[int | None] = []
    real = ui.new_board

    def spy(match, viewer):
        asked.append(viewer)
        return real(match, viewer)

    viewer = viewer_of(app, game, decisions=60)
    monkeypatch.setattr(ui, "new_board", spy)
    for perspective in (1, None, 0):
        asked.clear()
        viewer.set_perspective(perspective)
        viewer.seek(10)
        viewer.toggle_play()
        for _ in range(120):
            app.frame()
        viewer.step(-1)
        viewer.jump_round(1)
        assert asked and set(asked) == {perspective}


def test_the_keys_play_pause_step_speed_and_switch_the_view(app):
    viewer = viewer_of(app, "meatbot", decisions=80)
    tap(app, pygame.K_END)
    assert viewer.session.at_end
    tap(app, pygame.K_HOME)
    assert viewer.session.position == 0
    tap(app, pygame.K_SPACE)
    for _ in range(300):
        app.frame()
    assert viewer.session.position > 0 and viewer.playing
    tap(app, pygame.K_SPACE)
    assert not viewer.playing
    tap(app, pygame.K_s)
    tap(app, pygame.K_s)
    assert viewer.speed == 4 and viewer.flow.animator.speed == 4
    tap(app, pygame.K_v)
    assert viewer.perspective == 0
    app.frame()
    before = (viewer.session.position, events_shown(viewer))
    tap(app, pygame.K_RIGHT)
    app.frame()
    after = (viewer.session.position, events_shown(viewer))
    assert after > before and after[1] - before[1] <= 1
    tap(app, pygame.K_PAGEDOWN)
    mark = viewer.session.cursor.mark_at(viewer.session.position)
    assert mark is not None and mark.index == viewer.session.position
    tap(app, pygame.K_ESCAPE)
    assert app.top is not viewer


def test_a_click_on_the_slider_jumps_to_the_start_of_that_round(app):
    viewer = viewer_of(app, "meatbot", decisions=150)
    slider = viewer.controls.slider
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=(slider.x + slider.width * 2 // 3,
                                              slider.centery)))
    app.frame()
    starts = [mark.index for mark in viewer.session.cursor.marks]
    assert viewer.session.position in starts and viewer.session.position > 0


def test_play_from_here_starts_a_match_of_its_own_at_that_state(app):
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene())
    viewer = viewer_of(app, "meatbot", decisions=60)
    viewer.seek(30)
    state = digest(viewer.session.match)
    viewer.play_from_here()
    battle = app.top
    assert battle is not viewer and not isinstance(battle, ReplayViewerScene)
    session = battle.session
    assert digest(session.match) == state and session.seats == viewer.session.seats
    request = session.pending()[0]
    session.submit(request.player, request.legal_choices()[-1])
    battle.leave()
    lengths = sorted(entry.length for entry in history.entries())
    assert lengths == [31, 60]


def test_watching_writes_nothing_and_the_battles_speed_key_works(app):
    from game.ui.saves import autosave_path

    viewer = viewer_of(app, "meatbot", decisions=None)
    history_before = {p: p.read_bytes() for p in history.history_dir().iterdir()}
    viewer.seek(viewer.session.cursor.length - 3)
    viewer.toggle_play()
    for _ in range(400):
        app.frame()
    assert viewer.session.at_end and app.top is viewer  # no results screen, no leaving
    assert not autosave_path().exists()
    assert {p: p.read_bytes() for p in history.history_dir().iterdir()} == history_before
    # and the battle's speed key (F) steps the viewer's speed
    tap(app, pygame.K_f)
    assert viewer.speed == 2 and viewer.flow.animator.speed == 2


def test_the_control_under_the_mouse_is_lit_in_a_window_smaller_than_the_layouts():
    # given the viewer in an 800x600 window (the canvas is stretched onto it)
    from tests.ui.conftest import headless_app, move_mouse

    small = headless_app((800, 600))
    try:
        viewer = viewer_of(small, "meatbot", decisions=40)
        back = viewer.controls.buttons[-1]
        unlit = small.screen.get_at(back.rect.move(3, 0).midleft)
        # when the mouse moves over the Back button, in window pixels
        scale = small.window.get_width() / small.screen.get_width()
        move_mouse((back.rect.centerx * scale, back.rect.centery * scale))
        small.frame()
        # then that button is drawn lit on the canvas
        assert small.screen.get_at(back.rect.move(3, 0).midleft) != unlit
    finally:
        pygame.quit()
