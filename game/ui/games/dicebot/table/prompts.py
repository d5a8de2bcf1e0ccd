"""The battle's prompts, one per request kind: the secret card choice (click a card in your
fanned hand), head abilities (the chip step, the answer window, bracing armor), discarding
after a chip, choosing how to pay, and choosing a target (click a robot in the ring).

Every prompt answers only with one of its request's legal choices, by mouse or by keys
(Left / Right or 1-9 to pick, Enter to confirm; a prompt's own letters are on its buttons);
anything else is refused with a note in the panel and nothing is sent.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Request
from game.rulesets.dicebot.cards import CARDS
from game.rulesets.dicebot.choices import Discard, PlayCard, Target, UseHead
from game.rulesets.dicebot.parts import ABILITIES
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.games.dicebot.table.affordable import payable, why_unpayable
from game.ui.games.dicebot.table.layout import geometry_for
from game.ui.render.buttons import Button
from game.ui.text import text, wrap

ROW_Y, ROW_H = 46, 38
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}


def button_row(area: pygame.Rect, items: list[tuple[str, Any, str]], y: int,
               width: int = 170) -> list[Button]:
    """Buttons side by side in the panel from the left, shrunk to fit the width."""
    if not items:
        return []
    width = min(width, (area.width - 20) // len(items) - 8)
    return [Button(pygame.Rect(area.x + 10 + k * (width + 8), area.y + y, width, ROW_H), label,
                   action, tip, size=18) for k, (label, action, tip) in enumerate(items)]


class TablePrompt(Prompt):
    """Pick one of the request's legal choices and confirm it."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self.choices = list(request.legal_choices())
        self.selected = 0
        self.note = ""
        """Why the last input was refused (shown in the panel)."""

    def state(self) -> tuple[object, ...]:
        """Buttons depend on the selection."""
        return (self.selected, self.note)

    def look(self) -> tuple[object, ...]:
        """The panel shows the selection and the note."""
        return (self.selected, self.note)

    def label(self, choice: Any) -> str:
        """A choice's words on its button."""
        return str(choice)

    def select(self, index: int) -> bool:
        """Select option ``index``; False (and a note) when there is no such option."""
        if not 0 <= index < len(self.choices):
            self.note = "There is no such option."
            return False
        self.selected, self.note = index, ""
        return True

    def answer(self, choice: Any) -> bool:
        """Send ``choice`` if it is legal; refuse it with a note otherwise."""
        if choice not in self.choices:
            self.note = "That is not allowed now."
            return False
        self.send(choice)
        return True

    def confirm(self) -> None:
        """Send the selected option."""
        self.answer(self.choices[self.selected])

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Enter confirms, Left / Right step, 1-9 pick."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.select((self.selected + step) % len(self.choices))
        elif event.key in NUMBER_KEYS:
            self.select(NUMBER_KEYS[event.key])
        else:
            return False
        return True

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """One button per option (clicking answers it)."""
        found = button_row(area, [(self.label(c), lambda c=c: self.answer(c),
                                   f"{self.label(c)} ({k + 1})")
                                  for k, c in enumerate(self.choices)], ROW_Y)
        for k, button in enumerate(found):
            button.selected = k == self.selected
        return found

    def lines(self, flow: Any) -> list[str]:
        """The panel's words above the buttons."""
        return [self.request.prompt]

    def header(self, flow: Any) -> str:
        """The request's words, naming the player (several may share the screen)."""
        return f"{flow.session.names[self.seat]}: {self.request.prompt}"

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The prompt's words, then the refusal note (if any) under the buttons."""
        y = area.y + 8
        for line in self.lines(flow)[:2]:
            surface.blit(text(line, 18, theme.TEXT), (area.x + 12, y))
            y += 18
        detail = self.note or self.detail(flow)
        colour = theme.DANGER if self.note else theme.TEXT_DIM
        for row, line in enumerate(wrap(detail, 17, area.width - 24)[:2]):
            surface.blit(text(line, 17, colour),
                         (area.x + 12, area.y + ROW_Y + ROW_H + 10 + 19 * row))
        return []

    def detail(self, flow: Any) -> str:
        """A line about the selected option."""
        return f"Selected: {self.label(self.choices[self.selected])}  (Enter)"


