"""The shown Dice Bot table: every robot as the events so far have left it.

The board is rebuilt by replaying the match's events from the start (the public facts:
hit points, medals, sheets, hand sizes, weapons in play), so it is right whatever the flow
has already submitted: ``carry_over`` and ``recall_round`` replay only up to the events the
screen has shown. What only the viewer may know (the cards in their own hand, the card laid
face down) comes from the rules view of the match as it stands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.events import Event
from game.games.dicebot.rules.battle_events import (
    AbilityUsed,
    AttackJammed,
    AttackResolved,
    CardChosen,
    CardsDiscarded,
    CardsDrawn,
    CardsRevealed,
    GameEnded,
    HeadScrapped,
    MedalAwarded,
    MeleeEnded,
    Overheated,
    PaymentMade,
    PaymentRefused,
    RobotDestroyed,
    RoundBegan,
    RoundEnded,
    SuddenDeathBegan,
)
from game.games.dicebot.rules.cards import CARDS
from game.games.dicebot.rules.events import (
    CardsDealt,
    DieGrabbed,
    JunkyardRolled,
    MeleeBegan,
    ScavengeEnded,
)
from game.games.dicebot.rules.parts import ARMOR_PREVENTS, BATTERY_DAMAGE, CAMERA_SPEED, FACES

HIT_POINTS = 6


@dataclass
class Weapon:
    """A revealed weapon this round: card, "unpaid" / "paid" / "discarded", speed, damage."""

    card: str
    status: str = "unpaid"
    speed: int = 0
    damage: int = 0
    jammed: bool = False


@dataclass
class Robot:
    """One seat's robot on the table."""

    seat: int
    name: str
    hit_points: int = HIT_POINTS
    medals: int = 0
    fighting: bool = False
    body: list[str] = field(default_factory=list)
    head: str | None = None
    hand_size: int = 0
    chosen: bool = False
    """A card lies face down in front of it (not yet revealed)."""
    weapon: Weapon | None = None
    shield: int = 0


