"""The F1 rules reference for Dice Bot Mega Fun: how to play on screen (the grab controls
included), then docs/rules/dicebot.md cut into pages at its headings, then the keys."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.ui.games.dicebot.scavenge.controls import CLUSTERS

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


@dataclass(frozen=True)
class Section:
    """One page of the rules reference."""

    title: str
    paragraphs: tuple[str, ...]


def sections(page: Path, key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """How to play, one page per ``##`` heading of ``page`` (list items and table rows as
    paragraphs of their own), the keys last."""
    found = [Section("How to play", HOW_TO_PLAY), *page_sections(page)]
    if key_lines:
        found.append(Section("Keys", tuple(key_lines)))
    return tuple(found)


def page_sections(page: Path) -> list[Section]:
    """The ``##`` sections of a Markdown page."""
    found: list[Section] = []
    title, paragraphs, current = "Dice Bot Mega Fun", [], []

    def flush() -> None:
        if current:
            paragraphs.append(" ".join(current))
            current.clear()

    for raw in page.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("#") and not line.startswith("###"):
            flush()
            if paragraphs:
                found.append(Section(title, tuple(paragraphs)))
            title, paragraphs = line.lstrip("# ").strip(), []
        elif line.startswith("###"):
            flush()
            paragraphs.append(line.lstrip("# ").strip().upper())
        elif not line or line.startswith(("- ", "| ")) or line[:2].rstrip(".").isdigit():
            flush()
            if line and not set(line) <= set("|-: "):
                current.append(_plain(line))
        else:
            current.append(_plain(line))
    flush()
    if paragraphs:
        found.append(Section(title, tuple(paragraphs)))
    return found


def _plain(line: str) -> str:
    """Markdown emphasis and code marks dropped."""
    return line.replace("**", "").replace("`", "")
