"""The card table's painter: the arena floor, the robots in a ring, their cards, the deck,
the viewer's hand fanned below, the playing animation, and the shared header, panel and log.

No hex board: the battle scene has no camera for this game, so everything is laid out from
``layout.geometry_for`` (the prompts hit-test the same rectangles).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from game.games.dicebot.ui.table import art, effects
from game.games.dicebot.ui.table.hand_painter import HandMarks, HandPainter, hand_marks
from game.games.dicebot.ui.table.layout import (
    TableGeometry,
    anchor_of,
    geometry_for,
    shown_hand,
)
from game.ui import theme
from game.ui.battle.key_tag import draw_key_tag
from game.ui.battle.looks import settled_look
from game.ui.present import Look
from game.ui.render.buttons import draw_button
from game.ui.render.clip import clipped
from game.ui.render.frame_cache import FrameCache, Same, buttons_look
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
        self.hand = HandPainter(scene)
        """The viewer's hand fanned below the table."""
        self.frame = FrameCache()
        """The frame kept between draws (each region painted again when it changes)."""
        self._laid_out: tuple[Hashable, TableGeometry] | None = None

    def colour(self, seat: int) -> tuple[int, int, int]:
        """The seat's team colour."""
        return self.styles[seat % len(self.styles)].colour if self.styles else theme.ACCENT

    def draw(self, surface: pygame.Surface, alpha: float = 0.0) -> None:
        """The whole frame: the regions whose key changed are painted again on the kept
        backdrop, then the playing animation and the prompt's marks go over it."""
        scene = self.scene
        board = scene.flow.board
        geo = self.geometry = self._geometry()
        current = scene.flow.animator.current
        viewport = scene.viewport()
        frame = self.frame
        frame.begin(surface.get_size())
        frame.region("table", viewport, self._table_key(geo, board, current),
                     lambda image: self._table(image, geo, board, current))
        frame.region("header", pygame.Rect(0, 0, surface.get_width(), 44),
                     self._header_key(board), lambda image: self._header(image, board))
        frame.region("bottom", scene.bottom_area(), self._bottom_key(current), self._bottom)
        frame.region("sidebar", scene.sidebar_area(), self._sidebar_key(), self._sidebar)
        assert frame.backdrop is not None
        surface.blit(frame.backdrop, (0, 0))
        with clipped(surface, viewport):
            effects.draw(surface, self, geo, board, current)
            self._prompt_marks(surface)

    def look(self) -> Look | None:
        """What the frame shows (``Scene.look``): the kept regions as parts, each with the
        key it is painted for (the table's with the prompt's marks), the rest of the battle
        as the whole; None while something is being shown."""
        scene = self.scene
        settled = settled_look(scene)
        if settled is None:
            return None
        board = scene.flow.board
        prompt = scene.flow.prompt
        geo = self._geometry()
        marks = (prompt.look(), prompt.state()) if prompt is not None else ()
        width = scene.app.screen.get_width()
        return Look(settled, (
            (tuple(scene.viewport()), (self._table_key(geo, board, None), marks)),
            ((0, 0, width, 44), self._header_key(board)),
            (tuple(scene.bottom_area()), self._bottom_key(None)),
            (tuple(scene.sidebar_area()), self._sidebar_key()),
        ))

    def _geometry(self) -> TableGeometry:
        """The table's layout (laid out again only when the area, seats or hand change)."""
        scene = self.scene
        viewport = scene.viewport()
        key = ((viewport.x, viewport.y, viewport.width, viewport.height),
               len(scene.flow.board.robots), anchor_of(scene), len(shown_hand(scene)))
        if self._laid_out is None or self._laid_out[0] != key:
            self._laid_out = (key, geometry_for(scene))
        return self._laid_out[1]

    def _table(self, surface: pygame.Surface, geo: TableGeometry, board: Any,
               current: Any) -> None:
        """The floor, the deck, the robots with their cards and the viewer's hand."""
        self._floor(surface, geo, board)
        for robot in board.robots:
            self._robot(surface, geo, board, robot, current)
        self._hand(surface, geo, board)

    # -- what each region shows (its cache key) ---------------------------------------------
    def _table_key(self, geo: TableGeometry, board: Any, current: Any) -> Hashable:
        scene = self.scene
        return (Same(board), board.version, Same(board.live()), shown_hand(scene),
                self._hand_marks(geo), self.hand.parts(), self.window_turn(),
                effects.table_look(current), len(scene.session.human_seats) > 1, Same(geo))

    def _hand_marks(self, geo: TableGeometry) -> HandMarks:
        """The hand's raised and marked cards and the card under the mouse."""
        return hand_marks(self.scene.flow.prompt, geo, self.scene.mouse)

    def _header_key(self, board: Any) -> Hashable:
        flow = self.scene.flow
        return (self._header_words(), board.sudden, board.melee, board.round,
                flow.keys.signature())

    def _bottom_key(self, current: Any) -> Hashable:
        scene = self.scene
        flow = scene.flow
        prompt = flow.prompt
        mouse = scene.mouse
        buttons = buttons_look(scene.buttons, mouse)
        if prompt is not None:
            shows: Hashable = (Same(prompt), prompt.look(), prompt.state(), Same(flow.board),
                               flow.board.version)
        else:
            shows = (Same(current.event) if current is not None else None, self.window_turn())
        return shows, buttons

    def _sidebar_key(self) -> Hashable:
        log = self.scene.flow.log
        return Same(log), log.added, log.scroll, len(log.lines)

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
        self.hand.draw(surface, geo, shown_hand(self.scene), self._hand_marks(geo))

    def unpayable(self, card: str) -> str:
        """Why the hand's owner cannot pay for ``card`` with the parts shown ("" if they
        can, and before the robots are built: the first round has not begun)."""
        return self.hand.unpayable(card)

    def _prompt_marks(self, surface: pygame.Surface) -> None:
        prompt = self.scene.flow.prompt
        if prompt is not None:
            prompt.board_marks(self, surface, None)

    # -- the shared frame --------------------------------------------------------------------
    def _header_words(self) -> str:
        """The header's line: the open prompt's words, else what is going on."""
        flow = self.scene.flow
        if flow.prompt is not None:
            return flow.prompt.header(flow)
        if flow.animator.busy:
            return "Resolving..."  # the shell says "over" as soon as the core is, while
            # the last events (the champion) are still being shown
        return flow.status() or flow.error

    def _header(self, surface: pygame.Surface, board: Any) -> None:
        flow = self.scene.flow
        width = surface.get_width()
        surface.blit(panel((width, 44), alpha=255), (0, 0))
        where = "Sudden death" if board.sudden else f"Melee {board.melee}"
        when = f"round {board.round}" if board.round else "get ready"
        title = text(f"{where} - {when}", 22, theme.ACCENT, bold=True)
        surface.blit(title, (14, 12))
        room = draw_key_tag(surface, flow.keys) - title.get_width() - 46
        line = fit_text(self._header_words(), 20, theme.TEXT, room, smallest=16)
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
