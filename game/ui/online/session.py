"""The remote session with what the screens need besides the match: each seat's settings."""

from __future__ import annotations

from collections.abc import Sequence

from game.net.remote import RemoteSession
from game.ui.battle.seats import SeatConfig


def seat_configs(names: Sequence[str], kinds: Sequence[str], mine: Sequence[int],
                 levels: Sequence[str | None] = ()) -> list[SeatConfig]:
    """Seat settings for an online match: a colour per seat, the server's AI seats as AI at
    the level the server plays them (``levels``, by seat), everyone else as a human."""
    return [SeatConfig(name, "ai" if kind == "ai" else "human", _level(levels, seat), seat)
            for seat, (name, kind) in enumerate(zip(names, kinds, strict=False))]


def _level(levels: Sequence[str | None], seat: int) -> str:
    """The level the server gave ``seat`` ("normal" if it gave none)."""
    level = levels[seat] if seat < len(levels) else None
    return level or "normal"


def open_online(address: str, room: str, tokens: list[str]) -> RemoteSession:
    """Connect to ``room`` at ``address`` with this client's seat tokens, ready for the
    battle screen (OSError, TimeoutError or ServerRefused if that fails)."""
    session = RemoteSession(address, room, tokens)
    state = session.client.state
    session.seats = seat_configs(state.names, state.seat_kinds, state.mine, state.levels)
    return session
