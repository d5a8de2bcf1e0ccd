"""The seam between the engine and a game: what every ruleset module provides.

Hexbrawl plays several tabletop games on one engine. Everything shared (the match driver,
replays, the AI's generic search, the UI shell, the tools) talks to a game only through this
protocol; a game is added by writing its package (game/games/<name>) and naming it in
``game.games.GAMES``.

A ruleset is a *module* (``game/games/<name>/rules/__init__.py``) exposing the names below —
modules satisfy the ``Ruleset`` protocol structurally, so there is no registration code and no
base class to inherit. The state it creates follows ``RulesetState`` (game/core/match.py).

Requests carry two flags the shell and the driver rely on (``game.core.match.Request``):
``secret`` (answered blind, the hand-off screen goes up before it when the player at the
screen changes) and ``real_time`` (first come, first served; the driver applies and records
answers in arrival order, so replays are exact).

Views (``state.view_for(player)``) are the ruleset's own frozen dataclasses; to let shared
code draw any game, every view offers ``units()``: one ``UnitView`` per unit in play. A seat
may own many units (Mechaton armies, MetalKrusher teams), so units are keyed by ``uid``.

The generic AI's knobs ("Optional tuning" below) are not names of the ruleset module: they are
keys of the game's ``SPEC.tuning`` (game/games/<name>/__init__.py; a test game that is not in
``game.games.GAMES`` may still declare them on its rules module).

Optional: ``evaluate(state, player) -> float`` in [0, 1], how well ``player`` stands in an
unfinished state by the rules alone (score, medals, material: who is ahead, never what to
play). The generic AI values playouts it cuts short with it (game/ai/generic/standing.py);
without one it uses the player's share of unit health.

Optional tuning: ``GENERIC_BUDGET_SCALE: int`` (default 1), for a game whose decisions are cheap to
search: the default generic agent spends that many times its count budget there in a duel;
at a bigger table it is shared out, ``scale * 2 // seats`` times the playouts while that is
more than one, else deeper playouts (up to half the seats: a duel's depth reaches fewer of
each seat's turns there) (game/ai/generic/budget.py, ``table_scale``, ``deeper``).
Still a count, so a seed still gives the same match; a game without it keeps the default.

Optional tuning: ``GENERIC_REQUEST_SCALE: Mapping[str, int]`` (default empty), for a game where the
decisions of one request kind are few, cheap to play out and decide much (a weapon choice):
for a request of a kind named, the default generic agent plays that many times its playouts,
each at random, and spends all of them (game/ai/generic/budget.py, ``for_kind``). Still a
count; kinds not named, and games without it, keep the default.

Optional: ``evaluate_seats(state) -> Sequence[float]``, with ``evaluate``: every seat's
``evaluate`` at once, the very same numbers, for a game whose ``evaluate`` works out every
seat's worth anyway; the generic agent's multi-seat standing then calls it once instead of
``evaluate`` once per seat (game/ai/generic/standing.py). Only speed changes.

Optional tuning: ``GENERIC_CHAINS: bool`` (default False), for a game whose seats answer runs of
their own requests with no die between them (a walk by single steps): the default generic
agent then judges where such a run ends instead of each step on its own
(game/ai/generic/chains.py). A game without it keeps the default.

Optional tuning: ``GENERIC_CHAIN_STANDING: bool`` (default False), with ``GENERIC_CHAINS``: the
chain's ends are judged by the game's ``evaluate`` right at each end, with no playouts, for a
game whose standing reads what an end invites (the blows a pose lets the others land).

Optional tuning: ``GENERIC_OWN_FOLLOW: Mapping[str, int]`` (request kind -> decisions; default
empty), for a game where a choice of one kind is worth only what the seat does with it next
(dice set aside, then spent): at a request of a kind named, the default generic agent judges
each choice after up to that many of the seat's own next decisions, each played as the best
of a few probes and kept as that choice's plan for the rest of the search
(game/ai/generic/follow.py). Still a count; kinds not named, and games without it, keep the
default.

Optional: ``public_setup(setup_json) -> dict``, the parts of a set-up everyone at the table
may know (open match options, never a player's build or army): an online client is sent only
these (``public_setup`` below; none for a game without it).

Optional: ``fresh_setup(setup_json) -> dict``, the set-up a NEW match starts from, for a game
whose set-ups record how they were written (Meatbot: whether a secret build's devourables are
numbered apart until they show; a set-up without the mark is an old recording). Every path
that starts a new match (New match, a rematch, an online room) goes through ``fresh_setup``
below, so a set-up written by hand or sent by a client still starts a match of today's rules;
a recorded set-up (a replay, a save, a room the server stored) is played as written, never
through it. A game without it starts from the set-up as given.

Optional: ``event_for(state, seats, event) -> Event``, ``event`` as a player holding ``seats``
(a collection; empty for a spectator) may be told it, for a game whose events carry a fact
some seats may not know (a hidden build's true Meat): the online server sends each seat its
events through it (``events_for`` below); a game without it sends every seat the events as
the core made them. It returns ``event`` itself when nothing changes, so the server keeps
one shared encoding for those.

Optional: ``fixed_parts(state) -> Mapping[str, object]``, the objects every view of a match
carries unchanged from start to end and every seat may see (MetalKrushers' arena), by a
name: the online server sends them once, when a client joins, and names them in views
instead of writing them out again (``fixed_parts`` below; none for a game without it). The
view must hold the very object returned (the server finds it by identity).

Optional: ``sample_world(info, player, rng) -> state``, for a game whose information state
holds hidden facts no pending request stands for (cards in other hands): given a fresh copy
of ``player``'s information state (its dice already fresh), it fills those facts with one
sample consistent with what ``player`` knows, drawn from ``rng`` alone, and returns the state
to play on (it may change the copy in place). The generic agent samples a world this way for
every playout, so its search spreads over what the others may hold instead of one guess
(game/ai/generic/search.py, ``_Search.world``); its chain search (``GENERIC_CHAINS``) finds
a chain's ends on the information state as it is, and no game uses both yet. A game without
it plays on the information state as it is; other seats' hidden answers to pending requests
are answered in the playout either way.

A finished state's ``result`` is the game's own dataclass; shared code (the generic AI, the
simulator) reads only ``winner`` (a seat, or None for a draw) or, for team games,
``winners`` (every seat sharing the win; empty for a draw).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from game.core.dice import Dice
from game.core.events import Event
from game.core.hexes import Hex
from game.games import GAMES, spec

ArenaLoader = Callable[[str], Any]
"""Turns an arena path from a set-up JSON into a core ``Arena`` (the UI passes
game.maps.tiled's)."""


@dataclass(frozen=True, slots=True)
class UnitView:
    """One unit as a player sees it, in terms every game shares.

    ``hex`` is None off the board (a Dice Bot robot sits at a table, not on hexes);
    ``facing`` is a hex direction 0-5 (game.core.hexes.DIRECTIONS) or None for games without
    facing; ``health`` / ``health_max`` are the game's own measure (Meat, assets, Internal
    Linkage, hit points); ``label`` is the short name drawn beside it.
    """

    uid: int
    owner: int
    hex: Hex | None
    facing: int | None
    health: int
    health_max: int
    label: str
    alive: bool = True


@runtime_checkable
class GameView(Protocol):
    """What shared code needs from any ruleset's view: its units."""

    def units(self) -> tuple[UnitView, ...]:
        """Every unit in play (and wrecks the game keeps on the board), in a stable order."""
        ...


class Ruleset(Protocol):
    """The module-level interface of one game's rules core."""

    NAME: str
    """Registry key and the "ruleset" field of replays and saves ("meatbot")."""
    TITLE: str
    """The game's name as players see it ("Meatbot Massacre")."""
    RULES_VERSION: int
    """Raised whenever a rules change makes old choice records play out differently; replays
    and saves record it, and one of another version is refused by name and reason
    (``game.core.replay.check_rules_version``; optional ``UNRECORDED_RULES_VERSION``, default
    1, is the version of one written before replays recorded it)."""
    CHOICE_TYPES: Mapping[str, type]
    """Every choice dataclass by class name (for JSON round trips)."""
    PLAYERS: tuple[int, int]
    """Fewest and most seats the game supports."""

    def setup_from_json(self, data: Mapping[str, Any],
                        arena_loader: ArenaLoader | None = None) -> Any:
        """The set-up a JSON object describes; ValueError naming the field if malformed."""
        ...

    def setup_to_json(self, setup: Any) -> dict[str, Any]:
        """A JSON-able dict that ``setup_from_json`` turns back into an equal set-up."""
        ...

    def new_state(self, setup: Any, dice: Dice) -> tuple[Any, list[Event]]:
        """A fresh match state and the events of its opening (deployment rolls and so on)."""
        ...

    def information_state(self, state: Any, player: int) -> Any:
        """A clone of ``state`` with everything ``player`` may not know removed or replaced
        by a plausible guess, and future dice unknown — what an AI in that seat may search.

        Search plays it forward with ``info.clone(dice=some_dice)``: every state's ``clone``
        takes an optional ``dice`` that replaces the copy's dice. Other players' pending
        secret answers are simply missing from it (their requests are still pending), so the
        search samples them from those requests' legal choices."""
        ...

    def sample_setup_json(self, players: int, seed: int) -> dict[str, Any]:
        """A small, quick set-up JSON for ``players`` seats (within ``PLAYERS``), varied by
        ``seed``: what the contract tests (tests/contract) and quick AI matches start from.
        It must end in a few hundred decisions of random play."""
        ...


RULESETS: dict[str, str] = {name: spec(name).rules for name in GAMES}
"""Ruleset name -> module path, from the game registry (``game.games``): a game is added
there, not here. Tests may register a test game here."""


def ruleset_names() -> list[str]:
    """Every registered ruleset, in registry order (the title screen's order)."""
    return list(RULESETS)


def ruleset_module(name: str) -> Any:
    """The module implementing ruleset ``name``; ValueError naming the known ones if unknown."""
    if name not in RULESETS:
        raise ValueError(f"unknown ruleset {name!r}; known: {', '.join(sorted(RULESETS))}")
    return loaded_module(RULESETS[name])


def loaded_module(path: str) -> Any:
    """``importlib.import_module(path)``, read straight from ``sys.modules`` once the module
    is imported (no longer initializing: the check ``import_module`` makes itself), without
    the import machinery's layers of calls (a random match asks for its ruleset's modules
    a few times as it starts)."""
    module = sys.modules.get(path)
    if module is None or getattr(getattr(module, "__spec__", None), "_initializing", False):
        module = importlib.import_module(path)
    return module


def public_setup(name: str, setup: Mapping[str, Any]) -> dict[str, Any]:
    """The parts of ruleset ``name``'s ``setup`` JSON everyone may know (its optional
    ``public_setup``; nothing for a game without it)."""
    module = ruleset_module(name)
    if not hasattr(module, "public_setup"):
        return {}
    return dict(module.public_setup(setup))


def fresh_setup(name: str, setup: Mapping[str, Any]) -> dict[str, Any]:
    """``setup`` as a NEW match of ruleset ``name`` starts from it (its optional
    ``fresh_setup``; a copy as given for a game without one). Never for a recorded set-up:
    a replay, a save or a stored room plays as it was written."""
    hook = getattr(ruleset_module(name), "fresh_setup", None)
    return dict(setup) if hook is None else dict(hook(setup))


def fixed_parts(module: Any, state: Any) -> dict[str, Any]:
    """The ruleset ``module``'s fixed parts of a match in ``state`` (its optional
    ``fixed_parts``; none for a game without it)."""
    hook = getattr(module, "fixed_parts", None)
    return {} if hook is None else dict(hook(state))


def events_for(module: Any, state: Any, seats: Collection[int],
               events: Sequence[Event]) -> Sequence[Event]:
    """``events`` as a player holding ``seats`` may be told them, by the ruleset ``module``'s
    optional ``event_for``: the very list given when the game has none or it changes none."""
    hook = getattr(module, "event_for", None)
    if hook is None:
        return events
    told = [hook(state, seats, event) for event in events]
    if all(mine is event for mine, event in zip(told, events, strict=True)):
        return events
    return told


def units_of(view: Any) -> Sequence[UnitView]:
    """The units of any ruleset's view (empty for a view that lists none)."""
    return view.units() if isinstance(view, GameView) else ()
