"""A rules state rebuilt from what one seat sees (stdlib only).

An online client holds no rules state: the server alone does. What it does hold is its
seat's view, the public view, its seat's open requests and the arena. ``state_from_view``
builds a ``MeatbotState`` from those alone, so the screen's previews (an aim's exact hits, a
walk's reachable hexes, what letting go would do) run the rules' own maths on exactly what
the seat may know, as the AI's information state does. Nothing in it is a secret of another
seat: other bots carry only the devourables the view shows (plus the Extra Meat their
standing proves), the dice are a fresh stream, and counters the view does not give (a Move
lost to a hit earlier, say) start at zero.

The current decision comes from the seat's requests: an attack or grandstand die opens a
step holding that die alone (other dice of the step would be blind to the preview anyway),
and a walk sets the Move left.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import areas
from game.core.dice import StreamDice
from game.core.match import Request
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot, BotBuild, Item
from game.games.meatbot.rules.choices import Pick
from game.games.meatbot.rules.determinize import INFERRED_UIDS
from game.games.meatbot.rules.effects import Bond
from game.games.meatbot.rules.setup import MeatbotSetup
from game.games.meatbot.rules.state import MeatbotState
from game.games.meatbot.rules.stats import BotStats
from game.games.meatbot.rules.view import BotView, MatchView

PREVIEW_SEED = 0
"""The rebuilt state's dice: a fixed stream (a preview never shows what they roll)."""


def state_from_view(view: MatchView, public: MatchView, arena: Any,
                    requests: Sequence[Request] = (),
                    legacy_item_ids: bool = False) -> MeatbotState:
    """A rules state holding what ``view`` shows (``public``: what everyone sees, for which
    devourables have shown), on ``arena``, at the decision of ``requests``.
    ``legacy_item_ids``: the match numbers a secret build's devourables the old way (its
    set-up was written before they were numbered apart: the set-up's public part says so)."""
    state = MeatbotState.__new__(MeatbotState)
    bots = [_bot(bot, public.bots[bot.seat]) for bot in view.bots]
    hidden = any(bot.build_hidden for bot in view.bots)
    secret = hidden and view.phase != "shop"
    state.setup = MeatbotSetup(arena, tuple(_build(bot, view.phase) for bot in bots),
                               tuple(bot.hex for bot in bots), secret_builds=secret,
                               legacy_item_ids=secret and legacy_item_ids)
    state.arena, state.dice, state.bots = arena, StreamDice(PREVIEW_SEED), bots
    state.names = tuple(bot.name for bot in bots)
    state.round, state.over, state.result_ = view.round, view.over, None
    state.floor = {uid: (Item(uid, kind, dv.DEVOURABLES[kind].ammo), h)
                   for uid, kind, h in view.floor}
    state.shells_due, state.shells_next = list(view.shells), []
    state.bonds = [Bond(kind, a, b, wall) for kind, a, b, wall in view.bonds]
    state.birp, state.stats, state.rid = {}, [BotStats() for _ in bots], 0
    state.out, state.restart, state.cache = [], False, areas.memo(arena)
    state.request_memo = state.mover_memo = None
    state.quiet = False
    state._reset_phase_data()
    state.phase = view.phase
    _at_the_decision(state, view, requests)
    return state


def _bot(seen: BotView, public: BotView) -> Bot:
    """One bot as the view shows it."""
    items = [Item(uid, kind, ammo) for uid, kind, ammo in seen.devourables]
    bot = Bot(seen.seat, BotBuild(seen.name, seen.massacre), seen.hex, items)
    bot.revealed = ({uid for uid, _, _ in public.devourables} if public.build_hidden
                    else {item.uid for item in items})
    most = seen.meat_max if seen.meat_max is not None else seen.meat
    proven = max(0, (most - bot.max_meat) // (dv.max_meat([dv.EXTRA_MEAT]) - dv.BASIC_MEAT))
    bot.items += [Item(INFERRED_UIDS + seen.seat * 100 + n, dv.EXTRA_MEAT, None)
                  for n in range(proven)]
    bot.damage = bot.max_meat - seen.meat
    bot.standing, bot.ejected, bot.slugs = seen.standing, seen.ejected, list(seen.onco_rounds)
    if seen.dice is not None:
        bot.d4, bot.d6, bot.d10, bot.d12 = seen.dice
    bot.eating = seen.eating
    if seen.defend is not None:     # temporary drops the view gives only as their sum
        bot.defend_drop = bot.defend - seen.defend
    return bot


def _build(bot: Bot, phase: str) -> BotBuild:
    """The set-up's build of a bot as seen (in the shop: bought or still to be bought)."""
    kinds = tuple(item.kind for item in bot.items)
    return BotBuild(bot.name, bot.massacre, None if phase == "shop" and not kinds else kinds)


def _at_the_decision(state: MeatbotState, view: MatchView,
                     requests: Sequence[Request]) -> None:
    """The phase data of the decision the seat's requests stand for."""
    for request in requests:
        if request.kind in ("attack", "grandstand"):
            state.phase = "step"
            state.step_kind = request.kind
            value = int(getattr(request, "die", 0))
            state.step = [*(state.step or []),
                          *[(request.player, value)] * _dice_showing(state, request, value)]
        elif request.kind == "move":
            state.phase = "move"
            state.move_left[request.player] = int(getattr(request, "moves_left", 0))
            state.move_groups = [[request.player]]
        elif request.kind == "letgo":
            state.phase, state.letgo_queue = "letgo", [request.player]
    own = next((bot for bot in view.bots if bot.seat == view.seat), None)
    if view.phase == "pick" and own is not None and own.picked is not None:
        state.picks[own.seat] = Pick(*own.picked)
    state._pending = list(requests)


def _dice_showing(state: MeatbotState, request: Request, value: int) -> int:
    """How many of the requesting bot's dice show ``value`` (all of them sit in this step,
    one being asked about now)."""
    bot = state.bots[request.player]
    dice = bot.d12 if request.kind == "grandstand" else bot.d10
    return max(1, sum(1 for die in dice if die == value))
