"""What the battle screen shows: the board as of the last animated event.

The core's state is already final when its events arrive, but the screen plays them one at a
time, so it keeps its own copy of everything drawn (positions, Meat, dice, items on the floor,
shells, bonds) and moves it on event by event. Whenever nothing is left to animate it is
rebuilt from the core's view, so the two can never drift apart for long.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.events import Event
from game.core.hexes import Hex
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.devourables import BASIC_MEAT, max_meat
from game.games.meatbot.ui.battle.shown_meat import Known, lost_after, shown

Dice = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
NO_DICE: Dice = ((), (), (), ())


@dataclass
class ShownBot:
    """One bot as drawn right now."""

    seat: int
    name: str
    hex: Hex
    meat: int
    max_meat: int
    standing: bool = True
    ejected: bool = False
    defend: int | None = None
    dice: Dice = NO_DICE
    eating: int | None = None
    picked: bool = False

    @property
    def active(self) -> bool:
        """Still in the fight."""
        return self.standing and not self.ejected


@dataclass
class Board:
    """The shown board: bots, floor items (uid, kind, hex), shells (owner, hex), bonds."""

    round: int = 0
    phase: str = ""
    bots: list[ShownBot] = field(default_factory=list)
    floor: list[tuple[int, str, Hex]] = field(default_factory=list)
    shells: list[tuple[int, Hex]] = field(default_factory=list)
    bonds: list[tuple[str, int, int | None, Hex | None]] = field(default_factory=list)
    move_order: tuple[tuple[int, ...], ...] = ()
    spent: Counter[tuple[int, int]] = field(default_factory=Counter)
    version: int = 0
    winner: int | None = None
    over: bool = False
    hidden: Known = field(default_factory=dict, repr=False)
    """Bots whose build the viewer may not read: their true and their seen most Meat (the
    Meat shown is worked out from those, so an unused Extra Meat never shows)."""
    true_max_unknown: bool = False
    """True where ``hidden`` cannot hold the true most Meat (online: the server has it);
    each blow or heal then works it out from the Meat lost so far and the event's Meat."""

    @classmethod
    def from_view(cls, view: Any, hidden: Known | None = None,
                  true_max_unknown: bool = False) -> Board:
        """The board a core ``MatchView`` describes (its Meat as the viewer may know it;
        ``hidden``: the bots whose Meat the events that follow must be read for)."""
        hidden = dict(hidden or {})
        bots = []
        for b in view.bots:
            meat, most = b.meat, b.meat_max if b.meat_max is not None else BASIC_MEAT
            bots.append(ShownBot(b.seat, b.name, b.hex, meat, most, b.standing, b.ejected,
                                 b.defend, b.dice or NO_DICE, b.eating, b.has_picked))
        return cls(view.round, view.phase, bots, list(view.floor), list(view.shells),
                   list(view.bonds), over=view.over, hidden=hidden,
                   true_max_unknown=true_max_unknown)

    def carry_over(self, old: Board, events: Sequence[Event]) -> None:
        """Keep what only events tell (spent dice, the movement order) from the board this
        one replaces, within the same round; else recall them from ``events``."""
        if self.round == old.round:
            self.spent, self.move_order = old.spent, old.move_order
        else:
            self.recall_round(events)

    def recall_round(self, events: Sequence[Event]) -> None:
        """Take the dice already spent and the movement order from this round's ``events``
        (the match's events so far): the core's view does not hold them, so a board rebuilt
        after loading a save would otherwise forget them."""
        start = next((index for index in range(len(events) - 1, -1, -1)
                      if isinstance(events[index], ev.RoundStarted)
                      and events[index].round == self.round), None)
        if start is None:
            return
        scratch = Board(self.round, bots=[replace(bot) for bot in self.bots])
        for event in events[start:]:
            scratch.apply(event)
        self.spent, self.move_order = scratch.spent, scratch.move_order

    def bot_at(self, h: Hex) -> ShownBot | None:
        """The bot in the fight standing on ``h``."""
        return next((b for b in self.bots if b.hex == h and b.active), None)

    def seat_at(self, h: Hex) -> int | None:
        """The seat whose bot is on ``h`` (one in the fight first, else a wreck there)."""
        bot = self.bot_at(h) or next((b for b in self.bots if b.hex == h), None)
        return bot.seat if bot is not None else None

    def apply(self, event: Event) -> None:
        """Move the shown board on by one event."""
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)
            self.version += 1


def _moved(board: Board, e: ev.BotMoved) -> None:
    board.bots[e.player].hex = e.path[-1]
    if e.dragged is not None and e.dragged_path:
        board.bots[e.dragged].hex = e.dragged_path[-1]


def _knocked(board: Board, e: ev.BotKnockedBack) -> None:
    board.bots[e.player].hex = e.path[-1]


def _meat(board: Board, e: ev.BotDamaged | ev.Healed) -> None:
    bot = board.bots[e.player]
    if e.player in board.hidden and board.true_max_unknown:
        board.hidden[e.player] = (e.meat + lost_after(bot.meat, bot.max_meat, e),
                                  board.hidden[e.player][1])
    true_max = board.hidden[e.player][0] if e.player in board.hidden else bot.max_meat
    bot.meat, bot.max_meat = shown(e.player, e.meat, true_max, board.hidden)


