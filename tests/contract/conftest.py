"""The contract suite also runs over a toy ruleset with real-time requests (tests/contract/
toy.py), registered only while this package's tests run."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.core.ruleset import RULESETS
from tests.contract.helpers import TOY, TOY_MODULE


@pytest.fixture(scope="package", autouse=True)
def toy_ruleset_registered() -> Iterator[None]:
    """Register the toy ruleset for the contract tests, then take it out again."""
    RULESETS[TOY] = TOY_MODULE
    yield
    del RULESETS[TOY]
