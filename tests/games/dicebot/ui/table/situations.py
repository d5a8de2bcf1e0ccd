"""Real Dice Bot situations for the table's tests: a match played by seeded random legal
choices until a request of a wanted kind is pending, and a stand-in battle scene around the
table's board (enough for the layout, the prompts' hit tests and their buttons)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pygame

from game.core.match import Match, Request, start_match
from game.games.dicebot.rules.setup import DicebotSetup, setup_to_json
from game.games.dicebot.ui.table.board import TableBoard
from game.games.dicebot.ui.table.layout import geometry_for
from tests.ui.fakes.sessions import as_session


def find_request(kind: str, players: int = 4, seeds: range = range(200),
                 where: Any = None) -> tuple[Match, Request]:
    """The first pending request of ``kind`` (meeting ``where(request)``) in random play."""
    for seed in seeds:
        names = tuple(f"Bot {k + 1}" for k in range(players))
        match = start_match("dicebot", setup_to_json(DicebotSetup(names, melee_limit=3)), seed)
        rng = random.Random(seed)
        while not match.is_over:
            pending = match.pending()
            for request in pending:
                if request.kind == kind and (where is None or where(request)):
                    return match, request
            request = rng.choice(pending)
            match.submit(request.player, rng.choice(request.legal_choices()))
    raise LookupError(f"no {kind} request in seeds {seeds}")


class FakeScene:
    """The parts of a battle scene the table's prompts and layout read."""

    def __init__(self, match: Match, seat: int, size: tuple[int, int] = (1280, 720)) -> None:
        self.size = size
        self.session = SimpleNamespace(human_seats=[seat], names=match.state.names)
        self.flow = SimpleNamespace(board=TableBoard.of(as_session(match), seat),
                                    session=self.session)
        self.mouse = None

    def viewport(self) -> pygame.Rect:
        """The table's area (the battle screen's: header 44, panel 150, sidebar 330)."""
        width, height = self.size
        return pygame.Rect(0, 44, width - 330, height - 44 - 150)

    def bottom_area(self) -> pygame.Rect:
        """The prompt panel."""
        width, height = self.size
        return pygame.Rect(0, height - 150, width - 330, 150)

    def geometry(self) -> Any:
        """The table as laid out now."""
        return geometry_for(self)


def keydown(code: int) -> pygame.event.Event:
    """A key press event."""
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def prompt_with_outbox(kind: str, **find: Any) -> tuple[Any, FakeScene, list[Any]]:
    """A table prompt for a real pending ``kind`` request, its scene and the list its
    answers land in."""
    from game.games.dicebot.ui.table.prompts import PROMPTS

    match, request = find_request(kind, **find)
    sent: list[Any] = []
    scene = FakeScene(match, request.player)
    return PROMPTS[kind](request, sent.append), scene, sent
