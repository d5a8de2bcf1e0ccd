"""Buying a bot in the match: the answer to a "build" request, in the bottom panel.

A seat left unbuilt in the set-up fills its Stomachs here before round 1 (the shop screen
of New match does the same before the match). Each devourable that still fits is a button
(its number key buys it, its tooltip says what it does); Undo and Clear take purchases back
until Ready sends the build. Under a Single Measure two more buttons set the jock's Massacre:
every point not spent on it is a Stomach, so it rises only as far as the bought ones allow.
Several humans buying at once are asked behind the hand-off, since the core marks the
request secret.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.core.match import Request
from game.games.meatbot.rules.bots import Item
from game.games.meatbot.rules.choices import Build
from game.games.meatbot.rules.devourables import DEVOURABLES
from game.games.meatbot.ui.battle import keys as battle_keys
from game.games.meatbot.ui.scenes.build import Shop, bot_numbers
from game.games.meatbot.ui.scenes.measure_flow import single_split
from game.ui import theme
from game.ui.battle.prompt import Prompt, Send
from game.ui.render.buttons import Button

SIDE = 150
"""The width of the Ready / Undo / Clear column at the panel's right."""
ADD_KEYS = (pygame.K_PLUS, pygame.K_KP_PLUS)
"""Keys that buy the devourable the arrow keys point at (Confirm is Ready, as when picking);
"+" typed as Shift and "=" counts too, a plain "=" stays the zoom key."""


