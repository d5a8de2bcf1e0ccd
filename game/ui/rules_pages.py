"""A game's rules page (Markdown under docs/rules/) cut into the pages of the F1 reference.

Shared by the game packages so that each one only says what comes before and after its
rulings page (how to play on screen, the keys).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

NUMBERED_STEP = re.compile(r"[1-9]\d*\. ")
"""A numbered list item (a wrapped line that happens to start "0." or "5 Meat" is not)."""


@dataclass(frozen=True)
class Section:
    """One page of the rules reference: a title and its paragraphs."""

    title: str
    paragraphs: tuple[str, ...]


def markdown_sections(page: Path, first_title: str) -> list[Section]:
    """One page per ``#``/``##`` heading of ``page`` (text before the first heading goes under
    ``first_title``); a ``###`` heading becomes a paragraph of its own in capitals, and list
    items, numbered steps and table rows are paragraphs of their own (table rules dropped)."""
    found: list[Section] = []
    title = first_title
    paragraphs: list[str] = []
    current: list[str] = []

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
        elif not line or line.startswith(("- ", "| ")) or NUMBERED_STEP.match(line):
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
