"""The Movement phase: slowest first, equal Moves alternating hex by hex, locks dragging."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import areas
from game.core.hexes import Hex
from game.core.match import Choice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import MoveTiming, Release, RipFree, Step, Stop

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState

BOND_SLOW = 2
RIP_DAMAGE = 3


def bond_penalty(state: MeatbotState, bot: Bot) -> int:
    """Base Move lost while Locked or pinned to another bot."""
    return BOND_SLOW if fx.partners(state, bot.seat) else 0


def current_move(state: MeatbotState, bot: Bot) -> int:
    """Hexes the bot may move this round: base (less a bond's 2) plus d4s, less trips and
    tackles; never below 0."""
    base = max(0, bot.base_move - bond_penalty(state, bot)) if state.bonds \
        else bot.base_move
    return max(0, base + sum(bot.d4) - bot.move_drop)


def has_options(state: MeatbotState, bot: Bot) -> bool:
    """True if the bot could let go of a Lock or tear out of a pin."""
    return bool(state.bonds) and any(b.a == bot.seat or (b.kind == "pin" and b.b == bot.seat)
                                     for b in state.bonds)


def _pins_of(state: MeatbotState, seat: int) -> list[fx.Bond]:
    """The Shotgun Wedding pins ``seat`` is part of (nailed, or the bot it is nailed to)."""
    return [b for b in state.bonds if b.kind == "pin" and seat in (b.a, b.b)]


def plan(state: MeatbotState) -> None:
    """Sort the movers into groups of equal Move, flip coins for who starts in each group."""
    movers = [b for b in state.bots if b.active and b.eating is None]
    moves = {b.seat: current_move(state, b) for b in movers}
    movers = [b for b in movers if moves[b.seat] > 0 or has_options(state, b)]
    values = sorted({moves[b.seat] for b in movers})
    groups: list[list[int]] = []
    for value in values:
        seats = [b.seat for b in movers if moves[b.seat] == value]
        groups.append(coin_order(state, seats))
    state.move_left = moves
    state.move_groups = groups
    state.move_turn = 0
    state.move_done = set()
    state.move_taken = {}
    state.lace_after = set()
    if not state.quiet:
        state.out.append(ev.MoveOrderSet(tuple(tuple(g) for g in groups), tuple(values)))
    laced = any(dv.NERVE_LACE in b.kind_counts() for b in movers)
    state.timing_queue = [s for g in groups if mixed(state, g) for s in g
                          if state.bots[s].has(dv.NERVE_LACE)] if laced else []


def mixed(state: MeatbotState, group: list[int]) -> bool:
    """True if some but not all of a tied group have a Nerve Lace (they choose their timing)."""
    laces = [state.bots[s].has(dv.NERVE_LACE) for s in group]
    return any(laces) and not all(laces)


def coin_order(state: MeatbotState, seats: list[int]) -> list[int]:
    """A random starting order for tied seats, drawn with dice (a coin flip for two)."""
    left, order = sorted(seats), []
    while len(left) > 1:
        order.append(left.pop(state.dice.roll(len(left)) - 1))
    return order + left


def apply_timing(state: MeatbotState, seat: int, choice: MoveTiming) -> None:
    """A Nerve Lace bot chose to move after the others in its group, or to alternate."""
    state.timing_queue.pop(0)
    if choice.after:
        state.lace_after.add(seat)
    if not state.timing_queue:
        groups: list[list[int]] = []
        for group in state.move_groups:
            first = [s for s in group if s not in state.lace_after]
            later = [s for s in group if s in state.lace_after]
            groups += [g for g in (first, later) if g]
        state.move_groups = groups
        moves = tuple(state.move_left[g[0]] + state.move_taken.get(g[0], 0) for g in groups)
        state.out.append(ev.MoveOrderSet(tuple(tuple(g) for g in groups), moves))


def next_mover(state: MeatbotState) -> int | None:
    """The seat whose step it is, advancing past finished groups; None when all are done.

    Within a group the turn passes on (round the table) to the first bot that can still go.
    """
    groups = state.move_groups
    bots, done, left = state.bots, state.move_done, state.move_left
    while groups:
        group = groups[0]
        size = len(group)
        turn = state.move_turn % size
        for _ in group:                 # each bot of the group once, from the turn on
            seat = group[turn]
            bot = bots[seat]
            # it can go: in the fight, not stopped, with Move left or a bond to act on
            if bot.standing and not bot.ejected and seat not in done and \
                    (left.get(seat, 0) > 0 or has_options(state, bot)):
                state.move_turn = turn
                return seat
            turn = (turn + 1) % size
        groups.pop(0)
        state.move_turn = 0
    return None


def step_targets(state: MeatbotState, bot: Bot) -> list[Hex]:
    """Adjacent hexes the bot may step onto now (dragging a locked partner if needed)."""
    return [step.to for step in _steps(state, bot)]


def _steps(state: MeatbotState, bot: Bot) -> list[Step]:
    """The ``Step`` choices of ``step_targets``, in the same order."""
    if state.move_left.get(bot.seat, 0) <= 0:
        return []
    hexes, steps, _ = _steps_around(state, bot.hex)
    if not state.bonds:                 # nobody to drag along, nobody pinned
        standing = [b.hex for b in state.bots if b.standing and not b.ejected]
        return [step for h, step in zip(hexes, steps, strict=True) if h not in standing]
    if fx.wall_pinned(state, bot.seat):
        return []
    taken = fx.occupied(state)
    return [step for h, step in zip(hexes, steps, strict=True) if h not in taken
            and drag_partner(state, bot, h) != -1]


def _free_moves(state: MeatbotState, bot: Bot) -> tuple[Choice, ...]:
    """``move_choices`` when no bond holds anyone: a step onto each open neighbour nobody
    stands on, then Stop (read whole from the arena's table when no bot is next to it)."""
    if state.move_left.get(bot.seat, 0) <= 0:
        return (_STOP,)
    hexes, _, steps_then_stop = _steps_around(state, bot.hex)
    for other in state.bots:
        if other.hex in hexes and other.standing and not other.ejected:
            return (*_steps(state, bot), _STOP)
    return steps_then_stop


def _steps_around(state: MeatbotState, h: Hex) -> tuple[tuple[Hex, ...], tuple[Step, ...],
                                                        tuple[Choice, ...]]:
    """The open hexes next to ``h``, the (shared) ``Step`` onto each, and those steps then
    Stop, kept per arena."""
    table = state.cache.get("steps around")
    if table is None:
        table = state.cache["steps around"] = {}
    found = table.get(h)
    if found is None:
        found = table[h] = _steps_onto(state.open_around(h))
    return found


_STEPS_ONTO: dict[tuple[Hex, ...], tuple[tuple[Hex, ...], tuple[Step, ...],
                                          tuple[Choice, ...]]] = {}


def _steps_onto(hexes: tuple[Hex, ...]) -> tuple[tuple[Hex, ...], tuple[Step, ...],
                                                  tuple[Choice, ...]]:
    """``_steps_around``'s entry for a hex whose open neighbours are ``hexes``: made from
    them alone, so one is shared by every arena where a hex has the same open neighbours
    (a new arena's tables are mostly the last one's). At most 64 sets of neighbours per
    hex, as ``_STEPS`` holds one step per hex."""
    found = _STEPS_ONTO.get(hexes)
    if found is None:
        steps = tuple([_step_to(n) for n in hexes])
        found = _STEPS_ONTO[hexes] = (hexes, steps, (*steps, _STOP))
    return found


def drag_partner(state: MeatbotState, bot: Bot, to: Hex) -> int | None:
    """The partner dragged into ``bot``'s hex by stepping to ``to`` (None: nobody; -1: the
    step is impossible because a partner cannot follow)."""
    if not state.bonds:
        return None
    near = fx.around(to)
    left_behind = [p for p in fx.partners(state, bot.seat) if state.bots[p].hex not in near]
    if not left_behind:
        return None
    if len(left_behind) > 1:
        return -1
    partner = left_behind[0]
    if fx.wall_pinned(state, partner):
        return -1
    others = [p for p in fx.partners(state, partner) if p != bot.seat]
    vacated_near = fx.around(bot.hex)
    if any(state.bots[p].hex not in vacated_near for p in others):
        return -1
    return partner


_STEPS: dict[Hex, Step] = {}
_STOP, _RELEASE, _RIP_FREE = Stop(), Release(), RipFree()


def _step_to(h: Hex) -> Step:
    """The (immutable, so shared) ``Step`` onto ``h``."""
    found = _STEPS.get(h)
    if found is None:
        found = _STEPS[h] = Step(h)
    return found


def move_choices(state: MeatbotState, bot: Bot) -> tuple[Choice, ...]:
    """Steps, stopping, letting go of a Lock and ripping out of a pin."""
    if not state.bonds:
        return _free_moves(state, bot)
    choices: list[Choice] = _steps(state, bot)
    choices.append(_STOP)
    if any(b.kind == "lock" and b.a == bot.seat for b in state.bonds):
        choices.append(_RELEASE)
    if _pins_of(state, bot.seat):
        choices.append(_RIP_FREE)
    return tuple(choices)


def apply_move(state: MeatbotState, seat: int, choice: Choice) -> None:
    """Carry out a movement choice for the bot whose turn it is."""
    bot = state.bots[seat]
    if isinstance(choice, Step):
        _step(state, bot, choice.to)
        state.move_turn += 1
    elif isinstance(choice, Stop):
        state.move_done.add(seat)
        state.move_turn += 1
    elif isinstance(choice, Release):
        fx.drop_bonds(state, seat, "let go", kind="lock", only_as_biter=True)
    elif isinstance(choice, RipFree):
        _rip_free(state, bot)


def _step(state: MeatbotState, bot: Bot, to: Hex) -> None:
    partner = drag_partner(state, bot, to) if state.bonds else None
    start = bot.hex
    bot.hex = to
    state.move_left[bot.seat] -= 1
    state.move_taken[bot.seat] = state.move_taken.get(bot.seat, 0) + 1
    if partner is None:
        if not state.quiet:
            state.out.append(ev.BotMoved(bot.seat, (start, to)))
        return
    dragged = state.bots[partner]
    was = dragged.hex
    dragged.hex = start
    state.out.append(ev.BotMoved(bot.seat, (start, to), partner, (was, start)))


def _rip_free(state: MeatbotState, bot: Bot) -> None:
    for bond in _pins_of(state, bot.seat):
        for seat in (bond.a, bond.b):
            if seat is not None:
                fx.deal(state, seat, RIP_DAMAGE, None)
        state.bonds.remove(bond)
        state.out.append(ev.BondBroken(bond.a, bond.b, "pin", "ripped free"))


def destinations(state: MeatbotState, seat: int) -> dict[Hex, list[Hex]]:
    """Every hex the bot could still reach this Movement phase, with a shortest path.

    Ignores locks (a locked bot's partner changes the picture step by step); for the UI's
    highlight and the AI's planning, then submitted one ``Step`` at a time.
    """
    bot = state.bots[seat]
    left = state.move_left.get(seat, 0) if state.phase == "move" else current_move(state, bot)
    if fx.wall_pinned(state, seat):
        left = 0                        # nailed to a wall: nowhere to go until ripped free
    blocked = fx.occupied(state) - {bot.hex}
    return areas.paths(state.arena, bot.hex, left, blocked)
