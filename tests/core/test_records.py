"""quick_init: the faster init of frozen slotted dataclasses builds the very same objects."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from game.core.hexes import Hex
from game.core.records import quick_init


@dataclass(frozen=True, slots=True)
class Plain:
    """The dataclass-made init, to compare with."""

    seat: int
    where: Hex
    note: str = "none"
    loud: bool = field(default=False, kw_only=True)


@quick_init
@dataclass(frozen=True, slots=True)
class Quick:
    """The same fields, with quick_init."""

    seat: int
    where: Hex
    note: str = "none"
    loud: bool = field(default=False, kw_only=True)


@quick_init
@dataclass(frozen=True, slots=True)
class QuickChild(Quick):
    """A subclass adding a field (its parents' slots live in the parent)."""

    extra: int = 7


def fields_of(obj: object) -> dict[str, object]:
    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}


def test_given_the_same_arguments_then_quick_and_plain_inits_fill_the_same_fields():
    # given every way of calling: positional, keyword, defaults, keyword-only
    calls = [((1, Hex(0, 1)), {}), ((2, Hex(3, -1), "hit"), {}),
             ((), {"seat": 3, "where": Hex(0, 0), "loud": True}),
             ((4, Hex(1, 1)), {"note": "x", "loud": False})]
    for args, kwargs in calls:
        # when both classes are built with it, then every field matches
        assert fields_of(Quick(*args, **kwargs)) == fields_of(Plain(*args, **kwargs))
    # and the signature is the dataclass's own (keyword-only stays keyword-only)
    assert str(dataclasses.replace(Quick(1, Hex(0, 0)), loud=True)) == \
        "Quick(seat=1, where=Hex(q=0, r=0), note='none', loud=True)"
    with pytest.raises(TypeError):
        Quick(1, Hex(0, 0), "n", True)
    with pytest.raises(TypeError):
        Quick(1)


def test_given_a_quick_object_then_it_stays_frozen_equal_and_hashable():
    made = Quick(1, Hex(2, 3), "a", loud=True)
    assert made == Quick(1, Hex(2, 3), "a", loud=True) and hash(made) == hash(
        Quick(1, Hex(2, 3), "a", loud=True))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.seat = 2
    child = QuickChild(1, Hex(0, 0), extra=9)
    assert fields_of(child) == {"seat": 1, "where": Hex(0, 0), "note": "none", "loud": False,
                                "extra": 9}


def test_given_a_class_it_cannot_copy_exactly_then_quick_init_refuses_it():
    @dataclass(frozen=True, slots=True)
    class Factory:
        items: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class After:
        value: int

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True)
    class NoSlots:
        value: int

    for cls in (Factory, After, NoSlots):
        with pytest.raises(TypeError, match="quick_init cannot take"):
            quick_init(cls)
