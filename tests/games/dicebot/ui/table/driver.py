"""Driving a Dice Bot battle through the real window (tests and the README's screenshots:
``python -m tests.games.dicebot.ui.table.driver docs/screenshots``)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from game.games.dicebot.rules.setup import SNAKE
from game.games.dicebot.ui.session_setup import MatchPlan, demo_seats, new_session
from game.ui.app import App
from game.ui.games import game_ui
from tests.ui.conftest import headless_app

SCAVENGE = ("ready", "grab")


def make_app(size: tuple[int, int]) -> App:
    """A headless app of ``size``."""
    return headless_app(size)


def open_battle(app: App, seed: int, humans: int = 1, players: int = 4,
                deck: tuple[str, ...] = (), melee_limit: int = 6) -> Any:
    """The battle screen of a fresh snake-draft game (``humans`` local humans first, then
    normal AIs) pushed on ``app``."""
    plan = MatchPlan(demo_seats(humans, players), SNAKE, melee_limit=melee_limit, deck=deck)
    session = new_session(plan, seed)
    session.autosave_enabled = False
    scene = game_ui("dicebot").battle_scene(session)
    app.push(scene)
    return scene


def scavenge_for_humans(scene: Any) -> None:
    """Answer a local human's ready or snake-draft grab with its first legal choice (the
    scavenge is not the table's to test)."""
    prompt = scene.flow.prompt
    if prompt is not None and prompt.request.kind in SCAVENGE and scene.flow.settled:
        scene.flow.send(prompt.request.legal_choices()[0])


def run_until(app: App, scene: Any, done: Any, frames: int = 6000) -> bool:
    """Run frames (the scavenge answered for the humans) until ``done(scene)`` (True) or
    ``frames`` pass (False)."""
    for _ in range(frames):
        app.frame()
        if done(scene):
            return True
        scavenge_for_humans(scene)
        if scene.session.thinking():
            # the AI seats think on threads; a frame with nothing new to draw costs almost
            # nothing now, so without a pause thousands of frames pass before they answer
            time.sleep(0.001)
    return False


def prompt_kind(kind: str) -> Any:
    """A ``done`` test: a prompt of ``kind`` is open."""
    return lambda scene: scene.flow.prompt is not None and scene.flow.prompt.request.kind == kind


def playing(name: str, after: float = 0.5) -> Any:
    """A ``done`` test: an event of type ``name`` is ``after`` through its animation."""
    def test(scene: Any) -> bool:
        current = scene.flow.animator.current
        return current is not None and type(current.event).__name__ == name and \
            current.progress >= after
    return test


def shoot(app: App, path: Path) -> None:
    """Draw a frame and save the window."""
    app.frame()
    pygame.image.save(pygame.display.get_surface(), str(path))


def main(folder: str) -> None:
    """Every README screenshot at both sizes."""
    from tests.games.dicebot.ui.table.screens import take_all

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    take_all(out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")


def key(scene: Any, code: int) -> None:
    """Press key ``code`` on the battle screen."""
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                          scancode=0))


def click(scene: Any, pos: tuple[int, int]) -> None:
    """Click the battle screen at canvas position ``pos``."""
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=()))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def answer_by_keys(scene: Any) -> None:
    """Answer the open prompt with keys: the first option (a discard picks its first
    cards first)."""
    prompt = scene.flow.prompt
    if prompt.request.kind == "discard":
        for k in range(prompt.count):
            key(scene, pygame.K_1 + k)
    key(scene, pygame.K_RETURN)


def play_until(app: App, scene: Any, done: Any, frames: int = 20000) -> bool:
    """Run frames, answering the local human's prompts by keys, until ``done(scene)``."""
    for _ in range(frames):
        app.frame()
        if done(scene):
            return True
        scavenge_for_humans(scene)
        if scene.flow.prompt is not None and scene.flow.settled:
            answer_by_keys(scene)
        if app.top is not scene:
            return done(scene)
    return False
