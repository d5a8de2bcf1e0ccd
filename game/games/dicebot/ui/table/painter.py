"""The card table's painter: the arena floor, the robots in a ring, their cards, the deck,
the viewer's hand fanned below, the playing animation, and the shared header, panel and log.

No hex board: the battle scene has no camera for this game, so everything is laid out from
``layout.geometry_for`` (the prompts hit-test the same rectangles).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.games.dicebot.ui.table import art, effects
from game.games.dicebot.ui.table.affordable import why_unpayable
from game.games.dicebot.ui.table.layout import TableGeometry, geometry_for, shown_hand
from game.ui import theme
from game.ui.battle.key_tag import draw_key_tag
from game.ui.render.buttons import draw_button
from game.ui.render.hud import panel
from game.ui.text import shadowed, text, wrap
from game.ui.widget_base import fit_text

FLOOR, FLOOR_LINE = (46, 44, 52), (70, 66, 76)
FIGURE_SHARE = 0.72
"""The robot figure's share of its box's height (name and hit points below)."""


class TablePainter:
    """Draws one frame of the Dice Bot battle (``draw(surface, alpha)``)."""

    def __init__(self, scene: Any, styles: Sequence[Any], tiles: Any = None) -> None:
        self.scene = scene
        self.styles = list(styles)
        self.geometry: TableGeometry | None = None
        """The table as last drawn."""
        self.pips: dict[int, tuple[tuple[int, int], int]] = {}
        """Each seat's row of hit point pips as last drawn: (centre, pip radius)."""
        self._card_words: dict[tuple[str, str], pygame.Surface] = {}
        """A weapon card's rules in words as a panel, by card name and why it cannot be
        paid (made on first hover)."""

    def colour(self, seat: int) -> tuple[int, int, int]:
        """The seat's team colour."""
        return self.styles[seat % len(self.styles)].colour if self.styles else theme.ACCENT

    def draw(self, surface: pygame.Surface, alpha: float = 0.0) -> None:
        """The whole frame."""
        surface.fill(theme.BACKGROUND)
        scene = self.scene
        board = scene.flow.board
        geo = self.geometry = geometry_for(scene)
        current = scene.flow.animator.current
        surface.set_clip(scene.viewport())
        self._floor(surface, geo, board)
        for robot in board.robots:
            self._robot(surface, geo, board, robot, current)
        self._hand(surface, geo, board)
        effects.draw(surface, self, geo, board, current)
        self._prompt_marks(surface)
        surface.set_clip(None)
        self._header(surface, board)
        self._bottom(surface)
        self._sidebar(surface)

    # -- the table ---------------------------------------------------------------------------
    def _floor(self, surface: pygame.Surface, geo: TableGeometry, board: Any) -> None:
        floor = geo.floor
        pygame.draw.ellipse(surface, FLOOR, floor)
        for k in range(1, 4):
            pygame.draw.ellipse(surface, FLOOR_LINE, floor.inflate(-floor.width * k // 4,
                                                                   -floor.height * k // 4), 1)
        pygame.draw.ellipse(surface, theme.PANEL_EDGE, floor, 2)
        self._deck(surface, geo, board)

    def _deck(self, surface: pygame.Surface, geo: TableGeometry, board: Any) -> None:
        view = board.live()
        if view is None:
            return
        deck = geo.deck
        art.draw_card_back(surface, deck)
        label = shadowed(f"deck {view.deck_size}", 14, theme.TEXT)
        surface.blit(label, label.get_rect(midbottom=(deck.centerx, deck.y - 2)))
        pile = deck.move(deck.width + 6, 0)
        if view.discard:
            art.draw_card(surface, pile, view.discard[-1], dim=True)
        else:
            pygame.draw.rect(surface, FLOOR_LINE, pile, 1, border_radius=4)
        label = shadowed("discards", 14, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midbottom=(pile.centerx, pile.y - 2)))

    def _robot(self, surface: pygame.Surface, geo: TableGeometry, board: Any, robot: Any,
               current: Any) -> None:
        box = geo.robots[robot.seat]
        out = not robot.fighting
        if self.window_turn() == robot.seat:
            pygame.draw.rect(surface, theme.ACCENT, box.inflate(6, 6), 3, border_radius=10)
        figure = pygame.Rect(box.x, box.y, box.width, int(box.height * FIGURE_SHARE))
        figure = effects.shaken(figure, robot.seat, current)
        art.draw_robot(surface, figure, robot.body, robot.head, self.colour(robot.seat),
                       not out)
        name = shadowed(robot.name, max(13, box.height // 9), self.colour(robot.seat), True)
        y = figure.bottom + 1
        surface.blit(name, name.get_rect(midtop=(box.centerx, y)))
        y += name.get_height() + 2
        pip = max(3, min(6, box.width // 22))
        self.pips[robot.seat] = ((box.centerx, y + pip), pip)
        art.draw_pips(surface, (box.centerx, y + pip), robot.hit_points, size=pip)
        if robot.shield:
            shield = shadowed(f"armor {robot.shield}", 13, art.PART_COLOURS["armor"])
            surface.blit(shield, shield.get_rect(midtop=(box.centerx, y + 2 * pip + 3)))
        self._medals(surface, box, figure, robot.medals)
        self._hand_count(surface, box, robot)
        self._weapon(surface, geo, robot, current)

    @staticmethod
    def _medals(surface: pygame.Surface, box: pygame.Rect, figure: pygame.Rect,
                medals: int) -> None:
        """The robot's medals on ribbons in the corner right of its head and above its
        arm, shrunk to fit there side by side."""
        if medals <= 0:
            return
        unit = art.robot_unit(figure)
        room = pygame.Rect(figure.centerx + unit // 2 + 3, box.y,
                           box.right - figure.centerx - unit // 2 - 3, unit * 3 // 2 + 6)
        radius = max(4, min(10, room.width * 10 // (24 * medals), room.height * 10 // 34))
        for k in range(medals):
            centre = (room.right - radius - 1 - (2 * radius + 4) * k,
                      room.y + round(radius * 2.5))
            art.draw_medal(surface, centre, radius)

    def _hand_count(self, surface: pygame.Surface, box: pygame.Rect, robot: Any) -> None:
        if robot.hand_size <= 0:
            return
        back = pygame.Rect(box.x + 2, box.y + 2, 14, 19)
        for k in range(min(3, robot.hand_size)):
            art.draw_card_back(surface, back.move(3 * k, 0))
        count = shadowed(str(robot.hand_size), 15, theme.TEXT, True)
        surface.blit(count, (back.right + 8, back.y + 2))

    def _weapon(self, surface: pygame.Surface, geo: TableGeometry, robot: Any,
                current: Any) -> None:
        rect = geo.cards[robot.seat]
        if effects.draws_weapon(surface, self, rect, robot, current):
            return
        if robot.chosen:
            art.draw_card_back(surface, rect)
        elif robot.weapon is not None:
            weapon = robot.weapon
            art.draw_card(surface, rect, weapon.card, dim=weapon.status == "discarded")
            self._weapon_status(surface, rect, weapon)

    @staticmethod
    def _weapon_status(surface: pygame.Surface, rect: pygame.Rect, weapon: Any) -> None:
        if weapon.status == "discarded":
            pygame.draw.line(surface, theme.DANGER, rect.topleft, rect.bottomright, 3)
            pygame.draw.line(surface, theme.DANGER, rect.topright, rect.bottomleft, 3)
            words, colour = "unpaid", theme.DANGER
        elif weapon.jammed:
            words, colour = "jammed", theme.DANGER
        elif weapon.status == "paid":
            words, colour = f"speed {weapon.speed}", theme.ACCENT
        else:
            words, colour = "to pay", theme.TEXT_DIM
        label = shadowed(words, 14, colour, True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 1)))

    def _hand(self, surface: pygame.Surface, geo: TableGeometry, board: Any) -> None:
        cards = shown_hand(self.scene)
        prompt = self.scene.flow.prompt
        raised = prompt.raised() if hasattr(prompt, "raised") else set()
        marked = prompt.marked() if hasattr(prompt, "marked") else set()
        mouse = self.scene.mouse
        hovered = geo.hand_index_at(mouse, raised) if mouse is not None else None
        if cards:
            label = text("Your hand", 16, theme.TEXT_DIM)
            surface.blit(label, (geo.hand_area.x + 8, geo.hand_area.y + 2))
        elif len(self.scene.session.human_seats) > 1:
            label = text("Hands stay hidden while several players share this screen.", 16,
                         theme.TEXT_DIM)
            surface.blit(label, (geo.hand_area.x + 8, geo.hand_area.y + 2))
        for index, name in enumerate(cards):
            rect = geo.hand_rect(index, raised | ({hovered} if hovered is not None else set()))
            tilt = (index - (len(cards) - 1) / 2) * -3
            card = pygame.Surface(rect.size, pygame.SRCALPHA)
            art.draw_card(card, card.get_rect(), name)
            if self.unpayable(name):
                art.dim_unpayable(card)
            if index in marked:
                pygame.draw.rect(card, theme.DANGER, card.get_rect(), 4, border_radius=6)
            elif index in raised:
                pygame.draw.rect(card, theme.ACCENT, card.get_rect(), 4, border_radius=6)
            turned = pygame.transform.rotate(card, tilt) if tilt else card
            surface.blit(turned, turned.get_rect(center=rect.center))
        if hovered is not None and 0 <= hovered < len(cards):
            self._zoomed_card(surface, geo, cards[hovered], geo.hand_rect(hovered, raised))

    def _zoomed_card(self, surface: pygame.Surface, geo: TableGeometry, name: str,
                     under: pygame.Rect) -> None:
        """The hovered hand card drawn large above the hand with its rules in words beside it
        (hand cards are small: at 800x600 their special barely fits, and "jam" says little)."""
        size = max(120, under.width * 2)
        words = self._words_of(name)
        whole = pygame.Rect(0, 0, size + 8 + words.get_width(),
                            max(size, words.get_height()))
        whole.bottomleft = (under.centerx - size // 2, min(under.top, geo.hand_area.top) - 6)
        whole.clamp_ip(surface.get_rect())
        art.draw_card(surface, pygame.Rect(whole.x, whole.y, size, size), name)
        surface.blit(words, (whole.x + size + 8, whole.y))

    def unpayable(self, card: str) -> str:
        """Why the hand's owner cannot pay for ``card`` with the parts shown ("" if they
        can, and before the robots are built: the first round has not begun)."""
        board = self.scene.flow.board
        if board.viewer is None or not board.round:
            return ""
        robot = board.robots[board.viewer]
        return why_unpayable(card, robot.body, robot.head)

    def _words_of(self, name: str) -> pygame.Surface:
        """Card ``name``'s rules in words on a panel, and in red why it cannot be paid
        (kept: hovering redraws it every frame)."""
        reason = self.unpayable(name)
        if (name, reason) not in self._card_words:
            from game.games.dicebot.rules.cards import CARDS

            lines = [(line, theme.TEXT) for line in wrap(CARDS[name].summary(), 16, 250)]
            if reason:
                lines += [(line, theme.DANGER)
                          for line in wrap(f"Cannot pay: {reason}.", 16, 250)]
            words = panel((270, 20 + 20 * len(lines)), alpha=255)
            for row, (line, colour) in enumerate(lines):
                words.blit(text(line, 16, colour), (10, 10 + 20 * row))
            self._card_words[name, reason] = words
        return self._card_words[name, reason]

    def _prompt_marks(self, surface: pygame.Surface) -> None:
        prompt = self.scene.flow.prompt
        if prompt is not None:
            prompt.board_marks(self, surface, None)

    # -- the shared frame --------------------------------------------------------------------
    def _header(self, surface: pygame.Surface, board: Any) -> None:
        flow = self.scene.flow
        width = surface.get_width()
        surface.blit(panel((width, 44), alpha=255), (0, 0))
        if flow.prompt is not None:
            words = flow.prompt.header(flow)
        elif flow.animator.busy:
            words = "Resolving..."  # the shell says "over" as soon as the core is, while
            # the last events (the champion) are still being shown
        else:
            words = flow.status() or flow.error
        where = "Sudden death" if board.sudden else f"Melee {board.melee}"
        when = f"round {board.round}" if board.round else "get ready"
        title = text(f"{where} - {when}", 22, theme.ACCENT, bold=True)
        surface.blit(title, (14, 12))
        room = draw_key_tag(surface, flow.keys) - title.get_width() - 46
        line = fit_text(words, 20, theme.TEXT, room, smallest=16)
        surface.blit(line, (title.get_width() + 30, 14))

    def _bottom(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = scene.bottom_area()
        surface.blit(panel(area.size, alpha=255), area)
        prompt = scene.flow.prompt
        if prompt is not None:
            prompt.draw_panel(surface, scene.flow, area, self.styles)
        else:
            self._happening(surface, area)
        mouse = scene.mouse
        for button in scene.buttons:
            draw_button(surface, button, mouse is not None and button.rect.collidepoint(mouse))

    def _happening(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """With no prompt open: the playing event's log line, large, and the ability
        window's turn."""
        scene = self.scene
        current = scene.flow.animator.current
        y = area.y + 14
        if current is not None:
            line = current.event.log_line(scene.session.names)
            for part in wrap(line, 22, area.width - 28)[:2]:
                surface.blit(text(part, 22, theme.TEXT, bold=True), (area.x + 14, y))
                y += 26
        turn = self.window_turn()
        if turn is not None:
            words = f"Ability window: {scene.session.names[turn]} decides (use or pass)."
            surface.blit(text(words, 18, theme.TEXT_DIM), (area.x + 14, y + 6))

    def window_turn(self) -> int | None:
        """Whose turn it is in the ability window, once the table shows the match as it
        stands (None otherwise)."""
        flow = self.scene.flow
        view = flow.board.live()
        if not flow.settled or view is None or view.phase != "window":
            return None
        return view.window_turn

    def _sidebar(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = scene.sidebar_area()
        surface.blit(panel(area.size, alpha=255), area)
        scene.flow.log.draw(surface, area.inflate(-16, -16))


def arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
          colour: tuple[int, int, int], width: int = 4) -> None:
    """A straight arrow from ``start`` to ``end`` with a head at ``end``."""
    pygame.draw.line(surface, colour, start, end, width)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = [end, (end[0] - 16 * math.cos(angle - 0.4), end[1] - 16 * math.sin(angle - 0.4)),
            (end[0] - 16 * math.cos(angle + 0.4), end[1] - 16 * math.sin(angle + 0.4))]
    pygame.draw.polygon(surface, colour, head)
