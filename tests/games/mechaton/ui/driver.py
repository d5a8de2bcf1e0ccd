"""Driving a Mechaton battle through the real window with keys and clicks (tests and the
README's screenshots: ``python -m tests.games.mechaton.ui.driver docs/screenshots``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pygame

from game.games.mechaton.ui.session_setup import DEFAULT_ARENA, MatchOptions, new_session
from game.ui.app import App
from game.ui.battle.seats import SeatConfig
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.handoff import HandOffScene
from tests.ui.conftest import headless_app, let_ai_think, move_mouse, post, press


def make_app(size: tuple[int, int]) -> App:
    """A headless app of ``size``."""
    app = headless_app(size)
    CANVAS[0] = app.screen.get_size()
    return app


def on_window(pos: tuple[float, float]) -> tuple[int, int]:
    """A canvas position where the window shows it (a small window shows the canvas
    scaled down)."""
    window, canvas = pygame.display.get_surface().get_size(), CANVAS[0]
    ratio = window[0] / canvas[0] if canvas[0] else 1.0
    return round(pos[0] * ratio), round(pos[1] * ratio)


CANVAS = [(1280, 720)]
"""The canvas size of the app being driven (set by ``make_app``)."""


def point(pos: tuple[float, float]) -> None:
    """Queue the pointer moving to canvas position ``pos``."""
    move_mouse(on_window(pos))


def click(pos: tuple[float, float]) -> None:
    """Queue a left click at canvas position ``pos``."""
    at = on_window(pos)
    move_mouse(at)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)


def type_text(words: str) -> None:
    """Queue key presses typing ``words``."""
    for char in words:
        post(pygame.KEYDOWN, key=ord(char.lower()) if char.isalnum() else pygame.K_SPACE,
             mod=0, unicode=char, scancode=0)


def battle(app: App, humans: int, seed: int, quick: bool = True) -> BattleScene:
    """A battle of ``humans`` local humans then random AIs (two seats) on the 2-player
    field, pushed on ``app``."""
    seats = [SeatConfig(name, "human" if i < humans else "ai", "random", i)
             for i, name in enumerate(("Nina", "Red"))]
    scene = BattleScene(new_session(DEFAULT_ARENA, seats, MatchOptions(quick_deploy=quick),
                                    seed))
    app.push(scene)
    return scene


def run_until(app: App, done: Any, frames: int = 3000) -> bool:
    """Run frames until ``done()`` (True) or the frame budget runs out (False); hand-off
    screens are passed with Enter."""
    for _ in range(frames):
        if done():
            return True
        if isinstance(app.top, HandOffScene):
            press(pygame.K_RETURN)
        app.frame()
        let_ai_think(app)
    return done()


def prompt_kind(scene: BattleScene) -> str:
    """The open prompt's request kind ("" when none)."""
    prompt = scene.flow.prompt
    return prompt.request.kind if prompt is not None and app_top_is(scene) else ""


def app_top_is(scene: BattleScene) -> bool:
    """True when the battle is the top scene (no hand-off over it)."""
    return scene.app.top is scene


def button_labelled(scene: BattleScene, start: str) -> Any:
    """The first panel button whose label starts with ``start``."""
    return next(b for b in scene.buttons if b.label.startswith(start))


def build_by_hand(app: App, scene: BattleScene, name: str) -> None:
    """Build one mech with clicks: slot 1 move, slot 2 spot, slot 3 defence, slot 4 a gun."""
    for slot, clicks in ((1, 1), (2, 2), (3, 3), (4, 5)):
        for _ in range(clicks):
            app.frame()
            click(button_labelled(scene, f"{slot}:").rect.center)
            app.frame()
    for _ in range(len(scene.flow.prompt.name)):
        press(pygame.K_BACKSPACE)
    type_text(name)
    app.frame()


def shoot(app: App, path: Path | None, name: str) -> None:
    """Save the screen as ``path/name`` (nothing without a folder)."""
    if path is not None:
        app.frame()
        pygame.image.save(app.window, str(path / name))


def answer_randomly(scene: BattleScene, rng: Any) -> None:
    """Answer the open prompt with a random legal choice (builders finish when they may)."""
    prompt = scene.flow.prompt
    choices = prompt.request.legal_choices()
    finish = [c for c in choices if type(c).__name__ == "FinishArmy"]
    prompt.send(finish[0] if finish and rng.random() < 0.6 else rng.choice(choices))


