"""``quick_init``: a faster ``__init__`` for the frozen, slotted dataclasses made on every
decision (requests, events).

A frozen dataclass's generated ``__init__`` fills each field with ``object.__setattr__(self,
name, value)``, which looks the name up and checks the class on every call; a headless match
builds a request and an event or two per decision, and those calls were a tenth of its time.
``quick_init`` gives such a class an ``__init__`` with the same signature (positional and
keyword-only parameters, defaults) that fills each slot through its descriptor instead. The
object is the same in every way: fields, equality, hashing, frozenness, ``replace``.
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any, TypeVar

T = TypeVar("T", bound=type)


def quick_init(cls: T) -> T:
    """Give frozen slotted dataclass ``cls`` the faster ``__init__`` (returns ``cls``).

    Refuses (TypeError) a class this cannot copy exactly: not a frozen dataclass with slots,
    a ``__post_init__``, a field made by a default factory or left out of ``__init__``.
    """
    _check(cls)
    generated = cls.__dict__["__init__"]
    params = list(inspect.signature(generated).parameters.values())[1:]
    names: dict[str, Any] = {}
    signature, body = [], []
    for param in params:
        if param.kind is param.KEYWORD_ONLY and "*" not in signature:
            signature.append("*")
        if param.default is param.empty:
            signature.append(param.name)
        else:
            names[f"_default_{param.name}"] = param.default
            signature.append(f"{param.name}=_default_{param.name}")
        names[f"_set_{param.name}"] = inspect.getattr_static(cls, param.name).__set__
        body.append(f"    _set_{param.name}(self, {param.name})")
    source = f"def __init__(self, {', '.join(signature)}):\n" + "\n".join(body or ["    pass"])
    exec(source, names)  # noqa: S102 - code built from the class's own field names
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = generated.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 - mypy refuses a method assigned directly
    return cls


def _check(cls: type) -> None:
    """Raise TypeError unless ``quick_init`` can give ``cls`` an exact copy of its init."""
    params = getattr(cls, "__dataclass_params__", None)
    problem = ""
    if params is None or not params.frozen or "__slots__" not in cls.__dict__ \
            or "__init__" not in cls.__dict__:
        problem = "it is not a frozen dataclass with slots and its own __init__"
    elif hasattr(cls, "__post_init__"):
        problem = "it has a __post_init__"
    elif any(f.default_factory is not dataclasses.MISSING or not f.init
             for f in dataclasses.fields(cls)):
        problem = "a field has a default factory or is left out of __init__"
    if problem:
        raise TypeError(f"quick_init cannot take {cls.__name__}: {problem}")
