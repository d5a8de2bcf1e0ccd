"""The end of a round on the real battle screen: the played cards fly to the discard pile,
the log reads the round-end line, and once it has played no card is left on the table."""

from __future__ import annotations

import pygame

from tests.games.dicebot.ui.table import driver


def round_over_shown(scene) -> bool:
    """The first ``RoundEnded`` has finished playing (a later event is playing or waiting)."""
    names = [type(e).__name__ for e in scene.session.match.events[:scene.flow.board.upto]]
    current = scene.flow.animator.current
    return "RoundEnded" in names and (current is None
                                      or type(current.event).__name__ != "RoundEnded")


def test_the_round_end_clears_the_table_through_the_window(tmp_path):
    # given a two-robot game with a local human, watched at 4x
    app = driver.make_app((1280, 720))
    scene = driver.open_battle(app, 7, humans=1, players=2)
    scene.flow.animator.speed = 4
    try:
        # when the first round's end plays, halfway through its animation
        assert driver.play_until(app, scene, driver.playing("RoundEnded", 0.5))
        driver.shoot(app, tmp_path / "round_end.png")
        event = scene.flow.animator.current.event
        assert scene.flow.log.lines[-1] == event.log_line(scene.session.names)
        assert scene.flow.log.lines[-1].startswith(f"Round {event.round} is over")
        cards = event.cards
        assert cards and all(r.weapon is None for r in scene.flow.board.robots)
        # then once it has played, the table still shows no played card
        assert driver.play_until(app, scene, round_over_shown)
        assert all(r.weapon is None for r in scene.flow.board.robots)
    finally:
        scene.session.close()
        pygame.quit()