def screenshots(folder: Path, size: tuple[int, int], suffix: str) -> None:
    """Builder, declare, assign, an animation and the results, for the README."""
    import random

    rng = random.Random(3)
    app = make_app(size)
    scene = battle(app, 1, seed=11)
    run_until(app, lambda: prompt_kind(scene) == "build")
    build_by_hand(app, scene, "Stomper")
    shoot(app, folder, f"mechaton_builder{suffix}.png")
    for _ in range(4):
        press(pygame.K_F2)
        press(pygame.K_RETURN)
        run_until(app, lambda: prompt_kind(scene) == "build", 200)
    taken = set()
    for _ in range(400):
        run_until(app, lambda: bool(prompt_kind(scene)) or scene.session.is_over, 4000)
        kind = prompt_kind(scene)
        if kind and hasattr(scene.flow.prompt, "suggestion"):
            scene.flow.prompt.suggestion.wait()
            app.frame()
        if kind == "initiative" and "tip" not in taken:
            shoot_mech_tip(app, scene, folder, suffix)
            taken.add("tip")
        if kind == "target" and "declare" not in taken and len(scene.flow.prompt.choices) > 1:
            target = scene.flow.prompt.default or scene.flow.prompt.choices[1]
            hexes = scene.flow.board.view.mechs[target.mech].hex if target.mech is not None \
                else scene.flow.board.view.mechs[scene.flow.prompt.choices[1].mech].hex
            point(scene.screen_of(hexes))
            app.frame()
            shoot(app, folder, f"mechaton_declare{suffix}.png")
            taken.add("declare")
            press(pygame.K_RETURN)
            point((10, 10))  # off the field: no tooltip over the shots that follow
            app.frame()
            continue
        if kind == "assign" and "assign" not in taken and scene.flow.prompt.request.attacking:
            prompt = scene.flow.prompt
            app.frame()
            shoot(app, folder, f"mechaton_assign{suffix}.png")
            taken.add("assign")
            prompt.commit()
            if scene.flow.prompt is prompt:
                answer_randomly(scene, rng)
            def hit() -> bool:
                current = scene.flow.animator.current
                return current is not None and type(current.event).__name__ in (
                    "DamageRolled", "AttackResolved") and current.progress > 0.7
            for _ in range(4):  # attack or move first, the walk: the defaults (Enter)
                if not run_until(app, lambda: hit() or bool(prompt_kind(scene)), 2000):
                    break
                if hit():
                    shoot(app, folder, f"mechaton_attack{suffix}.png")
                    taken.add("attack")
                    break
                if prompt_kind(scene) not in ("order", "move"):
                    break
                scene.flow.prompt.suggestion.wait()
                app.frame()
                press(pygame.K_RETURN)
                app.frame()
            continue
        if scene.session.is_over:
            break
        answer_randomly(scene, rng)
        app.frame()
    scene.flow.skip()
    run_until(app, lambda: app.top is not scene, 600)
    shoot(app, folder, f"mechaton_results{suffix}.png")
    pygame.quit()


def shoot_mech_tip(app: App, scene: BattleScene, folder: Path | None, suffix: str) -> None:
    """Rest the pointer on an enemy mech and save its tooltip."""
    view = scene.flow.board.view
    mech = next(m for m in view.mechs if m.hex is not None and m.alive and m.owner == 1)
    point(scene.screen_of(mech.hex))
    for _ in range(40):
        app.frame()
    shoot(app, folder, f"mechaton_mech_tip{suffix}.png")
    point((10, 10))
    app.frame()


def build_quickly(app: App, scene: BattleScene) -> None:
    """Answer the builder with ready-made mechs until the army is finished."""
    for _ in range(12):
        run_until(app, lambda: prompt_kind(scene) != "")
        if prompt_kind(scene) != "build":
            return
        request = scene.flow.prompt.request
        finish = [c for c in request.legal_choices() if type(c).__name__ == "FinishArmy"]
        scene.flow.prompt.send((finish or request.legal_choices())[0])
        app.frame()


def deploy_screenshots(folder: Path, size: tuple[int, int], suffix: str) -> None:
    """The rulebook's deployment: a piece to place, how many are left, the default ringed."""
    app = make_app(size)
    scene = battle(app, 1, seed=11, quick=False)
    build_quickly(app, scene)
    for _ in range(40):
        run_until(app, lambda: prompt_kind(scene) != "")
        prompt = scene.flow.prompt
        prompt.suggestion.wait()
        app.frame()
        if prompt_kind(scene) == "deploy" and "place a mech" in prompt.request.prompt:
            shoot(app, folder, f"mechaton_deploy{suffix}.png")
            break
        press(pygame.K_RETURN)
        app.frame()
    scene.session.close()
    pygame.quit()


def form_screenshots(folder: Path, size: tuple[int, int], suffix: str) -> None:
    """The New match form and the rules reference (F1)."""
    from game.ui.games import game_ui
    from game.ui.scenes.rules_help import RulesHelpScene

    app = make_app(size)
    app.push(game_ui("mechaton").new_match_scene())
    shoot(app, folder, f"new_match_mechaton{suffix}.png")
    app.push(RulesHelpScene("mechaton"))
    press(pygame.K_DOWN)
    shoot(app, folder, f"mechaton_rules{suffix}.png")
    pygame.quit()


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    for width, height in ((1280, 720), (800, 600)):
        form_screenshots(out, (width, height), "" if width == 1280 else "_small")
        deploy_screenshots(out, (width, height), "" if width == 1280 else "_small")
        screenshots(out, (width, height), "" if width == 1280 else "_small")
