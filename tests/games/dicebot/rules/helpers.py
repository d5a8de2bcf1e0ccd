"""Shared set-up for the Dice Bot Mega Fun rules tests: stacked decks, scripted junkyards and
scripted grab orders, so every test starts from exactly the robots and hands it names."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.dice import ScriptedDice
from game.core.match import Match
from game.games.dicebot.rules import DicebotSetup, new_state
from game.games.dicebot.rules.choices import Grab, Pass, PlayCard, Ready
from game.games.dicebot.rules.parts import FACES

NAMES = ("Ada", "Bo", "Cy", "Di", "Ed", "Flo")
FILLER = "Left Hook"


class ThenOnes(ScriptedDice):
    """Scripted dice that roll 1 once the script is used up (later junkyards, reshuffles)."""

    def roll(self, sides: int) -> int:
        """The next scripted result, or 1 after the script."""
        return super().roll(sides) if self.remaining else 1


def rolls(sheet: Sequence[str]) -> list[tuple[int, int]]:
    """The d6 results that show the faces of ``sheet`` (body parts, then the head)."""
    return [(6, FACES.index(face) + 1) for face in sheet]


def stacked(hands: Sequence[Sequence[str]], rest: Iterable[str] = ()) -> tuple[str, ...]:
    """A deck that deals ``hands`` (one card at a time around the table), then ``rest``."""
    deck = [hands[p][k] for k in range(len(hands[0])) for p in range(len(hands))]
    return (*deck, *rest)


def new_game(hands: Sequence[Sequence[str]], rest: Iterable[str] = (), dice: Iterable = (),
             draft: str = "real_time", melee_limit: int = 30, strict: bool = False) -> Match:
    """A game with a stacked deck and scripted dice, waiting for everyone to be ready."""
    setup = DicebotSetup(NAMES[:len(hands)], draft, melee_limit, stacked(hands, rest))
    source = ScriptedDice(list(dice)) if strict else ThenOnes(list(dice))
    state, opening = new_state(setup, source)
    return Match(state, "dicebot", opening=opening)


def ready_all(match: Match) -> list:
    """Everyone says ready (the junkyard is rolled after the last)."""
    out: list = []
    for request in match.pending():
        out = match.submit(request.player, Ready())
    return out


def grab_own(match: Match, players: int) -> list:
    """Each player grabs the dice they rolled, in die order, taking turns one grab each."""
    out: list = []
    for k in range(7):
        for seat in range(players):
            out += match.submit(seat, Grab(seat * 7 + k))
    return out


def battle(sheets: Sequence[Sequence[str]], hands: Sequence[Sequence[str]],
           rest: Iterable[str] = (), dice: Iterable = (), melee_limit: int = 30) -> Match:
    """A game in round 1 of the first melee: each robot holds ``sheets[p]`` (six body parts,
    then the head) and ``hands[p]`` (six cards); ``dice`` roll after the first junkyard."""
    script = [r for sheet in sheets for r in rolls(sheet)] + list(dice)
    match = new_game(hands, rest, script, melee_limit=melee_limit)
    ready_all(match)
    grab_own(match, len(sheets))
    return match


def hand(*cards: str) -> list[str]:
    """A six-card hand: ``cards`` then filler."""
    return [*cards, *[FILLER] * (6 - len(cards))]


def choose(match: Match, cards: dict[int, str]) -> list:
    """Every fighting robot lays its card; returns the events of the last (the reveal)."""
    out: list = []
    for seat, card in cards.items():
        out = match.submit(seat, PlayCard(card))
    return out


def pass_window(match: Match) -> list:
    """Pass every ability, chip and brace question until something else is asked."""
    out: list = []
    while match.pending() and match.pending()[0].kind in ("ability", "chip", "brace"):
        out += match.submit(match.pending()[0].player, Pass())
    return out


def kinds(match: Match) -> list[str]:
    """The kinds of the pending requests."""
    return [r.kind for r in match.pending()]


def of_type(events: Iterable[object], cls: type) -> list:
    """Events of one class."""
    return [e for e in events if isinstance(e, cls)]


BODY_ALL = ("spring", "chip", "camera", "armor", "battery", "claw")
"""One part of each type (a sudden-death body)."""


def resolve(match: Match) -> list:
    """Pass every head question and pay with the body wherever there is a choice, until a
    card or target is asked (or the game ends)."""
    out: list = []
    while match.pending() and match.pending()[0].kind in ("ability", "chip", "brace", "pay"):
        request = match.pending()[0]
        choice = Pass() if request.kind != "pay" else request.legal_choices()[0]
        out += match.submit(request.player, choice)
    return out


def play_until(match: Match, cls: type) -> list:
    """Answer everything with its first legal choice (passing on heads) until an event of
    class ``cls`` happens or the game ends; returns the events."""
    out: list = []
    while not match.is_over and not of_type(out, cls):
        request = match.pending()[0]
        choices = request.legal_choices()
        out += match.submit(request.player, Pass() if Pass() in choices else choices[0])
    return out
