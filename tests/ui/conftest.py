"""Shared fixtures: a real headless window and an App whose clock ticks one update a frame."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pygame
import pytest

from game.ui import storage
from game.ui.app import App, init_pygame
from game.ui.palette import use_colour_blind

ONE_UPDATE_NS = 16_666_667  # a whisker over 1/60 s, so every frame runs exactly one update


class StepClock:
    """A fake perf_counter_ns that moves on by a fixed step each time it is read."""

    def __init__(self, step_ns: int = ONE_UPDATE_NS) -> None:
        self.now = 0
        self.step_ns = step_ns

    def __call__(self) -> int:
        self.now += self.step_ns
        return self.now


@pytest.fixture(autouse=True)
def private_user_data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Every UI test gets its own user data folder (settings, saves, the player's maps), so
    none reads or writes the real one; tests may point HEXBRAWL_HOME elsewhere themselves.

    Set by hand rather than with monkeypatch: asking for monkeypatch here would make every
    test's monkeypatch outlive the app fixture's pygame.quit(), and text.py's quit hook must
    run while text.font is the real one again.
    """
    before = os.environ.get("HEXBRAWL_HOME")
    os.environ["HEXBRAWL_HOME"] = str(tmp_path_factory.mktemp("user-data"))
    use_colour_blind(False)  # the player's palette choice is module state: start each test plain
    storage.notices.clear()  # so is the queue of messages for the player: none left by another test
    yield
    use_colour_blind(False)
    storage.notices.clear()
    if before is None:
        os.environ.pop("HEXBRAWL_HOME", None)
    else:
        os.environ["HEXBRAWL_HOME"] = before


@pytest.fixture
def tutorials_met() -> None:
    """A player who has met every game's tutorial (turned it down): choosing a game on the
    chooser goes straight to its New match, with no tutorial offer in between."""
    from game.ui.games import available_game_uis
    from game.ui.tutorial import progress
    from game.ui.tutorial.entry import lessons_of

    for ui in available_game_uis():
        for script in lessons_of(ui)[:1]:
            progress.mark(script.key, "dismissed")


AI_WAIT = 0.05
"""Seconds a frame waits at most for a thinking AI seat (let_ai_think)."""


def let_ai_think(app: App) -> None:
    """Give the AI threads a moment while the top screen's session has a seat thinking: a
    frame with nothing new to draw costs almost nothing, so a loop of frames can otherwise
    run out before an AI answers (the frames keep the AI thread from the interpreter)."""
    session = getattr(app.top, "session", None)
    workers = getattr(session, "workers", None)
    if not isinstance(workers, dict):
        thinking = getattr(session, "thinking", None)
        if callable(thinking) and thinking():
            time.sleep(0.002)  # an online seat thinks on the server: its thread's turn
        return
    # up to AI_WAIT a frame, while a local seat's thread is still at work (its answer is
    # taken by the next frame's poll): a loop of a few hundred frames then outlasts a slow
    # answer on a busy machine, and returns at once when the seat has answered
    give_up = time.monotonic() + AI_WAIT
    while any(worker.busy for worker in workers.values()) and time.monotonic() < give_up:
        time.sleep(0.001)


class PacedApp(App):
    """An App whose frame leaves a thinking AI seat time to answer, as the real game's frame
    pacing does (a window waits for its next frame; a test loop would not)."""

    def frame(self, max_updates: int | None = None) -> None:
        """One pass of the loop, then up to ``AI_WAIT`` for a thinking seat (let_ai_think)."""
        super().frame(max_updates)
        let_ai_think(self)


def headless_app(size: tuple[int, int] = (1280, 720)) -> App:
    """A fresh App in a resizable dummy window of ``size`` whose clock ticks one update a
    frame (no events left over from an earlier window)."""
    init_pygame()
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.clear()
    return PacedApp(screen, clock=StepClock())


@pytest.fixture
def app() -> Iterator[App]:
    yield headless_app()
    pygame.quit()


def post(event_type: int, **attributes: object) -> None:
    """Queue a synthetic input event for the next App.frame()."""
    pygame.event.post(pygame.event.Event(event_type, **attributes))


def move_mouse(pos: tuple[float, float]) -> None:
    """Queue a mouse move to ``pos`` (rounded to whole pixels)."""
    post(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def press(key: int) -> None:
    """Queue a key press and release."""
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


SHOP_SECONDS = 20.0
"""How long the AI seats may take to buy their Meatbot bots in a test (they take well under
a second; the bound turns a hang into a failure)."""


def shop_closed(match: object) -> bool:
    """True once a Meatbot match has left its shop (any other game: always)."""
    return getattr(match.state, "phase", "") != "shop"  # type: ignore[attr-defined]


def poll_until_bought(session: object) -> None:
    """Let a session's AI seats answer (the screen's events taken as they come) until the
    shop before round 1 has closed; fails after ``SHOP_SECONDS``."""
    deadline = time.monotonic() + SHOP_SECONDS
    while not shop_closed(session.match):  # type: ignore[attr-defined]
        assert time.monotonic() < deadline, "the AI seats never finished buying"
        session.poll()  # type: ignore[attr-defined]
        while session.next_event() is not None:  # type: ignore[attr-defined]
            pass
        time.sleep(0.0005)


def frames_until_bought(app: App, scene: object) -> None:
    """Run frames (leaving the AI threads time to think) until the battle ``scene``'s match
    has left its shop; fails after ``SHOP_SECONDS``."""
    deadline = time.monotonic() + SHOP_SECONDS
    while not shop_closed(scene.session.match):  # type: ignore[attr-defined]
        assert time.monotonic() < deadline, "the shop never closed"
        app.frame()
        time.sleep(0.0005)
