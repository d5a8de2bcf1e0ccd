"""The ruleset-independent match driver: requests, choices, events and a replay record.

A ruleset provides a mutable *state* (see ``RulesetState``) that knows what is pending and
how to apply a choice. ``Match`` wraps such a state: it checks every submitted choice against
the pending request before anything changes, keeps the event log and records the choices so
the match can be written out and replayed exactly.
"""

from __future__ import annotations

import random
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any, Protocol

from game.core.choice_types import type_problem
from game.core.dice import Dice, SeededDice, draw_below
from game.core.events import Event
from game.core.hexes import Hex
from game.core.records import quick_init
from game.core.ruleset import RULESETS, ArenaLoader, ruleset_module

Choice = Any
"""A choice is a small frozen dataclass whose fields are ints, strs, bools, Hexes or None."""

__all__ = ["RULESETS", "ArenaLoader", "Choice", "IllegalChoice", "ListRequest", "Match",
           "Request", "RulesetState", "decode_choice", "encode_choice", "listed",
           "refuse_wrong_types", "ruleset_module", "start_match", "why_not"]


class IllegalChoice(ValueError):
    """A submitted choice that the pending request does not allow; nothing was changed."""

    def __init__(self, request: Request | None, choice: object, reason: str) -> None:
        self.request = request
        self.choice = choice
        self.reason = reason
        where = f"request {request.id} ({request.kind}) for player {request.player}" \
            if request else "the match"
        super().__init__(f"illegal choice {choice!r} for {where}: {reason}")


@quick_init
@dataclass(frozen=True, slots=True)
class Request:
    """One decision one player must make.

    ``legal_choices`` lists every allowed choice; ``validate`` raises ``IllegalChoice``
    (naming the request, the choice and why) for anything else.

    ``secret``: answered blind — other players' answers to requests pending at the same time
    stay hidden until all are in (the UI hands off before it; views hide the answer).
    ``real_time``: answered first come, first served while several are pending (a grab); the
    order the driver received them in is the order they are applied and recorded, so a replay
    is exact. Both are keyword-only so rulesets' request subclasses keep positional fields.
    """

    id: int
    player: int
    kind: str
    prompt: str
    secret: bool = field(default=False, kw_only=True)
    real_time: bool = field(default=False, kw_only=True)

    def legal_choices(self) -> list[Choice]:
        """Every choice this request accepts."""
        raise NotImplementedError

    def random_choice(self, rng: random.Random) -> Choice:
        """The choice ``rng.choice(self.legal_choices())`` would draw, drawing the same from
        ``rng`` (``draw_below``); a request that can names it without listing every choice
        (a random player asks for one, not for the whole list)."""
        legal = self.legal_choices()
        return legal[draw_below(rng, len(legal))]

    def validate(self, choice: Choice) -> None:
        """Raise ``IllegalChoice`` unless ``choice`` is legal."""
        refuse_wrong_types(self, choice)
        legal = self.legal_choices()
        if choice not in legal:
            raise IllegalChoice(self, choice, f"it is not one of the {len(legal)} legal "
                                              f"choices: {why_not(legal, choice)}")


@quick_init
@dataclass(frozen=True, slots=True)
class ListRequest(Request):
    """A request whose legal choices were listed when it was made."""

    choices: tuple[Choice, ...] = ()

    def legal_choices(self) -> list[Choice]:
        """Every choice this request accepts."""
        return list(self.choices)

    def random_choice(self, rng: random.Random) -> Choice:
        """The choice ``rng.choice(self.legal_choices())`` would draw, read from the list."""
        choices = self.choices
        return choices[draw_below(rng, len(choices))]

    def validate(self, choice: Choice) -> None:
        """Raise ``IllegalChoice`` unless ``choice`` is in the list."""
        for made in self.choices:       # ``listed``, inline: this runs on every decision
            if made is choice:
                return                  # the very object listed: legal as it is
        refuse_wrong_types(self, choice)
        if choice not in self.choices:
            raise IllegalChoice(self, choice, f"it is not one of the {len(self.choices)} "
                                              f"legal choices: {why_not(self.choices, choice)}")


