"""Match set-up: the arena, the bots and house options, to and from JSON."""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from game.core.arena import Arena, plain_cell
from game.core.hexes import Hex
from game.games.meatbot.rules.bots import BotBuild
from game.games.meatbot.rules.devourables import BASIC_STOMACHS

_new_tuple = tuple.__new__        # a Hex made without NamedTuple's layers of calls
MIN_BOTS, MAX_BOTS = 2, 8
DEFAULT_ROUND_LIMIT = 100


@dataclass(frozen=True)
class MeatbotSetup:
    """Everything a match starts from (with a seed, everything it will ever do).

    ``starts`` overrides the arena's spawns (one hex per bot). ``round_limit`` ends a match
    that drags on as a draw. ``secret_builds`` hides other bots' devourables until used.
    ``arena_json`` is how the arena is written in a replay (a path or the cells inline).
    ``legacy_item_ids``: a secret-builds set-up written before devourables were numbered
    apart until they show (old replays and saves): it keeps the old numbering
    (``item_ids``).
    """

    arena: Arena
    bots: tuple[BotBuild, ...]
    starts: tuple[Hex, ...] = ()
    round_limit: int = DEFAULT_ROUND_LIMIT
    secret_builds: bool = False
    arena_json: Mapping[str, Any] = field(default_factory=dict)
    legacy_item_ids: bool = False

    def start_hexes(self) -> tuple[Hex, ...]:
        """Where each bot begins."""
        return self.starts or self.arena.spawns[:len(self.bots)]

    def problems(self) -> list[str]:
        """Why this set-up cannot start a match (empty when it can)."""
        return list(self._problems)

    @cached_property
    def _problems(self) -> tuple[str, ...]:
        """``problems``, worked out once: a set-up is frozen, and the state starting a match
        checks again the set-up ``setup_from_json`` has just checked."""
        found = [p for build in self.bots for p in build.problems()]
        if not MIN_BOTS <= len(self.bots) <= MAX_BOTS:
            found.append(f"a match needs {MIN_BOTS}-{MAX_BOTS} bots, not {len(self.bots)}")
        starts = self.start_hexes()
        if len(starts) < len(self.bots):
            found.append(f"the arena has {len(starts)} spawns for {len(self.bots)} bots")
        if len(set(starts)) != len(starts):
            found.append("two bots share a starting hex")
        found += [f"start {h} is not open floor" for h in starts if not self.arena.is_open(h)]
        if self.round_limit < 1:
            found.append("round_limit must be at least 1")
        return tuple(found)


def arena_to_json(arena: Arena) -> dict[str, Any]:
    """An arena written inline: name, cells [q, r, terrain] and spawns [q, r]."""
    return {"name": arena.name, "cols": arena.cols, "rows": arena.rows,
            "cells": [[h.q, h.r, c.terrain] for h, c in sorted(arena.cells.items())],
            "spawns": [[h.q, h.r] for h in arena.spawns]}


# Recently built inline arenas, so that matches on the same map share one Arena object and
# with it the sight and neighbour caches of game.core.areas (tournaments, replays, fuzzing).
_RECENT_ARENAS: dict[Hashable, Arena] = {}
_RECENT_LIMIT = 32


def arena_from_json(data: Mapping[str, Any],
                    loader: Callable[[str], Arena] | None) -> Arena:
    """The arena a setup names: {"path": ...} through ``loader``, or inline cells."""
    if "path" in data:
        if loader is None:
            raise ValueError(f"arena {data['path']!r} is a file and no map loader was given")
        return loader(str(data["path"]))
    key = _arena_key(data)
    arena = _RECENT_ARENAS.get(key)
    if arena is None:
        cells = {_new_tuple(Hex, (int(q), int(r))): plain_cell(str(t))
                 for q, r, t in data["cells"]}
        arena = Arena(name=str(data.get("name", "Arena")), cols=int(data.get("cols", 0)),
                      rows=int(data.get("rows", 0)), cells=cells,
                      spawns=tuple(Hex(int(q), int(r)) for q, r in data.get("spawns", [])))
        if len(_RECENT_ARENAS) >= _RECENT_LIMIT:
            _RECENT_ARENAS.pop(next(iter(_RECENT_ARENAS)))
        _RECENT_ARENAS[key] = arena
    return arena


def _arena_key(data: Mapping[str, Any]) -> Hashable:
    """What ``_RECENT_ARENAS`` files an inline arena under: the fields it is built from, as
    tuples (a few microseconds, where its JSON text took twenty).

    Equal keys build equal arenas: numbers equal as tuple items (1, 1.0, True) make the same
    whole number, and the texts (the name, each terrain) must be ``str``, since 1 and True
    are equal yet read as "1" and "True"; anything else is keyed by its JSON text."""
    name = data.get("name", "Arena")
    cells = tuple(map(tuple, data["cells"]))
    if type(name) is str and all(len(cell) == 3 and type(cell[2]) is str for cell in cells):
        return (name, data.get("cols", 0), data.get("rows", 0), cells,
                tuple(map(tuple, data.get("spawns", ()))))
    return json.dumps(data, sort_keys=True)


