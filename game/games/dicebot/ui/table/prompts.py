"""The battle's prompts, one per request kind: the secret card choice (``card_prompt``), head
abilities (the chip step, the answer window, bracing armor), discarding after a chip,
choosing how to pay, and choosing a target (click a robot in the ring).

Every prompt answers only with one of its request's legal choices, by mouse or by keys
(Left / Right or 1-9 to pick, Enter to confirm; a prompt's own letters are on its buttons);
anything else is refused with a note in the panel and nothing is sent (``prompt_base``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Request
from game.games.dicebot.rules.choices import Discard, Target, UseHead
from game.games.dicebot.rules.parts import ABILITIES
from game.games.dicebot.ui.table.card_prompt import CardPrompt
from game.games.dicebot.ui.table.layout import geometry_for
from game.games.dicebot.ui.table.prompt_base import (
    NUMBER_KEYS,
    ROW_Y,
    TablePrompt,
    button_row,
)
from game.ui import theme


class HeadPrompt(TablePrompt):
    """Use the head part's ability or keep it: the chip step, the answer window, bracing."""

    def label(self, choice: Any) -> str:
        """Use <part> / Pass."""
        return f"Use {choice.ability}" if isinstance(choice, UseHead) else "Pass"

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """U uses, P passes, else as every prompt."""
        for choice in self.choices:
            wanted = pygame.K_u if isinstance(choice, UseHead) else pygame.K_p
            if event.key == wanted:
                self.answer(choice)
                return True
        return super().key(scene, event, action)

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """Use and Pass, with their letters."""
        found = super().buttons(flow, area)
        for button, choice in zip(found, self.choices, strict=True):
            button.hotkey = "U" if isinstance(choice, UseHead) else "P"
        return found

    def lines(self, flow: Any) -> list[str]:
        """Whose window it is, what the head does, who else still holds one."""
        head = next((c.ability for c in self.choices if isinstance(c, UseHead)), "")
        first = self.request.prompt
        if self.request.kind == "ability":
            answering = getattr(self.request, "answering", False)
            first = ("Someone used an ability: answer with yours? " if answering else
                     "Ability window - your turn. ") + f"{head}: {ABILITIES.get(head, '')}"
        holders = [r.name + f" ({r.head})" for r in flow.board.robots
                   if r.head and r.fighting and r.seat != self.seat]
        return [first, "Other heads: " + (", ".join(holders) or "none") +
                ". No time limit."]


class DiscardPrompt(TablePrompt):
    """After a chip: click (or Space) the cards to throw away, then confirm."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self.count = int(getattr(request, "count", 0))
        self.picked: set[int] = set()
        self.focus_card = 0

    def state(self) -> tuple[object, ...]:
        """Buttons depend on the picked cards."""
        return (tuple(sorted(self.picked)), self.note, self.focus_card)

    def marked(self) -> set[int]:
        """Picked cards are outlined red."""
        return self.picked

    def raised(self) -> set[int]:
        """The keyboard's card is raised."""
        return {self.focus_card}

    def toggle(self, index: int, hand: tuple[str, ...]) -> None:
        """Pick or unpick hand card ``index`` (refused beyond ``count``)."""
        if not 0 <= index < len(hand):
            self.note = "There is no such card."
        elif index in self.picked:
            self.picked.discard(index)
            self.note = ""
        elif len(self.picked) >= self.count:
            self.note = f"Discard exactly {self.count}: unpick one first."
        else:
            self.picked.add(index)
            self.note = ""

    def choice_for(self, hand: tuple[str, ...]) -> Discard:
        """The Discard the picked cards make."""
        return Discard(tuple(sorted(hand[i] for i in self.picked if i < len(hand))))

    def confirm_with(self, hand: tuple[str, ...]) -> None:
        """Discard the picked cards if that is legal."""
        if len(self.picked) != self.count:
            self.note = f"Pick exactly {self.count} cards ({len(self.picked)} picked)."
            return
        self.answer(self.choice_for(hand))

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click on a hand card picks or unpicks it."""
        index = geometry_for(scene).hand_index_at(pos, self.raised())
        if index is None:
            return False
        self.focus_card = index
        self.toggle(index, scene.flow.board.hand())
        return True

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Left / Right move, Space or 1-9 pick, Enter confirms."""
        hand = scene.flow.board.hand()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.focus_card = (self.focus_card + step) % len(hand)
        elif event.key == pygame.K_SPACE:
            self.toggle(self.focus_card, hand)
        elif event.key in NUMBER_KEYS:
            self.toggle(NUMBER_KEYS[event.key], hand)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm_with(hand)
        else:
            return False
        return True

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """Confirm (lit once exactly ``count`` are picked) and Clear."""
        hand = flow.board.hand()
        items = [(f"Discard {len(self.picked)}/{self.count}",
                  lambda: self.confirm_with(hand), "Throw the picked cards away (Enter)"),
                 ("Clear", self._clear, "Unpick every card")]
        found = button_row(area, items, ROW_Y, width=200)
        found[0].primary = len(self.picked) == self.count
        return found

    def _clear(self) -> None:
        self.picked.clear()

    def detail(self, flow: Any) -> str:
        """The picked cards."""
        hand = flow.board.hand()
        return "Picked: " + (", ".join(hand[i] for i in sorted(self.picked) if i < len(hand))
                             or "none") + "  (click cards or Space, then Enter)"


class PayPrompt(TablePrompt):
    """Paying is forced: only the way to pay is chosen."""

    def label(self, choice: Any) -> str:
        """How the parts are spent."""
        if choice.wild:
            return f"Spring as {choice.wild}"
        return "Head part too" if choice.head else "Body parts only"


class TargetPrompt(TablePrompt):
    """Choose whom the weapon attacks: click a robot in the ring, or its button."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self.names: dict[int, str] = {}

    def label(self, choice: Any) -> str:
        """The target's name (filled in from the board when buttons are made)."""
        return self.names.get(choice.target, f"seat {choice.target}")

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """One button per robot that may be attacked."""
        self.names = dict(enumerate(flow.session.names))
        return super().buttons(flow, area)

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click on a robot aims at it, if it may be attacked."""
        seat = geometry_for(scene).robot_at(pos)
        if seat is None:
            return False
        if Target(seat) not in self.choices:
            self.note = "You cannot attack yourself." if seat == self.seat else \
                f"{scene.session.names[seat]} cannot be attacked."
            return True
        self.answer(Target(seat))
        return True

    def board_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """A ring round every robot that may be attacked, the selected one brightest."""
        geo = painter.geometry
        for k, choice in enumerate(self.choices):
            colour = theme.DANGER if k == self.selected else (150, 70, 60)
            pygame.draw.rect(surface, colour, geo.robots[choice.target].inflate(8, 8), 3,
                             border_radius=10)


PROMPTS: dict[str, type[TablePrompt]] = {
    "card": CardPrompt, "chip": HeadPrompt, "ability": HeadPrompt, "brace": HeadPrompt,
    "discard": DiscardPrompt, "pay": PayPrompt, "target": TargetPrompt}
"""The prompt class of every battle request kind."""

__all__ = ["PROMPTS", "CardPrompt", "DiscardPrompt", "HeadPrompt", "PayPrompt",
           "TargetPrompt", "TablePrompt"]
