"""What a local player is being asked, and the state of their answer before it is sent.

One prompt per request kind: ``PickPrompt`` (dice steppers, undo until Ready), ``AimPrompt``
(attack and grandstand dice: an action, then a target on the map, with an exact preview),
``MovePrompt`` (reachable hexes, a clicked destination becomes a path) and ``ListPrompt``
(a few plain options: onco-round orders, Hyperheal, Nerve Lace timing). Prompts never submit
anything themselves; they hand the chosen choice to ``send``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import areas
from game.core.hexes import Hex
from game.core.match import Choice, IllegalChoice, Match, Request
from game.rulesets.meatbot import effects as fx
from game.rulesets.meatbot import movement as mo
from game.rulesets.meatbot.choices import Eat, Pick, Step, Stop
from game.ui.battle.prompt import Prompt, Send
from game.ui.games.meatbot.battle import keys
from game.ui.games.meatbot.battle.choices_ui import (
    Action,
    Slot,
    anchor,
    attack_slots,
    candidates,
    describe,
    group_actions,
)
from game.ui.games.meatbot.battle.preview import Preview, preview

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
        from game.ui.games.meatbot.battle import panels

        return panels.list_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """The question."""
        from game.ui.games.meatbot.battle import panels

        return panels.draw_list(surface, self, area)


class PickPrompt(Prompt):
    """Dice steppers within the request's limits, or eating; undo until Ready."""

    def __init__(self, request: Request, send: Send, live_bot: Any, match: Match) -> None:
        super().__init__(request, send)
        self.counts = [0, 0, 0, 0]
        self.history: list[list[int]] = []
        self.bot = live_bot
        self.move_base = mo.current_move(match.state, live_bot)

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
        """The counts and how much can be undone."""
        return (tuple(self.counts), len(self.history))

    def buttons(self, flow: Any, area: Any) -> list[Any]:
        """Dice steppers, Undo, Reset, Eat and Ready."""
        from game.ui.games.meatbot.battle import panels

        return panels.pick_panel_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """The dice being picked and what they buy."""
        from game.ui.games.meatbot.battle import panels

        return panels.draw_pick(surface, flow, self, area, styles)

    def look(self) -> tuple[object, ...]:
        """The counts drawn."""
        return self.state()

    def header(self, flow: Any) -> str:
        """The header's line: picking is secret."""
        return f"{flow.session.names[self.seat]}: pick your dice in secret."

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


