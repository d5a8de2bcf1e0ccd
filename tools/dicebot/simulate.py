"""Dice Bot Mega Fun's part of the shared simulator: the deck report.

    python tools/simulate.py --ruleset dicebot --seats normal,random --matches 40 --deck-report

With ``--deck-report`` one more JSON line follows the matches: each weapon card's pick and
win figures over every match played (game.rulesets.dicebot.report), to balance the deck.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

__all__ = ["add_arguments", "keeps_events", "report"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Dice Bot's flag on the shared simulator's command line."""
    parser.add_argument("--deck-report", action="store_true",
                        help="also print each weapon card's pick and win figures "
                        "(game.rulesets.dicebot.report), to balance the deck")


def keeps_events(args: argparse.Namespace) -> bool:
    """True when the matches' events are needed afterwards (the deck report)."""
    return bool(args.deck_report)


def report(args: argparse.Namespace, events: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """The deck report over every match's events, as one JSON-able line."""
    from game.rulesets.dicebot.report import deck_report

    return {"deck_report": deck_report(events).to_json()}


if __name__ == "__main__":
    raise SystemExit("This is the shared simulator's dicebot part; run "
                     "tools/simulate.py --ruleset dicebot --seats normal,random "
                     "--deck-report (or --help).")