def _collapsed(board: Board, e: ev.BotCollapsed) -> None:
    board.bots[e.player].standing = False
    board.bonds = [b for b in board.bonds if e.player not in (b[1], b[2])]


def _ejected(board: Board, e: ev.PilotEjected) -> None:
    board.bots[e.player].ejected = True


def _restarted(board: Board, e: ev.MatchRestarted) -> None:
    for seat, h in e.positions:
        board.bots[seat].hex = h
    board.shells, board.bonds = [], []


def _dropped(board: Board, e: ev.DevourableDropped) -> None:
    if e.at is not None:
        board.floor.append((e.item, e.kind, e.at))


def _eaten(board: Board, e: ev.DevourableEaten) -> None:
    board.floor = [f for f in board.floor if f[0] != e.item]


def _dropped_or_puked(board: Board, e: ev.DevourableDropped) -> None:
    _dropped(board, e)
    _spent_highest(board, e)


def _eaten_or_snacked(board: Board, e: ev.DevourableEaten) -> None:
    _eaten(board, e)
    _spent_highest(board, e)


def _shell_up(board: Board, e: ev.ShellPlaced) -> None:
    board.shells.append((e.player, e.at))
    board.spent[(e.player, e.die)] += 1


def _shell_down(board: Board, e: ev.ShellLanded) -> None:
    if (e.player, e.at) in board.shells:
        board.shells.remove((e.player, e.at))


def _locked(board: Board, e: ev.LockFormed) -> None:
    board.bonds.append(("lock", e.biter, e.bitten, None))


def _pinned(board: Board, e: ev.BotPinned) -> None:
    board.bonds.append(("pin", e.player, e.partner, e.wall))


def _unbonded(board: Board, e: ev.BondBroken) -> None:
    board.bonds = [b for b in board.bonds
                   if not (b[0] == e.kind and b[1] == e.player and b[2] == e.partner)]


def _revealed(board: Board, e: ev.DiceRevealed) -> None:
    bot = board.bots[e.player]
    bot.dice = (e.d4, e.d6, e.d10, e.d12)
    bot.eating = e.eating
    board.phase = "reveal"


def _defended(board: Board, e: ev.DefenseRaised) -> None:
    board.bots[e.player].defend = e.defend
    board.phase = "heal"


def _lowered(board: Board, e: ev.StatLowered) -> None:
    bot = board.bots[e.player]
    if e.stat == "Defend" and bot.defend is not None:
        bot.defend = max(0, bot.defend - e.amount)


def _round(board: Board, e: ev.RoundStarted) -> None:
    board.round = e.round
    board.phase = "pick"
    board.move_order = ()
    board.spent = Counter()
    for bot in board.bots:
        bot.dice, bot.eating, bot.defend, bot.picked = NO_DICE, None, None, False


def _picked(board: Board, e: ev.PickMade) -> None:
    board.bots[e.player].picked = True


def _order(board: Board, e: ev.MoveOrderSet) -> None:
    board.move_order = e.groups
    board.phase = "move"


def _spent(board: Board, e: ev.AttackResolved | ev.DieLost | ev.ShellPlaced) -> None:
    board.spent[(e.player, e.die)] += 1
    board.phase = "step"


def _spent_highest(board: Board, e: ev.DevourableDropped | ev.DevourableEaten) -> None:
    """Puking and Hypersnacking name no die: it is the owner's highest one not yet spent."""
    if board.phase != "step" or (isinstance(e, ev.DevourableDropped) and e.how != "puked"):
        return
    if isinstance(e, ev.DevourableEaten) and e.ready != "next round":
        return
    used = Counter(board.spent)
    for value in sorted(board.bots[e.player].dice[2], reverse=True):
        if used[(e.player, value)] > 0:
            used[(e.player, value)] -= 1
            continue
        board.spent[(e.player, value)] += 1
        return


def _ended(board: Board, e: ev.MatchEnded) -> None:
    board.over, board.winner = True, e.winner


def _grandstand(board: Board, e: ev.GrandstandRolled) -> None:
    board.phase = "step"


def _built(board: Board, e: ev.BotBuilt) -> None:
    """An open build's Extra Meat shows at once (a secret one keeps the Meat everyone sees)."""
    if e.devourables is not None:
        bot = board.bots[e.player]
        bot.meat = bot.max_meat = max_meat(e.devourables)


_HANDLERS: dict[type, Any] = {
    ev.BotMoved: _moved, ev.BotKnockedBack: _knocked, ev.BotDamaged: _meat, ev.Healed: _meat,
    ev.BotCollapsed: _collapsed, ev.PilotEjected: _ejected, ev.MatchRestarted: _restarted,
    ev.DevourableDropped: _dropped_or_puked, ev.DevourableEaten: _eaten_or_snacked,
    ev.ShellPlaced: _shell_up,
    ev.ShellLanded: _shell_down, ev.LockFormed: _locked, ev.BotPinned: _pinned,
    ev.BondBroken: _unbonded, ev.DiceRevealed: _revealed, ev.DefenseRaised: _defended,
    ev.StatLowered: _lowered, ev.RoundStarted: _round, ev.PickMade: _picked,
    ev.MoveOrderSet: _order, ev.MatchEnded: _ended, ev.GrandstandRolled: _grandstand,
    ev.AttackResolved: _spent, ev.DieLost: _spent, ev.BotBuilt: _built,
}