class TableBoard:
    """Robots by seat, the junkyard, the round, plus the viewer's rules view."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.view: Any = None
        self.viewer: int | None = None
        self.session: Any = None
        self._live_at = -1
        self.version = 0
        self.upto = 0
        """How many of the match's events this board shows."""
        self._reset()

    def _reset(self) -> None:
        self.robots = [Robot(s, name) for s, name in enumerate(self.names)]
        self.junkyard: dict[int, str] = {}
        self.melee = 0
        self.round = 0
        self.sudden = False
        self.phase = "ready"
        self.winners: tuple[int, ...] = ()
        self.over = False
        self.upto = 0

    @classmethod
    def of(cls, session: Any, viewer: int | None) -> TableBoard:
        """The board ``viewer`` sees once every event of ``session``'s match has been
        shown."""
        board = cls(session.names)
        board.view = session.view_for(viewer)
        board.viewer, board.session = viewer, session
        board._live_at = len(session.log)
        board.replay(session.log)
        return board

    # -- the shell's board protocol ---------------------------------------------------------
    def replay(self, events: Sequence[Event]) -> None:
        """Forget everything and apply ``events`` from the start of the match."""
        self._reset()
        for event in events:
            self.apply(event)

    def carry_over(self, old: TableBoard, events: Sequence[Event]) -> None:
        """Show no more than the old board had shown (events still to be animated wait)."""
        if old.upto < len(events):
            self.replay(events[: old.upto])

    def recall_round(self, events: Sequence[Event]) -> None:
        """Show exactly ``events`` (the ones already played before this screen opened)."""
        self.replay(events)

    def seat_at(self, h: Any) -> int | None:
        """No hex board: nobody stands on a hex."""
        return None

    @property
    def units(self) -> dict[int, Any]:
        """One unit per robot (the shell's generic code reads hit points from these)."""
        return {unit.uid: unit for unit in self.view.units()} if self.view else {}

    def live(self) -> Any:
        """The viewer's rules view of the match as it stands now (the events still being
        shown included): the viewer's own hand only changes by the viewer's own choices,
        so it is shown as it is."""
        if self.session is not None and self._live_at != len(self.session.log):
            self.view = self.session.view_for(self.viewer)
            self._live_at = len(self.session.log)
        return self.view

    def hand(self) -> tuple[str, ...]:
        """The viewer's own hand (empty for a spectator, and between melees: also while the
        core has dealt the next melee's cards but the screen still shows this one)."""
        view = self.live()
        if view is None or self.viewer is None or self.robots[self.viewer].hand_size <= 0:
            return ()
        if view.melee != self.melee:
            return ()
        return tuple(view.robots[self.viewer].hand or ())

    # -- applying events --------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        """Show that ``event`` happened."""
        self.version += 1
        self.upto += 1
        handler = HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def _on_MeleeBegan(self, e: Any) -> None:
        self.melee, self.round, self.sudden, self.phase = e.melee, 0, False, "ready"
        for robot in self.robots:
            robot.fighting = robot.seat in e.seats
            robot.hit_points, robot.body, robot.head = e.hit_points, [], None
            robot.weapon, robot.chosen, robot.shield = None, False, 0

    def _on_CardsDealt(self, e: Any) -> None:
        self.robots[e.player].hand_size = e.count

    def _on_JunkyardRolled(self, e: Any) -> None:
        self.junkyard = {die: face for die, face, _ in e.dice}
        self.phase = "grab"

    def _on_DieGrabbed(self, e: Any) -> None:
        self.junkyard.pop(e.die, None)
        robot = self.robots[e.player]
        if e.space == "head":
            robot.head = e.face
        else:
            robot.body.append(e.face)

    def _on_ScavengeEnded(self, e: Any) -> None:
        self.junkyard = {}
        self.phase = "battle"

    def _on_RoundBegan(self, e: Any) -> None:
        self.round, self.phase = e.round, "choose"
        for robot in self.robots:
            robot.weapon, robot.chosen, robot.shield = None, False, 0

    def _on_CardChosen(self, e: Any) -> None:
        robot = self.robots[e.player]
        robot.chosen, robot.hand_size = True, max(0, robot.hand_size - 1)

    def _on_CardsRevealed(self, e: Any) -> None:
        self.phase = "window"
        for seat, name in e.cards:
            card = CARDS[name]
            self.robots[seat].weapon = Weapon(name, "unpaid", card.speed, card.damage)
            self.robots[seat].chosen = False

    def _on_AbilityUsed(self, e: Any) -> None:
        robot = self.robots[e.player]
        robot.head = None
        weapon = robot.weapon
        if e.ability == "armor":
            robot.shield += ARMOR_PREVENTS
        elif e.ability == "camera" and weapon is not None:
            weapon.speed += CAMERA_SPEED
        elif e.ability == "battery" and weapon is not None:
            weapon.damage += BATTERY_DAMAGE
        elif e.ability == "claw" and weapon is not None:
            if e.card:
                card = CARDS[e.card]
                robot.weapon = Weapon(e.card, "paid", card.speed, card.damage)
            else:
                weapon.status, weapon.speed, weapon.damage = "discarded", 0, 0

    def _on_CardsDrawn(self, e: Any) -> None:
        self.robots[e.player].hand_size += e.count

    def _on_CardsDiscarded(self, e: Any) -> None:
        robot = self.robots[e.player]
        robot.hand_size = max(0, robot.hand_size - len(e.cards))

    def _on_PaymentMade(self, e: Any) -> None:
        robot = self.robots[e.player]
        self.phase = "pay"
        spent = list(e.parts)
        if e.head and robot.head in spent:
            spent.remove(robot.head)
            robot.head = None
        for part in spent:
            if part in robot.body:
                robot.body.remove(part)
        if robot.weapon is not None:
            robot.weapon.status = "paid"

    def _on_PaymentRefused(self, e: Any) -> None:
        weapon = self.robots[e.player].weapon
        self.phase = "pay"
        if weapon is not None:
            weapon.status, weapon.speed, weapon.damage = "discarded", 0, 0

    def _on_AttackResolved(self, e: Any) -> None:
        self.phase = "attack"
        self._hurt(e.target, e.hit_points, e.prevented)

    def _on_Overheated(self, e: Any) -> None:
        self._hurt(e.player, e.hit_points, e.prevented)

    def _hurt(self, seat: int, hit_points: int, prevented: int) -> None:
        robot = self.robots[seat]
        robot.hit_points = hit_points
        robot.shield = max(0, robot.shield - prevented)

    def _on_HeadScrapped(self, e: Any) -> None:
        self.robots[e.target].head = None

    def _on_AttackJammed(self, e: Any) -> None:
        weapon = self.robots[e.target].weapon
        if weapon is not None:
            weapon.jammed = True

    def _on_RoundEnded(self, e: Any) -> None:
        self.phase = "round over"
        for robot in self.robots:
            robot.weapon, robot.chosen, robot.shield = None, False, 0

    def _on_RobotDestroyed(self, e: Any) -> None:
        self.robots[e.player].fighting = False

    def _on_MeleeEnded(self, e: Any) -> None:
        self.phase = "ended"
        for robot in self.robots:
            robot.hand_size, robot.weapon, robot.chosen, robot.shield = 0, None, False, 0

    def _on_MedalAwarded(self, e: Any) -> None:
        self.robots[e.player].medals = e.medals

    def _on_SuddenDeathBegan(self, e: Any) -> None:
        self.sudden, self.melee, self.round = True, self.melee + 1, 0
        for robot in self.robots:
            robot.fighting = robot.seat in e.seats
            robot.body = list(FACES) if robot.fighting else []
            robot.head, robot.weapon, robot.chosen, robot.shield = None, None, False, 0
        for seat, hp in zip(e.seats, e.hit_points, strict=True):
            self.robots[seat].hit_points = hp

    def _on_GameEnded(self, e: Any) -> None:
        self.over, self.winners, self.phase = True, tuple(e.winners), "over"


