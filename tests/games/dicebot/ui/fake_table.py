"""A stand-in for the card battle's half of the Dice Bot UI (``game.games.dicebot.ui.table``)
while the scavenge's tests run on a branch without it: a board that counts events, a painter
that fills the frame, a list prompt for every battle request and no animations. Installed
by ``conftest.table_half`` only when the real package cannot be imported."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Request
from game.ui.anim import NO_ANIMATION, Presenter
from game.ui.battle.prompt import Prompt
from game.ui.render.buttons import Button

REQUEST_KINDS = ("chip", "card", "ability", "discard", "pay", "target", "brace")
RESULT_COLUMNS = (("Player", 0), ("Medals", 300))


class Board:
    """Counts the events applied."""

    round = 0
    phase = ""

    def __init__(self) -> None:
        self.version = 0

    def apply(self, event: Any) -> None:
        """One more event."""
        self.version += 1

    def recall_round(self, events: Any) -> None:
        """Nothing is told only by events."""

    def carry_over(self, old: Any, events: Any) -> None:
        """Nothing to carry."""

    def seat_at(self, h: Any) -> None:
        """No hexes."""


class FirstChoicePrompt(Prompt):
    """A button answering with the first legal choice."""

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """One button."""
        first = self.request.legal_choices()[0]
        return [Button(pygame.Rect(area.x + 10, area.y + 10, 200, 40), "First choice",
                       lambda: self.send(first))]


class Painter:
    """Fills the frame."""

    def __init__(self, scene: Any, styles: Any, tiles: Any) -> None:
        self.scene, self.styles = scene, list(styles)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """A plain table."""
        surface.fill((10, 40, 20))


def prompt_for(request: Request, flow: Any) -> Prompt:
    """Every battle request: the first choice."""
    return FirstChoicePrompt(request, flow.sender(request))


def presenter(event: Any) -> Presenter:
    """No animations."""
    return NO_ANIMATION


def presents(event_type: type) -> bool:
    """Every event is explicitly not animated."""
    return True


def panel_buttons(flow: Any, area: pygame.Rect) -> list[Any]:
    """The open prompt's buttons."""
    return flow.prompt.buttons(flow, area) if flow.prompt is not None else []


def prompts_private(match: Any) -> bool:
    """Nothing is private at this table."""
    return False


def new_board(match: Any, viewer: int | None) -> Board:
    """A counting board."""
    return Board()


def paint(scene: Any, styles: Any, tiles: Any) -> Painter:
    """The plain painter."""
    return Painter(scene, styles, tiles)


def sound_for(event: Any) -> None:
    """Silent."""
    return None


def hand_off_purpose(request: Request) -> str:
    """Words for the hand-off."""
    return "fight"


def results_scene(session: Any) -> Any:
    """An empty scene."""
    from game.ui.scene import Scene

    return Scene()
