"""Cards the robot cannot pay for are dimmed in the hand and the card choice, with the
reason in the player's words ("needs 2 claws, you have 1")."""

from __future__ import annotations

import pygame
import pytest

from game.games.dicebot.rules.cards import CARDS
from game.games.dicebot.rules.parts import FACES, SPRING
from game.games.dicebot.ui.table.affordable import part_words, payable, why_unpayable
from game.games.dicebot.ui.table.layout import geometry_for
from tests.games.dicebot.ui.table import driver


def a_card_costing_two_of(part: str | None = None) -> str:
    """A card whose cost names one part twice (any part unless ``part``)."""
    return next(card.name for card in CARDS.values()
                if any(card.cost.count(p) >= 2 for p in ([part] if part else FACES)))


def test_the_reason_names_what_is_missing_and_what_the_robot_has():
    # given a card that costs two of one part, and a robot holding one of it
    card = CARDS[a_card_costing_two_of()]
    double = next(p for p in card.cost if card.cost.count(p) >= 2)
    body = [p for p in card.cost if p != double] + [double]
    # then it cannot pay, and the reason says so
    assert not payable(card.name, body, None)
    assert f"needs {part_words(double, card.cost.count(double))}, you have 1" in \
        why_unpayable(card.name, body, None)
    # and with the whole cost on the body it can (no reason)
    assert why_unpayable(card.name, list(card.cost), None) == ""


def test_the_head_counts_and_a_spring_head_covers_one_missing_part():
    # given a card costing two of a part that is not a spring, one of them missing
    card = CARDS[a_card_costing_two_of()]
    double = next(p for p in card.cost if card.cost.count(p) >= 2 and p != SPRING)
    short = list(card.cost)
    short.remove(double)
    # then a head of that part pays it, and so does a spring head's trick
    assert payable(card.name, short, double)
    assert payable(card.name, short, SPRING)
    # but a spring head covers only one part: with nothing on the body it cannot pay
    assert not payable(card.name, [], SPRING)


@pytest.mark.parametrize(("part", "count", "words"), [
    ("claw", 2, "2 claws"), ("claw", 1, "1 claw"), ("battery", 2, "2 batteries"),
    ("armor", 3, "3 armor")])
def test_parts_are_named_in_plain_plurals(part, count, words):
    assert part_words(part, count) == words


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The mean brightness of ``rect`` (red + green + blue)."""
    return sum(pygame.transform.average_color(surface, rect.clip(surface.get_rect()))[:3])


def test_the_hand_dims_cards_the_robot_cannot_pay_and_the_choice_says_why():
    # given a human choosing a weapon
    app = driver.make_app((1280, 720))
    scene = driver.open_battle(app, 7)
    scene.flow.animator.speed = 4
    try:
        assert driver.run_until(app, scene, driver.prompt_kind("card"))
        board = scene.flow.board
        robot = board.robots[board.viewer]
        hand_area = geometry_for(scene).hand_area
        # when the robot holds plenty of every part
        robot.body, robot.head = list(FACES) * 3, None
        rich = pygame.Surface(app.screen.get_size())
        scene.draw(rich, 1.0)
        assert all(scene.painter.table().unpayable(card) == "" for card in board.hand())
        # and when it holds nothing
        robot.body = []
        scene.flow.prompt._defaulted = True
        poor = pygame.Surface(app.screen.get_size())
        scene.draw(poor, 1.0)
        # then every hand card is dimmed, with the reason
        assert all("you have 0" in scene.painter.table().unpayable(card) for card in board.hand())
        assert brightness(poor, hand_area) < brightness(rich, hand_area) - 30
        # and the card choice's Play button and line say it cannot be paid, and why
        prompt = scene.flow.prompt
        play = prompt.buttons(scene.flow, scene.bottom_area())[-1]
        assert "can't pay" in play.label and "needs" in play.tooltip
        assert not play.primary
        assert "CANNOT pay it (needs" in prompt.detail(scene.flow)
    finally:
        scene.session.close()