class ShopPrompt(Prompt):
    """A build in the making within the request's budget; undo until Ready."""

    def __init__(self, request: Request, send: Send) -> None:
        super().__init__(request, send)
        self.points: int | None = getattr(request, "points", None)
        self.massacre = int(getattr(request, "massacre", 2))
        if self.points is not None:  # where the build screen starts too
            self.massacre = single_split(self.points)[0]
        self.shop = Shop(request.room(self.massacre))  # type: ignore[attr-defined]
        self.kinds = sorted(DEVOURABLES, key=lambda k: (DEVOURABLES[k].stomachs, k))

    def can_set_massacre(self, delta: int) -> bool:
        """Whether Massacre may move by ``delta`` (a Single Measure only; never below the
        Stomachs already filled)."""
        if self.points is None:
            return False
        massacre = self.massacre + delta
        allowed = self.request.massacres()  # type: ignore[attr-defined]
        return massacre in allowed and self.request.room(massacre) >= self.shop.used  # type: ignore[attr-defined]

    def set_massacre(self, delta: int) -> None:
        """Move Massacre by ``delta`` when allowed; the Stomachs budget follows."""
        if self.can_set_massacre(delta):
            self.massacre += delta
            self.shop.budget = self.request.room(self.massacre)  # type: ignore[attr-defined]

    def affordable(self) -> list[str]:
        """The devourables that still fit, cheapest first."""
        return [kind for kind in self.kinds if not self.shop.why_not_add(kind)]

    def buy(self, kind: str) -> None:
        """Add one ``kind`` if it fits."""
        self.shop.add(kind)

    def undo(self) -> None:
        """Take back the last purchase (or clear)."""
        self.shop.undo()

    def clear(self) -> None:
        """Empty the bot (undoable)."""
        self.shop.clear()

    def ready(self) -> None:
        """Send the build (with the Massacre chosen under a Single Measure)."""
        self.send(Build(self.shop.build(), None if self.points is None else self.massacre))

    def summary(self) -> str:
        """What is in the bot so far and the Stomachs it fills."""
        bought = ", ".join(self.shop.items) or "nothing yet"
        split = "" if self.points is None else f"Massacre {self.massacre}, "
        return f"In the bot: {bought} ({split}{self.shop.used} of {self.shop.budget} Stomachs)."

    def state(self) -> tuple[object, ...]:
        """The buttons follow the purchases and the Massacre."""
        return (self.page, self.focus, tuple(self.shop.items), self.massacre)

    def look(self) -> tuple[object, ...]:
        """The panel's words follow the purchases and the Massacre."""
        return (tuple(self.shop.items), self.massacre)

    # -- input ----------------------------------------------------------------------------------
    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Number keys (or + on the one the arrows point at) buy, Undo takes back, Confirm is
        Ready; pages and arrows as in any list of options."""
        if action in ("massacre_down", "massacre_up"):
            self.set_massacre(1 if action == "massacre_up" else -1)
        elif action == "undo":
            self.undo()
        elif action == "confirm":
            self.ready()
        elif event.key in ADD_KEYS or getattr(event, "unicode", "") == "+":
            options = [b for b in scene.buttons if b.kind == "option"]
            if options:
                options[min(self.focus, len(options) - 1)].action()
        else:
            return battle_keys.option_key(scene, event, action)
        scene._buttons_key = None
        return True

    # -- drawing --------------------------------------------------------------------------------
    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """A button per affordable devourable, then Ready, Undo and Clear."""
        from game.games.meatbot.ui.battle import panels

        options = [(f"{kind} ({DEVOURABLES[kind].stomachs})", lambda k=kind: self.buy(k),
                    f"{kind}, {DEVOURABLES[kind].stomachs} Stomachs: "
                    f"{DEVOURABLES[kind].summary} Click or press its number to buy it "
                    "(or + on the one the arrow keys point at).")
                   for kind in self.affordable()]
        room = pygame.Rect(area.x + 12, area.y + 62, area.width - SIDE - 36,
                           area.height - 70)
        found = panels.option_buttons(self, options, room, flow.keys, size=19)
        left = area.right - 12 - SIDE
        confirm, undo = flow.keys.label("confirm"), flow.keys.label("undo")
        half = (SIDE - 6) // 2
        found += [
            Button(pygame.Rect(left, area.bottom - 50, SIDE, 42), "Ready", self.ready,
                   f"Lock in this build ({confirm}). Nobody sees it while the others buy.",
                   primary=True, hotkey=confirm, size=28),
            Button(pygame.Rect(left, area.y + 8, half, 34), "Undo", self.undo,
                   f"Take back the last change ({undo}).", bool(self.shop.history)),
            Button(pygame.Rect(left + SIDE - half, area.y + 8, half, 34), "Clear", self.clear,
                   "Empty the bot (Undo brings it back).", bool(self.shop.items)),
        ]
        if self.points is not None:
            found += self._massacre_buttons(pygame.Rect(left, area.y + 50, SIDE, 34), flow.keys)
        return found

    def _massacre_buttons(self, rect: pygame.Rect, keys: Any) -> list[Button]:
        """Massacre - and + (a Single Measure: the points not spent on it buy Stomachs)."""
        half = (rect.width - 6) // 2
        tip = (f"Massacre {self.massacre}: the most dice a round. The {self.points} points pay "
               "for Massacre and Stomachs together.")
        down, up = keys.label("massacre_down"), keys.label("massacre_up")
        return [Button(pygame.Rect(rect.x, rect.y, half, rect.height), "M -",
                       lambda: self.set_massacre(-1), f"{tip} ({down})",
                       self.can_set_massacre(-1), hotkey=down),
                Button(pygame.Rect(rect.right - half, rect.y, half, rect.height), "M +",
                       lambda: self.set_massacre(1), f"{tip} ({up})",
                       self.can_set_massacre(1), hotkey=up)]

    def sheet_preview(self, live: Any, view: Any) -> tuple[Any, Any]:
        """The seat's bot and view as the data sheet should show them while buying: the
        devourables in the basket and the Massacre chosen so far."""
        bot = live.clone()
        bot.massacre = self.massacre
        bot.items = [Item(-1 - n, kind, DEVOURABLES[kind].ammo)
                     for n, kind in enumerate(self.shop.items)]
        bots = list(view.bots)
        bots[self.seat] = replace(bots[self.seat], massacre=self.massacre, build_hidden=False,
                                  devourables=tuple((i.uid, i.kind, i.ammo) for i in bot.items))
        return bot, replace(view, bots=tuple(bots))

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The question, then what is bought and the bot's numbers with it."""
        from game.games.meatbot.ui.battle.panels import fitted

        width = area.width - SIDE - 40
        surface.blit(fitted(self.summary(), 20, theme.TEXT, width), (area.x + 14, area.y + 10))
        numbers = "   ".join(f"{name} {value}" for name, value in bot_numbers(self.shop.items))
        surface.blit(fitted(numbers, 18, theme.TEXT_DIM, width), (area.x + 14, area.y + 36))
        return []

    def header(self, flow: Any) -> str:
        """The header's line."""
        return self.request.prompt
