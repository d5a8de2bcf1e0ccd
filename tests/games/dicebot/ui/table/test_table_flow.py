"""A whole Dice Bot game through the real battle screen: a local human answers every battle
prompt by keys, the table follows the rules core to the end and the results show."""

from __future__ import annotations

import pygame

from game.games.dicebot.ui.table.results import ResultsScene
from tests.games.dicebot.ui.table import driver


def test_a_human_plays_a_whole_game_by_keys_to_the_results():
    app = driver.make_app((1280, 720))
    scene = driver.open_battle(app, 11, humans=1, players=2, melee_limit=2)
    kinds: set[str] = set()
    try:
        for _ in range(20000):
            app.frame()
            scene.flow.skip()  # no need to watch every animation
            if app.top is not scene:
                break
            driver.scavenge_for_humans(scene)
            prompt = scene.flow.prompt
            if prompt is not None and scene.flow.settled:
                kinds.add(prompt.request.kind)
                driver.answer_by_keys(scene)
        # then the game ended, the table showing what the core says, and the results are up
        match = scene.session.match
        assert match.is_over
        assert isinstance(app.top, ResultsScene)
        board = scene.flow.board
        assert [r.hit_points for r in board.robots] == match.state.hp
        assert [r.medals for r in board.robots] == match.state.medals
        assert "card" in kinds
    finally:
        scene.session.close()
        pygame.quit()
