"""The game's flow: melees, the scavenge, handing choices to the phase that asked for them,
and running on (``advance``) until somebody must decide.

Phases: "ready" -> "grab" -> per round "prep" (chip heads) -> "choose" (secret) -> "window"
(head abilities) -> "pay" -> "target"/"brace" per speed step -> end of round -> end of melee.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.match import Choice
from game.games.dicebot.rules import attacks, battle
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.active import DicebotResult
from game.games.dicebot.rules.choices import Discard, Grab, Pass, PlayCard, Ready, Target, UseHead
from game.games.dicebot.rules.deck import deal
from game.games.dicebot.rules.parts import (
    BODY_SPACES,
    DICE_PER_PLAYER,
    FACES,
    HAND_SIZE,
    HIT_POINTS,
    MEDALS_TO_WIN,
    face_of,
)
from game.games.dicebot.rules.setup import SNAKE

if TYPE_CHECKING:
    from game.games.dicebot.rules.state import DicebotState


def take(state: DicebotState, player: int, choice: Choice) -> None:
    """Apply one validated choice to the phase that asked for it."""
    if isinstance(choice, Ready):
        state.ready.add(player)
        state.out.append(ev.PlayerReady(player))
    elif isinstance(choice, Grab):
        grab(state, player, choice.die)
    elif isinstance(choice, Discard):
        battle.discard_after_chip(state, player, choice.cards)
    elif isinstance(choice, PlayCard):
        battle.choose(state, player, choice.card)
    elif isinstance(choice, (Pass, UseHead)) and state.phase in ("prep", "window"):
        battle.answer(state, player, choice)
    elif isinstance(choice, (Pass, UseHead)):
        attacks.brace(state, player, choice)
    elif isinstance(choice, Target):
        state.targets[player] = choice.target
    else:
        battle.pay(state, player, choice)


def advance(state: DicebotState) -> None:
    """Run on through everything that needs no decision."""
    while not state.over and not waiting(state):
        if state.phase == "ready":
            roll_junkyard(state)
        elif state.phase == "grab":
            state.out.append(ev.ScavengeEnded())
            battle.begin_round(state)
        elif state.phase in ("prep", "choose", "window", "pay"):
            battle.advance(state)
        elif attacks.advance(state):
            end_round(state)


def waiting(state: DicebotState) -> bool:
    """True when the current phase needs somebody's decision."""
    if state.discarding is not None:
        return True
    if state.phase == "ready":
        return any(s not in state.ready for s in state.players)
    if state.phase == "grab":
        return bool(state.junkyard)
    if state.phase in ("prep", "choose", "window", "pay"):
        return battle.waiting(state)
    return attacks.waiting(state)


# -- melees -----------------------------------------------------------------------------------

def start_melee(state: DicebotState) -> None:
    """A new melee: hit points back to full, empty sheets, six cards each, then get ready."""
    state._reset_round()
    state.melee += 1
    state.players = tuple(range(state.n))
    state.alive = [True] * state.n
    state.hp = [HIT_POINTS] * state.n
    state.body = [[] for _ in range(state.n)]
    state.head = [None] * state.n
    state.round, state.phase, state.ready, state.grabs = 0, "ready", set(), 0
    state.out.append(ev.MeleeBegan(state.melee, state.players, HIT_POINTS))
    deal(state, state.players, HAND_SIZE)


def roll_junkyard(state: DicebotState) -> None:
    """Everyone rolls their parts dice into the junkyard (player order, die ids from 0)."""
    state.junkyard = {}
    for seat in state.players:
        for _ in range(DICE_PER_PLAYER):
            state.junkyard[len(state.junkyard)] = (face_of(state.dice.roll(6)), seat)
    snake = state.setup.draft == SNAKE
    if snake:
        order = list(state.players)
        state.snake = [s for turn in range(DICE_PER_PLAYER)
                       for s in (order if turn % 2 == 0 else order[::-1])]
    state.phase = "grab"
    state.out.append(ev.JunkyardRolled(
        tuple((die, face, seat) for die, (face, seat) in state.junkyard.items()), snake))


def grab(state: DicebotState, seat: int, die: int) -> None:
    """Put junkyard die ``die`` on ``seat``'s next free space (the body, then the head)."""
    face, _ = state.junkyard.pop(die)
    space = "body" if len(state.body[seat]) < BODY_SPACES else "head"
    if space == "body":
        state.body[seat].append(face)
    else:
        state.head[seat] = face
    if state.snake:
        state.snake.pop(0)
    state.grabs += 1
    state.out.append(ev.DieGrabbed(seat, die, face, space, state.grabs))


def end_round(state: DicebotState) -> None:
    """Destroy robots below 1 hit point, then start the next round or end the melee."""
    attacks.clear_table(state)
    fallen = tuple(s for s in state.fighting() if state.hp[s] < 1)
    for seat in fallen:
        state.alive[seat] = False
        state.out.append(ev.RobotDestroyed(seat, state.round))
    state.fallen_last = fallen
    if len(state.fighting()) <= 1 or state.round >= HAND_SIZE:
        end_melee(state)
    else:
        battle.begin_round(state)


def end_melee(state: DicebotState) -> None:
    """Medals for the survivors; a winner, a sudden death match, or the next melee."""
    survivors = tuple(state.fighting())
    state.out.append(ev.MeleeEnded(state.melee, state.round, survivors, state.sudden))
    for seat in range(state.n):
        state.discard.extend(state.hands[seat])
        state.hands[seat] = []
    if state.sudden:
        finish(state, survivors or state.fallen_last, "sudden death")
        return
    for seat in survivors:
        state.medals[seat] += 1
        state.out.append(ev.MedalAwarded(seat, state.medals[seat]))
    three = tuple(s for s in range(state.n) if state.medals[s] >= MEDALS_TO_WIN)
    if len(three) == 1:
        finish(state, three, "three medals")
    elif three:
        start_sudden_death(state, three)
    elif state.melee >= state.setup.melee_limit:
        finish(state, (), f"nobody won in {state.melee} melees")
    else:
        start_melee(state)


def start_sudden_death(state: DicebotState, players: tuple[int, ...]) -> None:
    """The tied players fight on as they stand: six new cards, one part of each type on the
    body, no head; everyone else is out."""
    state.melee += 1
    state.sudden, state.players = True, players
    state.alive = [s in players for s in range(state.n)]
    state.out.append(ev.SuddenDeathBegan(players, tuple(state.hp[s] for s in players)))
    for seat in range(state.n):
        state.body[seat] = list(FACES) if seat in players else []
        state.head[seat] = None
    state.round = 0
    deal(state, players, HAND_SIZE)
    battle.begin_round(state)


def finish(state: DicebotState, winners: tuple[int, ...], reason: str) -> None:
    """The game is over."""
    state.over, state.phase = True, "over"
    state.result_ = DicebotResult(winners, reason, tuple(state.medals), state.melee)
    state.out.append(ev.GameEnded(winners, reason))
