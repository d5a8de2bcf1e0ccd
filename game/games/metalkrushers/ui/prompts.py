"""The MetalKrushers prompts for a list of declarations: the attack plan, Reflex Facing,
shield use, weapon parries, a chart's "any" result and Team Play's tie order and hold-back.

The prompt opens on the best choice (the normal AI's pick for this seat, marked
"suggested"), so Enter alone never throws a turn away. Clicking an option selects it and the
card says what it changes (for an attack plan: every to-hit term, the sum and the chances to
hit and to crit; for a parry, shield or Reflex Facing: the enemy's chance to hit you now and
after it); Confirm (Enter) declares it. Number keys select, Left / Right step through.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexes import DIRECTION_NAMES
from game.core.match import Choice, Request
from game.games.metalkrushers.rules import odds as od
from game.games.metalkrushers.rules.choices import (
    MoveNext,
    NoParry,
    Parry,
    Reflex,
    SaveLast,
    Strike,
    TakeItem,
    UseShield,
)
from game.games.metalkrushers.rules.facing import attack_item
from game.games.metalkrushers.ui import declare_odds as do
from game.games.metalkrushers.ui.layout import button_grid, card, percent
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.render.buttons import Button

PER_PAGE = 8
HAND_NAMES = ("left", "right")


def _name(view: Any, uid: int) -> str:
    return view.krusher(uid).name if uid else "nobody"


def _hand_item(view: Any, uid: int, hand: int) -> str:
    k = view.krusher(uid)
    item = k.hands[hand] if hand < len(k.hands) else None
    return item.code if item is not None else "empty hand"


def describe(view: Any, request: Any, choice: Any) -> tuple[str, list[str]]:
    """A short label for ``choice`` and the lines saying what it changes."""
    me = request.krusher
    if isinstance(choice, Strike):
        return _strike(view, me, choice.targets)
    if isinstance(choice, Reflex):
        if choice.facing is None:
            return "No Reflex Facing", ["Stay facing as you are; the attack comes as it is.",
                                        *do.standing_lines(view, me)]
        return f"Turn {DIRECTION_NAMES[choice.facing]}", [
            f"Roll to turn to face {DIRECTION_NAMES[choice.facing]} before the attack;",
            "a success changes which side the attack lands on.",
            *do.reflex_lines(view, me, choice.facing)]
    if isinstance(choice, UseShield):
        return _shield(view, me, choice)
    if isinstance(choice, Parry):
        return _parry(view, me, choice)
    if isinstance(choice, NoParry):
        return "No parry", ["Keep every hand free to attack.", *do.standing_lines(view, me)]
    if isinstance(choice, TakeItem):
        return choice.item, [f"Take the {choice.item} into the arming hand."]
    if isinstance(choice, MoveNext):
        return f"{_name(view, choice.krusher)} first", [
            f"Of the tied Krushers, {_name(view, choice.krusher)} moves first;",
            "the others move after it, in the order you name next."]
    if isinstance(choice, SaveLast):
        if not choice.krusher:
            return "Hold none back", ["Your team moves in the usual order."]
        return f"Hold {_name(view, choice.krusher)}", [
            f"{_name(view, choice.krusher)} moves after every other Krusher this turn."]
    return str(choice), [str(choice)]


def _parry(view: Any, me: int, choice: Any) -> tuple[str, list[str]]:
    enemy_item = _hand_item(view, choice.enemy, choice.enemy_hand)
    mine = attack_item(view.krusher(me), choice.hand)
    step = f"{mine.parry - view.krusher(me).program.parry_step:+d}" if mine else "a penalty"
    target = f"{_name(view, choice.enemy)}'s {HAND_NAMES[choice.enemy_hand]}"
    return f"{HAND_NAMES[choice.hand].title()} parries {target}", [
        f"Your {HAND_NAMES[choice.hand]} hand parries {_name(view, choice.enemy)}'s "
        f"{enemy_item} for the rest of the turn:",
        f"its attacks on the covered sides take {step}; that hand does not attack.",
        *do.parry_lines(view, me, choice.hand, choice.enemy, choice.enemy_hand)]


def _shield(view: Any, me: int, choice: Any) -> tuple[str, list[str]]:
    if choice.use == "none":
        return "Shield free", ["Keep the shield free for a later declaration.",
                               *do.standing_lines(view, me)]
    if choice.use == "block":
        return f"Block {_name(view, choice.enemy)}", [
            f"The shield takes {_name(view, choice.enemy)}'s hits on the sides it covers",
            "for the rest of the turn (its armour first, then the side's).",
            *do.shield_lines(view, me, "block", choice.enemy, choice.enemy_hand)]
    item = _hand_item(view, choice.enemy, choice.enemy_hand)
    return f"Shield-parry {_name(view, choice.enemy)}'s {HAND_NAMES[choice.enemy_hand]}", [
        f"The shield parries {_name(view, choice.enemy)}'s {item} for the turn:",
        "those attacks take the shield's parry penalty.",
        *do.shield_lines(view, me, "parry", choice.enemy, choice.enemy_hand)]


def _strike(view: Any, me: int, targets: tuple[int, ...]) -> tuple[str, list[str]]:
    parts, lines = [], []
    for hand, target in enumerate(targets):
        if not target:
            parts.append(f"{HAND_NAMES[hand][0].upper()}: -")
            continue
        parts.append(f"{HAND_NAMES[hand][0].upper()}: {_name(view, target)}")
        terms = view.attack_terms(me, hand, target)
        hit, crit = view.odds(me, hand, target)
        total = sum(t.value for t in terms)
        lines.append(f"{HAND_NAMES[hand].title()} {_hand_item(view, me, hand)} at "
                     f"{_name(view, target)}: 2d6 {total:+d}, 7+ hits")
        lines += [f"   {t.text()}" for t in terms] or ["   no modifiers"]
        lines.append(f"   hit {percent(hit)}, critical {percent(crit)} "
                     f"(natural {od.critical_from(view.krusher(me), hand)}+ that hits)")
    if not lines:
        return "No attack", ["No attack this combat slot."]
    return "  ".join(parts), lines


class ChoicePrompt(Prompt):
    """Pick one listed declaration, see what it changes, confirm it."""

    def __init__(self, request: Request, send: Any, best: Choice | None = None) -> None:
        super().__init__(request, send)
        self.choices = list(request.legal_choices())
        self.best = self.choices.index(best) if best in self.choices else None
        """The suggested option (the prompt opens on it)."""
        self.selected = 0
        self.select(self.best or 0)
        self.card_rect: pygame.Rect | None = None
        """Where the card was last drawn (a tutorial's callout keeps off it)."""

    def label(self, view: Any, index: int) -> str:
        """Option ``index``'s short label, marked when it is the suggested one."""
        words = describe(view, self.request, self.choices[index])[0]
        return f"{words} (suggested)" if index == self.best else words

    @property
    def pages(self) -> int:
        """How many pages of options there are."""
        return max(1, -(-len(self.choices) // PER_PAGE))

    def state(self) -> tuple[object, ...]:
        """Buttons depend on the page and the selection."""
        return (self.page, self.selected)

    def look(self) -> tuple[object, ...]:
        """The card shows the selection."""
        return (self.selected,)

    def select(self, index: int) -> None:
        """Select option ``index``."""
        if 0 <= index < len(self.choices):
            self.selected = index
            self.page = index // PER_PAGE

    def confirm(self) -> None:
        """Declare the selected option."""
        self.send(self.choices[self.selected])

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Enter confirms, Left / Right step, 1-8 pick on the page."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select((self.selected + (1 if event.key == pygame.K_RIGHT else -1))
                        % len(self.choices))
        elif pygame.K_1 <= event.key <= pygame.K_8:
            self.select(self.page * PER_PAGE + event.key - pygame.K_1)
        else:
            return False
        return True

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """This page's options, then paging and Confirm."""
        view = flow.board.view
        start = self.page * PER_PAGE
        items = [(self.label(view, i), lambda i=i: self.select(i),
                  " ".join(describe(view, self.request, c)[1][:2]))
                 for i, c in enumerate(self.choices[start:start + PER_PAGE], start)]
        found = button_grid(area, items, rows=2)
        for button, index in zip(found, range(start, start + PER_PAGE), strict=False):
            button.selected = index == self.selected
        bottom = pygame.Rect(area.right - 170, area.bottom - ROW_BOTTOM, 160, 34)
        found.append(Button(bottom, "Confirm", self.confirm, "Declare it (Enter)",
                            primary=True, size=20))
        if self.pages > 1:
            more = pygame.Rect(area.right - 300, area.bottom - ROW_BOTTOM, 120, 34)
            found.append(Button(more, f"More {self.page + 1}/{self.pages}",
                                lambda: self.turn_page(1, self.pages), "Next options"))
        return found

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """What the selected option is, under the buttons."""
        label = self.label(flow.board.view, self.selected)
        from game.ui.text import text

        surface.blit(text(f"Selected: {label}", 18, theme.ACCENT),
                     (area.x + 10, area.bottom - ROW_BOTTOM + 8))
        return []

    def board_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """The card: what the selected option changes (the attack's terms and odds)."""
        view = painter.scene.flow.board.view
        lines = describe(view, self.request, self.choices[self.selected])[1]
        label = self.label(view, self.selected)
        viewport = painter.scene.viewport()
        rows = [(label, theme.ACCENT)] + [(line, None) for line in lines]
        self.card_rect = card(surface, (viewport.x + 8, viewport.y + 8), rows[:16],
                              min(460, viewport.width - 16))


ROW_BOTTOM = 42
