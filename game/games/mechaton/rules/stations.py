"""The stations on a Mechaton field (and the short game's satellite): where each stands and
who holds it. A model of its own, below the phases that place and seize them."""

from __future__ import annotations

from game.core.hexes import Hex


class Station:
    """A station (or the short game's satellite) on the field and who holds it."""

    __slots__ = ("index", "hex", "owner", "satellite")

    def __init__(self, index: int, at: Hex | None, owner: int | None,
                 satellite: bool = False) -> None:
        self.index = index
        self.hex = at
        self.owner = owner
        self.satellite = satellite

    def clone(self) -> Station:
        """An independent copy."""
        return Station(self.index, self.hex, self.owner, self.satellite)
