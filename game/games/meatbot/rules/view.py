"""What one player may see: everything public, their own secrets, nobody else's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.hexes import Hex
from game.core.ruleset import UnitView
from game.games.meatbot.rules.devourables import BASIC_MEAT
from game.games.meatbot.rules.shown import shown_meat

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState


@dataclass(frozen=True, slots=True)
class BotView:
    """One bot as a given player sees it. ``devourables`` lists (id, kind, ammo) of the
    items this player knows about; ``picked`` is None before the reveal for other bots
    (only ``has_picked`` shows), ``dice`` are the rolled values once revealed."""

    seat: int
    name: str
    hex: Hex
    meat: int
    standing: bool
    ejected: bool
    massacre: int
    devourables: tuple[tuple[int, str, int | None], ...]
    build_hidden: bool
    has_picked: bool
    picked: tuple[int, int, int, int] | None
    dice: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None
    defend: int | None
    eating: int | None
    onco_rounds: tuple[int, ...]
    meat_max: int | None = None
    """The bot's most Meat (for a secret build, and ``meat`` too, as this player may know
    them: no unseen Extra Meat counts), or None for another bot in the shop."""


@dataclass(frozen=True, slots=True)
class MatchView:
    """The match from one seat (None: a spectator who sees no secrets)."""

    seat: int | None
    round: int
    phase: str
    bots: tuple[BotView, ...]
    floor: tuple[tuple[int, str, Hex], ...]
    shells: tuple[tuple[int, Hex], ...]
    bonds: tuple[tuple[str, int, int | None, Hex | None], ...]
    over: bool

    def units(self) -> tuple[UnitView, ...]:
        """Every bot as a shared-code unit: one bot per seat, uid = seat, no facing."""
        return tuple(UnitView(bot.seat, bot.seat, bot.hex, None, bot.meat,
                              bot.meat_max if bot.meat_max is not None else bot.meat,
                              bot.name, bot.standing and not bot.ejected)
                     for bot in self.bots)


def view_for(state: MeatbotState, seat: int | None) -> MatchView:
    """Build the view of ``state`` for ``seat``."""
    shop = state.phase == "shop"
    revealed = state.phase not in ("onco", "pick", "shop")
    bots = []
    for bot in state.bots:
        own = bot.seat == seat
        # In the shop every other bot is hidden, so that nobody buys against a build: not
        # even its Meat (an Extra Meat would show) or Defend (a Chitin) gives it away.
        hidden = (state.setup.secret_builds or shop) and not own
        meat: int = bot.meat
        meat_max: int | None = bot.max_meat
        if hidden:  # an unseen Extra Meat must not show
            meat, meat_max = (BASIC_MEAT - bot.damage, None) if shop else shown_meat(bot)
        items = tuple((i.uid, i.kind, i.ammo) for i in bot.items
                      if not hidden or i.uid in bot.revealed)
        if hidden:  # in the order they showed, not the order the build lists them
            items = tuple(sorted(items))
        pick = state.picks.get(bot.seat) if state.phase == "pick" else None
        picked = None
        if own and pick is not None and hasattr(pick, "d4"):
            picked = (pick.d4, pick.d6, pick.d10, pick.d12)
        bots.append(BotView(
            bot.seat, bot.name, bot.hex, meat, bot.standing, bot.ejected, bot.massacre,
            items, hidden, state.phase != "shop" and bot.seat in state.picks, picked,
            (bot.d4, bot.d6, bot.d10, bot.d12) if revealed else None,
            bot.defend if revealed or own else None, bot.eating if revealed else None,
            tuple(bot.slugs), meat_max))
    return MatchView(
        seat, state.round, state.phase, tuple(bots),
        tuple(sorted((uid, item.kind, h) for uid, (item, h) in state.floor.items())),
        tuple(state.shells_due + state.shells_next),
        tuple((b.kind, b.a, b.b, b.wall) for b in state.bonds), state.over)
