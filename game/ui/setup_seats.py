"""Seats on the New match form: default names that match their colours, new seats, recolouring,
and the checks every game shares (names given and different, colours different).

A seat's default name is its colour's name ("Red" sits in red), in the palette the player
uses. A seat whose name is still a colour's name is renamed with its colour; a name the player
typed is kept.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.match_setup import KINDS, LEVELS, SeatChoice
from game.ui.palette import COLOUR_BLIND_NAMES, NORMAL_NAMES, TEAM_COUNT, chosen_colour_blind


def colour_name(colour: int, colour_blind: bool | None = None) -> str:
    """The name of palette colour ``colour``, as a seat's name ("Red", "Sky blue")."""
    if colour_blind is None:
        colour_blind = chosen_colour_blind()
    names = COLOUR_BLIND_NAMES if colour_blind else NORMAL_NAMES
    return names[colour % len(names)].capitalize()


def is_colour_name(name: str) -> bool:
    """True for an empty name or any palette colour's name (either palette, any case)."""
    plain = name.strip().lower()
    return not plain or plain in NORMAL_NAMES or plain in COLOUR_BLIND_NAMES


def default_seats(count: int, humans: int = 1) -> list[SeatChoice]:
    """``count`` seats in the first colours, named after them: ``humans`` humans first, then
    normal AIs."""
    return [SeatChoice(colour_name(i), "human" if i < humans else "ai", "normal", i)
            for i in range(count)]


def next_seat(seats: Sequence[SeatChoice]) -> SeatChoice:
    """A new normal AI seat in the first colour nobody has, named after it."""
    used = {seat.colour for seat in seats}
    colour = next((c for c in range(TEAM_COUNT) if c not in used), len(seats) % TEAM_COUNT)
    return SeatChoice(colour_name(colour), "ai", "normal", colour)


def recolour(seat: SeatChoice, colour: int) -> SeatChoice:
    """``seat`` in ``colour``; a name that was a colour's name becomes the new colour's."""
    name = colour_name(colour) if is_colour_name(seat.name) else seat.name
    return SeatChoice(name, seat.kind, seat.level, colour)


def rename_for_palette(seats: Sequence[SeatChoice]) -> list[SeatChoice]:
    """The seats with every colour-named seat renamed in the player's palette."""
    return [recolour(seat, seat.colour) for seat in seats]


def seat_problems(seats: Sequence[SeatChoice], bounds: tuple[int, int]) -> list[str]:
    """What is wrong with the seats (empty when they are fine)."""
    fewest, most = bounds
    problems = []
    if not fewest <= len(seats) <= most:
        problems.append(f"A match needs {fewest} to {most} players, not {len(seats)}.")
    for number, seat in enumerate(seats, 1):
        if not seat.name.strip():
            problems.append(f"Seat {number} needs a name.")
        if seat.kind not in KINDS or seat.level not in LEVELS:
            problems.append(f"Seat {number} must be Human or an easy/normal/hard AI.")
    names = [seat.name.strip().lower() for seat in seats if seat.name.strip()]
    clashes = sorted({name for name in names if names.count(name) > 1})
    if clashes:
        problems.append(f"Two seats are called {clashes[0].title()}; names must differ.")
    colours = [seat.colour for seat in seats]
    if len(set(colours)) != len(colours):
        problems.append("Two seats share a colour; give each its own.")
    return problems
