"""Which requests are pending in each phase of a ``MeatbotState``, with their legal choices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.match import Choice, Request
from game.games.meatbot.rules import letgo as lg
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules import shop
from game.games.meatbot.rules.attacks import attack_choices, edible_near
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import HyperhealOrder, MoveTiming, OncoOrder
from game.games.meatbot.rules.grandstands import grandstand_choices
from game.games.meatbot.rules.requests import (
    DieRequest,
    MoveRequest,
    PickRequest,
    TargetRequest,
    list_request,
)

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState


def requests(state: MeatbotState) -> list[Request]:
    """The requests pending in the current phase."""
    phase = state.phase
    if phase == "move":                 # the commonest first
        return _move_requests(state)
    if phase == "onco" and state.heal_queue:
        return [_heal_request(state, state.heal_queue[0])]
    if phase == "onco" and state.onco_queue:
        return [_onco_request(state, *state.onco_queue[0])]
    if phase == "shop":
        return shop.requests(state)
    if phase == "pick":
        picks = state.picks
        return [pick_request(state, b) for b in state.bots
                if b.seat not in picks and b.standing and not b.ejected]
    if phase == "step" and state.step is not None:
        return _step_requests(state)
    if phase == "letgo":
        seat = lg.next_letgo(state)
        return [] if seat is None else [lg.letgo_request(state, seat)]
    if phase == "timing" and state.timing_queue:
        seat = state.timing_queue[0]
        return [list_request(state.next_id(), seat, "timing",
                             f"{state.names[seat]}: your Nerve Lace breaks the Move tie. Move "
                             "after the others, or alternate with them?",
                             [MoveTiming(True), MoveTiming(False)])]
    return []


def _move_requests(state: MeatbotState) -> list[Request]:
    """The mover's step request. The mover is the one ``advance`` has just found when no
    request was built since (nothing but a choice changes who moves, and after every
    choice ``advance`` runs before any request is built), else worked out here."""
    memo = state.mover_memo
    seat = memo[1] if memo is not None and memo[0] == state.rid else mo.next_mover(state)
    if seat is None:
        return []
    bot = state.bots[seat]
    left = state.move_left.get(seat, 0)
    return [MoveRequest(state.next_id(), seat, "move",
                        f"{bot.name}: step to a neighbouring hex or stop "
                        f"({left} move{'s' if left != 1 else ''} left).",
                        mo.move_choices(state, bot), left)]


def _onco_request(state: MeatbotState, owner: int, target: int) -> Request:
    bot = state.bots[target]
    options = [OncoOrder("damage")]
    if bot.base_move > 1:
        options.append(OncoOrder("move"))
    if bot.base_defend > 1:
        options.append(OncoOrder("defend"))
    options.append(OncoOrder("birp"))
    return TargetRequest(state.next_id(), owner, "onco",
                         f"{state.names[owner]}: what does your onco-round in {bot.name} do "
                         "this round?", tuple(options), target)


def pick_request(state: MeatbotState, bot: Bot) -> PickRequest:
    """The secret pick request of ``bot``, its parts worked out once per pick phase: when
    another bot's answer comes in, the others' requests are the same but for a fresh id.
    Only picks are answered until the phase ends (and they change nothing a request
    holds); the memo belongs to the phase's own picks dict, so the next phase, a clone or
    a renumbering (new dicts) start afresh."""
    memo = state.request_memo
    if memo is None or memo[0] is not state.picks:
        memo = state.request_memo = (state.picks, {})
    made: PickRequest | None = memo[1].get(bot.seat)
    if made is None:
        made = memo[1][bot.seat] = _pick_request(state, bot)
        return made
    return made.renumbered(state.next_id())


def _pick_request(state: MeatbotState, bot: Bot) -> PickRequest:
    return PickRequest(state.next_id(), bot.seat, "pick",
                       f"{bot.name}: pick up to {bot.massacre} dice in secret, or eat.",
                       bot.massacre,
                       bot.limits(mo.bond_penalty(state, bot) if state.bonds else 0),
                       tuple(edible_near(state, bot)), secret=True)


def _heal_request(state: MeatbotState, seat: int) -> Request:
    bot = state.bots[seat]
    options = [HyperhealOrder(None)] + [HyperhealOrder(o) for o in sorted(set(bot.slugs))]
    return list_request(state.next_id(), seat, "hyperheal",
                        f"{bot.name}: keep your Hyperheal to heal 1 Meat in the Defense phase, "
                        "or expel an onco-round now, before it acts?", options)


def _step_requests(state: MeatbotState) -> list[Request]:
    assert state.step is not None
    asked: list[tuple[int, int]] = []
    seen: set[int] = set()
    for index, (seat, value) in enumerate(state.step):
        if seat in seen or index in state.step_choices:
            continue
        seen.add(seat)
        asked.append((seat, value))
    blind = len(asked) > 1  # equal dice of different bots are allocated blind (our ruling)
    return [_die_request(state, state.bots[seat], value, blind) for seat, value in asked]


def _die_request(state: MeatbotState, bot: Bot, value: int, blind: bool) -> Request:
    """The request to spend one die of the open step (``blind``: a secret one); a bot
    that has let go in secret chooses as if its Lock were already gone (it is, for it)."""
    if bot.seat not in state.step_releases:
        return _die_request_now(state, bot, value, blind)
    bonds, state.bonds = state.bonds, lg.held_after_step_releases(state, bot.seat)
    try:
        return _die_request_now(state, bot, value, blind)
    finally:
        state.bonds = bonds


def _die_request_now(state: MeatbotState, bot: Bot, value: int, blind: bool) -> Request:
    """``_die_request`` with the bonds as the bot knows them."""
    if state.step_kind == "grandstand":
        kind, prompt = "grandstand", f"{bot.name}: a 12! Choose your grandstand."
    else:
        kind, prompt = "attack", f"{bot.name}: spend your attack die showing {value}."
    return DieRequest(state.next_id(), bot.seat, kind, prompt, die_choices(state, bot), value,
                      secret=blind)


def die_choices(state: MeatbotState, bot: Bot) -> tuple[Choice, ...]:
    """What ``bot`` may spend a die of the open step on, worked out once per bot and step
    (a bot with several dice in a step is asked once per die): nothing they depend on
    changes before the step resolves but the bonds (a Lock let go at once), which the key
    holds. The memo belongs to the step's own list, so a new step starts a new one."""
    memo = state.request_memo
    if memo is None or memo[0] is not state.step:
        memo = state.request_memo = (state.step, {})
    key = (bot.seat, state.step_kind, tuple(state.bonds))
    found = memo[1].get(key)
    if found is None:
        found = memo[1][key] = _die_choices_now(state, bot)
    return found


def _die_choices_now(state: MeatbotState, bot: Bot) -> tuple[Choice, ...]:
    choices = grandstand_choices(state, bot) if state.step_kind == "grandstand" \
        else attack_choices(state, bot)
    if lg.holds_lock(state, bot.seat):
        choices.append(lg.LET_GO)
    return tuple(choices)
