"""Which key does what in battle: the player's bindings from the settings, plus fixed keys.

Every battle action (confirm, cancel, undo, panning, zooming, skipping, stopping a move,
eating, ...) goes through the settings' key bindings, so a rebound key works everywhere and
the old key stops working; a game's own actions (Meatbot's number keys for dice and weapons)
come through ``KeyMap(settings, game)``. A few keys stay fixed helpers because nothing can be
bound to their job: the digits in games that have not made them actions, the arrows (walk
the cursor, or pan when nothing is being chosen), Tab (step through aims or options),
PageUp/PageDown. A fixed key only does its job while the player has not bound it to an
action, so the two never clash; Tab is bound to skipping animations by default, which has
nothing to skip while a player is being asked, so it also keeps stepping through aims then.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.ui.settings import Settings, action_for_event, key_label

PAN_ACTIONS: dict[str, tuple[int, int]] = {
    "pan_left": (1, 0), "pan_right": (-1, 0), "pan_up": (0, 1), "pan_down": (0, -1)}
"""Which way the map slides (screen pixels per step) for each pan action."""
ARROW_PAN: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
"""The arrows pan too when no prompt uses them (a fixed secondary, not bindable)."""
SHARED_WITH_PROMPTS = (None, "skip_animation")
"""The actions a fixed key may carry and still do its fixed job inside a prompt."""


class KeyMap:
    """The battle's view of the key bindings: event -> action, action -> key label.

    ``game`` is the game on screen: its own actions (settings "game.action") are named here
    without the prefix ("eat"), and other games' actions are not seen at all."""

    def __init__(self, settings: Settings | None = None, game: str | None = None) -> None:
        self.settings = settings or Settings()
        self.game = game
        self._signed: Mapping[str, str] | None = None
        self._signature: tuple[tuple[str, str], ...] = ()

    def action(self, event: pygame.event.Event) -> str | None:
        """The bound action a KEYDOWN asks for (None for unbound keys and other events)."""
        found = action_for_event(self.settings, event, self.game)
        if found is not None and self.game is not None and found.startswith(self.game + "."):
            return found[len(self.game) + 1:]
        return found

    def label(self, action: str) -> str:
        """How the key bound to ``action`` is written on screen ("?" if it has none)."""
        bindings = self.settings.key_bindings
        key = bindings.get(f"{self.game}.{action}") or bindings.get(action)
        return key_label(key) if key else "?"

    @staticmethod
    def fixed_key_free(action: str | None) -> bool:
        """True if a fixed helper key carrying ``action`` may do its fixed job."""
        return action in SHARED_WITH_PROMPTS

    def signature(self) -> tuple[tuple[str, str], ...]:
        """Something that changes whenever a binding does (for cached panels). Worked out
        once per bindings dict: a change of bindings makes a new dict (``settings.rebind_key``),
        and panels ask every frame."""
        bindings = self.settings.key_bindings
        if self._signed is not bindings:
            self._signed, self._signature = bindings, tuple(sorted(bindings.items()))
        return self._signature
