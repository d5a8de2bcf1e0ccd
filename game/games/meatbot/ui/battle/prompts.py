"""What a local player is being asked, and the state of their answer before it is sent.

One prompt per request kind: ``PickPrompt`` (dice steppers, undo until Ready), ``AimPrompt``
(attack and grandstand dice: an action, then a target on the map, with an exact preview; in
aim_prompt.py),
``MovePrompt`` (reachable hexes, a clicked destination becomes a path) and ``ListPrompt``
(a few plain options: onco-round orders, Hyperheal, Nerve Lace timing). Prompts never submit
anything themselves; they hand the chosen choice to ``send``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import areas
from game.core.hexes import Hex
from game.core.match import Choice, IllegalChoice, Request
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules.choices import Eat, Pick, Step, Stop
from game.games.meatbot.ui.battle import keys
from game.games.meatbot.ui.battle.aim_prompt import AimPrompt
from game.games.meatbot.ui.battle.choices_ui import (
    describe,
)
from game.ui.battle.prompt import Prompt, Send

if TYPE_CHECKING:
    from game.games.meatbot.ui.battle.seen import KnownMatch

__all__ = ["AimPrompt", "ListPrompt", "MovePrompt", "PickPrompt", "Prompt", "prompt_for"]
DIE_ROLES = ("Move", "Defend", "Attack", "Grandstand")
DIE_SIDES = (4, 6, 10, 12)


class ListPrompt(Prompt):
    """A handful of options shown as buttons."""

    def options(self, names: tuple[str, ...]) -> list[tuple[str, Choice]]:
        """(label, choice) for every legal choice."""
        return [(describe(c, names, str), c) for c in self.request.legal_choices()]

    def key(self, scene: Any, event: Any, action: str | None) -> bool:
        """Digits, arrows, pages and Confirm walk and choose the options."""
        return keys.option_key(scene, event, action)

    def buttons(self, flow: Any, area: Any) -> list[Any]:
        """One button per option."""
        from game.games.meatbot.ui.battle import panels

        return panels.list_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """The question."""
        from game.games.meatbot.ui.battle import panels

        return panels.draw_list(surface, self, area)


class PickPrompt(Prompt):
    """Dice steppers within the request's limits, or eating; undo until Ready."""

    def __init__(self, request: Request, send: Send, live_bot: Any, match: KnownMatch) -> None:
        super().__init__(request, send)
        self.counts = [0, 0, 0, 0]
        self.history: list[list[int]] = []
        self.bot = live_bot
        self.move_base = mo.current_move(match.state, live_bot)
        self.match = match
        self.pointed: int | None = None
        """The other bot under the pointer, whose reach is shown instead of ours."""
        self._reaches: dict[tuple[int, int], Any] = {}
        self._hovered_at: tuple[Hex | None, int] | None = None

    @property
    def massacre(self) -> int:
        """The most dice this pick may hold."""
        return int(getattr(self.request, "massacre", 0))

    @property
    def left(self) -> int:
        """Massacre not yet spent."""
        return self.massacre - sum(self.counts)

    def limit(self, index: int) -> int:
        """The most dice of type ``index`` allowed."""
        return int(getattr(self.request, "limits", (0, 0, 0, 0))[index])

    def _legal(self, counts: list[int]) -> bool:
        try:
            self.request.validate(Pick(*counts))
        except IllegalChoice:
            return False
        return True

    def can_change(self, index: int, delta: int) -> bool:
        """True if adding (+1) or removing (-1) a die of type ``index`` stays legal."""
        trial = list(self.counts)
        trial[index] += delta
        return trial[index] >= 0 and self._legal(trial)

    def change(self, index: int, delta: int) -> bool:
        """Add or remove one die; False (and nothing changes) if that would break a limit."""
        if not self.can_change(index, delta):
            return False
        self.history.append(list(self.counts))
        self.counts[index] += delta
        return True

    def undo(self) -> None:
        """Take back the last change."""
        if self.history:
            self.counts = self.history.pop()

    def reset(self) -> None:
        """Back to no dice (undoable)."""
        if any(self.counts):
            self.history.append(list(self.counts))
            self.counts = [0, 0, 0, 0]

    def ready(self) -> None:
        """Send the pick."""
        self.send(Pick(*self.counts))

    def key(self, scene: Any, event: Any, action: str | None) -> bool:
        """1-4 add a die (Shift: take one away), Eat eats, Undo undoes, Confirm is Ready."""
        if keys.pick_key(self, event, action):
            return True
        number = keys.digit_of(event, action)
        if number is not None and number <= 4:
            self.change(number - 1, 1)
        elif action == "undo":
            self.undo()
        elif action == "confirm":
            self.ready()
        else:
            return False
        return True

    def state(self) -> tuple[object, ...]:
        """The counts, how much can be undone and whose reach is shown."""
        return (tuple(self.counts), len(self.history), self.reach_seat)

    def buttons(self, flow: Any, area: Any) -> list[Any]:
        """Dice steppers, Undo, Reset, Eat and Ready."""
        from game.games.meatbot.ui.battle import panels

        return panels.pick_panel_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """The dice being picked and what they buy."""
        from game.games.meatbot.ui.battle import panels

        return panels.draw_pick(surface, flow, self, area, styles)

    def look(self) -> tuple[object, ...]:
        """The counts drawn."""
        return self.state()

    def header(self, flow: Any) -> str:
        """The header's line: picking is secret."""
        return f"{flow.session.names[self.seat]}: pick your dice in secret."

    # -- the reach overlay (game/games/meatbot/rules/reach.py, from this seat's view only) -----
    @property
    def reach_seat(self) -> int:
        """Whose reach is shown: the bot under the pointer, else the picker's own."""
        return self.seat if self.pointed is None else self.pointed

    def hover(self, h: Hex | None) -> None:
        """Pointing at another bot in the fight shows its reach (looked up again only when
        the hex or the match changed: a mouse move within a hex costs nothing)."""
        moment = (h, len(self.match.events))
        if moment == self._hovered_at:
            return
        self._hovered_at = moment
        view = self.match.view_for(self.seat)
        self.pointed = next((b.seat for b in view.bots if b.hex == h and b.seat != self.seat
                             and b.standing and not b.ejected), None)

    def reach(self) -> Any:
        """The shown bot's ``Reach``: ours with the Move the d4s picked could give, an
        opponent's with the most Move everyone may know it has."""
        from game.games.meatbot.rules.reach import reach_of

        seat = self.reach_seat
        move = self.move_base + 4 * self.counts[0] if seat == self.seat else -1
        if (seat, move) not in self._reaches:
            view = self.match.view_for(self.seat)
            self._reaches[(seat, move)] = reach_of(self.match.state.arena, view, seat,
                                                   None if move < 0 else move)
        return self._reaches[(seat, move)]

    def threats(self) -> dict[int, tuple[str, ...]]:
        """The weapons of each opponent that reach our bot where everyone stands now."""
        from game.games.meatbot.rules.reach import threats_to

        if (-1, -1) not in self._reaches:
            self._reaches[(-1, -1)] = threats_to(self.match.state.arena,
                                                 self.match.view_for(self.seat), self.seat)
        return self._reaches[(-1, -1)]  # type: ignore[no-any-return]

    @property
    def explains_pointer(self) -> bool:
        """True while pointing at another bot: its reach is drawn (no map tooltip over it)."""
        return self.pointed is not None

    def marks_state(self) -> tuple[object, ...]:
        """The overlay changes with the bot shown and the d4s picked."""
        return (self.reach_seat, self.counts[0])

    def board_marks(self, painter: Any, surface: Any, proj: Any) -> None:
        """The reach overlay (drawn under the bots)."""
        from game.games.meatbot.ui.render.reach_overlay import draw_reach

        reach = self.reach()
        draw_reach(surface, proj, painter.stamps, reach, painter.styles[reach.seat].colour,
                   painter.scene.flow.board.bots, self.threats(), self.seat)

    def eat(self, uid: int) -> None:
        """Spend the round eating item ``uid``."""
        self.send(Eat(uid))

    @property
    def edible(self) -> tuple[int, ...]:
        """Items within reach that the bot may eat instead of picking."""
        return tuple(getattr(self.request, "edible", ()))

    def buys(self, index: int) -> str:
        """What the current count of die type ``index`` buys, in a few words."""
        n = self.counts[index]
        if index == 0:
            low, high = self.move_base + n, self.move_base + 4 * n
            return f"Move {low}" if n == 0 else f"Move {low}-{high}"
        if index == 1:
            base = self.bot.base_defend
            return f"Defend {base}" if n == 0 else f"Defend {base + 1}-{base + 6}"
        if index == 2:
            return "no attacks" if n == 0 else f"{n} attack{'s' if n > 1 else ''}"
        chance = 1 - (11 / 12) ** n
        return "no grandstand" if n == 0 else f"{round(chance * 100)}% chance of a 12"