class AimPrompt(Prompt):
    """An attack or grandstand die: pick an action, point at the map, see the outcome.

    When several choices share the pointed-at hex they are offered as ``options``: groups of
    choices, one button each. A group of choices that differ only in where something lands
    (an Organ Peel's item drop, a BiRP) becomes the ``pool``: the player then points at the
    landing hex on the map.
    """

    def __init__(self, request: Request, send: Send, match: Match, origin: Hex,
                 where: Callable[[int], Hex], remembered: dict[int, str] | None = None) -> None:
        super().__init__(request, send)
        self.match = match
        self.origin = origin
        self.where = where
        self.actions = group_actions(request.legal_choices())
        self.slots: list[Slot] = [(a.key, a.label, a) for a in self.actions]
        """The buttons in order (their number keys): an attack die lists every weapon the
        bot carries, those without a target now disabled, so numbers never shift."""
        if request.kind == "attack":
            carried = match.state.bots[request.player].kind_counts()
            self.slots = attack_slots(self.actions, carried)
        self.remembered = remembered if remembered is not None else {}
        """The last aimed action chosen, by seat (kept between dice)."""
        aimed = [a for a in self.actions if a.aimed]
        last = self.remembered.get(self.seat)
        again = [a for a in aimed if a.key == last]
        self.action: Action | None = (again or aimed or [None])[0]
        self.hovered: list[Choice] = []
        self.options: list[list[Choice]] = []
        self.pool: list[Choice] | None = None
        self._previews: dict[Choice, Preview] = {}
        self._hovered_at: tuple[object, ...] | None = None

    @property
    def die(self) -> int:
        """The value of the die being spent (12 for a grandstand)."""
        return current_die(self.match, self.seat)

    def choose_action(self, action: Action) -> None:
        """Select an action; one that needs no aiming and has one choice is sent at once."""
        self.back()
        if action.aimed:
            self.action = action
            self.remembered[self.seat] = action.key
        elif len(action.choices) == 1:
            self.send(action.choices[0])
        else:
            self.action = action
            self.options = [[c] for c in action.choices]

    def back(self) -> None:
        """Close the options or the landing-hex stage."""
        self.hovered, self.options, self.pool = [], [], None
        self.page = self.focus = 0
        self._hovered_at = None

    def choose_group(self, group: list[Choice]) -> None:
        """An option was clicked: send it, or point at where it lands next."""
        if len(group) == 1:
            self.send(group[0])
            return
        self.options, self.pool, self.hovered = [], list(group), []
        self._hovered_at = None

    def targets(self) -> list[Hex]:
        """Every hex the player can point at now."""
        if self.pool is not None:
            return sorted({c.to for c in self.pool})
        if self.action is None or not self.action.aimed:
            return []
        found = {anchor(c, self.origin, self.where) for c in self.action.choices}
        return sorted(h for h in found if h is not None)

    def hover(self, h: Hex | None) -> None:
        """The mouse is over ``h``: narrow the choices to those it points at."""
        key = (self.action, self.pool is not None, h)
        if key == self._hovered_at:
            return
        self._hovered_at = key
        if self.pool is not None:
            self.hovered = [c for c in self.pool if c.to == h]
        elif self.action is None or not self.action.aimed or h is None:
            self.hovered = []
        else:
            self.hovered = candidates(self.action, h, self.origin, self.where)

    def click(self, h: Hex | None) -> None:
        """Send the hovered choice, or offer them when several share the hex."""
        self.hover(h)
        if len(self.hovered) == 1:
            self.send(self.hovered[0])
        elif self.hovered:
            self.options = landing_groups(self.hovered)
            if len(self.options) == 1:
                self.choose_group(self.options[0])

    @property
    def aiming(self) -> bool:
        """True while the map is being pointed at (an aimed action or a landing hex)."""
        return self.pool is not None or (self.action is not None and self.action.aimed)

    def key(self, scene: Any, event: Any, action: str | None) -> bool:
        """Options first (digits, arrows, Confirm), then aiming keys, then 1-9 for actions."""
        if self.options:
            if keys.option_key(scene, event, action):
                return True
        elif self.aiming and keys.aim_key(scene, self, event, action):
            return True
        number = keys.digit_of(event, action)
        if number is not None and number <= len(self.slots):
            chosen = self.slots[number - 1][2]
            if chosen is not None:
                self.choose_action(chosen)
            return True
        return False

    def click_hex(self, scene: Any, h: Hex) -> bool:
        """Aim at ``h``; True if that opened options or a landing stage (or chose)."""
        if not self.aiming:
            return False
        self.click(h)
        return bool(self.hovered or self.options or self.pool is not None)

    def cancel(self) -> bool:
        """Close a list of options or the landing stage."""
        if self.options or self.pool is not None:
            self.back()
            return True
        return False

    def state(self) -> tuple[object, ...]:
        """Action, stage, page and focus: what the aim buttons show."""
        return (self.action.key if self.action is not None else None,
                tuple(map(tuple, self.options)), tuple(self.pool or ()), self.page,
                self.focus)

    def buttons(self, flow: Any, area: Any) -> list[Any]:
        """The die's actions, or the options on the pointed-at hex."""
        from game.ui.games.meatbot.battle import panels

        return panels.aim_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """The order strip with this die lit."""
        from game.ui.games.meatbot.battle import panels

        return panels.draw_aim(surface, flow, area, styles)

    def look(self) -> tuple[object, ...]:
        """The stage and the choice pointed at (its preview is drawn)."""
        return (*self.state(), self.hovered[0] if self.hovered else None)

    def marks_state(self) -> tuple[object, ...]:
        """The targets shown depend on the action and stage."""
        return self.state()

    def board_marks(self, painter: Any, surface: Any, proj: Any) -> None:
        """The hexes that can be aimed at (filled for a direction, outlined otherwise)."""
        from game.ui.render import overlays as ov

        targets = self.targets()
        if self.action is not None and self.action.by_direction:
            painter.stamps.fill(surface, proj, targets, ov.TARGET_COLOUR, 40)
        else:
            ov.outline(surface, proj, targets, ov.TARGET_COLOUR, 2)

    def pointer_marks(self, painter: Any, surface: Any, proj: Any) -> None:
        """The exact outcome of what the pointer aims at, drawn on the board."""
        painter.area_marks(surface, proj, self.current_preview)

    @property
    def explains_pointer(self) -> bool:
        """True while the panel's live line says what pointing here does."""
        return bool(self.hovered)

    def preview_of(self, choice: Choice) -> Preview:
        """The exact outcome of ``choice`` (computed once)."""
        if choice not in self._previews:
            self._previews[choice] = preview(self.match, self.seat, choice)
        return self._previews[choice]

    @property
    def current_preview(self) -> Preview | None:
        """The preview for what the mouse points at now, if anything."""
        return self.preview_of(self.hovered[0]) if self.hovered else None


def landing_groups(choices: list[Choice]) -> list[list[Choice]]:
    """Choices that differ only in their landing hex ``to`` grouped together (by item);
    anything else one per group."""
    if not all(getattr(c, "to", None) is not None for c in choices):
        return [[c] for c in choices]
    groups: dict[object, list[Choice]] = {}
    for choice in choices:
        groups.setdefault(getattr(choice, "item", None), []).append(choice)
    return list(groups.values())


class MovePrompt(Prompt):
    """A movement step: reachable hexes, a clicked destination becomes a planned path."""

    def __init__(self, request: Request, send: Send, match: Match) -> None:
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
        from game.ui.games.meatbot.battle import panels

        return panels.move_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """Where the bot can go and how."""
        from game.ui.games.meatbot.battle import panels

        return panels.draw_move(surface, flow, self, area, styles)

    def look(self) -> tuple[object, ...]:
        """The path drawn."""
        return self.state()

    def header(self, flow: Any) -> str:
        """The header's line: whose move, with how many steps."""
        from game.ui.games.meatbot.battle.screen import move_header

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
    match = flow.session.match
    live = match.state.bots[request.player]
    if request.kind == "pick":
        return PickPrompt(request, flow.sender(request), live, match)
    if request.kind in ("attack", "grandstand"):
        return AimPrompt(request, flow.sender(request), match, live.hex,
                         lambda seat: match.state.bots[seat].hex,
                         flow.memo.setdefault("aimed", {}))
    if request.kind == "move":
        return MovePrompt(request, flow.sender(request), match)
    if request.kind == "letgo":
        from game.ui.games.meatbot.battle.letgo_ui import LetGoPrompt

        return LetGoPrompt(request, flow.sender(request), match)
    return ListPrompt(request, flow.sender(request))


def current_die(match: Match, seat: int) -> int:
    """The value of ``seat``'s die waiting for a choice in the current allocation step."""
    state = match.state
    step = getattr(state, "step", None) or []
    chosen = getattr(state, "step_choices", {})
    for index, (owner, value) in enumerate(step):
        if owner == seat and index not in chosen:
            return int(value)
    return 0
