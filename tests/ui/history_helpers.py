"""Sessions played by random legal choices, for the history, replay and slot tests."""

from __future__ import annotations

import random

from game.ui.games import game_ui
from game.ui.session import MatchSession


def played_session(game: str = "meatbot", seed: int = 3, decisions: int | None = None,
                   humans: int = 0) -> MatchSession:
    """A game's demo session advanced by random legal choices (to the end when
    ``decisions`` is None), with the autosave off and the AI threads closed."""
    session = game_ui(game).demo_session(seed, humans)
    session.autosave_enabled = False
    session.close()
    rng = random.Random(seed)
    made = 0
    while not session.is_over and (decisions is None or made < decisions):
        request = session.pending()[0]
        session.submit(request.player, rng.choice(request.legal_choices()))
        made += 1
    session.events.clear()
    return session
