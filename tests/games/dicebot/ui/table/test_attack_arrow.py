"""An attack's arrow starts at the edge of the attacker's card, so the card's words (speed,
damage, direction) stay readable while the blow is shown."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.games.dicebot.ui.table.effects import _attack_arrow, card_edge


def test_the_arrow_leaves_the_attackers_card_clear(app):
    # given Nina's card below and to the right of Red's robot
    card = pygame.Rect(300, 300, 80, 110)
    geo = SimpleNamespace(cards={0: card}, robots={1: pygame.Rect(50, 50, 60, 80)})
    painter = SimpleNamespace(colour=lambda seat: (230, 60, 60))
    blow = SimpleNamespace(player=0, target=1, card="Buzz Saw", speed=6)
    surface = pygame.Surface((640, 480))
    # when the blow's arrow is drawn at full length
    _attack_arrow(surface, painter, geo, blow, 1.0, hit=True)
    # then nothing of it is drawn over the card's face
    face = card.inflate(-12, -12)
    drawn = [(x, y) for x in range(face.left, face.right) for y in range(face.top, face.bottom)
             if surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert not drawn
    # and it starts on the card's edge, on the way to the robot
    start = card_edge(card, (80, 90))
    assert card.inflate(2, 2).collidepoint(start) and not face.collidepoint(start)
    assert start[0] < card.centerx and start[1] < card.centery
