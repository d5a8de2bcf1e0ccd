"""Dice Bot Mega Fun events of the battle, the medals and the end of the game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event


def seats_text(names: Sequence[str], seats: Sequence[int]) -> str:
    """Seat names joined for a log line ("nobody" for none)."""
    return ", ".join(names[s] for s in seats) if seats else "nobody"


@dataclass(frozen=True, slots=True)
class RoundBegan(Event):
    """Battle round ``round`` of melee ``melee`` began."""

    melee: int
    round: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"Round {self.round}: choose a weapon."


@dataclass(frozen=True, slots=True)
class CardChosen(Event):
    """``player`` laid a weapon card face down (which one stays hidden until the reveal)."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} lays a card face down."


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Every chosen card was turned over: (seat, card name) in player order."""

    cards: tuple[tuple[int, str], ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        shown = "; ".join(f"{names[s]}: {card}" for s, card in self.cards)
        return f"Reveal! {shown}."


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    """``player`` discarded the head part to use its ``ability``; ``card`` is the card a
    claw drew (and activated), else ""."""

    player: int
    ability: str
    card: str = ""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        what = {"spring": "will pay with its spring as any part",
                "chip": "uses its chip to draw three cards",
                "camera": "uses its camera: +2 speed",
                "armor": "braces its armor: up to 2 damage prevented this round",
                "battery": "uses its battery: +2 damage",
                "claw": f"uses its claw: swaps its card for {self.card}, paid for free"}
        return f"{names[self.player]} {what.get(self.ability, self.ability)}."


@dataclass(frozen=True, slots=True)
class AbilityPassed(Event):
    """``player`` kept the head part when asked."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} keeps its head part."


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """``player`` drew ``count`` cards (unseen by the others)."""

    player: int
    count: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} draws {self.count} cards."


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    """``player`` discarded ``cards`` face up (after a chip)."""

    player: int
    cards: tuple[str, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} discards {', '.join(self.cards) or 'nothing'}."


@dataclass(frozen=True, slots=True)
class PaymentMade(Event):
    """``player`` paid ``parts`` for ``card`` (``head``: the head part was among them;
    ``wild``: the cost part a spring stood in for)."""

    player: int
    card: str
    parts: tuple[str, ...]
    head: bool
    wild: str | None = None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        spent = ", ".join(self.parts) if self.parts else "nothing"
        spring = f" (a spring as the {self.wild})" if self.wild else ""
        return f"{names[self.player]} pays {spent}{spring} for {self.card}."


@dataclass(frozen=True, slots=True)
class PaymentRefused(Event):
    """``player`` could not pay for ``card`` and discarded it: hit by everything this round."""

    player: int
    card: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} cannot pay for {self.card}: discarded, and wide open!"


@dataclass(frozen=True, slots=True)
class AttackResolved(Event):
    """``player``'s ``card`` hit ``target`` for ``damage`` (after ``prevented`` by armor),
    leaving it ``hit_points``; ``speed`` is the attack's speed."""

    player: int
    target: int
    card: str
    speed: int
    damage: int
    prevented: int
    hit_points: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        saved = f" ({self.prevented} stopped by armor)" if self.prevented else ""
        return (f"{names[self.player]}'s {self.card} hits {names[self.target]} for "
                f"{self.damage}{saved}: {self.hit_points} left.")


@dataclass(frozen=True, slots=True)
class AttackDodged(Event):
    """``target`` dodged ``player``'s ``card``: its speed ``defence`` beat ``speed``."""

    player: int
    target: int
    card: str
    speed: int
    defence: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return (f"{names[self.target]} dodges {names[self.player]}'s {self.card} "
                f"(speed {self.defence} against {self.speed}).")


@dataclass(frozen=True, slots=True)
class HeadScrapped(Event):
    """``player``'s scrap hit knocked ``target``'s head part (``part``) off."""

    player: int
    target: int
    part: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} tears the {self.part} off {names[self.target]}'s head!"


@dataclass(frozen=True, slots=True)
class AttackJammed(Event):
    """``player``'s jam hit stopped ``target``'s attack this round."""

    player: int
    target: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} jams {names[self.target]}'s weapon!"


@dataclass(frozen=True, slots=True)
class Overheated(Event):
    """``player``'s weapon burned it for ``damage`` (after ``prevented``): ``hit_points``."""

    player: int
    damage: int
    prevented: int
    hit_points: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} overheats for {self.damage}: {self.hit_points} left."


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Round ``round`` of melee ``melee`` is over: every attack has resolved and the weapon
    cards in play (``cards``: seat, card; a refused one among them) leave the table for the
    discard pile."""

    melee: int
    round: int
    cards: tuple[tuple[int, str], ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if not self.cards:
            return f"Round {self.round} is over."
        return (f"Round {self.round} is over: {len(self.cards)} played "
                f"{'card goes' if len(self.cards) == 1 else 'cards go'} to the discard pile.")


@dataclass(frozen=True, slots=True)
class RobotDestroyed(Event):
    """``player``'s robot fell below 1 hit point and was destroyed at the end of the round."""

    player: int
    round: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s robot is destroyed!"


@dataclass(frozen=True, slots=True)
class MeleeEnded(Event):
    """Melee ``melee`` ended after ``rounds`` rounds with ``survivors`` still standing."""

    melee: int
    rounds: int
    survivors: tuple[int, ...]
    sudden: bool = False

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        kind = "The sudden death match" if self.sudden else f"Melee {self.melee}"
        rounds = "1 round" if self.rounds == 1 else f"{self.rounds} rounds"
        return f"{kind} is over after {rounds}; standing: {seats_text(names, self.survivors)}."


@dataclass(frozen=True, slots=True)
class MedalAwarded(Event):
    """``player`` survived the melee and earned a medal (``medals`` now)."""

    player: int
    medals: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} earns a victory medal ({self.medals})."


@dataclass(frozen=True, slots=True)
class SuddenDeathBegan(Event):
    """Several players reached three medals together: they fight a sudden death match with
    their ``hit_points`` as they stand (one per player)."""

    seats: tuple[int, ...]
    hit_points: tuple[int, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return (f"{seats_text(names, self.seats)} reach three medals together: sudden "
                "death! One part of each type, no head, no repairs.")


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over: ``winners`` (empty: nobody) and why."""

    winners: tuple[int, ...]
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if not self.winners:
            return f"The game ends with no winner ({self.reason})."
        verb = "wins" if len(self.winners) == 1 else "win"
        return f"{seats_text(names, self.winners)} {verb} Dice Bot Mega Fun! ({self.reason})"


__all__ = ["RoundBegan", "CardChosen", "CardsRevealed", "AbilityUsed", "AbilityPassed",
           "CardsDrawn", "CardsDiscarded", "PaymentMade", "PaymentRefused", "AttackResolved",
           "AttackDodged", "HeadScrapped", "AttackJammed", "Overheated", "RoundEnded",
           "RobotDestroyed",
           "MeleeEnded", "MedalAwarded", "SuddenDeathBegan", "GameEnded", "seats_text"]
