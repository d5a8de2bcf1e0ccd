"""Settings: sound, animation speed, UI scale, colours, fullscreen and key bindings.

Two columns: the general settings on the left, the keys on the right. The keys come in groups
chosen at the top of their column: the keys of every game, then each game's own (declared by
its UI package as ``KEY_ACTIONS``, game/ui/games/__init__.py). Every change applies at once
through ``App.apply_settings`` (which also stores it). A key is rebound by choosing its action
and pressing the new key; a key already in use is refused with a message naming both actions
as the player sees them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme
from game.ui.games import game_ui
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.settings import (
    ANIMATION_SPEEDS,
    KeyBindingError,
    action_label,
    all_actions,
    game_of,
    key_label,
    rebind_key,
    reset_key_bindings,
)
from game.ui.text import text, wrap
from game.ui.widgets import Button, Cycle, Form, Slider, Toggle, heading

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("Tab / Up Down", "move"), ("Left Right", "change"), ("Enter", "press / rebind"),
         ("Esc", "back")]
SCALES = (0.75, 1.0, 1.25, 1.5, 1.75, 2.0)
KEY_ROW = 34
EVERY_GAME = "Every game"
"""The group of keys shared by all games."""


def key_groups() -> list[tuple[str | None, str, list[str]]]:
    """(game or None, title, actions) for the shared keys and each game with its own."""
    groups: dict[str | None, list[str]] = {None: []}
    for action in all_actions():
        groups.setdefault(game_of(action), []).append(action)
    return [(game, EVERY_GAME if game is None else game_ui(game).TITLE, actions)
            for game, actions in groups.items()]


def _nearest(options: tuple[float, ...], value: float) -> int:
    return min(range(len(options)), key=lambda i: abs(options[i] - value))


class SettingsScene(Scene):
    """The settings form; changes apply and persist as they are made."""

    def __init__(self) -> None:
        self.form = Form()
        self.groups = key_groups()
        self.group = 0
        """Which key group the right column lists (``groups`` index)."""
        self.waiting_for: str | None = None
        self.message = ""
        self.message_bad = False

    @property
    def captures_keys(self) -> bool:
        """True while waiting for the key to bind (so F1 and Esc reach this scene)."""
        return self.waiting_for is not None

    def attach(self, app: App) -> None:
        """Build the widgets from the current settings."""
        super().attach(app)
        self._build()

    def _build(self) -> None:
        settings = self.app.settings
        focus = self.form.focus
        self.volume = Slider("Volume", settings.master_volume, self._set_volume,
                             "Loudness of every sound")
        self.mute = Toggle("Mute", settings.muted, lambda v: self._change(muted=v),
                           "Silence everything")
        self.speed = Cycle("Animation speed", [f"{s}x" for s in ANIMATION_SPEEDS],
                           ANIMATION_SPEEDS.index(settings.animation_speed),
                           lambda i: self._change(animation_speed=ANIMATION_SPEEDS[i]),
                           "How fast battle animations play (F cycles it in battle)")
        self.scale = Cycle("UI scale", [f"{round(s * 100)}%" for s in SCALES],
                           _nearest(SCALES, settings.ui_scale),
                           lambda i: self._change(ui_scale=SCALES[i]),
                           "Make everything bigger or smaller")
        self.palette = Toggle("Colour-blind palette", settings.colour_blind_palette,
                              lambda v: self._change(colour_blind_palette=v),
                              "Team colours chosen to stay apart for colour-blind eyes")
        self.frame_overlay = Toggle("Frame times", settings.show_frame_times,
                                    lambda v: self._change(show_frame_times=v),
                                    "Show how long each frame takes, and the slowest lately "
                                    f"(or press {key_label(settings.key_bindings['frame_times'])})")
        self.fullscreen = Toggle("Fullscreen", settings.fullscreen,
                                 lambda v: self._change(fullscreen=v), "Fill the whole screen")
        self.group_choice = Cycle("Keys for", [title for _, title, _ in self.groups], self.group,
                                  self.show_group, "Which game's keys are listed", 22)
        self.key_buttons = {action: Button(self._key_text(action),
                                           lambda a=action: self.start_rebind(a),
                                           f"Press Enter, then the new key for "
                                           f"{action_label(action)}", size=20)
                            for action in self.groups[self.group][2]}
        self.reset_keys = Button("Reset keys", self.reset_bindings, "Every action back on its "
                                 "default key", size=22)
        self.back_button = Button("Back", self.back, "Back (Esc)")
        self.form = Form([self.volume, self.mute, self.speed, self.scale, self.palette,
                          self.frame_overlay, self.fullscreen, self.group_choice,
                          *self.key_buttons.values(), self.reset_keys,
                          self.back_button], sound=self.app.play)
        self.form.focus = focus if focus is not None else 0
        self._layout()

    def _key_text(self, action: str) -> str:
        if action == self.waiting_for:
            return "press a key..."
        return key_label(self.app.settings.key_bindings[action])

    def _layout(self) -> None:
        width, height = self.app.screen.get_size()
        column = min(560, (width - 84) // 2)
        y = 104
        for widget in (self.volume, self.mute, self.speed, self.scale, self.palette,
                       self.frame_overlay, self.fullscreen):
            widget.rect = pygame.Rect(28, y, column, 48)
            y += 58
        self.back_button.rect = pygame.Rect(28, height - 50 - 52, 160, 46)
        x = 28 + column + 28
        self.keys_x = x
        self.group_choice.rect = pygame.Rect(x, 104, column, 40)
        y = 152
        # Rows tighten so every action and the Reset button (24 px at least) stay above the
        # message line beside Back, itself above the key-hint bar.
        message_top = height - 50 - 52 - 4
        pitch = min(KEY_ROW, (message_top - y - 28) // max(1, len(self.key_buttons)))
        key_width = min(150, column // 3)
        for button in self.key_buttons.values():
            button.rect = pygame.Rect(x + column - key_width, y, key_width, pitch - 4)
            y += pitch
        self.reset_keys.rect = pygame.Rect(x + column - key_width, y + 2, key_width,
                                           max(24, pitch - 4))
        self.label_size = max(14, min(24, pitch - 8))

    # -- changes --------------------------------------------------------------------------
    def _change(self, **values: Any) -> None:
        self.app.apply_settings(replace(self.app.settings, **values))
        self.message = ""
        if "ui_scale" in values or "fullscreen" in values:
            self._layout()

    def _set_volume(self, value: float) -> None:
        self._change(master_volume=value)
        self.app.play("ui_click")

    def show_group(self, index: int) -> None:
        """List the keys of group ``index`` (every game, or one game's own)."""
        self.group = index % len(self.groups)
        self.waiting_for = None
        self._build()
        self.form.focus_on(self.group_choice)

    def start_rebind(self, action: str) -> None:
        """Wait for the next key press and bind it to ``action`` (its group is shown)."""
        if action not in self.key_buttons:
            self.show_group(next(i for i, (_, _, actions) in enumerate(self.groups)
                                 if action in actions))
        self.waiting_for = action
        self.message, self.message_bad = f"Press the new key for {action_label(action)} " \
                                         "(Esc to keep the old one).", False
        self.key_buttons[action].label = self._key_text(action)

    def bind(self, key_name: str) -> bool:
        """Bind the waiting action to ``key_name``; False (with the reason shown) if refused."""
        action = self.waiting_for
        if action is None:
            return False
        self.waiting_for = None
        try:
            updated = rebind_key(self.app.settings, action, key_name)
        except KeyBindingError as error:
            self.message, self.message_bad = str(error), True
            self.app.play("ui_error")
            self.key_buttons[action].label = self._key_text(action)
            return False
        self.app.apply_settings(updated)
        self.message, self.message_bad = (f"{action_label(action)} is now on "
                                          f"{key_label(updated.key_bindings[action])}."), False
        self.app.play("ui_confirm")
        self.key_buttons[action].label = self._key_text(action)
        return True

    def reset_bindings(self) -> None:
        """Every key back to its default."""
        self.app.apply_settings(reset_key_bindings(self.app.settings))
        for action, button in self.key_buttons.items():
            button.label = self._key_text(action)
        self.message, self.message_bad = "Every key is back on its default.", False

    def back(self) -> None:
        """Close the settings."""
        self.app.pop()

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """While rebinding, the next key is the new binding; otherwise the form."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout()
            return
        if self.waiting_for is not None and event.type == pygame.KEYDOWN:
            self._capture(event)
            return
        if self.form.handle_event(event):
            return
        if self.app.wants_back(event):
            self.back()

    def _capture(self, event: pygame.event.Event) -> None:
        action = self.waiting_for
        if event.key == pygame.K_ESCAPE and action is not None:
            self.waiting_for = None
            self.message, self.message_bad = "Key unchanged.", False
            self.key_buttons[action].label = self._key_text(action)
            return
        self.bind(pygame.key.name(event.key))

    def update(self, dt: float) -> None:
        """Tooltip timing; switches follow settings changed by keys meant for the whole app
        (F9 flips the frame times while this screen is open)."""
        self.form.update()
        self.frame_overlay.value = self.app.settings.show_frame_times

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, both columns, the message line, hints."""
        surface.fill(theme.BACKGROUND)
        heading(surface, "Settings", "Changes apply at once and are saved")
        surface.blit(text("GAME", 22, theme.ACCENT, bold=True), (28, 84))
        surface.blit(text("KEYS", 22, theme.ACCENT, bold=True), (self.keys_x, 84))
        for action, button in self.key_buttons.items():
            colour = theme.ACCENT if action == self.waiting_for else theme.TEXT
            label = text(action_label(action), self.label_size, colour)
            surface.blit(label, label.get_rect(midleft=(self.keys_x, button.rect.centery)))
        self.form.draw(surface)
        note_of_scale = getattr(self.app, "scale_note", lambda: "")()
        if note_of_scale:
            rect = self.fullscreen.rect
            lines = wrap(note_of_scale, 20, rect.width)
            for index, line in enumerate(lines):
                surface.blit(text(line, 20, theme.ACCENT),
                             (rect.x, rect.bottom + 12 + index * 24))
        if self.message:
            self._draw_message(surface)
        hints = key_hint_bar(HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def message_rect(self) -> pygame.Rect:
        """Where the message goes: right of Back, up to the window's edge."""
        back = self.back_button.rect
        return pygame.Rect(back.right + 24, back.y - 4, self.app.screen.get_width() - 28
                           - back.right - 24, back.height + 8)

    def _draw_message(self, surface: pygame.Surface) -> None:
        area = self.message_rect()
        colour = theme.DANGER if self.message_bad else theme.TEXT_DIM
        size = 22
        lines = wrap(self.message, size, area.width)
        while len(lines) * (size + 2) > area.height and size > 14:
            size -= 2
            lines = wrap(self.message, size, area.width)
        top = area.centery - len(lines) * (size + 2) // 2
        for index, line in enumerate(lines):
            surface.blit(text(line, size, colour), (area.x, top + index * (size + 2)))
