"""The round flow of a ``MeatbotState``: which requests are pending, taking a choice, and
running on through the phases until the next decision."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core import areas
from game.core.hexes import distance
from game.core.match import Choice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import letgo as lg
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules.attacks import explode, resolve_attack
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import (
    Eat,
    HyperhealOrder,
    OncoOrder,
    Pick,
    Release,
    Step,
    Stop,
)
from game.games.meatbot.rules.grandstands import resolve_grandstand
from game.games.meatbot.rules.stats import MeatbotResult

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState

SHELL_DAMAGE = 3
_HARMLESS_MOVES = (Step, Stop)
"""Movement choices that deal no damage: with no bond around, nobody can fall after them."""


def start_round(state: MeatbotState) -> None:
    """Begin a round: queue the onco-round orders."""
    state.round += 1
    if not state.quiet:
        state.out.append(ev.RoundStarted(state.round))
    state.phase = "onco"
    state.onco_queue = [(owner, bot.seat) for bot in state.bots if bot.active
                        for owner in bot.slugs if state.bots[owner].active]
    # A Hyperheal may spit an onco-round out before it can do anything this round.
    state.heal_queue = [bot.seat for bot in state.bots if bot.active and bot.slugs
                        for _ in range(bot.count(dv.HYPERHEAL))]


# -- taking a choice -----------------------------------------------------------------------

def take(state: MeatbotState, player: int, choice: Choice) -> None:
    """Record or carry out ``choice`` for ``player`` in the current phase."""
    phase = state.phase
    if phase == "move":                 # the commonest first
        bonds = len(state.bonds)
        mo.apply_move(state, player, choice)
        if type(choice) in _HARMLESS_MOVES and not bonds:
            return                      # nobody was hurt and no bond ended: nothing follows
        fx.settle(state)
        check_end(state)
        if len(state.bonds) < bonds:
            lg.replan(state)
    elif phase == "onco" and isinstance(choice, HyperhealOrder):
        _heal(state, state.heal_queue.pop(0), choice)
    elif phase == "onco":
        _onco(state, choice)
    elif phase == "pick":
        state.picks[player] = choice
        if not state.quiet:
            state.out.append(ev.PickMade(player))
    elif phase == "step" and isinstance(choice, Release):
        _let_go_in_step(state, player)  # the die is still to be spent
    elif phase == "step":
        _record_die(state, player, choice)
    elif phase == "letgo":
        state.letgo_queue.pop(0)
        if isinstance(choice, Release):
            lg.let_go(state, player)
    elif phase == "timing":
        mo.apply_timing(state, player, choice)


def _onco(state: MeatbotState, choice: OncoOrder) -> None:
    owner, seat = state.onco_queue.pop(0)
    bot = state.bots[seat]
    state.out.append(ev.OncoTriggered(owner, seat, choice.effect))
    if choice.effect == "damage":
        fx.deal(state, seat, 1, owner)
    elif choice.effect == "move":
        bot.move_loss += 1
    elif choice.effect == "defend":
        bot.defend_loss += 1
    else:
        state.birp[(owner, seat)] = state.birp.get((owner, seat), 0) + 1
    fx.settle(state)
    check_end(state)


def _heal(state: MeatbotState, seat: int, choice: HyperhealOrder) -> None:
    """A Hyperheal's start-of-round choice: keep it for healing, or expel an onco-round now
    (that round then gives its firer no order this round)."""
    bot = state.bots[seat]
    if choice.expel is None or choice.expel not in bot.slugs:
        return
    bot.slugs.remove(choice.expel)
    bot.heals_spent += 1
    if (choice.expel, seat) in state.onco_queue:
        state.onco_queue.remove((choice.expel, seat))
    state.out.append(ev.OncoExpelled(seat, choice.expel))


def heal(state: MeatbotState, bot: Bot) -> None:
    """Hyperheal one Meat back (never above the bot's maximum)."""
    if bot.damage > 0:
        bot.damage -= 1
        state.out.append(ev.Healed(bot.seat, 1, bot.meat))


def _let_go_in_step(state: MeatbotState, player: int) -> None:
    """Let go now, or, while another bot still allocates blind in this step, in secret:
    the Lock then ends at the step's reveal, before its dice resolve, so that the others
    choose against the board as it stood when the step began."""
    if lg.others_allocating(state, player):
        state.step_releases.add(player)
    else:
        lg.let_go(state, player)


def _record_die(state: MeatbotState, player: int, choice: Choice) -> None:
    assert state.step is not None
    for index, (seat, _) in enumerate(state.step):
        if seat == player and index not in state.step_choices:
            state.step_choices[index] = choice
            return


# -- running on ----------------------------------------------------------------------------

def advance(state: MeatbotState) -> None:
    """Run phases until a decision is needed or the match is over."""
    while not state.over:
        phase = state.phase
        if phase == "move":             # the commonest first
            seat = mo.next_mover(state)
            if seat is not None:
                state.mover_memo = (state.rid, seat)
                return
            end_round(state)
        elif phase == "onco":
            state.heal_queue = [s for s in state.heal_queue
                                if state.bots[s].active and state.bots[s].slugs]
            if state.heal_queue:
                return
            while state.onco_queue and not all(state.bots[s].active
                                               for s in state.onco_queue[0]):
                state.onco_queue.pop(0)
            if state.onco_queue:
                return
            state.phase, state.picks = "pick", {}
        elif phase == "pick":
            picks = state.picks
            for b in state.bots:
                if b.seat not in picks and b.standing and not b.ejected:
                    return
            _reveal(state)
        elif phase == "heal":
            _land_shells(state)
        elif phase == "step":
            if not _run_steps(state):
                return
        elif phase == "letgo":
            if lg.next_letgo(state) is not None:
                return
            mo.plan(state)
            state.phase = "timing"
        elif phase == "timing":
            if state.timing_queue:
                return
            state.phase = "move"


def _rolls(roll: Callable[[int], int], sides: int, count: int) -> tuple[int, ...]:
    """``count`` rolls of a d``sides`` with ``roll``, in order."""
    if count < 2:                       # most often none or one: no list made
        return (roll(sides),) if count else ()
    return tuple([roll(sides) for _ in range(count)])


def _reveal(state: MeatbotState) -> None:
    roll, out = state.dice.roll, state.out
    active = [bot for bot in state.bots if bot.standing and not bot.ejected]
    for bot in active:
        choice = state.picks[bot.seat]
        if isinstance(choice, Eat):
            bot.eating = choice.item
        elif isinstance(choice, Pick):
            bot.d4 = _rolls(roll, 4, choice.d4)
            bot.d6 = _rolls(roll, 6, choice.d6)
            bot.d10 = _rolls(roll, 10, choice.d10)
            bot.d12 = _rolls(roll, 12, choice.d12)
        if not state.quiet:
            out.append(ev.DiceRevealed(bot.seat, bot.d4, bot.d6, bot.d10, bot.d12, bot.eating))
    if not state.quiet:
        for bot in active:
            out.append(ev.DefenseRaised(bot.seat, bot.defend))
    state.phase = "heal"
    for bot in active:
        if dv.HYPERHEAL in bot.kind_counts():
            for _ in range(bot.count(dv.HYPERHEAL) - bot.heals_spent):
                heal(state, bot)


def _land_shells(state: MeatbotState) -> None:
    for owner, at in state.shells_due:
        hits = explode(state, at, SHELL_DAMAGE, None)
        if not state.quiet:
            hexes = areas.explosion(state.arena, at)
            state.out.append(ev.ShellLanded(owner, at, hexes, hits))
        for seat, amount in hits:
            fx.deal(state, seat, amount, owner)
    state.shells_due = []
    fx.settle(state)
    check_end(state)
    if not state.over:
        _build_steps(state)
        state.phase = "step"


def _build_steps(state: MeatbotState) -> None:
    """Queue the grandstand steps (12s) and then one step per attack value, 10 down to 1."""
    twelves: list[tuple[int, int]] = []
    by_value: dict[int, list[tuple[int, int]]] = {}
    out, quiet = state.out, state.quiet
    for bot in state.bots:
        if not (bot.standing and not bot.ejected):
            continue
        seat = bot.seat
        for value in bot.d12:
            if not quiet:
                out.append(ev.GrandstandRolled(seat, value))
            if value == 12:
                twelves.append((seat, 12))
        for value in bot.d10:
            if value in by_value:
                by_value[value].append((seat, value))
            else:
                by_value[value] = [(seat, value)]
    laces = {bot.seat for bot in state.bots if dv.NERVE_LACE in bot.kind_counts()}
    steps: list[tuple[str, list[tuple[int, int]]]] = []
    ordered = [("attack", by_value[value]) for value in sorted(by_value, reverse=True)]
    for kind, dice in [("grandstand", twelves)] + ordered if twelves else ordered:
        laced = [d for d in dice if d[0] in laces] if laces else []
        if not laced:
            steps.append((kind, dice))
            continue
        plain = [d for d in dice if d not in laced]
        steps += [(kind, tier) for tier in (laced, plain) if tier]
    state.steps = steps
    state.step = None


def _run_steps(state: MeatbotState) -> bool:
    """Open and resolve allocation steps; False when one waits for choices."""
    while True:
        if state.step is None:
            if not state.steps:
                state.phase, state.letgo_queue = "letgo", lg.holders(state)
                return True
            state.step_kind, dice = state.steps.pop(0)
            state.step = [d for d in dice if state.bots[d[0]].active]
            state.step_choices, state.step_releases = {}, set()
            continue
        if len(state.step_choices) < len(state.step):
            return False
        _resolve_step(state)
        if state.over:
            return True
        if state.restart:
            restart(state)
            return True


def _resolve_step(state: MeatbotState) -> None:
    assert state.step is not None
    for seat in sorted(state.step_releases):
        lg.let_go(state, seat)
    state.step_releases = set()
    for index, (seat, value) in enumerate(state.step):
        bot = state.bots[seat]
        choice = state.step_choices[index]
        target = getattr(choice, "target", None)
        if not bot.active:
            continue
        if target is not None and target >= 0 and not state.bots[target].active:
            if not state.quiet:
                state.out.append(ev.DieLost(seat, value, "the target is gone"))
        elif state.step_kind == "grandstand":
            resolve_grandstand(state, bot, choice)
        else:
            resolve_attack(state, bot, value, choice)
    state.step = None
    fx.settle(state)
    check_end(state)


# -- end of round, restart, end of match ---------------------------------------------------

def end_round(state: MeatbotState) -> None:
    """Eat, bring swallowed items online, arm next round's shells, then start a new round."""
    _finish_eating(state)
    for bot in state.bots:
        for item in bot.arriving:
            bot.items.append(item)
            state.out.append(ev.DevourableArrived(bot.seat, item.uid, item.kind))
        if bot.arriving:
            bot.items_changed()
            bot.arriving = []
        carry = bot.move_drop_next
        bot.clear_round()
        bot.move_drop, bot.move_drop_next = carry, 0
    state.shells_due, state.shells_next = state.shells_next, []
    state.birp = {}
    if not state.quiet:
        state.out.append(ev.RoundEnded(state.round))
    if state.round >= state.setup.round_limit:
        finish(state, None, f"the {state.setup.round_limit}-round limit was reached")
        return
    start_round(state)


def _finish_eating(state: MeatbotState) -> None:
    wanted: dict[int, list[int]] = {}
    for bot in state.bots:
        if not bot.active or bot.eating is None:
            continue
        entry = state.floor.get(bot.eating)
        reach = dv.EAT_REACH_CRANE if bot.has(dv.CRANE) else 0
        if entry is None:
            state.out.append(ev.EatingFailed(bot.seat, bot.eating, "the item is gone"))
        elif distance(bot.hex, entry[1]) > reach:
            state.out.append(ev.EatingFailed(bot.seat, bot.eating, "it is out of reach"))
        else:
            wanted.setdefault(bot.eating, []).append(bot.seat)
    for uid, seats in sorted(wanted.items()):
        seat = seats[0] if len(seats) == 1 else seats[state.dice.roll(len(seats)) - 1]
        for loser in seats:
            if loser != seat:
                state.out.append(ev.EatingFailed(loser, uid, f"{state.names[seat]} got it"))
        if fx.swallow(state, seat, state.floor[uid][0], "next match"):
            del state.floor[uid]
        else:
            state.out.append(ev.EatingFailed(seat, uid, "no Stomachs free"))


def restart(state: MeatbotState) -> None:
    """After a pilot ejection: everyone else back to their starting hex, a fresh round."""
    state.restart = False
    state.bonds, state.shells_due, state.shells_next, state.birp = [], [], [], {}
    state.steps, state.step = [], None
    for bot in state.bots:
        bot.clear_round()
        bot.move_drop_next = 0
        bot.hex = bot.spawn
    state.out.append(ev.MatchRestarted(tuple((b.seat, b.hex) for b in state.bots if b.active)))
    check_end(state)
    if not state.over:
        start_round(state)


def check_end(state: MeatbotState) -> None:
    """End the match when at most one bot is still in the fight."""
    if state.over:
        return
    fighting = 0
    for bot in state.bots:              # most often two still fight: no list made
        if bot.standing and not bot.ejected:
            fighting += 1
            if fighting > 1:
                return
    left = [b.seat for b in state.bots if b.standing and not b.ejected]
    if len(left) == 1:
        finish(state, left[0], "last bot standing")
    elif not left:
        finish(state, None, "the last bots fell at the same moment")


def finish(state: MeatbotState, winner: int | None, reason: str) -> None:
    """Close the match with a result."""
    state.over = True
    state.phase = "over"
    state.result_ = MeatbotResult(winner, reason, state.round,
                                  tuple(s.frozen() for s in state.stats))
    state.out.append(ev.MatchEnded(winner, reason))
