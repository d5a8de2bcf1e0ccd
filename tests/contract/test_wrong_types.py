"""Contract: a choice whose fields hold values of the wrong kind (lists, dicts, None, strings,
floats, plain tuples for hexes) is refused with IllegalChoice and changes nothing, at every
kind of request, for every choice type a ruleset declares."""

from __future__ import annotations

import random
import typing
from collections.abc import Iterator
from dataclasses import fields, replace
from typing import Any

import pytest

from game.core.choice_types import fits
from game.core.hexes import Hex
from game.core.match import IllegalChoice, Match, Request
from game.core.ruleset import ruleset_module
from tests.contract.helpers import every_ruleset, next_request, sample_match

PROBES_PER_KIND = 2
"""How many requests of each kind are probed in one match (enough to meet every kind)."""
SEEDS = (3, 8)


def plain_value(hint: Any) -> Any:
    """A well-typed value for a field declared ``hint`` (for types no request offers)."""
    options = typing.get_args(hint)
    if type(None) in options:
        return None
    if typing.get_origin(hint) is tuple:
        return ()
    return {int: 0, str: "", bool: False, Hex: Hex(0, 0)}[hint]


def template(cls: type, legal: list[Any]) -> Any:
    """A legal choice of ``cls`` if the request offers one, else a well-typed one."""
    offered = next((c for c in legal if type(c) is cls), None)
    if offered is not None:
        return offered
    hints = typing.get_type_hints(cls)
    return cls(**{f.name: plain_value(hints[f.name]) for f in fields(cls)})


def wrong_values(value: Any) -> list[Any]:
    """Values of the wrong kind to put where ``value`` was (filtered by the field's type)."""
    found: list[Any] = [[], {}, None, "x", 1.5, [1, 2], {"q": 0}]
    if isinstance(value, int) and not isinstance(value, bool):
        found.append(float(value))            # equal to the legal int, and still wrong
    if isinstance(value, Hex):
        found += [tuple(value), Hex(value.q + 0.0, value.r), list(value)]
    if isinstance(value, tuple) and not isinstance(value, Hex):
        found += [list(value), ([],), (1.5,), ({},)]
    return found


def wrongly_typed(cls: type, legal: list[Any]) -> Iterator[Any]:
    """Every choice of ``cls`` with one field replaced by a value of the wrong kind."""
    base = template(cls, legal)
    hints = typing.get_type_hints(cls)
    for f in fields(cls):
        for bad in wrong_values(getattr(base, f.name)):
            if not fits(bad, hints[f.name]):
                yield replace(base, **{f.name: bad})


def snapshot(match: Match) -> tuple[str, ...]:
    """Everything a refused choice must leave as it was."""
    views = [repr(match.view_for(p)) for p in (None, *range(len(match.state.names)))]
    return (*views, repr(match.pending()), repr(match.choices), str(len(match.events)))


def probe(match: Match, request: Request) -> int:
    """Submit every wrongly-typed choice of every declared type; returns how many."""
    legal = request.legal_choices()
    before = snapshot(match)
    tried = 0
    for cls in ruleset_module(match.ruleset).CHOICE_TYPES.values():
        for bad in wrongly_typed(cls, legal):
            with pytest.raises(IllegalChoice):
                match.submit(request.player, bad)
            tried += 1
    assert snapshot(match) == before, f"a refused choice changed the {request.kind} state"
    return tried


@every_ruleset
@pytest.mark.parametrize("seed", SEEDS)
def test_wrongly_typed_choices_are_refused_and_change_nothing(name, seed):
    # given a match played at random, probing each kind of request as it comes
    match = sample_match(name, seed)
    rng = random.Random(seed)
    probed: dict[str, int] = {}
    tried = 0
    while not match.is_over:
        request = next_request(match, rng)
        if probed.get(request.kind, 0) < PROBES_PER_KIND:
            probed[request.kind] = probed.get(request.kind, 0) + 1
            # when wrongly-typed choices are submitted, then each is refused, nothing changes
            tried += probe(match, request)
        match.submit(request.player, rng.choice(request.legal_choices()))
    assert tried > 0 and probed


def test_a_float_equal_to_a_legal_number_is_refused():
    # given a Mechaton match waiting for a dice assignment
    from game.games.mechaton.rules.choices import Assign

    match = sample_match("mechaton", 8)
    rng = random.Random(8)
    while not any(r.kind == "assign" for r in match.pending()):
        request = next_request(match, rng)
        match.submit(request.player, rng.choice(request.legal_choices()))
    request = next(r for r in match.pending() if r.kind == "assign")
    legal = next(c for c in request.legal_choices() if c.defence is not None)
    # when the defence index comes as a list (unhashable) or a float equal to a legal index
    wrong = (replace(legal, defence=[legal.defence]),
             replace(legal, defence=1.0 * legal.defence), Assign(defence=[0, 1]))
    for bad in wrong:
        # then it is refused as an illegal choice
        with pytest.raises(IllegalChoice):
            match.submit(request.player, bad)
