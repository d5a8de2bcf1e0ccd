"""How each event looks while it plays: shots, blasts, cone spray, ray beams, knock-backs,
locks, shells, devourables flying, damage numbers, collapses and banners."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.core.events import Event
from game.core.hexes import Hex, distance
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.board_events import (
    BondBroken,
    BotCollapsed,
    BotKnockedBack,
    BotPinned,
    DevourableArrived,
    DevourableDropped,
    DevourableEaten,
    EatingFailed,
    LockFormed,
    MatchEnded,
    MatchRestarted,
    MoveOrderSet,
    MoveRegained,
    PilotEjected,
)
from game.games.meatbot.rules.events import (
    AttackResolved,
    BotBuilt,
    BotDamaged,
    DefenseRaised,
    DiceRevealed,
    DieLost,
    GrandstandRolled,
    Healed,
    OncoExpelled,
    OncoTriggered,
    RoundStarted,
    ShellLanded,
    ShellPlaced,
    StatLowered,
)
from game.games.meatbot.ui.battle.board import Board
from game.ui import theme
from game.ui.anim import Animation
from game.ui.palette import TeamStyle
from game.ui.render.overlays import HexStamps, outcome_tag
from game.ui.render.projection import Point, Projection
from game.ui.text import shadowed

ACID = (120, 230, 60)
FIRE = (255, 150, 40)
ONCO = (190, 90, 255)
HEAL = (90, 240, 140)
GOLD = (255, 210, 80)


def ease(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


def unit_overrides(anim: Animation | None, proj: Projection, board: Board) -> dict[int, Point]:
    """Screen positions of bots that are sliding this frame."""
    if anim is None:
        return {}
    e, t = anim.event, ease(anim.progress)
    if isinstance(e, ev.BotMoved):
        found = {e.player: proj.along(e.path, t)}
        if e.dragged is not None and e.dragged_path:
            found[e.dragged] = proj.along(e.dragged_path, t)
        return found
    if isinstance(e, ev.BotKnockedBack):
        return {e.player: proj.along(e.path, t)}
    if isinstance(e, ev.MatchRestarted):
        return {seat: proj.between(board.bots[seat].hex, h, t) for seat, h in e.positions}
    return {}


class EffectPainter:
    """Draws the current animation over the map."""

    def __init__(self, styles: Sequence[TeamStyle]) -> None:
        self.styles = styles
        self.stamps = HexStamps()

    def draw(self, surface: pygame.Surface, proj: Projection, anim: Animation | None,
             board: Board) -> None:
        """The effect of ``anim`` at its current progress."""
        if anim is None:
            return
        drawer = DRAWERS.get(type(anim.event))
        if drawer is not None:
            drawer(self, surface, proj, anim.event, anim.progress, board)

    # -- helpers -----------------------------------------------------------------------------
    def _where(self, proj: Projection, board: Board, seat: int) -> Point:
        return proj.centre(board.bots[seat].hex)

    @staticmethod
    def _popup(surface: pygame.Surface, words: str, at: Point, colour: tuple[int, int, int],
               t: float, size: int = 30) -> None:
        image = shadowed(words, size, colour, True)
        if t > 0.7:
            image = image.copy()
            image.set_alpha(round(255 * (1 - t) / 0.3))
        rise = 30 * t
        surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1] - 30 - rise))))

    @staticmethod
    def banner(surface: pygame.Surface, words: str, t: float,
               colour: tuple[int, int, int] = theme.ACCENT, size: int = 64) -> None:
        """Big centred words that swell in and fade out."""
        image = shadowed(words, size, colour, True, offset=3)
        fade = min(1.0, t / 0.15, (1 - t) / 0.25) if t < 1 else 0.0
        if fade < 1:
            image = image.copy()
            image.set_alpha(round(255 * max(0.0, fade)))
        rect = image.get_rect(center=(surface.get_width() // 2 - 160,
                                      surface.get_height() // 2 - 60))
        surface.blit(image, rect)

    def _blast(self, surface: pygame.Surface, proj: Projection, hexes: Sequence[Hex],
               at: Hex, t: float, colour: tuple[int, int, int] = FIRE) -> None:
        alpha = round(170 * (1 - t))
        if alpha > 0:
            self.stamps.fill(surface, proj, hexes, colour, max(8, alpha // 8 * 8))
        x, y = proj.centre(at)
        radius = proj.hex_radius * (0.4 + 1.8 * t)
        pygame.draw.circle(surface, (255, 240, 180), (x, y), radius, max(1, round(6 * (1 - t))))
        if t < 0.4:
            pygame.draw.circle(surface, (255, 255, 220), (x, y), proj.hex_radius * (1 - t * 2))

    def _projectile(self, surface: pygame.Surface, a: Point, b: Point, t: float,
                    colour: tuple[int, int, int], arc: float = 0.0, size: float = 5) -> Point:
        x = a[0] + (b[0] - a[0]) * t
        y = a[1] + (b[1] - a[1]) * t - arc * math.sin(math.pi * t)
        pygame.draw.circle(surface, (0, 0, 0), (x, y), size + 2)
        pygame.draw.circle(surface, colour, (x, y), size)
        return x, y

    # -- one method per event class (looked up by name) ---------------------------------------
    def _RoundStarted(self, s, proj, e, t, board):  # noqa: N802, D102
        self.banner(s, f"Round {e.round}", t)

    def _MoveOrderSet(self, s, proj, e, t, board):  # noqa: N802, D102
        self.banner(s, "Movement", t, size=56)

    def _MatchEnded(self, s, proj, e, t, board):  # noqa: N802, D102
        words = "Draw!" if e.winner is None else f"{board.bots[e.winner].name} wins!"
        self.banner(s, words, t, GOLD, 80)

    def _GrandstandRolled(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.player)
        if e.success:
            self.banner(s, "GRANDSTAND!", t, GOLD, 72)
            pygame.draw.circle(s, GOLD, at, proj.hex_radius * (0.5 + t), 3)
        else:
            self._popup(s, f"d12: {e.value}", at, theme.TEXT_DIM, t, 24)

    def _OncoTriggered(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.target)
        pygame.draw.circle(s, ONCO, at, proj.hex_radius * (0.3 + 0.5 * t), 3)
        self._popup(s, {"damage": "onco -1", "move": "Move -1", "defend": "Defend -1",
                        "birp": "BiRP primed"}.get(e.effect, e.effect), at, ONCO, t, 24)

    def _OncoExpelled(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.player)
        self._projectile(s, at, (at[0] + 40, at[1] - 60), t, ONCO)

    def _Healed(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, f"+{e.amount}", self._where(proj, board, e.player), HEAL, t)

    def _DefenseRaised(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, f"Defend {e.defend}", self._where(proj, board, e.player), theme.STATION,
                    t, 22)

    def _DiceRevealed(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.player)
        pygame.draw.circle(s, self.styles[e.player].colour, at, proj.hex_radius * (0.6 + t), 2)

    def _ShellPlaced(self, s, proj, e, t, board):  # noqa: N802, D102
        start = self._where(proj, board, e.player)
        self._projectile(s, start, proj.centre(e.at), t, (255, 90, 200), arc=160, size=6)

    def _ShellLanded(self, s, proj, e, t, board):  # noqa: N802, D102
        x, y = proj.centre(e.at)
        if t < 0.35:
            self._projectile(s, (x, y - 300), (x, y), t / 0.35, (255, 90, 200), size=7)
            return
        self._blast(s, proj, sorted(e.hexes), e.at, (t - 0.35) / 0.65, (255, 110, 60))

    def _AttackResolved(self, s, proj, e, t, board):  # noqa: N802, D102
        origin = self._where(proj, board, e.player)
        if e.hexes and e.direction is not None and e.action == "Acid Spray":
            self._spray(s, proj, e, t, board)
        elif e.hexes and e.direction is not None:
            end = proj.centre(e.hexes[-1])
            width = max(2, round(10 * proj.zoom * (1 - abs(0.5 - t))))
            pygame.draw.line(s, (0, 0, 0), origin, end, width + 4)
            pygame.draw.line(s, ACID, origin, end, width)
        elif e.at is not None:
            if t < 0.4:
                self._projectile(s, origin, proj.centre(e.at), t / 0.4, FIRE, arc=60)
                return
            self._blast(s, proj, e.hexes, e.at, (t - 0.4) / 0.6)
        elif e.target is not None and e.target != e.player:
            target = self._where(proj, board, e.target)
            if t < 0.45:
                self._projectile(s, origin, target, t / 0.45, self.styles[e.player].colour)
                return
        self._tags(s, proj, e, board, t)

    def _spray(self, s, proj, e, t, board):
        origin = board.bots[e.player].hex
        far = max(1, max(distance(origin, h) for h in e.hexes))
        reached = [h for h in e.hexes if distance(origin, h) <= 1 + t * far * 1.4]
        self.stamps.fill(s, proj, reached, ACID, 96)

    def _tags(self, s, proj, e, board, t):
        if t < 0.45 and e.at is None and not e.hexes:
            return
        for seat, amount in e.hits:
            outcome_tag(s, self._where(proj, board, seat), f"-{amount}", True, proj.zoom)
        for seat in e.missed:
            outcome_tag(s, self._where(proj, board, seat), "miss", False, proj.zoom)
        if not e.hits and not e.missed:
            self._popup(s, e.action, self._where(proj, board, e.player), theme.TEXT, t, 24)

    def _DieLost(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, f"{e.die}: {e.reason}", self._where(proj, board, e.player),
                    theme.TEXT_DIM, t, 20)

    def _BotDamaged(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.player)
        if t < 0.3:
            pygame.draw.circle(s, (255, 60, 40), at, proj.hex_radius * 0.8, 3)
        self._popup(s, f"-{e.amount}", at, (255, 80, 60), t, 40)

    def _StatLowered(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, f"{e.stat} -{e.amount}", self._where(proj, board, e.player), FIRE, t, 24)

    def _BotKnockedBack(self, s, proj, e, t, board):  # noqa: N802, D102
        if t > 0.8 and e.blocked:
            self._popup(s, "blocked", proj.centre(e.path[-1]), theme.TEXT_DIM, t, 20)

    def _LockFormed(self, s, proj, e, t, board):  # noqa: N802, D102
        a, b = self._where(proj, board, e.biter), self._where(proj, board, e.bitten)
        end = (a[0] + (b[0] - a[0]) * min(1.0, t * 2), a[1] + (b[1] - a[1]) * min(1.0, t * 2))
        pygame.draw.line(s, (0, 0, 0), a, end, 8)
        pygame.draw.line(s, (230, 230, 240), a, end, 4)
        self._popup(s, "LOCK!", b, (230, 230, 240), t, 28)

    def _BondBroken(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, f"{e.kind} broken", self._where(proj, board, e.player), theme.TEXT, t, 22)

    def _MoveRegained(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, f"Move {e.move}!", self._where(proj, board, e.player), HEAL, t, 26)

    def _BotPinned(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, "PINNED!", self._where(proj, board, e.player), GOLD, t, 28)

    def _DevourableDropped(self, s, proj, e, t, board):  # noqa: N802, D102
        start = self._where(proj, board, e.player)
        end = proj.centre(e.at) if e.at is not None else (
            self._where(proj, board, e.by) if e.by is not None else start)
        at = self._projectile(s, start, end, ease(t), (60, 200, 150), arc=50, size=7)
        self._popup(s, f"{e.kind} {e.how}", at, (120, 240, 190), t, 20)

    def _DevourableEaten(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.player)
        pygame.draw.circle(s, (60, 200, 150), at, max(1.0, 14 * (1 - t) * proj.zoom))
        self._popup(s, f"swallows {e.kind}", at, (120, 240, 190), t, 22)

    def _EatingFailed(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, "chews on nothing", self._where(proj, board, e.player),
                    theme.TEXT_DIM, t, 22)

    def _BotBuilt(self, s, proj, e, t, board):  # noqa: N802, D102
        words = "built" if e.devourables is None else f"{len(e.devourables)} devourables"
        at = self._where(proj, board, e.player)
        pygame.draw.circle(s, HEAL, at, max(1.0, proj.hex_radius * (0.4 + 0.6 * ease(t))), 3)
        self._popup(s, words, at, HEAL, t, 22)

    def _DevourableArrived(self, s, proj, e, t, board):  # noqa: N802, D102
        self._popup(s, f"{e.kind} online", self._where(proj, board, e.player), HEAL, t, 20)

    def _BotCollapsed(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.player)
        pygame.draw.circle(s, (255, 60, 40), at, proj.hex_radius * (0.5 + t), 4)
        self.banner(s, f"{board.bots[e.player].name} collapses!", t, (255, 90, 70), 56)

    def _PilotEjected(self, s, proj, e, t, board):  # noqa: N802, D102
        at = self._where(proj, board, e.player)
        self._projectile(s, at, (at[0], at[1] - 400), ease(t), GOLD, size=8)
        self.banner(s, "EJECTED!", t, GOLD, 64)

    def _MatchRestarted(self, s, proj, e, t, board):  # noqa: N802, D102
        self.banner(s, "Restart!", t, theme.TEXT, 56)


DRAWERS: dict[type[Event], Callable[..., None]] = {
    RoundStarted: EffectPainter._RoundStarted,
    MoveOrderSet: EffectPainter._MoveOrderSet,
    MatchEnded: EffectPainter._MatchEnded,
    GrandstandRolled: EffectPainter._GrandstandRolled,
    OncoTriggered: EffectPainter._OncoTriggered,
    OncoExpelled: EffectPainter._OncoExpelled,
    Healed: EffectPainter._Healed,
    DefenseRaised: EffectPainter._DefenseRaised,
    DiceRevealed: EffectPainter._DiceRevealed,
    ShellPlaced: EffectPainter._ShellPlaced,
    ShellLanded: EffectPainter._ShellLanded,
    AttackResolved: EffectPainter._AttackResolved,
    DieLost: EffectPainter._DieLost,
    BotDamaged: EffectPainter._BotDamaged,
    StatLowered: EffectPainter._StatLowered,
    BotKnockedBack: EffectPainter._BotKnockedBack,
    LockFormed: EffectPainter._LockFormed,
    BondBroken: EffectPainter._BondBroken,
    MoveRegained: EffectPainter._MoveRegained,
    BotPinned: EffectPainter._BotPinned,
    DevourableDropped: EffectPainter._DevourableDropped,
    DevourableEaten: EffectPainter._DevourableEaten,
    EatingFailed: EffectPainter._EatingFailed,
    BotBuilt: EffectPainter._BotBuilt,
    DevourableArrived: EffectPainter._DevourableArrived,
    BotCollapsed: EffectPainter._BotCollapsed,
    PilotEjected: EffectPainter._PilotEjected,
    MatchRestarted: EffectPainter._MatchRestarted,
}
"""Event class -> the painter's method drawing it (events without one draw nothing)."""
