"""What one game is, as the shared code sees it: a typed, frozen ``GameSpec``.

Every game package (``game/games/<name>/__init__.py``) defines ``SPEC``; the registry
(``game.games``) lists the games by name and finds a spec by importing that package by
string. A spec names the game's parts by module path rather than holding them, so reading it
loads nothing heavy: the rules core, the screens (pygame) and the agents are imported only
when ``rules_module``, ``game_ui`` or ``agent_factory`` is called. Standard library only.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.game_ui import GameUI


def _frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game: its name (saves, replays and the network store only this), title, table
    sizes, and where its rules, screens and agents live."""

    name: str
    """The game's name: the key of ``GAMES``, stored in saves, replays and net messages."""
    title: str
    """The game's name as players read it (the rules core's ``TITLE``)."""
    players: tuple[int, int]
    """The fewest and most seats a match has (the rules core's ``PLAYERS``)."""
    rules: str
    """Module path of the rules core (satisfies ``game.core.ruleset.Ruleset``)."""
    ui: str
    """Module path of the game's screens: a package whose ``UI`` is a ``game.ui.game_ui.GameUI``
    (read by ``game_ui``)."""
    agents: Mapping[str, str] = field(default_factory=dict)
    """The game's own AI levels: level -> "module:factory" (a factory takes a seed)."""
    tuning: Mapping[str, Any] = field(default_factory=dict)
    """The generic AI's knobs for this game (``GENERIC_*`` names, game/ai/generic/budget.py)."""
    random_play: str = "random"
    """The level that stands for random legal play in the benchmark's figures: the uniform
    ``random`` unless the game names its own random agent, one that ends matches where a
    uniform draw never does (MetalKrushers' walks never meet)."""

    def __post_init__(self) -> None:
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"{self.name}: players must be (fewest, most), not {self.players}")
        object.__setattr__(self, "agents", _frozen(self.agents))
        object.__setattr__(self, "tuning", _frozen(self.tuning))

    def rules_module(self) -> Any:
        """The rules core module (imported on first use)."""
        return importlib.import_module(self.rules)

    def game_ui(self) -> GameUI:
        """The game's screens, its UI package's ``UI`` (imported on first use: it loads
        pygame); TypeError if that is not a ``GameUI``."""
        from game.ui.game_ui import GameUI  # the shell's class: pygame loads only now

        found = importlib.import_module(self.ui).UI
        if not isinstance(found, GameUI):
            raise TypeError(f"{self.ui}.UI must be a GameUI")
        return found

    def agent_factory(self, level: str) -> Callable[[int], Any]:
        """The factory ``seed -> agent`` of the game's own ``level`` (KeyError if none)."""
        module, _, name = self.agents[level].partition(":")
        made: Callable[[int], Any] = getattr(importlib.import_module(module), name)
        return made