ITEM_IDS_KEY, ITEM_IDS_APART = "item_ids", "apart until shown"
"""How a secret-builds set-up says its devourables are numbered apart until they show; one
without it (written before) keeps the old numbering (``MeatbotSetup.legacy_item_ids``)."""
ITEM_IDS_IN_ORDER = "in seat order"
"""The old numbering by name, as ``public_setup`` tells a client a match uses it."""


def fresh_setup(data: Mapping[str, Any]) -> dict[str, Any]:
    """The set-up a NEW match starts from: ``data`` as a set-up is written now, whatever it
    says about numbering (one written by hand, or sent by a client, may leave the key out or
    name the old way). With secret builds its devourables are numbered apart until they show.

    Every path that starts a new match goes through this (New match, a tournament bout, a
    rematch, an online room); a recorded set-up (a replay, a save, a room the server
    stored) is read with ``setup_from_json`` as written, so it plays as it did."""
    fresh = dict(data)
    if fresh.get("secret_builds"):
        fresh[ITEM_IDS_KEY] = ITEM_IDS_APART
    return fresh


def public_setup(data: Mapping[str, Any]) -> dict[str, Any]:
    """What every player may know of a set-up: whether builds are secret, and how the
    match numbers devourables (``item_ids``: apart until shown, or in seat order for a
    secret-builds match recorded before), so that an online client works its previews out
    on the numbering the server's match uses. Never a bot's build."""
    secret = bool(data.get("secret_builds", False))
    apart = secret and data.get(ITEM_IDS_KEY) == ITEM_IDS_APART
    return {"secret_builds": secret, ITEM_IDS_KEY: ITEM_IDS_APART if apart else ITEM_IDS_IN_ORDER}


def numbered_in_order(public: Mapping[str, Any]) -> bool:
    """True if a set-up's public part (``public_setup``) says its match numbers a secret
    build's devourables the old way; a public part that does not say (a server before
    this) means the new numbering."""
    return bool(public.get("secret_builds")) and public.get(ITEM_IDS_KEY) == ITEM_IDS_IN_ORDER


def setup_to_json(setup: MeatbotSetup) -> dict[str, Any]:
    """A JSON-able dict for a set-up."""
    data = {"arena": dict(setup.arena_json) or arena_to_json(setup.arena),
            "bots": [bot_to_json(b) for b in setup.bots],
            "starts": [[h.q, h.r] for h in setup.starts],
            "round_limit": setup.round_limit, "secret_builds": setup.secret_builds}
    if setup.secret_builds and not setup.legacy_item_ids:
        data[ITEM_IDS_KEY] = ITEM_IDS_APART
    return data


def bot_to_json(build: BotBuild) -> dict[str, Any]:
    """One bot of a set-up; a budget is written only when it is not the rulebook's ten, and a
    Single Measure's ``points`` only when there is one (so the set-ups written before budgets
    existed read the same)."""
    data: dict[str, Any] = {"name": build.name, "massacre": build.massacre,
                            "devourables": None if build.devourables is None
                            else list(build.devourables)}
    if build.stomachs != BASIC_STOMACHS:
        data["stomachs"] = build.stomachs
    if build.points is not None:
        data["points"] = build.points
    return data


def bot_from_json(data: Mapping[str, Any]) -> BotBuild:
    """The bot ``bot_to_json`` wrote; "devourables": null leaves it to be bought in the
    match. TypeError or ValueError when a field has the wrong shape."""
    kinds = data.get("devourables", ())
    if kinds is not None and (not isinstance(kinds, list | tuple) or
                              not all(isinstance(k, str) for k in kinds)):
        raise ValueError(f"devourables must be a list of names, not {kinds!r}")
    name = data["name"]
    if not isinstance(name, str):
        raise ValueError(f"a bot's name must be text, not {name!r}")
    points = data.get("points")
    return BotBuild(name, whole(data, "massacre", 2), None if kinds is None else tuple(kinds),
                    whole(data, "stomachs", BASIC_STOMACHS),
                    None if points is None else whole(data, "points", 0))


def whole(data: Mapping[str, Any], key: str, default: int) -> int:
    """The whole number ``data[key]`` (``default`` when left out); ValueError for anything
    else, true/false and 4.7 included."""
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} must be a whole number, not {value!r}")
    return value


def setup_from_json(data: Mapping[str, Any],
                    loader: Callable[[str], Arena] | None = None) -> MeatbotSetup:
    """The set-up a dict from ``setup_to_json`` describes; ValueError if it is not valid."""
    try:
        arena = arena_from_json(data["arena"], loader)
        bots = tuple(bot_from_json(b) for b in data["bots"])
        starts = tuple(Hex(int(q), int(r)) for q, r in data.get("starts", []))
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        raise ValueError(f"malformed meatbot setup: {error!r}") from None
    secret = bool(data.get("secret_builds", False))
    setup = MeatbotSetup(arena, bots, starts, int(data.get("round_limit", DEFAULT_ROUND_LIMIT)),
                         secret, dict(data["arena"]),
                         legacy_item_ids=secret and data.get(ITEM_IDS_KEY) != ITEM_IDS_APART)
    problems = setup.problems()
    if problems:
        raise ValueError("; ".join(problems))
    return setup
