"""What a New match form edits, and the small typed hook through which a game joins it.

Every game's New match screen is the one shared frame (game/ui/scenes/new_match.py): seats
(each a human or an AI of a level, a name and a colour), the arena, the game's options, Back
and Start, and the last set-up remembered per game. A game says only what differs, by
subclassing ``GameSetup``:

- ``options``: its options as ``Choice``, ``Number`` and ``Switch`` specs. The frame makes a
  widget for each, keeps its value in ``MatchSetup.options[key]``, remembers it and reads it
  back. Adding an option is one spec in that tuple and reading ``setup.options[key]`` in
  ``start``.
- ``presets``: buttons that set several options at once (Meatbot's beginner suggestions).
- ``visible`` / ``enabled`` / ``adjust``: options that show, grey out or change the seats and
  arena when another option changes.
- ``problems``, ``note``, ``start_label``, ``start``: what stops a start, the line of advice
  under the options, the Start button's words, and starting the match.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.ui.battle.seats import SeatConfig

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.battle.seats import SeatConfig

KINDS = ("human", "ai")
LEVELS = ("easy", "normal", "hard")
NAME_LENGTH = 14


@dataclass(frozen=True)
class Choice:
    """An option with a few named values (shown as a cycle)."""

    key: str
    label: str
    tip: str
    values: tuple[tuple[Any, str], ...]
    """(value kept in the set-up, its words on screen), in order."""
    default: Any

    def fits(self, value: object) -> bool:
        """True if ``value`` is one of the choices."""
        return any(value == v and type(value) is type(v) for v, _ in self.values)


@dataclass(frozen=True)
class Number:
    """A whole-number option between ``low`` and ``high`` (shown as a stepper)."""

    key: str
    label: str
    tip: str
    low: int
    high: int
    default: int

    def fits(self, value: object) -> bool:
        """True for a whole number in range."""
        return isinstance(value, int) and not isinstance(value, bool) and \
            self.low <= value <= self.high


@dataclass(frozen=True)
class Switch:
    """An on/off option (shown as a toggle)."""

    key: str
    label: str
    tip: str
    default: bool = False

    def fits(self, value: object) -> bool:
        """True for True or False."""
        return isinstance(value, bool)


OptionSpec = Choice | Number | Switch


@dataclass(frozen=True)
class Preset:
    """A button that sets several options at once."""

    label: str
    tip: str
    values: Mapping[str, Any]


@dataclass
class SeatChoice:
    """One seat as the form edits it: who plays (a human, or an AI of ``level``), the name and
    the colour (an index into the palette)."""

    name: str
    kind: str = "human"
    level: str = "normal"
    colour: int = 0

    @property
    def is_ai(self) -> bool:
        """True for a seat the computer plays."""
        return self.kind == "ai"


@dataclass
class MatchSetup:
    """The whole form: seats, the arena's file (None: none chosen) and the options by key."""

    seats: list[SeatChoice]
    arena: str | None = None
    options: dict[str, Any] = field(default_factory=dict)


class GameSetup:
    """A game's part of the New match frame (see the module's docstring). Subclass it."""

    game: str = ""
    """The game's ruleset name (the settings key of its remembered set-up)."""
    title: str = ""
    """The game's name, shown in the heading."""
    seat_bounds: tuple[int, int] = (2, 2)
    """The fewest and the most seats."""
    uses_arena: bool = True
    """False for a game played without a map (the frame shows ``side_panel`` instead)."""
    options: tuple[OptionSpec, ...] = ()
    presets: tuple[Preset, ...] = ()
    level_tip: str = "How well the computer plays this seat"
    muted_terrain: frozenset[str] = frozenset()
    """Terrain kinds the game ignores, drawn muted in the arena preview."""

    def default_options(self) -> dict[str, Any]:
        """Every option at its default."""
        return {spec.key: spec.default for spec in self.options}

    def default_humans(self) -> int:
        """How many of the default seats are humans (the rest are normal AIs)."""
        return 1

    def seat_range(self, setup: MatchSetup) -> tuple[int, int]:
        """The fewest and most seats the options allow now (default: ``seat_bounds``)."""
        return self.seat_bounds

    def arena_listed(self, entry: Any) -> bool:
        """True if the map ``entry`` belongs in this game's arena list (broken maps are
        always listed, so the player sees why they cannot be used)."""
        arena = entry.arena
        return arena is None or not arena.rulesets or self.game in arena.rulesets

    def arena_fits(self, entry: Any, seats: int) -> bool:
        """True if a loaded arena can hold ``seats`` players (else it is not listed)."""
        return True

    def preferred_arena(self, setup: MatchSetup) -> str:
        """A piece of the file name of the arena chosen when none is (or the chosen one left)."""
        return ""

    def visible(self, setup: MatchSetup, key: str) -> bool:
        """True if option ``key`` is shown now."""
        return True

    def enabled(self, setup: MatchSetup, key: str) -> bool:
        """True if option ``key`` may be changed now."""
        return True

    def adjust(self, setup: MatchSetup, key: str) -> bool:
        """Fit the rest of the set-up after option ``key`` changed (seats, arena); True if the
        seats or arena changed. Setting ``setup.arena`` to None picks ``preferred_arena``."""
        return False

    def problems(self, setup: MatchSetup, entry: Any) -> list[str]:
        """Why the match cannot start (beyond seats and arena, which the frame checks)."""
        return []

    def note(self, setup: MatchSetup) -> str:
        """A line of advice under the options (empty: none)."""
        return ""

    def side_panel(self, setup: MatchSetup) -> tuple[str, list[str]]:
        """For a game without arenas: the left panel's title and lines."""
        return "", []

    def start_label(self, setup: MatchSetup) -> tuple[str, str]:
        """The Start button's words and tooltip."""
        return "Start", "Start the match"

    def start(self, app: App, setup: MatchSetup) -> str:
        """Start the match from ``setup``; the reason on refusal, else ""."""
        raise NotImplementedError


def option_value(spec: OptionSpec, options: Mapping[str, Any]) -> Any:
    """The option's value in ``options`` if it fits, else its default."""
    value = options.get(spec.key, spec.default)
    return value if spec.fits(value) else spec.default



def seat_configs(setup: MatchSetup) -> list[SeatConfig]:
    """The seats as a match session wants them (names trimmed)."""
    return [SeatConfig(seat.name.strip(), "ai" if seat.is_ai else "human", seat.level,
                       seat.colour) for seat in setup.seats]
