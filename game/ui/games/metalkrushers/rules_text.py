"""The F1 rules reference: docs/rules/metalkrushers.md cut into pages at its headings."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Section:
    """One page of the rules reference."""

    title: str
    paragraphs: tuple[str, ...]


def sections(page: Path, key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """One page per ``##`` heading (a ``###`` heading starts a paragraph of its own), table
    rows and list items kept as paragraphs of their own; the keys last."""
    found: list[Section] = []
    title, paragraphs, current = "MetalKrushers", [], []

    def flush() -> None:
        if current:
            paragraphs.append(" ".join(current))
            current.clear()

    for raw in page.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("## ") or line.startswith("# "):
            flush()
            if paragraphs:
                found.append(Section(title, tuple(paragraphs)))
            title, paragraphs = line.lstrip("# ").strip(), []
        elif line.startswith("###"):
            flush()
            paragraphs.append(line.lstrip("# ").strip().upper())
        elif not line or line.startswith(("- ", "| ", "1.", "2.", "3.", "4.", "5.")):
            flush()
            if line and not set(line) <= set("|- "):
                current.append(line.replace("**", "").replace("`", ""))
        else:
            current.append(line.replace("**", "").replace("`", ""))
    flush()
    if paragraphs:
        found.append(Section(title, tuple(paragraphs)))
    if key_lines:
        found.append(Section("Keys", tuple(key_lines)))
    return tuple(found)
