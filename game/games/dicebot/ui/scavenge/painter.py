"""The Dice Bot painter: the junkyard screen while the shown match scavenges, the card
table's painter (``table.paint``) the rest of the time.

The junkyard screen: a header (melee, what to do), the dice scattered on a felt table, each
keyboard or controller player's cursor (a ring in their colour with their letter), the die
under the mouse player's pointer, dice flying to the sheet that grabbed them, the 3-2-1
countdown and "GRAB!", the sheets in the sidebar (with each human's controls) over the log,
and the bottom panel saying who may grab and with what.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from game.games.dicebot.rules.events import JunkyardRolled, ScavengeEnded
from game.games.dicebot.ui.dice_art import die_surface
from game.games.dicebot.ui.scavenge import geometry
from game.games.dicebot.ui.scavenge.controls import MOUSE, device_label
from game.games.dicebot.ui.scavenge.presenters import COUNTDOWN
from game.games.dicebot.ui.scavenge.sheets import draw_sheet, slot_rects
from game.games.dicebot.ui.scavenge.yard import Yard, die_tilt, shown_yard
from game.ui import theme
from game.ui.battle.key_tag import draw_key_tag
from game.ui.render.buttons import draw_button
from game.ui.render.frame_cache import FrameCache, Same, buttons_look
from game.ui.render.hud import panel
from game.ui.text import text
from game.ui.widget_base import fit_text

FELT = (34, 86, 60)
FELT_EDGE = (90, 64, 40)
FLIGHT = 0.35
"""Seconds a grabbed die takes to fly to its sheet."""
GRAB_FLASH = 0.9
"""Seconds "GRAB!" stays up after the countdown."""
LOG_ROOM = 90


def sheet_rects(area: pygame.Rect, seats: int) -> dict[int, pygame.Rect]:
    """Each seat's sheet in the sidebar ``area``, top down (the log takes the rest)."""
    room = area.height - 16
    height = min(100, room // seats)
    if room - height * seats < LOG_ROOM:
        height = min(height, max(76, (room - LOG_ROOM) // seats))
    return {seat: pygame.Rect(area.x + 8, area.y + 8 + seat * height, area.width - 16,
                              height - 6) for seat in range(seats)}


class DicebotPainter:
    """Draws one frame of a Dice Bot match."""

    def __init__(self, scene: Any, styles: Sequence[Any], tiles: Any) -> None:
        self.scene = scene
        self.styles = list(styles)
        self.tiles = tiles
        self._table: Any = None
        self._yard: tuple[int, Yard | None] = (-1, None)
        self._seen: dict[int, float] = {}
        """When each grab (by its order) was first drawn: its flight's start."""
        self._opened: tuple[int, float] | None = None
        self._said = ""
        self.frame = FrameCache()
        """The junkyard screen kept between frames (each region painted again when it
        changes)."""

    # -- which screen ------------------------------------------------------------------------
    def table(self) -> Any:
        """The card table's painter (made on first use)."""
        if self._table is None:
            from game.games.dicebot.ui import table

            self._table = table.paint(self.scene, self.styles, self.tiles)
        return self._table

    def yard(self) -> Yard | None:
        """The scavenge as shown now (rebuilt when another event has been shown)."""
        session = self.scene.session
        shown = len(session.log) - len(session.events)
        if self._yard[0] != shown:
            self._yard = (shown, shown_yard(session.log[:shown]))
        return self._yard[1]

    def current(self) -> type | None:
        """The class of the event animating now (None if none)."""
        playing = self.scene.flow.animator.current
        return type(playing.event) if playing is not None else None

    def scavenging(self) -> bool:
        """True while the junkyard is the screen: rolled and not yet emptied, or its last
        sheets still on show."""
        yard = self.yard()
        return yard is not None and (not yard.ended or self.current() is ScavengeEnded)

    def look(self) -> Hashable | None:
        """The card table's look (``Scene.look``); None while the junkyard is the screen (its
        cursors, flying dice and countdown move in real time)."""
        return None if self.scavenging() else self.table().look()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The junkyard screen, or the card table. The felt with its dice, the sheets and
        log, the header and the bottom panel are kept between frames and painted again when
        what they show changes; cursors, flying dice and the countdown go over them."""
        if not self.scavenging():
            self.table().draw(surface, alpha)
            return
        yard = self.yard()
        assert yard is not None
        scene = self.scene
        table = geometry.table_rect(scene)
        frame = self.frame
        frame.begin(surface.get_size())
        frame.region("felt", scene.viewport(), (Same(yard), tuple(table)),
                     lambda image: self._felt_and_dice(image, table, yard))
        frame.region("sidebar", scene.sidebar_area(), self._sidebar_key(yard),
                     lambda image: self._sidebar(image, yard))
        frame.region("header", pygame.Rect(0, 0, surface.get_width(), 44),
                     self._header_key(yard), lambda image: self._header(image, yard))
        frame.region("bottom", scene.bottom_area(), self._bottom_key(yard),
                     lambda image: self._bottom(image, yard))
        assert frame.backdrop is not None
        surface.blit(frame.backdrop, (0, 0))
        self._moving(surface, table, yard, time.monotonic())

    def _moving(self, surface: pygame.Surface, table: pygame.Rect, yard: Yard,
                now: float) -> None:
        """What moves over the kept frame: the cursors on the felt, dice flying to the
        sheets (over the felt and the sidebar, under the header and bottom panel), and the
        countdown."""
        scene = self.scene
        sheets = sheet_rects(scene.sidebar_area(), len(scene.session.names))
        surface.set_clip(scene.viewport())
        self._cursors(surface, table, yard)
        for area in (scene.viewport(), scene.sidebar_area()):
            surface.set_clip(area)
            self._flights(surface, table, yard, sheets, now)
        surface.set_clip(None)
        self._countdown(surface, table, yard, now)

    def _felt_and_dice(self, surface: pygame.Surface, table: pygame.Rect, yard: Yard) -> None:
        self._felt(surface, table)
        self._dice(surface, table, yard)

    # -- what each kept region shows (its cache key) ------------------------------------------
    def _sidebar_key(self, yard: Yard) -> Hashable:
        log = self.scene.flow.log
        seats = range(len(self.scene.session.names))
        return (Same(yard), self.turn(yard), tuple(self.controls_of(s) for s in seats),
                Same(log), log.added, log.scroll, len(log.lines))

    def _header_key(self, yard: Yard) -> Hashable:
        return (yard.ended, self.current() is JunkyardRolled, self.turn(yard),
                self.scene.flow.keys.signature())

    def _bottom_key(self, yard: Yard) -> Hashable:
        scene = self.scene
        mouse = scene.mouse
        buttons = buttons_look(scene.buttons, mouse)
        return tuple(self._bottom_lines(yard)[:4]), buttons

    # -- the table ---------------------------------------------------------------------------
    @staticmethod
    def _felt(surface: pygame.Surface, table: pygame.Rect) -> None:
        pygame.draw.rect(surface, FELT_EDGE, table.inflate(14, 14), border_radius=22)
        pygame.draw.rect(surface, FELT, table, border_radius=16)
        pygame.draw.rect(surface, (28, 74, 50), table.inflate(-24, -24), 2, border_radius=12)

    def _dice(self, surface: pygame.Surface, table: pygame.Rect, yard: Yard) -> None:
        size = geometry.die_pixels(table, yard.total)
        for die, spot in geometry.lying(yard.dice, yard.total).items():
            picture = pygame.transform.rotate(die_surface(yard.dice[die][0], size),
                                              die_tilt(die))
            surface.blit(picture, picture.get_rect(center=geometry.centre_of(table, spot)))

    def prompts(self) -> list[Any]:
        """Every open grab prompt (real time: one per device; snake: the drafter's)."""
        flow = self.scene.flow
        found = list(flow.device_prompts.values())
        if flow.prompt is not None and flow.prompt.request.kind == "grab":
            found.append(flow.prompt)
        return found

    def _cursors(self, surface: pygame.Surface, table: pygame.Rect, yard: Yard) -> None:
        """A ring in each grabbing player's colour round the die they would take."""
        size = geometry.die_pixels(table, yard.total)
        rings: dict[int, int] = {}
        for prompt in self.prompts():
            if prompt.device == MOUSE or prompt.device is None:
                mouse = self.scene.mouse
                die = geometry.die_at(table, prompt.spots(), yard.total, mouse) \
                    if mouse is not None else None
            else:
                die = prompt.cursor_die()
            if die is None:
                continue
            extra = rings.get(die, 0)
            rings[die] = extra + 1
            style = self.styles[prompt.seat % len(self.styles)]
            centre = geometry.centre_of(table, geometry.lying([die], yard.total)[die])
            radius = round(size * 0.72) + 6 * extra
            pygame.draw.circle(surface, style.colour, centre, radius, 4)
            tag = text(style.label, 16, theme.BACKGROUND, bold=True)
            spot = (centre[0] + radius - 4, centre[1] - radius + 4)
            pygame.draw.circle(surface, style.colour, spot, 11)
            surface.blit(tag, tag.get_rect(center=spot))

    def _flights(self, surface: pygame.Surface, table: pygame.Rect, yard: Yard,
                 sheets: dict[int, pygame.Rect], now: float) -> None:
        """Dice grabbed in the last moment, on their way from the table to the sheet."""
        size = geometry.die_pixels(table, yard.total)
        for grab in yard.grabs[-8:]:
            started = self._seen.setdefault(grab.order, now)
            share = (now - started) / FLIGHT
            if share >= 1 or grab.player not in sheets:
                continue
            start = geometry.centre_of(table, geometry.die_spots(yard.total)[grab.die])
            index = sum(1 for g in yard.grabs if g.player == grab.player and
                        g.order <= grab.order) - 1
            slot = slot_rects(sheets[grab.player])[min(6, index)]
            x = start[0] + (slot.centerx - start[0]) * share
            y = start[1] + (slot.centery - start[1]) * share - 60 * share * (1 - share)
            picture = die_surface(grab.face, round(size + (slot.width - size) * share))
            surface.blit(picture, picture.get_rect(center=(round(x), round(y))))

    def _countdown(self, surface: pygame.Surface, table: pygame.Rect, yard: Yard,
                   now: float) -> None:
        """3, 2, 1 while the roll animates, then GRAB! for a moment; BUILT! at the end."""
        playing = self.scene.flow.animator.current
        word = ""
        if yard.ended:
            word = "BUILT!"
        elif yard.snake:
            return
        elif playing is not None and isinstance(playing.event, JunkyardRolled):
            count = max(1, 3 - int(playing.progress * COUNTDOWN))
            word = str(count)
            self._opened = None
        elif not yard.grabs or self._opened is not None:
            key = yard.total * 1000 + len(yard.dice)
            if self._opened is None:
                self._opened = (key, now)
            if now - self._opened[1] < GRAB_FLASH:
                word = "GRAB!"
        if word:
            self._beep(word)
            big = text(word, 150, theme.ACCENT, bold=True)
            box = big.get_rect(center=table.center).inflate(90, 30)
            surface.blit(panel(box.size, alpha=200), box)
            surface.blit(big, big.get_rect(center=table.center))

    def _beep(self, word: str) -> None:
        """A beep as each number comes up and a go-sound with GRAB!."""
        if word == self._said or word == "BUILT!":
            return
        self._said = word
        play = getattr(getattr(self.scene, "app", None), "play", None)
        if play is not None and not self.scene.flow.animator.skipping:
            play("grab_go" if word == "GRAB!" else "countdown_beep")

    # -- the sidebar, header and bottom panel ------------------------------------------------
    def controls_of(self, seat: int) -> str:
        """What ``seat`` grabs with (an AI: its level)."""
        session = self.scene.session
        config = session.seats[seat]
        if config.is_ai:
            return f"AI {config.level}"
        device_of = getattr(self.scene.flow, "device_of", None)
        return device_label(device_of(seat) if device_of is not None else None)

    def ai_pace(self, yard: Yard) -> str:
        """How often each AI still building grabs (or the session's own words on its pace:
        the tutorial's robots wait for the player)."""
        from game.games.dicebot.ai.pace import setup_grab_delay

        session = self.scene.session
        own_words = getattr(session, "grab_pace_words", "")
        if own_words:
            return str(own_words)
        setup = session.setup
        if setup is None:
            return ""  # online: the server's AI seats keep their own pace
        paces = [f"{session.names[s]} every {setup_grab_delay(c.level, setup):.1f} s"
                 for s, c in enumerate(session.seats) if c.is_ai and not yard.full(s)]
        return ("AI grabs: " + ", ".join(paces)) if paces else ""

    def turn(self, yard: Yard) -> int | None:
        """Whose pick it is in the snake draft (None in real time)."""
        if not yard.snake or yard.ended:
            return None
        waiting = self.scene.session.waiting()
        return waiting[0][0] if waiting and waiting[0][1] == "grab" else None

    def _sidebar(self, surface: pygame.Surface, yard: Yard) -> dict[int, pygame.Rect]:
        area = self.scene.sidebar_area()
        surface.blit(panel(area.size, alpha=255), area)
        names = self.scene.session.names
        turn = self.turn(yard)
        sheets = sheet_rects(area, len(names))
        for seat, name in enumerate(names):
            draw_sheet(surface, sheets[seat], seat, yard, self.styles[seat % len(self.styles)],
                       name, self.controls_of(seat), turn == seat)
        bottom = max(rect.bottom for rect in sheets.values()) + 6
        log = pygame.Rect(area.x + 8, bottom, area.width - 16, area.bottom - bottom - 8)
        if log.height >= 60:
            self.scene.flow.log.draw(surface, log)
        return sheets

    def _header(self, surface: pygame.Surface, yard: Yard) -> None:
        surface.blit(panel((surface.get_width(), 44), alpha=255), (0, 0))
        surface.blit(text("Scavenge", 24, theme.ACCENT, bold=True), (14, 10))
        turn = self.turn(yard)
        if yard.ended:
            words = "Every robot is built. Battle!"
        elif self.current() is JunkyardRolled:
            words = "Get ready: grabbing opens after the countdown"
        elif turn is not None:
            words = f"Snake draft: {self.scene.session.names[turn]}'s pick"
        else:
            words = "Everybody grabs at once: one die at a time"
        tag_left = draw_key_tag(surface, self.scene.flow.keys)
        surface.blit(fit_text(words, 22, theme.TEXT, tag_left - 150 - 16), (150, 12))

    def _bottom(self, surface: pygame.Surface, yard: Yard) -> None:
        scene = self.scene
        area = scene.bottom_area()
        surface.blit(panel(area.size, alpha=255), area)
        lines = self._bottom_lines(yard)
        for row, (line, colour) in enumerate(lines[:4]):
            surface.blit(text(line, 20, colour), (area.x + 16, area.y + 14 + 28 * row))
        mouse = scene.mouse
        for button in scene.buttons:
            draw_button(surface, button, mouse is not None and button.rect.collidepoint(mouse))

    def _bottom_lines(self, yard: Yard) -> list[tuple[str, theme.Colour]]:
        """Who grabs with what, whose turn, and any refusal."""
        names = self.scene.session.names
        lines: list[tuple[str, theme.Colour]] = []
        turn = self.turn(yard)
        if turn is not None:
            lines.append((f"{names[turn]}'s pick: {self.controls_of(turn)}", theme.ACCENT))
            lines.append(("Everyone else waits for their turn.", theme.TEXT_DIM))
        else:
            lines.append(("Grab parts: the first six fill the body, the seventh is the head.",
                          theme.TEXT))
        wanted = self.hand_wants()
        if wanted:
            lines.append((f"Your cards cost: {wanted}", theme.ACCENT))
        if turn is None:
            humans = [s for s in self.scene.session.human_seats if not yard.full(s)]
            if humans:
                lines.append(("   ".join(f"{names[s]}: {self.controls_of(s)}"
                                         for s in humans[:3]), theme.TEXT_DIM))
            if len(humans) > 3:
                lines.append(("   ".join(f"{names[s]}: {self.controls_of(s)}"
                                         for s in humans[3:]), theme.TEXT_DIM))
            pace = self.ai_pace(yard)
            if pace:
                lines.append((pace, theme.TEXT_DIM))
        refused = next((p.refused for p in self.prompts() if p.refused), "")
        problem = refused or self.scene.flow.error
        if problem:
            lines = [*lines[:3], (problem, theme.DANGER)]
        return lines

    def hand_wants(self) -> str:
        """The parts the local player's cards cost, while one human plays at this screen
        (several humans keep their hands to themselves): "" otherwise."""
        from game.games.dicebot.ui.table.affordable import parts_wanted
        from game.games.dicebot.ui.table.layout import shown_hand

        return parts_wanted(shown_hand(self.scene))