def listed(choice: Choice, choices: Sequence[Choice]) -> bool:
    """True if ``choice`` is the very object one of ``choices`` is: a choice the rules made
    themselves, so legal and well typed without comparing fields (an agent that picks from
    ``legal_choices`` passes this way; ``in`` would call each choice's ``__eq__``)."""
    for made in choices:  # noqa: SIM110 - a plain loop beats any() and map() here
        if made is choice:
            return True
    return False


def refuse_wrong_types(request: Request, choice: Choice) -> None:
    """Raise ``IllegalChoice`` if a field of ``choice`` holds a value of the wrong kind (a
    list, a dict, a float, a string for a number...): every request's validation starts
    here, so no rule ever meets such a value."""
    problem = type_problem(choice)
    if problem:
        raise IllegalChoice(request, choice, problem)


def why_not(choices: Sequence[Choice], choice: Choice) -> str:
    """Which part of ``choice`` no legal choice shares: its type, or the first field whose
    value no legal choice of that type has (with some values that would do)."""
    kinds = sorted({type(c).__name__ for c in choices})
    same = [c for c in choices if type(c) is type(choice)]
    if not same:
        return f"a {type(choice).__name__} is not accepted here (accepted: {', '.join(kinds)})"
    if is_dataclass(choice):
        for f in fields(choice):
            value = getattr(choice, f.name)
            allowed = {getattr(c, f.name) for c in same}
            try:
                known = value in allowed
            except TypeError:             # an unhashable value can never be legal
                known = False
            if not known:
                shown = sorted(allowed, key=repr)
                more = f" and {len(shown) - 6} more" if len(shown) > 6 else ""
                return (f"{f.name}={value!r} is not allowed now (allowed: "
                        f"{', '.join(map(repr, shown[:6]))}{more})")
    return f"that combination is not allowed now ({len(same)} legal {type(choice).__name__})"


class RulesetState(Protocol):
    """What a ruleset's match state offers the driver."""

    names: Sequence[str]

    def pending(self) -> list[Request]:
        """Requests waiting for a choice (empty when the match is over)."""
        ...

    def apply(self, player: int, choice: Choice) -> list[Event]:
        """Apply an already validated choice and run on to the next decision."""
        ...

    def view_for(self, player: int | None) -> Any:
        """What ``player`` may see (``None``: a spectator who sees no secrets)."""
        ...

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        ...

    @property
    def result(self) -> Any:
        """The outcome once over, else None."""
        ...

    def clone(self) -> RulesetState:
        """An independent copy (for search)."""
        ...


class Match:
    """A match in progress: validate-then-apply, event log and choice record."""

    def __init__(self, state: RulesetState, ruleset: str = "", setup: Mapping[str, Any] | None
                 = None, seed: int | None = None, opening: Sequence[Event] = ()) -> None:
        self.state = state
        self.ruleset = ruleset
        self.setup = dict(setup or {})
        self.seed = seed
        self.events: list[Event] = list(opening)
        self.choices: list[tuple[int, Choice]] = []
        self._asked: tuple[Any, list[Request]] | None = None

    def pending(self) -> list[Request]:
        """Requests waiting for a choice."""
        return list(self._pending())

    def _pending(self) -> list[Request]:
        """The state's pending requests, worked out once per choice: a driver asks for them
        and ``submit`` asks again for the same ones (a third of a random match's time).
        ``submit`` forgets them once a choice is applied; a state put in place of the one
        they came from is asked afresh."""
        asked = self._asked
        if asked is None or asked[0] is not self.state:
            asked = self._asked = (self.state, self.state.pending())
        return asked[1]

    def request_for(self, player: int) -> Request:
        """The request ``player`` must answer now; raises IllegalChoice if there is none."""
        for request in self._pending():
            if request.player == player:
                return request
        raise IllegalChoice(None, None, f"player {player} has no decision to make now")

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """Submit a choice; returns the events it caused (empty until the last secret pick)."""
        if self.state.is_over:
            raise IllegalChoice(None, choice, "the match is over")
        request = self.request_for(player)
        request.validate(choice)
        new = self.state.apply(player, choice)
        self._asked = None
        self.choices.append((player, choice))
        if new:
            self.events.extend(new)
        return new

    def view_for(self, player: int | None) -> Any:
        """What ``player`` may see."""
        return self.state.view_for(player)

    def mute_events(self) -> None:
        """Keep no more events, when the ruleset's state can leave them out (its optional
        ``mute_events``): a headless run that reads only choices and results. The log then
        stops where it is."""
        mute = getattr(self.state, "mute_events", None)
        if mute is not None:
            mute()

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.state.is_over

    @property
    def result(self) -> Any:
        """The outcome once over, else None."""
        return self.state.result

    def log(self) -> list[str]:
        """Every event as a plain-English line."""
        names = self.state.names
        return [event.log_line(names) for event in self.events]

    def clone(self) -> Match:
        """An independent copy of the match (state, log and record)."""
        copy = Match(self.state.clone(), self.ruleset, self.setup, self.seed)
        copy.events = list(self.events)
        copy.choices = list(self.choices)
        return copy


