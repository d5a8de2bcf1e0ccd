"""The attack and grandstand prompt: choose an action (weapon, move, grandstand), then its
target on the map, with the exact outcome previewed by the rules core before anything is sent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from game.core.hexes import Hex, distance
from game.core.match import Choice, Request
from game.games.meatbot.ui.battle import aim_default, keys
from game.games.meatbot.ui.battle.choices_ui import (
    Action,
    Slot,
    anchor,
    attack_slots,
    candidates,
    group_actions,
)
from game.games.meatbot.ui.battle.preview import Preview, as_known, known_meat, preview
from game.ui.battle.prompt import Prompt, Send

if TYPE_CHECKING:
    from game.games.meatbot.ui.battle.seen import KnownMatch

__all__ = ["AimPrompt", "current_die", "landing_groups"]


class AimPrompt(Prompt):
    """An attack or grandstand die: pick an action, point at the map, see the outcome.

    In front of other humans with secret builds, only the options everyone could foresee are
    offered (``offered``), with ``in_private`` for the rest.

    When several choices share the pointed-at hex they are offered as ``options``: groups of
    choices, one button each. A group of choices that differ only in where something lands
    (an Organ Peel's item drop, a BiRP) becomes the ``pool``: the player then points at the
    landing hex on the map.
    """

    def __init__(self, request: Request, send: Send, match: KnownMatch, origin: Hex,
                 where: Callable[[int], Hex], remembered: dict[int, str] | None = None,
                 carried: Mapping[str, int] | None = None,
                 offered: list[Choice] | None = None,
                 in_private: Callable[[], None] | None = None) -> None:
        super().__init__(request, send)
        self.in_private = in_private
        """Answer out of the others' sight (None: every option is offered here already)."""
        self.match = match
        self.shown_meat = known_meat(match, self.seat)
        """The Meat this seat sees on bots whose build it cannot read (a preview's
        collapses go by these, so an unused Extra Meat is not given away)."""
        self.origin = origin
        self.where = where
        self.actions = group_actions(request.legal_choices() if offered is None else offered)
        self.slots: list[Slot] = [(a.key, a.label, a) for a in self.actions]
        """The buttons in order (their number keys): an attack die lists every weapon the
        bot carries, those without a target now disabled, so numbers never shift."""
        if request.kind == "attack":
            if carried is None:
                carried = match.state.bots[request.player].kind_counts()
            self.slots = attack_slots(self.actions, carried)
        self.remembered = remembered if remembered is not None else {}
        """The last aimed action chosen, by seat (kept between dice)."""
        self.hovered: list[Choice] = []
        self.options: list[list[Choice]] = []
        self.pool: list[Choice] | None = None
        self._previews: dict[Choice, Preview] = {}
        self._ranked: dict[str, list[tuple[aim_default.Score, Hex]]] = {}
        self._hovered_at: tuple[object, ...] | None = None
        self.refusal = ""
        """Why the bot pointed at cannot be aimed at with the action ("" if it can)."""
        self.confirming: Choice | None = None
        """An aim that would hurt only the player's own bot, waiting to be confirmed."""
        self.action: Action | None = None
        self.aim: Hex | None = None
        """The hex Confirm fires at: the best aim against the other bots at first, then
        wherever the pointer or Tab last rested on an aimable hex."""
        self._take_action(self._first_action())

    @property
    def die(self) -> int:
        """The value of the die being spent (12 for a grandstand)."""
        return current_die(self.match, self.seat)

    def _first_action(self) -> Action | None:
        """The action offered first: the one last aimed if it can hurt another bot now,
        else the first that can, else the last aimed or the first aimed one."""
        aimed = [a for a in self.actions if a.aimed]
        last = self.remembered.get(self.seat)
        again = [a for a in aimed if a.key == last]
        hurting = [a for a in (*again, *aimed) if self._best_of(a) is not None
                   and self.ranked(a)[0][0][0] > 0]
        return (hurting or again or aimed or [None])[0]

    def _take_action(self, action: Action | None) -> None:
        """Make ``action`` the one being aimed, its best aim preselected."""
        self.action = action
        self.aim = self._best_of(action) if action is not None and action.aimed else None
        self.hovered = self._aimed_choices()

    def ranked(self, action: Action) -> list[tuple[aim_default.Score, Hex]]:
        """``action``'s aims that may be offered first, best first (computed once)."""
        if action.key not in self._ranked:
            foes = [self.where(b.seat) for b in self.match.state.bots
                    if b.seat != self.seat and b.active]
            targets = self._targets_of(action)
            self._ranked[action.key] = aim_default.ranked_aims(
                action, targets, self.origin, self.seat, foes, self.where, self.preview_of)
        return self._ranked[action.key]

    def _best_of(self, action: Action) -> Hex | None:
        return aim_default.best_aim(self.ranked(action)) if action.aimed else None

    def _aimed_choices(self) -> list[Choice]:
        """The choices at the preselected aim (what its preview shows)."""
        if self.action is None or not self.action.aimed or self.aim is None:
            return []
        return candidates(self.action, self.aim, self.origin, self.where)

    def tab_order(self, clockwise: list[Hex]) -> list[Hex]:
        """The aims in the order Tab walks them: best against the other bots first, those
        that would hurt the player's own bot last."""
        if self.pool is not None or self.action is None:
            return clockwise
        near = [h for h in clockwise if h != self.origin and distance(h, self.origin) <= 1]
        risky = [h for h in near if any(
            self.preview_of(c).damage.get(self.seat, 0) > 0
            for c in candidates(self.action, h, self.origin, self.where))]
        return aim_default.tab_order(clockwise, self.ranked(self.action), risky)

    def fire(self) -> None:
        """Confirm: fire at the aim (asking first if it would hurt only the player's bot)."""
        if self.pool is not None or not self.hovered:
            return  # nothing previewed (the pointer rests on a bot out of reach): no shot
        if self.aim is not None:
            self.click(self.aim)

    def choose_action(self, action: Action) -> None:
        """Select an action; one that needs no aiming and has one choice is sent at once."""
        self.back()
        if action.aimed:
            self._take_action(action)
            self.remembered[self.seat] = action.key
        elif len(action.choices) == 1:
            self.send(action.choices[0])
        else:
            self.action = action
            self.options = [[c] for c in action.choices]

    def back(self) -> None:
        """Close the options or the landing-hex stage."""
        self.hovered, self.options, self.pool = [], [], None
        self.refusal = ""
        self.confirming = None
        self.page = self.focus = 0
        self._hovered_at = None
        self.hovered = self._aimed_choices()

    def choose_group(self, group: list[Choice]) -> None:
        """An option was clicked: send it, or point at where it lands next."""
        if len(group) == 1:
            self._send_checked(group[0])
            return
        self.options, self.pool, self.hovered = [], list(group), []
        self._hovered_at = None

    def targets(self) -> list[Hex]:
        """Every hex the player can point at now."""
        if self.pool is not None:
            return sorted({c.to for c in self.pool})
        if self.action is None or not self.action.aimed:
            return []
        return self._targets_of(self.action)

    def _targets_of(self, action: Action) -> list[Hex]:
        found = {anchor(c, self.origin, self.where) for c in action.choices}
        return sorted(h for h in found if h is not None)

    def _send_checked(self, choice: Choice) -> None:
        """Send ``choice``; one that would hurt only the player's own bot is offered as a
        "fire anyway" option first and sent once that is chosen."""
        if choice != self.confirming and \
                aim_default.hurts_only_self(self.preview_of(choice), self.seat):
            self.options, self.pool, self.confirming = [[choice]], None, choice
            self.hovered = [choice]
            return
        self.confirming = None
        self.send(choice)

    def hover(self, h: Hex | None) -> None:
        """The mouse is over ``h``: narrow the choices to those it points at (an aimable hex
        becomes the aim; elsewhere the aim's preview stays up, unless ``h`` holds a bot
        this action cannot reach: then why is said instead)."""
        key = (self.action, self.pool is not None, h)
        if key == self._hovered_at:
            return
        self._hovered_at = key
        if self.pool is not None:
            self.hovered = [c for c in self.pool if c.to == h]
        elif self.action is None or not self.action.aimed:
            self.hovered = []
        else:
            pointed = candidates(self.action, h, self.origin, self.where) \
                if h is not None else []
            if pointed:
                self.aim = h
            self.hovered = pointed or self._aimed_choices()
        self.refusal = ""
        if self.action is not None and self.action.aimed and self.pool is None \
                and h is not None and h != self.aim:
            from game.games.meatbot.ui.battle.aim_reasons import why_not

            self.refusal = why_not(self.match.state, self.seat, self.action.key,
                                   self.action.label, h)
            if self.refusal:
                self.hovered = []

    def click(self, h: Hex | None) -> None:
        """Send the hovered choice, or offer them when several share the hex."""
        self.hover(h)
        if self.pool is None and (h is None or h != self.aim):
            return  # a hex the action cannot aim at: the preselected aim does not fire
        if len(self.hovered) == 1:
            self._send_checked(self.hovered[0])
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
        if number is not None and number == len(self.slots) + 1 and self.in_private:
            self.in_private()
            return True
        return False

    def click_hex(self, scene: Any, h: Hex) -> bool:
        """Aim at ``h``; True if that opened options or a landing stage (or chose)."""
        if not self.aiming:
            return False
        self.click(h)
        return bool(self.hovered or self.options or self.pool is not None)

    def cancel(self) -> bool:
        """Close a list of options or the landing stage (declining to hurt only your own
        bot puts the aim back on the best one)."""
        if self.options or self.pool is not None:
            declined = self.confirming is not None
            self.back()
            if declined and self.action is not None:
                self._take_action(self.action)
            return True
        return False

    def state(self) -> tuple[object, ...]:
        """Action, stage, page and focus: what the aim buttons show."""
        return (self.action.key if self.action is not None else None,
                tuple(map(tuple, self.options)), tuple(self.pool or ()), self.page,
                self.focus)

    def buttons(self, flow: Any, area: Any) -> list[Any]:
        """The die's actions, or the options on the pointed-at hex."""
        from game.games.meatbot.ui.battle.aim_panel import aim_buttons

        return aim_buttons(flow, self, area)

    def draw_panel(self, surface: Any, flow: Any, area: Any, styles: Any) -> list[Any]:
        """The order strip with this die lit."""
        from game.games.meatbot.ui.battle import panels

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
        """The exact outcome of what the pointer aims at, drawn on the board; for a bot out
        of sight, the line of sight up to the wall that blocks it."""
        painter.area_marks(surface, proj, self.current_preview)
        if self.refusal and self._hovered_at is not None:
            from game.games.meatbot.rules.reach import blocking_wall
            from game.games.meatbot.ui.render.reach_overlay import blocked_line

            pointed = self._hovered_at[-1]
            wall = blocking_wall(self.match.state.arena, self.origin, pointed) \
                if isinstance(pointed, Hex) else None
            if wall is not None:
                blocked_line(surface, proj.centre(self.origin), proj.centre(wall), proj.zoom)

    @property
    def explains_pointer(self) -> bool:
        """True while the panel's live line says what pointing here does (or why not)."""
        return bool(self.hovered or self.refusal)

    def preview_of(self, choice: Choice) -> Preview:
        """The exact outcome of ``choice`` (computed once)."""
        if choice not in self._previews:
            shot = preview(self.match, self.seat, choice)
            self._previews[choice] = as_known(shot, self.seat, self.shown_meat)
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


def current_die(match: KnownMatch, seat: int) -> int:
    """The value of ``seat``'s die waiting for a choice in the current allocation step."""
    state = match.state
    step = getattr(state, "step", None) or []
    chosen = getattr(state, "step_choices", {})
    for index, (owner, value) in enumerate(step):
        if owner == seat and index not in chosen:
            return int(value)
    return 0
