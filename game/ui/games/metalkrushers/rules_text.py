"""The F1 rules reference: docs/rules/metalkrushers.md cut into pages at its headings."""

from __future__ import annotations

from pathlib import Path

from game.ui.rules_pages import Section, markdown_sections


def sections(page: Path, key_lines: tuple[str, ...] = ()) -> tuple[Section, ...]:
    """One page per ``##`` heading (a ``###`` heading starts a paragraph of its own), table
    rows and list items kept as paragraphs of their own; the keys last."""
    found = markdown_sections(page, "MetalKrushers")
    if key_lines:
        found.append(Section("Keys", tuple(key_lines)))
    return tuple(found)