HANDLERS: dict[type[Event], Callable[[TableBoard, Any], None]] = {
    MeleeBegan: TableBoard._on_MeleeBegan,
    CardsDealt: TableBoard._on_CardsDealt,
    JunkyardRolled: TableBoard._on_JunkyardRolled,
    DieGrabbed: TableBoard._on_DieGrabbed,
    ScavengeEnded: TableBoard._on_ScavengeEnded,
    RoundBegan: TableBoard._on_RoundBegan,
    CardChosen: TableBoard._on_CardChosen,
    CardsRevealed: TableBoard._on_CardsRevealed,
    AbilityUsed: TableBoard._on_AbilityUsed,
    CardsDrawn: TableBoard._on_CardsDrawn,
    CardsDiscarded: TableBoard._on_CardsDiscarded,
    PaymentMade: TableBoard._on_PaymentMade,
    PaymentRefused: TableBoard._on_PaymentRefused,
    AttackResolved: TableBoard._on_AttackResolved,
    Overheated: TableBoard._on_Overheated,
    HeadScrapped: TableBoard._on_HeadScrapped,
    AttackJammed: TableBoard._on_AttackJammed,
    RoundEnded: TableBoard._on_RoundEnded,
    RobotDestroyed: TableBoard._on_RobotDestroyed,
    MeleeEnded: TableBoard._on_MeleeEnded,
    MedalAwarded: TableBoard._on_MedalAwarded,
    SuddenDeathBegan: TableBoard._on_SuddenDeathBegan,
    GameEnded: TableBoard._on_GameEnded,
}
"""Event class -> how the shown table changes (events without one change nothing)."""
