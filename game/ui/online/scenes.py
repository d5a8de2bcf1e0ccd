"""The Online screen (Host or Join) and the Join screen."""

from __future__ import annotations

import asyncio
from typing import Any

import pygame

from game.ui import navigator, theme
from game.ui.online import memory
from game.ui.online.connect import Task, claim_a_seat, normalise, player_words
from game.ui.online.forms import column, draw_lines
from game.ui.online.host_scenes import HostSeatsScene
from game.ui.online.session import open_online
from game.ui.scenes.match_form import FORM_HINTS, MatchFormScene
from game.ui.text import text
from game.ui.widgets import Button, TextField, Widget, heading


class OnlineScene(MatchFormScene):
    """Play with people on other computers: host a match here, or join one."""

    hints = FORM_HINTS

    def build_widgets(self) -> list[Widget]:
        """Host, Join and Back."""
        self.host_button = Button("Host a match", self.host, "Set a match up here; others "
                                  "join it over the network", accent=True)
        self.join_button = Button("Join a match", self.join, "Join a match someone hosts")
        self.back_button = Button("Back", self.back)
        return [self.host_button, self.join_button, self.back_button]

    def layout(self) -> None:
        """Three buttons down the middle."""
        area = column(self.app.screen.get_size())
        for row, button in enumerate((self.host_button, self.join_button, self.back_button)):
            button.rect = pygame.Rect(area.x, area.y + 90 + row * 64, area.width, 50)

    def draw_page(self, surface: pygame.Surface) -> None:
        """The heading and a word on how it works."""
        heading(surface, "Online", "Play with friends on other computers")
        area = column(surface.get_size())
        draw_lines(surface, ["One player hosts: the match runs on their computer, and the "
                             "others join with its address and the room code."],
                   area.y, theme.TEXT_DIM)

    def host(self) -> None:
        """Set the match up with the New match screens; their Start opens the room."""
        def take(scene: Any) -> None:
            session = scene.session
            session.close()
            self.app.pop_to(OnlineScene)
            self.app.push(HostSeatsScene(session))

        navigator.take_next_battle(take)
        navigator.choose_game(self.app)

    def join(self) -> None:
        """The Join screen."""
        self.app.push(JoinScene())

    def update(self, dt: float) -> None:
        """Back on top (the New match screens were left): battles show again."""
        super().update(dt)
        if self.app.top is self:
            navigator.take_next_battle(None)


class JoinScene(MatchFormScene):
    """Type the host's address and the room code; Join takes a seat and opens the battle."""

    hints = FORM_HINTS

    def __init__(self) -> None:
        super().__init__()
        self.memory = memory.load()
        typed = self.memory.address.removeprefix("ws://")
        self.address = TextField(typed, lambda value: None, 60,
                                 "The host's address, as their Host screen shows it",
                                 "192.168.1.20:8765")
        self.code = TextField(self.memory.room, lambda value: None, 8,
                              "The room code the host's screen shows", "ROOM CODE")
        self.task: Task | None = None
        self.status = ""

    def build_widgets(self) -> list[Widget]:
        """Address, code, Join and Back."""
        self.join_button = Button("Join", self.join, accent=True)
        self.back_button = Button("Back", self.back)
        return [self.address, self.code, self.join_button, self.back_button]

    def attach(self, app: Any) -> None:
        """Take typed text while open."""
        super().attach(app)
        pygame.key.start_text_input()

    def layout(self) -> None:
        """The two fields, then the buttons."""
        area = column(self.app.screen.get_size())
        self.address.rect = pygame.Rect(area.x, area.y + 40, area.width, 46)
        self.code.rect = pygame.Rect(area.x, area.y + 130, area.width // 2, 46)
        half = (area.width - 16) // 2
        self.join_button.rect = pygame.Rect(area.x, area.y + 200, half, 50)
        self.back_button.rect = pygame.Rect(area.right - half, area.y + 200, half, 50)

    def draw_page(self, surface: pygame.Surface) -> None:
        """Labels and what is going on."""
        heading(surface, "Join a match", "Address and room code from the host's screen")
        area = column(surface.get_size())
        for y, label in ((area.y + 12, "Host's address"), (area.y + 102, "Room code")):
            surface.blit(text(label, 20, theme.TEXT_DIM), (area.x, y))
        if self.status:
            colour = theme.TEXT_DIM if self.task is not None else theme.DANGER
            draw_lines(surface, [self.status], area.y + 270, colour)

    def join(self) -> None:
        """Connect, take a seat (or this player's own again) and open the battle."""
        if self.task is not None:
            return
        try:
            address = normalise(self.address.value)
        except ValueError as error:
            self.status = str(error)
            return
        room = self.code.value.strip().upper()
        if not room:
            self.status = "Type the room code first."
            return
        kept = self.memory.tokens_for(address, room)

        def work() -> Any:
            tokens = kept or [asyncio.run(claim_a_seat(address, room))]
            self.memory.remember(address, room, tokens)
            return open_online(address, room, tokens)

        self.status = "Joining..."
        self._address = address
        self.task = Task(work)

    def update(self, dt: float) -> None:
        """Go into the battle once joined; say why not otherwise."""
        super().update(dt)
        task = self.task
        if task is None or not task.done:
            return
        self.task = None
        if task.error is not None:
            self.status = player_words(task.error, self._address)
            self.app.play("ui_error")
            return
        self.status = ""
        navigator.go_to_battle(self.app, navigator.battle_scene(task.result))
