"""Dice Bot Mega Fun's part of the shared simulator: its table sizes, its set-ups and the deck
report.

    python tools/simulate.py --ruleset dicebot --seats normal,random --matches 40 --deck-report

The games are played at the melee limit a New match starts with (``--melee-limit``, default
the game's own), not the sample set-ups' short one: with four melees most games at four or
more players ended with nobody standing alone, so the tables measured the limit, not the
players.

With ``--deck-report`` one more JSON line follows the matches: each weapon card's pick and
win figures over every match played (game.games.dicebot.rules.report), to balance the deck.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

__all__ = ["add_arguments", "keeps_events", "report", "table_setup", "table_sizes"]


def table_sizes(path: str | None) -> list[int]:
    """Every player count the game takes (it plays at a table, so ``path`` is None)."""
    from game.games.dicebot.rules.setup import MAX_PLAYERS, MIN_PLAYERS

    return list(range(MIN_PLAYERS, MAX_PLAYERS + 1))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Dice Bot's flag on the shared simulator's command line."""
    from game.games.dicebot.rules.setup import DEFAULT_MELEE_LIMIT

    parser.add_argument("--melee-limit", type=int, default=DEFAULT_MELEE_LIMIT,
                        help="melees before a game nobody has won ends in a draw (default: "
                        f"the game's own, {DEFAULT_MELEE_LIMIT})")
    parser.add_argument("--deck-report", action="store_true",
                        help="also print each weapon card's pick and win figures "
                        "(game.games.dicebot.rules.report), to balance the deck")


def table_setup(args: argparse.Namespace, players: int, rotation: int) -> dict[str, Any]:
    """The sample set-up for ``rotation`` (scavenge drawn from the seed) at the chosen melee
    limit."""
    from game.games.dicebot.rules.setup import sample_setup_json

    return dict(sample_setup_json(players, args.seed + rotation),
                melee_limit=args.melee_limit)


def keeps_events(args: argparse.Namespace) -> bool:
    """True when the matches' events are needed afterwards (the deck report)."""
    return bool(args.deck_report)


def report(args: argparse.Namespace, events: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """The deck report over every match's events, as one JSON-able line."""
    from game.games.dicebot.rules.report import deck_report

    return {"deck_report": deck_report(events).to_json()}


if __name__ == "__main__":
    raise SystemExit("This is the shared simulator's dicebot part; run "
                     "tools/simulate.py --ruleset dicebot --seats normal,random "
                     "--deck-report (or --help).")
