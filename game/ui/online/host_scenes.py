"""Hosting: who plays each seat (here, or a player joining), the port, then the lobby with
the address, the room code and who has come."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.net.host import host_in_process
from game.net.maps import USER_MAP, portable_map_text
from game.paths import maps_dir
from game.ui import navigator, storage, theme
from game.ui.games import game_ui
from game.ui.online import memory
from game.ui.online.connect import Task, local_addresses, player_words
from game.ui.online.forms import column, draw_lines
from game.ui.online.session import open_online
from game.ui.scenes.match_form import FORM_HINTS, MatchFormScene
from game.ui.text import text
from game.ui.widgets import Button, Cycle, TextField, Widget, heading

PLACES = ("Played here", "A player joining")
HOSTED: list[Any] = []
"""The server this game hosts (one at a time; a new room stops the old server)."""


def room_request(session: Any, joining: set[int]) -> tuple[str, dict[str, Any],
                                                          list[dict[str, Any]], str | None]:
    """What the server needs to open the room of a match the New match form set up here:
    the game, its set-up (a map of the player's own sent along), and each seat's kind."""
    match = session.match  # a local match made by the form, never played: only its set-up
    setup = dict(match.setup)
    user_map = None
    arena = setup.get("arena")
    if isinstance(arena, dict) and isinstance(arena.get("path"), str):
        name = Path(arena["path"]).name
        if (maps_dir() / name).is_file() and "/" not in arena["path"].removeprefix("maps/"):
            setup["arena"] = {"path": name}
        else:
            user_map = portable_map_text(Path(arena["path"]))
            setup["arena"] = {"path": USER_MAP}
    seats = [{"kind": "ai", "level": seat.level} if seat.is_ai else
             {"kind": "open" if index in joining else "host"}
             for index, seat in enumerate(session.seats)]
    return match.ruleset, setup, seats, user_map


class HostSeatsScene(MatchFormScene):
    """For each human seat: played at this computer, or by a player who joins; the port."""

    hints = FORM_HINTS

    def __init__(self, session: Any) -> None:
        super().__init__()
        self.session = session
        humans = [i for i, seat in enumerate(session.seats) if not seat.is_ai]
        self.joining = set(humans[1:])
        self.port = TextField("8765", lambda value: None, 5, "The network port players "
                              "join on (open it in your firewall or router)")
        self.task: Task | None = None
        self.status = ""

    def build_widgets(self) -> list[Widget]:
        """A place cycle per human seat, the port, Open and Back."""
        self.places: dict[int, Cycle] = {}
        for index, seat in enumerate(self.session.seats):
            if not seat.is_ai:
                self.places[index] = Cycle(seat.name, PLACES, int(index in self.joining),
                                           lambda value, i=index: self._place(i, value))
        self.open_button = Button("Open the room", self.open_room, accent=True)
        self.back_button = Button("Back", self.back)
        return [*self.places.values(), self.port, self.open_button, self.back_button]

    def _place(self, seat: int, value: int) -> None:
        if value:
            self.joining.add(seat)
        else:
            self.joining.discard(seat)

    def layout(self) -> None:
        """Seat rows, the port, the buttons."""
        area = column(self.app.screen.get_size())
        y = area.y + 10
        for cycle in self.places.values():
            cycle.rect = pygame.Rect(area.x, y, area.width, 40)
            y += 46
        self.port.rect = pygame.Rect(area.x + area.width - 160, y + 10, 160, 44)
        self._port_y = y + 20
        half = (area.width - 16) // 2
        self.open_button.rect = pygame.Rect(area.x, y + 76, half, 50)
        self.back_button.rect = pygame.Rect(area.right - half, y + 76, half, 50)

    def draw_page(self, surface: pygame.Surface) -> None:
        """Heading, AI seats, the port's label and what is going on."""
        heading(surface, "Host a match", "Who plays each seat")
        area = column(surface.get_size())
        surface.blit(text("Port", 22, theme.TEXT), (area.x, self._port_y))
        ai = [f"{seat.name}: AI ({seat.level})" for seat in self.session.seats if seat.is_ai]
        lines = ([", ".join(ai)] if ai else []) + ([self.status] if self.status else [])
        draw_lines(surface, lines, self.open_button.rect.bottom + 20,
                   theme.DANGER if self.status and self.task is None else theme.TEXT_DIM)

    def open_room(self) -> None:
        """Start the server here, open the room and go to the lobby."""
        if self.task is not None:
            return
        if not self.port.value.isdigit() or not 0 < int(self.port.value) < 65536:
            self.status = "The port is a number from 1 to 65535 (8765 unless you chose one)."
            return
        if not set(self.places) - self.joining:
            self.status = "At least one seat is played here (you)."
            return
        port, request = int(self.port.value), room_request(self.session, self.joining)

        def work() -> Any:
            for old in HOSTED:
                old.stop()
            HOSTED.clear()
            ruleset, setup, seats, user_map = request
            folder = storage.user_data_dir() / "online"
            folder.mkdir(parents=True, exist_ok=True)
            hosted = host_in_process(ruleset, setup, seats, folder / "hosted.sqlite3", port,
                                     user_map=user_map)
            HOSTED.append(hosted)
            return hosted, open_online(hosted.address, hosted.room, list(hosted.tokens.values()))

        self.status = "Opening the room..."
        self.task = Task(work)

    def update(self, dt: float) -> None:
        """To the lobby once the room is open."""
        super().update(dt)
        task = self.task
        if task is None or not task.done:
            return
        self.task = None
        if task.error is not None:
            error = task.error
            self.status = ("That port is in use here: choose another."
                           if isinstance(error, OSError) and error.errno in (98, 48, 10048)
                           else player_words(error))
            self.app.play("ui_error")
            return
        hosted, session = task.result

        memory.load().remember(hosted.address, hosted.room, list(hosted.tokens.values()))
        self.app.replace(LobbyScene(hosted, session))  # in place of this form, on Online


class LobbyScene(MatchFormScene):
    """The room is open: its address and code for the others, and who has come."""

    hints = FORM_HINTS

    def __init__(self, hosted: Any, session: Any) -> None:
        super().__init__()
        self.hosted = hosted
        self.session = session
        self.addresses = local_addresses(int(hosted.address.rsplit(":", 1)[1]))

    def build_widgets(self) -> list[Widget]:
        """Start and Close."""
        self.start_button = Button("Start", self.start, "Go to the match (it waits for "
                                   "whoever has not come yet)", accent=True)
        self.back_button = Button("Close the room", self.back)
        return [self.start_button, self.back_button]

    def layout(self) -> None:
        """The buttons at the foot."""
        width, height = self.app.screen.get_size()
        area = column((width, height))
        half = (area.width - 16) // 2
        self.start_button.rect = pygame.Rect(area.x, height - 110, half, 50)
        self.back_button.rect = pygame.Rect(area.right - half, height - 110, half, 50)

    def seat_lines(self) -> list[tuple[str, Any]]:
        """One line per seat: who plays it and whether they are here."""
        session = self.session
        out = []
        for seat, (name, kind) in enumerate(zip(session.names, session.seat_kinds,
                                                strict=False)):
            if kind == "ai":
                out.append((f"{name}: AI", theme.TEXT_DIM))
            elif seat in session.human_seats:
                out.append((f"{name}: played here", theme.TEXT))
            elif seat in session.missing:
                out.append((f"{name}: waiting for a player to join", theme.ACCENT))
            else:
                out.append((f"{name}: joined", theme.STATION))
        return out

    def update(self, dt: float) -> None:
        """Hear who came."""
        super().update(dt)
        self.session.poll()

    def draw_page(self, surface: pygame.Surface) -> None:
        """Code, addresses, seats."""
        arena = getattr(self.session.arena, "name", "")
        heading(surface, "Room open",
                " on ".join(w for w in (game_ui(self.session.ruleset).TITLE, arena) if w))
        area = column(surface.get_size())
        code = text(self.hosted.room, 56, theme.ACCENT, bold=True)
        surface.blit(text("Room code", 20, theme.TEXT_DIM), (area.x, area.y - 30))
        surface.blit(code, (area.x, area.y - 6))
        y = area.y + 70
        y = draw_lines(surface, ["Others join with one of these addresses:", *self.addresses],
                       y, theme.TEXT, 20) + 14
        for line, colour in self.seat_lines():
            surface.blit(text(line, 22, colour), (area.x, y))
            y += 30

    def start(self) -> None:
        """The battle on the room's match."""
        navigator.go_to_battle(self.app, navigator.battle_scene(self.session))

    def back(self) -> None:
        """Close the room: stop the server and go back."""
        self.session.close()
        for hosted in HOSTED:
            hosted.stop()
        HOSTED.clear()
        self.app.pop()
