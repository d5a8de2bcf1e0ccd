"""Every question of a go comes with a sensible default, shown before anything is sent, and
Enter accepts it: a whole go can be played with the Enter key alone (issue 29)."""

from __future__ import annotations

import pygame

from game.games.mechaton.rules.choices import FinishArmy
from game.games.mechaton.ui.battle.assign import AssignPrompt
from game.games.mechaton.ui.battle.prompts import ChoicePrompt
from tests.games.mechaton.ui.driver import battle, make_app, prompt_kind, run_until
from tests.ui.conftest import press
from tests.ui.fakes.sessions import as_session


def _build_quickly(app, scene) -> None:
    for _ in range(12):
        assert run_until(app, lambda: prompt_kind(scene) != "")
        if prompt_kind(scene) != "build":
            return
        request = scene.flow.prompt.request
        finish = [c for c in request.legal_choices() if isinstance(c, FinishArmy)]
        scene.flow.prompt.send((finish or request.legal_choices())[0])
        app.frame()


def test_enter_alone_plays_whole_goes_with_the_defaults_shown_first():
    # given a battle against the AI, armies built
    app = make_app((1280, 720))
    scene = battle(app, 1, seed=11)
    try:
        _build_quickly(app, scene)
        kinds: set[str] = set()
        for _ in range(30):
            if not run_until(app, lambda: prompt_kind(scene) != "" or scene.session.is_over):
                break
            if scene.session.is_over:
                break
            prompt = scene.flow.prompt
            # (it is worked out in the background: the frames go on meanwhile)
            prompt.suggestion.wait()
            app.frame()
            # then the default is shown before it is sent: laid in the boxes, or named
            if isinstance(prompt, AssignPrompt):
                default = prompt.suggested
                assert default is not None and prompt.choice() == default
                assert "Enter accepts" in prompt.instructions()
            else:
                assert isinstance(prompt, ChoicePrompt)
                default = prompt.default
                assert default is not None, prompt.request.kind
                assert prompt.default_words() in prompt.hint()
                labels = [b.label for b in scene.buttons]
                assert any("Enter" in label for label in labels), labels
            kinds.add(prompt.request.kind)
            # when the player presses Enter, then exactly the default is sent
            sent = len(scene.session.match.choices)
            press(pygame.K_RETURN)
            app.frame()
            mine = [c for p, c in scene.session.match.choices[sent:]
                    if p == prompt.request.player]
            assert mine[:1] == [default]
        assert {"initiative", "assign"} <= kinds and kinds & {"target", "spot", "move"}
    finally:
        scene.session.close()
        pygame.quit()


def test_enter_before_the_dice_suggestion_is_ready_waits_for_it():
    import random
    from types import SimpleNamespace

    from game.core.match import start_match
    from game.games.mechaton.rules.sample import sample_setup_json

    # given a match at a dice assignment, and its prompt just opened
    match = start_match("mechaton", sample_setup_json(2, 4), 4)
    rng = random.Random(4)
    while match.pending()[0].kind != "assign":
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    request = match.pending()[0]
    sent: list = []
    flow = SimpleNamespace(board=None, session=as_session(match))
    prompt = AssignPrompt(request, sent.append, flow)
    # when Enter is pressed at once, then the suggestion (not an empty assignment) is sent
    prompt.key(None, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                        unicode="\r"), "confirm")
    assert sent == [prompt.suggestion.wait()] and sent[0] is not None
