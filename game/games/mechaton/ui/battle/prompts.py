"""Mechaton's prompts: one per request kind, answering from buttons, board clicks and keys.

``ChoicePrompt`` serves every request that is a list of options: choices tied to a hex
(placing, moving, naming a target or a cover) are answered by clicking the lit hex, the
others by buttons (number keys 1-9 press them). The dice assignment and the army builder
have prompts of their own (``assign.py``, ``builder.py``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexes import Hex, distance
from game.core.match import Choice, Request
from game.games.mechaton.rules import choices as mc
from game.games.mechaton.rules.terrain import band
from game.games.mechaton.ui.battle.suggest import Suggestion
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.render.buttons import Button
from game.ui.render.overlays import HexStamps
from game.ui.text import text

BUTTON_H, BUTTON_GAP = 36, 10
LIT = (255, 210, 90)
STAMPS = HexStamps()
BANDS = {"hth": "hand to hand", "direct": "direct fire", "artillery": "artillery"}
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}


def combat_order_note(view: Any) -> str:
    """Words for a go brought forward by combat order ("" for an ordinary go)."""
    go = getattr(view, "go", None)
    if go is None or len(go.stack) < 2:
        return ""
    waiting = ", ".join(view.mechs[uid].name for uid in go.stack[:-1])
    return f"  [combat order: {view.mechs[go.mech].name} goes now; {waiting} waits]"


def board_of(flow: Any) -> Any:
    """The shown board of a flow (None for a bare test flow)."""
    return getattr(flow, "board", None)


class ChoicePrompt(Prompt):
    """Answer a list request: hexes on the board, the rest as buttons."""

    def __init__(self, request: Request, send: Any, flow: Any) -> None:
        super().__init__(request, send)
        self.flow = flow
        self.hovered: Hex | None = None
        self.rocket = False
        self.chosen_mech: int | None = None
        self.choices = list(request.legal_choices())
        placing = [c.mech for c in self.choices if isinstance(c, mc.PlaceMech)]
        self.chosen_mech = placing[0] if placing else None
        self.suggestion = Suggestion(flow, request)
        self._default_shown = False

    @property
    def default(self) -> Choice | None:
        """The answer Enter gives, shown before it is sent (None: none, or not ready)."""
        return self.suggestion.get()

    def _show_default(self) -> None:
        """Once the default is ready: the mech it places and its rocket switch are set."""
        default = self.default
        if self._default_shown or default is None:
            return
        self._default_shown = True
        if isinstance(default, mc.PlaceMech):
            self.chosen_mech = default.mech
        if isinstance(default, mc.Target):
            self.rocket = default.rocket

    # -- what the choices are -----------------------------------------------------------------
    def view(self) -> Any:
        """The shown match view (None before a board exists)."""
        board = board_of(self.flow)
        return getattr(board, "view", None)

    def hex_of(self, choice: Choice) -> Hex | None:
        """The board hex a choice is answered by (None: a button)."""
        if isinstance(choice, mc.PlaceMech):
            return choice.at if choice.mech == self.chosen_mech else None
        if isinstance(choice, (mc.PlaceStation, mc.MoveTo, mc.ChooseCover)):
            return choice.at
        if isinstance(choice, (mc.Target, mc.SpotTarget)) and choice.mech is not None:
            if isinstance(choice, mc.Target) and choice.rocket != self.rocket:
                return None
            view = self.view()
            return view.mechs[choice.mech].hex if view is not None else None
        return None

    def hex_choices(self) -> dict[Hex, Choice]:
        """Lit hexes and the choice each answers."""
        found: dict[Hex, Choice] = {}
        for choice in self.choices:
            h = self.hex_of(choice)
            if h is not None:
                found.setdefault(h, choice)
        return found

    def button_choices(self) -> list[Choice]:
        """Choices answered by a button: those without a hex, and the hexes of a short
        list of targets too (so the keyboard can name them)."""
        few = len(self.choices) <= 8
        here = self._own_hex()
        return [c for c in self.choices
                if (self.hex_of(c) is None and not isinstance(c, mc.PlaceMech))
                or (isinstance(c, mc.MoveTo) and c.at == here)
                or (few and isinstance(c, (mc.Target, mc.SpotTarget, mc.ChooseCover)))]

    def _own_hex(self) -> Hex | None:
        view, uid = self.view(), getattr(self.request, "mech", -1)
        if view is None or not 0 <= uid < len(view.mechs):
            return None
        return view.mechs[uid].hex

    def label(self, choice: Choice) -> str:
        """A choice in a few words."""
        view = self.view()

        def name(uid: int | None) -> str:
            return view.mechs[uid].name if view is not None and uid is not None else str(uid)

        if isinstance(choice, mc.PickInitiative):
            return f"Go on {choice.value}"
        if isinstance(choice, mc.Target):
            return "No attack" if choice.mech is None else \
                f"Attack {name(choice.mech)}{' with a rocket' if choice.rocket else ''}"
        if isinstance(choice, mc.SpotTarget):
            return "Not spotting" if choice.mech is None else f"Spot {name(choice.mech)}"
        if isinstance(choice, mc.Order):
            return "Attack first" if choice.attack_first else "Move first"
        if isinstance(choice, mc.UseSpot):
            return self._spot_label(choice)
        if isinstance(choice, mc.LosePart):
            return f"Lose {choice.label or choice.part}"
        if isinstance(choice, mc.TickClock):
            return "Tick once more" if choice.tick else "Leave the clock"
        if isinstance(choice, mc.MoveTo):
            return self._move_label(choice.at)
        if isinstance(choice, mc.PlaceMech):
            return f"Place {self._name(choice.mech)} on the ringed hex"
        if isinstance(choice, mc.PlaceStation):
            return "Place it on the ringed hex"
        if isinstance(choice, mc.ChooseCover):
            return f"Cover at {choice.at.q},{choice.at.r}"
        return type(choice).__name__

    def _move_label(self, at: Hex) -> str:
        here = self._own_hex()
        if here is None or at == here:
            return "Stay put"
        steps = distance(here, at)
        return f"Move {steps} {'hex' if steps == 1 else 'hexes'} (to the ringed hex)"

    def default_words(self) -> str:
        """What Enter does now ("" without a default)."""
        if self.default is None:
            return ""
        return f"Enter: {self.label(self.default)}"

    def _spot_label(self, choice: Any) -> str:
        view = self.view()
        attack = getattr(view, "attack", None)
        if choice.spot is None:
            diff = attack.attack - attack.defence if attack is not None else "?"
            return f"Roll the difference ({diff})"
        spots = view.mechs[attack.victim].spots if attack is not None else ()
        number = spots[choice.spot] if choice.spot < len(spots) else "?"
        return f"Roll spot die ({number})"

    def header(self, flow: Any) -> str:
        """The question, and whose half-go is running under combat order."""
        return self.request.prompt + combat_order_note(self.view())

    # -- input --------------------------------------------------------------------------------
    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Number keys press the option buttons; R toggles a rocket."""
        if event.type != pygame.KEYDOWN:
            return False
        if action == "confirm" or event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            default = self.suggestion.wait() if self.suggestion.pending else self.default
            if default is not None:
                self.send(default)
            return default is not None
        options = self.button_choices()
        index = NUMBER_KEYS.get(event.key)
        if index is not None and index < len(options):
            self.send(options[index])
            return True
        if event.key == pygame.K_r and self.has_rockets():
            self.rocket = not self.rocket
            return True
        return False

    def hover(self, h: Hex | None) -> None:
        """Remember the hex under the pointer (for the range and cover line)."""
        self.hovered = h

    def click_hex(self, scene: Any, h: Hex) -> bool:
        """A lit hex answers."""
        choice = self.hex_choices().get(h)
        if choice is not None:
            self.send(choice)
            return True
        return False

    def has_rockets(self) -> bool:
        """True if any choice fires a 1-shot rocket."""
        return any(isinstance(c, mc.Target) and c.rocket for c in self.choices)

    def unplaced(self) -> list[int]:
        """Mechs that may be placed now (deployment)."""
        return sorted({c.mech for c in self.choices if isinstance(c, mc.PlaceMech)})

    def state(self) -> tuple[object, ...]:
        """Buttons change with the rocket switch, the mech being placed and the default
        arriving (called every update: a default that arrived is shown here)."""
        self._show_default()
        return (self.page, self.rocket, self.chosen_mech, self.default)

    def marks_state(self) -> tuple[object, ...]:
        """The lit hexes and rings change with the rocket switch, the mech being placed and
        the default (the line of fire follows the pointer: ``pointer_marks``)."""
        return (self.rocket, self.chosen_mech, self.default)

    def look(self) -> tuple[object, ...]:
        """The panel's hint changes with the marks, and with the pointed-at hex while a
        target or a mech to spot is chosen (its range and cover)."""
        aiming = self.request.kind in ("target", "spot")
        return (*self.marks_state(), self.hovered if aiming else None)

    # -- drawing ------------------------------------------------------------------------------
    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """Option buttons (numbered), the rocket switch and the mech to place."""
        made: list[Button] = []
        x, y = area.x + 14, area.y + 58
        specs: list[tuple[str, Any, bool]] = []
        for mech in self.unplaced():
            specs.append((f"Place {self._name(mech)}", lambda m=mech: self._choose(m),
                          mech == self.chosen_mech))
        if self.has_rockets():
            specs.append((f"Rocket: {'on' if self.rocket else 'off'} (R)", self._flip, self.rocket))
        shown = self.button_choices()
        if self.default is not None and self.default not in shown:
            specs.append((self.default_words(), lambda: self.send(self.default), True))
        for index, choice in enumerate(shown):
            label = f"{index + 1}  {self.label(choice)}" if index < 9 else self.label(choice)
            default = choice == self.default
            specs.append((f"{label} (Enter)" if default else label,
                          lambda c=choice: self.send(c), default))
        for label, action, selected in specs:
            width = min(area.width - 28, max(120, text(label, 20, theme.TEXT).get_width() + 28))
            if x + width > area.right - 14:
                x, y = area.x + 14, y + BUTTON_H + 6
            if y + BUTTON_H > area.bottom - 4:
                break
            made.append(Button(pygame.Rect(x, y, width, BUTTON_H), label, action, size=20,
                               selected=selected, kind="option"))
            x += width + BUTTON_GAP
        return made

    def _name(self, uid: int) -> str:
        view = self.view()
        return view.mechs[uid].name if view is not None else f"mech {uid}"

    def _choose(self, uid: int) -> None:
        self.chosen_mech = uid

    def _flip(self) -> None:
        self.rocket = not self.rocket

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The question and what pointing at the board means."""
        surface.blit(text(self.request.prompt, 20, theme.TEXT, bold=True),
                     (area.x + 14, area.y + 8))
        surface.blit(text(self.hint(), 18, theme.TEXT_DIM), (area.x + 14, area.y + 32))
        return []

    def hint(self) -> str:
        """What to do, and what the hovered hex means."""
        lit = self.hex_choices()
        info = self.range_info()
        if info:
            return info
        first = f"{self.default_words()}; or " if self.default is not None else ""
        if lit:
            return first + ("click a lit hex" if first else "Click a lit hex") + (
                ", or press a button (1-9)." if self.button_choices() else ".")
        return first + ("press" if first else "Press") + " a button (or its number key)."

    def range_info(self) -> str:
        """Range band, distance and cover to the hovered mech (target and spot)."""
        view, h = self.view(), self.hovered
        mech = getattr(self.request, "mech", -1)
        if view is None or h is None or mech < 0 or self.request.kind not in ("target", "spot"):
            return ""
        me = view.mechs[mech].hex
        if me is None or h == me:
            return ""
        covers = cover_hexes(view, self.flow, h, me)
        state = f"in cover ({len(covers)})" if covers else "exposed"
        return (f"{distance(me, h)} hexes: {BANDS[band(me, h, _direct(self.flow))]}, "
                f"target {state} from here")

    def board_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """The hexes that answer, lit; the mech being asked about, ringed."""
        STAMPS.fill(surface, proj, self.hex_choices(), LIT, 60)
        preset = self.default.at if isinstance(self.default, mc.PlaceMech) else \
            self.hex_of(self.default) if self.default is not None else None
        if preset is not None:
            centre = proj.centre(preset)
            pygame.draw.circle(surface, (0, 0, 0), centre, 30 * proj.zoom + 2, 6)
            pygame.draw.circle(surface, (255, 255, 255), centre, 30 * proj.zoom, 4)
        view, uid = self.view(), getattr(self.request, "mech", -1)
        if view is not None and 0 <= uid < len(view.mechs) and view.mechs[uid].hex:
            centre = proj.centre(view.mechs[uid].hex)
            pygame.draw.circle(surface, (0, 0, 0), centre, 40 * proj.zoom + 2, 5)
            pygame.draw.circle(surface, LIT, centre, 40 * proj.zoom, 3)

    def pointer_marks(self, painter: Any, surface: pygame.Surface, proj: Any) -> None:
        """From the acting mech to the pointer: the line of fire and the cover it meets."""
        view, h = self.view(), self.hovered
        mech = getattr(self.request, "mech", -1)
        if view is None or h is None or mech < 0 or self.request.kind not in ("target", "spot"):
            return
        me = view.mechs[mech].hex
        if me is None or h == me:
            return
        draw_fire_line(surface, proj, me, h, cover_hexes(view, self.flow, h, me))

    @property
    def explains_pointer(self) -> bool:
        """The panel says what the pointer means."""
        return True


def _direct(flow: Any) -> int:
    state = getattr(getattr(getattr(flow, "session", None), "match", None), "state", None)
    return getattr(getattr(state, "options", None), "direct_range", 10)


def cover_hexes(view: Any, flow: Any, victim: Hex, attacker: Hex) -> tuple[Hex, ...]:
    """The cover in front of ``victim`` seen from ``attacker`` (the core's ``covers_on``)."""
    from game.games.mechaton.rules.terrain import covers_on

    arena = getattr(getattr(flow, "session", None), "arena", None)
    if arena is None:
        return ()
    occupied = {m.hex for m in view.mechs if m.hex is not None}
    return covers_on(arena, dict(view.bricks), occupied, victim, attacker)


def draw_fire_line(surface: pygame.Surface, proj: Any, a: Hex, b: Hex,
                   covers: tuple[Hex, ...]) -> None:
    """A dashed line of fire from ``a`` to ``b``; cover hexes ringed, the line amber when
    the target is in cover and red when it is exposed."""
    colour = (255, 176, 48) if covers else (235, 84, 72)
    start, end = proj.centre(a), proj.centre(b)
    pygame.draw.line(surface, (0, 0, 0), start, end, 6)
    pygame.draw.line(surface, colour, start, end, 3)
    for h in covers:
        centre = proj.centre(h)
        pygame.draw.circle(surface, (0, 0, 0), centre, 22 * proj.zoom + 2, 5)
        pygame.draw.circle(surface, (255, 176, 48), centre, 22 * proj.zoom, 3)
        pygame.draw.line(surface, (255, 176, 48), centre, end, 2)