# -- choices as JSON ------------------------------------------------------------------------

def encode_choice(choice: Choice) -> dict[str, Any]:
    """A JSON-able dict for a choice dataclass: its class name under "type" plus its fields."""
    if not is_dataclass(choice) or isinstance(choice, type):
        raise TypeError(f"choices must be dataclass instances, not {choice!r}")
    data: dict[str, Any] = {"type": type(choice).__name__}
    for f in fields(choice):
        data[f.name] = _encode_value(getattr(choice, f.name))
    return data


def _encode_value(value: Any) -> Any:
    if isinstance(value, Hex):
        return [value.q, value.r]
    if isinstance(value, tuple):
        return [_encode_value(v) for v in value]
    return value


def decode_choice(data: Any, types_by_name: Mapping[str, type]) -> Choice:
    """The choice a dict from ``encode_choice`` describes; ValueError if it is malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError(f"a choice must be an object with a 'type', not {data!r}")
    cls = types_by_name.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown choice type {data['type']!r}")
    hints = _hints(cls)
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            kwargs[f.name] = _decode_value(data[f.name], hints[f.name])
    try:
        return cls(**kwargs)
    except TypeError as error:
        raise ValueError(f"bad fields for {data['type']}: {error}") from None


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """A choice class's field types, worked out once (``get_type_hints`` evaluates every
    annotation anew: it was a third of the server's cost of reading a choice)."""
    known = _HINTS.get(cls)
    if known is None:
        known = _HINTS[cls] = typing.get_type_hints(cls)
    return known


def _decode_value(value: Any, hint: Any) -> Any:
    options = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
    if value is None:
        return None
    for option in options:
        if option is Hex and isinstance(value, list) and len(value) == 2:
            return Hex(int(value[0]), int(value[1]))
        if typing.get_origin(option) is tuple and isinstance(value, list):
            inner = typing.get_args(option)[0]
            return tuple(_decode_value(v, inner) for v in value)
        if option in (int, str, bool) and isinstance(value, option):
            return value
    raise ValueError(f"value {value!r} does not fit {hint}")


# -- starting a match of any registered ruleset (the registry: game/core/ruleset.py) --------

def start_match(ruleset: str, setup_json: Mapping[str, Any], seed: int,
                dice: Dice | None = None, arena_loader: ArenaLoader | None = None) -> Match:
    """A new match of ``ruleset`` from JSON setup and a seed (dice default to SeededDice)."""
    module = ruleset_module(ruleset)
    setup = module.setup_from_json(setup_json, arena_loader)
    state, opening = module.new_state(setup, dice if dice is not None else SeededDice(seed))
    return Match(state, ruleset, setup_json, seed, opening)