class MovePrompt(Prompt):
    """A movement step: reachable hexes, a clicked destination becomes a planned path."""

    def __init__(self, request: Request, send: Send, match: KnownMatch) -> None:
        super().__init__(request, send)
        self.match = match
        self.destinations = match.state.destinations(self.seat)
        self.steps = {c.to for c in request.legal_choices() if isinstance(c, Step)}
        self.others = [c for c in request.legal_choices() if not isinstance(c, Step | Stop)]
        self.path: list[Hex] = []

    def hover(self, h: Hex | None) -> None:
        """Show the path to ``h`` if it can be reached."""
        self.path = list(self.destinations.get(h, [])) if h is not None else []

    def plan(self, h: Hex | None) -> list[Hex]:
        """The hexes to walk through to reach ``h`` (empty if it cannot be reached)."""
        if h is None or h not in self.destinations:
            return []
        path = list(self.destinations[h])
        return path[1:] if path and path[0] != h else []

    def walk(self, h: Hex | None) -> list[Choice]:
        """The answers that take the bot to ``h``: its steps, then Stop when that uses the
        last useful step (moves would be left, but every hex still in reach from there is
        no farther from the start: going on could only turn back)."""
        path = self.plan(h)
        if not path or h is None:
            return []
        walk: list[Choice] = [Step(hex_) for hex_ in path]
        left = int(getattr(self.request, "moves_left", 0)) - len(path)
        if left <= 0:
            return walk  # the core ends the move itself (or asks what only it can)
        state = self.match.state
        here = state.bots[self.seat].hex
        onward = areas.paths(state.arena, h, left, fx.occupied(state) - {here})
        farther = [x for x in onward if len(self.destinations.get(x, ())) > len(path) + 1]
        return walk if farther else [*walk, Stop()]

    def stop(self) -> None:
        """End movement here."""
        self.send(Stop())

    def state(self) -> tuple[object, ...]:
        """The length of the path shown."""
        return (len(self.path),)

    def buttons(self, flow: Any, area: Any) -> list[Any]:
        """Stop here, End turn and the other move choices."""
        from game.games.meatbot.ui.battle import panels

        return panels.move_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """Where the bot can go and how."""
        from game.games.meatbot.ui.battle import panels

        return panels.draw_move(surface, flow, self, area, styles)

    def look(self) -> tuple[object, ...]:
        """The path drawn."""
        return self.state()

    def header(self, flow: Any) -> str:
        """The header's line: whose move, with how many steps."""
        from game.games.meatbot.ui.battle.screen import move_header

        return move_header(flow, self.seat)

    def board_marks(self, painter: Any, surface: Any, proj: Any) -> None:
        """The reachable hexes."""
        from game.ui.render import overlays as ov

        here = painter.scene.flow.board.bots[self.seat].hex
        painter.stamps.fill(surface, proj, [h for h in self.destinations if h != here],
                            ov.REACH_COLOUR, 70)

    def pointer_marks(self, painter: Any, surface: Any, proj: Any) -> None:
        """The path to the pointed-at hex."""
        from game.ui.render import overlays as ov

        ov.path_line(surface, proj, self.path)

    @property
    def explains_pointer(self) -> bool:
        """True while a path is shown (the panel says where it goes)."""
        return bool(self.path)

    def key(self, scene: Any, event: Any, action: str | None) -> bool:
        """Arrows move the destination cursor, Confirm walks, Stop/End turn stops."""
        return keys.move_key(scene, self, event, action)

    def click_hex(self, scene: Any, h: Hex) -> bool:
        """Walk to a reachable ``h``."""
        walk = self.walk(h)
        if not walk:
            return False
        scene.flow.plan_walk(walk)
        return True