class CardPrompt(TablePrompt):
    """The secret weapon choice: click a card in your hand (again, or Enter, to play it)."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self._raised: set[int] = set()
        self._defaulted = False

    def select(self, index: int) -> bool:
        """Select option ``index`` (the player's own choice: no default replaces it)."""
        self._defaulted = True
        return super().select(index)

    def _default_to_payable(self, flow: Any) -> None:
        """Start on the first card the robot can pay for (Enter on a card it cannot pay
        discards it and leaves the robot wide open), once, when the board is first seen."""
        self._defaulted = True
        robot = flow.board.robots[self.seat]
        for index, choice in enumerate(self.choices):
            if payable(choice.card, robot.body, robot.head):
                self.selected = index
                return

    def hand(self, scene: Any) -> tuple[str, ...]:
        """The viewer's hand as drawn."""
        return scene.flow.board.hand()

    def raised(self) -> set[int]:
        """The selected card sits raised in the fanned hand."""
        return self._raised

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click on a hand card selects it; on the selected one, plays it."""
        hand = self.hand(scene)
        geo = geometry_for(scene)
        index = geo.hand_index_at(pos, self._raised)
        if index is None:
            return False
        choice = PlayCard(hand[index])
        if choice not in self.choices:
            self.note = f"{hand[index]} cannot be played now."
            return True
        if self.choices.index(choice) == self.selected and index in self._raised:
            self.confirm()
            return True
        self.select(self.choices.index(choice))
        self._raised = {index}
        return True

    def label(self, choice: Any) -> str:
        """The card's name."""
        return choice.card

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """Play the selected card; step through the hand."""
        if not self._defaulted:
            self._default_to_payable(flow)
        card = self.choices[self.selected].card
        if not self._raised:
            self._sync_raised(flow.board.hand())
        reason = self.unpayable(flow, card)
        play_tip = (f"You cannot pay for it ({reason}): it would be thrown away and your "
                    "robot left wide open (Enter)") if reason else "Lay it face down (Enter)"
        items = [("< Prev", lambda: self._step(flow, -1), "Previous card (Left)"),
                 ("Next >", lambda: self._step(flow, 1), "Next card (Right)"),
                 (f"Play {card}" + (" (can't pay)" if reason else ""), self.confirm,
                  play_tip)]
        found = button_row(area, items, ROW_Y, width=220)
        found[-1].primary = not reason
        return found

    def unpayable(self, flow: Any, card: str) -> str:
        """Why this player's robot cannot pay for ``card`` now ("" if it can)."""
        robot = flow.board.robots[self.seat]
        return why_unpayable(card, robot.body, robot.head)

    def _step(self, flow: Any, step: int) -> None:
        self.select((self.selected + step) % len(self.choices))
        self._sync_raised(flow.board.hand())

    def _sync_raised(self, hand: tuple[str, ...]) -> None:
        card = self.choices[self.selected].card
        self._raised = {hand.index(card)} if card in hand else set()

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """As every prompt; the raised card follows the selection."""
        used = super().key(scene, event, action)
        if used:
            self._sync_raised(scene.flow.board.hand())
        return used

    def detail(self, flow: Any) -> str:
        """What the selected card does and whether the robot can pay for it."""
        card = CARDS[self.choices[self.selected].card]
        reason = self.unpayable(flow, card.name)
        if reason:
            return (f"{card.name}: you CANNOT pay it ({reason}). Played anyway, it is thrown "
                    "away and every attack on you hits.")
        return f"{card.summary()} - you can pay it"


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
