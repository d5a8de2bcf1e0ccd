"""A hot-seat Mechaton match driven through the window with keys and clicks: two humans
build their armies in secret (a hand-off between them), deploy piece by piece as the
rulebook orders, choose initiative in secret and play the first turn to its end."""

from __future__ import annotations

import pygame

from game.games.mechaton.rules import events as ev
from tests.games.mechaton.ui.driver import (
    battle,
    build_by_hand,
    button_labelled,
    click,
    make_app,
    on_window,
    prompt_kind,
    run_until,
)
from tests.ui.conftest import post, press


def build_armies(app, scene) -> None:
    """Each human: one mech by hand, random ones (F2) until the army may finish, Finish."""
    for _ in range(2):
        assert run_until(app, lambda: prompt_kind(scene) == "build")
        seat = scene.flow.prompt.seat
        build_by_hand(app, scene, f"Stomper{seat}")
        press(pygame.K_RETURN)
        while True:
            assert run_until(app, lambda: prompt_kind(scene) == "build", 400)
            if scene.flow.prompt.request.can_finish:
                app.frame()
                click(button_labelled(scene, "Finish army").rect.center)
                app.frame()
                break
            press(pygame.K_F2)
            press(pygame.K_RETURN)
            app.frame()
        run_until(app, lambda done=seat: prompt_kind(scene) != "build" or
                  scene.flow.prompt.seat != done, 400)


def drag_first_die_to_defence(app, scene) -> None:
    """Press on the first die (a white one), carry it and let go over the Defence box."""
    prompt = scene.flow.prompt
    area = scene.bottom_area()
    start = on_window(prompt.die_rects(area)[0].center)
    end = on_window(prompt.slot_rects(area)["defence"].center)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame()
    assert prompt.slots["defence"] == 0


def answer_with_input(app, scene) -> None:
    """Answer the open prompt as a player would: click the first lit hex, or press keys."""
    prompt = scene.flow.prompt
    kind = prompt.request.kind
    if kind == "assign":
        drag_first_die_to_defence(app, scene)
        press(pygame.K_RETURN)
    elif kind in ("deploy", "move", "cover"):
        lit = sorted(prompt.hex_choices(), key=lambda h: (h.r, h.q))
        click(scene.screen_of(lit[0]))
    else:
        press(pygame.K_1)
    app.frame()


def test_build_deploy_and_a_turn_by_keys_and_clicks(monkeypatch, tmp_path):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    app = make_app((1280, 720))
    try:
        scene = battle(app, humans=2, seed=7, quick=False)
        # when both humans build in secret
        build_armies(app, scene)
        events = scene.session.match.events
        added = [e for e in events if isinstance(e, ev.MechAdded)]
        revealed = next(e for e in events if isinstance(e, ev.ArmiesRevealed))
        # then the hand-built mechs are in the armies, and the screen was handed over
        first = [army[0] for army in revealed.armies]
        assert [m[1] for m in first] == ["Stomper0", "Stomper1"]
        assert [code for code, _ in first[0][2]] == ["move", "spot", "defence", "direct"]
        assert len(added) >= 8 and scene.flow.hand_offs >= 2
        # when they deploy, choose initiative and play the first turn by input alone
        for _ in range(600):
            if any(isinstance(e, ev.ClockTicked) for e in events):
                break
            assert run_until(app, lambda: bool(prompt_kind(scene)) or
                             any(isinstance(e, ev.ClockTicked) for e in events), 3000)
            if prompt_kind(scene):
                answer_with_input(app, scene)
        # then every piece was placed, every mech had its go, and the clock ticked
        placed = {e.mech for e in events if isinstance(e, ev.MechPlaced)}
        gone = {e.mech for e in events if isinstance(e, ev.GoEnded)}
        stations = [e for e in events if isinstance(e, ev.StationPlaced)]
        assert placed == set(range(len(added)))
        assert len(stations) == 6
        alive = {m.uid for m in scene.session.match.view_for(None).mechs if m.alive}
        assert alive <= gone
        assert any(isinstance(e, ev.ClockTicked) for e in events)
    finally:
        scene.session.close()
        pygame.quit()