def prompt_for(request: Request, flow: Any) -> Prompt:
    """The prompt for one of Meatbot's request kinds (a plain list for the rest)."""
    from game.games.meatbot.ui.battle.seen import seen_match

    match = seen_match(flow.session, request.player)
    live = match.state.bots[request.player]
    if request.kind == "pick":
        return PickPrompt(request, flow.sender(request), live, match)
    if request.kind in ("attack", "grandstand"):
        from game.games.meatbot.ui.battle import privacy

        shared = privacy.in_the_open(flow, request)
        offered = privacy.open_options(match, request) if shared else None
        more = shared and len(offered or ()) < len(request.legal_choices())
        return AimPrompt(request, flow.sender(request), match, live.hex,
                         lambda seat: match.state.bots[seat].hex,
                         flow.memo.setdefault("aimed", {}),
                         privacy.carried_kinds(match, request.player, not shared),
                         offered, flow.answer_in_private if more else None)
    if request.kind == "move":
        return MovePrompt(request, flow.sender(request), match)
    if request.kind == "build":
        from game.games.meatbot.ui.battle.shop_prompt import ShopPrompt

        return ShopPrompt(request, flow.sender(request))
    if request.kind == "letgo":
        from game.games.meatbot.ui.battle.letgo_ui import LetGoPrompt

        return LetGoPrompt(request, flow.sender(request), match)
    return ListPrompt(request, flow.sender(request))
