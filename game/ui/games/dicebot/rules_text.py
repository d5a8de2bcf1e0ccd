"""The F1 rules reference for Dice Bot Mega Fun: how to play on screen (the grab controls
included), then docs/rules/dicebot.md cut into pages at its headings, then the keys."""

from __future__ import annotations

from pathlib import Path

from game.ui.games.dicebot.scavenge.controls import CLUSTERS
from game.ui.rules_pages import Section, markdown_sections

HOW_TO_PLAY = (
    "Every melee: six weapon cards are dealt; study your hand and press Roll. Everybody's "
    "seven parts dice tumble into the junkyard.",
    "The scavenge: after 3-2-1 everybody grabs at once, one die at a time. Each die fills "
    "the next of your six body spaces, then the head. A full sheet stops grabbing; the "
    "battle starts when the junkyard is empty. The snake draft option takes turns instead.",
    "Grab controls (handed out in this order): the mouse (click a die); each game "
    "controller (d-pad or stick moves the cursor, A grabs); then the keyboard clusters: "
    + "; ".join(cluster.label for cluster in CLUSTERS) + ". Your controls are written "
    "next to your sheet.",
    "The battle: choose a weapon card in secret, pay its parts, use head abilities in the "
    "answer window, and attack from the fastest down. Survivors of a melee earn a medal; "
    "three medals win.",
)


def sections(page: Path, key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """How to play, one page per ``##`` heading of ``page`` (list items and table rows as
    paragraphs of their own), the keys last."""
    found = [Section("How to play", HOW_TO_PLAY), *markdown_sections(page, "Dice Bot Mega Fun")]
    if key_lines:
        found.append(Section("Keys", tuple(key_lines)))
    return tuple(found)
