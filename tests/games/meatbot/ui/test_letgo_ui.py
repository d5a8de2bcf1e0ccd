"""The "let go?" prompt: its preview of Move and reach, its buttons, and the battle screen
opening and drawing it."""

from __future__ import annotations

import pygame

from game.core.hexes import Hex, distance
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Attack, Hold, Pick, Release
from game.games.meatbot.ui.battle.letgo_ui import LetGoPrompt, letgo_preview, release_words
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession, SeatConfig
from tests.games.meatbot.rules.helpers import build, duel

RED, NINA = Hex(0, 0), Hex(1, 0)


def locked_match():
    """Red's Lock holds Nina; Red is being asked whether to let go."""
    match = duel([RED, NINA, Hex(-4, 0)], [(10, 10)], {0: Pick(d10=1), 1: Pick(), 2: Pick()},
                 [build("Red", dv.LOCKJAW), build("Nina"), build("Jet")])
    match.submit(0, Attack("lock", 1))
    assert match.pending()[0].kind == "letgo"
    return match


def test_the_preview_shows_move_coming_back_and_where_both_could_go():
    # given the "let go?" request
    match = locked_match()
    # when its preview is worked out
    preview = letgo_preview(match, 0)
    # then both bots go from Move 0 to Move 2, and each could reach hexes up to 2 away
    assert preview.freed == (1,) and preview.moves == {0: (0, 2), 1: (0, 2)}
    for seat, home in ((0, RED), (1, NINA)):
        assert preview.reach[seat]
        assert all(1 <= distance(h, home) <= 2 for h in preview.reach[seat])
    assert Hex(-2, 0) in preview.reach[0] and Hex(3, 0) in preview.reach[1]
    words = preview.words(match.state.names)
    assert "Red Move 0 -> 2" in words and "Nina Move 0 -> 2" in words
    # and nothing happened to the real match
    assert match.state.bonds and match.pending()[0].kind == "letgo"


def test_the_prompt_offers_keeping_or_letting_go_and_sends_the_choice():
    match = locked_match()
    sent = []
    prompt = LetGoPrompt(match.pending()[0], sent.append, match)
    options = prompt.options(match.state.names)
    assert [label for label, _ in options] == ["Keep the Lock", "Let go"]
    prompt.send(options[1][1])
    assert sent == [Release()]


def test_the_movement_turns_let_go_button_says_what_it_does():
    match = locked_match()
    match.submit(0, Hold())
    assert Release() in match.pending()[0].legal_choices()
    assert "Nina Move 0 -> 2" in release_words(match, 0)


def test_the_battle_opens_the_let_go_prompt_and_shows_it_happen(app, tmp_path, monkeypatch):
    # given a battle at the "let go?" request, every seat at this screen
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    match = locked_match()
    seats = [SeatConfig(name, "human", colour=i) for i, name in enumerate(match.state.names)]
    session = MatchSession(match, seats, "", {"massacre": 4, "stomachs": 5})
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    for _ in range(400):
        app.frame()
        if isinstance(scene.flow.prompt, LetGoPrompt):
            break
    # then the prompt is open and drawn
    assert isinstance(scene.flow.prompt, LetGoPrompt)
    # when Red lets go
    scene.flow.send(Release())
    seen: list[object] = []
    for _ in range(400):
        app.frame()
        current = scene.flow.animator.current
        if current is not None:
            seen.append(type(current.event))
        if scene.flow.prompt is not None:
            break
    # then the end of the Lock plays out and both bots are offered their steps
    assert ev.BondBroken in seen and ev.MoveOrderSet in seen
    assert any("ends: let go" in line for line in scene.flow.log.lines)
    assert match.state.move_left[0] == match.state.move_left[1] == 2
    session.close()
    pygame.event.clear()
